"""(a): dim S_g^(0)(D) for every g = 0..D (C box, b = 0), against targets; sum vs formula_D(n, n, 0, D) - 3.
usage: slices_d1.py n [D]"""
import sys, time
sys.path.insert(0, '/work/main/docs/research/thin-C-slices-2026-12-05')
from common import *
n = int(sys.argv[1]); d1 = C(n + 1, 2)
D = int(sys.argv[2]) if len(sys.argv) > 2 else d1
t0 = time.time()
cm = CModel(n)
print(f'n={n} D={D} (d1={d1}) nc={cm.nc}', flush=True)
tot = dict(S=0, JY=0, I=0)
for g in range(D + 1):
    N = D - g
    s = cm.dimS(g, N)
    a = cm.dimT(g, N, ideal=False)
    b = cm.dimT(g, N, ideal=True)
    tot['S'] += s; tot['JY'] += a; tot['I'] += b
    print(f'g={g:3d} N={N:3d} dimS={s:6d} T_JY={a:6d} T_JY∩I={b:6d} gap={b-s:4d}', flush=True)
f = formulaC(n, D)
print(f"sum dimS={tot['S']} sum T_JY={tot['JY']} sum T_JY∩I={tot['I']} formula_D={f} formula_D-3={f-3} "
      f"S-(f-3)={tot['S']-(f-3)} time={time.time()-t0:.1f}s", flush=True)
