"""helper-146: own check of step (d) at s = n = 4 (T = 8), R = 3, depth 4.
Exact polynomial expansion (flint nmod_mpoly), no random evaluation points.
Part A: V (one-step images of the level-(n-1) generators g'_i b'^k c'^v m'_ij, m'_ij from the layer maps)
        vs Zhat (k45: psi(H4^T theta), theta = e_r (x) b'^a b'_m zeta_rm gamma^e), in variables (p, c, g).
        Also dim(Zhat + Lambda Zhat), Lambda p^mu = <lambda, mu> p^mu, lambda = W2e2/W2e1.
Part B: X_edge = span{[w1^D](P Phi(s)), [w1^(D-1) w2](P Phi(s))} from the recursion in (w, b, c, g),
        w = e1 + t e2, t^2 = 0 (dual numbers), P = (h1 h2 h3)^(n-1), h = H1 w.
usage: mycheck.py seed [H4I]
"""
import sys, time, random, itertools
import flint

p = 1000000007
seed = int(sys.argv[1]); H4I = 'H4I' in sys.argv[2:]; W2S = 'W2sing' in sys.argv[2:]
PARTS = [a for a in sys.argv[2:] if a in ('A', 'B')] or ['A', 'B']
n = 4; s = n; d = n*(n-1)//2; d1 = (n+1)*n//2; D = d1 + 3*(n-1)
rng = random.Random(146000 + seed)
def rmat(): return [[rng.randrange(1, p) for _ in range(3)] for _ in range(3)]
W2, W3, W4, H1, H2, H3, H4 = (rmat() for _ in range(7))
if H4I: H4 = [[int(i == j) for j in range(3)] for i in range(3)]
if W2S:
    for m in range(3): W2[m][2] = (W2[m][0] + W2[m][1]) % p   # rank-2 W2 (negative control)
def det(M): return flint.nmod_mat(3, 3, [x for r in M for x in r], p).det()
dets = {k: int(det(M)) for k, M in zip(['W2','W3','W4','H1','H2','H3','H4'], [W2,W3,W4,H1,H2,H3,H4])}
print(f"seed={seed} p={p} n=s={n} d={d} d1={d1} D={D} H4I={H4I} W2sing={W2S} parts={PARTS} dets mod p: {dets}")
assert all(v != 0 for k, v in dets.items() if not (W2S and k == "W2"))
assert all(W2[m][0] % p for m in range(3))
t0 = time.time()

ctx = flint.nmod_mpoly_ctx.get(('x', 9), modulus=p)
X = ctx.gens(); P_ = X[0:3]; C_ = X[3:6]; G_ = X[6:9]
zero = ctx.from_dict({})
def lin(M, v): return [sum((M[i][j] * v[j] for j in range(3)), zero) for i in range(3)]
def had(a, b): return [a[i] * b[i] for i in range(3)]
def monos(k, nv=3): return [e for e in itertools.product(range(k+1), repeat=nv) if sum(e) == k]
def mono(v, e):
    r = ctx.from_dict({(0,)*9: 1})
    for x, k in zip(v, e): r = r * x**k
    return r

# ambient: degree (d1, n, 1) in (p, c, g)
cols = {}
for a in monos(d1):
    for b in monos(n):
        for g in monos(1):
            cols[a + b + g] = len(cols)
print("ambient dim", len(cols))

def rows_of(polys):
    out = []
    for f in polys:
        row = [0] * len(cols)
        for e, c in f.to_dict().items():
            row[cols[e]] = int(c)
        out.append(row)
    return out
def rank(rows):
    M = flint.nmod_mat(len(rows), len(cols), [x for r in rows for x in r], p)
    return M.rank()

