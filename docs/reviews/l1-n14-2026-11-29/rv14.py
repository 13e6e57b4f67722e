"""Reviewer's own library (independent of the helper's geo.py / t_cert.py).
GF(p) with p = 1048507 (prime; none of 1048573 lab, 1048571, 1048559 earlier reviewers); float64 matmuls are exact because every
dot product has < 2^13 terms of size < 2^40.
Family: depth 3, M = 2 inputs, R = 3 units, W^(H,3) = I (or random if h3='rand'), all other weights random.
"""
import numpy as np, itertools, math, flint

p = 1048507


def rnd(g, *s):
    return g.integers(1, p, s).astype(np.int64)


def inv(x):
    return pow(int(x) % p, p - 2, p)


def mm(A, B):
    """exact (A @ B) mod p for int64 inputs in [0,p), inner dim < 8192."""
    assert A.shape[1] < 8192
    C = np.asarray(A, np.float64) @ np.asarray(B, np.float64)
    return np.fmod(C, p).astype(np.int64)


def kernel2x3(r1, r2):
    """a vector spanning the kernel of the 2x3 matrix [r1; r2] (cross product), mod p."""
    x, y = [int(v) % p for v in r1], [int(v) % p for v in r2]
    return np.array([(x[1]*y[2]-x[2]*y[1]) % p, (x[2]*y[0]-x[0]*y[2]) % p, (x[0]*y[1]-x[1]*y[0]) % p], np.int64)


class Fam:
    def __init__(self, seed, h3='I'):
        g = np.random.default_rng(seed)
        self.W1 = rnd(g, 3, 2); self.W2 = rnd(g, 3, 3); self.W3 = rnd(g, 3, 3)
        self.H1 = rnd(g, 3, 3); self.H2 = rnd(g, 3, 3)
        self.H3 = np.eye(3, dtype=np.int64) if h3 == 'I' else rnd(g, 3, 3)
        self.WO = rnd(g, 3)
        self.ell = self.W3[0]
        # P_i: a_i* spans {a : (W2 (a . w_m))_i = 0, m = 1, 2}
        self.astar = []
        for i in range(3):
            rows = [self.W2[i] * self.W1[:, m] % p for m in range(2)]
            self.astar.append(kernel2x3(*rows))
        # Q_j = (e_j, b_0j): b_0j spans the kernel of b -> l((H2 (b . c_j)) . W2((H1 e_j) . w_m)), m = 1, 2
        self.Q = []
        for j in range(3):
            ej = np.zeros(3, np.int64); ej[j] = 1
            rows = []
            for m in range(2):
                z = self.W2 @ ((self.H1 @ ej) % p * self.W1[:, m] % p) % p
                row = []
                for s in range(3):
                    es = np.zeros(3, np.int64); es[s] = 1
                    bc = es * self.W2[:, j] % p            # b . c_j, c_j = W2 e_j
                    row.append(int(((self.H2 @ bc) % p * z % p) @ self.ell % p))
                rows.append(row)
            self.Q.append(np.concatenate([ej, kernel2x3(*rows)]))

    def u(self, x):                      # x: (...,2) -> W1 x
        return (np.asarray(x, np.int64) @ self.W1.T) % p

    # ---- the recurrence, End phase, free cut states (a, b, g) ----
    def F(self, a, b, xs, g=None):
        """P(a, b, g; x_1..x_n) = W^O h^(3) after n End steps; a, b (N,3); xs list of (N,2); g=None means e_0."""
        N = a.shape[0]
        if g is None:
            g = np.zeros((N, 3), np.int64); g[:, 0] = 1
        A, B, G = a % p, b % p, g % p
        for t, x in enumerate(xs):
            if t > 0:
                A, B, G = (h1 @ self.H1.T) % p, (h2 @ self.H2.T) % p, (h3 @ self.H3.T) % p
            h1 = A * self.u(x) % p
            h2 = B * ((h1 @ self.W2.T) % p) % p
            h3 = G * ((h2 @ self.W3.T) % p) % p
        return (h3 @ self.WO) % p

    def F_series(self, a0, av, b0, bv, xs, order):
        """t -> F_0(a0 + t av, b0 + t bv; xs) as truncated series (order coefficients); single point, xs list of (2,)."""
        def smul(X, Y):                  # (3, order) x (3, order) elementwise series product
            Z = np.zeros_like(X)
            for i in range(order):
                Z[:, i:] = (Z[:, i:] + X[:, i:i+1] * Y[:, :order-i]) % p
            return Z
        def lin(M, X):
            return (M @ X) % p
        A = np.zeros((3, order), np.int64); A[:, 0] = a0 % p
        B = np.zeros((3, order), np.int64); B[:, 0] = b0 % p
        if order > 1:
            A[:, 1] = av % p; B[:, 1] = bv % p
        G = np.zeros((3, order), np.int64); G[0, 0] = 1
        for t, x in enumerate(xs):
            if t > 0:
                A, B, G = lin(self.H1, h1), lin(self.H2, h2), lin(self.H3, h3)
            U = np.zeros((3, order), np.int64); U[:, 0] = self.u(x)
            h1 = smul(A, U)
            h2 = smul(B, lin(self.W2, h1))
            h3 = smul(G, lin(self.W3, h2))
        return (self.WO @ h3) % p

    def lam(self, pts, u):               # lambda_u(a, b) = l(b . W2(a . u)); u (3,)
        return (pts[:, 3:] * ((pts[:, :3] * u % p) @ self.W2.T % p) % p) @ self.ell % p

    def psi(self, pts, u):
        pa = pts[:, :3] * u % p
        q = pts[:, 3:] * (pa @ self.W2.T % p) % p
        return np.concatenate([pa @ self.H1.T % p, q @ self.H2.T % p], axis=1)

    def Xpoints(self, g, N):
        """random points of X: a random, b spanning the kernel of the 2 linear forms mu_m(a, .)."""
        A = rnd(g, N, 3)
        rows = []
        for m in range(2):
            z = (A * self.W1[:, m] % p) @ self.W2.T % p          # W2(a . w_m)
            rows.append(z * self.ell % p)                        # coefficient of b_s: l_s z_s
        r1, r2 = rows
        B = np.stack([(r1[:, 1]*r2[:, 2]-r1[:, 2]*r2[:, 1]) % p, (r1[:, 2]*r2[:, 0]-r1[:, 0]*r2[:, 2]) % p,
                      (r1[:, 0]*r2[:, 1]-r1[:, 1]*r2[:, 0]) % p], axis=1)
        return np.concatenate([A, B], axis=1)


