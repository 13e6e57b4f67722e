# Reviewer k189: end-to-end check from the RAC recurrence h^{t,l} = (W_H[l] h^{t-1,l}) (.) (W_I[l] h^{t,l-1}).
# Interior depth-3 RAC (layers 2-4), cut after time 5: layer-2 state beta (symbolic), layer-3 state
# c (.) (W3 beta), layer-4 state g (.) (W4 (c (.) W3 beta)) (c = W_H[3] h^{4,3}, g = W_H[4] h^{4,4} symbolic).
# Times 6, 7, 8: layer-2 inputs z_t = W2 h1_t (random vectors; W2 invertible makes them arbitrary).
# Output y = W_O . h^{8,4}.  Z3 = span_y over NS random End inputs, in coordinates (k, beta^mu c^sigma) with g_k.
# A_alpha = span{C_g Z3 : g <= alpha'}, C_g diagonal on beta-monomials (rv2.TAB).  Checks the rank of A_alpha, the
# ranks of its g_k components, and that the functionals of rv2 (weights W3, W4[k,:], lam, lam') vanish on them.
# Usage: python rec.py P SEED a2 a3 NS
import sys, time, random
P_, SEED_, A2_, A3_, NS = sys.argv[1:6]
sys.argv = [sys.argv[0], P_, SEED_, A2_, A3_]
import rv2
from flint import nmod_mpoly_ctx, nmod_mat
P = rv2.P; NS = int(NS)
rng = random.Random(int(SEED_) * 1000 + 17)
R3 = lambda: [[rng.randrange(1, P) for _ in range(3)] for _ in range(3)]
H2, H3, H4 = R3(), R3(), R3()
WO = [rng.randrange(1, P) for _ in range(3)]
W3, W4 = rv2.W3, rv2.W4
ctx = nmod_mpoly_ctx.get(('b1', 'b2', 'b3', 'c1', 'c2', 'c3', 'g1', 'g2', 'g3'), modulus=P)
V = ctx.gens(); beta, c, g = V[0:3], V[3:6], V[6:9]
Z = ctx.from_dict({})
def mv(W, x): return [sum((W[r][j] * x[j] for j in range(3)), Z) for r in range(3)]
t0 = time.time()
h3_5 = [c[i] * mv(W3, beta)[i] for i in range(3)]
h4_5 = [g[i] * mv(W4, h3_5)[i] for i in range(3)]
# precompute the parts that do not depend on the inputs? (h2_t depends on inputs) -> direct loop
IDX = rv2.IDX; N = rv2.N
rows = []
for s in range(NS):
    h2, h3, h4 = list(beta), h3_5, h4_5
    for t in range(3):
        z = [rng.randrange(P) for _ in range(3)]
        h2 = [z[m] * x for m, x in enumerate(mv(H2, h2))]
        h3 = [a * b for a, b in zip(mv(H3, h3), mv(W3, h2))]
        h4 = [a * b for a, b in zip(mv(H4, h4), mv(W4, h3))]
    y = sum((WO[r] * h4[r] for r in range(3)), Z)
    v = [0] * (3 * N)
    for mon, x in y.to_dict().items():
        ks = [k for k in range(3) if mon[6 + k]]
        assert len(ks) == 1 and sum(mon[6:]) == 1 and sum(mon[0:3]) == 10 and sum(mon[3:6]) == 4
        v[ks[0] * N + IDX[(tuple(mon[0:3]), tuple(mon[3:6]))]] = int(x)
    rows.append(v)
Zm = nmod_mat(len(rows), 3 * N, [x for r in rows for x in r], P)
R, rk = Zm.rref()
print(f"P={P} seed={SEED_}: {NS} End samples, rank Z3 = {rk}  [{time.time()-t0:.0f}s]", flush=True)
Zb = [[int(R[i, j]) for j in range(3 * N)] for i in range(rk)]
KEYS = [None] * N
for key, i in IDX.items(): KEYS[i] = key
Arows = []
for gg in rv2.G_ALL:
    sc = [rv2.TAB[KEYS[i][0]][gg] for i in range(N)] * 3
    for r in Zb:
        Arows.append([a * b % P for a, b in zip(r, sc)])
A = nmod_mat(len(Arows), 3 * N, [x for r in Arows for x in r], P)
print(f"alpha'=({A2_},{A3_}): rank A_alpha = {A.rank()}  [{time.time()-t0:.0f}s]", flush=True)
for k in range(3):
    comp = [r[k * N:(k + 1) * N] for r in Arows]
    Om = rv2.functionals(k)
    vals = rv2.apply(comp, Om)
    nz = sum(1 for r in vals for x in r if x)
    print(f"  k={k}: rank of g_k-component = {rv2.rank(comp)}, nonzero functional values = {nz}  [{time.time()-t0:.0f}s]",
          flush=True)
