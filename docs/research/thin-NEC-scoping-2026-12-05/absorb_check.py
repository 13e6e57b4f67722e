"""lead (session 63): common.next_degree (x R taken as it is, t R and z R reduced by the running basis on BLAS, FLINT
only on the remainder) against the session-60 step kept here as the oracle (FLINT's rref of the stacked rows, every
multiple), array for array, degree by degree along the module chain of M_(a,b) from tri.Tri.Gab(a, b) at S_p
(seed 1); the rref is unique, so the arrays must be equal.  Prints both times per degree (same process).
usage: absorb_check.py n Dmax a,b [a,b ...]"""
import os
import sys
import time

import numpy as np

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from common import P, Tri, next_degree  # noqa: E402
from numerics.rank.flint_bridge import flint_rref_mod_p  # noqa: E402


def old_next_degree(T, R, D):
    Rn = np.zeros((0, T.width(D)), np.uint64)
    for mono in ((1, 0, 0), (0, 1, 0), (0, 0, 1)):
        X = (T.mul_mono(R.astype(np.int64), D - 1, mono) % P).astype(np.uint64)
        Rr, r = flint_rref_mod_p(np.ascontiguousarray(np.concatenate([Rn, X])), P)
        Rn = np.array(Rr[:r])
    return Rn


n, Dmax = int(sys.argv[1]), int(sys.argv[2])
T = Tri(n, seed=1)
bad = 0
for ab in sys.argv[3:]:
    a, b = (int(v) for v in ab.split(","))
    R = np.ascontiguousarray(T.Gab(a, b) % P, dtype=np.uint64)
    for D in range(n + 2, Dmax + 1):
        t0 = time.time()
        old = old_next_degree(T, R, D)
        t1 = time.time()
        new = next_degree(T, R, D)
        t2 = time.time()
        same = old.shape == new.shape and np.array_equal(old, new)
        bad += not same
        print(f"n={n} ({a},{b}) D={D}: rows {old.shape[0]} x {old.shape[1]}, equal: {same}  "
              f"[old {t1 - t0:.1f}s, new {t2 - t1:.1f}s]", flush=True)
        R = old
print(f"n={n}: {'all equal' if bad == 0 else f'{bad} DIFFER'}", flush=True)
