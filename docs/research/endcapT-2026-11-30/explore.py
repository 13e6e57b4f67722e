"""Compare the flat blocks at T with End spaces at T - 2 (same End' points, explicit RAC, mod PRIME).

Usage: python explore.py L R T [seed]
Prints: dim V'(T) = dim V(T-2); sep(T-2) (rank of G over reachable states after s-1 Start steps);
rank of G over free states; the block ranks j = 0..N with axis-point b (= Prop. 36 blocks) and with free b;
dim(block_j ∩ S(T-2)) and dim(block_j ∩ FreeTop-like spaces).
"""
import sys, time
import numpy as np
from lib import *

L, R, T = map(int, sys.argv[1:4])
seed = int(sys.argv[4]) if len(sys.argv) > 4 else 1
s = T // 2
c = sizes(L, T); N = c[0]
D = int(np.prod([x + 1 for x in c[1:]]))
P = Q = D + 10
wts = weights(L, R)
rng = np.random.default_rng(seed)
E = rng.integers(0, PRIME, size=(Q, s - 1, 2))
t0 = time.time()
print(f"(L,R,T)=({L},{R},{T}) N={N} dimV'={D} copies={c} seed={seed} p={PRIME}")
# S(T-2)
X = rng.integers(0, PRIME, size=(P, s - 1, 2))
S2 = G(wts, start_hs(wts, X), E)
rS = rank(S2)
# free states
hf = [rand(rng, (R, P)) for _ in range(L)]
Fr = G(wts, hf, E)
rF = rank(Fr)
print(f"sep(T-2)={rS}  free-state rank={rF}")
# axis blocks
cs, st = axis_b(wts, L, R, s, P, seed=seed + 100)
v = rand(rng, (R, P)); v[K] = 0
Ba = tcoeffs(wts, cs[1:], v, E, N)
# free-b blocks
bf = [rand(rng, (R, P)) for _ in range(L - 1)]
v2 = rand(rng, (R, P)); v2[K] = 0
Bf = tcoeffs(wts, bf, v2, E, N)
ra = [rank(Ba[j]) for j in range(N + 1)]
rf = [rank(Bf[j]) for j in range(N + 1)]
ia = [ra[j] + rS - rank(np.vstack([Ba[j], S2])) for j in range(N + 1)]
print("axis blocks      :", ra, "sum", sum(ra))
print("free-b blocks    :", rf, "sum", sum(rf))
print("dim(axis blk ∩ S(T-2)):", ia)
print(f"time {time.time()-t0:.1f}s")
