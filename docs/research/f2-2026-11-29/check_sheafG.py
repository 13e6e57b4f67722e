"""Open conditions for Proposition SG (NOTES.md §7): with Γ(v) := H2^{-1} b*(H1 v) ⊙ adj(W2 v) (degree 4;
c_x(a0) = Γ(a0 ⊙ u_x) is the point where ψ_x(a0, ·) meets X),
 (D)  Γ is dominant: its 3x3 Jacobian has rank 3 at a random v;
 (L)  Γ contracts none of the coordinate lines {v_r = 0}: Γ(v) × Γ(v') ≠ 0 for two random points of each line;
 (T)  at e_j: c_x(e_j) ∝ b_0j for every x, and for two random x, x' the linear part in ε of c_x(e_j + ε) × c_x'(e_j + ε)
      (ε in the chart a_j = 1) has rank 2 (the two sections through (e_j, b_0j) are transversal).
Usage: python check_sheafG.py seed...   (geo.py of the l1 helper, read-only)"""
import sys, os
sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), '..', 'l1-2026-11-29'))
from geo import *
def inv3(M): return from_nmod(to_nmod(M % p).inv())
def Gam(fam, H2i, v):
    bs = fam.bstar((fam.H1.dot(v) % p)[None, :])[0]
    z = fam.W2.dot(v) % p
    adj = np.array([z[1]*z[2] % p, z[0]*z[2] % p, z[0]*z[1] % p], np.int64)
    return H2i.dot(bs) % p * adj % p
def lin_coeff(f, deg=12):
    """t^1 coefficient of the vector polynomial t -> f(t) (degree <= deg) by interpolation mod p."""
    ts = list(range(1, deg + 2)); vals = [f(t) for t in ts]
    out = np.zeros(3, np.int64)
    # Lagrange: coefficient of t^1 of sum_i vals_i * prod_{k != i} (t - t_k)/(t_i - t_k)
    for i, ti in enumerate(ts):
        others = [tk for k, tk in enumerate(ts) if k != i]
        den = 1
        for tk in others: den = den * (ti - tk) % p
        # coefficient of t^1 in prod (t - tk) = sum_m prod_{k != m} (-tk)
        c1 = 0
        for m in range(len(others)):
            pr = 1
            for k, tk in enumerate(others):
                if k != m: pr = pr * (-tk) % p
            c1 = (c1 + pr) % p
        out = (out + vals[i] * (c1 * pow(den, p - 2, p) % p)) % p
    return out
for seed in map(int, sys.argv[1:]):
    fam = Family(seed); g = np.random.default_rng(seed + 17); H2i = inv3(fam.H2)
    v = rnd(g, 3)
    J = np.stack([lin_coeff(lambda t, c=c: Gam(fam, H2i, (v + t * np.eye(3, dtype=np.int64)[c]) % p), 5) for c in range(3)], 1)
    D = to_nmod(J).rank() == 3
    L = []
    for r in range(3):
        v1, v2 = rnd(g, 3), rnd(g, 3); v1[r] = 0; v2[r] = 0
        L.append(bool(np.any(cross(Gam(fam, H2i, v1), Gam(fam, H2i, v2)) % p)))
    T = []
    for j in range(3):
        ej = np.eye(3, dtype=np.int64)[j]; b0 = fam.Q[j][3:]
        xs = [fam.u([1, int(t)]) for t in rnd(g, 2)]
        prop = all(not np.any(cross(Gam(fam, H2i, ej * u % p), b0) % p) for u in xs)
        cols = []
        for _ in range(2):
            w = rnd(g, 3); w[j] = 0
            f = lambda t, w=w: cross(Gam(fam, H2i, ((ej + t * w) % p) * xs[0] % p), Gam(fam, H2i, ((ej + t * w) % p) * xs[1] % p))
            cols.append(lin_coeff(f, 8))
        T.append(prop and to_nmod(np.stack(cols, 1)).rank() == 2)
    print(f"SUBFAM={os.environ.get('SUBFAM','')!r} seed={seed}: (D) {D}  (L) {L}  (T) {T}", flush=True)
