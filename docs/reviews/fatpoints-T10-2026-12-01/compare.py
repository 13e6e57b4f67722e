"""Compare the reviewer's T = 10 per-block bounds (t10_seed90210.log, t10_seed4242.log) with the lab's log
(/tmp/x/t10.log) and with the recorded block ranks OUTER_RANKS (parsed as text from near_vertex.py, not imported).
usage: python compare.py
"""
import ast
import re

LOGS = ["t10_seed90210.log", "t10_seed4242.log"]
LINE = re.compile(r"^\((\d+), (\d+), (\d+)\) (\d+) (\d+) (\d+) (\S+) ?(.*)$")


def parse(path):
    out, tot = {}, None
    for line in open(path):
        m = LINE.match(line.strip())
        if m:
            a = tuple(int(m.group(i)) for i in (1, 2, 3))
            ub = None if m.group(7) == "None" else int(m.group(7))
            pt = None if m.group(8) in ("", "None") else ast.literal_eval(m.group(8))
            if pt is not None:  # the lab writes tuples, I write lists: compare as lists
                pt = {kk: (list(vv) if isinstance(vv, (list, tuple)) else vv) for kk, vv in pt.items()}
            out[a] = dict(orb=int(m.group(4)), p12=int(m.group(5)), bound=int(m.group(6)), ubY=ub, pt=pt)
        if line.startswith("sum"):
            tot = line.strip()
    return out, tot


mine = [parse(p) for p in LOGS]
for p, (d, t) in zip(LOGS, mine):
    print(f"{p}: {len(d)} orbits; {t}")
a, b = mine[0][0], mine[1][0]
assert a.keys() == b.keys()
diff = [k for k in a if a[k] != b[k]]
print("seed 90210 vs seed 4242: orbits differing in any field:", diff)

lab, labtot = parse("/tmp/x/t10.log")
print(f"\nlab log: {len(lab)} orbits; last line: {labtot}")
print("orbits in mine not in lab:", sorted(set(a) - set(lab)), " in lab not in mine:", sorted(set(lab) - set(a)))
nd = 0
for k in sorted(a, key=lambda x: (-x[0], x)):
    if k not in lab:
        continue
    fields = []
    for f in ("orb", "p12", "bound", "ubY", "pt"):
        if a[k][f] != lab[k][f]:
            fields.append(f"{f}: mine {a[k][f]} lab {lab[k][f]}")
    if fields:
        nd += 1
        print("DIFF", k, "; ".join(fields))
print("orbits with any difference from the lab:", nd)

# recorded ranks
src = open("/work/main/proofs/general/depth4/near_vertex.py").read()
m = re.search(r"^OUTER_RANKS: dict\[tuple\[int, \.\.\.\], int\] = (\{.*?^\})", src, re.S | re.M)
outer = ast.literal_eval(m.group(1))
print(f"\nOUTER_RANKS: {len(outer)} orbits")
rank = {k: outer.get(k, None) for k in a}
missing = [k for k in a if rank[k] is None]
assert all(k[2] >= 5 for k in missing), missing  # only interior orbits lack a record
for k in missing:
    rank[k] = 8388
print(f"interior orbits filled with 8388: {len(missing)}")
S = sum(a[k]["orb"] * rank[k] for k in a)
U = sum(a[k]["orb"] * a[k]["bound"] for k in a)
print(f"sum of ranks (orbit-weighted) = {S};  sum of my bounds U = {U};  gap U - ranks = {U - S}")
bad = [k for k in a if rank[k] > a[k]["bound"]]
print("orbits with rank > my bound (would be a contradiction):", bad)
exact = [k for k in a if rank[k] == a[k]["bound"]]
print(f"orbits with bound == rank: {len(exact)} orbits, {sum(a[k]['orb'] for k in exact)} blocks")
print("orbits with a gap (alpha, orbit size, rank, bound, gap, gap x size):")
for k in sorted(a, key=lambda x: (-x[0], x)):
    if rank[k] != a[k]["bound"]:
        g = a[k]["bound"] - rank[k]
        print(f"  {k} {a[k]['orb']} rank {rank[k]} bound {a[k]['bound']} gap {g} weighted {g * a[k]['orb']}")
