r"""dim X_(a,b) at the special point of Theorem L, for a >= n + 1, by p_2-slices (helper-126, 2026-12-02).

The point (Proposition 50's S with the coordinate W2, as in helper-120's thin_box_special.py 'S+coordW2'):
  numpy.random.default_rng(seed) draws W2, W3, H2, H3, H1 (3x3, entries in [1, p)) and L (3, in [1, p)) in that
  order (exactly WindowModel's draws); then W2 := [[1,0,0],[1,1,0],[1,0,1]], L := (1,1,1), H3 := (W3^T)^(-1) mod p.
  H1 is only used through "H1 e_1 has no zero entry" (Lemma B'), true as all entries are in [1, p).

What is computed (all mod the prime p):
  G = span{ ell(q) m'_j(b', c') c'^nu : j = 1..3, |nu| = n - 2 }  in k[p]_(n+1) (x) k[c]_n,
      q = c .* (W3 p), b' = H2 p, c' = H3 q, ell(q) = sum_r L_r q_r,
      m'_j(b', c') = sum_r L_r c'_r sum_l W3[r,l] W2[l,j] b'_l              (WindowModel._point_values)
  V_0 = k[p]_(d-1) . G   (H2 invertible; Lemma S1's proof).
  By (K1) (theta_3 a derivation, p-monomials eigenvectors), for a >= n + 1 (Lemmas K, S1):
      X_(a,b) = sum_(j<=b) theta_3^j (+)_g pi_g(V_0) = (+)_g S_(g,b),
      S_(g,b) = sum_h  p_2^(g-h) k[p_1,p_3]_(d-1-g+h) . K_b(pi_h G),   K_b(W) = sum_(j<=b) theta_3^j W,
  h over max(0, g-d+1) <= h <= min(g, n+1).  Each S_(g,b) lives in p_2^g k[p_1,p_3]_(d_1-g) (x) k[c]_n.
  The rank of S_(g,b) is computed from random elements (sum_h sum_k F_hk(p_1,p_3) kappa_hk, F random binary forms)
  when the spanning set is larger than the slice: every computed rank is <= the true dimension (a lower bound at the
  point), and equal to it with high probability.

usage: python slices_xab.py n seed [bmax] [--check] [--p3] [--bs=b1,b2,...]  (--bs: only these b, in this order)
  --p3: exchange p_2 and p_3 (slices by p_3-degree, Krylov in theta_2): then "b" below is the theta_2-Krylov index,
  i.e. the lines give dim X_(b, a) for a >= n + 1 (in particular b = 0: the theta_3-hull X_(0, n+1)).
  prints, for b = 0..bmax, dim X_(a,b) (a >= n+1) and its slices; --check also computes, for small n, the slice
  Krylov spaces K_b(pi_g(V_0)) directly from V_0 (no (K1)) and dim V_0.
"""
from __future__ import annotations

import json
import sys
import time
from math import comb

import numpy as np

from numerics.rank.flint_bridge import flint_inv_mod_p, flint_rank_mod_p, flint_rref_mod_p

P = 1048571  # the lab's PRIME (WindowModel), below 2^20


def monos(d):
    """Exponents (d-a-b, a, b) of degree d in three variables (WindowModel's _monos order)."""
    return [(d - a - b, a, b) for a in range(d + 1) for b in range(d + 1 - a)]


def draw_point(n, seed, p=P):
    rng = np.random.default_rng(seed)
    W2, W3, H2, H3, H1 = (rng.integers(1, p, size=(3, 3), dtype=np.int64) for _ in range(5))
    L = rng.integers(1, p, size=3, dtype=np.int64)
    W2 = np.array([[1, 0, 0], [1, 1, 0], [1, 0, 1]], dtype=np.int64)
    L = np.ones(3, dtype=np.int64)
    H3 = np.array(flint_inv_mod_p(W3.T.astype(np.uint64) % p, p), dtype=np.int64)
    assert ((H3 @ W3.T) % p == np.eye(3, dtype=np.int64)).all()
    return dict(W2=W2, W3=W3, H2=H2, H3=H3, H1=H1, L=L)


