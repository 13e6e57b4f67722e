"""Compare yjets_local.py's bound on all 75 non-vertex outer classes (local_all_seed{1,2}.log) with t10.log's proved
fat-point UB and point value Y.  Parses logs only."""
import ast
import re

t10 = {}
for line in open("t10.log"):
    m = re.match(r"^(\(\d+, \d+, \d+\)) \d+ \d+ \d+ (\d+) (\{.*\})$", line.strip())
    if m:
        t10[ast.literal_eval(m.group(1))] = (int(m.group(2)), ast.literal_eval(m.group(3))["Y"])
for sd in (1, 2):
    got = {}
    for line in open(f"local_all_seed{sd}.log"):
        m = re.match(r"^alpha=(\(.*\)): dim Y_alpha <= (\d+) .* at the point (\d+)", line)
        if m:
            got[ast.literal_eval(m.group(1))] = (int(m.group(2)), int(m.group(3)))
    assert set(got) == set(t10), (len(got), len(t10))
    eq = [a for a in got if got[a][0] == got[a][1] == t10[a][1]]
    better = [a for a in got if got[a][0] < t10[a][0]]
    print(f"seed {sd}: {len(got)} classes; local bound == point value == t10 Y in {len(eq)};"
          f" strictly below the fat-point UB in {len(better)}: {sorted(better, reverse=True)}")
    for a in sorted(got, reverse=True):
        if a not in eq:
            print("  NOT EXACT", a, got[a], t10[a])
