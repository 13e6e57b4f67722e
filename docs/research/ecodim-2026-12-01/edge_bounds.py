"""sep(4, M, 3, T) upper bounds from the edges alone (NOTES.md §4.2): Proposition 12's bound, less, on every edge
block (N_1 - j, j, 0) (6 blocks per j < s, 3(N_1 - 2s + 1) flat ones), the saving of Proposition 42's bound made a
proof by Theorem E:  3 min(c_2, y + c_2 - D + 3C(s+1,2) + 3C(s-j+1,2)),  with y = fat_points.fat_point_dimension (the
divisibility + fat-point bound on dim Y_alpha, proved at every s: Proposition 42 step 2) - every RAC, every M."""
import sys, time
from math import comb
sys.path.insert(0, "/work/main")
from numerics.bounds.depth4 import common_support_count, corner_bound, depth4_ideal_bound, start_degrees
from proofs.general.depth4.fat_points import fat_point_dimension
for T in [int(x) for x in sys.argv[1:]]:
    t0 = time.time()
    s = T // 2; n1 = start_degrees(depth=4, T=T)[0]; n2 = comb(s + 1, 2)
    D = comb(n2 + 2, 2) * comb(s + 2, 2); c2 = common_support_count(R=3, degrees=(n2, s), k=2)
    saving, per = 0, []
    for j in range(1, n1 - s + 1):
        if j > n1 - j:
            break
        a = (n1 - j, j, 0)
        jj = min(j, s)
        y = fat_point_dimension(T=T, alpha=a)
        ub = min(corner_bound(R=3, T=T, alpha=a), 3 * min(c2, y + c2 - D + 3 * comb(s + 1, 2) + 3 * comb(s - jj + 1, 2)))
        mult = 3 if j == n1 - j else 6
        saving += mult * (corner_bound(R=3, T=T, alpha=a) - ub)
        if j <= s:
            per.append((j, ub, corner_bound(R=3, T=T, alpha=a)))
    print(f"T={T}: sep <= {depth4_ideal_bound(R=3, T=T) - saving} (Prop 12: {depth4_ideal_bound(R=3, T=T)}); edge bounds j=1..s (bound, Prop 12): {per}; {time.time()-t0:.1f}s", flush=True)
