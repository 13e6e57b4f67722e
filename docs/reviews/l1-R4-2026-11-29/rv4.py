"""Reviewer's own library for the L1 reduction at general R (M = R - 1), family W^(H,3) = I.
Adapted from docs/reviews/l1-reduction-2026-11-29/rv.py (R = 3, first reviewer); changes: every size R-general
(W1 is R x (R-1), kernels of (R-1) x R systems by signed maximal minors, fat-point jets in a random transversal
(2R-2)-plane, X points by the kernel of the R-1 forms mu_m(a, .)), closed forms K_R, r_R, h_R from the notes'
formulas re-typed here, a float32-storage rank-revealing elimination for large sides.
Does NOT import the helper's geoR.py or use Lemma C's parametrisation (X points come from kernels).
GF(p), p = 1048559 (not the helper's 1048573).
"""
import numpy as np, itertools, math, flint

p = 1048559
C = math.comb


def rnd(g, *s):
    return g.integers(1, p, s).astype(np.int64)


def inv(x):
    return pow(int(x) % p, p - 2, p)


def mm(A, B):
    """exact (A @ B) mod p for int64 inputs in [0,p), inner dim < 8192."""
    assert A.shape[1] < 8192
    Cm = np.asarray(A, np.float64) @ np.asarray(B, np.float64)
    return np.fmod(Cm, p).astype(np.int64)


def detv(M):
    """vectorised determinant mod p of (N, k, k) int64 arrays, Laplace along the first row (k <= 4)."""
    k = M.shape[1]
    if k == 1:
        return M[:, 0, 0] % p
    out = np.zeros(M.shape[0], np.int64)
    for c in range(k):
        minor = np.delete(np.delete(M, 0, axis=1), c, axis=2)
        t = M[:, 0, c] % p * detv(minor) % p
        out = (out + t) % p if c % 2 == 0 else (out - t) % p
    return out


def kervec(rows):
    """(N, R-1, R) -> (N, R): the generalised cross product (signed maximal minors): a kernel vector."""
    N, k, R = rows.shape
    out = np.zeros((N, R), np.int64)
    for c in range(R):
        out[:, c] = detv(np.delete(rows, c, axis=2)) * (1 if c % 2 == 0 else p - 1) % p
    return out


class Fam:
    def __init__(self, seed, R):
        self.R = R
        g = np.random.default_rng(seed)
        self.W1 = rnd(g, R, R - 1)
        self.W2 = rnd(g, R, R); self.W3 = rnd(g, R, R)
        self.H1 = rnd(g, R, R); self.H2 = rnd(g, R, R)
        self.H3 = np.eye(R, dtype=np.int64)
        self.WO = rnd(g, R)
        self.ell = self.W3[0]
        # P_i: a_i* spans {a : (W2 (a . w_m))_i = 0 for all m}
        self.astar = []
        for i in range(R):
            rows = np.array([[self.W2[i] * self.W1[:, m] % p for m in range(R - 1)]])
            a = kervec(rows)[0]
            assert np.any(a), "kernel not 1-dim"
            self.astar.append(a)
        # Q_j = (e_j, b_0j), b_0j spans the kernel of b -> l((H2 (b . c_j)) . W2((H1 e_j) . w_m)), m = 1..R-1
        self.Q = []
        for j in range(R):
            ej = np.zeros(R, np.int64); ej[j] = 1
            rows = []
            for m in range(R - 1):
                z = self.W2 @ ((self.H1 @ ej) % p * self.W1[:, m] % p) % p
                row = []
                for s in range(R):
                    es = np.zeros(R, np.int64); es[s] = 1
                    bc = es * self.W2[:, j] % p
                    row.append(int(((self.H2 @ bc) % p * z % p) @ self.ell % p))
                rows.append(row)
            b0 = kervec(np.array([rows], np.int64))[0]
            assert np.any(b0)
            self.Q.append(np.concatenate([ej, b0]))

    def u(self, x):
        return (np.asarray(x, np.int64) @ self.W1.T) % p

    def F(self, a, b, xs):
        """F_0 = W^O h^(3) after n End steps from (a, b, e_0); a, b (N,R); xs list of (N,R-1) or (R-1,)."""
        N = a.shape[0]
        G = np.zeros((N, self.R), np.int64); G[:, 0] = 1
        A, B = a % p, b % p
        for t, x in enumerate(xs):
            if t > 0:
                A, B, G = (h1 @ self.H1.T) % p, (h2 @ self.H2.T) % p, (h3 @ self.H3.T) % p
            h1 = A * self.u(x) % p
            h2 = B * ((h1 @ self.W2.T) % p) % p
            h3 = G * ((h2 @ self.W3.T) % p) % p
        return (h3 @ self.WO) % p

    def lam(self, pts, u):
        R = self.R
        return (pts[:, R:] * ((pts[:, :R] * u % p) @ self.W2.T % p) % p) @ self.ell % p

    def psi(self, pts, u):
        R = self.R
        pa = pts[:, :R] * u % p
        q = pts[:, R:] * (pa @ self.W2.T % p) % p
        return np.concatenate([pa @ self.H1.T % p, q @ self.H2.T % p], axis=1)

    def Xpoints(self, g, N):
        R = self.R
        A = rnd(g, N, R)
        rows = np.stack([(A * self.W1[:, m] % p) @ self.W2.T % p * self.ell % p for m in range(R - 1)], axis=1)
        return np.concatenate([A, kervec(rows)], axis=1)


def comps(k, R):
    out = []
    for c in itertools.combinations_with_replacement(range(R), k):
        e = [0] * R
        for i in c:
            e[i] += 1
        out.append(tuple(e))
    return out


