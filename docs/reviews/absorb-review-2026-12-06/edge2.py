"""Out-of-contract entries with a nonempty Rn (reduction on BLAS first)."""
import sys
import numpy as np
sys.path.insert(0, "/work/main/docs/research/thin-NEC-scoping-2026-12-05")
import common
P = common.P
Rn = np.array([[1, 0, 5], [0, 1, 7]], np.uint64)
print("absorb(Rn, [[P+3,0,0]]) :", common.absorb(Rn, np.array([[P + 3, 0, 0]], np.uint64)).tolist(), "(correct: [3,0,0] is not in span(Rn), so the rref is I_3)")
print("absorb(Rn, [[-1,0,0]]) :", common.absorb(Rn, np.array([[-1, 0, 0]])).tolist(), "(wrong: not an rref; -1 wraps to 2^64-1 in uint64)")
