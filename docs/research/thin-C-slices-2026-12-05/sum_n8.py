"""Combine slices_n8.log (slices_d1b.py 8 9, may have hit the timeout) and slices_n8_part.log (slices_part.py) into
the n = 8 total at d1 = 36: rank lines where present, Lemma C3's closed form for g >= 10 (and for nothing else)."""
import re, sys
sys.path.insert(0, '/work/main/docs/research/thin-C-slices-2026-12-05')
from common import C, formulaC
n, D = 8, 36
got = {}
for f in ('slices_n8.log', 'slices_n8_part.log'):
    for line in open('/work/main/docs/research/thin-C-slices-2026-12-05/' + f):
        m = re.match(r'g=\s*(\d+) N=\s*(\d+) dimS=\s*(\d+) dimT=\s*(\d+) gap=\s*(-?\d+) \(rank\)', line)
        if m:
            g, N, s, T = map(int, m.groups()[:4]); got[g] = (s, T)
sS = sT = 0; missing = []
for g in range(D + 1):
    N = D - g
    if g in got:
        s, T = got[g]; tag = 'rank'
    elif g >= n + 1:
        s = T = (N + 1) * C(n + 1, 2) + N * n; tag = 'closed form (Lemma C3)'
    else:
        missing.append(g); continue
    sS += s; sT += T
    print(f'g={g} N={N} dimS={s} dimT={T} gap={T-s} [{tag}]')
f = formulaC(n, D)
print(f'missing rank slices: {missing}')
print(f'n=8: sum dimS={sS} sum dimT={sT} formula/3={f} formula/3-3={f-3} S-(f-3)={sS-(f-3)} T-f={sT-f}')
