"""Shared helpers (own code around the lab's reviewed generators): the modules M_(a) = k[p] . G_(a,b) in low degree D.

G_(a,b) comes from SliceModel.box_generators (Lemma K's operators C(theta_2,i) C(theta_3,j), i <= a, j <= b, at the
coordinate W2 of special_point(seed=1)).  Rows over (p-monomial of degree n+1 [window_model._monos order], c-monomial).
"""
import numpy as np
from math import comb
from numerics.rank.flint_bridge import flint_rank_mod_p, flint_row_basis_mod_p
from proofs.general.depth4.thin.slices import SliceModel, special_point
from proofs.general.depth4.window_model import _monos


def rank(A, p):
    A = np.asarray(A)
    if A.shape[0] == 0 or A.shape[1] == 0:
        return 0
    return int(flint_rank_mod_p((A % p).astype(np.uint64), p, threads=1)[0])


def basis(A, p):
    A = np.asarray(A)
    if A.shape[0] == 0:
        return A.astype(np.int64)
    return flint_row_basis_mod_p((A % p).astype(np.uint64), p, dtype=np.int64)


class Mod:
    def __init__(self, n, seed=1):
        self.n = n
        self.pt = special_point(seed=seed)
        self.p = self.pt.p
        self.model = SliceModel(n=n, point=self.pt)
        self.nc = comb(n + 2, 2)
        self.pm = _monos(n + 1)
        self._G = {}

    def G(self, a, b):
        if (a, b) not in self._G:
            self._G[a, b] = self.model.box_generators(a=a, b=b)
        return self._G[a, b]

    def mult(self, B, k):
        """rows: all m * g, m a p-monomial of degree k, g a row of B (degree n+1); columns over (_monos(n+1+k), c)."""
        n, nc = self.n, self.nc
        D = n + 1 + k
        tgt = {m: i for i, m in enumerate(_monos(D))}
        src = self.pm
        B3 = B.reshape(B.shape[0], len(src), nc)
        out = []
        for m in _monos(k):
            idx = [tgt[(a[0] + m[0], a[1] + m[1], a[2] + m[2])] for a in src]
            R = np.zeros((B.shape[0], len(tgt), nc), np.int64)
            R[:, idx, :] = B3
            out.append(R.reshape(B.shape[0], -1))
        return np.concatenate(out)
