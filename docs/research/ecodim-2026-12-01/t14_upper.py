"""An upper bound on sep(4, M, 3, 14) for every RAC and every M (NOTES.md §5.2), orbit by orbit:
- interior, vertex: Proposition 12's bound (corner_bound);
- (A), (B): 3 min(c_3, fat_point_dimension + c_3 - D) - Theorem F (dim(Y + J_k) = D at full support) with Prop 42;
- (C) flat edges and E edges j >= 2: 3 min(c_2, y + c_2 - D + 3C(s+1,2) + 3C(s-j+1,2)) - Theorem E with Prop 42,
  y = local_jets.jet_dimension (seed 1; the lab's computer-assisted bound on dim Y_alpha), for C y = D - F_0;
- E j = 1: the same, or k45's kernel count 30507 (Proposition 51: an upper bound for every RAC), the smaller;
- N: 3 min(c_3, y + c_3 - D), y = jet_dimension - Theorem F with Prop 42 (no closures).
Compared with Conjecture 49's rank (sep_formula.block_rank), which Proposition 51 gives from below."""
import sys, time
from math import comb
sys.path.insert(0, "/work/main")
from numerics.bounds.depth4 import common_support_count, corner_bound, start_degrees
from proofs.general.depth4 import sep_formula, near_vertex
from proofs.general.depth4.fat_points import fat_point_dimension
from proofs.general.depth4.local_jets import jet_dimension
T = 14
s = T // 2; n1 = start_degrees(depth=4, T=T)[0]; n2 = comb(s + 1, 2)
D = comb(n2 + 2, 2) * comb(s + 2, 2)
c2 = common_support_count(R=3, degrees=(n2, s), k=2); c3 = common_support_count(R=3, degrees=(n2, s), k=3)
K45 = {1: 30507}
tot_ub = tot_conj = 0
for a, k in near_vertex.orbit_representatives(n1=n1):
    a = tuple(sorted(a, reverse=True))
    cls, conj = sep_formula.block_rank(T=T, alpha=a)
    pb = corner_bound(R=3, T=T, alpha=a)
    t0 = time.time()
    if cls in ("interior", "V"):
        ub = pb; how = "Prop 12"
    elif cls in ("A", "B"):
        ub = min(pb, 3 * min(c3, fat_point_dimension(T=T, alpha=a) + c3 - D)); how = "fat + Thm F"
    elif cls == "C":
        ub = min(pb, 3 * min(c2, fat_point_dimension(T=T, alpha=a) + c2 - D + 3 * comb(s + 1, 2))); how = "fat + Thm E"
    elif cls == "E":
        j = a[1]
        y = jet_dimension(T=T, alpha=a)["bound"]
        ub = min(pb, 3 * min(c2, y + c2 - D + 3 * comb(s + 1, 2) + 3 * comb(s - j + 1, 2))); how = f"jets {y} + Thm E"
        if j in K45:
            ub = min(ub, K45[j]); how += ", k45"
    elif cls == "N":
        y = jet_dimension(T=T, alpha=a)["bound"]
        ub = min(pb, 3 * min(c3, y + c3 - D)); how = f"jets {y} + Thm F"
    tot_ub += k * ub; tot_conj += k * conj
    if cls not in ("interior",) and (cls not in ("A",) or ub != conj):
        print(f"{a} x{k} class {cls}: upper {ub} ({how}), Conjecture 49 {conj}, diff {ub - conj}; {time.time()-t0:.1f}s", flush=True)
print(f"T=14: sep <= {tot_ub} (every RAC, every M); Conjecture 49 = Proposition 51's lower bound {tot_conj}; gap {tot_ub - tot_conj}", flush=True)
