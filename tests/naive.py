"""Independent oracles: a RAC evaluated one sequence at a time with Python scalars and loops, its Start-End
matrix built from those values, and sympy's exact ranks over GF(p) and Q.

Nothing here calls the library's arithmetic: weights are read out as Python floats, ints mod p or Fractions,
Eq. (1.2) is spelled out index by index, and ranks come from sympy's ``DomainMatrix`` (kept off FLINT by
``tests/conftest.py``).
"""

import itertools
import math
from fractions import Fraction

import mpmath

__all__ = [
    "scalars",
    "naive_output",
    "naive_grid",
    "naive_start_end",
    "sympy_rank",
    "sympy_start_jacobian_rank",
    "naive_cell_output",
    "naive_cell_grid",
    "naive_cayley",
]


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
    red = (lambda v: v % p) if p else (lambda v: v)
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

    def modp(v):
        f = Fraction(v)  # a fraction mod p is num / den, not int(v) (which rounds it)
        if f.denominator % p == 0:
            raise ValueError(f"{v} has no value mod {p}")
        return dom(f.numerator) / dom(f.denominator)

    conv = (lambda v: QQ(Fraction(v).numerator, Fraction(v).denominator)) if p is None else modp
    return DomainMatrix([[conv(v) for v in r] for r in rows], (len(rows), len(rows[0])), dom).rank()


# The cell zoo, one sequence at a time.
#
# Independent oracle for the cell zoo: one sequence at a time, Python floats, loops, the seeds' equations.
#
# Nothing here calls :mod:`racs.cells` arithmetic: weights are read out of a ``Stack`` as nested lists of
# floats and every equation (Collins et al. Eqs. 1-20; MCRM Eqs. 3-5 as ``torch.nn.GRUCell`` computes the
# nested GRU; scoRNN with W from mpmath) is spelled out gate by gate.


def _f(a):
    return [float(v) for v in a] if getattr(a, "ndim", 1) == 1 else [[float(v) for v in row] for row in a]


def _mv(W, v):
    return [sum(w * x for w, x in zip(row, v)) for row in W]


def _rows(W, i, j):
    return W[i:j]


def _sig(z):
    return 1.0 / (1.0 + math.exp(-z)) if z >= 0 else math.exp(z) / (1.0 + math.exp(z))


def _aff(p, k, R, h, x):
    """Gate block ``k``: W^{kh} h + W^{kx} x + b^k."""
    Wh, Wx, b = _f(p["Wh"]), _f(p["Wx"]), _f(p["b"])
    a = _mv(Wh[k * R : (k + 1) * R], h)
    c = _mv(Wx[k * R : (k + 1) * R], x)
    return [a[i] + c[i] + b[k * R + i] for i in range(R)]


def naive_cayley(A, D):
    """(I + A)^{-1} (I - A) diag(D), with mpmath at 30 digits, as floats."""
    with mpmath.workdps(30):
        n = len(A)
        I = mpmath.eye(n)
        Am = mpmath.matrix(_f(A))
        W = mpmath.inverse(I + Am) * (I - Am) * mpmath.diag([float(d) for d in D])
        return [[float(W[i, j]) for j in range(n)] for i in range(n)]


