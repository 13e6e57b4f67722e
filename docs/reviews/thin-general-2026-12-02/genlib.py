"""helper-135: generator construction at the GENERAL point (seed 1, p = 1048571, no overrides of W2, L, H3).
draw / Poly / generators / rank_mod_p COPIED from the reviewer helper-134's gen_G.py (itself copied from the reviewer
helper-128's rev_deg.py); the only change: the W2 := coordinate-matrix override is moved under `if not general`
(helper-134's draw overrode W2 even with general=True).  The lab's thin package is NOT imported.
"""
import sys
import time
from math import comb

import numpy as np

from numerics.rank.flint_bridge import flint_rref_mod_p

P = 1048571


def draw(seed, general=False):
    rng = np.random.default_rng(seed)
    W2, W3, H2, H3, H1 = (rng.integers(1, P, size=(3, 3), dtype=np.int64) for _ in range(5))
    L = rng.integers(1, P, size=3, dtype=np.int64)
    if not general:  # helper-135: this branch is never used here (general=True always); W2 override removed
        W2 = np.array([[1, 0, 0], [1, 1, 0], [1, 0, 1]], dtype=np.int64)
        L = np.ones(3, dtype=np.int64)
        import flint

        M = flint.nmod_mat(3, 3, [int(x) for x in W3.T.reshape(-1)], P).inv()
        H3 = np.array([[int(M[i, j]) for j in range(3)] for i in range(3)], dtype=np.int64)
    # conditions of the family used: det W2, W3, H2, H3 != 0, H1 e_1, W2 e_1, L zero-free
    import flint

    for A in (W2, W3, H2, H3):
        assert int(flint.nmod_mat(3, 3, [int(x) for x in A.reshape(-1)], P).det()) != 0
    assert all(int(x) % P for x in H1[:, 0]) and all(int(x) % P for x in W2[:, 0]) and all(int(x) % P for x in L)
    return W2, W3, H2, H3, H1, L


class Poly:
    """bihomogeneous poly of bidegree (dp, dc) in p = (p1,p2,p3), c = (c1,c2,c3): A[e2, e3, f2, f3] (e1, f1 implied)"""

    def __init__(self, dp, dc, A=None):
        self.dp, self.dc = dp, dc
        self.A = np.zeros((dp + 1, dp + 1, dc + 1, dc + 1), np.int64) if A is None else A

    def __add__(self, o):
        assert (self.dp, self.dc) == (o.dp, o.dc)
        return Poly(self.dp, self.dc, (self.A + o.A) % P)

    def scale(self, s):
        return Poly(self.dp, self.dc, self.A * (int(s) % P) % P)

    def mul(self, o):
        out = np.zeros((self.dp + o.dp + 1,) * 2 + (self.dc + o.dc + 1,) * 2, np.int64)
        a = self.A
        for idx in zip(*np.nonzero(o.A)):
            e2, e3, f2, f3 = (int(t) for t in idx)
            out[e2 : e2 + self.dp + 1, e3 : e3 + self.dp + 1, f2 : f2 + self.dc + 1, f3 : f3 + self.dc + 1] += (
                a * int(o.A[idx]) % P
            )
            out %= P
        return Poly(self.dp + o.dp, self.dc + o.dc, out)


def mono_p(t):  # p_t, t in 0,1,2, as (1,0) poly
    A = np.zeros((2, 2, 1, 1), np.int64)
    if t == 1:
        A[1, 0, 0, 0] = 1
    elif t == 2:
        A[0, 1, 0, 0] = 1
    else:
        A[0, 0, 0, 0] = 1
    return Poly(1, 0, A)


def mono_c(s):
    A = np.zeros((1, 1, 2, 2), np.int64)
    if s == 1:
        A[0, 0, 1, 0] = 1
    elif s == 2:
        A[0, 0, 0, 1] = 1
    else:
        A[0, 0, 0, 0] = 1
    return Poly(0, 1, A)


def bilin(C):  # sum_{t,s} C[t,s] p_t c_s
    out = Poly(1, 1)
    for t in range(3):
        for s in range(3):
            if C[t, s] % P:
                out = out + mono_p(t).mul(mono_c(s)).scale(C[t, s])
    return out


def lin_p(v):
    out = Poly(1, 0)
    for t in range(3):
        out = out + mono_p(t).scale(v[t])
    return out


def generators(n, W2, W3, H2, H3, L):
    # c'_r = sum_s H3[r,s] c_s (W3 p)_s: coefficient of p_t c_s = H3[r,s] W3[s,t]
    cp = [bilin(np.array([[H3[r, s] * W3[s, t] % P for s in range(3)] for t in range(3)])) for r in range(3)]
    ell = bilin(np.array([[L[s] * W3[s, t] % P for s in range(3)] for t in range(3)]))
    bp = [lin_p(H2[l] % P) for l in range(3)]  # b'_l = sum_t H2[l,t] p_t
    mp = []
    for j in range(3):
        acc = Poly(2, 1)
        for r in range(3):
            lf = Poly(1, 0)
            for l in range(3):
                lf = lf + bp[l].scale(W3[r, l] * W2[l, j] % P)
            acc = acc + cp[r].mul(lf).scale(L[r])
        mp.append(acc)
    # c'^nu, |nu| = n - 2
    one = Poly(0, 0, np.ones((1, 1, 1, 1), np.int64))
    pw = [[one] for _ in range(3)]
    for r in range(3):
        for _ in range(n - 2):
            pw[r].append(pw[r][-1].mul(cp[r]))
    gens = []
    for j in range(3):
        base = ell.mul(mp[j])
        for a in range(n - 1):
            for b in range(n - 1 - a):
                nu = (n - 2 - a - b, a, b)
                gens.append(base.mul(pw[0][nu[0]]).mul(pw[1][nu[1]]).mul(pw[2][nu[2]]))
    assert len(gens) == 3 * comb(n, 2) and all((g.dp, g.dc) == (n + 1, n) for g in gens)
    return gens


def rank_mod_p(M):
    if M.shape[0] == 0:
        return 0
    _, r = flint_rref_mod_p(np.ascontiguousarray(M % P, dtype=np.uint64), P)
    return int(r)


