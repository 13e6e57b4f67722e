"""Reviewer k45 (own code). Numerical check of Proposition T1 step 3 (NOTES 5.4) at my point: solve (alpha) + (beta_m)
for (U, U') (evaluation functionals, as in uu_own.py), build V = (m1 U + V3, m1 U' + V3, V3) with random V3,
Y = l (.) V, X_m = (W3^-1 Y)_m / beta_m (must be exact), pull back gamma = c (.) W3 beta, and check that
X_m in Zk = m1_k P and sum_m beta_m dX_m/dbeta_m (at fixed c) lies in Zk.  usage: python t1_construct.py PRIME SEED K"""
import sys, random, itertools
from flint import nmod_mat, nmod_mpoly_ctx
p, seed, k = int(sys.argv[1]), int(sys.argv[2]), int(sys.argv[3])
rng = random.Random(seed)
def rmat(): return [[rng.randrange(1, p) for _ in range(3)] for _ in range(3)]
W2, W3, W4, H1, H2, H3, H4 = (rmat() for _ in range(7))
rng2 = random.Random(seed * 1000 + 11)
inv = lambda a: pow(a, p - 2, p)
Ai = nmod_mat(3, 3, [x for r in W3 for x in r], p).inv(); A = [[int(Ai[i, j]) for j in range(3)] for i in range(3)]
w = W4[k]
comps = lambda n, d: [e for e in itertools.product(range(d + 1), repeat=n) if sum(e) == d]
mons = [(a, e) for a in comps(3, 6) for e in comps(3, 3)]
def ev(b, gm):
    out = []
    for a, e in mons:
        v = 1
        for i in range(3): v = v * pow(b[i], a[i], p) * pow(gm[i], e[i], p) % p
        out.append(v)
    return out
def lv(b): return [sum(W3[i][j] * b[j] for j in range(3)) % p for i in range(3)]
def onL(g1, g2): return [g1, g2, -(w[0] * g1 + w[1] * g2) * inv(w[2]) % p]
rnd = lambda: rng2.randrange(p)
rows = []
for _ in range(420):
    b, gm = [rnd() for _ in range(3)], onL(rnd(), rnd()); e = ev(b, gm)
    rows.append([w[0] * gm[0] * x % p for x in e] + [w[1] * gm[1] * x % p for x in e])
for m in range(3):
    for _ in range(240):
        b = [rnd() for _ in range(3)]; b[m] = 0; gm = [rnd() for _ in range(3)]; l = lv(b); e = ev(b, gm)
        rows.append([A[m][0] * l[0] * x % p for x in e] + [A[m][1] * l[1] * x % p for x in e])
M = nmod_mat(len(rows), 560, [x for r in rows for x in r], p)
Nm, nul = M.nullspace()
print(f"p={p} seed={seed} k={k}: solutions (U, U') of (alpha)+(beta): dim {nul} (proof: >= 222)")
# polynomial ring in (beta, gamma) and in (beta, c)
R6 = nmod_mpoly_ctx.get(tuple('b1 b2 b3 y1 y2 y3'.split()), modulus=p); bg = R6.gens()
C6 = nmod_mpoly_ctx.get(tuple('b1 b2 b3 c1 c2 c3'.split()), modulus=p); bc = C6.gens()
Z6 = R6.from_dict({})
l6 = [sum((W3[i][j] * bg[j] for j in range(3)), Z6) for i in range(3)]
m1 = sum((w[i] * bg[3 + i] for i in range(3)), Z6)
def poly(coefs): return R6.from_dict({a + e: c for (a, e), c in zip(mons, coefs) if c})
Zc = C6.from_dict({}); lc = [sum((W3[i][j] * bc[j] for j in range(3)), Zc) for i in range(3)]
sub = list(bc[:3]) + [bc[3 + i] * lc[i] for i in range(3)]
pull = lambda f: f.compose(*sub, ctx=C6)
cols = [a + b for a in comps(3, 10) for b in comps(3, 4)]; ci = {m: i for i, m in enumerate(cols)}
def vec(f):
    v = [0] * len(cols)
    for mm, co in f.to_dict().items(): v[ci[tuple(mm)]] = int(co)
    return v
m1c = pull(m1)
Zk = [vec(m1c * pull(R6.from_dict({a + e: 1}))) for a, e in mons]
def rk(rs): return nmod_mat(len(rs), len(cols), [x for r in rs for x in r], p).rank()
rZ = rk(Zk); print("rank Zk =", rZ)
ok = True
for trial in range(3):
    coef = [rnd() for _ in range(nul)]
    sol = [sum(coef[j] * int(Nm[i, j]) for j in range(nul)) % p for i in range(560)]
    U, Up = poly(sol[:280]), poly(sol[280:])
    V3 = m1 * poly([rnd() for _ in range(280)])
    V = [m1 * U + V3, m1 * Up + V3, V3]
    Y = [l6[i] * V[i] for i in range(3)]
    X = []
    for m in range(3):
        AY = sum((A[m][i] * Y[i] for i in range(3)), Z6)
        q, r = divmod(AY, bg[m])
        assert r == 0, "not divisible by beta_m"
        X.append(pull(q))
    inZ = all(rk(Zk + [vec(x)]) == rZ for x in X)
    S = sum((bc[m] * X[m].derivative(m) for m in range(3)), Zc)
    sZ = rk(Zk + [vec(S)]) == rZ
    nontriv = rk(Zk + [vec(bc[0] * X[0].derivative(0))]) > rZ
    print(f"trial {trial}: X_m divisible by beta_m: True; X_m in Zk: {inZ}; sum_m D_m X_m in Zk: {sS if False else sZ}; "
          f"(D_1 X_1 alone outside Zk: {nontriv})")
    ok = ok and inZ and sZ
print("ALL OK" if ok else "FAILURE")
