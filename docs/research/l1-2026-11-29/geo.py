"""Geometric description of Q_n (this helper, 2026-11-29). GF(p) linear algebra, p = 1048573 (float64 matmuls exact).
Weights: the family H3 = I, seed-random W1 (3x2), W2, H1, H2 (3x3), ell = ell_0 (row 0 of W3).
  X      = {(a, b) : ell(b ⊙ W2(a ⊙ u)) = 0 for all u in H = col W1} = closure of the graph of a -> b*(a),
           b*(a) = (ell ⊙ W2(a ⊙ w1)) x (ell ⊙ W2(a ⊙ w2))   (w_m the columns of W1; x = cross product)
  P_i    = (a_i*, e_i),  a_i* = (W2[i] ⊙ w1) x (W2[i] ⊙ w2)    (the points where q = b ⊙ W2(a ⊙ u) = 0 for all u)
  Q_j    = (e_j, b_0j)  (Lemma K's killed points)
  M''_{m,d} = { F in k[a,b]_(d,m) : F|_X = 0, mult_{P_i} F >= m, F(Q_j) = 0 }   (flags select the conditions)
"""
import numpy as np, itertools, math, sys
import flint

p = 1048573

def rnd(g, *s):
    return g.integers(1, p, s).astype(np.int64)

class Family:
    def __init__(self, seed):
        g = np.random.default_rng(seed)
        self.W1, self.W2, self.W3, self.H1, self.H2 = rnd(g, 3, 2), rnd(g, 3, 3), rnd(g, 3, 3), rnd(g, 3, 3), rnd(g, 3, 3)
        self.ell = self.W3[0].copy()
        import os
        for item in filter(None, os.environ.get('SUBFAM', '').split(',')):   # special points (exploration)
            if item == 'H2=I': self.H2 = np.eye(3, dtype=np.int64)
            elif item == 'H1=I': self.H1 = np.eye(3, dtype=np.int64)
            elif item == 'l=1': self.ell = np.ones(3, dtype=np.int64)
            elif item == 'W1=std': self.W1 = np.array([[1, 1], [1, 2], [1, 3]], dtype=np.int64)
            else: raise ValueError(item)
        self.g = g
        w1, w2 = self.W1[:, 0], self.W1[:, 1]
        self.astar = [cross(self.W2[i] * w1 % p, self.W2[i] * w2 % p) for i in range(3)]
        self.Q = []
        for j in range(3):
            ej = np.zeros(3, np.int64); ej[j] = 1
            cj = self.W2[:, j]
            rows = []
            for wm in (w1, w2):
                v = self.W2.dot(self.H1.dot(ej) * wm % p) % p
                # b -> ell( (H2 (b ⊙ c_j)) ⊙ v ) = sum_s b_s c_j[s] sum_r ell_r v_r H2[r,s]
                rows.append([int(cj[s] * int((self.ell * v % p).dot(self.H2[:, s]) % p) % p) for s in range(3)])
            b0j = cross(np.array(rows[0], np.int64), np.array(rows[1], np.int64))
            self.Q.append(np.concatenate([ej, b0j]))

    def bstar(self, A):                       # A (N,3) -> (N,3)
        w1, w2 = self.W1[:, 0], self.W1[:, 1]
        z1 = (A * w1 % p).dot(self.W2.T) % p * self.ell % p
        z2 = (A * w2 % p).dot(self.W2.T) % p * self.ell % p
        return crossv(z1, z2)

    def lam(self, pts, u):                    # ell(b ⊙ W2(a ⊙ u)) at pts (N,6)
        q = pts[:, 3:] * ((pts[:, :3] * u % p).dot(self.W2.T) % p) % p
        return q.dot(self.ell) % p

    def psi(self, pts, u):                    # (H1 (a ⊙ u), H2 (b ⊙ W2 (a ⊙ u)))
        pa = pts[:, :3] * u % p
        q = pts[:, 3:] * (pa.dot(self.W2.T) % p) % p
        return np.concatenate([pa.dot(self.H1.T) % p, q.dot(self.H2.T) % p], axis=1)

    def u(self, x):
        return self.W1.dot(np.array(x, np.int64) % p) % p

def cross(x, y):
    return np.array([(x[1]*y[2]-x[2]*y[1]) % p, (x[2]*y[0]-x[0]*y[2]) % p, (x[0]*y[1]-x[1]*y[0]) % p], np.int64)

def crossv(x, y):
    return np.stack([(x[:, 1]*y[:, 2]-x[:, 2]*y[:, 1]) % p, (x[:, 2]*y[:, 0]-x[:, 0]*y[:, 2]) % p,
                     (x[:, 0]*y[:, 1]-x[:, 1]*y[:, 0]) % p], axis=1)

