"""Reviewer's own exact rank over GF(p) in float64 (g review, 2026-12-06). numpy only (flint only in the self-test).

Values are kept as centred integers |x| <= p/2 + 1 stored in float64. For p < 2^21 every product is < 2^40 and a
sum of k <= 4096 products is < 2^52, so float64 matmuls with inner dimension <= 4096 are exact (all partial sums
are integers below 2^53), whatever order BLAS adds them in.

Algorithm (right-looking, in place, one copy of the matrix): columns are taken in panels of width b. For the panel
C = F[r:, j0:j1] of the active rows, pivots(C) returns rows I and columns J with C[I, J] invertible and
|I| = rank C (greedy in the columns, found recursively by the same Schur-complement step). Then
    rank F[r:, j0:] = |I| + rank(F[Ibar, j1:] - F[Ibar, J] C[I, J]^-1 F[I, j1:]),
(the panel's other columns are zero in the Schur complement, because |I| = rank C). The pivot rows are swapped to
the top of the active rows and the Schur complement is written in place, in row chunks.
"""
from __future__ import annotations

import numpy as np


def red(A, p, tmp=None):
    """In place: A <- centred representative of A mod p (A float64 integers < 2^53)."""
    if tmp is None:
        tmp = np.empty_like(A)
    np.multiply(A, 1.0 / p, out=tmp)
    np.rint(tmp, out=tmp)
    np.multiply(tmp, p, out=tmp)
    np.subtract(A, tmp, out=A)
    return A


