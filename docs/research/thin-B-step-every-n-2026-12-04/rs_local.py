"""Exploratory (own code): is RS(b', g) 'local in c'?  For each generator (mu, k) test whether its target
C(theta_z,b') pi_g(v_(mu,k)) lies in the RS-span built from the generators with the same mu only ('per-mu'),
resp. from mu and its neighbours mu - e_r + e_s ('radius 1').  Counts failures.  usage: rs_local.py n"""
import sys, time
from math import comb
import numpy as np
sys.path.insert(0, __file__.rsplit("/", 1)[0])
from core import *

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

n = int(sys.argv[1]); M = Model(n)
gens = M.gens
def nbrs(mu):
    out = {mu}
    for r in range(3):
        for s in range(3):
            if r != s and mu[r] > 0:
                m = list(mu); m[r] -= 1; m[s] += 1; out.add(tuple(m))
    return out
t0 = time.time()
for bp in list(range(3, n + 1)):
    for g in range(0, n + 2 - bp):
        Pg, Pg1 = M.pi(g), M.pi(g + 1)
        fails = {"per-mu nonvertex": 0, "per-mu vertex": 0, "radius1 vertex": 0, "radius1 nonvertex": 0}
        mus = sorted(set(mu for mu, k in gens))
        for mu in mus:
            vert = max(mu) == n - 1
            for lab, S in (("per-mu", {mu}), ("radius1", nbrs(mu))):
                idx = [i for i, (m, k) in enumerate(gens) if m in S]
                tidx = [i for i, (m, k) in enumerate(gens) if m == mu]
                parts = []
                for j in (bp - 2, bp - 1):
                    parts.append(fl(binC(Pg[idx], j)))
                    X = binC(Pg1[idx], j); parts += [fl(bmul(X, 0)), fl(bmul(X, 1))]
                d = contained(fl(binC(Pg[tidx], bp)), np.concatenate(parts))
                if d:
                    fails[lab + (" vertex" if vert else " nonvertex")] += 1
        print(f"n={n} b'={bp} g={g}: failures {fails}", flush=True)
print(f"[{time.time()-t0:.1f}s]")
