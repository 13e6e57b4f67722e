"""sep(L,2,R,T) (reachable states after s Start steps) vs the free-state rank Free_R(L,T) (random states), same End
points; also the top block of (L, R, T+2) with free b (span over states with h^1_k = 0) and its intersection with S(T).
Usage: python freecheck.py L R T P [seed]   (P rows = P End points)"""
import sys, time
import numpy as np
from lib import *

L, R, T, P = map(int, sys.argv[1:5])
seed = int(sys.argv[5]) if len(sys.argv) > 5 else 1
rng = np.random.default_rng(seed)
s = T // 2
wts = weights(L, R)
t0 = time.time()
E = rng.integers(0, PRIME, size=(P, s, 2))
S = G(wts, start_hs(wts, rng.integers(0, PRIME, size=(P, s, 2))), E)
rS = rank(S)
print(f"(L,R,T)=({L},{R},{T}) P=Q={P} seed={seed} p={PRIME}: sep (reachable) = {rS} ({time.time()-t0:.0f}s)", flush=True)
Fr = G(wts, [rand(rng, (R, P)) for _ in range(L)], E)
rF = rank(Fr)
print(f"  free-state rank = {rF} ({time.time()-t0:.0f}s)", flush=True)
del Fr
v = rand(rng, (R, P)); v[K] = 0
Top = G(wts, h_of(wts, v, [rand(rng, (R, P)) for _ in range(L - 1)]), E)
rT = rank(Top)
joint = rank(np.vstack([Top, S]))
print(f"  top block of (L,R,T+2) with free b = {rT}; rank [top; S] = {joint}; dim(top ∩ S) = {rT + rS - joint} "
      f"({time.time()-t0:.0f}s)", flush=True)
