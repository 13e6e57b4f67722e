"""Reviewer d4r3-T10b: bookkeeping for the interior blocks (every alpha_i >= s = 5, |alpha| = N_1 = 35), R = 3, T = 10.
Own enumeration; numerics.bounds.depth4.corner_bound used only for Prop. 12's per-block bound."""
import sys
from itertools import permutations
from math import comb
sys.path.insert(0, "/work/main")
from numerics.bounds.depth4 import corner_bound

N1, s = comb(7, 3), 5
interior = [(a, b, N1 - a - b) for a in range(N1 + 1) for b in range(N1 + 1 - a) if min(a, b, N1 - a - b) >= s]
print("N1 =", N1, "; interior blocks (own enumeration):", len(interior), "; C(35-15+2,2) =", comb(35 - 15 + 2, 2))
cbs = {a: corner_bound(R=3, T=10, alpha=a) for a in interior}
print("corner_bound over the interior: min", min(cbs.values()), "max", max(cbs.values()),
      "; all == 8388:", all(v == 8388 for v in cbs.values()))
orbits = {}
for a in interior:
    orbits.setdefault(tuple(sorted(a, reverse=True)), set()).add(a)
print("interior orbits:", len(orbits), "; sizes:", {k: sum(1 for v in orbits.values() if len(v) == k) for k in (1, 3, 6)},
      "; sum of sizes", sum(len(v) for v in orbits.values()))
batch1 = [(13,12,10),(14,12,9),(15,11,9),(15,13,7),(16,10,9),(16,12,7),(16,14,5),(17,11,7),(18,9,8),(18,12,5),
          (19,10,6),(20,9,6),(22,8,5),(24,6,5)]
batch2 = [tuple(int(v) for v in x.split(",")) for f in ("alphas_pass1.txt", "alphas_pass2.txt")
          for x in open(f).read().strip().split("/")]
prediction6 = "(14,11,10) (14,13,8) (15,12,8) (15,14,6) (16,11,8) (16,13,6) (17,10,8) (17,12,6) (17,13,5) (18,10,7) (18,11,6) (19,9,7) (19,11,5) (20,8,7) (20,10,5) (21,8,6) (21,9,5) (22,7,6) (23,7,5)"
prediction3 = "(12,12,11) (13,11,11) (13,13,9) (14,14,7) (15,10,10) (15,15,5) (17,9,9) (19,8,8) (21,7,7) (23,6,6) (25,5,5)"
pred = [tuple(int(v) for v in x.strip("()").split(",")) for x in (prediction6 + " " + prediction3).split()]
print("batch 2 (my pass lists) == brief/PREDICTION list as sets:", set(batch2) == set(pred), len(batch2), len(set(batch2)))
print("batch 2: every alpha sums to 35 and all >= 5:", all(sum(a) == 35 and min(a) >= 5 for a in batch2))
k1 = {tuple(sorted(a, reverse=True)) for a in batch1}
k2 = {tuple(sorted(a, reverse=True)) for a in batch2}
print("batch1 orbits", len(k1), "batch2 orbits", len(k2), "disjoint:", not (k1 & k2),
      "union == all interior orbits:", (k1 | k2) == set(orbits))
w1 = sum(len(orbits[k]) for k in k1); w2 = sum(len(orbits[k]) for k in k2)
print("orbit-weighted block counts: batch1", w1, "batch2", w2, "total", w1 + w2)
print("batch2 orbit sizes in pass order:", [len(orbits[tuple(sorted(a, reverse=True))]) for a in batch2])
print("sum of corner_bound over interior:", sum(cbs.values()), "; (84+147)*8388 =", (84 + 147) * 8388,
      "; 147*8388 =", 147 * 8388)
