"""Proposition 35's flat-edge bound at every T, by hand (NOTES.md §4.2):
rank Q_alpha <= 3 (c_2 - 3C(s+3,4) + 3C(s+1,2)) on every flat edge block, every RAC, and
sep(4, M, 3, T) <= depth4_ideal_bound(3, T) - 3 sum_(j = s..N_1 - s) max(0, corner_bound - that)."""
import sys, time
from math import comb
sys.path.insert(0, "/work/main")
from numerics.bounds.depth4 import common_support_count, corner_bound, depth4_ideal_bound, start_degrees
from proofs.general.depth4 import sep_formula
Ts = [int(x) for x in sys.argv[1:]]
for T in Ts:
    t0 = time.time()
    s = T // 2; n1 = start_degrees(depth=4, T=T)[0]; n2 = comb(s + 1, 2)
    c2 = common_support_count(R=3, degrees=(n2, s), k=2)
    flat = 3 * (c2 - 3 * comb(s + 3, 4) + 3 * comb(s + 1, 2))
    bounds = {corner_bound(R=3, T=T, alpha=(n1 - j, j, 0)) for j in range(s, n1 - s + 1)}
    saving = sum(max(corner_bound(R=3, T=T, alpha=(n1 - j, j, 0)) - flat, 0) for j in range(s, n1 - s + 1))
    ub = depth4_ideal_bound(R=3, T=T) - 3 * saving
    conj = sep_formula.sep_formula(T=T) if T <= 20 else None
    print(f"T={T}: flat block bound {flat} (Prop 12's flat bounds {sorted(bounds)}, 3c_2 = {3*c2}); "
          f"{3*(n1-2*s+1)} flat blocks; sep <= {ub} (Prop 12: {depth4_ideal_bound(R=3, T=T)}); Conjecture 49: {conj}; {time.time()-t0:.1f}s", flush=True)
