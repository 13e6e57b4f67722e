r"""Full support (NOTES.md §5): J_k = (m_k1, m_k2, m_k3) = (b_1 u_1, b_2 u_2, b_3 u_3), u = W3^T diag(W4_k.) c, so V(J)
is a hexagon of lines: L_m = {b_m = 0} x {u = e_m} and L'_m = {b = e_m} x {u_m = 0}.  Restricting Y_alpha to it:
the rank should be h^0 = 3 N_2 + 3 s (= D - c_3), i.e. dim(Y_alpha + J_k) = D.  At the lab's point (seed 1,
p = 2^29 - 3, output k) with the lab's generators (fat_points._powers).  Also checks that the m_kj are the stated
combinations of b_m u_m.  usage: python hexagon.py T a2 a3 [k]"""
import sys, time, resource
from math import comb
import numpy as np
sys.path.insert(0, "/work/main")
from proofs.general.depth4 import fat_points as fp
from numerics.bounds.depth4 import start_degrees
from numerics.rank.flint_bridge import flint_rank_mod_p
from proofs.general.free_states import exponents
P = fp.PRIME


def bmul(A, B):   # binary forms as coefficient lists (index = power of the second variable), mod P
    out = [0] * (len(A) + len(B) - 1)
    for i, a in enumerate(A):
        if a:
            for j, b in enumerate(B):
                out[i + j] = (out[i + j] + a * b) % P
    return out


ONLY_S00 = '--only-s00' in sys.argv
if ONLY_S00:
    sys.argv.remove('--only-s00')


def main():
    T, a2, a3 = (int(x) for x in sys.argv[1:4]); k = int(sys.argv[4]) if len(sys.argv) > 4 else 0
    t0 = time.time()
    s, n1 = T // 2, start_degrees(depth=4, T=T)[0]; N2 = comb(s + 1, 2)
    alpha = (n1 - a2 - a3, a2, a3)
    n, W4, general = fp._weights(1)
    r1 = np.random.default_rng(1)
    W2, W3, W4b = (r1.integers(1, P, size=(3, 3), dtype=np.int64) for _ in range(3))
    assert (W4b == W4).all()
    import sympy as sp
    Gm = sp.Matrix(3, 3, lambda m, i: int(W3[i, m]) * int(W4[k, i]) % P)      # u = Gm c
    Ginv = Gm.inv_mod(P)
    # check: m_kj = sum_m W2[m, j] b_m u_m
    for j in range(3):
        for m in range(3):
            for i in range(3):
                assert int(W4[k, i]) * int(n[i, j, m]) % P == int(W2[m, j]) * int(Gm[m, i]) % P
    powers = fp._powers(n, s)
    D = comb(N2 + 2, 2) * comb(s + 2, 2)
    # columns: L_m (N2 + 1 each), L'_m (s + 1 each)
    ncol = 3 * (N2 + 1) + 3 * (s + 1)
    gam = [[int(Ginv[i, m]) for i in range(3)] for m in range(3)]         # c at u = e_m
    rows = []
    mus = [tuple(mu) for mu in exponents(3, N2 - s).tolist()]
    cap = int(sys.argv[5]) if len(sys.argv) > 5 else 0     # sample at most this many (g, mu) per kappa (0: all)
    rs = np.random.default_rng(99)
    for kappa, by_beta in powers.items():
        gens = [g for beta, g in by_beta.items() if all(x <= y for x, y in zip(beta, alpha))]
        if ONLY_S00:   # the proof of Theorem F uses only beta = (s, 0, 0)
            gens = [g for beta, g in by_beta.items() if beta == (s, 0, 0)]
        # c^kappa on L'_m: c = Ginv (x e_m' + y e_m''), a binary form of degree s
        ck_line = []
        for m in range(3):
            o = [x for x in range(3) if x != m]
            f = [1]
            for i in range(3):
                for _ in range(kappa[i]):
                    f = bmul(f, [int(Ginv[i, o[0]]), int(Ginv[i, o[1]])])
            ck_line.append(f)
        gk = [pow(gam[m][0], kappa[0], P) * pow(gam[m][1], kappa[1], P) * pow(gam[m][2], kappa[2], P) % P for m in range(3)]
        pairs = [(g, mu) for g in gens for mu in mus]
        if cap and len(pairs) > cap:   # keep the shifts b_m^(N2 - s) (the only ones seen on L'_m), sample the rest
            special = {tuple((N2 - s) * (x == m) for x in range(3)) for m in range(3)}
            keep = [pr for pr in pairs if pr[1] in special]
            rest = [pr for pr in pairs if pr[1] not in special]
            pairs = keep + [rest[t] for t in rs.choice(len(rest), size=min(cap, len(rest)), replace=False)]
        for g, mu in pairs:
            if True:
                row = np.zeros(ncol, dtype=np.uint64)
                for m in range(3):
                    o = [x for x in range(3) if x != m]
                    # on L_m: b_m = 0, value gk[m] * (b^mu g)|_(b_m = 0), binary form in (b_o0, b_o1) of degree N2
                    for eb, v in g.items():
                        e = tuple(x + y for x, y in zip(eb, mu))
                        if e[m] == 0:
                            col = m * (N2 + 1) + e[o[1]]
                            row[col] = (int(row[col]) + gk[m] * v) % P
                    # on L'_m: b = e_m, value c^kappa * (b^mu g)(e_m)
                    val = 0
                    for eb, v in g.items():
                        e = tuple(x + y for x, y in zip(eb, mu))
                        if e[m] == N2:
                            val = (val + v) % P
                    if val:
                        for t, cf in enumerate(ck_line[m]):
                            col = 3 * (N2 + 1) + m * (s + 1) + t
                            row[col] = (int(row[col]) + val * cf) % P
                rows.append(row)
    A = np.array(rows, dtype=np.uint64)
    r = flint_rank_mod_p(A, P, threads=1)[0]
    print(f"T={T} alpha={alpha} k={k}: rank of Y restricted to the hexagon = {r}; h^0 = 3N_2 + 3s = {3*N2 + 3*s} = D - c_3 = {D} - c_3; "
          f"{'FILLS' if r == 3*N2 + 3*s else 'SHORT'} (rows {A.shape[0]}, cols {ncol}); general={general}; {time.time()-t0:.1f}s, "
          f"peak {resource.getrusage(resource.RUSAGE_SELF).ru_maxrss/1024:.0f} MB", flush=True)


if __name__ == '__main__':
    main()
