"""Reviewer's own implementation of the window model (Lemmas W, H, D of the interior notes), written from the
statements, not from model.py.  Everything is exact polynomial arithmetic mod a prime PR (no interpolation):

* homogeneous forms in 3 variables of degree k are dense arrays F[a, b] = coefficient of x1^(k-a-b) x2^a x3^b;
* M[beta, gamma] = [w^beta] (P(w) (W2 w)^gamma), P = prod_r (H1 w)_r^(n-1), by repeated multiplication by linear forms;
* a column = D_lambda Psi_f with f = (sum_j r_j m'_j)(b', c') * prod_t (a_t . b') * prod_t (e_t . c') (random r, a, e:
  such products span J'_L), Psi_f(p, c) = l(q) f(H2 p, H3 q), q = c . W3 p, stored as [p^gamma] Psi_f(p, c_j) for
  C(n+2,2) random integer c-points c_j; lambda = sum_{beta in B} a_beta M[beta, .] with random a over a window B
  common to the whole group (so lambda lies in Lambda_alpha for every alpha of the group by construction).
The point W*: H4 = I, W4 = 1 L^T (all rows L); W2, W3, H2, H3, H1, L random integers in [1, PR).
"""
import numpy as np
from math import comb

PR = 999983  # prime < 2^20, differs from the helper (1048571) and the T=12 reviewer (1000003)


def mulin(F, l):
    """F (..., K, K) homogeneous of degree k stored in a K x K array (a + b <= k), times l1 x1 + l2 x2 + l3 x3.
    l: (3,) or broadcastable (..., 3)."""
    l = np.asarray(l, dtype=np.int64)
    l1, l2, l3 = (l[..., 0], l[..., 1], l[..., 2])
    if l.ndim > 1:
        l1 = l1[..., None, None]; l2 = l2[..., None, None]; l3 = l3[..., None, None]
    G = F * l1 % PR
    G[..., 1:, :] = (G[..., 1:, :] + F[..., :-1, :] * l2) % PR
    G[..., :, 1:] = (G[..., :, 1:] + F[..., :, :-1] * l3) % PR
    return G


def monos(d):
    """exponents (e1, e2, e3), |e| = d, as (a, b) = (e2, e3) index pairs"""
    return [(d - a - b, a, b) for a in range(d + 1) for b in range(d + 1 - a)]


class RV:
    def __init__(self, n, seed):
        self.n = n
        rng = np.random.default_rng(seed)
        self.rng = rng
        r3 = lambda: rng.integers(1, PR, size=(3, 3), dtype=np.int64)
        self.W2, self.W3, self.H2, self.H3, self.H1 = r3(), r3(), r3(), r3(), r3()
        self.L = rng.integers(1, PR, size=3, dtype=np.int64)
        self.d1 = comb(n + 1, 2)
        self.N1 = comb(n + 2, 3)
        self.D = self.d1 + 3 * (n - 1)
        self.nc = comb(n + 2, 2)
        self.cpts = rng.integers(1, PR, size=(self.nc, 3), dtype=np.int64)
        self.gam = monos(self.d1)

    def Mrows(self):
        """dict beta -> vector over gamma of [w^beta](P (W2 w)^gamma)"""
        n, d1, D = self.n, self.d1, self.D
        K = D + 1
        P = np.zeros((K, K), np.int64); P[0, 0] = 1
        for r in range(3):
            for _ in range(n - 1):
                P = mulin(P, self.H1[r])
        # all gammas at once: batch (253, K, K)
        G = np.repeat(P[None], len(self.gam), axis=0)
        e = np.array(self.gam, dtype=np.int64)
        for r in range(3):
            for k in range(d1):
                sel = e[:, r] > k
                G[sel] = mulin(G[sel], self.W2[r])
        out = {}
        for (b1, b2, b3) in monos(D):
            out[(b1, b2, b3)] = G[:, b2, b3].copy()
        return out

    def columns(self, ncols, chunk=128):
        """array (ncols, nc, 253): [p^gamma] Psi_f(p, c_j) for ncols random f in J'_L"""
        n, d1 = self.n, self.d1
        rng = self.rng
        K = d1 + 1
        out = np.zeros((ncols, self.nc, len(self.gam)), np.int64)
        ga = np.array([(a, b) for (_, a, b) in self.gam])
        kb, kc = comb(n, 2) - 1, n - 2            # degrees of the multiplier in b', c'
        for s in range(0, ncols, chunk):
            m = min(chunk, ncols - s)
            F = np.zeros((m, self.nc, K, K), np.int64); F[..., 0, 0] = 1
            # b' = H2 p: a . b' = (a^T H2) . p, same for every c-point
            for _ in range(kb):
                a = rng.integers(0, PR, size=(m, 3), dtype=np.int64)
                lf = (a @ self.H2) % PR                                   # (m, 3)
                F = mulin(F, np.broadcast_to(lf[:, None, :], (m, self.nc, 3)))
            # q = Q_j p with Q_j = diag(c_j) W3;  c' = H3 Q_j p
            Q = (self.cpts[:, :, None] * self.W3[None]) % PR             # (nc, 3, 3)
            H3Q = np.einsum('rs,jst->jrt', self.H3, Q) % PR              # (nc, 3, 3)
            for _ in range(kc):
                e = rng.integers(0, PR, size=(m, 3), dtype=np.int64)
                lf = np.einsum('mr,jrt->mjt', e, H3Q) % PR               # (m, nc, 3)
                F = mulin(F, lf)
            # l(q) = L^T Q_j p
            lq = np.einsum('r,jrt->jt', self.L, Q) % PR                   # (nc, 3)
            F = mulin(F, np.broadcast_to(lq[None], (m, self.nc, 3)))
            # sum_j r_j m'_j(b', c') = c'^T diag(L) W3 diag(W2 r) b' = p^T A p,
            # A = (H3 Q)^T diag(L) W3 diag(W2 r) H2
            rr = rng.integers(0, PR, size=(m, 3), dtype=np.int64)
            w2r = (rr @ self.W2.T) % PR                                   # (m, 3): W2 r
            LW3 = (self.L[:, None] * self.W3) % PR                        # diag(L) W3
            right = (w2r[:, :, None] * self.H2[None]) % PR                # diag(W2 r) H2: (m, 3, 3)
            mid = np.einsum('rs,mst->mrt', LW3, right) % PR               # (m, 3, 3)
            A = np.einsum('jrk,mrt->mjkt', H3Q, mid) % PR                 # (m, nc, 3, 3): A[k, t] p_k p_t
            G = np.zeros_like(F)
            for k in range(3):
                ek = np.zeros(3, np.int64); ek[k] = 1
                G = (G + mulin(mulin(F, A[:, :, k, :]), ek)) % PR
            out[s:s + m] = G[:, :, ga[:, 0], ga[:, 1]]
        return out


def window(D, alpha):
    return [b for b in monos(D) if all(b[i] <= alpha[i] for i in range(3))]
