"""python run_model.py n seed H1mode [alphas|interior] : ranks of the window model per interior orbit."""
import sys, time, json
import numpy as np
from math import comb
sys.path.insert(0, '.')
from model import Model, PR, mm, monos, window, xrank
from numerics.rank.flint_bridge import flint_rank_mod_p
from numerics.bounds.depth4 import corner_bound

n, seed, mode = int(sys.argv[1]), int(sys.argv[2]), sys.argv[3]
sel = sys.argv[4] if len(sys.argv) > 4 else 'interior'
t0 = time.time()
m = Model(n, seed)
print(f"n={n} T={2*n} seed={seed} p={PR} H1={mode} d1={m.d1} D={m.D} e={m.e} N1={m.N1} rows={comb(m.d1+2,2)*m.nc}", flush=True)
B0 = m.V0()
r0 = flint_rank_mod_p(B0.astype(np.uint64), PR, threads=1)[0]
Jm = m.J()
rJ = flint_rank_mod_p(Jm.astype(np.uint64), PR, threads=1)[0]
print(f"dim V0 = {r0} (generators {B0.shape[1]}), dim J (target per coordinate) = {rJ}  [{time.time()-t0:.1f}s]", flush=True)
target = rJ
ncols = target + 60
rng = np.random.default_rng(1000 + seed)
Rb = rng.integers(0, PR, size=(B0.shape[1], ncols), dtype=np.int64)
B0R = mm(B0, Rb)
del B0
H1 = np.eye(3, dtype=np.int64) if mode == 'I' else m.H1r
Mrows = m.Mmat(H1)
print(f"setup done [{time.time()-t0:.1f}s]", flush=True)
if sel == 'interior':
    N1 = m.N1
    alphas = [(a, b, N1 - a - b) for a in range(N1 + 1) for b in range(N1 + 1 - a) if a >= b >= N1 - a - b >= n]
else:
    alphas = [tuple(int(x) for x in s.split(',')) for s in sel.split(';')]
res = {}
for al in alphas:
    t1 = time.time()
    bet = window(m, al)
    r = xrank(m, B0R, Mrows, bet, ncols)
    bound = corner_bound(R=3, T=2 * n, alpha=al)
    res[al] = r
    print(f"alpha={al} |B|={len(bet)} rank={r} x3={3*r} bound={bound} {'FULL' if 3*r == bound else 'short'} [{time.time()-t1:.1f}s]", flush=True)
print("summary:", sum(1 for a in res if 3 * res[a] == corner_bound(R=3, T=2*n, alpha=a)), "of", len(res), "full", f"[{time.time()-t0:.1f}s]")
