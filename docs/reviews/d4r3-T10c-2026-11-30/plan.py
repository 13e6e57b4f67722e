"""reviewer d4r3-T10c: enumerate the 76 non-interior S_3-orbits of alpha (|alpha| = 35), check against the lab's
prediction_table.txt (read only), and write the four pass lists (19 orbits each), most informative first."""
import re
from itertools import permutations
blocks = [(a, b, 35 - a - b) for a in range(36) for b in range(36 - a)]
reps = sorted({tuple(sorted(x, reverse=True)) for x in blocks if min(x) < 5}, reverse=True)
nb = sum(1 for x in blocks if min(x) < 5)
orb = {r: len(set(permutations(r))) for r in reps}
print("all blocks", len(blocks), "non-interior blocks", nb, "orbits", len(reps), "sum of orbit sizes", sum(orb.values()))
pred = {}
for line in open("/work/main/docs/research/d4r3-T10c-2026-11-30/prediction_table.txt"):
    m = re.match(r"\((\d+), (\d+), (\d+)\) (\d) (\w) .* Prop12 (\d+) predicted (\w+)", line)
    if m:
        a = tuple(int(m.group(i)) for i in (1, 2, 3))
        pred[a] = (int(m.group(4)), m.group(5), int(m.group(6)), m.group(7))
print("prediction table rows", len(pred), "same set as mine:", set(pred) == set(reps),
      "orbit sizes agree:", all(pred[r][0] == orb[r] for r in reps))
none = [r for r in reps if pred[r][3] == "None"]
p1 = none + [(35, 0, 0), (29, 5, 1), (28, 5, 2), (27, 5, 3), (26, 5, 4), (29, 4, 2), (29, 3, 3), (30, 5, 0), (20, 15, 0)]
rest = [r for r in reps if r not in p1]
restB = [r for r in rest if pred[r][1] == "B"]
restC = [r for r in rest if pred[r][1] == "C"]
restA = [r for r in rest if pred[r][1] == "A"]
order = p1 + restB + restC + restA
assert sorted(order) == sorted(reps) and len(set(order)) == 76
passes = [order[i:i + 19] for i in range(0, 76, 19)]
for i, ps in enumerate(passes, 1):
    s = "/".join("%d,%d,%d" % r for r in ps)
    open(f"alphas_pass{i}.txt", "w").write(s + "\n")
    print(f"pass{i}: {len(ps)} orbits, {sum(orb[r] for r in ps)} blocks: {s}")
