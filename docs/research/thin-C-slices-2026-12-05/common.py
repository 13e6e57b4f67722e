"""Shared helpers for the b = 0 (C box) slice study.  Imports (does not modify) the B notes' own_copy.py / tri.py
and thin-every-n's formula_D.py.  All ranks exact over GF(1048571) (FLINT through tri.rref)."""
from __future__ import annotations
import os, sys
from math import comb
import numpy as np
R = '/work/main/docs/research/'
sys.path.insert(0, R + 'thin-B-boxes-2026-12-04')
sys.path.insert(0, R + 'thin-every-n-2026-12-03')
from own_copy import P, Model, lab_point, inv  # noqa
from tri import rref, rank  # noqa
from formula_D import formula_D, c_k, codimY  # noqa


def C(x, k):
    return comb(x, k) if x >= k >= 0 else 0


class CModel:
    def __init__(self, n, seed=None):
        if seed is None:
            seed = int(os.environ.get('SEED', '1'))
        self.seed = seed
        print(f'# point: special_point(seed={seed})', flush=True)
        self.pt, _ = lab_point(seed)
        self.m = Model(n, self.pt)
        self.n, self.nc, self.cm = n, self.m.nc, self.m.cm
        self.cidx = self.m.cidx
        # ctilde-monomial index: Mct[nu, kappa] gives F_nu = sum_kappa Mct[nu,kappa] F_kappa
        self.Mct = self.m.Mct

    # --- module slice
    def S(self, g, N, hs=None):
        return self.m.S(g, N, 0, hs=hs)

    def dimS(self, g, N, hs=None):
        A = self.S(g, N, hs)
        return rank(A) if A.shape[0] else 0

    # --- condition rows
    def cond_JY(self, g, N, with_J=True, with_Y=True):
        return self.m.conditions(g, N, 0, with_J=with_J, with_Y=with_Y)

    def cond_ideal(self, g, N, full=None):
        """F in (lbar, ct2) (g >= 1), or F in lbar * (...) (g == 0 or full=True).
        Test: for each ct2-degree j required, sum_{nu_2 = j} F_nu(x,z) z^nu1 (-x)^nu3 == 0 (binary form, deg N+n-j)."""
        n, nc, p = self.n, self.nc, P
        if full is None:
            full = (g == 0)
        js = range(n + 1) if full else [0]
        rows = []
        for j in js:
            m = n - j
            # output binary form degree N + m, coefficient index by z-exponent
            blk = np.zeros((N + m + 1, (N + 1) * nc), np.int64)
            for nu_i, nu in enumerate(self.cm):
                if nu[1] != j:
                    continue
                # z^nu1 (-x)^nu3 : z-exponent nu1, sign (-1)^nu3
                sgn = (-1) ** nu[2]
                for i in range(N + 1):  # F_nu coefficient at z^i: sum_kappa Mct[nu,kappa] F[i,kappa]
                    blk[i + nu[0], i * nc:(i + 1) * nc] += sgn * self.Mct[nu_i]
            rows.append(blk % p)
        return np.concatenate(rows) % p

    def dimT(self, g, N, ideal=True, J=True, Y=True, extra=None):
        parts = [self.cond_JY(g, N, with_J=J, with_Y=Y)]
        if ideal:
            parts.append(self.cond_ideal(g, N))
        if extra is not None:
            parts.append(extra)
        Cm = np.concatenate([q for q in parts if q.shape[0]]) if any(q.shape[0] for q in parts) else np.zeros((0, (N + 1) * self.nc), np.int64)
        return (N + 1) * self.nc - (rank(Cm) if Cm.shape[0] else 0)


def formulaC(n, D):
    return formula_D(n, n, 0, D)[1]
