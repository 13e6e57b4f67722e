"""Reviewer k45 (own code). Lemma M3 (NOTES 5.4) at my point: theta_i from H by integration along gamma_i,
checks N_i(m1 theta_i) = w_i gamma_i H and m1 | theta_i - H; rank of the conditions (alpha) + (beta'_m) on
(U, U', H) (proof: <= 338); random solutions turned into (X, H) in (beta, c) and checked:
X_m in Zk and sum_m D_m X_m + m_k3 H in Zk.  usage: python m3_construct.py PRIME SEED K"""
import sys, random, itertools
from flint import nmod_mat, nmod_mpoly_ctx
p, seed, k = int(sys.argv[1]), int(sys.argv[2]), int(sys.argv[3])
rng = random.Random(seed)
def rmat(): return [[rng.randrange(1, p) for _ in range(3)] for _ in range(3)]
W2, W3, W4, H1, H2, H3, H4 = (rmat() for _ in range(7))
rng2 = random.Random(seed * 1000 + 13); rnd = lambda: rng2.randrange(p)
inv = lambda a: pow(a, p - 2, p)
lamp = [W2[m][2] * inv(W2[m][0]) % p for m in range(3)]
Ai = nmod_mat(3, 3, [x for r in W3 for x in r], p).inv(); A = [[int(Ai[i, j]) for j in range(3)] for i in range(3)]
w = W4[k]
comps = lambda n, d: [e for e in itertools.product(range(d + 1), repeat=n) if sum(e) == d]
mons = [(a, e) for a in comps(3, 6) for e in comps(3, 3)]; midx = {a + e: i for i, (a, e) in enumerate(mons)}
R6 = nmod_mpoly_ctx.get(tuple('b1 b2 b3 y1 y2 y3'.split()), modulus=p); bg = R6.gens(); Z6 = R6.from_dict({})
l6 = [sum((W3[i][j] * bg[j] for j in range(3)), Z6) for i in range(3)]
lpp6 = [sum((W3[i][j] * lamp[j] * bg[j] for j in range(3)), Z6) for i in range(3)]
m1 = sum((w[i] * bg[3 + i] for i in range(3)), Z6)
def poly(cf): return R6.from_dict({a + e: c for (a, e), c in zip(mons, cf) if c})
def cvec(f):
    v = [0] * 280
    for mm, co in f.to_dict().items(): v[midx[tuple(mm)]] = int(co)
    return v
def theta(H, i):
    d = {}
    for mm, co in H.to_dict().items():
        mm = list(mm); mm[3 + i] += 1
        d[tuple(mm)] = (d.get(tuple(mm), 0) + int(co) * w[i] * inv(mm[3 + i])) % p
    I = R6.from_dict(d)
    j, kk = [x for x in range(3) if x != i]
    sub = list(bg); sub[3 + i] = -(w[j] * bg[3 + j] + w[kk] * bg[3 + kk]) * inv(w[i])
    num = I - I.compose(*sub, ctx=R6)
    q, r = divmod(num, m1); assert r == 0
    return q
# checks on random H
for t in range(2):
    H = poly([rnd() for _ in range(280)])
    for i in range(3):
        th = theta(H, i)
        N = bg[3 + i] * (m1 * th).derivative(3 + i)
        q, r = divmod(th - H, m1)
        print(f"random H #{t}, i={i}: N_i(m1 theta_i) == w_i gamma_i H: {N == w[i] * bg[3 + i] * H}; m1 | theta_i - H: {r == 0}")
# theta matrices on the monomial basis of P
Th = [[cvec(theta(R6.from_dict({a + e: 1}), i)) for (a, e) in mons] for i in range(3)]   # Th[i][basis] = coeff vec
def ev(b, gm):
    out = []
    for a, e in mons:
        v = 1
        for i in range(3): v = v * pow(b[i], a[i], p) * pow(gm[i], e[i], p) % p
        out.append(v)
    return out
