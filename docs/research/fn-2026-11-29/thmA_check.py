"""Check of Theorem A at its boundary degree e = n+1 (and beyond): dim kappa( sum_beta b^beta H^0(S_beta(e-1)) ) = h'_n(e).
H^0(S_beta(T)) = {Y in k[p']_T^2 : for r with k = beta_r > 0, in the chart p'_r = 1 (local coords q = (p'_{r+1}, p'_{r+2}),
sigma = v_r = M_r q): Y has no part of q-degree < k and its q-degree-k part Y^(k) satisfies Y^(k) in grad_sigma V_{k+1},
i.e. curl_q(M_r^T Y^(k)) = 0}.   kappa(Y) = sum_beta sum_r c^(beta+e_r) (v_r1 A_beta + v_r2 B_beta)  (c = ell*b).
Exact GF(p) ranks."""
import sys, math
import flint
from onestep import p, comps, pencil, hp

def nullspace_basis(rows, ncols):
    if not rows:
        return [[1 if i == j else 0 for i in range(ncols)] for j in range(ncols)]
    M = flint.nmod_mat(len(rows), ncols, p)
    for i, row in enumerate(rows):
        for j, v in row.items():
            M[i, j] = v % p
    X, nullity = M.nullspace()
    return [[int(X[i, j]) for i in range(ncols)] for j in range(nullity)]

def Ssat_basis(beta, T, E1, E2):
    mons = list(comps(T)); idx = {m: i for i, m in enumerate(mons)}; N = len(mons)   # Y = (A, B): cols A: 0..N-1, B: N..2N-1
    rows = []
    for r in range(3):
        k = beta[r]
        if k == 0: continue
        r1, r2 = (r + 1) % 3, (r + 2) % 3
        M = [[E1[r][r1], E1[r][r2]], [E2[r][r1], E2[r][r2]]]      # sigma = M q  (q = (p'_{r1}, p'_{r2}))
        for m in mons:
            if T - m[r] < k:                                       # q-degree < k: coefficient must vanish
                rows.append({idx[m]: 1}); rows.append({N + idx[m]: 1})
        # degree-k part: Z = M^T Y^(k) (Z_1 = M11 A + M21 B, Z_2 = M12 A + M22 B), curl_q Z = d Z_1/d q2 - d Z_2/d q1 = 0
        # coefficient of q1^i q2^(k-1-i) in the curl:
        for i in range(k):
            row = {}
            # d/dq2 of q1^i q2^(k-i) (coefficient (k-i)) from Z_1 ; d/dq1 of q1^(i+1) q2^(k-1-i) (coefficient (i+1)) from Z_2
            def mono(e1, e2):
                m = [0, 0, 0]; m[r] = T - k; m[r1] = e1; m[r2] = e2; return idx[tuple(m)]
            for (coef, ea, eb, Mc) in (((k - i), i, k - i, (M[0][0], M[1][0])), (-(i + 1), i + 1, k - 1 - i, (M[0][1], M[1][1]))):
                j = mono(ea, eb)
                row[j] = (row.get(j, 0) + coef * Mc[0]) % p
                row[N + j] = (row.get(N + j, 0) + coef * Mc[1]) % p
            rows.append(row)
    return mons, nullspace_basis(rows, 2 * N)

def check(n, e, E1, E2):
    T = e - 1
    tmons = [al + be for al in comps(e) for be in comps(n)]; tidx = {m: i for i, m in enumerate(tmons)}
    cols = []
    for beta in comps(n - 1):
        mons, basis = Ssat_basis(beta, T, E1, E2)
        N = len(mons)
        for vec in basis:
            col = {}
            for r in range(3):
                ce = list(beta); ce[r] += 1
                for comp, E in ((0, E1), (1, E2)):
                    for j, m in enumerate(mons):
                        y = vec[comp * N + j]
                        if not y: continue
                        for kk in range(3):
                            if E[r][kk] % p:
                                a = list(m); a[kk] += 1
                                key = tidx[tuple(a) + tuple(ce)]
                                col[key] = (col.get(key, 0) + y * E[r][kk]) % p
            cols.append(col)
    Mt = flint.nmod_mat(len(cols), len(tmons), p)
    for j, col in enumerate(cols):
        for i, v in col.items():
            Mt[j, i] = v
    return Mt.rank()

if __name__ == '__main__':
    seed = int(sys.argv[1]); n = int(sys.argv[2])
    E1, E2 = pencil('random', seed)
    for e in [int(x) for x in sys.argv[3:]]:
        rk = check(n, e, E1, E2)
        print(f"seed={seed} n={n} e={e}: dim kappa(S^sat_(e-1)) = {rk}, h'_n(e) = {hp(n, e)}, equal: {rk == hp(n, e)}", flush=True)
