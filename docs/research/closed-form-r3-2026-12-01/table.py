"""Task 1: the near-vertex block ranks at T = 6 (computed here), 8, 10, 12 (recorded by the lab), with Proposition 12's
bound, the deficit, the source, and the model's value (closedform.py)."""
import json
from math import comb
from numerics.bounds.depth4 import corner_bound
from proofs.general.depth4 import near_vertex, sep_t12
from closedform import blocks
DOC = "docs/theory/depth4-corner-blocks.md"
T8 = {(19, 1, 0): (1473, f"{DOC}:240 and :153; near_vertex.py:110 (UPPER_STEPS)"),
      (18, 2, 0): (1896, f"{DOC}:153, :627; docs/research/d4r3c-2026-11-30/NOTES.md:22"),
      (17, 3, 0): (2157, f"{DOC}:153, :627; docs/research/d4r3c-2026-11-30/NOTES.md:23"),
      (18, 1, 1): (2205, f"{DOC}:240 (order of :172); near_vertex.py UPPER_STEPS"),
      (17, 2, 1): (2538, f"{DOC}:240"), (16, 2, 2): (2745, f"{DOC}:240"), (16, 3, 1): (2691, f"{DOC}:240")}
T10 = {a: (near_vertex.OUTER_RANKS[a], f"proofs/general/depth4/near_vertex.py:{489 + i}")
       for i, a in enumerate(list(near_vertex.OUTER_RANKS)[1:12]) if a not in ((30, 5, 0),)}
lines12 = {a: 65 + i for i, a in enumerate(sep_t12.OUTER_SINGLES)}
T12 = {}
for a, r in sep_t12.OUTER_SINGLES.items():
    s = 6
    near = (a[2] >= 1 and a[1] + a[2] <= s) or (a[2] == 0 and 1 <= a[1] < s)
    if near: T12[a] = (3 * r, f"proofs/general/depth4/sep_t12.py:{lines12[a]} (x3, per-coordinate model rank)")
T12[(55, 1, 0)] = (13014, "proofs/general/depth4/sep_t12.py:90 (EDGE_RANK)")
T12[(53, 3, 0)] = (16785, f"sep_t12.py:82 (x3) and {DOC}:675, :698 (Prop 46)")
T6 = json.load(open("t6_blocks.json")) if __import__("os").path.exists("t6_blocks.json") else {}
rows = []
for T, tab in ((6, {tuple(json.loads(k)): (v, "COMPUTED here: near_vertex.block_ranks(T=6, seed=1) (t6_blocks.log)") for k, v in T6.items()}), (8, T8), (10, T10), (12, T12)):
    s = T // 2; model = blocks(s) if T >= 8 else None
    for a, (r, src) in sorted(tab.items(), key=lambda kv: (kv[0][2] > 0, -kv[0][0])):
        b = corner_bound(R=3, T=T, alpha=a)
        cls = dict(s=s, j=a[1]) if a[2] == 0 else dict(s=s, a2=a[1], a3=a[2])
        rows.append(dict(T=T, alpha=list(a), cls=cls, rank=r, prop12_bound=b, deficit=b - r, source=src,
                         model=model[a][3] if model else None))
json.dump(rows, open("near_vertex_ranks.json", "w"), indent=1)
print("| T | alpha | class | rank | Prop. 12 bound | deficit | model | source |")
print("| --- | --- | --- | --- | --- | --- | --- | --- |")
for r in rows:
    c = r["cls"]; cl = f"edge s={c['s']}, j={c['j']}" if "j" in c else f"s={c['s']}, (a2,a3)=({c['a2']},{c['a3']})"
    print(f"| {r['T']} | {tuple(r['alpha'])} | {cl} | {r['rank']} | {r['prop12_bound']} | {r['deficit']} | {r['model']} | {r['source']} |")