def det_mod(A, p):
    A = [[int(x) % p for x in row] for row in A]
    return (A[0][0] * (A[1][1] * A[2][2] - A[1][2] * A[2][1]) - A[0][1] * (A[1][0] * A[2][2] - A[1][2] * A[2][0])
            + A[0][2] * (A[1][0] * A[2][1] - A[1][1] * A[2][0])) % p


# ---- dense bihomogeneous polynomials: array f[i1,i2,i3,j1,j2,j3] (p-exponents i, c-exponents j) ----------------

def mul_bilinear(f, A, p):
    """f * sum_(r,s) A[r,s] c_r p_s."""
    out = np.zeros_like(f)
    for r in range(3):
        for s in range(3):
            a = int(A[r, s]) % p
            if a == 0:
                continue
            src = [slice(None)] * 6
            dst = [slice(None)] * 6
            src[s], dst[s] = slice(0, -1), slice(1, None)
            src[3 + r], dst[3 + r] = slice(0, -1), slice(1, None)
            out[tuple(dst)] += a * f[tuple(src)]
    return out % p


def mul_linear_p(f, v, p):
    """f * sum_s v[s] p_s."""
    out = np.zeros_like(f)
    for s in range(3):
        a = int(v[s]) % p
        if a == 0:
            continue
        src = [slice(None)] * 6
        dst = [slice(None)] * 6
        src[s], dst[s] = slice(0, -1), slice(1, None)
        out[tuple(dst)] += a * f[tuple(src)]
    return out % p


def generators(n, pt, p=P):
    """The 3 C(n,2) generators of G as vectors: int64 (len(monos(n+1)) , len(monos(n)), ngen)."""
    W2, W3, H2, H3, L = pt["W2"], pt["W3"], pt["H2"], pt["H3"], pt["L"]
    shape = (n + 2,) * 3 + (n + 1,) * 3
    one = np.zeros(shape, np.int64)
    one[0, 0, 0, 0, 0, 0] = 1
    A_ell = (L[:, None] * W3) % p  # coefficient of c_r p_s in ell(q) = sum_r L_r c_r (W3 p)_r
    A_cp = [(H3[s][:, None] * W3) % p for s in range(3)]  # c'_s = sum_r H3[s,r] c_r (W3 p)_r
    ell = mul_bilinear(one, A_ell, p)
    gens = []
    pm, cm = monos(n + 1), monos(n)
    for j in range(3):
        # m'_j = sum_r L_r c'_r * lin_r(p),  lin_r(p) = sum_l W3[r,l] W2[l,j] (H2 p)_l
        mj = np.zeros(shape, np.int64)
        for r in range(3):
            coef = np.array([sum(int(W3[r, l]) * int(W2[l, j]) * int(H2[l, s]) for l in range(3)) % p
                             for s in range(3)])
            term = mul_linear_p(mul_bilinear(ell, A_cp[r], p), coef, p)
            mj = (mj + int(L[r]) * term) % p
        # times c'^nu, |nu| = n - 2, by a DFS over nu (nondecreasing index sequences)
        def dfs(f, start, depth):
            if depth == n - 2:
                gens.append(np.array([[f[a + c] for c in cm] for a in pm], dtype=np.int64))
                return
            for s in range(start, 3):
                dfs(mul_bilinear(f, A_cp[s], p), s, depth + 1)
        dfs(mj, 0, 0)
    return np.stack(gens, axis=2) % p


def basis_rows(M, p=P):
    """Rows spanning the row space of M (rref, nonzero rows): int64 (r, ncols)."""
    M = np.asarray(M, dtype=np.int64) % p
    if M.shape[0] == 0:
        return M
    R, r = flint_rref_mod_p(M.astype(np.uint64), p)
    return np.array(R[:r], dtype=np.int64)


def rank(M, p=P):
    M = np.asarray(M)
    if M.size == 0:
        return 0
    return flint_rank_mod_p((M % p).astype(np.uint64), p, threads=1)[0]


