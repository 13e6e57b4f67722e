"""Block bounds 3 x (UB + c - sum) with the new UB(dim Y_alpha) from local_s5_seed{1,2}.log, the 'sum' ranks from
t10.log (seed 1) and sumranks_seed2.log (seed 2; the smaller is used), against near_vertex.OUTER_RANKS; new total.
usage: python bounds.py"""
import ast
import re
import sys

sys.path.insert(0, "/work/main")
from proofs.general.depth4.near_vertex import OUTER_RANKS, PARTIAL  # noqa: E402

t10 = {}
for line in open("t10.log"):
    m = re.match(r"^\((\d+), (\d+), (\d+)\) (\d+) (\d+) (\d+) (\d+) (\{.*\})$", line.strip())
    if m:
        a = tuple(int(m.group(i)) for i in (1, 2, 3))
        t10[a] = dict(orb=int(m.group(4)), prop12=int(m.group(5)), block=int(m.group(6)), ub=int(m.group(7)),
                      r=ast.literal_eval(m.group(8)))
    m = re.match(r"^sum (\d+)", line)
    if m:
        old_sum = int(m.group(1))
s2 = {}
try:
    for line in open("sumranks_seed2.log"):
        m = re.match(r"^(\(\d+, \d+, \d+\)) (\{.*\})$", line.strip())
        if m:
            s2[ast.literal_eval(m.group(1))] = ast.literal_eval(m.group(2))
except FileNotFoundError:
    pass
new_ub = {}
for sd in (1, 2):
    for line in open(f"local_s5_seed{sd}.log"):
        m = re.match(r"^alpha=(\(.*\)): dim Y_alpha <= (\d+) .* at the point (\d+)", line)
        if m:
            a = ast.literal_eval(m.group(1))
            new_ub.setdefault(a, []).append((int(m.group(2)), int(m.group(3))))
print("old sum (t10.log)", old_sum)
saving = 0
rows = []
for a, d in t10.items():
    c = 2550 if 0 in a else 2796
    sums = list(d["r"]["sum"])
    if a in s2:
        assert s2[a]["Y"] == d["r"]["Y"], (a, s2[a], d)
        sums = [min(x, y) for x, y in zip(sums, s2[a]["sum"])]
    old_block = min(d["prop12"], sum(min(c, d["ub"] + c - r) for r in d["r"]["sum"]))
    assert old_block == d["block"], (a, old_block, d["block"])
    ub = d["ub"]
    if a in new_ub:
        ub = min(ub, max(u for u, _ in new_ub[a]))  # both seeds give a proof; they agree
        assert all(u == new_ub[a][0][0] for u, _ in new_ub[a])
        assert all(pt == d["r"]["Y"] for _, pt in new_ub[a])
    blk = min(d["prop12"], sum(min(c, ub + c - r) for r in sums))
    rk = OUTER_RANKS[a]
    saving += d["orb"] * (d["block"] - blk)
    if a in new_ub or blk != rk:
        rows.append((a, d["orb"], d["ub"], ub, d["r"]["Y"], tuple(sums), d["block"], blk, rk, blk - rk))
print("alpha orbit UB_old UB_new Y_point sum(k) block_old block_new rank gap")
for r in rows:
    print(*r, "CLOSED" if r[-1] == 0 else f"gap {r[-1]} per block, {r[-1] * r[1]} per orbit")
print("saving", saving, "new sum", old_sum - saving, "lower bound", 5359824, "gap", old_sum - saving - 5359824)
print("remaining gap by orbits:", sum(r[1] * r[-1] for r in rows))
