"""Reviewer's own exact rank mod p (p < 2^23) with float64 BLAS, incremental reduced row echelon form.

All stored values are centred residues (|x| <= p/2 + small slack); every matmul has an inner dimension of at
most CH = 128, so each partial sum is an integer of size <= 128 * (0.75 p)^2 < 2^53 and float64 is exact.
"""
import numpy as np

CH = 128


def cmod(x, p):
    """centred residue, exact for |x| < 2^53 (q*p exact; result congruent to x)."""
    return x - p * np.round(x / p)


def _reduce_block(X, p):
    """Unblocked elimination of a small block X (b x m, float64 centred residues) to reduced row echelon form.
    Returns (Xr, piv) with Xr[:, piv] = identity."""
    X = X.copy()
    b, m = X.shape
    piv = []
    r = 0
    cols = np.nonzero(np.any(X != 0, axis=0))[0]
    for c in cols:
        if r == b:
            break
        nz = np.nonzero(X[r:, c])[0]
        if len(nz) == 0:
            continue
        i = r + nz[0]
        if i != r:
            X[[r, i]] = X[[i, r]]
        inv = pow(int(X[r, c]) % p, p - 2, p)
        X[r] = cmod(X[r] * inv, p)  # |X[r]*inv| < 2^22 * 2^23 = 2^45: exact
        f = X[:, c].copy()
        f[r] = 0
        nzr = np.nonzero(f)[0]
        if len(nzr):
            X[nzr] = cmod(X[nzr] - np.outer(f[nzr], X[r]), p)
        piv.append(int(c))
        r += 1
    return X[:r], piv


def rank_modp(A, p, block=64, verbose=False):
    """Rank of A (n x m; ints or floats, any residues) over GF(p). A is read in row blocks, never modified."""
    assert p < 2**23
    n, m = A.shape
    E = np.empty((min(n, m), m))
    k = 0
    piv = []
    for r0 in range(0, n, block):
        X = cmod(np.asarray(A[r0:r0 + block], dtype=np.float64), p)
        if piv:
            C = X[:, piv].copy()
            for c0 in range(0, len(piv), CH):
                X = cmod(X - C[:, c0:c0 + CH] @ E[c0:min(c0 + CH, k)], p)
        Xr, newp = _reduce_block(X, p)
        if not newp:
            continue
        newp_idx = newp
        if len(piv):
            # eliminate the new pivot columns from E (in row chunks to bound temporaries)
            for e0 in range(0, k, 2048):
                Ee = E[e0:min(e0 + 2048, k)]
                Cc = Ee[:, newp_idx].copy()
                for c0 in range(0, len(newp_idx), CH):
                    Ee = cmod(Ee - Cc[:, c0:c0 + CH] @ Xr[c0:c0 + CH], p)
                E[e0:min(e0 + 2048, k)] = Ee
        E[k:k + len(newp)] = Xr
        k += len(newp)
        piv = piv + newp
        if verbose and (r0 // block) % 20 == 0:
            print(f"  rank_modp rows {r0 + block}/{n}: rank {len(piv)}", flush=True)
        if len(piv) == m:
            break
    return len(piv)
