# reviewer k189: class membership and the sum, own code
import itertools
comps = [a for a in itertools.product(range(21), repeat=3) if sum(a) == 20]
print("compositions of 20 into 3 parts:", len(comps))
for cls, old, new in [((17, 2, 1), 2556, 2538), ((16, 2, 2), 2754, 2745), ((16, 3, 1), 2700, 2691)]:
    mem = sorted(a for a in comps if sorted(a, reverse=True) == list(cls))
    print(cls, "blocks:", len(mem), mem, "old", old, "=3x", old // 3, "new", new, "=3x", new // 3,
          "decrease per block", old - new, "total", len(mem) * (old - new))
print("old per-k = a + 948 - 990:", 960 + 948 - 990, 942 + 948 - 990, 894 + 948 - 990)
print("new per-k = a + (948 - n) - 990:", 960 + 945 - 990, 942 + 945 - 990, 894 + 942 - 990)
tot = 598320 - 6 * 18 - 3 * 9 - 6 * 9
print("598320 - 6*18 - 3*9 - 6*9 =", tot, "; equals 598131:", tot == 598131)
