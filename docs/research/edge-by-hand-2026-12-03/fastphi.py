"""helper-143: rank of k45's condition map Phi at general s, fast: every target functional is an evaluation of
theta_r, theta'_r on an edge of the beta'-simplex at one gamma point, so each is computed from univariate
polynomials in t (beta' = e_m + t e_m', gamma = point) assembled from precomputed pieces.  Same point and
functionals as phi.py (params, lines, points), so at s = 4, 5 the ranks must equal phi.py's.

Row = one (k, G-monomial beta'^a gamma^e), |a| = d-3, |e| = s-2; only a with min(a) <= 1 can give a nonzero row.
Columns: for each r and edge S = (m, m') (m < m'): the coefficients of t^1..t^(d-1) of theta_r and theta'_r at
gamma = z_(r,S) (the mixed functionals); for each r, vertex m, and s points pt on the line zeta_rm = 0: the values
of theta_r, theta'_r at (beta' = e_m, gamma = pt) (the pure functionals).  6q columns in all.
usage: python fastphi.py s seed [H4I|0] [maxrows] [per_a]
  (per_a > 0: every (k, a) with min(a) <= 1, per_a random gamma-monomials each, all of them near the vertices)"""
import sys, time, random
from math import comb
from flint import nmod_poly, nmod_mat
from phi import P, params, inv3, mm, Tr, cross, monos

s, seed = int(sys.argv[1]), int(sys.argv[2])
H4I = len(sys.argv) > 3 and sys.argv[3] == "H4I"
maxrows = int(sys.argv[4]) if len(sys.argv) > 4 else 0
t0 = time.time()
d = comb(s, 2)
if len(sys.argv) > 6:  # decoupled experiment: beta'-degree d != C(s,2) (not an edge block; the model only)
    d = int(sys.argv[6])
prm = params(seed, H4I)
mode = sys.argv[3] if len(sys.argv) > 3 else "0"
if mode in ("blk02", "E01", "E01E21"):  # structured H4 (the other weights as drawn): tests of the mechanism of 1.2
    rr = random.Random(3000 + seed)
    x = lambda: rr.randrange(1, P)
    if mode == "blk02":
        prm['H4'] = [[x(), 0, x()], [0, x(), 0], [x(), 0, x()]]
    elif mode == "E01":
        prm['H4'] = [[1, x(), 0], [0, 1, 0], [0, 0, 1]]
    else:
        prm['H4'] = [[1, x(), 0], [0, 1, 0], [0, x(), 1]]
L, B, Q, Wm, H4 = prm['L'], prm['B'], prm['Q'], prm['Wm'], prm['H4']
BL = mm(B, L)
H4iT = Tr(inv3(H4))
X = nmod_poly([0, 1], P)
ONE = nmod_poly([1], P)


def linpoly(row, m, mp):
    """row . beta' on beta' = e_m + t e_mp."""
    return nmod_poly([row[m] % P, row[mp] % P], P)


def pieces(m, mp, g):
    """precomputed univariate pieces on the edge (m, mp) at gamma = g."""
    l = [linpoly(B[i], m, mp) for i in range(3)]
    lp = [linpoly(BL[i], m, mp) for i in range(3)]
    Lb = [linpoly(L[n], m, mp) for n in range(3)]
    l123 = l[0] * l[1] * l[2]
    lo = [l[1] * l[2], l[0] * l[2], l[0] * l[1]]
    glo = [lp[i] * lo[i] * (g[i] % P) for i in range(3)]          # gamma_i l'_i l_{!=i}
    Dm1 = [sum((glo[i] * (Wm[k][i] % P) for i in range(3)), nmod_poly([], P)) for k in range(3)]
    Dl123 = sum((lp[i] * lo[i] for i in range(3)), nmod_poly([], P))
    m1 = [sum(Wm[k][i] * g[i] for i in range(3)) % P for k in range(3)]
    Lbl = [Lb[n] * l123 for n in range(3)]
    return dict(l123=l123, glo=glo, Dm1=Dm1, Dl123=Dl123, m1=m1, Lbl=Lbl)


def gval(e, g):
    v = 1
    for i in range(3):
        v = v * pow(g[i], e[i], P) % P
    return v


def edge_theta(a, e, k, r, m, mp, g, pc):
    """theta_r(t), theta'_r(t) for G_k = beta'^a gamma^e on beta' = e_m + t e_mp, gamma = g
    (theta = H4^{-T} F, F_k = m1_k l123 G_k; F'_k = 2 G Dm1_k + m1_k (G Dl123 + D G), D = l123 Lambda_0)."""
    mpp = 3 - m - mp
    zero = nmod_poly([], P)
    h = H4iT[r][k] % P
    if h == 0:
        return zero, zero
    m1k = pc['m1'][k]
    th, F2 = zero, zero
    if a[mpp] == 0:
        Gt = X ** a[mp] * gval(e, g)
        th = pc['l123'] * Gt * (m1k * h % P)
        F2 = Gt * (pc['Dm1'][k] * 2 + pc['Dl123'] * m1k)
        for i in range(3):
            if e[i]:
                ei = list(e); ei[i] -= 1
                F2 += pc['glo'][i] * X ** a[mp] * (e[i] * gval(ei, g) % P * m1k % P)
    for n in range(3):
        if a[n] == 0:
            continue
        an = list(a); an[n] -= 1
        if an[mpp] != 0:
            continue
        F2 += pc['Lbl'][n] * X ** an[mp] * (a[n] * gval(e, g) % P * m1k % P)
    return th, F2 * h


