"""python rv14_contain_all.py SEED : at the point RV(7, SEED) (same point as rv14.py at that seed), for EVERY interior
orbit (largest coordinate placed at e_3) test box-at-e_3 ⊆ Lambda_alpha (rank window = rank window + box), print dim
Lambda_alpha; plus non-interior controls where containment must fail (alpha_1 < n)."""
import sys, time
sys.argv = [sys.argv[0], 'none'] + sys.argv[1:]
seed = int(sys.argv[2])
import rv14  # mode 'none': only the definitions run
from rv14 import RV, PR, coef_rows, window, rk, interior, n, N1, d1, D
t0 = time.time()
m = RV(n, seed)
print("point checksum", [int(x.sum() % PR) for x in (m.W2, m.W3, m.H2, m.H3, m.H1, m.L)], flush=True)
Mw = coef_rows(m, m.H1, n - 1); Mb = coef_rows(m, m.H1, 0)
box = [Mb[(i, j, d1 - i - j)] for i in range(n + 1) for j in range(n + 1)]
print(f"seed={seed} p={PR} box rank {rk(box)}", flush=True)
res = {True: [], False: []}
import os
orbs = interior(N1)
if os.environ.get('ONLY_BELOW_D'):
    orbs = [o for o in orbs if o[0] < D]
print(f"n={n} N1={N1} d1={d1} D={D}: testing {len(orbs)} interior orbits", flush=True)
for o in orbs:
    a = (o[2], o[1], o[0]); B = window(D, a)
    rw = rk([Mw[b] for b in B]); rwb = rk([Mw[b] for b in B] + box)
    res[rw == rwb].append(o)
    print(f"orbit={o} alpha={a} |B|={len(B)} dimLambda={rw} +box={rwb} {'CONTAINED' if rw == rwb else 'NOT'}", flush=True)
print(f"interior orbits: {len(res[True])} contained, {len(res[False])} not: {res[False]}")
for a in ([] if n != 7 else [(3, 3, 78), (6, 6, 72), (6, 7, 71), (7, 6, 71), (10, 5, 69), (20, 20, 44), (0, 40, 44)]):
    B = window(D, a)
    rw = rk([Mw[b] for b in B]) if B else 0; rwb = rk([Mw[b] for b in B] + box)
    print(f"non-interior control alpha={a} dimLambda={rw} +box={rwb} {'CONTAINED' if rw == rwb else 'NOT'}")
print(f"[{time.time() - t0:.0f}s]")
