"""An independent oracle for the Start-side spaces of the depth-4 corner blocks at R = 3 (Propositions 35 and 42):
Y_alpha and Y_alpha + J_k built from their definitions with sympy polynomials (exact over Q, reduced mod P), and their
ranks by FLINT (a tool here, not the code under test)."""

from __future__ import annotations

import itertools
import random
from math import comb

import flint
import sympy

__all__ = ["P", "dim_y_kappa_sympy", "span_ranks_sympy"]

P = 1_000_003  # not the library's prime
_b = sympy.symbols("b0:3")


def _monomials(d):
    return [e for e in itertools.product(range(d + 1), repeat=3) if sum(e) == d]


def _mono(xs, e):
    return sympy.prod(x**v for x, v in zip(xs, e, strict=True))


def span_ranks_sympy(T, alpha, seed, *, with_j=True):
    """ranks mod P of Y_alpha and of Y_alpha + J_k (k = 0, 1, 2), from the definitions with sympy polynomials:
    the w-coefficients w^beta (beta <= alpha) of prod_i (sum_j w_j n_ij)^kappa_i times c^kappa b^mu, and
    m_kj b^mu c^gamma for j in supp alpha (``with_j=False``: only the rank of Y_alpha)."""
    s = T // 2
    n2 = comb(s + 1, 2)
    rnd = random.Random(seed)
    W2, W3, W4 = (sympy.Matrix(3, 3, lambda i, j: rnd.randint(1, 30)) for _ in range(3))
    n = [[sum(W3[i, m] * _b[m] * W2[m, j] for m in range(3)) for j in range(3)] for i in range(3)]
    c = sympy.symbols("c0:3")
    w = sympy.symbols("w0:3")

    cols = {(eb, ec): i for i, (ec, eb) in enumerate(itertools.product(_monomials(s), _monomials(n2)))}

    def rows(polys):
        out = []
        for f in polys:
            row = [0] * len(cols)
            for m, v in sympy.Poly(sympy.expand(f), *_b, *c).terms():
                row[cols[m[:3], m[3:]]] = int(v) % P
            out.append(row)
        return out

    y = []
    for kappa in _monomials(s):
        ell = sympy.Poly(sympy.prod(sum(w[j] * n[i][j] for j in range(3)) ** kappa[i] for i in range(3)), *w)
        for beta, coeff in ell.terms():
            if all(x <= a for x, a in zip(beta, alpha, strict=True)):
                y += [coeff * _mono(c, kappa) * _mono(_b, mu) for mu in _monomials(n2 - s)]
    y_rows = rows(y)
    if not with_j:
        return flint.nmod_mat(y_rows, P).rank()
    sums = []
    for k in range(3):
        j_polys = [
            sum(W4[k, i] * c[i] * n[i][j] for i in range(3)) * _mono(_b, mu) * _mono(c, gamma)
            for j in range(3)
            if alpha[j]
            for mu in _monomials(n2 - 1)
            for gamma in _monomials(s - 1)
        ]
        sums.append(flint.nmod_mat(y_rows + rows(j_polys), P).rank())
    return flint.nmod_mat(y_rows, P).rank(), tuple(sums)


def dim_y_kappa_sympy(T, alpha, kappa, seed):
    """dim Y_alpha(kappa) mod P from the definitions: the w-coefficients w^beta (beta <= alpha) of
    prod_i (sum_j w_j n_ij)^kappa_i, each times every b^mu with |mu| = N_2 - s."""
    s = T // 2
    d = comb(s + 1, 2) - s
    rnd = random.Random(seed)
    W2, W3 = (sympy.Matrix(3, 3, lambda i, j: rnd.randint(1, 30)) for _ in range(2))
    n = [[sum(W3[i, m] * _b[m] * W2[m, j] for m in range(3)) for j in range(3)] for i in range(3)]
    w = sympy.symbols("w0:3")
    ell = sympy.Poly(sympy.prod(sum(w[j] * n[i][j] for j in range(3)) ** kappa[i] for i in range(3)), *w)
    cols = {e: i for i, e in enumerate(_monomials(d + s))}
    rows = []
    for beta, coeff in ell.terms():
        if all(x <= a for x, a in zip(beta, alpha, strict=True)):
            for mu in _monomials(d):
                row = [0] * len(cols)
                for m, v in sympy.Poly(sympy.expand(coeff * _mono(_b, mu)), *_b).terms():
                    row[cols[m]] = int(v) % P
                rows.append(row)
    return flint.nmod_mat(rows, P).rank()
