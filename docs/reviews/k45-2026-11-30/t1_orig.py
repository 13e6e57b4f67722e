"""Reviewer k45 (own code). Point checks for claim 2 ((18,1,1), NOTES section 5.4) in ORIGINAL coordinates (beta, c),
per output coordinate k. Zk = m1_k * P, P = forms of bidegree (6,3) in (beta, gamma), gamma = c (.) W3 beta,
m1 = W4 gamma. Operators diagonal on beta-monomials: Lambda_nu beta^mu = <nu, mu> beta^mu; Lambda = Lambda_lam,
Lambda' = Lambda_lam', lam = W2 e2/W2 e1, lam' = W2 e3/W2 e1; C11 = <lam,mu><lam',mu> - <lam lam',mu>.
Ranks: Zk (280), T1 = Zk + Lambda Zk + Lambda' Zk (618), A_k = T1 + C11 Zk (735), T1 + m_k3 P (Lemma M3: 618),
T1 + C11(m1 P_cond) (theorem: 618), dim P_cond (163).  usage: python t1_orig.py PRIME SEED K"""
import sys, time, random, itertools
from flint import nmod_mat, nmod_mpoly_ctx
p, seed, k = int(sys.argv[1]), int(sys.argv[2]), int(sys.argv[3])
t0 = time.time(); rng = random.Random(seed)
def rmat(): return [[rng.randrange(1, p) for _ in range(3)] for _ in range(3)]
W2, W3, W4, H1, H2, H3, H4 = (rmat() for _ in range(7))   # same generation order as kG_orig.py
inv = lambda a: pow(a, p - 2, p)
lam = [W2[m][1] * inv(W2[m][0]) % p for m in range(3)]
lamp = [W2[m][2] * inv(W2[m][0]) % p for m in range(3)]
ctx = nmod_mpoly_ctx.get(tuple('b1 b2 b3 c1 c2 c3'.split()), modulus=p)
V = ctx.gens(); be, c = V[:3], V[3:]
Z0 = ctx.from_dict({}); one = ctx.from_dict({(0,) * 6: 1})
def lin(M, x): return [sum((M[i][j] * x[j] for j in range(3)), Z0) for i in range(3)]
comps = lambda n, d: [e for e in itertools.product(range(d + 1), repeat=n) if sum(e) == d]
l = lin(W3, be); gam = [ci * li for ci, li in zip(c, l)]
m1 = lin(W4, gam)[k]
lpp = lin(W3, [lamp[m] * be[m] for m in range(3)])
mk3 = sum((W4[k][i] * c[i] * lpp[i] for i in range(3)), Z0)
cols = [a + b for a in comps(3, 10) for b in comps(3, 4)]; cidx = {m: i for i, m in enumerate(cols)}
def vec(f):
    v = [0] * len(cols)
    for m, co in f.to_dict().items(): v[cidx[tuple(m)]] = int(co)
    return v
def rank(rows): return nmod_mat(len(rows), len(cols), [x for r in rows for x in r], p).rank()
def mon(a, e):
    f = one
    for i in range(3): f = f * be[i] ** a[i] * gam[i] ** e[i]
    return f
P = [mon(a, e) for a in comps(3, 6) for e in comps(3, 3)]
def diag(ev): return lambda v: [x * y % p for x, y in zip(v, ev)]
dot = lambda nu, mo: sum(nu[m] * mo[m] for m in range(3)) % p
Lam = diag([dot(lam, mo) for mo in cols]); Lamp = diag([dot(lamp, mo) for mo in cols])
C11 = diag([(dot(lam, mo) * dot(lamp, mo) - dot([lam[m] * lamp[m] for m in range(3)], mo)) % p for mo in cols])
Zk = [vec(m1 * F) for F in P]
T1 = Zk + [Lam(v) for v in Zk] + [Lamp(v) for v in Zk]
print(f"p={p} seed={seed} k={k}: rank Zk = {rank(Zk)}; rank T1 = {rank(T1)}; rank A_k = T1 + C11 Zk = {rank(T1 + [C11(v) for v in Zk])}  [{time.time()-t0:.0f}s]", flush=True)
print(f"rank(T1 + m_k3 P) = {rank(T1 + [vec(mk3 * F) for F in P])}  [{time.time()-t0:.0f}s]", flush=True)
# P_cond = sum_e gamma^e prod_{i in supp e} l_i k[beta]_{6-|supp e|}
Pc = []
for e in comps(3, 3):
    s = [i for i in range(3) if e[i]]
    pre = one
    for i in s: pre = pre * l[i]
    for b in comps(3, 6 - len(s)): Pc.append(pre * mon(b, e))
Pcv = [vec(m1 * F) for F in Pc]
print(f"dim P_cond: {len(Pc)}, rank m1 P_cond = {rank(Pcv)}; rank(T1 + C11(m1 P_cond)) = {rank(T1 + [C11(v) for v in Pcv])}  [{time.time()-t0:.0f}s]", flush=True)
