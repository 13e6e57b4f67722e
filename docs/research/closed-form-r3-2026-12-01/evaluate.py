import json
from closedform import blocks, sep
from numerics.bounds.depth4 import depth4_ideal_bound
from numerics.bounds.registry import least_separation_cap
from proofs.general.depth4.near_vertex import interior_bound
rows = {}
for s in range(4, 11):
    T = 2 * s; bl = blocks(s)
    by = {}
    for o, case, b, r in bl.values():
        x = by.setdefault(case, [0, 0, 0]); x[0] += o; x[1] += o * r; x[2] += o * (b - r)
    cap, keys = least_separation_cap(depth=4, M=3, R=3, T=T)
    rows[T] = dict(sep=sep(s), prop12=depth4_ideal_bound(R=3, T=T), least_cap=cap, cap_keys=keys,
                   interior=interior_bound(T=T), by_case={k: dict(blocks=v[0], sum=v[1], deficit=v[2]) for k, v in sorted(by.items())})
    print(T, rows[T]["sep"], rows[T]["prop12"], cap, keys, rows[T]["interior"], flush=True)
json.dump(rows, open("closed_form_values.json", "w"), indent=1)
