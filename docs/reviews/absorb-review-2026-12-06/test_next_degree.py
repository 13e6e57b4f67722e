"""Item 4: common.next_degree on the real n = 5 model (tri.Tri(5, seed=1), start R = T.Gab(a, b), as ntop.py and
absorb_check.py do) against own rref (python-flint nmod_mat.rref; plain numpy Gauss in the first two degrees) of the
stacked x R, t R, z R built with an own column map (monomial x^(D-g-h) t^g z^h ordered by g then h, times nc c-columns).
usage: test_next_degree.py n Dmax a,b [a,b ...]"""
import os
import sys
import time

import numpy as np
import flint

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
sys.path.insert(0, "/work/main/docs/research/thin-NEC-scoping-2026-12-05")
from ref import P, rref_np, my_is_rref  # noqa: E402
import common  # noqa: E402

n, Dmax = int(sys.argv[1]), int(sys.argv[2])
T = common.Tri(n, seed=1)
nc = T.nc


def idx(D):
    return {gh: i for i, gh in enumerate((g, h) for g in range(D + 1) for h in range(D + 1 - g))}


def own_mul(R, D, dg, dh):
    """R in degree D times x (0,0), t (1,0) or z (0,1): columns of block (g, h) move to block (g + dg, h + dh)."""
    i1, i2 = idx(D), idx(D + 1)
    out = np.zeros((R.shape[0], len(i2) * nc), np.int64)
    for (g, h), j in i1.items():
        j2 = i2[(g + dg, h + dh)]
        out[:, j2 * nc:(j2 + 1) * nc] = R[:, j * nc:(j + 1) * nc]
    return out


def rref_fl(A):
    A = np.asarray(A, np.int64) % P
    M = flint.nmod_mat(A.shape[0], A.shape[1], [int(v) for v in A.ravel()], P)
    R, r = M.rref()
    return np.array(R.entries(), dtype=np.int64).reshape(A.shape)[:r].astype(np.uint64)


t0 = time.time()
ncase = nbad = 0
for ab in sys.argv[3:]:
    a, b = (int(v) for v in ab.split(","))
    R0 = np.ascontiguousarray(T.Gab(a, b) % P, dtype=np.uint64)
    R_own = rref_fl(R0)
    R_lab = R0
    for D in range(n + 2, Dmax + 1):
        stack = np.concatenate([own_mul(R_own.astype(np.int64), D - 1, dg, dh) for dg, dh in ((0, 0), (1, 0), (0, 1))])
        ref = rref_fl(stack)
        if D <= n + 3:
            ref2 = rref_np(stack)
            assert np.array_equal(ref, ref2), "own references disagree"
        new = common.next_degree(T, R_own, D)  # same input as the reference
        chain = common.next_degree(T, R_lab, D)  # lab's own chain (its output fed back)
        # non-rref input of the same row space: rows reversed, scaled by 3, plus a duplicate row
        messy = np.concatenate([(R_own[::-1].astype(np.int64) * 3 % P), R_own[:1].astype(np.int64)]).astype(np.uint64)
        if messy.shape[0] and not common.is_rref(messy):
            new_messy = common.next_degree(T, messy, D)
            ok_m = np.array_equal(new_messy, ref)
        else:
            ok_m = True
        ok = (new.shape == ref.shape and new.dtype == np.uint64 and np.array_equal(new, ref) and my_is_rref(new))
        ok_c = chain.shape == ref.shape and np.array_equal(chain, ref)
        ncase += 3
        nbad += (not ok) + (not ok_c) + (not ok_m)
        print(f"n={n} ({a},{b}) D={D}: stack {stack.shape}, rank {ref.shape[0]}; next_degree equal: {ok}; chain equal: "
              f"{ok_c}; non-rref input equal: {ok_m}  [{time.time() - t0:.1f}s]", flush=True)
        R_own, R_lab = ref, chain
print(f"next_degree: {ncase} comparisons, {nbad} differ  [{time.time() - t0:.1f}s]")
