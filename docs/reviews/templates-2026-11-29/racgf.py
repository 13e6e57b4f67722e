"""Reviewer's own GF(p) RAC code (independent of the helper's modp.py and of the lab's racs package).

RAC: h^{t,l} = (W^{H,l} h^{t-1,l}) * (W^{I,l} h^{t,l-1}),  h^{t,0} = x^t,  y = W^O h^{T,L}.
All arithmetic mod P = 2^26 - 5 (prime), int64 numpy; ranks with python-flint's nmod_mat.
"""

import itertools
from math import comb

import flint
import numpy as np

P = 67108859  # 2^26 - 5, prime (sympy.isprime)


def mc(n, k):
    """((n, k)) = C(n+k-1, k)."""
    return comb(n + k - 1, k) if n > 0 else (1 if k == 0 else 0)


def rank_np(A):
    A = np.asarray(A, dtype=np.int64) % P
    if A.size == 0:
        return 0
    r, c = A.shape
    return flint.nmod_mat(r, c, [int(v) for v in A.ravel()], P).rank()


def to_nmod(A):
    A = np.asarray(A, dtype=np.int64) % P
    r, c = A.shape
    return flint.nmod_mat(r, c, [int(v) for v in A.ravel()], P)


def from_nmod(Mt):
    return np.array([[int(Mt[i, j]) for j in range(Mt.ncols())] for i in range(Mt.nrows())], dtype=np.int64)


def mm(A, B):
    """(A @ B) mod P for int64 arrays with entries < P and inner dim <= 2000 (products < 2^52)."""
    A = np.asarray(A, dtype=np.int64)
    B = np.asarray(B, dtype=np.int64)
    inner = A.shape[-1]
    if inner <= 2000:
        return (A @ B) % P
    out = np.zeros(A.shape[:-1] + B.shape[1:], dtype=np.int64)
    for i in range(0, inner, 2000):
        out = (out + (A[..., i:i + 2000] @ B[i:i + 2000]) % P) % P
    return out


class RAC:
    def __init__(self, L, M, R, rng=None, WI=None, WH=None, h0=None, WO=None):
        self.L, self.M, self.R = L, M, R
        if WI is None:
            WI = [rng.integers(0, P, size=(R, M if l == 0 else R)) for l in range(L)]
            WH = [rng.integers(0, P, size=(R, R)) for l in range(L)]
            h0 = [rng.integers(0, P, size=R) for l in range(L)]
            WO = rng.integers(0, P, size=R)
        self.WI = [np.asarray(w, dtype=np.int64) % P for w in WI]
        self.WH = [np.asarray(w, dtype=np.int64) % P for w in WH]
        self.h0 = [np.asarray(h, dtype=np.int64) % P for h in h0]
        self.WO = np.asarray(WO, dtype=np.int64) % P

    def init_states(self, n):
        return [np.tile(h, (n, 1)) for h in self.h0]

    def step(self, states, x):
        """states: list of (n, R) arrays; x: (n, M) inputs. Returns the new states."""
        below = x
        new = []
        for l in range(self.L):
            h = mm(states[l], self.WH[l].T) * mm(below, self.WI[l].T) % P
            new.append(h)
            below = h
        return new

    def run(self, states, xs):
        for x in xs:
            states = self.step(states, x)
        return states

    def out(self, states):
        return mm(states[-1], self.WO[:, None])[:, 0]


def words(K, s):
    return np.array(list(itertools.product(range(K), repeat=s)), dtype=np.int64).reshape(-1, s)


def start_states(rac, tau, W):
    """States h^{s,l} after reading the Start words W (n, s) of templates tau (K, M)."""
    st = rac.init_states(len(W))
    for t in range(W.shape[1]):
        st = rac.step(st, tau[W[:, t]])
    return st


def end_values(rac, states, tau, E):
    """Matrix [y(state_i, e_j)] for states (list of (n, R)) and End words E (m, s)."""
    n = states[0].shape[0]
    m = len(E)
    out = np.zeros((n, m), dtype=np.int64)
    chunk = max(1, 400000 // max(n, 1))
    for j0 in range(0, m, chunk):
        Ej = E[j0:j0 + chunk]
        c = len(Ej)
        st = [np.repeat(h, c, axis=0) for h in states]  # index i*c + j
        for t in range(E.shape[1]):
            x = np.tile(tau[Ej[:, t]], (n, 1))
            st = rac.step(st, x)
        out[:, j0:j0 + c] = rac.out(st).reshape(n, c)
    return out


def grid_matrix(rac, tau, s, Wstart=None, Wend=None):
    K = len(tau)
    if Wstart is None:
        Wstart = words(K, s)
    if Wend is None:
        Wend = words(K, s)
    st = start_states(rac, tau, Wstart)
    return end_values(rac, st, tau, Wend)


def random_point_matrix(rac, s, nS, nE, rng):
    """[y(x_i, x'_j)] at random Start / End input sequences (rank <= sep for this RAC)."""
    xsS = [rng.integers(0, P, size=(nS, rac.M)) for _ in range(s)]
    st = rac.run(rac.init_states(nS), xsS)
    out = np.zeros((nS, nE), dtype=np.int64)
    xsE = [rng.integers(0, P, size=(nE, rac.M)) for _ in range(s)]
    st2 = [np.repeat(h, nE, axis=0) for h in st]
    for t in range(s):
        st2 = rac.step(st2, np.tile(xsE[t], (nS, 1)))
    return rac.out(st2).reshape(nS, nE)


# ---------- depth-2 factorisation through W_full = sum_k g_k Sym^s(a) ----------

def exps(R, s):
    return [e for e in itertools.product(range(s + 1), repeat=R) if sum(e) == s]


def monomials2(rac, states, s):
    """Values of g_k a^alpha (k < R, |alpha| = s) at depth-2 states; a = WH1 h1, g = WH2 h2."""
    a = mm(states[0], rac.WH[0].T)
    g = mm(states[1], rac.WH[1].T)
    E = exps(rac.R, s)
    # powers a_i^e
    pw = [np.ones_like(a)]
    for e in range(1, s + 1):
        pw.append(pw[-1] * a % P)
    am = np.ones((a.shape[0], len(E)), dtype=np.int64)
    for c, e in enumerate(E):
        v = np.ones(a.shape[0], dtype=np.int64)
        for i, ei in enumerate(e):
            v = v * pw[ei][:, i] % P
        am[:, c] = v
    cols = [(g[:, k:k + 1] * am) % P for k in range(rac.R)]
    return np.concatenate(cols, axis=1)
