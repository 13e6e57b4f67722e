"""Reviewer's own references (independent of numerics.rank / flint_bridge): a plain numpy Gaussian elimination mod P,
python-flint's nmod_mat rref, and an own rref predicate."""
import numpy as np
import flint

P = 1048571


def rref_np(A):
    """Own Gauss-Jordan mod P (int64; entries < 2^20 so products < 2^40). Returns the nonzero rows, uint64."""
    A = np.array(A, dtype=np.int64) % P
    m, w = A.shape
    r = 0
    for c in range(w):
        if r == m:
            break
        nz = np.nonzero(A[r:, c])[0]
        if nz.size == 0:
            continue
        i = r + nz[0]
        if i != r:
            A[[r, i]] = A[[i, r]]
        inv = pow(int(A[r, c]), P - 2, P)
        A[r] = A[r] * inv % P
        f = A[:, c].copy()
        f[r] = 0
        nzr = np.nonzero(f)[0]
        if nzr.size:
            A[nzr] = (A[nzr] - (f[nzr, None] * A[r][None, :]) % P) % P
        r += 1
    return A[:r].astype(np.uint64)


def rref_flint(A):
    A = np.asarray(A, dtype=np.int64) % P
    m, w = A.shape
    if m == 0 or w == 0:
        return np.zeros((0, w), np.uint64)
    M = flint.nmod_mat(m, w, [int(v) for v in A.ravel()], P)
    R, r = M.rref()
    out = np.array([[int(R[i, j]) for j in range(w)] for i in range(r)], dtype=np.uint64).reshape(r, w)
    return out


def my_is_rref(R):
    """Own definition: every row nonzero; leading index strictly increasing; leading entry 1; every other row is 0
    in each leading column."""
    R = np.asarray(R)
    lead = []
    for row in R:
        nz = np.nonzero(row)[0]
        if nz.size == 0:
            return False
        lead.append(nz[0])
    for a, b in zip(lead, lead[1:]):
        if not a < b:
            return False
    for i, c in enumerate(lead):
        col = R[:, c]
        if col[i] != 1 or np.count_nonzero(col) != 1:
            return False
    return True


def random_rref(rng, r, w, dense=1.0, big=False):
    """Random rref r x w (r <= w) with random pivot columns; free entries random (density `dense`); big: P-1 heavy."""
    piv = np.sort(rng.choice(w, size=r, replace=False))
    R = np.zeros((r, w), np.uint64)
    pivset = np.zeros(w, bool)
    pivset[piv] = True
    for i, c in enumerate(piv):
        R[i, c] = 1
        free = np.nonzero(~pivset[c + 1:])[0] + c + 1
        if free.size:
            vals = rng.integers(0, P, size=free.size, dtype=np.int64)
            if big:
                vals = np.where(rng.random(free.size) < 0.7, P - 1, vals)
            vals = np.where(rng.random(free.size) < dense, vals, 0)
            R[i, free] = vals.astype(np.uint64)
    return R
