"""Independent oracles: a RAC evaluated one sequence at a time with Python scalars and loops, its Start-End
matrix built from those values, and sympy's exact ranks over GF(p) and Q.

Nothing here calls the library's arithmetic: weights are read out as Python floats, ints mod p or Fractions,
Eq. (1.2) is spelled out index by index, and ranks come from sympy's ``DomainMatrix`` (kept off FLINT by
``tests/conftest.py``).
"""
import itertools
from fractions import Fraction

__all__ = ["scalars", "naive_output", "naive_grid", "naive_start_end", "sympy_rank"]


def scalars(rac, a):
    """Array -> nested lists of Python scalars in the RAC's field."""
    if rac.field.modulus is not None:
        conv = lambda v: int(v) % rac.field.modulus  # noqa: E731
    elif rac.field.exact:
        conv = Fraction
    else:
        conv = float
    if getattr(a, "ndim", 0) == 1:
        return [conv(v) for v in a]
    return [[conv(v) for v in row] for row in a]


def naive_output(rac, seq, c=0):
    """``y_c`` after the sequence ``seq`` (list of M-vectors), Eq. (1.2) with g = Hadamard product."""
    p = rac.field.modulus
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


def naive_start_end(rac, T, templates, c=0):
    """The Start-End matrix (Definition 1.1: first index most significant) as nested lists, from
    :func:`naive_grid`."""
    g = naive_grid(rac, T, templates, c)
    K, half = len(templates), T // 2
    starts = list(itertools.product(range(K), repeat=half))
    return [[g[s + e] for e in starts] for s in starts]


def sympy_rank(rows, p=None):
    """Exact rank of a list-of-rows matrix over GF(``p``), or over Q when ``p`` is None (sympy)."""
    from sympy import QQ
    from sympy.polys.domains import GF
    from sympy.polys.matrices import DomainMatrix

    rows = [list(r) for r in rows]
    if not rows or not rows[0]:
        return 0
    dom = QQ if p is None else GF(p)
    conv = (lambda v: QQ(Fraction(v).numerator, Fraction(v).denominator)) if p is None else (lambda v: dom(int(v)))
    return DomainMatrix([[conv(v) for v in r] for r in rows], (len(rows), len(rows[0])), dom).rank()