def coeffs(p, lo, hi):
    c = [int(x) for x in p.coeffs()]
    return [c[j] if j < len(c) else 0 for j in range(lo, hi)]


# the functionals' points (as phi.py)
edges = [(0, 1), (0, 2), (1, 2)]
zpts = {(r, S): cross(Q[r][S[0]], Q[r][S[1]]) for r in range(3) for S in edges}
linepts = {}
for r in range(3):
    for m in range(3):
        row = Q[r][m]
        u1 = cross(row, [1, 0, 0]); u2 = cross(row, [0, 1, 0])
        if all(x == 0 for x in cross(u1, u2)):
            u2 = cross(row, [0, 0, 1])
        linepts[(r, m)] = [[(u1[i] + t * u2[i]) % P for i in range(3)] for t in range(1, s + 1)]
PC = {}
for r in range(3):
    for S in edges:
        PC[('mix', r, S)] = pieces(S[0], S[1], zpts[(r, S)])
    for m in range(3):
        mp = (m + 1) % 3
        for j, pt in enumerate(linepts[(r, m)]):
            PC[('pure', r, m, j)] = pieces(m, mp, pt)

Gmon = [(a, e) for a in monos(d - 3) if min(a) <= 1 for e in monos(s - 2)]
rows_idx = [(k, a, e) for k in range(3) for (a, e) in Gmon]
per_a = int(sys.argv[5]) if len(sys.argv) > 5 else 0
if per_a:  # every (k, a) kept, with per_a random gamma-monomials e each (all of them near the vertices)
    rnd = random.Random(2000 + seed)
    E = monos(s - 2)
    rows_idx = []
    for k in range(3):
        for a in monos(d - 3):
            if min(a) > 1:
                continue
            es = E if max(a) >= d - 4 else rnd.sample(E, min(per_a, len(E)))
            rows_idx += [(k, a, e) for e in es]
elif maxrows and len(rows_idx) > maxrows:
    rnd = random.Random(1000 + seed)
    # keep every near-pure row (the vertex conditions), sample the rest
    near = [x for x in rows_idx if max(x[1]) >= d - 4]
    rest = [x for x in rows_idx if max(x[1]) < d - 4]
    rows_idx = near + rnd.sample(rest, max(0, maxrows - len(near)))
rows = []
for (k, a, e) in rows_idx:
    v1, v2 = [], []
    for r in range(3):
        for S in edges:
            th, thp = edge_theta(a, e, k, r, S[0], S[1], zpts[(r, S)], PC[('mix', r, S)])
            v1 += coeffs(th, 1, d); v2 += coeffs(thp, 1, d)
        for m in range(3):
            mp = (m + 1) % 3
            for j, pt in enumerate(linepts[(r, m)]):
                if a[m] < d - 4:  # beta' = e_m kills G and its first derivatives
                    v1.append(0); v2.append(0)
                    continue
                th, thp = edge_theta(a, e, k, r, m, mp, pt, PC[('pure', r, m, j)])
                v1 += coeffs(th, 0, 1); v2 += coeffs(thp, 0, 1)
    rows.append(v1 + v2)
ncol = len(rows[0]); half = ncol // 2
q = 3 * s + 3 * (d - 1)
assert ncol == 6 * q, (ncol, q)
t1 = time.time()
M = nmod_mat(len(rows), ncol, [x for rw in rows for x in rw], P)
r12 = M.rank()
M1 = nmod_mat(len(rows), half, [x for rw in rows for x in rw[:half]], P)
r1 = M1.rank()
U = comb(d - 1, 2) * comb(s, 2)
z = 3 * (comb(d + 2, 2) * comb(s + 1, 2) - q)
cpc = 2 * comb(d + 2, 2) * comb(s + 1, 2) - U - 9
print(f"s={s} d={d} (T={2*s}) seed={seed} H4={mode}: rows {len(rows)} of {3*len(Gmon)} candidate (3U={3*U}), cols 6q={6*q};"
      f" rank Phi1={r1} (3(q-9)={3*(q-9)}), rank Phi={r12} (6q-27={6*q-27});"
      f" lower bound on the edge rank 2z-3U+rank = {z - 3*U + z + r12} vs 3c = {3*cpc}"
      f"  (rows {t1-t0:.1f} s, rank {time.time()-t1:.1f} s)")