def comps(k):
    return [(i, j, k - i - j) for i in range(k + 1) for j in range(k + 1 - i)]


def mons(k, n):
    return np.array([al + be for al in comps(k) for be in comps(n)], np.int64)


def evalmon(E, pts):
    me = int(E.max())
    out = np.ones((pts.shape[0], E.shape[0]), np.int64)
    for c in range(6):
        pw = np.ones((pts.shape[0], me + 1), np.int64)
        for e in range(1, me + 1):
            pw[:, e] = pw[:, e - 1] * pts[:, c] % p
        out = out * pw[:, E[:, c]] % p
    return out


def jets(E, P, v, order):
    """(order, K): coefficient of t^m, m < order, of each monomial at P + t v."""
    K = E.shape[0]; me = int(E.max())
    acc = np.zeros((K, order), np.int64); acc[:, 0] = 1
    for c in range(6):
        tab = np.zeros((me + 1, order), np.int64)
        for e in range(me + 1):
            for m in range(min(e, order - 1) + 1):
                tab[e, m] = math.comb(e, m) % p * pow(int(P[c]), e - m, p) % p * pow(int(v[c]), m, p) % p
        cur = tab[E[:, c]]
        new = np.zeros_like(acc)
        for m in range(order):
            for i in range(m + 1):
                new[:, m] = (new[:, m] + acc[:, i] * cur[:, m - i]) % p
        acc = new
    return acc.T


def conditions(fam, k, n, X=True, fat=True, Q=True, g=None, extra=40):
    """rows of necessary conditions for F of bidegree (k, n) to lie in M''_{n,k}."""
    g = g or np.random.default_rng(777)
    E = mons(k, n)
    R = []
    if X:
        R.append(evalmon(E, fam.Xpoints(g, math.comb(k + 2 * n + 2, 2) + extra)))
    if fat:
        nd = math.comb(n + 2, 3) + 12           # directions in a random 4-dim transversal (order < n forms in 4 vars)
        for i in range(3):
            P = np.concatenate([fam.astar[i], np.eye(3, dtype=np.int64)[i]])
            Bt = rnd(g, 6, 4)                    # random 4-plane, transversal to the two radial directions
            for _ in range(nd):
                v = Bt @ rnd(g, 4) % p
                R.append(jets(E, P, v, n))
    if Q:
        R.append(evalmon(E, np.array(fam.Q)))
    return E, np.concatenate(R, axis=0) % p


