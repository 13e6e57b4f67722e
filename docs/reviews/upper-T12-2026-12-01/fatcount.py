"""helper-100: Conjecture 41 (A), (B) at T = 12 from the fat-point count (the fatpoints-T10 reviewer's UB formula,
copied) and the filled span dim(Y + J_k) = D: block bound 3 * min(c3, UB + c3 - D) vs the rule and Prop. 12."""
import sys
from itertools import product
from math import comb
sys.path.insert(0, "/work/main")
from numerics.bounds.depth4 import corner_bound
T = 12; s = T // 2; N1, N2 = comb(s + 2, 3), comb(s + 1, 2)
KAP = [e for e in product(range(s + 1), repeat=3) if sum(e) == s]
D = len(KAP) * comb(N2 + 2, 2)
c3 = 3 * comb(N2 + 1, 2) * comb(s + 1, 2) - 3 * comb(N2, 2) * comb(s, 2) + comb(N2 - 1, 2) * comb(s - 1, 2)
def UB(alpha):
    a1, a2, a3 = alpha
    tot = 0
    for kp in KAP:
        g = [max(kp[i] - a2 - a3, 0) for i in range(3)]
        deg = N2 - sum(g); conds = summ = 0
        for i in range(3):
            for al in (a2, a3):
                m = max(kp[i] - al, 0) - g[i]; conds += comb(m + 1, 2); summ += m
        assert deg >= summ - 1
        tot += comb(deg + 2, 2) - conds
    return tot
bad = 0; n = 0
for a2 in range(1, N1):
    for a3 in range(1, a2 + 1):
        a1 = N1 - a2 - a3
        if a1 < a2 or a3 >= s: continue
        if a2 >= s: rule = corner_bound(R=3, T=T, alpha=(a1, a2, a3)) - 9 * comb(s - a3 + 3, 4); case = "A"
        elif a2 + a3 >= s + 1: rule = corner_bound(R=3, T=T, alpha=(a1, a2, a3)) - 9 * comb(s - a2 + 3, 4) - 9 * comb(s - a3 + 3, 4); case = "B"
        else: continue
        ub = UB((a1, a2, a3)); b = 3 * min(c3, ub + c3 - D); n += 1
        if b != rule: bad += 1; print("MISMATCH", (a1, a2, a3), case, ub, b, rule)
        if (a2, a3) in [(6, 1), (7, 1), (6, 5), (5, 2), (4, 3), (5, 5), (5, 4)]:
            print((a1, a2, a3), case, "UB(dim Y)", ub, "block bound", b, "rule", rule)
print(f"D={D} c3={c3}; (A)/(B) orbits checked: {n}, mismatches: {bad}")
