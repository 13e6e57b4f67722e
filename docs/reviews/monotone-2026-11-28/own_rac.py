"""Reviewer's own RAC recurrence and Proposition 16 constructions (independent of racs.forward).

A RAC is a dict: ``WI`` (list of L matrices, R x M then R x R), ``WH`` (L matrices R x R), ``WO`` (list of R
numbers, one output), ``h0`` (L vectors). Matrices are lists of rows. Arithmetic is whatever the entries are
(Fraction, sympy, or ints with ``p`` for GF(p)).
"""

from __future__ import annotations

import random
from fractions import Fraction

__all__ = [
    "matvec",
    "forward",
    "states",
    "rand_frac",
    "random_rac",
    "solve",
    "wider",
    "more_inputs",
    "deeper",
]


def matvec(W, v, p=None):
    out = [sum(w * x for w, x in zip(row, v, strict=True)) for row in W]
    return [o % p for o in out] if p else out


def states(rac, xs, p=None, start=None):
    """Hidden states [h^{t,1..L}] after feeding ``xs`` from ``start`` (default: the initial states)."""
    h = [list(v) for v in (rac["h0"] if start is None else start)]
    for x in xs:
        below = list(x)
        for l in range(len(rac["WH"])):
            a = matvec(rac["WH"][l], h[l], p)
            b = matvec(rac["WI"][l], below, p)
            h[l] = [(u * w) % p if p else u * w for u, w in zip(a, b, strict=True)]
            below = h[l]
    return h


def forward(rac, xs, p=None, start=None):
    """y = W^O h^{T,L}: h^{t,l} = (W^{H,l} h^{t-1,l}) * (W^{I,l} h^{t,l-1}), h^{t,0} = x_t."""
    h = states(rac, xs, p, start)
    y = sum(w * v for w, v in zip(rac["WO"], h[-1], strict=True))
    return y % p if p else y


def rand_frac(rng: random.Random):
    return Fraction(rng.randint(-6, 6), rng.randint(1, 5))


def solve(A, b):
    """Exact Gauss-Jordan over Fractions (A square, invertible); None if singular."""
    n = len(A)
    M = [[Fraction(v) for v in row] + [Fraction(bb)] for row, bb in zip(A, b, strict=True)]
    for c in range(n):
        piv = next((r for r in range(c, n) if M[r][c] != 0), None)
        if piv is None:
            return None
        M[c], M[piv] = M[piv], M[c]
        inv = 1 / M[c][c]
        M[c] = [v * inv for v in M[c]]
        for r in range(n):
            if r != c and M[r][c] != 0:
                f = M[r][c]
                M[r] = [a - f * bb for a, bb in zip(M[r], M[c], strict=True)]
    return [M[r][n] for r in range(n)]


def random_rac(rng: random.Random, *, L: int, M: int, R: int, default: bool):
    """Random rational RAC; ``default``: h0 = (W^H)^{-1} 1 (redrawn until W^H invertible), else h0 random."""

    def mat(r, c):
        return [[rand_frac(rng) for _ in range(c)] for _ in range(r)]

    WI = [mat(R, M if l == 0 else R) for l in range(L)]
    WH, h0 = [], []
    for _ in range(L):
        while True:
            W = mat(R, R)
            h = solve(W, [1] * R) if default else [rand_frac(rng) for _ in range(R)]
            if h is not None:
                break
        WH.append(W)
        h0.append(h)
    return {"WI": WI, "WH": WH, "WO": [rand_frac(rng) for _ in range(R)], "h0": h0}


def _pad(W, rows, cols):
    return [[W[i][j] if i < len(W) and j < len(W[0]) else Fraction(0) for j in range(cols)] for i in range(rows)]


def wider(rac, R: int):
    """Width step: W^H -> diag(W^H, I), h0 -> (h0, 1), zero rows/columns in W^I, zero columns in W^O."""
    R0 = len(rac["WO"])
    WH = []
    for W in rac["WH"]:
        B = _pad(W, R, R)
        for i in range(R0, R):
            B[i][i] = Fraction(1)
        WH.append(B)
    M = len(rac["WI"][0][0])
    WI = [_pad(rac["WI"][0], R, M)] + [_pad(W, R, R) for W in rac["WI"][1:]]
    h0 = [list(h) + [Fraction(1)] * (R - R0) for h in rac["h0"]]
    return {"WI": WI, "WH": WH, "WO": list(rac["WO"]) + [Fraction(0)] * (R - R0), "h0": h0}


def more_inputs(rac, M: int):
    """Input step: W^{I,1} -> [W^{I,1}, 0]."""
    R = len(rac["WO"])
    return {**rac, "WI": [_pad(rac["WI"][0], R, M), *rac["WI"][1:]]}


def deeper(rac, e, h0_new):
    """Depth step: a layer W^H = 1 e^T, W^I = A, h0 with e^T h0 = 1 under the RAC; old layer 1 reads it via I.

    Returns (rac_plus, c) with c = A^T e."""
    A = rac["WI"][0]
    R = len(rac["WO"])
    assert sum(a * b for a, b in zip(e, h0_new, strict=True)) == 1
    WHn = [[e[j] for j in range(R)] for _ in range(R)]
    eye = [[Fraction(int(i == j)) for j in range(R)] for i in range(R)]
    c = [sum(A[i][m] * e[i] for i in range(R)) for m in range(len(A[0]))]
    plus = {
        "WI": [A, eye, *rac["WI"][1:]],
        "WH": [WHn, *rac["WH"]],
        "WO": list(rac["WO"]),
        "h0": [list(h0_new), *rac["h0"]],
    }
    return plus, c
