"""helper-100: orbit-weighted sum of the claimed per-block bounds at T = 12 (Prop. 12's bound from the lab's
numerics.bounds.depth4.corner_bound; everything else from the theory doc's numbers), and the identities behind them."""
import sys
from math import comb
sys.path.insert(0, "/work/main")
from numerics.bounds.depth4 import corner_bound, depth4_ideal_bound
T, s = 12, 6; N1, N2 = comb(s + 2, 3), comb(s + 1, 2)
NEAR = {(55,1,0):13014,(54,2,0):15192,(54,1,1):16464,(53,3,0):16785,(53,2,1):18237,(52,4,0):17874,(52,3,1):19425,
        (52,2,2):19560,(51,5,0):18486,(51,4,1):20091,(51,3,2):20316,(50,5,1):20361,(50,4,2):20640,(50,3,3):20730}
orbits = [(a1, a2, N1 - a1 - a2) for a1 in range(N1, -1, -1) for a2 in range(a1, -1, -1) if a2 >= N1 - a1 - a2 >= 0]
osz = lambda a: 6 if len(set(a)) == 3 else (3 if len(set(a)) == 2 else 1)
print("orbits", len(orbits), "blocks", sum(osz(a) for a in orbits))
tot = p12tot = 0; cnt = {}
for a in orbits:
    p12 = corner_bound(R=3, T=T, alpha=a); p12tot += osz(a) * p12
    a1, a2, a3 = a
    if a in NEAR: b, c = NEAR[a], "near"
    elif a2 == 0: b, c = p12, "V"
    elif a3 >= s: b, c = p12, "int"; assert p12 == 21009
    elif a3 == 0: b, c = 18711, "C"
    elif a2 >= s: b, c = p12 - 9 * comb(s - a3 + 3, 4), "A"
    else:
        assert a2 + a3 >= s + 1, a
        b, c = p12 - 9 * comb(s - a2 + 3, 4) - 9 * comb(s - a3 + 3, 4), "B"
    assert b <= p12
    cnt[c] = cnt.get(c, 0) + osz(a); tot += osz(a) * b
print("blocks per kind", cnt)
print("sum of claimed bounds", tot, "claimed 34024941", tot == 34024941, "; Prop 12 sum", p12tot, depth4_ideal_bound(R=3, T=T))
# near-vertex classes: y_bound - 81 - 3(m+1)
Y = {(1,1):5584,(2,1):6172,(3,1):6565,(2,2):6610,(4,1):6784,(3,2):6859,(5,1):6871,(4,2):6964,(3,3):6994}
c3 = comb(N2+2,2)*comb(s+2,2) - comb(N2+1,2)*comb(s+1,2) + 3*comb(N2+1,2)*comb(s+1,2) - 3*comb(N2+1,2)*comb(s+1,2)  # placeholder
D = comb(N2 + 2, 2) * comb(s + 2, 2)
c3 = 3 * comb(N2 + 1, 2) * comb(s + 1, 2) - 3 * comb(N2, 2) * comb(s, 2) + comb(N2 - 1, 2) * comb(s - 1, 2)
c2 = 2 * comb(N2 + 1, 2) * comb(s + 1, 2) - comb(N2, 2) * comb(s, 2)
print("D", D, "c3", c3, "c2", c2, "c3 - D", c3 - D)
for (x2, x3), y in Y.items():
    m = s - x2 - x3; a = (N1 - x2 - x3, x2, x3)
    print(a, "m", m, "3*(y + c3 - 3(m+1) - D) =", 3 * (y + c3 - 3 * (m + 1) - D), "claimed", NEAR[a], "P12", corner_bound(R=3, T=T, alpha=a))
for a in [(54,2,0),(53,3,0),(52,4,0),(51,5,0)]:
    print(a, "claimed per coordinate", NEAR[a] / 3, "P12", corner_bound(R=3, T=T, alpha=a))
print("lower side: 34024833 + 6*18 =", 34024833 + 6 * 18, "; (55,1,0) bound by kernel: 2*8388 - 3762 =", 2 * 8388 - 3762)
