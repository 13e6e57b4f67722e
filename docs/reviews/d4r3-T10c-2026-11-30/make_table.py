"""reviewer d4r3-T10c: build the verdict table from my rank logs (rank_pass*.log), the lab's prediction_table.txt and,
only with --lab, the lab's log /tmp/x/blocks_T10c.log (read after my ranks were taken)."""
import glob
import re
import sys
from itertools import permutations

pred = {}
for line in open("/work/main/docs/research/d4r3-T10c-2026-11-30/prediction_table.txt"):
    m = re.match(r"\((\d+), (\d+), (\d+)\) (\d) (\w) .* Prop12 (\d+) predicted (\w+)", line)
    if m:
        a = tuple(int(m.group(i)) for i in (1, 2, 3))
        pred[a] = (int(m.group(4)), m.group(5), int(m.group(6)), None if m.group(7) == "None" else int(m.group(7)))
mine = {}
for fn in sorted(glob.glob("rank_pass*.log")):
    for line in open(fn):
        m = re.match(r"alpha \((\d+), (\d+), (\d+)\) rep orbit (\d) block (\d+) x (\d+) Prop12 bound (\d+) rank (\d+) .*"
                     r"\(rank (\d+)s", line)
        if m:
            a = tuple(int(m.group(i)) for i in (1, 2, 3))
            mine[a] = (int(m.group(8)), int(m.group(7)), int(m.group(9)), fn[5:-4])
lab = {}
if "--lab" in sys.argv:
    for line in open("/tmp/x/blocks_T10c.log"):
        m = re.match(r"\((\d+), (\d+), (\d+)\) (\d) (\w) .*? rank (\d+) ", line)
        if m:
            lab[tuple(int(m.group(i)) for i in (1, 2, 3))] = int(m.group(6))
print("| alpha | group | orbit | my rank (seed 7373, p = 3670013) | corner_bound | prediction | lab rank (seed 1, p = 1048571) | verdict |")
print("| --- | --- | --- | --- | --- | --- | --- | --- |")
tot = 0; nblk = 0; cbtot = 0; counts = {}
for a in sorted(pred, key=lambda r: (r not in mine, list(pred).index(r))):
    osz, grp, cb, pr = pred[a]
    if a in mine:
        rk, cb2, sec, ps = mine[a]
        assert cb2 == cb, (a, cb, cb2)
        tot += osz * rk; nblk += osz; cbtot += osz * cb
        v = []
        if rk > cb:
            v.append("**ABOVE corner_bound: BUG**")
        v.append("= bound" if rk == cb else f"bound - {cb - rk}")
        if pr is None:
            v.append("no prediction")
        elif rk == pr:
            v.append("= prediction")
        elif rk < pr:
            v.append(f"**below prediction by {pr - rk}**")
        else:
            v.append(f"**above prediction by {rk - pr}**")
        if lab:
            if a not in lab:
                v.append("lab: not in log")
            elif lab[a] == rk:
                v.append("= lab")
            else:
                v.append(f"**lab differs ({lab[a] - rk:+d})**")
        key = "; ".join(x for x in v if not x.startswith("bound - ")); counts[key] = counts.get(key, 0) + 1
        print(f"| {a} | {grp} | {osz} | COMPUTED {rk} | {cb} | {pr} | {lab.get(a, '-')} | {'; '.join(v)} |")
    else:
        print(f"| {a} | {grp} | {osz} | NOT DONE | {cb} | {pr} | {lab.get(a, '-')} | - |")
print()
print(f"orbits done: {len(mine)} / 76; blocks covered: {nblk} / 435; orbit-weighted sum of my ranks: {tot}; "
      f"orbit-weighted corner_bound over the same orbits: {cbtot}")
for k, c in sorted(counts.items(), key=lambda kv: -kv[1]):
    print(f"  {c} orbits: {k}")
if lab:
    print(f"lab log: {len(lab)} orbits parsed; of mine also in the lab log: {sum(1 for a in mine if a in lab)}")
