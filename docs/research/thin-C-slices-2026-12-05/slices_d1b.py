"""Faster (a): dim S_g^(0)(D) and dim T_g(D) (T = (l, p2 ct2) ∩ Y^mod_(inf,0)) for g = 0..gmax computed by ranks;
for g > gmax (>= n + 1) the proved closed form (Lemma C3: S_g = T_g = I_g, dim (N+1)C(n+1,2) + N n) is used and
LABELLED as such. usage: slices_d1b.py n gmax [D]"""
import sys, time
sys.path.insert(0, '/work/main/docs/research/thin-C-slices-2026-12-05')
from common import *
n = int(sys.argv[1]); gmax = int(sys.argv[2]); d1 = C(n + 1, 2)
D = int(sys.argv[3]) if len(sys.argv) > 3 else d1
assert gmax >= n + 1
t0 = time.time(); cm = CModel(n)
print(f'n={n} D={D} (d1={d1}) ranks for g <= {gmax}, closed form (Lemma C3) above', flush=True)
sS = sT = 0
for g in range(D + 1):
    N = D - g
    if g <= gmax:
        s, T = cm.dimS(g, N), cm.dimT(g, N); tag = 'rank'
    else:
        s = T = (N + 1) * C(n + 1, 2) + N * n; tag = 'closed form'
    sS += s; sT += T
    print(f'g={g:3d} N={N:3d} dimS={s:6d} dimT={T:6d} gap={T-s:3d} ({tag}) {time.time()-t0:.0f}s', flush=True)
f = formulaC(n, D)
print(f'sum dimS={sS} sum dimT={sT} formula_D={f} formula_D-3={f-3} S-(f-3)={sS-(f-3)} T-f={sT-f} time={time.time()-t0:.1f}s', flush=True)
