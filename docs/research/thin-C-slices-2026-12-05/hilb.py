"""Hilbert function of the C box module M_(inf,0) at S_p: dim M_D = sum_g dim S_g(D - g) against
dim T_D = sum_g dim T_g(D - g) and formula_D(n, n, 0, D) (thin-every-n formula_D.py), for D in [D0, D1].
usage: hilb.py n D0 D1"""
import sys, time
sys.path.insert(0, '/work/main/docs/research/thin-C-slices-2026-12-05')
from common import *
n, D0, D1 = map(int, sys.argv[1:4]); cm = CModel(n); t0 = time.time()
for D in range(D0, D1 + 1):
    sS = sT = 0; bad = []
    for g in range(D + 1):
        s, T = cm.dimS(g, D - g), cm.dimT(g, D - g)
        sS += s; sT += T
        if T != s:
            bad.append((g, T - s))
    f = formulaC(n, D)
    print(f'n={n} D={D}: dimM={sS} dimT={sT} formula_D={f} dimM-(f-3)={sS-(f-3)} dimT-f={sT-f} slices with T!=S (g,deficit): {bad} {time.time()-t0:.0f}s', flush=True)
