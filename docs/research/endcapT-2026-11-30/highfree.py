"""Free-b blocks j = J0..J at (L, R, T) (series in t, only orders >= J0 kept), P rows, dim V' + 10 End' points.
Usage: python highfree.py L R T J0 J P [seed]"""
import sys, time
import numpy as np
from lib import *

L, R, T, J0, J, P = map(int, sys.argv[1:7])
seed = int(sys.argv[7]) if len(sys.argv) > 7 else 1
s = T // 2
c = sizes(L, T); N = c[0]
D = int(np.prod([x + 1 for x in c[1:]]))
Q = D + 10
wts = weights(L, R)
rng = np.random.default_rng(seed)
E = rng.integers(0, PRIME, size=(Q, s - 1, 2))
print(f"(L,R,T)=({L},{R},{T}) N={N} dimV'={D} orders {J0}..{J} P={P} Q={Q} seed={seed} p={PRIME}", flush=True)
t0 = time.time()
b = [rand(rng, (R, P)) for _ in range(L - 1)]
v = rand(rng, (R, P)); v[K] = 0
Y = tseries(wts, b, v, E, J, keep_from=J0)
print(f"evaluated ({time.time()-t0:.0f}s)", flush=True)
for j in range(J0, J + 1):
    print(f"free-b block {j}: {rank(Y[j - J0])} ({time.time()-t0:.0f}s)", flush=True)
