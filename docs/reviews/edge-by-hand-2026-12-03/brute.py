# helper-144: brute-force check of rank Phi with full polynomials in (beta', gamma), independent of the quotient
# functionals of myphi.py and of its structural formula for F'.
#   F_k = m1_k l123 G_k;  F'_k := (l123 Lambda0)(m1_k F_k) / (l123 m1_k)   (exact division, asserted)
#   with l123 Lambda0 = l123 (L beta').d/dbeta' + sum_i gamma_i l'_i prod_(j!=i) l_j d/dgamma_i (a polynomial derivation),
#   theta = H4^(-T) F, theta' = H4^(-T) F';
#   rank Phi = rank[ images ; J-rows ] - rank[ J-rows ], J-rows = the spanning set beta'^a zeta_rm gamma^f
#   (m in supp a) of J3_r(d, s-1), put in each of the 6 component blocks.
# Same random point as myphi.py (same seed scheme, re-implemented here).
# Usage: brute.py s seed [H4I]
import sys, random, itertools
from math import comb
import flint

p = 2**31 - 1


def inv(M):
    A = flint.nmod_mat(3, 3, [x % p for row in M for x in row], p).inv()
    return [[int(A[i, j]) for j in range(3)] for i in range(3)]


def matmul(A, B):
    return [[sum(A[i][k] * B[k][j] for k in range(len(B))) % p for j in range(len(B[0]))] for i in range(len(A))]


def T(A):
    return [list(r) for r in zip(*A)]


s = int(sys.argv[1]); seed = int(sys.argv[2]); h4i = len(sys.argv) > 3 and sys.argv[3] == 'H4I'
d = comb(s, 2)
rng = random.Random(1000 + seed)
R = lambda: rng.randrange(1, p)
rand = lambda: [[R() for _ in range(3)] for _ in range(3)]
W2 = [[R(), R()] for _ in range(3)]
W3, W4, H2, H3 = rand(), rand(), rand(), rand()
H4 = [[1, 0, 0], [0, 1, 0], [0, 0, 1]] if h4i else rand()
lam = [W2[i][1] * pow(W2[i][0], p - 2, p) % p for i in range(3)]
H2i = inv(H2)
L = matmul(matmul(H2, [[lam[0], 0, 0], [0, lam[1], 0], [0, 0, lam[2]]]), H2i)
B = matmul(W3, H2i); BL = matmul(B, L)
h = T(inv(H4))
Q = [matmul(matmul(T(W3), [[W4[r][0], 0, 0], [0, W4[r][1], 0], [0, 0, W4[r][2]]]), H3) for r in range(3)]

ctx = flint.nmod_mpoly_ctx.get(('b1', 'b2', 'b3', 'g1', 'g2', 'g3'), modulus=p)
b = ctx.gens()[:3]; g = ctx.gens()[3:]
linb = lambda v: sum(v[i] * b[i] for i in range(3))
ling = lambda v: sum(v[i] * g[i] for i in range(3))
l = [linb(B[i]) for i in range(3)]; lp = [linb(BL[i]) for i in range(3)]; Lb = [linb(L[j]) for j in range(3)]
l123 = l[0] * l[1] * l[2]
m1 = [ling(W4[k]) for k in range(3)]
zeta = [[ling(Q[r][m]) for m in range(3)] for r in range(3)]
Ci = [lp[i] * l[(i + 1) % 3] * l[(i + 2) % 3] for i in range(3)]


def DL(f):  # l123 * Lambda0 (f)
    out = l123 * sum(Lb[j] * f.derivative(j) for j in range(3))
    return out + sum(g[i] * Ci[i] * f.derivative(3 + i) for i in range(3))


def mons(db, dg):
    return [(a, e) for a in itertools.product(range(db + 1), repeat=3) if sum(a) == db
            for e in itertools.product(range(dg + 1), repeat=3) if sum(e) == dg]


cols = mons(d, s - 1); cidx = {(a + e): i for i, (a, e) in enumerate(cols)}; nP = len(cols)
Gm = mons(d - 3, s - 2)
rows = []
for k in range(3):
    for (a, e) in Gm:
        G = ctx.from_dict({a + e: 1})
        F = [ctx.from_dict({}) for _ in range(3)]; Fp = [ctx.from_dict({}) for _ in range(3)]
        F[k] = m1[k] * l123 * G
        num = DL(m1[k] * F[k])
        qq, rr = divmod(num, l123 * m1[k])
        assert rr == 0
        Fp[k] = qq
        vec = [0] * (6 * nP)
        for r in range(3):
            th = sum(h[r][kk] * F[kk] for kk in range(3)); thp = sum(h[r][kk] * Fp[kk] for kk in range(3))
            for blk, poly in ((r, th), (3 + r, thp)):
                for mon, c in zip(poly.monoms(), poly.coeffs()):
                    vec[blk * nP + cidx[tuple(mon)]] = int(c)
        rows.append(vec)
nimg = len(rows)
jrows = []
for blk in range(6):
    r = blk % 3
    for a in itertools.product(range(d + 1), repeat=3):
        if sum(a) != d:
            continue
        for m in range(3):
            if a[m] == 0:
                continue
            for f in itertools.product(range(s - 1), repeat=3):
                if sum(f) != s - 2:
                    continue
                poly = ctx.from_dict({a + f: 1}) * zeta[r][m]
                vec = [0] * (6 * nP)
                for mon, c in zip(poly.monoms(), poly.coeffs()):
                    vec[blk * nP + cidx[tuple(mon)]] = int(c)
                jrows.append(vec)
MJ = flint.nmod_mat(jrows, p); rJ = MJ.rank()
MA = flint.nmod_mat(rows + jrows, p); rA = MA.rank()
q = 3 * s + 3 * (d - 1)
print('s', s, 'seed', seed, 'H4I', h4i, 'unknowns 3U', nimg, 'dim P(d,s-1)', nP, 'rank J-rows', rJ,
      '(6 dim J3 =', 6 * (nP - q), ')', 'rank Phi (brute) =', rA - rJ, ' 6q-27 =', 6 * q - 27, ' 6q-45 =', 6 * q - 45)