def inv_mod(S, p):
    """Inverse of a square matrix S (centred float64) mod p, by Gauss-Jordan on [S | I] (numpy, exact)."""
    k = S.shape[0]
    M = np.concatenate([S % p, np.eye(k)], axis=1)
    for c in range(k):
        nz = np.flatnonzero(M[c:, c] != 0)
        if nz.size == 0:
            raise ZeroDivisionError("singular pivot block")
        i = c + nz[0]
        if i != c:
            M[[c, i]] = M[[i, c]]
        iv = float(pow(int(M[c, c]) % p, -1, p))
        M[c] = M[c] * iv % p
        f = M[:, c].copy()
        f[c] = 0
        M -= np.outer(f, M[c])  # |f|, |M[c]| < p < 2^21: products < 2^42, exact
        M %= p
    R = M[:, k:]
    R[R > p // 2] -= p
    return R


def matmul_mod(A, B, p, chunk=4096):
    """A @ B mod p, centred; A, B centred float64. Inner dimension split in chunks <= 4096."""
    out = None
    for s in range(0, A.shape[1], chunk):
        t = A[:, s:s + chunk] @ B[s:s + chunk]
        red(t, p)
        out = t if out is None else red(out + t, p)
    if out is None:
        out = np.zeros((A.shape[0], B.shape[1]))
    return out


def _pivots_leaf(X, p):
    """Unblocked elimination on a (small-width) copy X; returns (rows, cols, inverse of X[rows, cols])."""
    X0 = X
    X = X.copy()
    rows, cols = [], []
    for c in range(X.shape[1]):
        nz = np.flatnonzero(X[:, c])
        if nz.size == 0:
            continue
        i = nz[0]
        piv = X[i].copy()
        X[i] = 0.0
        iv = float(pow(int(piv[c]) % p, -1, p))
        l = red(X[:, c] * iv, p)  # |.| < 2^19 * 2^20
        if c + 1 < X.shape[1]:
            X[:, c + 1:] -= np.outer(l, piv[c + 1:])
            red(X[:, c + 1:], p)
        X[:, c] = 0.0
        rows.append(int(i)); cols.append(c)
    Sinv = inv_mod(X0[np.ix_(rows, cols)], p) if rows else np.zeros((0, 0))
    return rows, cols, Sinv


def pivots(X, p, leaf=16):
    """Rows I, columns J (local indices) with S = X[I, J] invertible mod p and |I| = rank X, and S^-1 (centred).
    X is not modified. Recursive on columns; S^-1 by 2 x 2 block inversion (leading block = left half's S1)."""
    m, n = X.shape
    if n <= leaf or m == 0:
        return _pivots_leaf(X, p)
    n1 = n // 2
    r1, c1, S1i = pivots(X[:, :n1], p, leaf)
    if not r1:
        r2, c2, S2i = pivots(X[:, n1:], p, leaf)
        return r2, [n1 + c for c in c2], S2i
    mask = np.ones(m, dtype=bool); mask[r1] = False
    rest = np.flatnonzero(mask)
    U = matmul_mod(S1i, X[r1, n1:], p)          # S1^-1 X[r1, right]
    Y = X[rest, n1:] - X[np.ix_(rest, c1)] @ U  # inner k1 <= n1 <= 2048: exact
    red(Y, p)
    r2, c2, S2i = pivots(Y, p, leaf)
    rows = r1 + [int(rest[i]) for i in r2]
    cols = c1 + [n1 + c for c in c2]
    if not r2:
        return rows, cols, S1i
    # S = [[S1, B], [C, D]], S2 = D - C S1^-1 B; S^-1 = [[S1i + E S2i G, -E S2i], [-S2i G, S2i]],
    # E = S1^-1 B = U[:, c2], G = C S1^-1
    E = U[:, c2]
    G = matmul_mod(X[np.ix_(rest[r2], c1)], S1i, p)
    ES = matmul_mod(E, S2i, p)
    SG = matmul_mod(S2i, G, p)
    top = red(S1i + matmul_mod(ES, G, p), p)
    Sinv = np.block([[top, -ES], [-SG, S2i]])
    return rows, cols, Sinv


def rank_mod_p(F, p, b=512, chunk=1024, verbose=False):
    """Rank of F (C-contiguous, integer entries, overwritten) mod p. Returns int.

    F float64: any integers < 2^53 (reduced first). F float32 (half the memory): entries must already be centred
    residues (|x| <= p/2 < 2^23, exact in float32); panels, pivot rows and each chunk of the update are read into
    float64, updated and reduced there, and stored back (centred, hence exact)."""
    import time
    assert F.dtype in (np.float64, np.float32) and F.flags.c_contiguous and p < 2**21 and b <= 4096
    f32 = F.dtype == np.float32
    N, C = F.shape
    if f32:
        for s in range(0, N, chunk):
            blk = F[s:s + chunk]
            assert np.abs(blk).max(initial=0) <= p // 2 + 1 and np.array_equal(blk, np.rint(blk))
    else:
        for s in range(0, N, chunk):
            red(F[s:s + chunk], p)
    r = 0
    t0 = time.time()
    buf = np.empty(chunk * C)
    buf2 = np.empty(chunk * C) if f32 else None
    for j0 in range(0, C, b):
        if r == N:
            break
        j1 = min(j0 + b, C)
        panel = F[r:, j0:j1].astype(np.float64)  # a copy
        I, J, Sinv = pivots(panel, p)
        k = len(I)
        if k == 0:
            continue
        # swap the pivot rows to positions r .. r+k-1 (sequential swaps, tracking where local rows are)
        m = N - r
        pos = np.arange(m)   # pos[local row] = current position
        at = np.arange(m)    # at[position] = local row there
        for t, i in enumerate(I):
            q = pos[i]
            if q != t:
                F[[r + t, r + q], j1:] = F[[r + q, r + t], j1:]
                lt = at[t]
                at[t], at[q] = i, lt
                pos[i], pos[lt] = t, q
        if j1 < C:
            U = matmul_mod(Sinv, F[r:r + k, j1:].astype(np.float64), p)   # k x (C - j1)
            L = panel[np.ix_(at[k:], J)]                        # rows r+k.. of F, pivot columns
            w = C - j1
            for s in range(0, m - k, chunk):
                e = min(s + chunk, m - k)
                blk = F[r + k + s:r + k + e, j1:]
                tmp = buf[:(e - s) * w].reshape(e - s, w)
                np.matmul(L[s:e], U, out=tmp)
                if f32:
                    b64 = buf2[:(e - s) * w].reshape(e - s, w)
                    b64[...] = blk
                    np.subtract(b64, tmp, out=b64)
                    red(b64, p, tmp)
                    blk[...] = b64  # centred: exact in float32
                else:
                    np.subtract(blk, tmp, out=blk)
                    red(blk, p, tmp)
        r += k
        if verbose and (j0 // b) % 8 == 0:
            print(f"  [rank] cols {j1}/{C} rank so far {r} ({time.time() - t0:.0f}s)", flush=True)
    return r


if __name__ == "__main__":  # self-test against FLINT on random low-rank matrices
    import sys, time
    import flint
    p = 1048559
    g = np.random.default_rng(int(sys.argv[1]) if len(sys.argv) > 1 else 1)
    for (N, C, rk) in [(50, 40, 17), (300, 500, 123), (500, 500, 499), (700, 600, 600), (1000, 1200, 777),
                       (1500, 1500, 1490), (2000, 1800, 1333), (2000, 2000, 2000), (1200, 2000, 1100)]:
        A = g.integers(0, p, (N, rk)); B = g.integers(0, p, (rk, C))
        Mf = flint.nmod_mat(N, rk, A.ravel().tolist(), p) * flint.nmod_mat(rk, C, B.ravel().tolist(), p)
        Mi = np.array([int(v) for v in Mf.entries()], dtype=np.int64).reshape(N, C)
        # some structure: a zero column block, duplicated rows
        Mi[:, 5:9] = 0
        Mi[N // 3] = Mi[N // 2]
        ref = flint.nmod_mat(N, C, Mi.ravel().tolist(), p).rank()
        bw = int(sys.argv[2]) if len(sys.argv) > 2 else 128
        t0 = time.time()
        mine = rank_mod_p(np.ascontiguousarray(Mi, dtype=np.float64), p, b=bw, chunk=256)
        Mc = Mi.copy(); Mc[Mc > p // 2] -= p
        mine32 = rank_mod_p(np.ascontiguousarray(Mc, dtype=np.float32), p, b=bw, chunk=256)
        print(f"N={N} C={C} planted rank<={rk}: flint {ref}, mine float64 {mine}, float32 {mine32}, "
              f"agree={ref == mine == mine32} [{time.time()-t0:.2f}s]", flush=True)
