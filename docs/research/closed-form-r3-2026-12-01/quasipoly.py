import json, sys
from fractions import Fraction
from expression import sep_expr
from polyfit import interp
S = list(range(4, int(sys.argv[1]) + 1))
vals = {}
for s in S:
    v, d = sep_expr(s); vals[s] = dict(sep=v, **d)
json.dump(vals, open("deficits_by_s.json", "w"), indent=1)
for key in ["A", "B", "C", "E", "N", "sep"]:
    for par in (0, 1):
        SS = [s for s in S if s % 2 == par]
        found = None
        for deg in range(1, 14):
            for s0 in SS:
                pts = [s for s in SS if s >= s0][: deg + 1]; rest = [s for s in SS if s >= s0][deg + 1:]
                if len(pts) < deg + 1 or len(rest) < 2: continue
                f = interp(pts, [vals[s][key] for s in pts])
                if all(f(s) == vals[s][key] for s in rest): found = (deg, s0, rest); break
            if found: break
        print(key, "parity", par, "->", found, flush=True)
