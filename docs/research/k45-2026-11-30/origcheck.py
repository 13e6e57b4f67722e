"""End-to-end check in the ORIGINAL coordinates (beta, c, g), own code (no import from other folders):
Z3 = span over End points of the interior depth-3 RAC output y(beta, c, g; w', u7, u8) (layers 2-4, times 5..8),
computed as exact polynomials (flint nmod_mpoly).  The explicit space K_G of NOTES.md section 2, built in reduced
coordinates and pulled back by  b' = H2 beta, gamma = c (.) W3 beta,  psi = sum_k g_k m1_k F_k,  m1 = W4 gamma,
must satisfy psi in Z3 and Lambda psi in Z3 (Lambda beta^mu = <lam, mu> beta^mu, lam = W2 e2 / W2 e1).
usage: python origcheck.py SEED NSAMPLES"""
import sys, random, time
import flint
from flint import nmod_mat, nmod_mpoly_ctx
import kcore
from kcore import P, bimonos, inv3, mm, T, Setup, vec

seed, NS = int(sys.argv[1]), int(sys.argv[2])
t0 = time.time()
rnd = random.Random(seed)
R3 = lambda: [[rnd.randrange(1, P) for _ in range(3)] for _ in range(3)]
W2, W3, W4, H1, H2, H3, H4 = R3(), R3(), R3(), R3(), R3(), R3(), R3()
lam = [W2[m][1] * pow(W2[m][0], P - 2, P) % P for m in range(3)]
C9 = nmod_mpoly_ctx.get(('x1', 'x2', 'x3', 'c1', 'c2', 'c3', 'e1', 'e2', 'e3'), modulus=P)
X = C9.gens(); beta, c, g = X[:3], X[3:6], X[6:]
zero = C9.from_dict({})
def mv(W, x): return [sum((int(W[r][j]) * x[j] for j in range(3)), zero) for r in range(3)]
def mvs(W, x): return [sum(W[r][j] * x[j] for j in range(3)) % P for r in range(3)]  # scalars
def had(x, y): return [x[r] * y[r] for r in range(3)]
# states at time 5 (symbolic)
h3_5 = had(c, mv(W3, beta)); h4_5 = had(g, mv(W4, h3_5))
# time 6..8 with numeric layer-1 inputs; y linear in (u8, WO): collect all 9 combos through linearity in u8
def run(wp, u7, u8):
    h1 = wp; h2, h3, h4 = beta, h3_5, h4_5
    for step in range(3):
        if step == 1: h1 = [a * b % P for a, b in zip(mvs(H1, h1), u7)]
        if step == 2: h1 = [a * b % P for a, b in zip(mvs(H1, h1), u8)]
        w2h1 = mvs(W2, h1)
        h2 = [int(w2h1[r]) * x for r, x in enumerate(mv(H2, h2))]
        h3 = had(mv(H3, h3), mv(W3, h2))
        h4 = had(mv(H4, h4), mv(W4, h3))
    return h4  # output y = WO . h4 for all WO: the 3 coordinates span the same as all WO
mons = [a + b + e for a in kcore.monos(10) for b in kcore.monos(4) for e in kcore.monos(1)]
idx = {m: i for i, m in enumerate(mons)}
rows = []
for s in range(NS):
    wp = [rnd.randrange(P) for _ in range(3)]; u7 = [rnd.randrange(P) for _ in range(3)]
    for i in range(3):
        u8 = [int(i == j) for j in range(3)]
        for f in run(wp, u7, u8):
            rows.append(vec(f, idx))
Z = nmod_mat(len(rows), len(mons), [x for r in rows for x in r], P)
rZ = Z.rank()
print(f"seed {seed}: {len(rows)} End polynomials, rank Z3 = {rZ}  ({time.time()-t0:.0f}s)", flush=True)
# reduced-coordinate data for the same weights
H2i = inv3(H2)
prm = dict(L=mm(mm(H2, [[lam[i] * (i == j) for j in range(3)] for i in range(3)]), H2i), B=mm(W3, H2i),
           Q=[mm(mm(T(W3), [[W4[r][i] * (i == j) for j in range(3)] for i in range(3)]), H3) for r in range(3)],
           Wm=W4, H4=H4)
S = Setup(prm)
exec(open("kgbasis.py").read())  # defines KG_basis(S) -> list of F-triples
KG = KG_basis(S)
print(f"dim K_G (reduced coordinates) = {len(KG)}", flush=True)
bp = mv(H2, beta); gam = h3_5; m1 = mv(W4, gam)
psis, lpsis = [], []
for F in KG:
    psi = zero
    for k in range(3):
        Fk = F[k].compose(*(bp + gam), ctx=C9)
        psi += g[k] * m1[k] * Fk
    lpsi = sum((int(lam[m]) * beta[m] * psi.derivative(m) for m in range(3)), zero)
    psis.append(vec(psi, idx)); lpsis.append(vec(lpsi, idx))
def rk(rs): return nmod_mat(len(rs), len(mons), [x for r in rs for x in r], P).rank()
r_psi = rk(psis)
r_Zpsi = rk(rows + psis)
r_Zlpsi = rk(rows + lpsis)
print(f"rank of the {len(psis)} psi = {r_psi}; rank(Z3 + psi) = {r_Zpsi}; rank(Z3 + Lambda psi) = {r_Zlpsi}  (Z3: {rZ})")
print(f"=> psi in Z3: {r_Zpsi == rZ}; Lambda psi in Z3: {r_Zlpsi == rZ}", flush=True)
# rank of A_(19,1,0) = Z3 + Lambda Z3 from the End polynomials themselves (Lambda = lam-weighted Euler in beta)
lamv = [sum(int(lam[m]) * mn[m] for m in range(3)) % P for mn in mons]
lrows = [[x * l % P for x, l in zip(r, lamv)] for r in rows]
print(f"rank(Z3 + Lambda Z3) = {rk(rows + lrows)}  ({time.time()-t0:.0f}s)")
