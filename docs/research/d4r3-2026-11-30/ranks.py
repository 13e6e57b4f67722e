"""Ranks mod p of the stored blocks (blocks.py output): full (all k), per k, per pair of k.

usage: python ranks.py STORE.npz [full-only]
"""
import sys
import time
from itertools import combinations

import numpy as np

sys.path.insert(0, "/work/main")
from numerics.bounds.depth4 import corner_bound  # noqa: E402
from numerics.rank.flint_bridge import flint_rank_mod_p  # noqa: E402

d = np.load(sys.argv[1])
store, reps, P = d["store"], d["reps"], int(d["P"])
fullonly = len(sys.argv) > 2
X = store.shape[2]
tot_lb = tot_ub = 0
t0 = time.time()
print("alpha orbit prop12 | full | per k | pairs (01,02,12)", flush=True)
for r, a in enumerate(reps.tolist()):
    orbit = len({(a[i], a[j], a[k]) for i, j, k in [(0, 1, 2), (0, 2, 1), (1, 0, 2), (1, 2, 0), (2, 0, 1), (2, 1, 0)]})
    full = flint_rank_mod_p(store[r].reshape(3 * X, -1).astype(np.uint64), P, threads=1)[0]
    pk, pp = [], []
    if not fullonly:
        pk = [flint_rank_mod_p(store[r, k].astype(np.uint64), P, threads=1)[0] for k in range(3)]
        pp = [flint_rank_mod_p(store[r, [k1, k2]].reshape(2 * X, -1).astype(np.uint64), P, threads=1)[0]
              for k1, k2 in combinations(range(3), 2)]
    cb = corner_bound(R=3, T=8, alpha=tuple(a))
    tot_lb += orbit * full
    tot_ub += orbit * cb
    print(tuple(a), orbit, cb, "|", full, "|", pk, "|", pp, f"({time.time() - t0:.0f}s)", flush=True)
print("sum over all alpha (orbit-weighted): ranks", tot_lb, " Prop.12", tot_ub, flush=True)