# ---------- Part A ----------
if 'A' in PARTS:
  exec(compile(r'''
beta = P_                                 # layer-2 state after the step = p
bp = lin(H2, beta)                        # b' = H2 p
gam = had(C_, lin(W3, beta))              # gamma = c (.) W3 p
cp = lin(H3, gam)                         # c' = H3 gamma
m1 = lin(W4, gam)                         # m1 = W4 gamma
gp = lin(H4, had(G_, m1))                 # g' = H4 (g (.) W4 gamma)
def mprime(i, j, bvec, cvec):             # m'_ij(b', c') = (W4 (c' (.) W3 (b' (.) W2 e_j)))_i  (layer maps)
    W2ej = [W2[m][j] for m in range(3)]
    inner = [bvec[m] * W2ej[m] for m in range(3)]
    return lin(W4, had(cvec, lin(W3, inner)))[i]
Vgens = []
for i in range(3):
    for j in range(3):
        mij = mprime(i, j, bp, cp)
        for ka in monos(d - 1):
            for nu in monos(n - 2):
                Vgens.append(gp[i] * mono(bp, ka) * mono(cp, nu) * mij)
# Zhat (k45): zeta_rm = sum_i W4[r][i] W3[i][m] gamma'_i, gamma' = H3 gamma (= cp)
zeta = [[sum((W4[r][i] * W3[i][m] * cp[i] for i in range(3)), zero) for m in range(3)] for r in range(3)]
Zgens = []
for r in range(3):
    for m in range(3):
        for a in monos(d - 1):
            for e in monos(s - 2):
                th = bp[m] * zeta[r][m] * mono(bp, a) * mono(gam, e)   # theta_r
                # F = H4^T theta (theta = e_r th):  F_k = H4[r][k] th ; psi(F) = sum_k g_k m1_k F_k
                Zgens.append(sum((G_[k] * m1[k] * H4[r][k] for k in range(3)), zero) * th)
print(f"generators: V {len(Vgens)}, Zhat {len(Zgens)}  ({time.time()-t0:.1f}s)")
RV = rows_of(Vgens); RZ = rows_of(Zgens)
rV = rank(RV); rZ = rank(RZ); rVZ = rank(RV + RZ)
print(f"dim V = {rV}, dim Zhat = {rZ}, dim(V + Zhat) = {rVZ}  ({time.time()-t0:.1f}s)")
# Lambda on p-monomials
inv = lambda x: pow(x, p - 2, p)
lam = [W2[m][1] * inv(W2[m][0]) % p for m in range(3)]
colkeys = list(cols)
wt = [sum(lam[m] * e[m] for m in range(3)) % p for e in colkeys]
RLZ = [[x * w % p for x, w in zip(r, wt)] for r in RZ]
rZL = rank(RZ + RLZ)
print(f"dim(Zhat + Lambda Zhat) = {rZL}  ({time.time()-t0:.1f}s)")
del RV, RZ, RLZ, Vgens, Zgens
''', 'partA', 'exec'))

# ---------- Part B ----------
if 'B' not in PARTS: sys.exit(0)
# variables reused: x0..2 = b, x3..5 = c, x6..8 = g ; dual numbers (f0, f1), t^2 = 0
B_ = X[0:3]
def dlin(M, v): return [(sum((M[i][j] * v[j][0] for j in range(3)), zero), sum((M[i][j] * v[j][1] for j in range(3)), zero)) for i in range(3)]
def dmul(a, b): return (a[0] * b[0], a[0] * b[1] + a[1] * b[0])
def dhad(a, b): return [dmul(a[i], b[i]) for i in range(3)]
one = (ctx.from_dict({(0,)*9: 1}), zero)
def dmono(v, e):
    r = one
    for x, k in zip(v, e):
        for _ in range(k): r = dmul(r, x)
    return r
u = [W2[m][0] for m in range(3)]; v = [W2[m][1] for m in range(3)]
betaD = [(B_[m] * u[m], B_[m] * v[m]) for m in range(3)]          # beta = b (.) W2 (e1 + t e2)
cst = lambda x: (ctx.from_dict({(0,)*9: x % p}) if x % p else zero)
bpD = dlin(H2, betaD)
gamD = dhad([(C_[i], zero) for i in range(3)], dlin(W3, betaD))
cpD = dlin(H3, gamD)
m1D = dlin(W4, gamD)
gpD = dlin(H4, dhad([(G_[i], zero) for i in range(3)], m1D))
def dmprime(i, j, bvec, cvec):
    inner = [(bvec[m][0] * W2[m][j], bvec[m][1] * W2[m][j]) for m in range(3)]
    return dlin(W4, dhad(cvec, dlin(W3, inner)))[i]
# P(e1 + t e2) = P0 + t P1 (scalars): h = H1 w
h0 = [H1[i][0] % p for i in range(3)]; h1 = [H1[i][1] % p for i in range(3)]
P0, P1 = 1, 0
for i in range(3):
    for _ in range(n - 1):
        P0, P1 = P0 * h0[i] % p, (P0 * h1[i] + P1 * h0[i]) % p
print("P(e1) mod p =", P0)
assert P0 != 0
Xgens = []
for i in range(3):
    for j in range(3):
        mij = dmprime(i, j, bpD, cpD)
        for ka in monos(d - 1):
            for nu in monos(n - 2):
                f = dmul(dmul(dmul(gpD[i], dmono(bpD, ka)), dmono(cpD, nu)), mij)
                Xgens.append(f[0] * P0)                    # [w1^D]
                Xgens.append(f[1] * P0 + f[0] * P1)        # [w1^(D-1) w2]
RX = rows_of(Xgens)
print(f"X_edge generators {len(Xgens)}; dim X_edge = {rank(RX)}  ({time.time()-t0:.1f}s)")
