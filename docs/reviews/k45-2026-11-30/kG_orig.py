"""Reviewer k45 (own code). Check of claim 1 in ORIGINAL coordinates (beta, c, g), at my own random weights.
Z3 = span over End points (w', u7, u8 random) of the interior depth-3 RAC output h4_8 (layers 2-4, times 5..8),
recurrence h^{t,l} = (W^{H,l} h^{t-1,l}) (.) (W^{I,l} h^{t,l-1}); states at time 5: beta, c(.)W3 beta, g(.)W4(c(.)W3 beta).
Ansatz (helper's K_G, NOTES section 2): psi_{k,G} = g_k * m1_k^2 * l1 l2 l3 * G(H2 beta, c(.)W3 beta), G a monomial of
bidegree (3,2) in (beta', gamma); 180 elements. Lambda = sum_m lam_m beta_m d/dbeta_m, lam = W2 e2 / W2 e1.
Compute: rank Psi; rank of the conditions 'psi in Z3' (expect <= 54) and 'psi, Lambda psi in Z3' (expect <= 135);
the solution space (expect >= 45); its psi independent, in Z3, Lambda psi in Z3; rank Z3 and rank(Z3 + Lambda Z3).
usage: python kG_orig.py PRIME SEED NSAMPLES"""
import sys, time, random, itertools
from flint import nmod_mat, nmod_mpoly_ctx, fmpz
p, seed, NS = int(sys.argv[1]), int(sys.argv[2]), int(sys.argv[3])
assert fmpz(p).is_prime()
t0 = time.time()
rng = random.Random(seed)
def rmat(): return [[rng.randrange(1, p) for _ in range(3)] for _ in range(3)]
W2, W3, W4, H1, H2, H3, H4 = (rmat() for _ in range(7))
inv = lambda a: pow(a, p - 2, p)
lam = [W2[m][1] * inv(W2[m][0]) % p for m in range(3)]
ctx = nmod_mpoly_ctx.get(tuple('b1 b2 b3 c1 c2 c3 g1 g2 g3'.split()), modulus=p)
V = ctx.gens(); be, c, g = V[0:3], V[3:6], V[6:9]
Z0 = ctx.from_dict({})
def lin(M, x): return [sum((M[i][j] * x[j] for j in range(3)), Z0) for i in range(3)]
def num(M, x): return [sum(M[i][j] * x[j] for j in range(3)) % p for i in range(3)]
s3 = [ci * li for ci, li in zip(c, lin(W3, be))]          # layer-3 state at time 5
s4 = [gi * mi for gi, mi in zip(g, lin(W4, s3))]           # layer-4 state at time 5
def out(wp, u7, u8):
    x = [wp, None, None]
    x[1] = [a * b % p for a, b in zip(num(H1, wp), u7)]
    x[2] = [a * b % p for a, b in zip(num(H1, x[1]), u8)]
    h2, h3, h4 = list(be), s3, s4
    for t in range(3):
        a = num(W2, x[t])
        h2 = [a[i] * q for i, q in enumerate(lin(H2, h2))]
        h3 = [q * r for q, r in zip(lin(H3, h3), lin(W3, h2))]
        h4 = [q * r for q, r in zip(lin(H4, h4), lin(W4, h3))]
    return h4
def comps(n, d):
    return [e for e in itertools.product(range(d + 1), repeat=n) if sum(e) == d]
cols = [a + b + e for a in comps(3, 10) for b in comps(3, 4) for e in comps(3, 1)]
cidx = {m: i for i, m in enumerate(cols)}
def vec(f):
    v = [0] * len(cols)
    for m, co in f.to_dict().items():
        v[cidx[tuple(m)]] = int(co)
    return v
def mat(rows): return nmod_mat(len(rows), len(cols), [x for r in rows for x in r], p)
Zrows = []
for s in range(NS):
    wp, u7, u8 = ([rng.randrange(p) for _ in range(3)] for _ in range(3))
    for f in out(wp, u7, u8):
        assert f.total_degree() == 15 or f == 0
        Zrows.append(vec(f))
Z = mat(Zrows); rZ = Z.rank()
print(f"p={p} seed={seed}: {len(Zrows)} End polynomials, rank Z3 = {rZ}  [{time.time()-t0:.0f}s]", flush=True)
# Lambda on the coefficient vectors: diagonal, eigenvalue <lam, mu> on beta^mu
lv = [sum(lam[m] * mo[m] for m in range(3)) % p for mo in cols]
LZ = [[x * l % p for x, l in zip(r, lv)] for r in Zrows]
print(f"rank(Z3 + Lambda Z3) = {mat(Zrows + LZ).rank()}  [{time.time()-t0:.0f}s]", flush=True)
# ansatz
bp = lin(H2, be); lvec = lin(W3, be); l123 = lvec[0] * lvec[1] * lvec[2]
m1 = lin(W4, s3)
Gmons = [(a, e) for a in comps(3, 3) for e in comps(3, 2)]
assert len(Gmons) == 60
def mono(a, e):
    f = ctx.from_dict({(0,) * 9: 1})
    for i in range(3):
        f = f * bp[i] ** a[i] * s3[i] ** e[i]
    return f
Gpol = [mono(a, e) for a, e in Gmons]
psi, lpsi = [], []
for k in range(3):
    for G in Gpol:
        f = g[k] * m1[k] ** 2 * l123 * G
        lf = sum((lam[m] * be[m] * f.derivative(m) for m in range(3)), Z0)
        psi.append(vec(f)); lpsi.append(vec(lf))
Psi = mat(psi); print(f"rank Psi (180 ansatz elements) = {Psi.rank()}  [{time.time()-t0:.0f}s]", flush=True)
# annihilator of Z3: null space N of Z (columns), v in rowspace(Z) iff v N = 0
Nm, nul = Z.nullspace()
print(f"nullity of Z (columns) = {nul} = {len(cols)} - {rZ}", flush=True)
N = nmod_mat(len(cols), nul, [int(Nm[i, j]) for i in range(len(cols)) for j in range(nul)], p)
C1 = Psi * N
C2 = mat(lpsi) * N
r1 = C1.rank()
C12 = nmod_mat(180, 2 * nul, [int(x) for i in range(180) for x in ([C1[i, j] for j in range(nul)] + [C2[i, j] for j in range(nul)])], p)
r12 = C12.rank()
print(f"rank of conditions 'psi in Z3' = {r1} (Lemma 2 bound 54); rank of both = {r12} (bound 135); "
      f"solution dim = {180 - r12}  [{time.time()-t0:.0f}s]", flush=True)
K, kd = C12.transpose().nullspace()       # x with x . C12 = 0
X = nmod_mat(kd, 180, [int(K[i, j]) for j in range(kd) for i in range(180)], p)
KP = X * Psi; KL = X * mat(lpsi)
kp = [[int(KP[i, j]) for j in range(len(cols))] for i in range(kd)]
kl = [[int(KL[i, j]) for j in range(len(cols))] for i in range(kd)]
print(f"{kd} elements: rank = {mat(kp).rank()}; rank(Z3 + psi) = {mat(Zrows + kp).rank()}; "
      f"rank(Z3 + Lambda psi) = {mat(Zrows + kl).rank()} (rank Z3 = {rZ})  [{time.time()-t0:.0f}s]", flush=True)
# also: each kernel element is divisible by m1_k^2 l123 in its g_k-part by construction; check Lambda psi != 0
print("Lambda psi nonzero:", all(any(r) for r in kl))
