"""Upper bound for dim M''_{n,k} at generic weights (family W^(H,3) = I): the GF(p) kernel dimension of a set of
necessary conditions (values at random points of X, jets of order < n along random lines through P_i in the chart,
values at Q_j) at one integer point.  Kernel dim at a point >= dim M'' there >= generic dim, so
"kernel dim = h_R(n,k)" certifies dim M''_{n,k} <= h_R(n,k) generically.  Lean: the matrix is built in float32
(centred) row block by row block; rank by numerics.rank.blas.blas_rank_mod_p in place.
Usage: python t_target.py R seed n k"""
import sys, time
from geoR import *
sys.path.insert(0, '/work/main')
from numerics.rank.blas import blas_rank_mod_p
R, seed, n, k = map(int, sys.argv[1:5])
t0 = time.time()
fam = Family(seed, R); g = np.random.default_rng(12345)
E = monomials(k, n, R); Kc = E.shape[0]
nX = Kc - K(k, n, R) + 30                    # the restriction to X has rank S - K (identity, t_cremona.log)
L = 2 * R - 2
blocks = []
A = rnd(g, nX, R)
jets = []
for i in range(R):
    Pi = np.concatenate([fam.astar[i], np.eye(R, dtype=np.int64)[i]])
    c = int(np.nonzero(fam.astar[i])[0][0])
    for sdir in range(C(n - 1 + L - 1, L - 1) + 8):
        v = rnd(g, 2 * R); v[c] = 0; v[R + i] = 0
        need = [kk for kk in range(n) if sdir < C(kk + L - 1, L - 1) + 8]
        jets.append((Pi, v, need))
nrows = nX + sum(len(x[2]) for x in jets) + R
M = np.empty((nrows, Kc), np.float32)
def put(r0, blk):
    blk = blk % p; blk[blk > p // 2] -= p
    M[r0:r0 + blk.shape[0]] = blk.astype(np.float32)
    return r0 + blk.shape[0]
r0 = 0
for s in range(0, nX, 1024):
    a = A[s:s + 1024]
    r0 = put(r0, evalmon(E, np.concatenate([a, fam.bstar(a)], axis=1)))
for Pi, v, need in jets:
    r0 = put(r0, jet_rows(E, Pi, v, n)[need])
r0 = put(r0, evalmon(E, np.array(fam.Q)))
assert r0 == nrows
t1 = time.time()
rk = int(blas_rank_mod_p(M, p, overwrite=True))
dimk = Kc - rk
print(f"R={R} seed={seed} n={n} k={k}: {nrows} x {Kc} conditions, rank {rk}, kernel dim {dimk}; h = {h(n, k, R)}: "
      f"{'equal' if dimk == h(n, k, R) else 'DIFFERENT'}  [build {t1-t0:.1f}s, rank {time.time()-t1:.1f}s]", flush=True)
