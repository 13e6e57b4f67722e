"""Low blocks j = 0..J at (L, R, T) with free b and with axis-point b (series in t), P rows, dim V' + 10 End' points.
Usage: python lowblocks.py L R T J P [seed]"""
import sys, time
import numpy as np
from lib import *

L, R, T, J, P = map(int, sys.argv[1:6])
seed = int(sys.argv[6]) if len(sys.argv) > 6 else 1
s = T // 2
c = sizes(L, T); N = c[0]
D = int(np.prod([x + 1 for x in c[1:]]))
Q = D + 10
wts = weights(L, R)
rng = np.random.default_rng(seed)
E = rng.integers(0, PRIME, size=(Q, s - 1, 2))
print(f"(L,R,T)=({L},{R},{T}) N={N} dimV'={D} J={J} P={P} Q={Q} seed={seed} p={PRIME}", flush=True)
t0 = time.time()
# consistency check of the series code against the Vandermonde code on a few rows
bsm = [rand(rng, (R, 3)) for _ in range(L - 1)]
vsm = rand(rng, (R, 3)); vsm[K] = 0
A1 = tseries(wts, bsm, vsm, E[:5], J)
A2 = tcoeffs(wts, bsm, vsm, E[:5], N)[: J + 1]
print("series == Vandermonde on 3 x 5:", bool(np.all(A1 == A2)), flush=True)
for kind in ("free", "axis"):
    if kind == "free":
        b = [rand(rng, (R, P)) for _ in range(L - 1)]
    else:
        cs, _ = axis_b(wts, L, R, s, P, seed=seed + 100)
        b = cs[1:]
    v = rand(rng, (R, P)); v[K] = 0
    Y = tseries(wts, b, v, E, J)
    print(f"{kind}-b blocks 0..{J}:", [rank(Y[j]) for j in range(J + 1)], f"({time.time()-t0:.0f}s)", flush=True)
    del Y