def to_nmod(A):
    return flint.nmod_mat(A.shape[0], A.shape[1], (A % p).ravel().tolist(), p)


def nrank(A):
    return to_nmod(A).rank()


def kernel_basis(C):
    """basis (K x dim) of the GF(p) kernel of C."""
    M = to_nmod(C)
    Nm, nul = M.nullspace()
    B = np.array(Nm.entries(), np.int64).reshape(Nm.nrows(), Nm.ncols())[:, :nul]
    return B


def lu_nonsingular(A, nb=192, chunk=1024):
    """blocked Gaussian elimination mod p on a square float64 matrix (destroyed). Returns the number of pivots
    found before the first column without a pivot (== N iff A is nonsingular mod p)."""
    N = A.shape[0]
    for k0 in range(0, N, nb):
        w = min(nb, N - k0)
        P = A[k0:, k0:k0 + w].astype(np.int64)
        for jj in range(w):
            nz = np.nonzero(P[jj:, jj])[0]
            if nz.size == 0:
                return k0 + jj
            r = jj + int(nz[0])
            if r != jj:
                P[[jj, r]] = P[[r, jj]]
                A[[k0 + jj, k0 + r]] = A[[k0 + r, k0 + jj]]
            iv = inv(P[jj, jj])
            P[jj + 1:, jj] = P[jj + 1:, jj] * iv % p
            P[jj + 1:, jj + 1:] = (P[jj + 1:, jj + 1:] - P[jj + 1:, jj:jj + 1] * P[jj:jj + 1, jj + 1:]) % p
        A[k0:, k0:k0 + w] = P
        if k0 + w >= N:
            break
        L11 = P[:w, :w].astype(np.float64)
        U12 = A[k0:k0 + w, k0 + w:].copy()
        for jj in range(1, w):
            U12[jj] = np.mod(U12[jj] - L11[jj, :jj] @ U12[:jj], p)
        A[k0:k0 + w, k0 + w:] = U12
        L21 = P[w:, :w].astype(np.float64)
        for r0 in range(0, N - k0 - w, chunk):
            blk = A[k0 + w + r0:k0 + w + r0 + chunk, k0 + w:]
            blk -= L21[r0:r0 + chunk] @ U12
            np.mod(blk, p, out=blk)
    return N


C = math.comb
V = lambda n: n*(n+1)*(n**4 + 4*n**3 + 7*n**2 - 8*n + 12)//16
K = lambda k, n: 2*C(k+1, 2)*C(n+1, 2) - C(k, 2)*C(n, 2)
r = lambda n: C(n+3, 4) - C(n+1, 2)
hp = lambda n, k: K(k, n) - 3*r(n)
h = lambda n, k: hp(n, k) - 3
N1 = lambda n: n*(n+1)//2


def lu_rank(A, nb=192, chunk=1024):
    """rank mod p of a float64 matrix (destroyed) by blocked Gaussian elimination with column skipping."""
    nr, nc = A.shape
    r = 0
    for k0 in range(0, nc, nb):
        if r >= nr:
            break
        w = min(nb, nc - k0)
        P = A[r:, k0:k0 + w].astype(np.int64)
        rr = 0; J = []
        for jj in range(w):
            if rr >= P.shape[0]:
                break
            nz = np.nonzero(P[rr:, jj])[0]
            if nz.size == 0:
                continue
            q = rr + int(nz[0])
            if q != rr:
                P[[rr, q]] = P[[q, rr]]
                A[[r + rr, r + q]] = A[[r + q, r + rr]]
            iv = inv(P[rr, jj])
            P[rr + 1:, jj] = P[rr + 1:, jj] * iv % p
            P[rr + 1:, jj + 1:] = (P[rr + 1:, jj + 1:] - P[rr + 1:, jj:jj + 1] * P[rr:rr + 1, jj + 1:]) % p
            J.append(jj); rr += 1
        A[r:, k0:k0 + w] = P
        if rr and k0 + w < nc:
            L11 = P[:rr, J].astype(np.float64)
            U12 = A[r:r + rr, k0 + w:].copy()
            for t in range(1, rr):
                U12[t] = np.mod(U12[t] - L11[t, :t] @ U12[:t], p)
            A[r:r + rr, k0 + w:] = U12
            L21 = P[rr:, J].astype(np.float64)
            for r0 in range(0, nr - r - rr, chunk):
                blk = A[r + rr + r0:r + rr + r0 + chunk, k0 + w:]
                blk -= L21[r0:r0 + chunk] @ U12
                np.mod(blk, p, out=blk)
        r += rr
    return r
