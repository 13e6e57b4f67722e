"""Sanity checks at R = 3, 4: (1) closed forms at R = 3 equal the first reviewer's rv.py h(n, k);
(2) Lemma C coordinates: at X points (from kernels) z = (W2^T (l . b)) / v has a_r z_r independent of r;
(3) P_i in X and lambda_u(P_i) = 0; psi_u(Q_j) on X; (4) F_0 (own recurrence) vanishes on X, at Q_j, to order n at P_i,
with controls. usage: python r4_sanity.py R seed"""
import sys, time
sys.path.insert(0, '../l1-reduction-2026-11-29')
from rv4 import *
R, seed = map(int, sys.argv[1:3])
import rv as rv3
print("R=3 closed forms vs rv.py:", all(h_R(n, k, 3) == rv3.h(n, k) for n in range(2, 10) for k in range(n - 1, 40)))
fam = Fam(seed, R); g = np.random.default_rng(seed + 1)
X = fam.Xpoints(g, 200)
A, B = X[:, :R], X[:, R:]
# v: normal vector of col W1
v = kervec(np.array([fam.W1.T % p]))[0]
print("v has no zero entry:", bool(np.all(v != 0)))
cp = (B * fam.ell % p) @ fam.W2 % p          # c' = W2^T (l . b)  (row form)
vinv = np.array([inv(x) for x in v])
z = cp * vinv % p
y = A * z % p
print("Lemma C: a_r z_r independent of r at 200 X points:", bool(np.all(y == y[:, :1])), "; y nonzero:", bool(np.all(y[:, 0] != 0)))
# a_i* = v / W2[i]
for i in range(R):
    ai = np.array([v[r] * inv(fam.W2[i, r]) % p for r in range(R)])
    prop = ai * inv(ai[0]) % p; mine = fam.astar[i] * inv(fam.astar[i][0]) % p
    print(f"  a_{i}* = v / W2[{i}] (projectively):", bool(np.all(prop == mine)))
ok = True
for i in range(R):
    P = np.concatenate([fam.astar[i], np.eye(R, dtype=np.int64)[i]])[None]
    for _ in range(5):
        u = fam.u(rnd(g, R - 1))
        ok &= int(fam.lam(P, u)[0]) == 0
        q = P[:, R:] * ((P[:, :R] * u % p) @ fam.W2.T % p) % p
        ok &= not np.any(q)
print("lambda_u(P_i) = 0 and q(P_i) = 0:", ok)
mu = lambda pts: np.stack([fam.lam(pts, fam.W1[:, m]) for m in range(R - 1)], 1)
Qs = np.array(fam.Q)
bad = 0
for _ in range(10):
    u = fam.u(rnd(g, R - 1)); bad += int(np.count_nonzero(mu(fam.psi(Qs, u))))
print("psi_u(Q_j) in X (mu = 0) for 10 u:", bad == 0)
# F_0 containment
for n in range(2, 7):
    xs = [rnd(g, R - 1) for _ in range(n)]
    vX = fam.F(X[:, :R], X[:, R:], [np.broadcast_to(x, (len(X), R - 1)) for x in xs])
    vQ = fam.F(Qs[:, :R], Qs[:, R:], [np.broadcast_to(x, (R, R - 1)) for x in xs])
    Y = rnd(g, 50, 2 * R)
    vY = fam.F(Y[:, :R], Y[:, R:], [np.broadcast_to(x, (50, R - 1)) for x in xs])
    # order at P_i: F_0 along P_i + t v as a polynomial in t: interpolate from n+1.. values -> use exact polynomial
    # of degree <= N1(n) + n in t: sample tt = 1..D+1 and solve Vandermonde mod p
    D = N1(n) + n
    jetbad = 0; jetctl = 0
    for i in range(R):
        P = np.concatenate([fam.astar[i], np.eye(R, dtype=np.int64)[i]])
        for _ in range(3):
            vv = rnd(g, 2 * R)
            ts = np.arange(1, D + 2)
            pts = (P[None] + ts[:, None] * vv[None]) % p
            vals = fam.F(pts[:, :R], pts[:, R:], [np.broadcast_to(x, (D + 1, R - 1)) for x in xs])
            Vm = flint.nmod_mat([[pow(int(t), e, p) for e in range(D + 1)] for t in ts], p)
            coef = Vm.solve(flint.nmod_mat([[int(x)] for x in vals], p))
            cs = [int(coef[e, 0]) for e in range(D + 1)]
            jetbad += sum(1 for e in range(n) if cs[e] != 0); jetctl += int(cs[n] != 0)
    print(f"n={n}: F_0 nonzero on X {np.count_nonzero(vX)}/200, at Q_j {np.count_nonzero(vQ)}/{R}, "
          f"t^0..t^(n-1) jet coefficients at P_i nonzero {jetbad}/{R*3*n}; controls: off X nonzero "
          f"{np.count_nonzero(vY)}/50, t^n coefficient nonzero {jetctl}/{R*3}", flush=True)
