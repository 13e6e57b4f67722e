"""Independent oracle for the cell zoo: one sequence at a time, Python floats, loops, the seeds' equations.

Nothing here calls :mod:`racs.cells` arithmetic: weights are read out of a ``Stack`` as nested lists of
floats and every equation (Collins et al. Eqs. 1-20; MCRM Eqs. 3-5 as ``torch.nn.GRUCell`` computes the
nested GRU; scoRNN with W from mpmath) is spelled out gate by gate.
"""
import math

import mpmath

__all__ = ["naive_output", "naive_cayley"]


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
    a = _mv(Wh[k * R:(k + 1) * R], h)
    c = _mv(Wx[k * R:(k + 1) * R], x)
    return [a[i] + c[i] + b[k * R + i] for i in range(R)]


def naive_cayley(A, D):
    """(I + A)^{-1} (I - A) diag(D), with mpmath at 30 digits, as floats."""
    with mpmath.workdps(30):
        n = len(A)
        I = mpmath.eye(n)
        Am = mpmath.matrix(_f(A))
        W = mpmath.inverse(I + Am) * (I - Am) * mpmath.diag([float(d) for d in D])
        return [[float(W[i, j]) for j in range(n)] for i in range(n)]


def _step(cell, p, state, x, R):
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
        a, cx = _mv(Wh[2 * R:], rh), _mv(Wx[2 * R:], x)
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


def naive_output(stack, seq, c=0):
    """Readout ``y_c`` of a float64 ``Stack`` after the input vectors ``seq`` (each of length n_in)."""
    R = stack.R
    states = [[_f(v) for v in s0] for s0 in stack.h0]
    for x in seq:
        below = [float(v) for v in x]
        for l, p in enumerate(stack.layers):
            states[l], below = _step(stack.cell, p, states[l], below, R)
    return sum(w * v for w, v in zip(_f(stack.W_O)[c], below))
