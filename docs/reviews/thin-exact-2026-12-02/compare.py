"""helper-134: compare my M2 values (queue2_summary.log, run_n5.log) with helper-133's NOTES.md §2 table. Read-only."""
import json, re
mine = {}
for line in open("queue2_summary.log"):
    js = line.split(" ", 1)[1].split(" | ")[0]
    j = json.loads(js.replace(": .", ": 0."))
    mine[(j["a"], j["b"])] = j["dim_X"]
theirs = {}
for line in open("/work/main/docs/research/thin-exact-2026-12-02/NOTES.md"):
    m = re.match(r"\| \((\d+),(\d+)\) \| \w+ \| [\d—]+ \| \*\*(\d+)\*\* \|", line)
    if m:
        theirs[(int(m[1]), int(m[2]))] = int(m[3])
n_ag = n_dis = 0
for ab in sorted(mine):
    t = theirs.get(ab)
    st = "not in helper-133" if t is None else ("AGREE" if t == mine[ab] else "DISAGREE")
    n_ag += st == "AGREE"; n_dis += st == "DISAGREE"
    print(ab, mine[ab], t, st)
print(f"common boxes {sum(1 for ab in mine if ab in theirs)}: AGREE {n_ag}, DISAGREE {n_dis}; helper-133 only: {sorted(set(theirs)-set(mine))}")
