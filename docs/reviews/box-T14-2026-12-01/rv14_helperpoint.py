"""At the HELPER's point (model.py, Model(7, 1), p = 1048571, its random H1r): is the helper's box (vertex e_1,
Mmat(I) rows shifted by n-1, as in box7.py) inside Lambda_alpha (Mmat(H1r) window rows) for every interior orbit
(sorted, largest coordinate first = at e_1)?  Imports the helper's model.py read-only (no bytecode written)."""
import sys, time
sys.dont_write_bytecode = True
sys.path.insert(0, '/work/main/docs/research/interior-2026-12-01'); sys.path.insert(0, '/work/main')
import numpy as np
from model import Model, PR, monos, window
from numerics.rank.flint_bridge import flint_rank_mod_p
t0 = time.time()
n = 7
m = Model(n, 1)
rk = lambda rows: flint_rank_mod_p(np.ascontiguousarray(np.stack(rows) % PR).astype(np.uint64), PR, threads=1)[0]
MI = m.Mmat(np.eye(3, dtype=np.int64)); MH = m.Mmat(m.H1r)
box = [MI[tuple(x + n - 1 for x in mu)] for mu in monos(m.d1) if max(mu[1], mu[2]) <= n]
print(f"helper point seed 1 p={PR}: box rows {len(box)} rank {rk(box)}", flush=True)
N1, D = m.N1, m.D
inter = [(a, b, N1 - a - b) for a in range(N1 + 1) for b in range(N1 + 1 - a) if a >= b >= N1 - a - b >= n]
bad = []
for a in inter:
    B = window(m, a); rw = rk([MH[b] for b in B]); rwb = rk([MH[b] for b in B] + box)
    if rw != rwb: bad.append(a)
    print(f"alpha={a} dimLambda={rw} +box={rwb} {'CONTAINED' if rw == rwb else 'NOT'}", flush=True)
print(f"{len(inter)} interior orbits; not containing the box: {len(bad)} {bad} [{time.time() - t0:.0f}s]")
