# helper-144's own implementation of k45's condition map Phi (edge j = 1), written from the definitions in
# docs/research/k45-2026-11-30/NOTES.md sec. 1-2 and docs/research/edge-by-hand-2026-12-03/NOTES.md sec. 0, 1.2.
# No import from helper-143's or k45's scripts.
#
# Usage: myphi.py s seed [H4I|rand] [maxrows]  (maxrows > 0: near-vertex rows + uniform sample; maxrows = -E: E random e per (k, b))
#   rank of Phi = (Phi1, Phi2): P(d-3, s-2)^3 -> (+)_r P(d,s-1)/J3_r (+) (+)_r P(d,s-1)/J3_r, d = C(s,2).
#   Quotient functionals (dual basis of P/J3_r): for a = d e_m, the beta'_m^d coefficient restricted to the plane
#   zeta_rm = 0 in gamma-space, evaluated at s random points of that plane; for supp a = {m, m'}, the beta'^a
#   coefficient evaluated at the common zero z_(r,S) of zeta_rm, zeta_rm'; supp a of size 3: nothing.
#
# Structure used (own derivation, REPORT sec. 3): for G_k = beta'^b gamma^e and a gamma-point z,
#   F_k(beta', z)  = z^e m1_k(z) X0,                     X0 = l123 beta'^b
#   F'_k(beta', z) = z^e [ sum_i (2 w_ki z_i + m1_k(z)(1 + e_i)) X_i + m1_k(z) Z ],
#   X_i = beta'^b l'_i prod_(j != i) l_j,  Z = l123 sum_j b_j (L beta')_j beta'^(b - e_j).
import sys, random, time, itertools
from math import comb
import flint

import os
p = int(os.environ.get("PRIME", 2**31 - 1))


def inv3(M):
    return [[int(x) for x in row] for row in _inv(M)]


def _inv(M):
    A = flint.nmod_mat(3, 3, [x % p for row in M for x in row], p)
    Ai = A.inv()
    return [[int(Ai[i, j]) for j in range(3)] for i in range(3)]


def matmul(A, B):
    return [[sum(A[i][k] * B[k][j] for k in range(len(B))) % p for j in range(len(B[0]))] for i in range(len(A))]


def transpose(A):
    return [list(r) for r in zip(*A)]


def nullvec(rows):
    """a nonzero vector v in k^3 with row . v = 0 for the given 1 or 2 rows (mod p)."""
    M = flint.nmod_mat(len(rows), 3, [x % p for r in rows for x in r], p)
    X, nul = M.nullspace()
    assert nul == 3 - len(rows), (nul, rows)
    return [[int(X[i, j]) for i in range(3)] for j in range(nul)]


# ---- polynomials in beta' (3 variables) as dicts exponent-tuple -> coeff mod p
def pmul(A, B):
    C = {}
    for ea, ca in A.items():
        for eb, cb in B.items():
            e = (ea[0] + eb[0], ea[1] + eb[1], ea[2] + eb[2])
            C[e] = (C.get(e, 0) + ca * cb) % p
    return C


def padd(A, B, c=1):
    C = dict(A)
    for e, v in B.items():
        C[e] = (C.get(e, 0) + c * v) % p
    return C


def lin(v):
    return {(1, 0, 0): v[0] % p, (0, 1, 0): v[1] % p, (0, 0, 1): v[2] % p}


