"""Item 2: the arithmetic of Proposition 65 at T = 16, recounted over every composition of N_1 = 120.

Imports only the *definitions*: formula_block_rank / formula_sep / orbit_representatives (Conjecture 49's formula),
corner_bound (Prop. 12's per-block bound = Prop. 50's interior value), outer_block_lower_bound (Theorem L) and the
recorded thin-box table of Prop. 64 (GENERAL_DIMS, EXACT_DIMS). The loop, the block->box map, the orbit count and
the totals are my own.
"""
import time
from itertools import permutations
from math import comb

from numerics.bounds.depth4 import corner_bound, start_degrees
from numerics.bounds.depth4_blocks import formula_block_rank, formula_sep, orbit_representatives
from proofs.general.depth4.box_jet import outer_block_lower_bound
from proofs.general.depth4.near_vertex import interior_bound
from proofs.general.depth4.thin import exact_boxes, general_boxes, slice_bound, sep_t16

t0 = time.time()
T, n = 16, 8
N1 = comb(n + 2, 3)
print("N_1 =", N1, " start_degrees:", start_degrees(depth=4, T=T))
EDGE = (N1 - 1, 1, 0)
orbit = sorted(set(permutations(EDGE)))
print("S_3-orbit of", EDGE, ":", orbit, "size", len(orbit))
print("orbit_representatives size for", EDGE, ":", dict(orbit_representatives(n1=N1))[EDGE])

# Prop. 64's table, my own merge: the larger of Prop. 63's exact value and the general point's value, box by box
table = {ab: max(v, general_boxes.GENERAL_DIMS[n].get(ab, 0)) for ab, v in exact_boxes.EXACT_DIMS[n].items()}
assert table == general_boxes.boxes_at(n)
print("GENERAL_DIMS[8][(1,0)] =", general_boxes.GENERAL_DIMS[8][(1, 0)], " EXACT_DIMS[8][(1,0)] =",
      exact_boxes.EXACT_DIMS[8][(1, 0)], " merged =", table[(1, 0)])
print("table keys with a = n+1 =", sorted(k for k in table if k[0] == n + 1))


def my_prop64_bound(alpha):
    """My reading of Prop. 64 on a block outside the interior: max(Theorem L, 3 * the largest recorded box
    (x, y) <= (min(alpha_2, n + 1), alpha_3)); a vertex (alpha_2 = 0) uses no box."""
    _, a2, a3 = sorted(alpha, reverse=True)
    low = outer_block_lower_bound(T=T, alpha=alpha)
    boxes = [3 * v for (x, y), v in table.items() if x <= min(a2, n + 1) and y <= a3]
    return max([low, *boxes])


edge_rank_claimed = 64449
nblocks = 0
tot_formula = tot_64 = tot_65 = tot_interior = 0
n_interior = 0
gaps = {}
per_class = {}
for a2 in range(N1 + 1):
    for a3 in range(N1 + 1 - a2):
        alpha = (N1 - a2 - a3, a2, a3)
        nblocks += 1
        cls, f = formula_block_rank(T=T, alpha=alpha)
        tot_formula += f
        if min(alpha) >= n:  # interior: Prop. 50 gives Prop. 12's bound
            cb = corner_bound(R=3, T=T, alpha=tuple(sorted(alpha, reverse=True)))
            assert cls == "interior" and f == cb, (alpha, cls, f, cb)
            n_interior += 1
            tot_interior += cb
            lo64 = lo65 = cb
        else:
            lo64 = my_prop64_bound(alpha)
            lo65 = max(lo64, edge_rank_claimed) if sorted(alpha) == sorted(EDGE) else lo64
        assert lo64 <= f and lo65 <= f, (alpha, lo64, lo65, f)
        tot_64 += lo64
        tot_65 += lo65
        if f != lo64:
            gaps[alpha] = (cls, f, lo64, f - lo64)
        c = per_class.setdefault(cls, [0, 0, 0])
        c[0] += 1; c[1] += f - lo64; c[2] += f - lo65

print("blocks enumerated:", nblocks, "(C(122,2) =", comb(N1 + 2, 2), ")  interior:", n_interior)
print("interior sum (my loop) =", tot_interior, " interior_bound(T=16) =", interior_bound(T=T))
print("blocks where Prop. 64 is below the formula:")
for a, v in sorted(gaps.items()):
    print("   ", a, v)
print("per class [blocks, formula - Prop64, formula - Prop65]:", dict(sorted(per_class.items())))
print("total formula (my loop)   =", tot_formula, " formula_sep(T=16) =", formula_sep(T=T))
print("total Prop. 64 (my loop)  =", tot_64, " general_boxes.LOWER[16] =", general_boxes.LOWER[16],
      " general_lower_bound =", general_boxes.general_lower_bound(T=T))
print("total Prop. 65 (my loop)  =", tot_65, " sep_t16.sep_lower_bound =", sep_t16.sep_lower_bound(T=T))
print("693136098 + 6 * 18 =", 693136098 + 6 * 18)
for a in orbit:
    print("  block", a, "formula", formula_block_rank(T=T, alpha=a), " Theorem L", outer_block_lower_bound(T=T, alpha=a),
          " slice_bound.block_lower_bound", slice_bound.block_lower_bound(T=T, alpha=a, boxes=table),
          " mine", my_prop64_bound(a))
print("3 x 21477 =", 3 * 21477, " 3 x 21483 =", 3 * 21483)
c = sep_t16.check(part="recorded")
print("sep_t16.check(part='recorded'):", c.passed if hasattr(c, "passed") else c)
print(f"elapsed {time.time() - t0:.1f}s")
