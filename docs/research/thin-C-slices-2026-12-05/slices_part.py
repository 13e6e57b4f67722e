"""dim S_g^(0)(D) and dim T_g(D) by rank for g in [g0, g1] (D = d1 by default); same line format as slices_d1b.py.
usage: slices_part.py n g0 g1 [D]"""
import sys, time
sys.path.insert(0, '/work/main/docs/research/thin-C-slices-2026-12-05')
from common import *
n, g0, g1 = map(int, sys.argv[1:4]); d1 = C(n + 1, 2)
D = int(sys.argv[4]) if len(sys.argv) > 4 else d1
t0 = time.time(); cm = CModel(n)
print(f'n={n} D={D} ranks for g = {g0}..{g1}', flush=True)
for g in range(g0, g1 + 1):
    N = D - g
    s, T = cm.dimS(g, N), cm.dimT(g, N)
    print(f'g={g:3d} N={N:3d} dimS={s:6d} dimT={T:6d} gap={T-s:3d} (rank) {time.time()-t0:.0f}s', flush=True)