def krylov(Q, theta, b, p=P):
    """Basis rows of K_b(W) = sum_(j<=b) theta^j W, W = rowspace(Q), theta diagonal (vector of eigenvalues)."""
    B = basis_rows(Q, p)
    for _ in range(b):
        B2 = basis_rows(np.concatenate([Q, B * theta[None, :] % p]), p)
        if B2.shape[0] == B.shape[0]:
            break
        B = B2
    return B


class Slices:
    def __init__(self, n, seed, p=P, sv=2):
        # sv = 2: slices by p_2-degree, Krylov in theta_3 (X_(a,b), a >= n+1); sv = 3: slices by p_3-degree,
        # Krylov in theta_2 (X_(a,b) with the roles exchanged: b >= n+1, the Krylov index is a)
        self.n, self.seed, self.p, self.sv = n, seed, p, sv
        self.d, self.d1 = comb(n, 2), comb(n + 1, 2)
        self.nc = comb(n + 2, 2)
        self.pt = draw_point(n, seed, p)
        pt = self.pt
        for k in ("W2", "W3", "H2", "H3"):
            assert det_mod(pt[k], p) != 0, k
        assert (pt["H1"][:, 0] % p != 0).all() and (pt["W2"][:, 0] % p != 0).all() and (pt["L"] % p != 0).all()
        t = time.time()
        self.gen = generators(n, pt, p)  # (pmonos(n+1), nc, ngen)
        self.t_gen = time.time() - t
        pm = monos(n + 1)
        # pi_h G as rows over (s = p_3-exponent in 0..n+1-h, c-monomial)
        self.Q = {}
        for h in range(n + 2):
            m = n + 1 - h
            idx = [pm.index((m - s, h, s) if sv == 2 else (m - s, s, h)) for s in range(m + 1)]
            Mh = self.gen[idx]  # (m+1, nc, ngen)
            self.Q[h] = basis_rows(Mh.reshape((m + 1) * self.nc, -1).T, p)
        self.K = {}

    def Kb(self, h, b):
        if (h, b) not in self.K:
            m = self.n + 1 - h
            theta = np.repeat(np.arange(m + 1), self.nc)
            self.K[(h, b)] = krylov(self.Q[h], theta, b, self.p)
        return self.K[(h, b)]

    def slice_rank(self, g, b, rng, extra=8):
        """rank of S_(g,b) (p_2-degree g part of X_(a,b), a >= n + 1)."""
        n, d, d1, nc, p = self.n, self.d, self.d1, self.nc, self.p
        Dg = d1 - g
        rows = (Dg + 1) * nc
        hs = [h for h in range(max(0, g - d + 1), min(g, n + 1) + 1)]
        parts = [(h, d - 1 - g + h, self.Kb(h, b)) for h in hs]
        ncols = sum((e + 1) * K.shape[0] for h, e, K in parts)
        if ncols <= rows + extra:  # the spanning set itself
            out = np.zeros((rows, ncols), np.int64)
            c0 = 0
            for h, e, K in parts:
                m = n + 1 - h
                kap = K.reshape(-1, m + 1, nc)  # (q, s, c)
                for r in range(e + 1):  # multiplier p_1^(e-r) p_3^r
                    blk = kap.transpose(1, 2, 0).reshape((m + 1) * nc, -1)
                    out[r * nc:(r + m + 1) * nc, c0:c0 + K.shape[0]] = blk
                    c0 += K.shape[0]
            return rank(out, p), ncols, rows
        R = min(rows, ncols) + extra
        acc = np.zeros((Dg + 1, nc, R), np.float64)
        for h, e, K in parts:
            m = n + 1 - h
            q = K.shape[0]
            kap = K.reshape(q, m + 1, nc).astype(np.float64)  # (q, s, c)
            F = rng.integers(0, p, size=(q, (e + 1) * R)).astype(np.float64)  # F[k, (r, R)]
            for s in range(m + 1):
                prod = kap[:, s, :].T @ F  # (nc, (e+1) R), exact: q < 2^13, entries < 2^20
                prod = np.fmod(prod, p).reshape(nc, e + 1, R).transpose(1, 0, 2)
                acc[s:s + e + 1] += prod
                acc[s:s + e + 1] = np.fmod(acc[s:s + e + 1], p)
        return rank(acc.reshape(rows, R).astype(np.int64), p), ncols, rows

    def x_dim(self, b, rng, log=None):
        tot, per = 0, []
        for g in range(self.d1 + 1):
            r, ncols, rows = self.slice_rank(g, b, rng)
            per.append(r)
            tot += r
        return tot, per

    # ---- direct checks (small n only): V_0 itself and the slice Krylov without (K1) ----
    def v0_slices(self):
        """pi_g(V_0) for every g from the explicit spanning set k[p]_(d-1) . G (small n only)."""
        n, d, d1, nc, p = self.n, self.d, self.d1, self.nc, self.p
        pm, big = monos(n + 1), monos(d1)
        bidx = {m: i for i, m in enumerate(big)}
        G = basis_rows(self.gen.reshape(len(pm) * nc, -1).T, p).reshape(-1, len(pm), nc)
        cols = []
        for mu in monos(d - 1):
            X = np.zeros((G.shape[0], len(big), nc), np.int64)
            for i, m in enumerate(pm):
                X[:, bidx[(m[0] + mu[0], m[1] + mu[1], m[2] + mu[2])], :] = G[:, i, :]
            cols.append(X)
        V = np.concatenate(cols).reshape(-1, len(big) * nc)
        Vb = basis_rows(V, p).reshape(-1, len(big), nc)
        out = {}
        for g in range(d1 + 1):
            idx = [bidx[(d1 - g - s, g, s) if self.sv == 2 else (d1 - g - s, s, g)] for s in range(d1 - g + 1)]
            out[g] = Vb[:, idx, :].reshape(Vb.shape[0], -1)
        return Vb.shape[0], out