def lv(b, lamv=None): return [sum(W3[i][j] * (lamv[j] if lamv else 1) * b[j] for j in range(3)) % p for i in range(3)]
def onL(g1, g2): return [g1, g2, -(w[0] * g1 + w[1] * g2) * inv(w[2]) % p]
rows = []
for _ in range(420):
    b, gm = [rnd() for _ in range(3)], onL(rnd(), rnd()); e = ev(b, gm)
    rows.append([w[0] * gm[0] * x % p for x in e] + [w[1] * gm[1] * x % p for x in e] + [0] * 280)
for m in range(3):
    for _ in range(240):
        b = [rnd() for _ in range(3)]; b[m] = 0; gm = [rnd() for _ in range(3)]; l = lv(b); lpp = lv(b, lamp); e = ev(b, gm)
        hpart = [0] * 280
        for i in range(3):
            cf = A[m][i] * lpp[i] % p
            for s in range(280):
                hpart[s] = (hpart[s] - cf * sum(x * y for x, y in zip(e, Th[i][s]))) % p
        rows.append([A[m][0] * l[0] * x % p for x in e] + [A[m][1] * l[1] * x % p for x in e] + hpart)
M = nmod_mat(len(rows), 840, [x for r in rows for x in r], p)
rM = M.rank(); Nm, nul = M.nullspace()
print(f"p={p} seed={seed} k={k}: rank of (alpha)+(beta') on (U,U',H) = {rM} (proof: <= 338); solutions {nul} (>= 502)")
C6 = nmod_mpoly_ctx.get(tuple('b1 b2 b3 c1 c2 c3'.split()), modulus=p); bc = C6.gens(); Zc = C6.from_dict({})
lc = [sum((W3[i][j] * bc[j] for j in range(3)), Zc) for i in range(3)]
sub = list(bc[:3]) + [bc[3 + i] * lc[i] for i in range(3)]
pull = lambda f: f.compose(*sub, ctx=C6)
cols = [a + b for a in comps(3, 10) for b in comps(3, 4)]; ci = {mm: i for i, mm in enumerate(cols)}
def vec(f):
    v = [0] * len(cols)
    for mm, co in f.to_dict().items(): v[ci[tuple(mm)]] = int(co)
    return v
m1c = pull(m1); mk3 = sum((w[i] * bc[3 + i] * sum((W3[i][j] * lamp[j] * bc[j] for j in range(3)), Zc) for i in range(3)), Zc)
Zk = [vec(m1c * pull(R6.from_dict({a + e: 1}))) for a, e in mons]
def rk(rs): return nmod_mat(len(rs), len(cols), [x for r in rs for x in r], p).rank()
rZ = rk(Zk)
ok = True
for t in range(3):
    coef = [rnd() for _ in range(nul)]
    sol = [sum(coef[j] * int(Nm[i, j]) for j in range(nul)) % p for i in range(840)]
    U, Up, H = poly(sol[:280]), poly(sol[280:560]), poly(sol[560:])
    V3 = m1 * poly([rnd() for _ in range(280)])
    V = [m1 * U + V3, m1 * Up + V3, V3]
    Y = [-lpp6[i] * m1 * theta(H, i) + l6[i] * V[i] for i in range(3)]
    X = []
    for m in range(3):
        q, r = divmod(sum((A[m][i] * Y[i] for i in range(3)), Z6), bg[m]); assert r == 0
        X.append(pull(q))
    inZ = all(rk(Zk + [vec(x)]) == rZ for x in X)
    S = sum((bc[m] * X[m].derivative(m) for m in range(3)), Zc) + mk3 * pull(H)
    sZ = rk(Zk + [vec(S)]) == rZ
    hz = H != 0
    print(f"solution {t}: H nonzero: {hz}; X_m exact and in Zk: {inZ}; sum D_m X_m + m_k3 H in Zk: {sZ}")
    ok = ok and inZ and sZ
print("ALL OK" if ok else "FAILURE")
