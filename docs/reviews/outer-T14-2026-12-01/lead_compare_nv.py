"""The lead's comparison, after the runs: the reviewer's script's ranks (seed 53, p = 999983; every group in
lead_rv_outer14_seed53.jsonl and rv_outer14_seed53.jsonl) against the lab's recorded ranks (seed 1, p = 1048571),
and the orbit-weighted sum of 3 x rank over the 42 groups from the reviewer's code alone."""

import json
import sys

sys.path.insert(0, "/work/main")
from proofs.general.depth4.sep_blocks import recorded_ranks  # noqa: E402

lab = recorded_ranks(T=14)
recs = {}
for f in ("rv_outer14_seed53.jsonl", "lead_rv_outer14_seed53.jsonl"):
    for line in open(f):
        r = json.loads(line)
        recs[r["index"]] = r
print(f"groups recomputed: {len(recs)} of 42 (indices missing: {sorted(set(range(42)) - set(recs))})")
bad, total, orbits = 0, 0, 0
for i in sorted(recs):
    r = recs[i]
    for a, size in zip(r["alphas"], r["sizes"], strict=True):
        a = tuple(a)
        orbits += 1
        total += size * r["x3"]
        if lab[a] != r["rank"]:
            bad += 1
            print(f"DISAGREE {r['group']} {a}: reviewer's code {r['rank']}, lab {lab[a]}")
    if i >= 25:
        print(f"{r['group']}: {r['rank']} (lab {lab[tuple(r['alphas'][0])]}), 3r = {r['x3']}, "
              f"<= Prop. 12 bound {min(r['bounds'])}: {r['x3_le_bound_all']}")
print(f"orbits compared: {orbits}, disagreements: {bad}")
print(f"orbit-weighted sum of 3 x rank over these groups: {total}; with the interior 97063200: {97063200 + total}")
