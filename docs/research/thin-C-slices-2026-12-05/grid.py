"""P^(0)(N, g) grid for the C box (b = 0): deficit dim T_g - dim S_g in binary degree N (total degree N + g),
T_g = slice g of (l, p2 ct2) ∩ Y^mod_(inf,0) (own_copy conditions with b = 0 plus the ideal rows of common.py).
Also the 'naive count' cnt = dim I_g(N) - sum_kappa sum_r (kappa_r - g)^+ (g >= 1), and for g = 0
the explicit S_0 count C(n+1,2)(N-n+1) - 3.  usage: grid.py n Nmin Nmax gmax"""
import sys, time
sys.path.insert(0, '/work/main/docs/research/thin-C-slices-2026-12-05')
from common import *
n, N0, N1, gmax = map(int, sys.argv[1:5])
cm = CModel(n); t0 = time.time()
def ycount(g):
    return sum(max(k[r] - g, 0) for k in cm.cm for r in range(3))
print(f'n={n}: rows g, entries N:deficit(dimS/dimT)[cnt-dimT]', flush=True)
for g in range(gmax + 1):
    out = []
    for N in range(N0, N1 + 1):
        s = cm.dimS(g, N); T = cm.dimT(g, N)
        if g >= 1:
            cnt = (N + 1) * C(n + 1, 2) + N * n - ycount(g)
        else:
            cnt = C(n + 1, 2) * (N - n + 1)
        out.append(f'{N}:{T-s}({s}/{T})[{cnt-T}]')
    print(f'g={g}: ' + ' '.join(out), flush=True)
print(f'time={time.time()-t0:.1f}s')
