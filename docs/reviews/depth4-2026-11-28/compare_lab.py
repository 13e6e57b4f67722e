"""Compare the reviewer's formulas (mybounds) with the lab's numerics.bounds.depth4 on a grid of shapes."""

import sys

sys.path.insert(0, "/work/main")
from mybounds import depth4, end_ideal, start_ideal

from numerics.bounds.depth4 import depth4_ideal_bound, end_ideal_bound, start_ideal_bound
from numerics.bounds.formulas import depth3_ideal_bound

bad = 0
n = 0
for R in range(1, 5):
    for T in range(2, 15 if R <= 2 else 11, 2):
        if R == 4 and T > 8:
            continue
        mine, lab = depth4(R, T), depth4_ideal_bound(R=R, T=T)
        n += 1
        if mine != lab:
            bad += 1
            print("DEPTH4 MISMATCH", R, T, mine, lab)
        for L in range(2, 7):
            n += 2
            if start_ideal(R, T, L) != start_ideal_bound(R=R, T=T, depth=L):
                bad += 1
                print("START MISMATCH", R, T, L)
            if T >= 2 and end_ideal(R, T, L) != end_ideal_bound(R=R, T=T, depth=L):
                bad += 1
                print("END MISMATCH", R, T, L, end_ideal(R, T, L), end_ideal_bound(R=R, T=T, depth=L))
        if T >= 2:
            n += 1
            if depth3_ideal_bound(R=R, T=T) != start_ideal(R, T, 3):
                bad += 1
                print("D3 MISMATCH", R, T)
# transposition identity start_ideal(L, T=2n) == end_ideal(n, T=2L)
for R in (1, 2, 3):
    for L in range(2, 6):
        for nn in range(2, 6):
            n += 1
            if start_ideal(R, 2 * nn, L) != end_ideal(R, 2 * L, nn):
                bad += 1
                print("TRANSPOSE MISMATCH", R, L, nn)
print(f"{n} comparisons, {bad} mismatches")
