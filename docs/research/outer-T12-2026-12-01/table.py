"""Table of the 150 non-interior S_3-orbits at T = 12: orbit size, case and value of Conjecture 41's rule
(case C hard-coded 18711 = Proposition 35's flat edge bound at T = 12, as stated in the brief; not recomputed here),
Proposition 12's per-block bound (corner_bound)."""
import json, sys
from proofs.general.depth4.near_vertex import orbit_representatives
from proofs.general.depth4 import outer_blocks as ob
from numerics.bounds.depth4 import corner_bound
T, n1, s = 12, 56, 6
rows = []
for a, sz in orbit_representatives(n1=n1):
    if min(a) >= s: continue
    case = ob._case(T, a)[0]
    cb = corner_bound(R=3, T=T, alpha=a)
    if case == 'C': pred = 18711
    else: pred = ob.predicted_rank(T=T, alpha=a)[1]
    rows.append(dict(alpha=a, size=sz, case=case, pred=pred, bound=cb))
json.dump(rows, open('table.json', 'w'), indent=0)
from collections import Counter
print(len(rows), sum(r['size'] for r in rows))
c = Counter(); w = Counter()
for r in rows: c[(r['case'], r['pred'])] += 1; w[(r['case'], r['pred'])] += r['size']
for k in sorted(w, key=lambda k: -w[k]): print(k, 'orbits', c[k], 'blocks', w[k])
for r in rows: print(r)
