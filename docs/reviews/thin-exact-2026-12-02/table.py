"""helper-134: per-box table from queue_summary.log against thin-deg NOTES §1 (bound p2lo, formula/3). Read-only."""
import json, re
rows = {}
for line in open("/work/main/docs/research/thin-deg-2026-12-02/NOTES.md"):
    m = re.match(r"\| \((\d),(\d)\)(?: \*\*new\*\*)? \| (\d+) \| (\d+) \((\w)\) \|", line)
    if m:
        rows[(int(m[1]), int(m[2]))] = (int(m[3]), int(m[4]), m[5])
assert len(rows) == 43, len(rows)
h133 = {}
for line in open("compare_helper133.log"):
    m = re.match(r"\((\d+), (\d+)\) (\d+) (\S+) (\w+)", line)
    if m:
        h133[(int(m[1]), int(m[2]))] = (m[4], m[5])
res = {}
for line in open("queue2_summary.log"):
    ab, rest = line.split(" ", 1)
    js, wall, mem = rest.split(" | ")[:3]
    if not js.strip().startswith("{"):
        continue
    j = json.loads(js.replace(": .", ": 0."))
    res[(j["a"], j["b"])] = (j, wall.strip(), mem.strip())
print("| (a,b) | class | dim X (M2, exact at the point mod p) | deg. bound | formula/3 | X - bound | formula/3 - X | rank G_(a,b) | GB size | cpu s | wall | peak RSS | check | helper-133 (Singular) |")
print("| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |")
order = list(res)
for ab in order:
    j, wall, mem = res[ab]
    if ab in rows:
        bd, f3, cl = rows[ab]
        ok = "ok" if bd <= j["dim_X"] <= f3 else "**OUT OF RANGE**"
        print(f"| {ab} | {cl} | {j['dim_X']} | {bd} | {f3} | {j['dim_X']-bd} | {f3-j['dim_X']} | {j['rank_G_ab']} | {j['gb_size']} | {j['cpu_s']:.0f} | {wall} | {int(mem.split()[0])/1e6:.2f} GB | {ok} | {' '.join(h133.get(ab, ('—', '')))} |")
    else:
        print(f"| {ab} | (a >= 9) | {j['dim_X']} | — | — | — | — | {j['rank_G_ab']} | {j['gb_size']} | {j['cpu_s']:.0f} | {wall} | {int(mem.split()[0])/1e6:.2f} GB | slices value | {' '.join(h133.get(ab, ('—', '')))} |")