def mons(k, n, R):
    return np.array([al + be for al in comps(k, R) for be in comps(n, R)], np.int64)


def evalmon(E, pts):
    me = int(E.max())
    out = np.ones((pts.shape[0], E.shape[0]), np.int64)
    for c in range(pts.shape[1]):
        pw = np.ones((pts.shape[0], me + 1), np.int64)
        for e in range(1, me + 1):
            pw[:, e] = pw[:, e - 1] * pts[:, c] % p
        out = out * pw[:, E[:, c]] % p
    return out


def jets(E, P, v, order):
    """(order, K): coefficient of t^m, m < order, of each monomial at P + t v."""
    K = E.shape[0]; me = int(E.max())
    acc = np.zeros((K, order), np.int64); acc[:, 0] = 1
    for c in range(len(P)):
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
    """rows of necessary conditions for F of bidegree (k, n) to lie in M''_(R;n,k)."""
    R = fam.R
    g = g or np.random.default_rng(777)
    E = mons(k, n, R)
    rows = []
    if X:   # F(a, b*(a)) has degree k + (R-1) n in a: that many + extra generic points of X suffice
        rows.append(evalmon(E, fam.Xpoints(g, C(k + (R - 1) * n + R - 1, R - 1) + extra)))
    if fat and n > 0:
        L = 2 * R - 2
        nd = C(n - 1 + L - 1, L - 1) + 12        # > #forms of degree n-1 in L local variables
        for i in range(R):
            P = np.concatenate([fam.astar[i], np.eye(R, dtype=np.int64)[i]])
            Bt = rnd(g, 2 * R, L)                # random L-plane (transversal to the two radial directions)
            for _ in range(nd):
                v = Bt @ rnd(g, L) % p
                rows.append(jets(E, P, v, n))
    if Q:
        rows.append(evalmon(E, np.array(fam.Q)))
    return E, np.concatenate(rows, axis=0) % p


def to_nmod(A):
    return flint.nmod_mat(A.shape[0], A.shape[1], (A % p).ravel().tolist(), p)


def nrank(A):
    return to_nmod(A).rank()


def kernel_basis(Cm):
    """basis (K x dim) of the GF(p) kernel of Cm; rows first compressed by a random matrix if Cm is tall."""
    m, K = Cm.shape
    if m > K + 30:
        g = np.random.default_rng(4242)
        Rm = rnd(g, K + 30, m)
        acc = np.zeros((K + 30, K), np.int64)
        for r0 in range(0, m, 4000):
            acc = (acc + mm(Rm[:, r0:r0 + 4000], Cm[r0:r0 + 4000])) % p
        Cm = acc
    M = to_nmod(Cm)
    Nm, nul = M.nullspace()
    B = np.array(Nm.entries(), np.int64).reshape(Nm.nrows(), Nm.ncols())[:, :nul]
    return B


def lu_rank(A, nb=192, chunk=2048, progress=False):
    """rank mod p of a float32 or float64 matrix (destroyed; entries in [0,p)) by blocked Gaussian elimination with
    column skipping. Storage may be float32 (exact for integers < 2^24); all arithmetic in float64 (panel products
    < 2^40, trailing-update dot products < 192 * 2^40 < 2^53)."""
    nr, nc = A.shape
    r = 0
    for k0 in range(0, nc, nb):
        if r >= nr:
            break
        w = min(nb, nc - k0)
        P = A[r:, k0:k0 + w].astype(np.float64)
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
            iv = float(inv(int(P[rr, jj])))
            P[rr + 1:, jj] = np.mod(P[rr + 1:, jj] * iv, p)
            if jj + 1 < w:
                P[rr + 1:, jj + 1:] = np.mod(P[rr + 1:, jj + 1:] - np.outer(P[rr + 1:, jj], P[rr, jj + 1:]), p)
            J.append(jj); rr += 1
        A[r:, k0:k0 + w] = P
        if rr and k0 + w < nc:
            L11 = P[:rr, J]
            U12 = A[r:r + rr, k0 + w:].astype(np.float64)
            for t in range(1, rr):
                U12[t] = np.mod(U12[t] - L11[t, :t] @ U12[:t], p)
            A[r:r + rr, k0 + w:] = U12
            L21 = np.ascontiguousarray(P[rr:, J])
            for r0 in range(0, nr - r - rr, chunk):
                sl = slice(r + rr + r0, min(r + rr + r0 + chunk, nr))
                blk = A[sl, k0 + w:].astype(np.float64)
                blk -= L21[r0:r0 + chunk] @ U12
                np.mod(blk, p, out=blk)
                A[sl, k0 + w:] = blk
                del blk
        r += rr
        if progress and (k0 // nb) % 10 == 9:
            import time as _t
            print(f"    [lu_rank] {_t.strftime('%H:%M:%S')} columns 0..{k0 + w - 1} processed: {r} pivots (rank >= {r})",
                  flush=True)
    return r


# closed forms (re-typed from the notes' section 2 formulas)
def K_R(k, n, R):
    return sum((-1) ** (i + 1) * C(R - 1, i) * C(k - i + R - 1, R - 1) * C(n - i + R - 1, R - 1)
               for i in range(1, R) if k - i >= 0 and n - i >= 0)


def r_R(n, R):
    return C(n + 2 * R - 3, 2 * R - 2) - C(n + R - 2, R - 1)


def h_R(n, k, R):
    return K_R(k, n, R) - R * r_R(n, R) - R


N1 = lambda n: n * (n + 1) // 2
