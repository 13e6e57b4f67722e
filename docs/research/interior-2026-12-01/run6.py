"""python run6.py n seed : box certificate (H1 = I window = monomial box mu_1, mu_2 <= n) then every interior orbit
with max alpha < D at a random H1; one output coordinate; prints rank per orbit (x3 = block lower bound)."""
import sys, time, json
import numpy as np
from math import comb
sys.path.insert(0, '.')
from model import Model, PR, mm, monos, window, xrank
from numerics.bounds.depth4 import corner_bound

n, seed = int(sys.argv[1]), int(sys.argv[2])
only = sys.argv[3] if len(sys.argv) > 3 else None
t0 = time.time()
m = Model(n, seed)
N1, D = m.N1, m.D
inter = [(a, b, N1 - a - b) for a in range(N1 + 1) for b in range(N1 + 1 - a) if a >= b >= N1 - a - b >= n]
bound = corner_bound(R=3, T=2 * n, alpha=inter[0])
assert all(corner_bound(R=3, T=2 * n, alpha=a) == bound for a in inter) and bound % 3 == 0
target = bound // 3
print(f"n={n} T={2*n} seed={seed} p={PR} d1={m.d1} D={D} e={m.e} N1={N1} rows={comb(m.d1+2,2)*m.nc} "
      f"interior orbits={len(inter)} bound={bound} per coordinate={target}", flush=True)
B0 = m.V0()
print(f"V0 generators {B0.shape} [{time.time()-t0:.1f}s]", flush=True)
ncols = target + 60
rng = np.random.default_rng(1000 + seed)
B0R = mm(B0, rng.integers(0, PR, size=(B0.shape[1], ncols), dtype=np.int64))
del B0
print(f"B0R done [{time.time()-t0:.1f}s]", flush=True)
out = {}
jobs = []
boxalpha = (2 * n - 1, 2 * n - 1, N1 - 4 * n + 2)
jobs.append(("box", boxalpha, np.eye(3, dtype=np.int64)))
for al in inter:
    if max(al) < D:
        jobs.append(("direct", al, m.H1r))
if only:
    keep = [tuple(int(x) for x in s.split(',')) for s in only.split(';')]
    jobs = [j for j in jobs if j[1] in keep]
cache = {}
for kind, al, H1 in jobs:
    t1 = time.time()
    key = kind
    if key not in cache:
        cache[key] = m.Mmat(H1)
    bet = window(m, al)
    r = xrank(m, B0R, cache[key], bet, ncols)
    out[f"{kind}:{al}"] = r
    print(f"{kind} alpha={al} |B|={len(bet)} rank={r} x3={3*r} bound={bound} {'FULL' if r == target else 'short'} "
          f"[{time.time()-t1:.1f}s, total {time.time()-t0:.0f}s]", flush=True)
    with open(f"run6_n{n}_seed{seed}.json", "w") as f:
        json.dump(out, f, indent=0)
print("done", f"[{time.time()-t0:.0f}s]")
