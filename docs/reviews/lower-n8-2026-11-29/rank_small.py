"""GF(p) rank (python-flint nmod_mat) of an evaluation matrix of F_k or P, own evaluator.
usage: python rank_small.py n family mode points wseed pseed p      mode = top0/top1/top2/free"""
import sys, time, numpy as np
from rac_eval import *
n, fam, mode, pts, wseed, pseed, p = sys.argv[1], sys.argv[2], sys.argv[3], *map(int, sys.argv[4:8])
n = int(n)
t0 = time.time()
W = draw_weights(wseed, p, fam)
g = np.random.default_rng(pseed)
a = g.integers(-(p // 2), p // 2, (pts, R)); b = g.integers(-(p // 2), p // 2, (pts, R))
if mode == 'free':
    gg = g.integers(-(p // 2), p // 2, (pts, R))
else:
    gg = np.zeros((pts, R), dtype=np.int64); gg[:, int(mode[3:])] = 1
X = g.integers(-(p // 2), p // 2, (pts, n, M))
Y = np.empty((pts, pts))
for i in range(0, pts, 64):
    Y[i:i + 64] = eval_P(W, a[i:i + 64], b[i:i + 64], gg[i:i + 64], X, p)
t1 = time.time()
r = flint_rank(Y, p)
print(f"n={n} family={fam} mode={mode} points={pts} wseed={wseed} pseed={pseed} p={p}: rank {r} (build {t1-t0:.1f}s, flint rank {time.time()-t1:.1f}s)", flush=True)
