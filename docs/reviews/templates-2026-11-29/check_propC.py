"""Proposition C at depth 3 (a non-trivial instance: sep < dim W_full): at a random GF(p) point with K = Ke
templates, compute rank S (W_full basis at the Start-grid states), rank B (End coefficients, from dim W random
states), the grid rank rank(S B) exactly mod p, the direct grid rank when small, and sep via random points.
Proposition C predicts: rank S = dim W  =>  grid rank = rank B = sep.
Usage: python check_propC.py L M R T seed [K ...]  (extra Ks: same RAC, fresh templates)"""
import itertools
import sys
import time
from math import comb

import flint
import numpy as np

from racgf import P, RAC, end_values, grid_matrix, mc, mm, random_point_matrix, rank_np, start_states, words

L, M, R, T, seed = (int(a) for a in sys.argv[1:6])
s = T // 2
rng = np.random.default_rng(seed)
rac = RAC(L, M, R, rng)
N = [comb(s - 1 + L - l, L - l) for l in range(1, L + 1)]
r = min(M, R)
Ke = mc(r, N[0])
expl = [[e for e in itertools.product(range(n + 1), repeat=R) if sum(e) == n] for n in N[:-1]]
dimW = R * int(np.prod([len(e) for e in expl]))
print(f"(L,M,R,T)=({L},{M},{R},{T}) seed {seed}: N_l = {N}, Ke = {Ke}, dim W_full = {dimW}, Start grid {Ke**s}")


def forms(a, E):
    out = np.ones((a.shape[0], len(E)), dtype=np.int64)
    for c, e in enumerate(E):
        v = np.ones(a.shape[0], dtype=np.int64)
        for i, ei in enumerate(e):
            for _ in range(ei):
                v = v * a[:, i] % P
        out[:, c] = v
    return out


def wfull(states):
    a = [mm(states[l], rac.WH[l].T) for l in range(L)]
    cols = forms(a[0], expl[0])
    for l in range(1, L - 1):
        f = forms(a[l], expl[l])
        cols = (cols[:, :, None] * f[:, None, :] % P).reshape(cols.shape[0], -1)
    return np.concatenate([(a[L - 1][:, k:k + 1] * cols) % P for k in range(R)], axis=1)


def nm(A):
    A = np.asarray(A, dtype=np.int64) % P
    return flint.nmod_mat(A.shape[0], A.shape[1], [int(v) for v in A.ravel()], P)


t0 = time.time()
sep_rp = rank_np(random_point_matrix(rac, s, dimW + 10, dimW + 10, rng))
print(f"  rank at {dimW+10}x{dimW+10} random points (sep of this RAC, w.h.p.) = {sep_rp}  [{time.time()-t0:.1f}s]", flush=True)
Ks = [int(a) for a in sys.argv[6:]] or [Ke]
for K in Ks:
  tau = rng.integers(0, P, size=(K, M))
  W = words(K, s)
  t1 = time.time()
  Sn = nm(wfull(start_states(rac, tau, W)))
  rS = Sn.rank()
  while True:
      rst = [rng.integers(0, P, size=(dimW, R)) for _ in range(L)]
      Mon = nm(wfull(rst))
      if Mon.rank() == dimW:
          break
  B = Mon.solve(nm(end_values(rac, rst, tau, W)))
  rB = B.rank()
  C, rr = Sn.rref()
  Cr = flint.nmod_mat(rr, dimW, [int(C[i, j]) for i in range(rr) for j in range(dimW)], P)
  rY = (Cr * B).rank()
  print(f"  K = {K} (Ke = {Ke}): rank S = {rS}, rank B = {rB}, grid rank (factorised) = {rY}  [{time.time()-t1:.1f}s]", flush=True)
  if K ** s <= 1500:
      print(f"  direct grid rank = {rank_np(grid_matrix(rac, tau, s))}")