def main():
    n, seed = int(sys.argv[1]), int(sys.argv[2])
    bmax = int(sys.argv[3]) if len(sys.argv) > 3 and not sys.argv[3].startswith("-") else n + 1
    check = "--check" in sys.argv
    t0 = time.time()
    sv = 3 if "--p3" in sys.argv else 2
    S = Slices(n, seed, sv=sv)
    c3 = comb(S.d1 + 2, 2) * comb(n + 2, 2) - 3 * (S.d1 + n)
    V = comb(S.d + 2, 2) * comb(n + 1, 2) - 3 * (S.d + n - 1)
    print(f"slicing variable p_{sv}; n={n} T={2*n} seed={seed} p={S.p} d={S.d} d1={S.d1} V={V} c3={c3}; generators built in "
          f"{S.t_gen:.1f}s; dim pi_h G = {[S.Q[h].shape[0] for h in range(n + 2)]}", flush=True)
    print("point: " + json.dumps({k: (v % S.p).tolist() for k, v in S.pt.items()}), flush=True)
    rng = np.random.default_rng(424242 + seed)
    res = {}
    bs = list(range(bmax + 1))
    for arg in sys.argv:
        if arg.startswith("--bs="):
            bs = [int(x) for x in arg.split("=")[1].split(",")]
    for b in bs:
        t = time.time()
        tot, per = S.x_dim(b, rng)
        res[b] = tot
        print(json.dumps(dict(b=b, dim_X=tot, slices=per, dimK=[S.Kb(h, b).shape[0] for h in range(n + 2)],
                              secs=round(time.time() - t, 1))), flush=True)
    if check:
        t = time.time()
        dv0, sl = S.v0_slices()
        print(f"check: dim V_0 = {dv0} (V = {V}); hull = sum_g dim pi_g(V_0) = "
              f"{sum(rank(sl[g]) for g in sl)}", flush=True)
        for b in range(bmax + 1):
            tot = 0
            for g in sl:
                m = S.d1 - g
                theta = np.repeat(np.arange(m + 1), S.nc)
                tot += krylov(sl[g], theta, b).shape[0]
            print(f"check: b={b}: sum_g dim K_b(pi_g V_0) (direct, no (K1)) = {tot}  vs slices {res[b]}  "
                  f"{'OK' if tot == res[b] else 'MISMATCH'}", flush=True)
        print(f"check secs {time.time() - t:.1f}")
    print(f"total secs {time.time() - t0:.1f}")


if __name__ == "__main__":
    main()
