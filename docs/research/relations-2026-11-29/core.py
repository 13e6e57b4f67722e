"""Own code: span dimension of beta -> Y(e_j, beta, e_k; x) over later inputs x, mod p."""
import numpy as np, flint, itertools
from math import comb
P = 2**31 - 1
def mm(A, h):  # h @ A.T mod P, last axis
    A = np.asarray(A, dtype=np.int64) % P
    out = np.zeros(h.shape[:-1] + (A.shape[0],), dtype=np.int64)
    for c in range(A.shape[1]):
        out = (out + h[..., c:c+1] * A[:, c]) % P
    return out
def rank(M):
    return flint.nmod_mat([[int(v) for v in r] for r in M], P).rank()
def multiset(r, d):
    return comb(r + d - 1, d) if r > 0 else (1 if d == 0 else 0)

def Y(W, h1, h2, h3, xs):
    """W dict: I1 (R,M), I2, I3, H1, H2, H3 (R,R), O (R,). h* (Pn,R); xs (Q, m, M). returns (Pn,Q)."""
    Pn, R = h2.shape; Q, m, _ = xs.shape
    h = [np.broadcast_to(v[:, None, :], (Pn, Q, R)).copy() for v in (h1, h2, h3)]
    for t in range(m):
        below = np.broadcast_to(mm(W['I1'], xs[:, t, :])[None], (Pn, Q, R))
        h[0] = mm(W['H1'], h[0]) * below % P
        h[1] = mm(W['H2'], h[1]) * mm(W['I2'], h[0]) % P
        h[2] = mm(W['H3'], h[2]) * mm(W['I3'], h[1]) % P
    return mm(np.asarray(W['O'])[None, :], h[2])[..., 0]

def span_dim(W, j, k, m, rng, extra=5, xs=None):
    R = W['H2'].shape[0]; M = W['I1'].shape[1]
    need = multiset(R, m)
    nb = need + extra
    beta = rng.integers(0, P, (nb, R))
    h1 = np.zeros((nb, R), np.int64); h1[:, j] = 1
    h3 = np.zeros((nb, R), np.int64); h3[:, k] = 1
    if xs is None:
        xs = rng.integers(0, P, (need + extra, m, M))
    return rank(Y(W, h1, beta, h3, xs)), need

def randW(R, M, rng):
    W = {k: rng.integers(1, P, (R, R)) for k in ('I2', 'I3', 'H1', 'H2', 'H3')}
    W['I1'] = rng.integers(1, P, (R, M)); W['O'] = rng.integers(1, P, R)
    return W
