"""Sum of the per-block bounds for sep(4, M >= 3, 3, 8): lower (ranks_s1.log) and proved upper bounds.

Per-k upper bounds (each = UB(dim Y-superset) + dim J (<= c_k) - dim(Y + J) at the point, yalpha_s1.log / syz_s1.log):
  edges (20 - j, j, 0):  j = 1: 612 + 830 - 942 = 500;  j = 2: 753 + 830 - 951 = 632;  j = 3: 846 + 830 - 957 = 719;
                         flat j >= 4: 885 + 830 - 960 = 755 (Prop. 35).
  full support: fat count (and, for two entries < 4, divisibility by n_i1^((kappa_i - a2 - a3)^+)) + 948 - 990.
The block bound is min(Prop. 12's corner_bound, 3 x per-k bound); vertices keep Prop. 12 (759, attained).
"""
import re
import sys
from math import comb
from itertools import product

sys.path.insert(0, "/work/main")
from numerics.bounds.depth4 import corner_bound  # noqa: E402

S, N2 = 4, 10
kap = [e for e in product(range(S + 1), repeat=3) if sum(e) == S]


def full_support_Y_bound(alpha):
    """Upper bound on dim Y_alpha for alpha sorted decreasing with alpha_1 >= 4 (proved: divisibility + fat points)."""
    a1, a2, a3 = alpha
    tot = 0
    for kp in kap:
        g = [max(kp[i] - a2 - a3, 0) for i in range(3)]  # power of n_i1 dividing every generator
        degq = N2 - sum(g)
        cond = 0
        summ = 0
        for i in range(3):
            for al in (a2, a3):
                m = max(kp[i] - al, 0) - g[i]
                cond += comb(m + 1, 2)
                summ += m
        assert degq >= summ - 1  # fat-point lemma applies
        tot += comb(degq + 2, 2) - cond
    return tot


# dim Y_alpha upper bounds from jets2.py (conditions), where sharper than the fat/divisibility count
JETS = {(18, 1, 1): 786, (17, 2, 1): 894}
edge_k = {0: None, 1: 500, 2: 632, 3: 719}  # 612/753/846 + 830 - 942/951/957 (syz.py, jets.py)
obs = {}
for line in open(sys.argv[1] if len(sys.argv) > 1 else "ranks_s1.log"):
    m = re.match(r"\((\d+), (\d+), (\d+)\) (\d+) (\d+) \| (\d+) \|", line)
    if m:
        a = tuple(int(m.group(i)) for i in (1, 2, 3))
        obs[a] = (int(m.group(4)), int(m.group(5)), int(m.group(6)))
LB = UB = P12 = 0
print("alpha orbit | lower(rank) | Prop12 | new upper | status")
for a, (orb, p12, rk) in sorted(obs.items(), key=lambda x: (-x[0][0], x[0])):
    if a[2] == 0 and a[1] == 0:
        ub = p12
    elif a[2] == 0:
        j = min(a[1], a[0])
        ub = 3 * (edge_k[j] if j < 4 else 755)
    else:
        ub = 3 * (min(full_support_Y_bound(a), JETS.get(a, 10**9)) + 948 - 990)
    ub = min(ub, p12)
    LB += orb * rk
    UB += orb * ub
    P12 += orb * p12
    print(a, orb, "|", rk, "|", p12, "|", ub, "|", "meet" if ub == rk else f"gap {ub - rk}")
print(f"sum: lower {LB}  upper {UB}  Prop.12 {P12}  (Prop. 35: 614646)")
