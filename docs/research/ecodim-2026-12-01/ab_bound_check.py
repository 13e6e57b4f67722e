"""Is Proposition 12's bound 3 c_3 on every (A) and (B) block (so that min(Prop 12, 3(c_3 - F)) is Conjecture 41's
rule)?  Every orbit outside the interior with full support and alpha_2 + alpha_3 >= s + 1, T = 8..24."""
import sys
from math import comb
sys.path.insert(0, "/work/main")
from numerics.bounds.depth4 import common_support_count, corner_bound, start_degrees
from proofs.general.depth4 import near_vertex
for T in range(8, 26, 2):
    s = T // 2; n1 = start_degrees(depth=4, T=T)[0]; n2 = comb(s + 1, 2)
    c3 = common_support_count(R=3, degrees=(n2, s), k=3)
    bad, cnt = [], 0
    for a, k in near_vertex.orbit_representatives(n1=n1):
        a1, a2, a3 = sorted(a, reverse=True)
        if a3 >= 1 and a3 < s and (a2 >= s or a2 + a3 >= s + 1):
            cnt += 1
            if corner_bound(R=3, T=T, alpha=(a1, a2, a3)) != 3 * c3:
                bad.append((a1, a2, a3))
    print(f"T={T}: (A)/(B) orbits {cnt}, Prop 12 bound != 3c_3 on {len(bad)} {bad[:5]}", flush=True)
