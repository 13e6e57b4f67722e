"""Padding lemma check: with block-diagonal weights (coordinate k = 0 decoupled, W^O_k = 0) the free-b top block at
(L, R+1, T+2) equals Free_R(L, T) (span of End functions of the width-R RAC over free states), so the generic top
block at (L, R+1, T+2) has rank >= dim Free_R(T) >= sep(L, 2, R, T).
Usage: python padding.py L R T [seed]"""
import sys
import numpy as np
from lib import *

L, R, T = map(int, sys.argv[1:4])
seed = int(sys.argv[4]) if len(sys.argv) > 4 else 1
rng = np.random.default_rng(seed)
s = T // 2  # the width-R problem at T has s End inputs; the padded one at T+2 has End' of s inputs
c = sizes(L, T)
D = int(np.prod([x + 1 for x in c]))  # dim V(T) = dim V'(T+2)
P = Q = D + 10
E = rng.integers(0, PRIME, size=(Q, s, 2))
WI, WH, WO, h0 = weights(L, R)
r = lambda *sh: rand(rng, sh)
pWI = [np.vstack([r(1, 2), WI[0]])]
pWH = []
for l in range(L):
    m = np.zeros((R + 1, R + 1)); m[0, 0] = r(1)[0]; m[1:, 1:] = WH[l]; pWH.append(m)
    if l >= 1:
        m = np.zeros((R + 1, R + 1)); m[0, 0] = r(1)[0]; m[1:, 1:] = WI[l]; pWI.append(m)
pWO = np.concatenate([[0.0], WO])
ph0 = [np.concatenate([r(1), h]) for h in h0]
pw = (pWI, pWH, pWO, ph0)
# Free_R(T): width-R RAC over free states
FR = G((WI, WH, WO, h0), [r(R, P) for _ in range(L)], E)
# S_R(T): reachable states
S = G((WI, WH, WO, h0), start_hs((WI, WH, WO, h0), rng.integers(0, PRIME, size=(P, s, 2))), E)
# padded top block at T+2: G over h(v, b), v_0 = 0, b free
v = r(R + 1, P); v[0] = 0
Bp = G(pw, h_of(pw, v, [r(R + 1, P) for _ in range(L - 1)]), E)
# generic (explicit) width R+1 top block at T+2, free b
gw = weights(L, R + 1)
v2 = r(R + 1, P); v2[0] = 0
Bg = G(gw, h_of(gw, v2, [r(R + 1, P) for _ in range(L - 1)]), E)
rFR, rS, rBp, rBg = rank(FR), rank(S), rank(Bp), rank(Bg)
joint = rank(np.vstack([FR, Bp]))
print(f"(L,R,T)=({L},{R},{T}) dim V(T)={D}: sep_R(T)={rS} Free_R(T)={rFR} padded top block(R+1,T+2)={rBp} "
      f"(joint with Free_R: {joint}) generic top block(R+1,T+2)={rBg}  seed={seed} p={PRIME}")
