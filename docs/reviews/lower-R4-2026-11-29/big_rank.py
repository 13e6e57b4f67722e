"""Evaluation matrix of F_0 (mode top0) or P (mode free: a, b, g all free) on the family W^{H,3} = I, fast path of
rac4.py (validated in validate.log), float32 centred residues, and its GF(p) rank with the lab's blas_rank_mod_p
in place (validated against FLINT in validate.log).

usage: python big_rank.py R M n points wseed pseed p mode
"""
import sys, time, numpy as np
sys.path.insert(0, '/work/main')
from rac4 import *
from numerics.rank.blas import blas_rank_mod_p, _is_centred
from racs import ModP

R, M, n, pts, wseed, pseed, p = map(int, sys.argv[1:8])
mode = sys.argv[8]
assert p < 2**24
t0 = time.time()
W = draw_weights(wseed, p, R, M, 'H3I')
g = np.random.default_rng(pseed + 104729)
a = g.integers(-(p // 2), p // 2, (pts, R)); b = g.integers(-(p // 2), p // 2, (pts, R))
if mode == 'free':
    gg = g.integers(-(p // 2), p // 2, (pts, R)); ks = None
else:
    k = int(mode[3:]); gg = np.zeros((pts, R), dtype=np.int64); gg[:, k] = 1; ks = [k]
X = g.integers(-(p // 2), p // 2, (pts, n, M))
NtT = precompute(W, X, p)
Y = np.empty((pts, pts), dtype=np.float32)
chunk = 24
for i in range(0, pts, chunk):
    Y[i:i + chunk] = crd(fast_rows(W, NtT, a[i:i + chunk], b[i:i + chunk], gg[i:i + chunk], p, ks), p)
    if (i // chunk) % 250 == 0:
        print(f"  rows {i}/{pts} at {time.time()-t0:.0f}s", flush=True)
t1 = time.time()
print(f"built {Y.shape} {Y.dtype} in {t1-t0:.1f}s", flush=True)
if not _is_centred(Y, ModP(p).bound):
    raise SystemExit("matrix not centred float32; refusing (a float64 copy would double the memory)")
r = blas_rank_mod_p(Y, p, overwrite=True)
print(f"RESULT R={R} M={M} n={n} family=H3I mode={mode} points={pts} wseed={wseed} pseed={pseed} p={p}: rank {r}"
      f" (build {t1-t0:.1f}s, rank {time.time()-t1:.1f}s)", flush=True)
