"""The lead's driver for the edge block Q_(83,1,0) at T = 14 by the reviewer helper-99's own evaluation code.

The block is built by ``docs/reviews/edge-T12-2026-12-01/edge_rev.py``'s ``build`` (imported unchanged: its own
weights, points and dual-number recurrence; none of the lab's ``edge_block``). Only the elimination differs from that
review: the uint64 block is centred into float32 row by row and eliminated in place by the lab's
``numerics.rank.blas_rank_mod_p`` (a third of FLINT's memory: a 30720 x 30720 block fits beside nothing else in
FLINT's 8-byte nmod_mat plus the input). The prime must then be below 2^24: ``build`` stores its residues (below p)
through its module's ``np.empty``, which this driver points at a float32 array of the same shape (every residue
below 2^24 is exact there), so the 7.5 GB uint64 block of T = 14 is never allocated; the residues are then centred
in place.

python lead_edge_rev14.py T C E SEED P
"""

import resource
import sys
import time

import numpy as np

sys.path.insert(0, "/work/main/docs/reviews/edge-T12-2026-12-01")
sys.path.insert(0, "/work/main")
import edge_rev  # noqa: E402

from numerics.rank.blas import blas_rank_mod_p  # noqa: E402

T, C, E, seed, p = (int(x) for x in sys.argv[1:6])
assert p < 2**24


class _Float32Block:
    """numpy, except that the block ``build`` allocates (2-D, uint64) is float32."""

    def __getattr__(self, name):
        return getattr(np, name)

    @staticmethod
    def empty(shape, dtype=None):
        return np.empty(shape, np.float32 if dtype is np.uint64 and len(shape) == 2 else dtype)


edge_rev.np = _Float32Block()
t0 = time.time()
print(f"T={T} C={C} E={E} seed={seed} p={p} matrix {3 * E} x {3 * C}", flush=True)
F = edge_rev.build(T, C, E, seed, p, 16, log=lambda s: print(s, flush=True), coef=1)
assert F.dtype == np.float32
t1 = time.time()
print(f"evaluation {t1 - t0:.1f}s, maxRSS {resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1e6:.2f} GB", flush=True)
half = p // 2
for r0 in range(0, F.shape[0], 1024):
    x = F[r0 : r0 + 1024]
    assert (x >= 0).all() and (x < p).all() and (x == np.round(x)).all()
    x[x > half] -= p
r = blas_rank_mod_p(F, p, overwrite=True)
t2 = time.time()
rss = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1e6
print(f"RANK {r} (coef t^1, T={T}, seed={seed}, p={p}, {3 * E}x{3 * C}) rank {t2 - t1:.1f}s total {t2 - t0:.1f}s "
      f"maxRSS {rss:.2f} GB backend blas-float32", flush=True)
