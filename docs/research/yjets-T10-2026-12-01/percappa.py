"""Per-kappa comparison for the eight classes: old conditions (yjets.py, = d4r3's jets2 generalised), syzygies
(ysyz.py, edges), new local conditions (yjets_local.py), point value; seeds 1 and 2.  Parses the logs only."""
import ast
import re
from collections import defaultdict

d = defaultdict(dict)
pat = re.compile(r"^(\(\d+, \d+, \d+\)) (\(\d+, \d+, \d+\)) .*upper=(\d+) at_point=(\d+)")
for sd in (1, 2):
    for tag, fn in (("jets", f"jets_s5_seed{sd}.log"), ("local", f"local_s5_seed{sd}.log")):
        for line in open(fn):
            m = pat.match(line)
            if m:
                a, k = ast.literal_eval(m.group(1)), ast.literal_eval(m.group(2))
                d[(a, k)][(tag, sd)] = (int(m.group(3)), int(m.group(4)))
    for line in open(f"syz_s5_seed{sd}.log"):
        m = re.match(r"^(\d) (\(\d+, \d+, \d+\)) syz_rank=\d+ upper=(\d+) at_point=(\d+)", line)
        if m:
            j, k = int(m.group(1)), ast.literal_eval(m.group(2))
            d[((35 - j, j, 0), k)][("syz", sd)] = (int(m.group(3)), int(m.group(4)))
alphas = [(34, 1, 0), (33, 2, 0), (32, 3, 0), (31, 4, 0), (33, 1, 1), (32, 2, 1), (31, 3, 1), (31, 2, 2)]
for a in alphas:
    tot = defaultdict(int)
    for (aa, k), v in sorted(d.items()):
        if aa != a:
            continue
        for sd in (1, 2):
            pts = {v[(t, sd)][1] for t in ("jets", "local", "syz") if (t, sd) in v}
            assert len(pts) == 1, (a, k, v)
        row = {t: v[(t, 1)][0] for t in ("jets", "syz", "local") if (t, 1) in v}
        for t in row:
            assert v[(t, 2)][0] == row[t], (a, k, t, v)
            tot[t] += row[t]
        pt = v[("local", 1)][1]
        tot["point"] += pt
        best_old = min(row["jets"], row.get("syz", 10**9))
        tot["min(jets,syz)"] += best_old
        if row["local"] != row["jets"] or "syz" in row and row["syz"] < row["jets"]:
            print(a, k, row, "point", pt)
    print(a, "TOTALS", dict(tot))
