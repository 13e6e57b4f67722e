"""Reviewer's truncated power series (eps-jet) forward evaluation of the RAC mod p (endcap4 review)."""
import numpy as np
import flint
from mycert import p


def smul(A, B):
    """truncated product of series (D, R, n) int64 in [0, p)."""
    D = A.shape[0]
    C = np.zeros_like(A)
    for d in range(D):
        acc = np.zeros(A.shape[1:], dtype=np.int64)
        for e in range(d + 1):
            acc += A[e] * B[d - e] % p
        C[d] = acc % p
    return C


def smv(W, A):
    return np.einsum('ij,djn->din', W, A) % p


def sstep(rac, h, x):
    """h: list of series (D, R, n); x series (D, M, n)."""
    WI, WH, h0, WO = rac
    below = x
    out = []
    for l in range(len(WH)):
        below = smul(smv(WH[l], h[l]), smv(WI[l], below))
        out.append(below)
    return out


def sstep_const(rac, h, x):
    """x constant (M, n) (a series of order 0): layer 1 multiplies by a constant."""
    WI, WH, h0, WO = rac
    u = (WI[0] @ x) % p
    below = smv(WH[0], h[0]) * u[None] % p
    out = [below]
    for l in range(1, len(WH)):
        below = smul(smv(WH[l], h[l]), smv(WI[l], below))
        out.append(below)
    return out


def start_series(rac, X, Dl, D):
    """Start states as series in eps along X + eps Dl: X, Dl (n, s, M); returns list of (D, R, n)."""
    WI, WH, h0, WO = rac
    n, s, M = X.shape
    R = WH[0].shape[0]
    h = []
    for hv in h0:
        H = np.zeros((D, R, n), dtype=np.int64); H[0] = hv[:, None]; h.append(H)
    for t in range(s):
        x = np.zeros((D, M, n), dtype=np.int64); x[0] = X[:, t, :].T % p
        if D > 1:
            x[1] = Dl[:, t, :].T % p
        h = sstep(rac, h, x)
    return h


def vinv(etas, n):
    """inverse Vandermonde [eta_i^j] mod p as int64 (n x n)."""
    V = flint.nmod_mat([[pow(int(e), j, p) for j in range(n)] for e in etas], p).inv()
    return np.array([[int(V[i, j]) for j in range(n)] for i in range(n)], dtype=np.int64)
