"""Reviewer's block-bound recomputation (yjets-T10 review). Reads t10.log (text), OUTER_RANKS (parsed as text with ast,
not imported) and the reviewer's own dim Y values (rev_s5_seedA.log / rev_all75_seedA.log). Prop. 12's corner_bound
from the lab's numerics.bounds.depth4 (not in proofs/ or docs/research).

usage: python rev_bounds.py [sum_override.log]
"""

import ast
import re
import sys
from itertools import permutations

from numerics.bounds.depth4 import corner_bound

T10 = "/work/main/docs/research/yjets-T10-2026-12-01/t10.log"
NV = "/work/main/proofs/general/depth4/near_vertex.py"

# t10.log rows: alpha orbit corner_bound block_old UB_old {'Y':..., 'J':..., 'sum':...}
rows = {}
old_total = None
for line in open(T10):
    m = re.match(r"^\((\d+), (\d+), (\d+)\) (\d+) (\d+) (\d+) (\d+) (\{.*\})$", line.strip())
    if m:
        a = tuple(int(m.group(i)) for i in (1, 2, 3))
        d = ast.literal_eval(m.group(8))
        rows[a] = dict(orbit=int(m.group(4)), prop12=int(m.group(5)), block=int(m.group(6)), ub=int(m.group(7)), **d)
    m2 = re.match(r"^sum (\d+) prop12 (\d+)", line.strip())
    if m2:
        old_total, prop12_total = int(m2.group(1)), int(m2.group(2))
print("t10.log rows", len(rows), "old total", old_total, "prop12 total", prop12_total)

# OUTER_RANKS by ast
src = open(NV).read()
tree = ast.parse(src)
OUTER = None
for node in tree.body:
    if isinstance(node, ast.AnnAssign) and getattr(node.target, "id", "") == "OUTER_RANKS":
        OUTER = ast.literal_eval(node.value)
print("OUTER_RANKS entries", len(OUTER), "orbit-weighted",
      sum(len(set(permutations(a))) * r for a, r in OUTER.items()))

# my dim Y values (seed 20261201, prime 1000000007)
mine = {}
for fn in ("rev_s5_seedA.log", "rev_all75_seedA.log"):
    try:
        for line in open(fn):
            m = re.match(r"^alpha \((\d+), (\d+), (\d+)\) point (\d+) bound (\d+) equal (\w+)", line)
            if m:
                a = tuple(int(m.group(i)) for i in (1, 2, 3))
                mine[a] = (int(m.group(4)), int(m.group(5)), m.group(6) == "True")
    except FileNotFoundError:
        pass
print("my classes", len(mine))

sums_override = {}
if len(sys.argv) > 1:
    for line in open(sys.argv[1]):
        m = re.match(r"^SUM alpha \((\d+), (\d+), (\d+)\) Y (\d+) sums \((\d+), (\d+), (\d+)\)", line)
        if m:
            a = tuple(int(m.group(i)) for i in (1, 2, 3))
            sums_override[a] = tuple(int(m.group(i)) for i in (5, 6, 7))
    print("sum overrides", sorted(sums_override))

# all 120 orbits
orbits = [(a1, a2, 35 - a1 - a2) for a1 in range(36) for a2 in range(36) if a1 >= a2 >= 35 - a1 - a2 >= 0]
assert len(orbits) == 120
total_old = total_new = 0
lower = 0
gaps = {}
for a in orbits:
    osz = len(set(permutations(a)))
    cb = corner_bound(R=3, T=10, alpha=a)
    if a in rows:
        r = rows[a]
        assert r["orbit"] == osz and r["prop12"] == cb, a
        c = 2550 if a[2] == 0 else 2796
        assert all(j == c for j in r["J"]), a
        sums = sums_override.get(a, r["sum"])
        old_check = min(cb, sum(min(c, r["ub"] + c - sk) for sk in r["sum"]))
        assert old_check == r["block"], (a, old_check, r["block"])
        if a in mine:
            pt, ub, eq = mine[a]
            assert eq, a
            assert pt == r["Y"], (a, pt, r["Y"])  # my point value equals t10.log's Y (its point value)
        else:
            ub = r["ub"]
        new = min(cb, sum(min(c, ub + c - sk) for sk in sums))
        assert new == min(cb, 3 * (ub + c - sums[0])) or len(set(sums)) > 1
        old = r["block"]
    else:
        old = new = cb  # vertex (35,0,0) and interior orbits
    total_old += osz * old
    total_new += osz * new
    if a in OUTER:
        lower += osz * OUTER[a]
        gaps[a] = new - OUTER[a]
        if a in rows and (new != old or new != OUTER[a]):
            print(f"{a} orbit {osz} prop12 {cb} UB_old {rows[a]['ub']} UB_new {ub} sums {sums} block_old {old} "
                  f"block_new {new} rank {OUTER[a]} gap {new - OUTER[a]} orbit-weighted gap {osz * (new - OUTER[a])}")
    else:
        lower += osz * cb  # interior orbits: lower bound = corner bound (as recorded; see report)
print("recomputed old total", total_old, "(t10.log says", old_total, ")")
print("NEW TOTAL", total_new, "saving", total_old - total_new)
print("lower bound (OUTER_RANKS orbit-weighted + interior corner bounds)", lower, "gap", total_new - lower)
print("orbit-weighted gap by orbit:", {a: len(set(permutations(a))) * g for a, g in gaps.items() if g})
print("sum of orbit gaps", sum(len(set(permutations(a))) * g for a, g in gaps.items()))
