"""P(N, g) grid: dim S_g(N) vs dim T_g(N) (own code).  usage: grid.py n Nmin Nmax gmax"""
import sys, time
sys.path.insert(0, '/work/main/docs/reviews/theorem-C-review-2026-12-05')
from rc import *
n, N0, N1, gm = (int(v) for v in sys.argv[1:5])
t0 = time.time(); M = Rev(n)
for N in range(N0, N1 + 1):
    out = []
    for g in range(0, gm + 1):
        s, T = M.dimS(g, N), M.dimT(g, N)
        out.append(f'g{g}:{s}/{T}' + ('' if s == T else f'(-{T-s})'))
    print(f'n={n} N={N}: ' + ' '.join(out) + f'  {time.time()-t0:.0f}s', flush=True)