def _cell_step(cell, p, state, x, R):
    """One time step of one layer: returns (new state list, output vector)."""
    if cell == "rac":
        a, b = _mv(_f(p["Wh"]), state[0]), _mv(_f(p["Wx"]), x)
        h = [a[i] * b[i] for i in range(R)]
        return [h], h
    if cell in ("rnn", "irnn"):
        z = _aff(p, 0, R, state[0], x)
        h = [math.tanh(v) for v in z] if cell == "rnn" else [max(v, 0.0) for v in z]
        return [h], h
    bfg = p.get("b_fg", 0.0)
    if cell == "ugrnn":  # Eqs. 2-4
        c = [math.tanh(v) for v in _aff(p, 0, R, state[0], x)]
        g = [_sig(v + bfg) for v in _aff(p, 1, R, state[0], x)]
        h = [g[i] * state[0][i] + (1 - g[i]) * c[i] for i in range(R)]
        return [h], h
    if cell == "gru":  # Eqs. 5-8, reset before W^ch
        h0 = state[0]
        r = [_sig(v) for v in _aff(p, 0, R, h0, x)]
        u = [_sig(v + bfg) for v in _aff(p, 1, R, h0, x)]
        Wh, Wx, b = _f(p["Wh"]), _f(p["Wx"]), _f(p["b"])
        rh = [r[i] * h0[i] for i in range(R)]
        a, cx = _mv(Wh[2 * R :], rh), _mv(Wx[2 * R :], x)
        c = [math.tanh(a[i] + cx[i] + b[2 * R + i]) for i in range(R)]
        h = [u[i] * h0[i] + (1 - u[i]) * c[i] for i in range(R)]
        return [h], h
    if cell == "lstm":  # Eqs. 9-14, blocks i, f, c, o
        h0, c0 = state
        i_ = [_sig(v) for v in _aff(p, 0, R, h0, x)]
        f = [_sig(v + bfg) for v in _aff(p, 1, R, h0, x)]
        cin = [math.tanh(v) for v in _aff(p, 2, R, h0, x)]
        o = [_sig(v) for v in _aff(p, 3, R, h0, x)]
        c = [f[k] * c0[k] + i_[k] * cin[k] for k in range(R)]
        h = [o[k] * math.tanh(c[k]) for k in range(R)]
        return [h, c], h
    if cell == "plusrnn":  # Eqs. 15-20, s1 = ReLU, s2 = tanh
        h0 = state[0]
        y_in = [max(v, 0.0) for v in _aff(p, 0, R, h0, x)]
        h_in = [math.tanh(v) for v in _aff(p, 1, R, h0, x)]
        gy = [_sig(v + bfg) for v in _aff(p, 2, R, h0, x)]
        gh = [_sig(v + bfg) for v in _aff(p, 3, R, h0, x)]
        carry = _mv(_f(p["P"]), x) if "P" in p else x
        y = [gy[k] * carry[k] + (1 - gy[k]) * y_in[k] for k in range(R)]
        h = [gh[k] * h0[k] + (1 - gh[k]) * h_in[k] for k in range(R)]
        return [h], y
    if cell == "mcrm":  # LSTM gates in, forget, out, cell; nested torch-style GRU on [f*c; i*g]
        h0, c0 = state
        i_ = [_sig(v) for v in _aff(p, 0, R, h0, x)]
        f = [_sig(v) for v in _aff(p, 1, R, h0, x)]
        o = [_sig(v) for v in _aff(p, 2, R, h0, x)]
        g = [math.tanh(v) for v in _aff(p, 3, R, h0, x)]
        xg = [f[k] * c0[k] for k in range(R)] + [i_[k] * g[k] for k in range(R)]
        Ux, Uh, bu = _f(p["Ux"]), _f(p["Uh"]), _f(p["bu"])
        ux, uh = _mv(Ux, xg), _mv(Uh, c0)
        r = [_sig(ux[k] + uh[k] + bu[k]) for k in range(R)]
        z = [_sig(ux[R + k] + uh[R + k] + bu[R + k]) for k in range(R)]
        n = [math.tanh(ux[2 * R + k] + bu[2 * R + k] + r[k] * uh[2 * R + k]) for k in range(R)]
        c = [(1 - z[k]) * n[k] + z[k] * c0[k] for k in range(R)]
        h = [o[k] * math.tanh(c[k]) for k in range(R)]
        return [h, c], h
    if cell == "scornn":  # h = modReLU(W h + U x; b)
        W = naive_cayley(p["A"], p["D"])
        a, u, b = _mv(W, state[0]), _mv(_f(p["Wx"]), x), _f(p["b"])
        z = [a[k] + u[k] for k in range(R)]
        h = [math.copysign(max(abs(z[k]) + b[k], 0.0), z[k]) if z[k] != 0 else 0.0 for k in range(R)]
        return [h], h
    raise ValueError(cell)


def naive_cell_output(stack, seq, c=0):
    """Readout ``y_c`` of a float64 ``Stack`` after the input vectors ``seq`` (each of length n_in)."""
    R = stack.R
    states = [[_f(v) for v in s0] for s0 in stack.h0]
    for x in seq:
        below = [float(v) for v in x]
        for l, p in enumerate(stack.layers):
            states[l], below = _cell_step(stack.cell, p, states[l], below, R)
    return sum(w * v for w, v in zip(_f(stack.W_O)[c], below))


def naive_cell_grid(stack, T, templates, c=0):
    """The grid tensor of a stacked cell, one :func:`naive_cell_output` per template sequence, as a float array."""
    import numpy as np

    K = len(templates)
    out = np.empty((K,) * T)
    for idx in itertools.product(range(K), repeat=T):
        out[idx] = naive_cell_output(stack, [templates[d] for d in idx], c=c)
    return out


def input_degree(L, T, t):
    """Degree of a depth-L RAC's output in the input at time t (1-based), counted along the recurrence: degrees add
    along h^{t,l} = (W h^{t-1,l}) o (W h^{t,l-1})."""
    deg: dict = {}
    for tt in range(1, T + 1):
        for l in range(1, L + 1):
            below = (1 if tt == t else 0) if l == 1 else deg[(tt, l - 1)]
            deg[(tt, l)] = deg.get((tt - 1, l), 0) + below
    return deg[(T, L)]


def monomial_count(n, k):
    """Monomials of degree k in n variables, counted one by one."""
    return sum(1 for _ in itertools.combinations_with_replacement(range(n), k))


def sympy_start_jacobian_rank(n: int, *, seed: int, R: int, M: int | None = None, depth: int = 4) -> int:
    """Rank over Q of d(W^(H,l) h^(n,l))_(l=1..depth) / d(x^1..x^n) at a random integer point of a depth-``depth``
    RAC with ``M`` inputs (``R`` by default) and the thesis' initial states W^(H,l) h^(0,l) = 1, by sympy's exact
    derivative one input coordinate at a time (the others fixed at the point)."""
    import random

    import sympy

    M = R if M is None else M
    rnd = random.Random(seed)
    z = sympy.symbols("z")

    def mat(cols):
        return sympy.Matrix(R, cols, lambda i, j: rnd.randint(-9, 9))

    WI = [mat(M if layer == 0 else R) for layer in range(depth)]
    WH = [mat(R) for _ in range(depth)]
    point = [rnd.randint(-9, 9) for _ in range(M * n)]
    columns = []
    for var in range(M * n):
        xs = [z + v if i == var else v for i, v in enumerate(point)]  # the point, moved along one coordinate
        rec = [sympy.ones(R, 1) for _ in range(depth)]
        for step in range(n):
            below = sympy.Matrix(xs[M * step : M * step + M])
            for layer in range(depth):
                h = rec[layer].multiply_elementwise(WI[layer] * below).applyfunc(sympy.expand)
                rec[layer] = WH[layer] * h
                below = h
        columns.append(sympy.Matrix.vstack(*rec).diff(z).subs(z, 0))
    return sympy.Matrix.hstack(*columns).rank()
