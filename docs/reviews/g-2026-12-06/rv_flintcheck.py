"""Own rank vs FLINT's nmod_mat.rank on the actual G(n, d) matrices (small n): python rv_flintcheck.py SEED n d [d..]"""
import sys, time
import numpy as np, flint
import rv_G_lean as L
import rv_rank
seed, n = int(sys.argv[1]), int(sys.argv[2])
orig = rv_rank.rank_mod_p
def both(F, p, **kw):
    M = (F % p).astype(np.int64)
    t = time.time(); rf = flint.nmod_mat(M.shape[0], M.shape[1], M.ravel().tolist(), p).rank(); tf = time.time() - t
    r = orig(F, p, **kw)
    print(f"  own rank {r}, flint rank {rf} [{tf:.1f}s], agree={r == rf}", flush=True)
    return r
L.rank_mod_p = both
for d in map(int, sys.argv[3:]):
    L.run(seed, n, d)
