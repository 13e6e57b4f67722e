"""Reviewer d4r3b: FLINT ranks mod p of the blocks stored by evalq.py; orbit-weighted sum.
usage: python rankq.py STORE_A.npz STORE_B.npz [start] [stop]  (column halves, concatenated)"""
import sys, time
from itertools import permutations
import numpy as np
from flint import nmod_mat
sys.path.insert(0, "/work/main")
from numerics.bounds.depth4 import corner_bound  # allowed: per-block Prop. 12 bound only

d = np.load(sys.argv[1]); e = np.load(sys.argv[2])
alphas, nrep, P = d["alphas"].tolist(), int(d["nrep"]), int(d["P"])
assert e["alphas"].tolist() == alphas and int(e["seed"]) == int(d["seed"])
store = np.concatenate([d["store"], e["store"]], axis=3); del d, e
lo = int(sys.argv[3]) if len(sys.argv) > 3 else 0
hi = int(sys.argv[4]) if len(sys.argv) > 4 else len(alphas)
X, C = store.shape[2], store.shape[3]
t0 = time.time(); tot = 0; totcb = 0
for r in range(lo, hi):
    a = tuple(alphas[r]); orb = len(set(permutations(a)))
    M = store[r].reshape(3 * X, C)
    rk = nmod_mat(3 * X, C, M.astype(np.int64).ravel().tolist(), P).rank()
    cb = corner_bound(R=3, T=8, alpha=a)
    assert C >= cb + 10, (a, cb, C)
    kind = "rep" if r < nrep else "extra"
    if r < nrep:
        tot += orb * rk; totcb += orb * cb
    print(kind, a, "orbit", orb, "bound", cb, "rank", rk, f"({time.time()-t0:.0f}s)", flush=True)
print("partial orbit-weighted sum over reps in range:", tot, "Prop12:", totcb, flush=True)
