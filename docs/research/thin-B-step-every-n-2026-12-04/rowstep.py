"""RowStep_g with a prescribed set J of j's (own code, core.py):
  C(theta_z,b') pi_g G  ⊆  sum_{j in J} [ C(theta_z,j) pi_g G + x C(theta_z,j) pi_{g+1} G + z C(theta_z,j) pi_{g+1} G ]
usage: rowstep.py n   -> for every b' = 2..n+1, g = 0..n+1-b': deficits for J = {b'-1} and J = {b'-2, b'-1};
also 'same row only' (no pi_{g+1} terms) and 'next row only' for J = {b'-1}."""
import sys, time
from math import comb
import numpy as np
sys.path.insert(0, __file__.rsplit("/", 1)[0])
from core import *

n = int(sys.argv[1])
M = Model(n)

def binC(A3, j):
    N = A3.shape[2] - 1
    f = np.array([comb(h, j) % P for h in range(N + 1)], np.int64)
    return A3 * f[None, None] % P

def bmul(A3, which):
    N = A3.shape[2] - 1
    out = np.zeros(A3.shape[:2] + (N + 2,), np.int64)
    if which == 0: out[:, :, :N + 1] = A3
    else: out[:, :, 1:] = A3
    return out

def fl(A3):
    return A3.reshape(A3.shape[0], -1) % P

def span(g, J, same=True, nxt=True):
    parts = []
    for j in J:
        if j < 0: continue
        if same: parts.append(fl(binC(M.pi(g), j)))
        if nxt and g + 1 <= n + 1:
            X = binC(M.pi(g + 1), j)
            parts += [fl(bmul(X, 0)), fl(bmul(X, 1))]
    return np.concatenate(parts)

t0 = time.time()
for bp in range(2, n + 2):
    row = []
    for g in range(0, n + 2 - bp):
        tgt = fl(binC(M.pi(g), bp))
        d1 = contained(tgt, span(g, [bp - 1]))
        d2 = contained(tgt, span(g, [bp - 2, bp - 1]))
        d3 = contained(tgt, span(g, [bp - 1], nxt=False))
        d4 = contained(tgt, span(g, [bp - 1], same=False))
        row.append(f"g={g}: J1 {d1}, J12 {d2}, same-only {d3}, next-only {d4}")
    print(f"n={n} b'={bp}: " + " | ".join(row), flush=True)
print(f"[{time.time()-t0:.1f}s]")
