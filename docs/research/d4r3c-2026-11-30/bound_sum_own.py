"""Own sum over the 231 blocks (alpha, |alpha| = 20) of per-block upper bounds and of the reviewed ranks."""
from itertools import permutations, product
UB_edge = {1: 1500, 2: 1896, 3: 2157}
spec_ub = {(14, 3, 3): 2826, (15, 3, 2): 2790, (16, 2, 2): 2754, (16, 3, 1): 2700, (17, 2, 1): 2556, (18, 1, 1): 2232}
spec_rk = {(14, 3, 3): 2826, (15, 3, 2): 2790, (16, 2, 2): 2745, (16, 3, 1): 2691, (17, 2, 1): 2538, (18, 1, 1): 2205}
rk_edge = {1: 1473, 2: 1896, 3: 2157}
def val(a, which):
    a1, a2, a3 = sorted(a, reverse=True)
    if a2 == 0: return 759
    if a3 == 0: return (UB_edge if which == 'ub' else rk_edge).get(a2, 2265)
    if a3 >= 4: return 2844
    if a2 >= 4: return {1: 2709, 2: 2799, 3: 2835}[a3]
    return (spec_ub if which == 'ub' else spec_rk)[(a1, a2, a3)]
blocks = [a for a in product(range(21), repeat=3) if sum(a) == 20]
assert len(blocks) == 231
ub = sum(val(a, 'ub') for a in blocks); rk = sum(val(a, 'rk') for a in blocks)
old = sum({(18,2,0): 2277, (17,3,0): 2274, (17,2,1): 2610, (18,1,1): 2349}.get(tuple(sorted(a, reverse=True)), val(a, 'ub')) for a in blocks)
print(f"blocks {len(blocks)}; sum of upper bounds {ub}; sum of ranks {rk}; gap {ub - rk}; "
      f"with the reviewed fallbacks for the four bounds {old}")
