r"""Direction A, explicitly, in the lab's own ambient space (NOTES.md §3): the functionals

    phi_(p, u, v)(F) = [x^u y^v] F(p + x v1 + y v2, chat(p + x v1 + y v2)),   u + v < o_p,

at p = z_1, z_2, z_3 (o_p = s) and p = q_12, q_13, q_23 (o_p = s - j), with chat(b) = M_0(b) x M_1(b),
M_a(b)_i = W4[k, i] n_ia(b) (the point of P^2_c with m_k0 = m_k1 = 0 over b).  For the edge alpha = (N_1 - j, j, 0)
at the lab's point (fat_points._weights(seed), p = 2^29 - 3, output k) it checks, with the lab's own row builders:
  * every functional vanishes on every row of the lab's Y_alpha basis and on every row m_kj b^mu c^gamma of J_k;
  * their rank is 3C(s+1,2) + 3C(s-j+1,2);
  * rank(functionals) + rank(Y + J) = D, i.e. they span the whole annihilator of Y + J at that point;
  * control: the order-s Taylor coefficients at the z_i (resp. order s-j at the q) do NOT all vanish on Y + J.
usage: python functionals.py T [seed] [k]
"""
import sys, time, resource
from math import comb
import numpy as np
sys.path.insert(0, "/work/main")
from proofs.general.depth4 import fat_points as fp
from numerics.rank.flint_bridge import flint_rank_mod_p, flint_matmul_mod_p
from numerics.bounds.depth4 import start_degrees
from proofs.general.free_states import exponents

P = fp.PRIME


def smul(A, B, M):
    """truncated product of bivariate series (arrays M x M, entry [u, v] = coeff of x^u y^v, u + v < M)."""
    out = np.zeros((M, M), dtype=np.uint64)
    for u in range(M):
        for v in range(M - u):
            a = int(A[u, v])
            if a:
                out[u:, v:] = (out[u:, v:] + a * B[: M - u, : M - v]) % P
    for u in range(M):               # keep u + v < M only
        out[u, M - u:] = 0
    return out


def lin_series(p, v1, v2, M):
    S = np.zeros((M, M), dtype=np.uint64)
    S[0, 0] = p % P
    if M > 1:
        S[1, 0] = v1 % P
        S[0, 1] = v2 % P
    return S


def main():
    T = int(sys.argv[1]); seed = int(sys.argv[2]) if len(sys.argv) > 2 else 1; k = int(sys.argv[3]) if len(sys.argv) > 3 else 0
    s, n1 = T // 2, start_degrees(depth=4, T=T)[0]
    N2 = comb(s + 1, 2)
    n, W4, general = fp._weights(seed)
    n = n.astype(object) % P
    ib, ic = fp._index(N2), fp._index(s)
    D = len(ib) * len(ic)
    powers = fp._powers(n, s)
    rng = np.random.default_rng(777)
    v1, v2 = (rng.integers(1, P, size=3) for _ in range(2))
    # points (0-based: the edge uses w_0, w_1, i.e. n_i0 and n_i1)
    z = [np.cross(n[i, 0], n[i, 1]) % P for i in range(3)]
    q = {(i, i2): np.cross(n[i, 0], n[i2, 0]) % P for i in range(3) for i2 in range(i + 1, 3)}
    print(f"# T={T} s={s} seed={seed} k={k} p={P} D={D} general={general}", flush=True)
    for j in range(1, s + 1):
        t0 = time.time()
        alpha = (n1 - j, j, 0)
        Y = fp._y_basis(powers, alpha, N2, s, ib, ic)
        J = fp._basis(fp._ideal_rows(n.astype(np.int64), W4, k, (0, 1), N2, s, ib, ic))
        YJ = np.vstack([Y, J])
        pts = [(z[i], s) for i in range(3)] + [(q[key], s - j) for key in sorted(q)]
        rows, ctrl = [], []
        for p, o in pts:
            M = o + 1                      # one extra order for the control
            bser = [lin_series(int(p[m]), int(v1[m]), int(v2[m]), M) for m in range(3)]
            # chat(b) series: M_a(b)_i = W4[k,i] * n_ia(b)
            Mser = [[None] * 3 for _ in range(2)]
            for a in range(2):
                for i in range(3):
                    S = np.zeros((M, M), dtype=np.uint64)
                    for m in range(3):
                        S = (S + int(W4[k, i]) * int(n[i, a, m]) % P * bser[m]) % P
                    Mser[a][i] = S
            def cross(i1, i2):
                return (smul(Mser[0][i1], Mser[1][i2], M) + P - smul(Mser[0][i2], Mser[1][i1], M)) % P
            chat = [cross(1, 2), cross(2, 0), cross(0, 1)]
            # power tables
            def ptab(S, emax):
                out = [np.zeros((M, M), dtype=np.uint64)]
                out[0][0, 0] = 1
                for _ in range(emax):
                    out.append(smul(out[-1], S, M))
                return out
            bp = [ptab(bser[m], N2) for m in range(3)]
            cp = [ptab(chat[i], s) for i in range(3)]
            cols = np.zeros((M, M, D), dtype=np.uint64)
            for gam, ci in ic.items():
                cg = smul(smul(cp[0][gam[0]], cp[1][gam[1]], M), cp[2][gam[2]], M)
                for e, bi in ib.items():
                    cols[:, :, ci * len(ib) + bi] = smul(smul(smul(cg, bp[0][e[0]], M), bp[1][e[1]], M), bp[2][e[2]], M)
            for u in range(M):
                for v in range(M - u):
                    (rows if u + v < o else ctrl).append(cols[u, v])
        Phi = np.array(rows, dtype=np.uint64).reshape(-1, D)
        Ctl = np.array(ctrl, dtype=np.uint64).reshape(-1, D)
        van = flint_matmul_mod_p(Phi, YJ.T.copy(), P)
        cv = flint_matmul_mod_p(Ctl, YJ.T.copy(), P)
        rPhi = flint_rank_mod_p(Phi, P, threads=1)[0] if len(Phi) else 0
        rYJ = flint_rank_mod_p(YJ, P, threads=1)[0]
        f = 3 * comb(s + 1, 2) + 3 * comb(s - j + 1, 2)
        print(f"j={j}: {Phi.shape[0]} functionals, vanish on Y ({Y.shape[0]} rows) and J ({J.shape[0]} rows): {not van.any()}; "
              f"rank {rPhi} (formula {f}); rank(Y+J) = {rYJ}, rank + rank = {rPhi + rYJ} (D = {D}); "
              f"control (next order) vanishes: {not cv.any()}; {time.time()-t0:.1f}s, peak {resource.getrusage(resource.RUSAGE_SELF).ru_maxrss/1024:.0f} MB", flush=True)


if __name__ == '__main__':
    main()
