"""Reviewer's own F_R(n, d) certificate (adapted from docs/reviews/l1-reduction-2026-11-29/r_cert.py).
usage: python r4_cert.py R seed n d     env: PAD (default 10), NUMU (number of u values, default C(d+n+R-2, R-2))
 1. S = GF(p) kernel of necessary conditions for M''_(R;n-1,d) at the point; check dim S == h_R(n-1, d) (the generic
    lower bound of (A4-lower) minus R, which is h_R when d >= n - 2).
 2. N = h_R(n, d+n). Matrix (N+pad) x (N+pad), float32 storage: rows = random points (a, b) of A^(2R); columns =
    elements T_u(S r) (r random), spread over NUMU values u = W1 x (x random): T_u s is a form of degree d + n in
    x in k^(R-1), so C(d+n+R-2, R-2) generic u span Theta(S). Every column lies in Theta(S): rank <= dim Theta(S).
 3. own rank-revealing blocked elimination (lu_rank). rank >= N and dim S certified => with Lemma I and the target
    upper bound dim M''_(R;n,d+n) <= N, F_R(n, d) holds at generic weights."""
import sys, time, os
from rv4 import *

R, seed, n, d = map(int, sys.argv[1:5])
pad = int(os.environ.get('PAD', 10))
numu = int(os.environ.get('NUMU', C(d + n + R - 2, R - 2)))
fam = Fam(seed, R)
g = np.random.default_rng(seed * 7919 + 100 * n + d)
t0 = time.time()
E, Cm = conditions(fam, d, n - 1, g=np.random.default_rng(seed + 5))
S = kernel_basis(Cm); del Cm
s = S.shape[1]
hs = h_R(n - 1, d, R)
t1 = time.time()
print(f"R={R} seed={seed} n={n} d={d}: dim ker (conditions for M''_({n-1},{d})) = {s}; h_R({n-1},{d}) = {hs}: "
      f"{s == hs}   [{t1-t0:.1f}s]", flush=True)
N = h_R(n, d + n, R)
side = N + pad
print(f"  target h_R({n},{d+n}) = {N}; side {side}; {numu} values of u (C(d+n+R-2,R-2) = {C(d+n+R-2, R-2)}); "
      f"count bound numu*s = {numu*s}", flush=True)
pts = rnd(g, side, 2 * R)
bounds = np.linspace(0, side, numu + 1).astype(int)
A = np.zeros((side, side), np.float32)
for j in range(numu):
    c0, c1 = bounds[j], bounds[j + 1]
    if c1 == c0:
        continue
    u = fam.u(rnd(g, R - 1))
    SR = mm(S, rnd(g, s, c1 - c0))            # K x c: random elements of S
    lam = fam.lam(pts, u)
    for r0 in range(0, side, 4096):
        P = pts[r0:r0 + 4096]
        blk = mm(evalmon(E, fam.psi(P, u)), SR) * lam[r0:r0 + 4096, None] % p
        A[r0:r0 + 4096, c0:c1] = blk.astype(np.float32)
        del blk
t2 = time.time()
print(f"  evaluation matrix {side} x {side} (float32) built [{t2-t1:.1f}s]", flush=True)
rk = lu_rank(A)
t3 = time.time()
print(f"  own rank-revealing elimination: rank {rk} of target {N}  [{t3-t2:.1f}s]", flush=True)
print(f"RESULT R={R} seed={seed} F_{R}({n},{d}): source ok {s == hs}, rank {rk} (h = {N}) => "
      f"{'CERTIFIED' if (s == hs and rk >= N) else 'NOT shown (short by %d)' % (N - rk)}   [total {t3-t0:.1f}s]",
      flush=True)
