"""Edge behaviours of absorb / is_rref / next_degree's guard (not correctness failures on valid input)."""
import sys
import numpy as np
sys.path.insert(0, "/work/main/docs/research/thin-NEC-scoping-2026-12-05")
import common
P = common.P
Rn = np.array([[1, 0, 5], [0, 1, 7]], np.int64)          # int64 rref (e.g. tri.basis output)
out = common.absorb(Rn, np.zeros((0, 3), np.uint64))
print("k=0, int64 Rn: returned dtype", out.dtype, "same object:", out is Rn)
out = common.absorb(Rn, np.array([[0, 0, 3]], np.uint64))
print("k=1, int64 Rn: returned dtype", out.dtype)
try:
    print("is_rref with a zero row:", common.is_rref(np.array([[1, 0], [0, 0]], np.uint64)))
except Exception as e:
    print("is_rref with a zero row raises", repr(e))
bad = np.array([[P + 3, 0, 0]], np.uint64)                # entry >= P (contract says [0, P))
print("absorb(empty, [[P+3,0,0]]):", common.absorb(np.zeros((0, 3), np.uint64), bad))
print("absorb(Rn, [[P+3,0,0]]) :", common.absorb(Rn.astype(np.uint64), bad).tolist())
neg = np.array([[-1, 0, 0]])                              # negative int64 -> wraps to 2^64-1 in uint64
try:
    print("absorb(Rn, [[-1,0,0]]) :", common.absorb(Rn.astype(np.uint64), neg).tolist())
except Exception as e:
    print("absorb(Rn, [[-1,0,0]]) raises", repr(e))