def comps(k, parts=3):
    for c in itertools.combinations(range(k + parts - 1), parts - 1):
        yield tuple(b - a - 1 for a, b in zip((-1,) + c, c + (k + parts - 1,)))

def monomials(d, m):
    return np.array([al + be for al in comps(d) for be in comps(m)], np.int64)

def evalmon(E, pts):
    """(N,6) points -> (N,K) monomial values mod p."""
    maxe = int(E.max()) if E.size else 0
    out = np.ones((pts.shape[0], E.shape[0]), np.int64)
    for c in range(6):
        pw = np.ones((pts.shape[0], maxe + 1), np.int64)
        for e in range(1, maxe + 1):
            pw[:, e] = pw[:, e-1] * pts[:, c] % p
        out = out * pw[:, E[:, c]] % p
    return out

def jet_rows(E, P, v, mult):
    """rows (mult, K): t^k coefficient (k < mult) of each monomial at P + t v."""
    maxe = int(E.max())
    K = E.shape[0]
    arr = None
    for c in range(6):
        pw = np.zeros((maxe + 1, mult), np.int64)
        for e in range(maxe + 1):
            for k in range(min(e, mult - 1) + 1):
                pw[e, k] = math.comb(e, k) % p * pow(int(P[c]), e - k, p) % p * pow(int(v[c]), k, p) % p
        cur = pw[E[:, c]]                       # (K, mult)
        if arr is None:
            arr = cur
        else:
            new = np.zeros_like(arr)
            for k in range(mult):
                for i in range(k + 1):
                    new[:, k] = (new[:, k] + arr[:, i] * cur[:, k - i]) % p
            arr = new
    return arr.T

def to_nmod(A):
    r, c = A.shape
    return flint.nmod_mat(r, c, A.ravel().tolist(), p)

def from_nmod(M):
    return np.array(M.entries(), dtype=np.int64).reshape(M.nrows(), M.ncols())

def condition_matrix(fam, d, m, X=True, P=True, Q=True, mult=None, g=None, extra=30):
    g = g or np.random.default_rng(12345)
    E = monomials(d, m)
    rows = []
    if X:
        A = rnd(g, C2(d + 2 * m + 2) + extra, 3)
        pts = np.concatenate([A, fam.bstar(A)], axis=1)
        rows.append(evalmon(E, pts))
    if P:
        mult = m if mult is None else mult
        nd = math.comb(mult + 2, 3) + 8          # affine chart: directions with a_c = 0 (a*_c != 0) and b_i = 0
        for i in range(3):
            Pi = np.concatenate([fam.astar[i], np.eye(3, dtype=np.int64)[i]])
            c = int(np.nonzero(fam.astar[i])[0][0])
            for sdir in range(nd):
                v = rnd(g, 6); v[c] = 0; v[3 + i] = 0
                need = [k for k in range(mult) if sdir < math.comb(k + 3, 3) + 8]   # order-k jets in 4 local
                rows.append(jet_rows(E, Pi, v, mult)[need])                        # variables: C(k+3,3) dirs suffice
    if Q:
        rows.append(evalmon(E, np.array(fam.Q)))
    return E, np.concatenate(rows, axis=0) % p

def C2(k):
    return k * (k - 1) // 2

def space(fam, d, m, **kw):
    """basis (K x dim) of M''_{m,d} with the selected conditions."""
    E, Cm = condition_matrix(fam, d, m, **kw)
    M = to_nmod(Cm); del Cm
    R, r = M.rref(); del M
    K = R.ncols()
    Rn = np.array(R.entries(), dtype=np.int64).reshape(R.nrows(), K)[:r]; del R
    piv = [int(np.nonzero(Rn[i])[0][0]) for i in range(r)]
    free = [j for j in range(K) if j not in set(piv)]
    N = np.zeros((K, len(free)), np.int64)          # x_free = e_f, x_piv = -R[:, free]
    N[free, np.arange(len(free))] = 1
    N[piv, :] = (-Rn[:, free]) % p
    return E, N

def rank(A):
    A = A % p
    if A.size < 2_000_000:
        return to_nmod(A).rank()
    sys.path.insert(0, '/work/main')
    from numerics.rank.blas import blas_rank_mod_p      # the lab's exact BLAS rank (float32 storage, centred)
    X = A.astype(np.float32); X[A > p // 2] -= p          # centred residues, exact in float32 (p < 2^21)
    return int(blas_rank_mod_p(X, p, overwrite=True))
