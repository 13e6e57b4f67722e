"""helper-135: brute force dim X_(a,b) WITHOUT (K1'), at the general point.
V_0 = span{p^kappa g : |kappa| = d-1, g in G} (explicit products, coordinates (p^gamma, c-monomial), |gamma| = d_1);
X_(a,b) = sum_{mu in Box(a,b)} D_[w^mu] V_0, D_[w^mu] scaling the p^gamma-part by [w^mu] prod_l ((W2 w)_l)^gamma_l,
the coefficient taken from the full HOMOGENEOUS expansion in (w1, w2, w3) (python ints, mod p); mu = (d_1-i-j, i, j).
GF(p) rank by FLINT rref, accumulated block by block.
usage: brute.py n a:b,a:b,...   (reads G_n{n}_gen.npz written by gen_general.py)"""
import sys, time
from math import comb
import numpy as np
from numerics.rank.flint_bridge import flint_rref_mod_p
P = 1048571


def monos(deg):
    return [(deg - e2 - e3, e2, e3) for e2 in range(deg + 1) for e3 in range(deg + 1 - e2)]


def pmul(f, g):
    h = {}
    for a, x in f.items():
        for b, y in g.items():
            k = (a[0] + b[0], a[1] + b[1], a[2] + b[2])
            h[k] = (h.get(k, 0) + x * y) % P
    return h


def rref_rank(M):
    R, r = flint_rref_mod_p(np.ascontiguousarray(M % P, dtype=np.uint64), P)
    return np.asarray(R[:r], dtype=np.int64), int(r)


def main():
    n = int(sys.argv[1]); boxes = [tuple(int(t) for t in s.split(":")) for s in sys.argv[2].split(",")]
    t0 = time.time()
    z = np.load(f"G_n{n}_gen.npz"); Gc, E, K, W2 = z["Gc"], z["E"], z["K"], z["W2"]
    d, d1, nc = comb(n, 2), comb(n + 1, 2), comb(n + 2, 2)
    big = monos(d1); bidx = {m: i for i, m in enumerate(big)}
    ncol = len(big) * nc
    rows = []
    for kap in monos(d - 1):
        for g in Gc:
            v = np.zeros(ncol, dtype=np.int64)
            for t in np.nonzero(g)[0]:
                gam = (kap[0] + E[t, 0], kap[1] + E[t, 1], kap[2] + E[t, 2])
                v[bidx[gam] * nc + K[t]] = g[t]
            rows.append(v)
    V0 = np.array(rows)
    _, rV = rref_rank(V0)
    print(f"# n={n}: V_0 spanned by {V0.shape[0]} products, {ncol} coordinates, dim V_0 = {rV}, {time.time()-t0:.1f}s", flush=True)
    # D weights: lam_mu(gamma) = [w^mu] prod_l (sum_k W2[l,k] w_k)^gamma_l, full homogeneous expansion
    lin = [{(1, 0, 0): int(W2[l, 0]) % P, (0, 1, 0): int(W2[l, 1]) % P, (0, 0, 1): int(W2[l, 2]) % P} for l in range(3)]
    pw = [[{(0, 0, 0): 1}] for _ in range(3)]
    for l in range(3):
        for _ in range(d1):
            pw[l].append(pmul(pw[l][-1], lin[l]))
    coef = {}
    for gam in big:
        coef[gam] = pmul(pmul(pw[0][gam[0]], pw[1][gam[1]]), pw[2][gam[2]])
    print(f"# expansions done {time.time()-t0:.1f}s", flush=True)
    amax = max(a for a, b in boxes); bmax = max(b for a, b in boxes)
    wts = {}
    for i in range(amax + 1):
        for j in range(bmax + 1):
            if i + j > d1:
                continue
            mu = (d1 - i - j, i, j)
            w = np.array([coef[gam].get(mu, 0) for gam in big], dtype=np.int64)
            wts[(i, j)] = np.repeat(w, nc)
    for (a, b) in boxes:
        t1 = time.time()
        B = np.zeros((0, ncol), dtype=np.int64)
        for i in range(a + 1):
            for j in range(b + 1):
                if (i, j) in wts:
                    B, r = rref_rank(np.concatenate([B, V0 * wts[(i, j)][None, :] % P]))
        print(f"({a},{b}) dim X = {B.shape[0]}  [{time.time()-t1:.1f}s]", flush=True)


if __name__ == "__main__":
    main()
