"""Reviewer's own F(n, d) certificate. usage: python r_cert.py seed n d [target]
 1. S = GF(p) kernel of necessary conditions for M''_{n-1,d} (X-vanishing at random points of X, order-(n-1) jets at
    P_i along random lines in a random transversal 4-plane, values at Q_j); check dim S == h_{n-1}(d) (the generic
    value, a lower bound by (A4)).
 2. N = h_n(d+n). Build an (N+pad) x (N+pad) evaluation matrix: rows = random points (a, b); columns = elements
    T_{u_j}(S r) (random r), the columns split into d+n+1 blocks, block j using one u_j = W1 x_j (x_j random).
    Every column is an element of Theta(S), so any rank is a lower bound on dim Theta(S).
 3. Own blocked elimination on the leading N x N block: nonsingular mod p => dim Theta(M''_{n-1,d}) >= N.
    If N + pad <= 3600 also flint's exact rank of the whole (N+pad)^2 matrix.
 4. with 'target': the GF(p) kernel dimension of the conditions for M''_{n,d+n} at the same point (an upper bound on
    dim M''_{n,d+n}(W), hence on the generic value), to be compared with h_n(d+n)."""
import sys, time, os
from rv import *

seed, n, d = map(int, sys.argv[1:4])
want_target = len(sys.argv) > 4 and sys.argv[4] == 'target'
pad = int(os.environ.get('PAD', 20))
fam = Fam(seed, 'I')
g = np.random.default_rng(seed * 7919 + 100 * n + d)
t0 = time.time()
E, Cm = conditions(fam, d, n - 1, g=np.random.default_rng(seed + 5))
S = kernel_basis(Cm); del Cm
s = S.shape[1]
t1 = time.time()
print(f"seed={seed} n={n} d={d}: dim ker (conditions for M''_({n-1},{d})) = {s}; h_{n-1}({d}) = {h(n-1, d)}: "
      f"{s == h(n-1, d)}   [{t1-t0:.1f}s]", flush=True)
N = h(n, d + n)
side = N + pad
D = d + n                                   # T_u s is homogeneous of degree d + n in x (u = W1 x)
pts = rnd(g, side, 6)
xs = rnd(g, D + 1, 2)
bounds = np.linspace(0, side, D + 2).astype(int)
A = np.zeros((side, side), np.float64)
for j in range(D + 1):
    c0, c1 = bounds[j], bounds[j + 1]
    u = fam.u(xs[j])
    SR = mm(S, rnd(g, s, c1 - c0))          # K x c  (random elements of S)
    Mon = evalmon(E, fam.psi(pts, u))       # side x K
    blk = mm(Mon, SR); del Mon
    A[:, c0:c1] = blk * fam.lam(pts, u)[:, None] % p
t2 = time.time()
print(f"  evaluation matrix {side} x {side} built [{t2-t1:.1f}s]", flush=True)
if side <= 3600:
    rk = nrank(A.astype(np.int64))
    print(f"  flint exact GF(p) rank of the {side} x {side} matrix = {rk}  (h_{n}({d+n}) = {N})  [{time.time()-t2:.1f}s]",
          flush=True)
if os.environ.get('FULLRANK'):
    t3 = time.time()
    rk2 = lu_rank(A.copy())
    print(f"  own rank-revealing elimination, whole {side} x {side} matrix: rank {rk2} (h_{n}({d+n}) = {N})  "
          f"[{time.time()-t3:.1f}s]", flush=True)
t3 = time.time()
B = np.ascontiguousarray(A[:N, :N]); del A
piv = lu_nonsingular(B); del B
print(f"  own elimination on the leading {N} x {N} block: {piv} pivots -> nonsingular mod p: {piv == N}  "
      f"[{time.time()-t3:.1f}s]", flush=True)
print(f"RESULT seed={seed} F({n},{d}): source dim ok {s == h(n-1, d)}, rank >= {piv if piv == N else 'n/a'} "
      f"of h_{n}({d+n}) = {N} => certified: {s == h(n-1, d) and piv == N}   [total {time.time()-t0:.1f}s]", flush=True)
if want_target:
    t4 = time.time()
    Et, Ct = conditions(fam, d + n, n, g=np.random.default_rng(seed + 9))
    kd = len(Et) - nrank(Ct)
    print(f"  target: dim ker (conditions for M''_({n},{d+n})) = {kd}; h_{n}({d+n}) = {N}  [{time.time()-t4:.1f}s]",
          flush=True)
