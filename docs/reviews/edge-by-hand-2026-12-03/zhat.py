# helper-144: direct computation of dim(Zhat + Lambda Zhat) at a point, without Phi, Lemma R or Lemma 1.
#   Zhat = { sum_k g_k m1_k F_k : theta = H4^(-T) F in (+)_r J3_r(d, s-1) }, F = H4^T theta.
#   Represent psi by (m1_k F_k)_k in P(d, s)^3; multiply Zhat and Lambda Zhat by l123 to clear denominators:
#   l123 psi = (l123 m1_k F_k)_k,  l123 Lambda psi = ((l123 Lambda0)(m1_k F_k))_k, both in P(d+3, s)^3.
#   dim(Zhat + Lambda Zhat) = rank of the stacked rows. Compare with 2z - 3U + rank Phi (the reduction's formula).
# Same random point as myphi.py / brute.py (same seed scheme).  Usage: zhat.py s seed [H4I]
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
H4T = T(H4)                                   # F = H4^T theta
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


def DL(f):  # l123 * Lambda0 (f), Lambda0 = (L b').d/db' + sum_i g_i (l'_i/l_i) d/dg_i
    return l123 * sum(Lb[j] * f.derivative(j) for j in range(3)) + sum(g[i] * Ci[i] * f.derivative(3 + i) for i in range(3))


def mons(db, dg):
    return [(a, e) for a in itertools.product(range(db + 1), repeat=3) if sum(a) == db
            for e in itertools.product(range(dg + 1), repeat=3) if sum(e) == dg]


cols = mons(d + 3, s); cidx = {(a + e): i for i, (a, e) in enumerate(cols)}; nP = len(cols)
# spanning set of (+)_r J3_r(d, s-1): theta = e_r * beta'^a zeta_rm gamma^f, m in supp a
gens = []
for r in range(3):
    for a in itertools.product(range(d + 1), repeat=3):
        if sum(a) != d:
            continue
        for m in range(3):
            if a[m] == 0:
                continue
            for f in itertools.product(range(s - 1), repeat=3):
                if sum(f) == s - 2:
                    gens.append((r, ctx.from_dict({a + f: 1}) * zeta[r][m]))
# first: a basis of Zhat (row-reduce the F's in P(d,s-1)^3 coordinates), then Zhat and Lambda Zhat rows
colsF = mons(d, s - 1); fidx = {(a + e): i for i, (a, e) in enumerate(colsF)}; nF = len(colsF)
MF = flint.nmod_mat(len(gens), 3 * nF, p)
for i, (r, th) in enumerate(gens):
    for k in range(3):
        c = H4T[k][r]
        for mon, co in zip(th.monoms(), th.coeffs()):
            MF[i, k * nF + fidx[tuple(mon)]] = c * int(co) % p
RF, z = MF.rref()
z = MF.rank() if False else z
print('s', s, 'seed', seed, 'H4I', h4i, 'dim Zhat (rank of the F-rows) =', z, '(z = 3(dim P - q) =', 3 * (nF - 3 * s - 3 * (d - 1)), ')', flush=True)
revF = {i: mon for mon, i in fidx.items()}
M = flint.nmod_mat(2 * z, 3 * nP, p)
for i in range(z):
    for k in range(3):
        Fk = ctx.from_dict({revF[j]: int(RF[i, k * nF + j]) for j in range(nF) if int(RF[i, k * nF + j])})
        if Fk.is_zero():
            continue
        x = m1[k] * Fk
        for row, poly in ((i, l123 * x), (z + i, DL(x))):
            for mon, co in zip(poly.monoms(), poly.coeffs()):
                M[row, k * nP + cidx[tuple(mon)]] = int(co)
rk = M.rank()
U = comb(d - 1, 2) * comb(s, 2); q = 3 * s + 3 * (d - 1)
print('dim(Zhat + Lambda Zhat) =', rk, ' 2z - 3U + (6q-27) =', 2 * z - 3 * U + 6 * q - 27, ' 2z - 3U + (6q-45) =', 2 * z - 3 * U + 6 * q - 45)
