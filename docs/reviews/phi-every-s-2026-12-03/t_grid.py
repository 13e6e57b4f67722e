"""deficiency (6q-27) - rank Phi' on a grid, own code: python t_grid.py {lab|own} seed p smax dmax"""
import sys, time
from rv import *
kind, seed, p, smax, dmax = sys.argv[1], int(sys.argv[2]), int(sys.argv[3]), int(sys.argv[4]), int(sys.argv[5])
F = Field(p)
pt = (lab_point(F, seed) if kind == 'lab' else own_point(F, seed))[0]
print('point', kind, seed, 'open ok', all(pt.ok.values()), '; columns d =', list(range(4, dmax + 1)))
t0 = time.time()
for s in range(2, smax + 1):
    row = []
    for d in range(4, dmax + 1):
        if 3 * comb(d - 1, 2) * comb(s, 2) > 2500:
            row.append('   .'); continue
        q = q_of(s, d)
        row.append(f'{6 * q - 27 - phiprime_rank(pt, s, d)[0]:4d}')
    print(f's={s}:', ' '.join(row), f'[{time.time()-t0:.0f} s]', flush=True)
