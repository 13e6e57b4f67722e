r"""Depth-2 closed form (this lab; ``docs/theory.md``, Proposition 7): for :math:`M`-symbol (one-hot) grids, the
generic Start-End rank of a depth-2 RAC is

.. math:: \rho_2(M, R, T) = \min\Big\{R\big((\!(R, s)\!) - (\!(R-M, s)\!)\big),\ M^{s},\ \min\{R, M\}\,M^{s-1}\Big\},
          \qquad s = T/2.

The upper bound is proved in general (:func:`numerics.depth2_ideal_bound`, the matrix side and
:func:`numerics.last_input_cap`). The lower bound is proved *case by case* with one explicit integer RAC,
:func:`vandermonde_rac` (every matrix a Vandermonde matrix on its own distinct integer nodes, :math:`h^{0,l} = 1`,
:math:`W^O = 1^\top`), in the spirit of App. B.2: its rank is computed exactly (over Q on small cases, over GF(p)
on larger ones; an integer matrix's GF(p) rank is at most its rank over Q), and rank :math:`\ge \rho_2` at one
instance gives rank :math:`\ge \rho_2` for almost every RAC (Claim 5 / Lemma 1, the entries are polynomials in the
weights). A proof for all :math:`(M, R, T)` at once (a dominant term of a minor's determinant, as Lemmas 1-3 do for
App. B.2) is open.
"""
from __future__ import annotations

import numpy as np

from numerics import depth2_ideal_bound, last_input_cap, start_end_rank, trial_prime
from racs import RAC, ModP, Rational, make_rac

from .certificate import Certificate, check_budget

__all__ = ["STATEMENT", "CHECK", "RATIONAL_SIDE", "closed_form", "vandermonde_rac", "check", "cases"]

STATEMENT = "Proposition (depth-2 closed form, this lab)"
CHECK = ("explicit Vandermonde-weight depth-2 RAC: exact Start-End rank (over Q when side <= 27, else GF(p)) == "
         "min{R (((R,T/2)) - ((R-M,T/2))), M^(T/2), min{R,M} M^(T/2-1)}, the proven upper bound")
#: Largest Start-End side whose rank is also taken over Q (pure-Python Fractions).
RATIONAL_SIDE = 27


def closed_form(*, M: int, R: int, T: int) -> int:
    r""":math:`\rho_2(M, R, T)`: the least of the depth-2 ideal bound, :math:`M^{T/2}` and the last-input cap."""
    return min(depth2_ideal_bound(M=M, R=R, T=T), M ** (T // 2), last_input_cap(M=M, R=R, T=T))


def _vandermonde(first_node: int, rows: int, cols: int) -> np.ndarray:
    return np.array([[(first_node + i) ** j for j in range(cols)] for i in range(rows)], dtype=object)


def vandermonde_rac(*, M: int, R: int, field, perturb: int = 0) -> RAC:
    r"""The explicit depth-2 RAC: :math:`W^{I,1}, W^{I,2}, W^{H,1}, W^{H,2}` are Vandermonde matrices
    :math:`V_{ij} = (n_0 + i)^j` on the disjoint node ranges starting at :math:`n_0 = 2, R+3, 2R+5, 3R+7`;
    :math:`W^O = 1^\top`, :math:`h^{0,1} = h^{0,2} = 1`. ``perturb`` (for showing that the check can fail) sets the
    first ``perturb`` rows of :math:`W^{I,1}` equal to its last row."""
    W_I1 = _vandermonde(2, R, M)
    W_I1[:perturb] = W_I1[-1]
    W_I2 = _vandermonde(R + 3, R, R)
    W_H = [_vandermonde(2 * R + 5, R, R), _vandermonde(3 * R + 7, R, R)]
    ones = np.ones(R, dtype=np.int64).astype(object)
    return make_rac([W_I1, W_I2], W_H, np.ones((1, R), dtype=np.int64).astype(object), [ones, ones], field=field)


def check(*, M: int, R: int, T: int, perturb: int = 0) -> Certificate:
    p = trial_prime(M=M, R=R)
    side = M ** (T // 2)
    ranks = [start_end_rank(vandermonde_rac(M=M, R=R, field=ModP(p), perturb=perturb), T=T).rank]
    if side <= RATIONAL_SIDE:
        ranks.append(start_end_rank(vandermonde_rac(M=M, R=R, field=Rational(), perturb=perturb), T=T,
                                    method="rational").rank)
    rho = closed_form(M=M, R=R, T=T)
    return Certificate.compare(STATEMENT, dict(M=M, R=R, T=T, prime=p),
                               "exact Start-End rank of the Vandermonde RAC (GF(p); and over Q when small)", ranks,
                               "==", [rho] * len(ranks), size=side * side)


def cases(budget: str):
    check_budget(budget)
    side = 243 if budget == "quick" else 4096
    return [dict(M=M, R=R, T=T) for M in (2, 3, 4) for R in range(1, 7) for T in range(2, 25, 2)
            if M ** (T // 2) <= side]
