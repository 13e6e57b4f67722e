"""Certificate for F_R(n, d): Theta(M''_{n-1,d}) = M''_{n,d+n} at generic weights of the family W^(H,3) = I.
(1) the GF(p) kernel S of the (necessary) conditions for M''_{n-1,d} at this integer point has dimension equal to
    the generic lower bound lower(n-1,d) - R (Step 9(b) read at degree d, minus the R values at Q_j), so it is the
    generic space (semicontinuity; NOTES §3);
(2) the columns are T_{u_j}(s) for the basis s of S and generic u_1, u_2, ... in H (the last block random
    combinations), evaluated at tgt + ROWPAD random points; the GF(p) rank is compared with
    h_R(n, d+n) = dim M''_{n,d+n} (generic upper bound, (A4)).  Matrix built directly in float32 (centred),
    rank by the lab's numerics.rank.blas.blas_rank_mod_p (in place).
Usage: python t_certR.py R seed n d   [env ROWPAD, COLPAD (default 8), DRY=1: sizes only]"""
import sys, time, os
from geoR import *
sys.path.insert(0, '/work/main')
from numerics.rank.blas import blas_rank_mod_p, blas_rank_nbytes
R, seed, n, d = map(int, sys.argv[1:5])
rowpad, colpad = int(os.environ.get('ROWPAD', 8)), int(os.environ.get('COLPAD', 8))
tgt = h(n, d + n, R)
rows, cols = tgt + rowpad, tgt + colpad
SPREAD = int(os.environ.get('SPREAD', 0))  # SPREAD = m > 0: m * C(d+n+R-2, R-2) values of u, each giving w random elements of T_u(S)
NU = int(os.environ.get('NU', 0))   # NU > 0: exactly NU full blocks T_u(S) (cols = NU * dim S)
est = 4 * rows * cols + blas_rank_nbytes((rows, cols), overwrite=True)
print(f"R={R} seed={seed} n={n} d={d}: target h = {tgt}, matrix {rows} x {cols} float32, est. memory {est/2**30:.2f} GiB",
      flush=True)
if os.environ.get('DRY'):
    sys.exit()
fam = Family(seed, R); g = np.random.default_rng(seed + 2026)
t0 = time.time()
E_s, S = space(fam, d, n - 1)
s = S.shape[1]
lb = lower(n - 1, d, R) - R
src_ok = s == lb
t1 = time.time()
print(f"  source dim M''_({n-1},{d}) = {s} (generic lower bound {lb}, closed form h = {h(n-1, d, R)}: certified {src_ok}); "
      f"count bound C(d+n+R-2, R-2) * s = {C(d+n+R-2, R-2) * s}  [{t1-t0:.1f}s]", flush=True)
if s == 0 or C(d + n + R - 2, R - 2) * s < tgt:
    print(f"  => F_{R}({n},{d}) FAILS by count (dim Theta(S) <= {C(d+n+R-2, R-2) * s} < {tgt})", flush=True)
    sys.exit()
if NU:
    cols = NU * s
SPREAD_W = -(-cols // (SPREAD * C(d + n + R - 2, R - 2))) if SPREAD else 0
A = np.empty((rows, cols), np.float32)
pts = np.concatenate([rnd(g, rows, R), rnd(g, rows, R)], axis=1)
c = 0; nu = 0
while c < cols:
    u = fam.u(rnd(g, R - 1)); nu += 1
    w = min(s, cols - c, SPREAD_W) if SPREAD_W else min(s, cols - c)
    lam = fam.lam(pts, u)
    SR = S if w == s else mulmod(S, rnd(np.random.default_rng(seed + 99 + nu), s, w))   # w random elements of S
    for r0 in range(0, rows, 4096):
        P = pts[r0:r0 + 4096]
        blk = mulmod(evalmon(E_s, fam.psi(P, u)), SR) * lam[r0:r0 + 4096, None] % p     # rows x w: T_u(S R)
        blk[blk > p // 2] -= p
        A[r0:r0 + 4096, c:c + w] = blk.astype(np.float32)
        del blk
    c += w
t2 = time.time()
print(f"  matrix {rows} x {cols} built from {nu} values of u (block width {SPREAD_W or s})  [{t2-t1:.1f}s]", flush=True)
rk = int(blas_rank_mod_p(A, p, overwrite=True))
print(f"  rank = {rk} of target {tgt}  => F_{R}({n},{d}) {'CERTIFIED' if (rk == tgt and src_ok) else 'holds at this point (source not certified)' if rk == tgt else 'NOT shown (rank short by ' + str(tgt - rk) + ')'}"
      f"  [rank {time.time()-t2:.1f}s, total {time.time()-t0:.1f}s]", flush=True)
