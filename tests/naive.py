"""Independent oracle: a RAC evaluated one sequence at a time with Python scalars and loops.

Nothing here calls the library's arithmetic: weights are read out as Python
floats, ints mod p or Fractions, and Eq. (1.2) is spelled out index by index.
"""
import itertools
from fractions import Fraction

from racs import ModP, Rational


def scalars(rac, a):
    """Array -> nested lists of Python scalars in the RAC's field."""
    if isinstance(rac.field, ModP):
        conv = lambda v: int(v) % rac.field.p  # noqa: E731
    elif isinstance(rac.field, Rational):
        conv = Fraction
    else:
        conv = float
    if getattr(a, "ndim", 0) == 1:
        return [conv(v) for v in a]
    return [[conv(v) for v in row] for row in a]


def naive_output(rac, seq, c=0):
    """``y_c`` after the sequence ``seq`` (list of M-vectors), Eq. (1.2) with g = Hadamard product."""
    p = rac.field.p if isinstance(rac.field, ModP) else None
    red = (lambda v: v % p) if p else (lambda v: v)  # noqa: E731
    WI = [scalars(rac, w) for w in rac.W_I]
    WH = [scalars(rac, w) for w in rac.W_H]
    WO = scalars(rac, rac.W_O)
    h = [scalars(rac, v) for v in rac.h0]
    R = rac.R
    for x in seq:
        below = [red(v) for v in x]
        for l in range(rac.depth):
            a = [red(sum(WH[l][i][j] * h[l][j] for j in range(R))) for i in range(R)]
            b = [red(sum(WI[l][i][j] * below[j] for j in range(len(below)))) for i in range(R)]
            h[l] = [red(a[i] * b[i]) for i in range(R)]
            below = h[l]
    return red(sum(WO[c][j] * h[-1][j] for j in range(R)))


def naive_grid(rac, T, templates, c=0):
    """Dict ``{(d_1..d_T): y_c}`` over all template index tuples."""
    F = scalars(rac, templates)
    return {d: naive_output(rac, [F[k] for k in d], c) for d in itertools.product(range(len(F)), repeat=T)}
