"""python fullwin.py n seed : which interior orbits have Lambda_alpha = all of k[w]_(d_1)^* (K_alpha = 0) at a random H1;
for those X_alpha = sum_gamma b^gamma pi_gamma(V_0) (every diagonal operator is available), computed componentwise."""
import sys, time
import numpy as np
from math import comb
sys.path.insert(0, '.')
from model import Model, PR, monos, window
from numerics.rank.flint_bridge import flint_rank_mod_p
n, seed = int(sys.argv[1]), int(sys.argv[2])
t0 = time.time()
m = Model(n, seed)
N1, D, d1 = m.N1, m.D, m.d1
Mr = m.Mmat(m.H1r)
inter = [(a, b, N1 - a - b) for a in range(N1 + 1) for b in range(N1 + 1 - a) if a >= b >= N1 - a - b >= n]
full, part = [], []
for al in inter:
    bet = window(m, al)
    r = flint_rank_mod_p(np.stack([Mr[b] for b in bet]).astype(np.uint64), PR, threads=1)[0] if len(bet) >= comb(d1 + 2, 2) else -1
    (full if r == comb(d1 + 2, 2) else part).append((al, len(bet), r))
print(f"n={n} seed={seed} p={PR} dim k[w]_d1={comb(d1+2,2)} orbits={len(inter)} with K_alpha = 0: {len(full)}; others {len(part)} [{time.time()-t0:.0f}s]")
print("K=0:", [a for a, _, _ in full])
print("others (alpha, |B|, rank or -1 if |B| too small):", part)
