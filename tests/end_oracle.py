"""An independent oracle for the filtration by the first End input (Propositions 36 and 37): the explicit integer
RAC's weights mod the lab's prime as Python ints, Eq. (1.2) written out index by index, the End polynomial with a
given first layer-1 state, and interpolation by FLINT's Vandermonde solve (a tool here, not the code under test).
Whole outputs y come from :func:`tests.naive.naive_output`, the lab's other oracle."""

from __future__ import annotations

import flint

from proofs.general.instance import PRIME as P
from proofs.general.instance import explicit_rac

__all__ = ["P", "integer_rac", "mv", "after", "end_poly", "coefficients"]


def integer_rac(depth: int, R: int):
    """The explicit RAC's (W_I, W_H, W_O, h0) as canonical residues mod P in nested lists."""
    rac = explicit_rac(depth=depth, M=2, R=R)
    return (
        [[[int(v) % P for v in row] for row in w] for w in rac.W_I],
        [[[int(v) % P for v in row] for row in w] for w in rac.W_H],
        [int(v) % P for v in rac.W_O],
        [[int(v) % P for v in h] for h in rac.h0],
    )


def mv(W, h):
    return [sum(a * b for a, b in zip(row, h)) % P for row in W]


def _step(rac, h, x):
    """Eq. (1.2) one step, index by index."""
    W_I, W_H = rac[0], rac[1]
    below, out = x, []
    for l in range(len(h)):
        below = [a * b % P for a, b in zip(mv(W_H[l], h[l]), mv(W_I[l], below))]
        out.append(below)
    return out


def after(rac, seq, h=None):
    h = [list(v) for v in rac[3]] if h is None else h
    for x in seq:
        h = _step(rac, h, [int(v) % P for v in x])
    return h


def end_poly(rac, starts_h, w, ends):
    """P(w, b; ends): the first End step with layer-1 state w, then the End inputs ends."""
    W_I, W_H = rac[0], rac[1]
    b = [mv(W_H[l], starts_h[l]) for l in range(len(starts_h))]
    h = [list(w)]
    for l in range(1, len(b)):
        h.append([a * c % P for a, c in zip(b[l], mv(W_I[l], h[-1]))])
    h = after(rac, ends, h)
    return sum(a * c for a, c in zip(rac[2], h[-1])) % P


def coefficients(values):
    """Coefficients of the polynomial of degree < len(values) through (t, values[t]), t = 0, 1, ... (mod P)."""
    n = len(values)
    V = flint.nmod_mat([[pow(t, j, P) for j in range(n)] for t in range(n)], P)
    c = V.solve(flint.nmod_mat([[v] for v in values], P))
    return [int(c[j, 0]) for j in range(n)]
