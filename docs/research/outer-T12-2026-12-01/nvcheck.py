"""python nvcheck.py ncols colseed [alphas 'a,b,c;...'] : recompute single-orbit model ranks with another column set
(ncols random elements of V0 from rng(colseed), spread round-robin over an rref basis of Lambda_alpha), same point
(Model(6, seed=1), p = 1048571, H1 = H1r).  A test that the default 7063 columns (about 7063/dim Lambda per
functional) do not starve the near-vertex ranks; any result is a valid lower bound in its own right."""
import sys, time, json
import numpy as np
from math import comb
sys.path.insert(0, '.')
from model import Model, PR, mm, monos, window, xrank
ncols, cs = int(sys.argv[1]), int(sys.argv[2])
rows = json.load(open('table.json'))
if len(sys.argv) > 3:
    al = [tuple(int(x) for x in s.split(',')) for s in sys.argv[3].split(';')]
else:
    al = [tuple(r['alpha']) for r in rows if r['case'] in ('open', 'vertex')]
t0 = time.time()
m = Model(6, 1); Mr = m.Mmat(m.H1r)
B0 = m.V0()
B0R = mm(B0, np.random.default_rng(cs).integers(0, PR, size=(B0.shape[1], ncols), dtype=np.int64)); del B0
print(f"seed=1 p={PR} ncols={ncols} colseed={cs} [{time.time()-t0:.0f}s]", flush=True)
for a in al:
    t1 = time.time()
    r = xrank(m, B0R, Mr, window(m, a), ncols)
    print(f"alpha={a} rank={r} x3={3*r} [{time.time()-t1:.0f}s]", flush=True)
