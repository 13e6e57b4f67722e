"""Isolation lemma, numerical check (exact integers, python-flint fmpz_mat ranks).
(1) For every n <= NMAX and every B box (a, b): on the lattice triangle Delta_(n+1), the set of (g, h) whose delta
    function lies in span{C(g2,i) C(g3,j) : i <= a, j <= b} is exactly R = {g >= n+1-b, h >= n+1-a, g+h <= n+1}.
(2) The Newton expansion of delta_(g,h) has coefficients (-1)^(i-g+j-h) C(i,g) C(j,h) (i >= g, j >= h, i+j <= n+1).
(3) (optional, mod p, reviewer model ref.py) for small n: G_(a,b) contains x^(n+1-g-h) t^g z^h (x) Pi_(g,h) for (g,h) in R."""
import sys, flint
from math import comb
NMAX = int(sys.argv[1]) if len(sys.argv) > 1 else 10
bad = 0; cnt = 0
for n in range(3, NMAX + 1):
    Dl = [(g, h) for g in range(n + 2) for h in range(n + 2 - g)]
    # (2): Newton expansion reproduces delta
    for (g, h) in Dl:
        for (u, v) in Dl:
            val = sum((-1) ** (i - g + j - h) * comb(i, g) * comb(j, h) * comb(u, i) * comb(v, j)
                      for (i, j) in Dl if i >= g and j >= h)
            if val != (1 if (u, v) == (g, h) else 0): bad += 1
    for a in range(1, n):
        for b in range(1, n):
            if a + b < n + 1: continue
            basis = [[comb(u, i) * comb(v, j) for (u, v) in Dl] for (i, j) in Dl if i <= a and j <= b]
            rB = flint.fmpz_mat(basis).rank()
            iso = set()
            for (g, h) in Dl:
                d = [[1 if (u, v) == (g, h) else 0 for (u, v) in Dl]]
                if flint.fmpz_mat(basis + d).rank() == rB: iso.add((g, h))
            R = {(g, h) for (g, h) in Dl if g >= n + 1 - b and h >= n + 1 - a}
            cnt += 1
            if iso != R or not R: bad += 1; print('MISMATCH', n, a, b, sorted(iso), sorted(R))
    print(f'n={n}: checked; cumulative boxes {cnt}, failures {bad}', flush=True)
print('isolation: every B box n=3..%d: isolated set == R (non-empty); Newton formula exact; failures = %d' % (NMAX, bad))
if len(sys.argv) > 2:   # (3) module check with the reviewer model
    sys.path.insert(0, 'docs/reviews/thin-B-boxes-2026-12-04')
    import numpy as np
    from ref import ctx, rank, log
    n = int(sys.argv[2]); C = ctx(n); G = C.generators(); L, idx = C.pm(n + 1); nc = C.nc
    for a in range(1, n):
        for b in range(1, n):
            if a + b < n + 1: continue
            Gab = C.theta_box(G, a, b); ok = True
            for (g, h) in [(g, h) for g in range(n + 2) for h in range(n + 2 - g) if g >= n + 1 - b and h >= n + 1 - a]:
                al = (n + 1 - g - h, g, h); cols = np.arange(idx[al] * nc, (idx[al] + 1) * nc)
                piece = np.zeros_like(G); piece[:, cols] = G[:, cols]          # x^. t^g z^h (x) Pi_(g,h)
                r0 = rank(Gab); r1 = rank(np.vstack([Gab, piece]))
                ok = ok and (r1 == r0) and rank(piece) > 0
            # control: a piece outside R with h >= b+1 (Lemma L+ pieces) is NOT in G_(a,b)
            h = b + 1; g = 0; al = (n + 1 - g - h, g, h); cols = np.arange(idx[al] * nc, (idx[al] + 1) * nc)
            piece = np.zeros_like(G); piece[:, cols] = G[:, cols]
            ctrl = rank(np.vstack([Gab, piece])) - rank(Gab)
            log(f'n={n} ({a},{b}): all corner pieces (g,h) in R lie in G_(a,b): {ok}; control piece (0,{h}) deficit {ctrl}')
