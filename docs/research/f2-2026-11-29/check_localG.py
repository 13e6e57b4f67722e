"""Two-step local model at the fat points (NOTES.md §7b).  At a_i*: with Y_x = x·Z (Z = y σ), U = Z + β (the
one-step local model of the l1 notes, 4 variables Z1, Z2, β1, β2), the weight-0 initial parts of the two-step
generators are (x·U) · f(x·Z, β), f a form of degree n-1 in (Y, β1, β2) vanishing at the point (1, τ_x), where
τ_x = B_i (q_2, q_3)/q_1, q = vec1 × vec2, vec_m = (θ_i, ζ_r θ_r, ζ_r' θ_r') (θ = H2^T(ℓ ⊙ W2(σ_x(a_i*) ⊙ w_m)),
ζ = ζ_x(a_i*)).  Checks:
 (P)  q_1(ξ_r) = 0 ≠ q_2(ξ_r) and q_1(ξ_r') = 0 ≠ q_3(ξ_r') at the roots ξ_r, ξ_r' of ζ_{x,r}(a_i*), ζ_{x,r'}(a_i*)
      (two distinct poles of τ_x);
 (N)  dim span_x (x·U) I_(1,τ_x) = dim T_0 = 2 C(n+2,3) - C(n+1,3)  for n = 3..MAXN  (the two-step local model),
      and the control with τ_x replaced by a constant vector (no poles): expected short (by at most n + 1).
Usage: python check_localG.py seed MAXN   (geo.py of the l1 helper, read-only)"""
import sys, os, math, itertools
sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), '..', 'l1-2026-11-29'))
from geo import *
seed, MAXN = int(sys.argv[1]), int(sys.argv[2]); fam = Family(seed); g = np.random.default_rng(seed + 23)
inv = lambda z: pow(int(z) % p, p - 2, p)
def qvec(i, x):
    a = fam.astar[i]; u = fam.u(x); z = fam.W2.dot(a * u % p) % p
    assert z[i] % p == 0
    sa = fam.H1.dot(a * u % p) % p
    oth = [r for r in range(3) if r != i]; vecs = []
    for m in range(2):
        th = fam.H2.T.dot(fam.ell * fam.W2.dot(sa * fam.W1[:, m] % p) % p % p) % p
        vecs.append(np.array([th[i], z[oth[0]] * th[oth[0]] % p, z[oth[1]] * th[oth[1]] % p], np.int64))
    return cross(vecs[0], vecs[1])
def Bmat(i):
    oth = [r for r in range(3) if r != i]; a = fam.astar[i]
    zm = [fam.W2.dot(a * fam.W1[:, m] % p) % p for m in range(2)]
    return np.array([[fam.ell[r] * inv(fam.ell[i]) % p * zm[m][r] % p for r in oth] for m in range(2)], np.int64)
def tau(i, x):
    q = qvec(i, x); c = inv(q[0])
    return Bmat(i).dot(np.array([q[1], q[2]]) * c % p) % p
def polymul(A, B):
    out = {}
    for ea, ca in A.items():
        for eb, cb in B.items():
            k = tuple(s + t for s, t in zip(ea, eb)); out[k] = (out.get(k, 0) + ca * cb) % p
    return out
def polypow(A, k):
    out = {(0, 0, 0, 0): 1}
    for _ in range(k): out = polymul(out, A)
    return out
for i in range(3):
    oth = [r for r in range(3) if r != i]; a = fam.astar[i]
    zm = [fam.W2.dot(a * fam.W1[:, m] % p) % p for m in range(2)]
    P = []
    for k, r in enumerate(oth):
        xi = [int(zm[1][r]), int(-zm[0][r]) % p]               # root of ζ_{x,r}(a_i*) = x1 ζ_{1,r} + x2 ζ_{2,r}
        q = qvec(i, xi); P.append(q[0] % p == 0 and q[1 + k] % p != 0)
    xr = [1, int(rnd(g, 1)[0])]
    print(f"seed={seed} i={i}: (P) poles at the roots of ζ_r, ζ_r': {P}; q_1 != 0 at a random x: {qvec(i, xr)[0] % p != 0}", flush=True)
    for n in range(3, MAXN + 1):
        dimT = 2 * math.comb(n + 2, 3) - math.comb(n + 1, 3)
        keys = [e for e in itertools.product(range(n + 1), repeat=4) if sum(e) == n]; kidx = {k: j for j, k in enumerate(keys)}
        res = []
        for mode in ('tau', 'const'):
            cols = []; tconst = rnd(g, 2)
            for _ in range(3 * n + 8):
                x = [1, int(rnd(g, 1)[0])]
                t = tau(i, x) if mode == 'tau' else tconst
                xU = {(1, 0, 1, 0): x[0], (1, 0, 0, 0): 0}
                xU = {(1, 0, 0, 0): x[0], (0, 1, 0, 0): x[1], (0, 0, 1, 0): x[0], (0, 0, 0, 1): x[1]}   # x·(Z+β)
                Y = {(1, 0, 0, 0): x[0], (0, 1, 0, 0): x[1]}
                Ypow = [polypow(Y, k) for k in range(n)]
                for gam in itertools.product(range(n), repeat=2):
                    if not (1 <= sum(gam) <= n - 1): continue
                    f = polymul(Ypow[n - 1 - sum(gam)], {(0, 0, gam[0], gam[1]): 1})
                    cst = pow(int(t[0]), gam[0], p) * pow(int(t[1]), gam[1], p) % p
                    for kk, vv in Ypow[n - 1].items(): f[kk] = (f.get(kk, 0) - cst * vv) % p
                    cols.append(polymul(xU, f))
            M = np.zeros((len(keys), len(cols)), np.int64)
            for j, F in enumerate(cols):
                for kk, vv in F.items(): M[kidx[kk], j] = vv
            res.append(rank(M))
        print(f"   n={n}: dim T_0 = {dimT}, two-step local span = {res[0]} (equal: {res[0] == dimT}), constant-τ control = {res[1]} (short by {dimT - res[1]})", flush=True)
