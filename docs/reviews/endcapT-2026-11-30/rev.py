"""Reviewer's own code for the endcapT review (does not import the helper's lib.py nor the lab's block_values).

Exact arithmetic mod p = 2^25 - 39 in int64 (products < 2^50, sums of <= 8 products < 2^53).
Weights: proofs.general.instance.explicit_rac (integers) reduced mod p here; ranks: FLINT via numerics.rank.flint_bridge.
"""
import sys
from math import comb, prod

import numpy as np

sys.path.insert(0, "/work/main")
from numerics.bounds.formulas import end_input_copies  # noqa: E402
from numerics.rank.flint_bridge import flint_rank_mod_p  # noqa: E402
from proofs.general.instance import PRIME, explicit_rac, evaluate_mod_p  # noqa: E402

p = PRIME
K = 0


def md(a):
    return np.asarray(a, dtype=object).astype(object) % p


class Rac:
    def __init__(self, W_I, W_H, W_O, h0):
        self.W_I = [np.array(md(w), dtype=np.int64) for w in W_I]
        self.W_H = [np.array(md(w), dtype=np.int64) for w in W_H]
        self.W_O = np.array(md(W_O), dtype=np.int64)
        self.h0 = [np.array(md(h), dtype=np.int64) for h in h0]
        self.L, self.R = len(W_H), self.W_H[0].shape[0]

    @classmethod
    def explicit(cls, L, R):
        r = explicit_rac(depth=L, M=2, R=R)
        return cls(r.W_I, r.W_H, r.W_O, r.h0)


def mm(A, X):
    """A (R, R') times X (R', ...) mod p."""
    return np.tensordot(A, X, axes=(1, 0)) % p


def step(rac, h, x):
    """Eq. (1.2): h^{t,l} = (W^{H,l} h^{t-1,l}) * (W^{I,l} h^{t,l-1}), h^{t,0} = x^t."""
    below, new = x, []
    for l in range(rac.L):
        below = (mm(rac.W_H[l], h[l]) * mm(rac.W_I[l], below)) % p
        new.append(below)
    return new


def run(rac, h, xs):
    for x in xs:
        h = step(rac, h, x)
    return h


def readout(rac, h):
    return mm(rac.W_O[None, :], h[-1])[0]


def G(rac, hs, ends):
    """G_n(h; x^1..x^n) for states hs (list of (R, P)) and ends (Q, n, 2): returns (P, Q)."""
    P, Q, n = hs[0].shape[1], ends.shape[0], ends.shape[1]
    h = [np.repeat(x[:, :, None], Q, axis=2) for x in hs]
    xs = [np.broadcast_to(ends[:, t, :].T[:, None, :], (2, P, Q)) for t in range(n)]
    return readout(rac, run(rac, h, xs))


def h_of(rac, w, b):
    """h(w, b) = (w, b^2 * W^{I,2} w, b^3 * W^{I,3} h^2, ...); w (R, P), b list of L-1 arrays (R, P)."""
    h = [w % p]
    for l in range(1, rac.L):
        h.append((b[l - 1] * mm(rac.W_I[l], h[-1])) % p)
    return h


def start_states(rac, starts):
    """states h^{s,l} after Start sequences starts (P, s, 2)."""
    P = starts.shape[0]
    h = [np.repeat(h0[:, None], P, axis=1) for h0 in rac.h0]
    for t in range(starts.shape[1]):
        h = step(rac, h, starts[:, t, :].T % p)
    return h


def rank(A):
    return flint_rank_mod_p(np.ascontiguousarray(np.asarray(A, dtype=np.uint64) % p), p, threads=1)[0]


def inv_vandermonde(N):
    """inverse of V[t][j] = t^j, t = 1..N+1, mod p (Python ints, Gauss-Jordan)."""
    n = N + 1
    A = [[pow(t, j, p) for j in range(n)] + [int(i == t - 1) for i in range(n)] for t in range(1, n + 1)]
    for c in range(n):
        piv = next(r for r in range(c, n) if A[r][c] % p)
        A[c], A[piv] = A[piv], A[c]
        inv = pow(A[c][c], p - 2, p)
        A[c] = [a * inv % p for a in A[c]]
        for r in range(n):
            if r != c and A[r][c]:
                f = A[r][c]
                A[r] = [(a - f * bb) % p for a, bb in zip(A[r], A[c])]
    return np.array([row[n:] for row in A], dtype=object)  # coeffs = Vinv @ values


def tcoeffs(rac, v, b, ends, N, base=None):
    """[t^j] G_n(h(base + t v, b)) for j = 0..N: (N+1, P, Q). base defaults to e_k."""
    P = v.shape[1]
    if base is None:
        base = np.zeros_like(v)
        base[K] = 1
    vals = []
    for t in range(1, N + 2):
        w = (base + t * v) % p
        vals.append(G(rac, h_of(rac, w, b), ends))
    Vi = inv_vandermonde(N)
    out = np.zeros((N + 1,) + vals[0].shape, dtype=np.int64)
    for j in range(N + 1):
        for t in range(N + 1):
            out[j] = (out[j] + int(Vi[j, t]) * vals[t]) % p
    return out


def sizes(L, T):
    c = end_input_copies(T=T, depth=L)
    return c[0], prod(x + 1 for x in c[1:])


def mset(r, n):
    return comb(n + r - 1, r - 1) if n >= 0 else 0
