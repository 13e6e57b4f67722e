"""lead (session 61): common.rank_blocks over own_copy.Model.S_blocks (chunks of 7, 64 rows and the default, a width)
against one FLINT rank of own_copy.Model.S (the whole slice at once), for every slice S_g(e), g = 0..n+1, e = 0..d1-g
at S_p (seed 1), b = 0.   usage: blocks_check.py n"""
import os
import sys

import numpy as np

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.join(HERE, "..", "thin-NEC-scoping-2026-12-05"))
from common import P, Tri, rank_blocks  # noqa: E402
from numerics.rank.flint_bridge import flint_rref_mod_p  # noqa: E402

n = int(sys.argv[1])
T = Tri(n, seed=1)
d1 = n * (n + 1) // 2
bad = checked = 0
for g in range(n + 2):
    for e in range(0, d1 - g + 1):
        S = T.m.S(g, e, 0)
        full = flint_rref_mod_p(np.ascontiguousarray(S % P, dtype=np.uint64), P)[1] if S.shape[0] else 0
        w = (e + 1) * T.nc
        got = [rank_blocks(T.m.S_blocks(g, e, 0), w, c) for c in (7, 64, None)]
        checked += 1
        if got != [full] * 3:
            bad += 1
            print(f"DIFFER g={g} e={e} rows={S.shape[0]} full={full} blocks={got}", flush=True)
print(f"n={n}: {checked} slices, rank_blocks (chunks 7, 64, width) = one FLINT rank in all but {bad}", flush=True)
