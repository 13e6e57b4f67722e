"""Reviewer's own rank mod p (endcap4 review, 2026-11-30). Independent of numerics.rank.

Blocked Gaussian elimination on a float64 matrix of centred residues (|x| <= p/2 + 1).
Column panels of b columns; in each panel, pivots are found by exact int64 elimination (numba) on a
candidate set of at most b + 32 rows with nonzero panel part; then the other rows are reduced by
K = A[rest, Jp] G^-1 (G = A[I, Jp], inverted exactly), A[rest, c:] -= K A[I, c:] (float64 GEMM, exact because
b (p/2 + 1)^2 < 2^53 for p < 2^23 and b <= 256), reduced to centred residues. The panel is revisited until every
remaining row vanishes on it, so the result is the exact rank mod p (no probabilistic step).
"""
import numpy as np
import numba as nb
import flint


@nb.njit(cache=True)
def _echelon_int(C, p):
    """C: (n, m) int64 in [0, p). Greedy row echelon; returns (rows, cols) of pivots (rows in C's order)."""
    n, m = C.shape
    used = np.zeros(n, dtype=np.bool_)
    prow = np.empty(min(n, m), dtype=np.int64)
    pcol = np.empty(min(n, m), dtype=np.int64)
    r = 0
    for c in range(m):
        piv = -1
        for i in range(n):
            if not used[i] and C[i, c] != 0:
                piv = i
                break
        if piv < 0:
            continue
        used[piv] = True
        prow[r] = piv
        pcol[r] = c
        r += 1
        # inverse of pivot by Fermat
        a = C[piv, c]
        e = p - 2
        inv = 1
        while e > 0:
            if e & 1:
                inv = inv * a % p
            a = a * a % p
            e >>= 1
        for i in range(n):
            if not used[i] and C[i, c] != 0:
                f = C[i, c] * inv % p
                for cc in range(c, m):
                    C[i, cc] = (C[i, cc] - f * C[piv, cc]) % p
    return prow[:r], pcol[:r]


def _centre_inplace(X, p, invp):
    q = np.rint(X * invp)
    q *= p
    X -= q
    return X


def rank_mod_p(A, p, b=256, overwrite=False, chunk=2048, return_rows=False):
    """Exact rank of A mod p. A: 2-D array of integers (any float/int dtype; values exact).
    return_rows: also return the original indices of a set of rank-many independent rows (a row basis)."""
    assert p < 2**23 and b <= 256
    invp = 1.0 / p
    A = np.array(A, dtype=np.float64, copy=not overwrite) if not (overwrite and A.dtype == np.float64) else A
    A = np.mod(A, p, out=A)
    A[A > p // 2] -= p
    n, m = A.shape
    perm = np.arange(n)
    r = 0
    c = 0
    while c < m and r < n:
        ce = min(c + b, m)
        while r < n:
            Pn = A[r:, c:ce]
            nz = np.flatnonzero(np.any(Pn != 0, axis=1))
            if len(nz) == 0:
                break
            cand = nz[:b + 32]
            Ci = np.mod(Pn[cand].astype(np.int64), p)
            prow, pcol = _echelon_int(Ci, p)
            rho = len(prow)
            assert rho > 0
            I = r + cand[prow]
            # swap the pivot rows to r .. r+rho-1 (one by one, keeping track)
            for t, src in enumerate(I):
                dst = r + t
                if src != dst:
                    # src may have been moved by an earlier swap
                    tmp = A[dst].copy(); A[dst] = A[src]; A[src] = tmp
                    perm[dst], perm[src] = perm[src], perm[dst]
                    # rows that pointed at dst now live at src
                    I[t + 1:][I[t + 1:] == dst] = src
            Jp = c + pcol
            G = A[r:r + rho][:, Jp]
            Gi = flint.nmod_mat(np.mod(G.astype(np.int64), p).tolist(), p).inv()
            Gi = np.array([int(x) for x in Gi.entries()], dtype=np.float64).reshape(rho, rho)
            Gi[Gi > p // 2] -= p
            piv = A[r:r + rho, c:]
            for s0 in range(r + rho, n, chunk):
                s1 = min(s0 + chunk, n)
                K = A[s0:s1][:, Jp] @ Gi
                _centre_inplace(K, p, invp)
                blk = A[s0:s1, c:]
                blk -= K @ piv
                _centre_inplace(blk, p, invp)
            r += rho
        c = ce
    if return_rows:
        return r, perm[:r].copy()
    return r


if __name__ == '__main__':
    import sys, time
    p = 8388593
    rng = np.random.default_rng(5)
    for (n, m, k) in [(300, 250, 180), (700, 900, 650), (1200, 1100, 1100), (900, 900, 37), (600, 1000, 0)]:
        if k > 0:
            U = rng.integers(0, p, size=(n, k)); V = rng.integers(0, p, size=(k, m))
            A = np.zeros((n, m), dtype=np.int64)
            for i in range(k):  # exact product mod p
                A = (A + (U[:, i:i + 1] * V[i:i + 1, :]) % p) % p
        else:
            A = np.zeros((n, m), dtype=np.int64)
        # structured: duplicate some rows/cols
        if n > 10 and k > 0:
            A[5] = (3 * A[2] + A[7]) % p
        t = time.time(); r1 = rank_mod_p(A, p); t1 = time.time() - t
        t = time.time(); r2 = flint.nmod_mat(A.tolist(), p).rank(); t2 = time.time() - t
        print(n, m, k, 'mine', r1, 'flint', r2, f'{t1:.2f}s {t2:.2f}s', 'OK' if r1 == r2 else 'MISMATCH', flush=True)
        assert r1 == r2
    # a matrix whose panels are deficient in a staggered way
    A = rng.integers(0, p, size=(800, 800)); A[:, 300:600] = 0; A[400:, :] = (A[:400, :] * 2) % p
    r1 = rank_mod_p(A, p); r2 = flint.nmod_mat(A.tolist(), p).rank(); print('staggered', r1, r2); assert r1 == r2
    A = rng.integers(0, p, size=(1000, 1000)); A[:, 1::2] = A[:, ::2]; A[700:] = 0
    r1 = rank_mod_p(A, p); r2 = flint.nmod_mat(A.tolist(), p).rank(); print('paired cols', r1, r2); assert r1 == r2
    n = int(sys.argv[1]) if len(sys.argv) > 1 else 0
    if n:
        A = rng.integers(0, p, size=(n, n)).astype(np.float64)
        t = time.time(); print('random', n, rank_mod_p(A, p, overwrite=True), f'{time.time()-t:.1f} s')
