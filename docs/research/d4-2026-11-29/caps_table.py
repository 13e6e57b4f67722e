"""Least registry cap at depth 4, M >= R, R = 2, 3, T <= 30; and computed depth-4 rows of general_inputs.json."""
import json
from numerics.bounds.registry import least_separation_cap, separation_caps
for R in (2, 3):
    for T in range(2, 31, 2):
        out = []
        for M in (R, R + 1, R + 2, 10):
            v, keys = least_separation_cap(depth=4, M=M, R=R, T=T)
            out.append((M, v, ",".join(keys)))
        vals = {o[1] for o in out}
        print(f"R={R} T={T:2d} least={sorted(vals)} keys(M=R)={out[0][2]} keys(M=10)={out[-1][2]}")
d = json.load(open('docs/general_inputs.json'))
rows = d['rows']
print(type(rows), len(rows))
r0 = rows[0]
print(r0 if not isinstance(r0, dict) else list(r0.keys()))
for r in rows:
    if isinstance(r, dict) and r.get('depth') == 4 and r.get('R') in (2, 3):
        print({k: r[k] for k in r if k in ('depth', 'M', 'R', 'T', 'rank', 'cap', 'sep', 'least_cap', 'status')})
