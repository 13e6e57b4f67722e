"""Where does Theta(M''_{n-1,d}) fall short of M''_{n,d+n}?  Compare local jets of the two spaces:
first-order jets at each Q_j (F(Q_j + t v) = c_1 t + ..., random directions v) and the order-n jets at each P_i
(coefficient of t^n along random lines in the affine chart).  Coefficients in t from values at D + 1 points by an
exact Vandermonde inverse mod p (D = total degree).  Usage: python t_where.py R seed n d [ndirQ ndirP]"""
import sys, time
from geoR import *
R, seed, n, d = map(int, sys.argv[1:5])
ndQ = int(sys.argv[5]) if len(sys.argv) > 5 else 12
ndP = int(sys.argv[6]) if len(sys.argv) > 6 else C(n + 2 * R - 3, 2 * R - 3) + 10
t0 = time.time()
fam = Family(seed, R); g = np.random.default_rng(seed + 555)
E_s, S = space(fam, d, n - 1)
E_t, T = space(fam, d + n, n)
J = C(d + n + R - 2, R - 2)
us = [fam.u(rnd(g, R - 1)) for _ in range(J)]
D = (d + n) + n
tv = np.arange(1, D + 2, dtype=np.int64)
V = flint.nmod_mat(D + 1, D + 1, [pow(int(t), e, p) for t in tv for e in range(D + 1)], p).inv()
Vinv = np.array([[int(V[i, j]) for j in range(D + 1)] for i in range(D + 1)], np.int64)   # coeffs = Vinv @ values

def theta_vals(pts):                         # (N, J*s): all T_u(s)
    out = []
    for u in us:
        out.append(mulmod(evalmon(E_s, fam.psi(pts, u)), S) * fam.lam(pts, u)[:, None] % p)
    return np.concatenate(out, axis=1)

def target_vals(pts):
    return mulmod(evalmon(E_t, pts), T)

def coeff_rows(P, dirs, order):              # points P + t v for t in tv, every v; returns the t^order coefficient rows
    pts = np.concatenate([P[None, :] + t * v[None, :] for v in dirs for t in tv], axis=0) % p
    return pts, order

def jets(valfun, P, dirs, order):
    pts = np.concatenate([(P[None, :] + t * v[None, :]) % p for v in dirs for t in tv], axis=0)
    vals = valfun(pts).reshape(len(dirs), D + 1, -1)                     # (dirs, D+1, cols)
    return np.stack([mulmod(Vinv[order:order + 1], vals[k])[0] for k in range(len(dirs))])   # (dirs, cols)

res = []
for j in range(R):
    dirs = [rnd(g, 2 * R) for _ in range(ndQ)]
    rt, rm = rank(jets(theta_vals, fam.Q[j], dirs, 1)), rank(jets(target_vals, fam.Q[j], dirs, 1))
    res.append(f"Q_{j}: first-order jets rank Theta {rt}, M'' {rm}")
for i in range(R):
    Pi = np.concatenate([fam.astar[i], np.eye(R, dtype=np.int64)[i]])
    c = int(np.nonzero(fam.astar[i])[0][0])
    dirs = []
    for _ in range(ndP):
        v = rnd(g, 2 * R); v[c] = 0; v[R + i] = 0; dirs.append(v)
    rt, rm = rank(jets(theta_vals, Pi, dirs, n)), rank(jets(target_vals, Pi, dirs, n))
    res.append(f"P_{i}: order-{n} jets rank Theta {rt}, M'' {rm}")
print(f"R={R} seed={seed} n={n} d={d}: dim source {S.shape[1]}, dim target {T.shape[1]}, {J} values of u; " + "; ".join(res)
      + f"  [{time.time()-t0:.1f}s]", flush=True)
