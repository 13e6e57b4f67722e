"""The L1 reduction objects at general R (M = R - 1), family W^(H,3) = I.  Own code (this helper, 2026-11-29),
modelled on ../l1-2026-11-29/geo.py (R = 3).  GF(p), p = 1048573; float64 matmuls exact in chunks of 4000.

  mu_m(a, b) = ell(b ⊙ W2(a ⊙ w_m)), m = 1..R-1 (w_m the columns of W1), lambda_u = sum x_m mu_m.
  v      = the normal vector of col W1 (v ⊥ w_m for all m; generalised cross product).
  X      = V(mu_1..mu_{R-1}) = closure of the graph of a -> b*(a),
           b*(a) = ell^{-1} ⊙ W2^{-T} (v ⊙ (prod_{s != r} a_s)_r)      (standard Cremona, then linear maps)
  P_i    = (a_i*, e_i),  a_i* = v ⊘ W2[i]   (q = b ⊙ W2(a ⊙ u) = 0 for all u in H)
  Q_j    = (e_j, b_0j)  (Lemma K)
  M''_{m,d} = { F in k[a,b]_(d,m) : F|_X = 0, mult_{P_i} F >= m, F(Q_j) = 0 }
"""
import numpy as np, itertools, math, sys, os
import flint

p = 1048573
C = math.comb


def rnd(g, *s):
    return g.integers(1, p, s).astype(np.int64)


def inv(x):
    return pow(int(x) % p, p - 2, p)


def nullvec(rows):
    """kernel vector of a (R-1) x R integer matrix mod p (must be 1-dimensional)."""
    A = np.array(rows, np.int64) % p
    M = flint.nmod_mat(A.shape[0], A.shape[1], A.ravel().tolist(), p)
    X, nul = M.nullspace()
    assert nul == 1, nul
    return np.array([int(X[i, 0]) for i in range(A.shape[1])], np.int64)


def matinv(A):
    R = A.shape[0]
    M = flint.nmod_mat(R, R, (A % p).ravel().tolist(), p).inv()
    return np.array([[int(M[i, j]) for j in range(R)] for i in range(R)], np.int64)


class Family:
    def __init__(self, seed, R=4):
        self.R = R
        g = np.random.default_rng(seed)
        self.W1 = rnd(g, R, R - 1)
        self.W2, self.W3, self.H1, self.H2 = (rnd(g, R, R) for _ in range(4))
        self.ell = self.W3[0].copy()
        self.g = g
        self.v = nullvec(self.W1.T)                                   # v ⊥ every w_m
        assert np.all(self.v % p != 0)
        self.W2invT = matinv(self.W2).T.copy()
        self.ellinv = np.array([inv(x) for x in self.ell], np.int64)
        self.astar = [np.array([self.v[r] * inv(self.W2[i, r]) % p for r in range(R)], np.int64) for i in range(R)]
        for i in range(R):                                            # check: (W2(a_i* ⊙ w_m))_i = 0
            for m in range(R - 1):
                assert int((self.W2[i] * (self.astar[i] * self.W1[:, m] % p) % p).sum() % p) == 0
        self.Q = []
        for j in range(R):
            ej = np.zeros(R, np.int64); ej[j] = 1
            cj = self.W2[:, j]
            rows = []
            for m in range(R - 1):
                vv = self.W2.dot(self.H1.dot(ej) * self.W1[:, m] % p) % p
                rows.append([int(cj[s] * int((self.ell * vv % p).dot(self.H2[:, s]) % p) % p) for s in range(R)])
            self.Q.append(np.concatenate([ej, nullvec(rows)]))

    def bstar(self, A):
        """(N,R) -> (N,R): b*(a) (polynomial of degree R-1 in a)."""
        R = self.R
        co = np.ones_like(A)
        for r in range(R):
            for s in range(R):
                if s != r:
                    co[:, r] = co[:, r] * A[:, s] % p
        c2 = co * self.v % p
        c1 = c2.dot(self.W2invT.T) % p                                 # W2^{-T} c2
        return c1 * self.ellinv % p

    def lam(self, pts, u):
        R = self.R
        q = pts[:, R:] * ((pts[:, :R] * u % p).dot(self.W2.T) % p) % p
        return q.dot(self.ell) % p

    def psi(self, pts, u):
        R = self.R
        pa = pts[:, :R] * u % p
        q = pts[:, R:] * (pa.dot(self.W2.T) % p) % p
        return np.concatenate([pa.dot(self.H1.T) % p, q.dot(self.H2.T) % p], axis=1)

    def u(self, x):
        return self.W1.dot(np.array(x, np.int64) % p) % p


def comps(k, parts):
    for c in itertools.combinations(range(k + parts - 1), parts - 1):
        yield tuple(b - a - 1 for a, b in zip((-1,) + c, c + (k + parts - 1,)))


def monomials(d, m, R):
    return np.array([al + be for al in comps(d, R) for be in comps(m, R)], np.int64)


def evalmon(E, pts):
    """(N,2R) points -> (N,K) monomial values mod p."""
    maxe = int(E.max()) if E.size else 0
    out = np.ones((pts.shape[0], E.shape[0]), np.int64)
    for c in range(E.shape[1]):
        pw = np.ones((pts.shape[0], maxe + 1), np.int64)
        for e in range(1, maxe + 1):
            pw[:, e] = pw[:, e - 1] * pts[:, c] % p
        out = out * pw[:, E[:, c]] % p
    return out


