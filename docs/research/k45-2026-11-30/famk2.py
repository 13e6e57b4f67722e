"""Second family of per-k relations for alpha' = (1,1): Y = m1 l123 G, G in P(3,3).
With P_nu := Lambda0_nu(l123 G) (a polynomial), the identity (derived in NOTES 5.4)
   C11 Y = Lambda(m1 P_lam') + Lambda'(m1 P_lam) - m1 (P_{lam lam'} + Lambda0'(P_lam))
is a relation of A_k if E := P_{lam lam'} + Lambda0'(P_lam) is a polynomial.  usage: python famk2.py SEED [k]"""
import sys
src = open("famk.py").read()
src = src.split("fam = {")[0]
exec(src)
def P_of(op, G):
    Dl = sum((op.lp[i] * S.lo[i] for i in range(3)), zero)
    return G * Dl + op.D(G)          # Lambda0(l123 G) = G Lambda0(l123) + l123 Lambda0(G)
fam = {"a_lam": [], "a_lamp": [], "b_C11": [], "comm": [], "new": []}
for e in bimonos(3, 2):
    G = ctx.from_dict({e: 1}); F = mk * S.l123 * G
    Fl, Flp, Fllp = Fprime(ops["l"], G), Fprime(ops["lp"], G), Fprime(ops["llp"], G)
    fam["a_lam"].append(relvec({(0, 0): -Fl, (1, 0): F}))
    fam["a_lamp"].append(relvec({(0, 0): -Flp, (0, 1): F}))
    fam["b_C11"].append(relvec({(1, 1): F, (1, 0): -Flp, (0, 0): Fllp}))
    fam["comm"].append(relvec({(1, 0): Flp, (0, 1): -Fl}))
nonpoly = 0
for e in bimonos(3, 3):
    G = ctx.from_dict({e: 1})
    Pl, Plp, Pllp = P_of(ops["l"], G), P_of(ops["lp"], G), P_of(ops["llp"], G)
    T_ = ops["lp"].D(Pl)                      # l123 * Lambda0'(P_lam)
    q, r = divmod(T_, S.l123)
    if r != 0:
        nonpoly += 1; continue
    E = Pllp + q
    fam["new"].append(relvec({(1, 1): S.l123 * G, (1, 0): -Plp, (0, 1): -Pl, (0, 0): E}))
print(f"G in P(3,3): {nonpoly} of 100 gave a non-polynomial E", flush=True)
# computed R_k (same construction as relk.py)
C6 = nmod_mpoly_ctx.get(('x1', 'x2', 'x3', 'c1', 'c2', 'c3'), modulus=P)
X = C6.gens(); beta, c = X[:3], X[3:6]; z6 = C6.from_dict({})
def mv(W, x): return [sum((int(W[r][j]) * x[j] for j in range(3)), z6) for r in range(3)]
vmons = [a + b for a in kcore.monos(10) for b in kcore.monos(4)]; vidx = {m: i for i, m in enumerate(vmons)}
bp = mv(H2, beta); gam = [c[i] * mv(W3, beta)[i] for i in range(3)]; m1o = mv(W4, gam)
def cgam(mu, g2, g3):
    poly = {(0, 0): 1}
    for m in range(3):
        for _ in range(mu[m]):
            new = {}
            for (a, b), v in poly.items():
                for (da, db, f) in ((0, 0, 1), (1, 0, lam[m]), (0, 1, lamp[m])):
                    if a + da <= g2 and b + db <= g3:
                        key = (a + da, b + db); new[key] = (new.get(key, 0) + v * f) % P
            poly = new
    return poly.get((g2, g3), 0)
eig = [np.array([cgam(mn[:3], x, y) for mn in vmons], dtype=np.int64) for (x, y) in slots]
pulled = [ctx.from_dict({m: 1}).compose(*(bp + gam), ctx=C6) for m in M6]
base = np.array([vec(m1o[k] * f, vidx) for f in pulled], dtype=np.int64)
Amat = np.vstack([base * e % P for e in eig])
def fm(A): A = np.asarray(A, dtype=np.int64) % P; return nmod_mat(A.shape[0], A.shape[1], [int(v) for v in A.ravel()], P)
MA = fm(Amat); rA = MA.rank()
print(f"k={k}: dim A_k = {rA}, dim R_k = {4*n6 - rA}", flush=True)
# check each family lies in R_k: rel * Amat == 0
allv = []
for name, vs in fam.items():
    if not vs: continue
    V = np.array(vs, dtype=np.int64)
    prod = fm(V) * MA
    ok = all(int(prod[i, j]) == 0 for i in range(prod.nrows()) for j in range(prod.ncols()))
    allv += vs
    print(f"  family {name}: {len(vs)} vectors, rank {fm(V).rank()}, in R_k: {ok}; cumulative rank {fm(np.array(allv)).rank()}", flush=True)
print(f"({time.time()-t0:.0f}s)")
