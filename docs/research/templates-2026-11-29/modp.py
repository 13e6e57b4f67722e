"""Minimal independent mod-p RAC code for this note (not the lab's): p = 2^25 - 39, numpy int64, FLINT ranks.

Conventions (the brief's): h^{t,l} = (W^{H,l} h^{t-1,l}) * (W^{I,l} h^{t,l-1}), h^{t,0} = x^t, y = W^O h^{T,L}.
Layer 1's input is given directly as u_t = W^{I,1} x^t (arrays of shape (N, t, R)).
"""

import itertools

import flint
import numpy as np

P = 2**25 - 39


def mc(n, k):
    from math import comb

    return comb(n + k - 1, k) if n > 0 else int(k == 0)


class RAC:
    def __init__(self, L, R, WH, WI, h0, WO):
        self.L, self.R, self.WH, self.WI, self.h0, self.WO = L, R, WH, WI, h0, WO  # WI[0] unused (inputs are u)


def random_rac(L, R, rng, low=0, high=P):
    m = lambda *s: rng.integers(low, high, size=s, dtype=np.int64)  # noqa: E731
    return RAC(L, R, [m(R, R) for _ in range(L)], [None] + [m(R, R) for _ in range(L - 1)], [m(R) for _ in range(L)], m(R))


def mv(A, X):
    """rows of X (N, R) times A^T, mod P."""
    return (X @ A.T) % P


def run(rac, U, state=None):
    """states (list over layers of (N, R)) after feeding U (N, t, R) from `state` (default: initial)."""
    N = U.shape[0]
    h = [np.broadcast_to(rac.h0[l], (N, rac.R)).copy() for l in range(rac.L)] if state is None else [x.copy() for x in state]
    for t in range(U.shape[1]):
        below = U[:, t, :] % P
        for l in range(rac.L):
            inp = below if l == 0 else mv(rac.WI[l], below)
            h[l] = (mv(rac.WH[l], h[l]) * inp) % P
            below = h[l]
    return h


def output(rac, h):
    return (h[-1] @ rac.WO) % P


def eval_matrix(rac, starts, ends, chunk=64):
    """Y[i, j] = y(start_i, end_j); starts (Ns, s, R), ends (Ne, T-s, R) (u-vectors)."""
    hs = run(rac, starts)
    Ns, Ne = starts.shape[0], ends.shape[0]
    Y = np.zeros((Ns, Ne), dtype=np.int64)
    for i0 in range(0, Ns, chunk):
        sl = slice(i0, min(Ns, i0 + chunk))
        n = sl.stop - sl.start
        st = [np.repeat(x[sl], Ne, axis=0) for x in hs]
        E = np.tile(ends, (n, 1, 1))
        Y[sl] = output(rac, run(rac, E, st)).reshape(n, Ne)
    return Y


def rank(A):
    A = np.asarray(A, dtype=np.int64) % P
    m, n = A.shape
    if m == 0 or n == 0:
        return 0
    return flint.nmod_mat(m, n, [int(v) for v in A.ravel()], P).rank()


def words(K, s):
    return np.array(list(itertools.product(range(K), repeat=s)), dtype=np.int64).reshape(-1, s)


def grid_points(templ, idx):
    """templ (K, R) u-vectors, idx (N, s) -> (N, s, R)."""
    return templ[idx]


def monomials(R, d):
    return [a for a in itertools.product(range(d + 1), repeat=R) if sum(a) == d]


def mono_eval(X, alphas):
    """X (N, R) -> (N, len(alphas)) values of X^alpha mod P."""
    out = np.ones((X.shape[0], len(alphas)), dtype=np.int64)
    for c, a in enumerate(alphas):
        v = np.ones(X.shape[0], dtype=np.int64)
        for j, e in enumerate(a):
            for _ in range(e):
                v = (v * X[:, j]) % P
        out[:, c] = v
    return out
