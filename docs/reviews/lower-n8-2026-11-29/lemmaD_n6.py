"""Lemma D's conclusion at n = 6 on my own family point: rank P_6 (free a, b, g) vs sum_k rank F_k = 3 x 6234.
General evaluator rac_eval.eval_P (full recurrence), float32 centred storage, lab's blas_rank_mod_p (validated
against flint in logs_fast_validate.log).  usage: python lemmaD_n6.py points wseed pseed"""
import sys, time, numpy as np
sys.path.insert(0, '/work/main')
from rac_eval import *
from numerics.rank.blas import blas_rank_mod_p, _is_centred
from racs import ModP
p = 11863279
pts, wseed, pseed = map(int, sys.argv[1:4]); n = 6
t0 = time.time()
W = draw_weights(wseed, p, 'H3I')
g = np.random.default_rng(pseed)
a, b, gg = (g.integers(-(p // 2), p // 2, (pts, R)) for _ in range(3))
X = g.integers(-(p // 2), p // 2, (pts, n, M))
Y = np.empty((pts, pts), dtype=np.float32)
for i in range(0, pts, 8):
    Y[i:i + 8] = crd(eval_P(W, a[i:i + 8], b[i:i + 8], gg[i:i + 8], X, p), p)
t1 = time.time()
assert _is_centred(Y, ModP(p).bound)
r = blas_rank_mod_p(Y, p, overwrite=True)
print(f"RESULT n=6 family=H3I mode=free points={pts} wseed={wseed} pseed={pseed} p={p}: rank {r} (build {t1-t0:.1f}s, rank {time.time()-t1:.1f}s)", flush=True)
