"""Certificate for F(n, d) without building the target space: (1) the kernel M''_{n-1,d} at this integer point has
dimension h'_{n-1}(d) - 3 (the generic value when d >= n - 1, see NOTES §5), (2) the GF(p) rank of an evaluation
matrix of random elements of Θ(M''_{n-1,d}) reaches h_n(d+n) = dim M''_{n,d+n} at generic weights ((A4), d+n >= n+1).
Then F(n, d) holds on a nonempty open subset of the family.  Usage: python t_cert.py seed n d"""
import sys, time, math
from geo import *
from t_fill import mulmod
sys.path.insert(0, '/work/main')
from numerics.rank.blas import blas_rank_mod_p

def theta_rank_lean(fam, E_src, S, d_tgt, ncols, g):
    """as t_fill.theta_rank, accumulating in float64 in place (peak ~ 2 rows x ncols float64)."""
    rows = ncols + int(__import__('os').environ.get('ROWPAD', 40))
    A = rnd(g, rows, 3); B = rnd(g, rows, 3); pts = np.concatenate([A, B], axis=1)
    acc = np.zeros((rows, ncols), np.float64)
    for j in range(d_tgt + 1):
        u = fam.u([1, j + 2])
        MonS = mulmod(evalmon(E_src, fam.psi(pts, u)), S).astype(np.float64)      # rows x s, < p
        blk = MonS @ rnd(g, S.shape[1], ncols).astype(np.float64)                 # s < 4000: exact
        np.fmod(blk, p, out=blk)
        blk *= fam.lam(pts, u).astype(np.float64)[:, None]                        # < 2^40: exact
        acc += blk; del blk
        np.fmod(acc, p, out=acc)
    acc[acc > p // 2] -= p
    X = acc.astype(np.float32); del acc
    return int(blas_rank_mod_p(X, p, overwrite=True))
C = math.comb
h1 = lambda n, e: 2*C(e+1, 2)*C(n+1, 2) - C(e, 2)*C(n, 2) - 3*(C(n+3, 4) - C(n+1, 2))
seed, n, d = map(int, sys.argv[1:4])
fam = Family(seed); g = np.random.default_rng(seed + 2026)
t0 = time.time()
E_s, S = space(fam, d, n - 1)
src_ok = S.shape[1] == h1(n - 1, d) - 3
t1 = time.time()
tgt = h1(n, d + n) - 3
r = theta_rank_lean(fam, E_s, S, d + n, tgt + int(__import__('os').environ.get('COLPAD', 20)), g)
print(f"seed={seed} n={n} d={d}: dim M''_({n-1},{d}) = {S.shape[1]} (generic value {h1(n-1, d) - 3}: {src_ok}); "
      f"rank of Θ(M''_({n-1},{d})) evaluation (side ~ {tgt} + pads) = {r}; h_{n}({d+n}) = {tgt}  "
      f"=> F({n},{d}) certified: {src_ok and r == tgt}   [kernel {t1-t0:.1f}s, Θ+rank {time.time()-t1:.1f}s]", flush=True)
