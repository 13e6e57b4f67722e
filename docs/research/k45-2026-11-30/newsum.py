"""Sum over the 231 blocks at T = 8 (|alpha| = 20) of the per-block upper bounds, before/after (19,1,0) -> 1473.
Table of per-block values copied from docs/research/d4r3c-2026-11-30/bound_sum_own.py (reviewed numbers)."""
from itertools import product
spec_ub = {(14, 3, 3): 2826, (15, 3, 2): 2790, (16, 2, 2): 2754, (16, 3, 1): 2700, (17, 2, 1): 2556, (18, 1, 1): 2232}
spec_rk = {(14, 3, 3): 2826, (15, 3, 2): 2790, (16, 2, 2): 2745, (16, 3, 1): 2691, (17, 2, 1): 2538, (18, 1, 1): 2205}
def val(a, edge, spec):
    a1, a2, a3 = sorted(a, reverse=True)
    if a2 == 0: return 759
    if a3 == 0: return edge.get(a2, 2265)
    if a3 >= 4: return 2844
    if a2 >= 4: return {1: 2709, 2: 2799, 3: 2835}[a3]
    return spec[(a1, a2, a3)]
blocks = [a for a in product(range(21), repeat=3) if sum(a) == 20]
n1910 = sum(1 for a in blocks if sorted(a, reverse=True) == [19, 1, 0])
old = sum(val(a, {1: 1500, 2: 1896, 3: 2157}, spec_ub) for a in blocks)
new = sum(val(a, {1: 1473, 2: 1896, 3: 2157}, spec_ub) for a in blocks)
rk = sum(val(a, {1: 1473, 2: 1896, 3: 2157}, spec_rk) for a in blocks)
print(f"blocks {len(blocks)}, of class (19,1,0): {n1910}; upper sum old {old}, new {new}; ranks {rk}; gap old {old-rk}, new {new-rk}")
n1811 = sum(1 for a in blocks if sorted(a, reverse=True) == [18, 1, 1])
spec2 = dict(spec_ub); spec2[(18, 1, 1)] = 2205
new2 = sum(val(a, {1: 1473, 2: 1896, 3: 2157}, spec2) for a in blocks)
print(f"with (18,1,1) -> 2205 as well ({n1811} blocks): upper sum {new2}; gap {new2 - rk}")
