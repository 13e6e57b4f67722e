"""G(n, d): Θ(I_X in bidegree (d, n-1)) = M''_(n, d+n), certified without building the target:
Θ(I_X) ⊆ M''_(n,d+n) is PROVED (Lemma I of the l1 notes) and dim M''_(n,d+n) = h_n(d+n) (reviewed (A4), d >= 1),
so an evaluation rank equal to h_n(d+n) proves G(n, d) at generic weights (rank <= h_n always).
Usage: python g_cert.py seed n d1 d2 ...   (imports the l1 helper's geo.py / t_fill.py read-only)"""
import sys, os, time, math
sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), '..', 'l1-2026-11-29'))
from geo import *
from t_fill import theta_rank
def K(k, n): return 2 * math.comb(k + 1, 2) * math.comb(n + 1, 2) - math.comb(k, 2) * math.comb(n, 2)
def h(n, k): return K(k, n) - 3 * (math.comb(n + 3, 4) - math.comb(n + 1, 2)) - 3
seed, n = int(sys.argv[1]), int(sys.argv[2])
fam = Family(seed); g = np.random.default_rng(seed + 31337)
for d in map(int, sys.argv[3:]):
    t0 = time.time()
    E, S = space(fam, d, n - 1, P=False, Q=False)
    assert S.shape[1] == K(d, n - 1), (S.shape[1], K(d, n - 1))
    tgt = h(n, d + n)
    r = theta_rank(fam, E, S, n, d + n, tgt + 30, g)
    print(f"seed={seed} n={n} d={d}: dim I_X(d,n-1) = {S.shape[1]}, rank Θ = {r}, h_n(d+n) = {tgt}, G holds: {r == tgt}"
          f" (short by {tgt - r})  [{time.time()-t0:.1f}s]", flush=True)