def main():
    s = int(sys.argv[1]); seed = int(sys.argv[2])
    h4i = len(sys.argv) > 3 and sys.argv[3] == 'H4I'
    maxrows = int(sys.argv[4]) if len(sys.argv) > 4 else 0
    d = comb(s, 2)
    rng = random.Random(1000 + seed)
    R = lambda: rng.randrange(1, p)
    rand = lambda: [[R() for _ in range(3)] for _ in range(3)]
    W2 = [[R(), R()] for _ in range(3)]          # only the two columns e_1, e_2 enter (lambda)
    W3, W4, H2, H3 = rand(), rand(), rand(), rand()
    H4 = [[1, 0, 0], [0, 1, 0], [0, 0, 1]] if h4i else rand()
    lam = [W2[i][1] * pow(W2[i][0], p - 2, p) % p for i in range(3)]
    H2i = _inv(H2)
    L = matmul(matmul(H2, [[lam[0], 0, 0], [0, lam[1], 0], [0, 0, lam[2]]]), H2i)
    B = matmul(W3, H2i)
    BL = matmul(B, L)
    h = transpose(_inv(H4))                        # H4^(-T): theta_r = sum_k h[r][k] F_k
    Q = [matmul(matmul(transpose(W3), [[W4[r][0], 0, 0], [0, W4[r][1], 0], [0, 0, W4[r][2]]]), H3) for r in range(3)]
    # genericity checks used by the notes' open conditions (mod p; nonzero residue => nonzero integer)
    gen = {
        'W2e1 no zero': all(W2[i][0] % p for i in range(3)),
        'B no zero entry': all(B[i][j] for i in range(3) for j in range(3)),
        'W4 no zero entry': all(W4[i][j] % p for i in range(3) for j in range(3)),
        'lambda not all equal': len(set(lam)) > 1,
        'Q_r invertible': all(flint.nmod_mat(3, 3, [x for row in Q[r] for x in row], p).det() != 0 for r in range(3)),
    }
    print('s', s, 'T', 2 * s, 'd', d, 'seed', seed, 'H4I', h4i, 'p', p, 'genericity', gen, flush=True)
    l = [lin(B[i]) for i in range(3)]
    lp = [lin(BL[i]) for i in range(3)]
    Lb = [lin(L[j]) for j in range(3)]             # (L beta')_j
    l123 = pmul(pmul(l[0], l[1]), l[2])
    C = [pmul(lp[i], pmul(l[(i + 1) % 3], l[(i + 2) % 3])) for i in range(3)]   # l'_i prod_{j!=i} l_j

    # gamma points and targets
    pts = []      # list of (r, a, z): functional = coefficient of beta'^a of theta_r(beta', z)
    for r in range(3):
        for m in range(3):
            basis = nullvec([Q[r][m]])             # 2 vectors spanning the plane zeta_rm = 0
            a = tuple(d if i == m else 0 for i in range(3))
            for _ in range(s):
                u, v = R(), R()
                z = [(u * basis[0][i] + v * basis[1][i]) % p for i in range(3)]
                pts.append((r, a, z))
        for (m, mm) in [(0, 1), (0, 2), (1, 2)]:
            z = nullvec([Q[r][m], Q[r][mm]])[0]
            for am in range(1, d):
                a = [0, 0, 0]; a[m] = am; a[mm] = d - am
                pts.append((r, tuple(a), z))
    q = 3 * s + 3 * (d - 1)
    assert len(pts) == 3 * q
    ncol = 6 * q
    # G monomials: b in beta'-degree d-3, e in gamma-degree s-2; rows with min(b) >= 2 are zero (X0, X_i need
    # b_m'' = 0 on an edge, Z needs b_m'' <= 1), skip them and count them.
    bs = [b for b in itertools.product(range(d - 2), repeat=3) if sum(b) == d - 3]
    es = [e for e in itertools.product(range(s - 1), repeat=3) if sum(e) == s - 2]
    U = len(bs) * len(es)
    assert U == comb(d - 1, 2) * comb(s, 2)
    bs_used = [b for b in bs if min(b) <= 1]
    cand = [(k, b, e) for k in range(3) for b in bs_used for e in es]
    rows_sel = cand
    if maxrows < 0:
        # per (k, b): every e if b is near a vertex (max(b) >= d-5), else -maxrows random e's
        rng2 = random.Random(7 + seed)
        rows_sel = [(k, b, e) for k in range(3) for b in bs_used
                    for e in (es if max(b) >= d - 5 else rng2.sample(es, min(-maxrows, len(es))))]
    elif maxrows and len(cand) > maxrows:
        # keep every row with b near a vertex (max(b) >= d-5), sample the rest uniformly
        near = [x for x in cand if max(x[1]) >= d - 5]
        rest = [x for x in cand if max(x[1]) < d - 5]
        rng2 = random.Random(7 + seed)
        rows_sel = near + rng2.sample(rest, max(0, maxrows - len(near)))
    print('U', U, '3U', 3 * U, 'cols 6q', ncol, 'candidate rows', len(cand), 'rows used', len(rows_sel), flush=True)
    t0 = time.time()
    # precompute per b the coefficients of X0, X1..3, Z at each target a
    amap = sorted(set(a for _, a, _ in pts))
    coef = {}
    for b in bs_used:
        mb = {b: 1}
        X0 = pmul(l123, mb)
        Xs = [pmul(C[i], mb) for i in range(3)]
        D = {}
        for j in range(3):
            if b[j]:
                bj = list(b); bj[j] -= 1
                D = padd(D, pmul(Lb[j], {tuple(bj): b[j] % p}))
        Z = pmul(l123, D) if D else {}
        coef[b] = {a: (X0.get(a, 0), [Xs[i].get(a, 0) for i in range(3)], Z.get(a, 0)) for a in amap}
    # per point: m1_k(z), z^e
    ptdata = []
    for (r, a, z) in pts:
        m1 = [sum(W4[k][i] * z[i] for i in range(3)) % p for k in range(3)]
        ze = {e: pow(z[0], e[0], p) * pow(z[1], e[1], p) * pow(z[2], e[2], p) % p for e in es}
        ptdata.append((r, a, z, m1, ze))
    nrow = len(rows_sel)
    M = flint.nmod_mat(nrow, ncol, p)
    nq = 3 * q
    for ri, (k, b, e) in enumerate(rows_sel):
        cb = coef[b]
        for ci, (r, a, z, m1, ze) in enumerate(ptdata):
            x0, xi, zz = cb[a]
            hz = h[r][k] * ze[e] % p
            if x0:
                M[ri, ci] = hz * m1[k] % p * x0 % p
            v = (sum((2 * W4[k][i] * z[i] + m1[k] * (1 + e[i])) * xi[i] for i in range(3)) + m1[k] * zz) % p
            if v:
                M[ri, nq + ci] = hz * v % p
    t1 = time.time()
    # rank of Phi1 alone: first nq columns
    M1 = flint.nmod_mat(nrow, nq, [int(M[i, j]) for i in range(nrow) for j in range(nq)], p) if nrow * nq < 4e7 else None
    r1 = M1.rank() if M1 is not None else None
    rk = M.rank()
    t2 = time.time()
    dimP = comb(d + 2, 2) * comb(s + 1, 2)
    z_ = 3 * (dimP - q)
    edge = 2 * z_ - 3 * U + rk
    print('rank Phi1', r1, '(3(q-9) =', 3 * (q - 9), ')  rank Phi', rk, '(6q-27 =', 6 * q - 27, ', 6q-45 =', 6 * q - 45, ')')
    print('dim P(d,s-1)', dimP, 'q', q, 'z', z_, 'U', U, '=> 2z - 3U + rank Phi =', edge,
          ' per coordinate', edge / 3)
    print('time build %.1f s, rank %.1f s' % (t1 - t0, t2 - t1), flush=True)


if __name__ == '__main__':
    main()
