"""helper-101: dim J (two bilinear generators m_j = sum_i c_i n_ij(b), j=1,2) in bidegree (21,6) in (b,c),
and (optional, my own model) rank(Y_(53,3,0) + J) with Y = sum_kappa Y_alpha(kappa) c^kappa.
Usage: jcheck.py SEED P [yj]. Same random n_ij generator as lemd.py (setup(seed))."""
import sys, time, itertools, random
from math import comb
import flint
sys.argv += [] ; seed, p = int(sys.argv[1]), int(sys.argv[2]); doyj = len(sys.argv) > 3
import importlib.util
def mons(d): return [(a, b, d - a - b) for a in range(d, -1, -1) for b in range(d - a, -1, -1)] if d >= 0 else []
def add(e, f): return tuple(u + v for u, v in zip(e, f))
rng = random.Random(seed)
n = [[[rng.randrange(1, p) for _ in range(3)] for j in range(3)] for i in range(3)]  # identical to lemd.setup
rng2 = random.Random(seed + 7); W4 = [rng2.randrange(1, p) for _ in range(3)]
t0 = time.time()
Bd, Cd = 21, 6
bidx = {m: i for i, m in enumerate(mons(Bd))}; cidx = {m: i for i, m in enumerate(mons(Cd))}
NB, NC = len(bidx), len(cidx); D = NB * NC
col = lambda bm, cm: cidx[cm] * NB + bidx[bm]
E = [(1,0,0), (0,1,0), (0,0,1)]
# m_j = sum_i W4[i] c_i n_ij(b), j = 0,1 (the first two weight coordinates = supp alpha for alpha=(53,3,0))
gensJ = []
for j in range(2):
    g = {}
    for i in range(3):
        for k in range(3):
            g[(E[k], E[i])] = (g.get((E[k], E[i]), 0) + W4[i] * n[i][j][k]) % p
    gensJ.append(g)
rowsJ = [(g, mb, mc) for g in gensJ for mb in mons(Bd - 1) for mc in mons(Cd - 1)]
nrowsY = 0
Ybasis = []
if doyj:
    sys.argv = [sys.argv[0], str(seed), str(p), "lib"]
    spec = importlib.util.spec_from_file_location("lemd", __file__.replace("jcheck.py", "lemd_lib.py"))
    L = importlib.util.module_from_spec(spec); spec.loader.exec_module(L)
    L.p = p
    s = 6; N2 = 21; betas = L.betas_for(3, 0, s)
    tot = 0
    for kappa in L.kappas(s):
        g = L.gens(n, kappa, s)
        md = mons(N2); idx = {m: i for i, m in enumerate(md)}
        M = flint.nmod_mat(len(betas) * len(mons(N2 - s)), len(md), p); r = 0
        for bt in betas:
            for mu in mons(N2 - s):
                for e, c in g.get(bt, {}).items():
                    M[r, idx[add(mu, e)]] = (int(M[r, idx[add(mu, e)]]) + c) % p
                r += 1
        R, rk = M.rref(); tot += rk
        for a in range(rk):
            Ybasis.append({col(md[cc], kappa): int(R[a, cc]) for cc in range(len(md)) if int(R[a, cc])})
    print(f"dim Y_(53,3,0) (my model, sum over kappa) = {tot}", flush=True)
A = flint.nmod_mat(len(rowsJ) + len(Ybasis), D, p)
for r, (g, mb, mc) in enumerate(rowsJ):
    for (eb, ec), v in g.items():
        cc = col(add(mb, eb), add(mc, ec)); A[r, cc] = (int(A[r, cc]) + v) % p
print(f"J rows {len(rowsJ)} (= 2*C(22,2)*C(7,2) = {2*comb(22,2)*comb(7,2)}), columns D = {D}; build {time.time()-t0:.1f}s", flush=True)
if not doyj:
    rJ = A.rank()
    print(f"dim J_(21,6) = {rJ}; Koszul prediction 2*231*21 - 210*15 = {2*231*21 - 210*15}; time {time.time()-t0:.1f}s")
else:
    for a, row in enumerate(Ybasis):
        for cc, v in row.items(): A[len(rowsJ) + a, cc] = v
    r = A.rank()
    print(f"rank(Y + J) = {r}; time {time.time()-t0:.1f}s")
