"""Vertex-generator claim: add the six missing h_k' q^((n-1)e_k) l (k' != k) to G; slice 0 / slice 1 in low degree
and the sum over all slices at d1.  usage: vertex.py n"""
import sys, time
sys.path.insert(0, '/work/main/docs/reviews/theorem-C-review-2026-12-05')
sys.path.insert(0, '/work/main/docs/research/thin-every-n-2026-12-03')
from rc import *
from formula_D import formula_D
n = int(sys.argv[1]); d1 = Cb(n + 1, 2)
t0 = time.time(); M = Rev(n)
vert = [tuple((n - 1) if i == k else 0 for i in range(3)) for k in range(3)]
extra = [(v, kp) for k, v in enumerate(vert) for kp in range(3) if kp != k]
assert all(v[kp] == 0 for v, kp in extra) and len(extra) == 6
big = M.gens + extra
print(f'# n={n}: {len(M.gens)} gens + {len(extra)} extra {extra}', flush=True)
for e in (n + 1, n + 2, n + 3):
    for g in (0, 1):
        s, sb, T = M.dimS(g, e), M.dimS(g, e, big), M.dimT(g, e)
        print(f'e={e} g={g}: dimS={s} dimS(+extra)={sb} dimT={T}', flush=True)
tot = totb = 0
for g in range(d1 + 1):
    N = d1 - g
    s, sb = M.dimS(g, N), M.dimS(g, N, big)
    tot += s; totb += sb
f = formula_D(n, n, 0, d1)[1]
print(f'd1={d1}: sum dimS={tot} (f-3={f-3}), sum dimS(+extra)={totb} (formula/3={f}) {time.time()-t0:.1f}s', flush=True)