def jet_rows(E, P, v, mult):
    """rows (mult, K): t^k coefficient (k < mult) of each monomial at P + t v."""
    maxe = int(E.max())
    arr = None
    for c in range(E.shape[1]):
        pw = np.zeros((maxe + 1, mult), np.int64)
        for e in range(maxe + 1):
            for k in range(min(e, mult - 1) + 1):
                pw[e, k] = C(e, k) % p * pow(int(P[c]), e - k, p) % p * pow(int(v[c]), k, p) % p
        cur = pw[E[:, c]]
        if arr is None:
            arr = cur
        else:
            new = np.zeros_like(arr)
            for k in range(mult):
                for i in range(k + 1):
                    new[:, k] = (new[:, k] + arr[:, i] * cur[:, k - i]) % p
            arr = new
    return arr.T


def condition_matrix(fam, d, m, X=True, P=True, Q=True, g=None, extra=30):
    R = fam.R
    g = g or np.random.default_rng(12345)
    E = monomials(d, m, R)
    rows = []
    if X:
        A = rnd(g, min(C(d + (R - 1) * m + R - 1, R - 1), E.shape[0]) + extra, R)
        pts = np.concatenate([A, fam.bstar(A)], axis=1)
        rows.append(evalmon(E, pts))
    if P and m > 0:
        L = 2 * R - 2                                                 # local dimension at P_i
        nd = C(m - 1 + L - 1, L - 1) + 8                              # directions for the top order m - 1
        for i in range(R):
            Pi = np.concatenate([fam.astar[i], np.eye(R, dtype=np.int64)[i]])
            c = int(np.nonzero(fam.astar[i])[0][0])
            for sdir in range(nd):
                v = rnd(g, 2 * R); v[c] = 0; v[R + i] = 0                # affine chart a_c = a*_c, b_i = 1
                need = [k for k in range(m) if sdir < C(k + L - 1, L - 1) + 8]
                rows.append(jet_rows(E, Pi, v, m)[need])
    if Q:
        rows.append(evalmon(E, np.array(fam.Q)))
    return E, np.concatenate(rows, axis=0) % p


def to_nmod(A):
    r, c = A.shape
    return flint.nmod_mat(r, c, A.ravel().tolist(), p)


def space(fam, d, m, **kw):
    """basis (K x dim) of M''_{m,d} (selected conditions), from the rref of the condition matrix."""
    E, Cm = condition_matrix(fam, d, m, **kw)
    M = to_nmod(Cm); del Cm
    Rr, r = M.rref(); del M
    K = Rr.ncols()
    Rn = np.array(Rr.entries(), dtype=np.int64).reshape(Rr.nrows(), K)[:r]; del Rr
    piv = [int(np.nonzero(Rn[i])[0][0]) for i in range(r)]
    pset = set(piv)
    free = [j for j in range(K) if j not in pset]
    N = np.zeros((K, len(free)), np.int64)
    N[free, np.arange(len(free))] = 1
    N[piv, :] = (-Rn[:, free]) % p
    return E, N


def rank(A):
    A = A % p
    if A.size < 2_000_000:
        return to_nmod(A).rank()
    sys.path.insert(0, '/work/main')
    from numerics.rank.blas import blas_rank_mod_p
    X = A.astype(np.float32); X[A > p // 2] -= p
    del A
    return int(blas_rank_mod_p(X, p, overwrite=True))


def dim_space(fam, d, m, **kw):
    E, Cm = condition_matrix(fam, d, m, **kw)
    return E.shape[0] - rank(Cm)


def mulmod(A, B):
    out = np.zeros((A.shape[0], B.shape[1]), np.float64)
    for s in range(0, A.shape[1], 4000):
        out = (out + A[:, s:s + 4000].astype(np.float64) @ B[s:s + 4000].astype(np.float64)) % p
    return out.astype(np.int64)


# ---- closed forms (general R, M = R - 1) ----
def S(k, n, R):
    return C(k + R - 1, R - 1) * C(n + R - 1, R - 1) if k >= 0 and n >= 0 else 0


def K(k, n, R):
    """Koszul count: dim (mu_1..mu_{R-1})_(k,n) for a regular sequence of R-1 forms of bidegree (1,1)."""
    return sum((-1) ** (i + 1) * C(R - 1, i) * S(k - i, n - i, R) for i in range(1, R))


def r1(n, R):
    """Proposition 21's per-point count r_R(n) = C(n+2R-3, 2R-2) - C(n+R-2, R-1)."""
    return C(n + 2 * R - 3, 2 * R - 2) - C(n + R - 2, R - 1)


def hp(n, k, R):
    return K(k, n, R) - R * r1(n, R)


def h(n, k, R):
    return hp(n, k, R) - R


def nB(n, k, R):
    """#B_i at a-degree k: monomials of bidegree (k, n) with |alpha_perp| < beta_i."""
    return sum(C(n - u + R - 2, R - 2) * sum(C(t + R - 2, R - 2) for t in range(min(u, k + 1))) for u in range(n + 1))


def lower(n, k, R):
    """Step 9(b) lower bound for dim M'_{n,k} valid for every k >= 0 (= hp for k >= n - 1)."""
    return K(k, n, R) - R * (nB(n, k, R) - C(n + R - 2, R - 1))
