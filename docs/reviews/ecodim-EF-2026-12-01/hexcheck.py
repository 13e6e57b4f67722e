"""Reviewer helper-111: own check of Theorem F's key step at larger s.

Y_0 = sum_kappa c^kappa b^mu prod_i n_i1^kappa_i (only beta = (s,0,0); Y_0 is inside Y_alpha for every full-support
alpha with alpha_1 >= s).  Restrict to the hexagon V(J_k) = union of L_m = {b_m = 0} x {u = e_m} and
L'_m = {b = e_m} x {u_m = 0}, u = Gm c, Gm = W3^T diag(W4_k).  A section of O(N2, s) on a line is fixed by its
values at deg + 1 points, so the rank of the evaluation matrix at N2+1 random points on each L_m and s+1 on each
L'_m is dim res(Y_0).  Theorem F claims 3 N2 + 3 s (then dim(Y+J) >= c_3 + 3N2 + 3s = D).
Also checks first that J_k vanishes at the chosen points.
usage: hexcheck.py SEED S [S ...]
"""
import sys, time
from math import comb
import numpy as np
sys.path.insert(0, "/work/main")
from numerics.rank.flint_bridge import flint_rank_mod_p
from own_check import P, monos, setup

if __name__ == "__main__":
    seed = int(sys.argv[1])
    k = 0
    W2, W3, W4, n = setup(seed)
    import sympy as sp
    Gm = sp.Matrix(3, 3, lambda a, b: int(W3[b, a]) * int(W4[k, b]) % P)  # W3^T diag(W4_k)
    Ginv = Gm.inv_mod(P)
    rng = np.random.default_rng(seed + 7)
    nv = [[[n[i][j].get(tuple(int(t == m) for t in range(3)), 0) for m in range(3)] for j in range(3)] for i in range(3)]
    print(f"seed={seed} P={P} k={k}", flush=True)
    for s in [int(a) for a in sys.argv[2:]]:
        t0 = time.time()
        N2 = comb(s + 1, 2)
        pts = []
        for m in range(3):
            c = [int(x) % P for x in Ginv[:, m]]
            for _ in range(N2 + 1):
                bb = [int(x) for x in rng.integers(1, P, 3)]
                bb[m] = 0
                pts.append((bb, c))
        for m in range(3):
            bb = [int(m == t) for t in range(3)]
            for _ in range(s + 1):
                u = [int(x) for x in rng.integers(1, P, 3)]
                u[m] = 0
                c = [int(sum(Ginv[a, t] * u[t] for t in range(3))) % P for a in range(3)]
                pts.append((bb, c))
        # J vanishes at the points
        okJ = True
        for bb, c in pts:
            for j in range(3):
                v = sum(int(W4[k, i]) * c[i] * sum(nv[i][j][m] * bb[m] for m in range(3)) for i in range(3)) % P
                okJ &= v == 0
        shifts = monos(3, N2 - s)
        Bmu = np.array([[pow(bb[0], mu[0], P) * pow(bb[1], mu[1], P) % P * pow(bb[2], mu[2], P) % P
                         for (bb, c) in pts] for mu in shifts], dtype=object)
        rows = []
        for kappa in monos(3, s):
            w = []
            for bb, c in pts:
                val = 1
                for i in range(3):
                    n1 = sum(nv[i][0][m] * bb[m] for m in range(3)) % P
                    val = val * pow(c[i], kappa[i], P) % P * pow(n1, kappa[i], P) % P
                w.append(val)
            rows.append((Bmu * np.array(w, dtype=object)[None, :]) % P)
        A = np.vstack(rows).astype(np.uint64)
        r = flint_rank_mod_p(A, P, threads=1)[0]
        target = 3 * N2 + 3 * s
        D = comb(N2 + 2, 2) * comb(s + 2, 2)
        c3 = 3 * comb(N2 + 1, 2) * comb(s + 1, 2) - 3 * comb(N2, 2) * comb(s, 2) + comb(N2 - 1, 2) * comb(s - 1, 2)
        print(f"s={s}: J vanishes at the {len(pts)} points: {okJ}; rows {A.shape[0]}; dim res(Y_0) = {r}, "
              f"3N2+3s = {target} {'FILLS' if r == target else 'DEFICIENT'}; c3 + that = {c3 + r}, D = {D} "
              f"[{time.time() - t0:.1f}s]", flush=True)
