r"""Depth-2 closed form (this lab; ``docs/theory.md``, Proposition 7): for :math:`M`-symbol (one-hot) grids, the
generic Start-End rank of a depth-2 RAC is

.. math:: \rho_2(M, R, T) = \min\Big\{R\big((\!(R, s)\!) - (\!(R-M, s)\!)\big),\ M^{s},\ \min\{R, M\}\,M^{s-1}\Big\},
          \qquad s = T/2.

Status. The upper bound is proved in general (:func:`numerics.depth2_ideal_bound`, the matrix side and
:func:`numerics.last_input_cap`). The lower bound is **proved in general only in five regimes**
(:func:`proved_regime`): :math:`M = 1` or :math:`R = 1` (:math:`\rho_2 = 1`; :func:`vandermonde_rac` has positive
entries), :math:`T = 2` (:math:`\rho_2 = \min\{R, M\}`; :func:`one_hot_rac`), :math:`T = 4` with :math:`R \ge M`
(:math:`\rho_2 = M^2`; :func:`one_hot_rac`, a Kronecker factorisation), :math:`R \ge R_0(M, T)`
(:math:`\rho_2 = M^s`; :func:`matching_rac`, an automaton whose Start-End matrix is the identity), and
:math:`T \ge 4` with :math:`M \ge (\!(R, s)\!) + R - 1` (:math:`\rho_2 = R (\!(R, s)\!)`; ``docs/theory.md`` Lemma A, a
Sylvester-inequality reduction to one Start-side and one End-side statement, both proved there). Everywhere else
it is proved *case by case* with one explicit integer RAC, :func:`vandermonde_rac` (every matrix a Vandermonde
matrix on its own distinct integer nodes, :math:`h^{0,l} = 1`, :math:`W^O = 1^\top`), in the spirit of App. B.2:
its rank is computed exactly (over Q on small cases, over GF(p) on larger ones; an integer matrix's GF(p) rank is
at most its rank over Q), and rank :math:`\ge \rho_2` at one instance gives rank :math:`\ge \rho_2` for almost
every RAC (Claim 5 / Lemma 1, the entries are polynomials in the weights). A proof for all :math:`(M, R, T)` is
open.
"""
from __future__ import annotations

from itertools import product
from math import comb

import numpy as np

from numerics import depth2_ideal_bound, last_input_cap, start_end_rank, trial_prime
from racs import RAC, ModP, Rational, make_rac

from .certificate import Certificate, check_budget

__all__ = ["STATEMENT", "CHECK", "RATIONAL_SIDE", "closed_form", "vandermonde_rac", "one_hot_rac", "matching_width",
           "matching_rac", "proved_regime", "check", "cases"]

STATEMENT = "Proposition (depth-2 closed form, this lab)"
CHECK = ("explicit Vandermonde-weight depth-2 RAC (and, where a general proof uses one, its instance: one-hot at "
         "T = 2 and at T = 4 with R >= M, the automaton at R >= R_0): exact Start-End rank (over Q when side <= 27, else GF(p)) == "
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


def _zeros(rows: int, cols: int) -> np.ndarray:
    return np.zeros((rows, cols), dtype=np.int64).astype(object)


def one_hot_rac(*, M: int, R: int, T: int, field) -> RAC:
    r"""The explicit depth-2 RAC of the general proofs at :math:`T = 2` and :math:`T = 4` (``docs/theory.md``,
    Proposition 7, regimes (ii) and (iii)). With :math:`m = \min\{R, M\}`, :math:`W^{I,1} = [I_m\ 0; 0\ 0]`
    (:math:`R \times M`), :math:`W^{H,2} = I`, :math:`h^{0,1} = h^{0,2} = 1`, and :math:`W^O = (1^\top_m, 0)`.

    - :math:`T = 2`: :math:`W^{H,1} = W^{I,2} = I`, so :math:`y(x^1, x^2) = [x^1 = x^2 \le m]` and the Start-End
      matrix is :math:`\mathrm{diag}(I_m, 0)`.
    - :math:`T = 4`: :math:`W^{H,1}` and :math:`W^{I,2}` carry the Vandermonde matrices :math:`(2 + i)^j` and
      :math:`(m + 3 + i)^j` (:math:`0 \le i, j < m`) in their leading :math:`m \times m` block (zeros elsewhere).
      The rank is :math:`m^2` when :math:`R \ge M` (the proof is in the docs).
    """
    if T not in (2, 4):
        raise ValueError(f"T={T}: one_hot_rac is the proof's instance for T = 2 and T = 4 only; use vandermonde_rac")
    m = min(R, M)
    W_I1 = _zeros(R, M)
    W_I1[:m, :m] = np.eye(m, dtype=np.int64)
    W_H1, W_I2 = _zeros(R, R), _zeros(R, R)
    if T == 2:
        W_H1[:m, :m] = W_I2[:m, :m] = np.eye(m, dtype=np.int64)
    else:
        W_H1[:m, :m], W_I2[:m, :m] = _vandermonde(2, m, m), _vandermonde(m + 3, m, m)
    W_O = _zeros(1, R)
    W_O[0, :m] = 1
    ones = np.ones(R, dtype=np.int64).astype(object)
    return make_rac([W_I1, W_I2], [W_H1, np.eye(R, dtype=np.int64).astype(object)], W_O, [ones, ones], field=field)


def _matching_states(M: int, s: int) -> list:
    """The automaton's states in unit order: the root, the Start words of length 1..s, the End progress pairs
    (Start word, j) for j = 1..s, and one dead state per symbol."""
    words = [w for n in range(1, s + 1) for w in product(range(M), repeat=n)]
    return ([("root",)] + [("word", w) for w in words]
            + [("match", w, j) for w in product(range(M), repeat=s) for j in range(1, s + 1)]
            + [("dead", x) for x in range(M)])


def matching_width(*, M: int, T: int) -> int:
    r""":math:`R_0(M, T) = 1 + \sum_{j=1}^{s} M^j + s M^s + M`, the width :func:`matching_rac` needs."""
    s = T // 2
    return 1 + sum(M ** j for j in range(1, s + 1)) + s * M ** s + M


def _label(state: tuple) -> int:
    """The symbol that enters a (non-root) state: the last symbol read."""
    if state[0] == "dead":
        return state[1]
    if state[0] == "match":
        return state[1][state[2] - 1]
    return state[1][-1]


def _successor(state: tuple, x: int, s: int) -> tuple:
    kind = state[0]
    if kind == "root":
        return ("word", (x,))
    if kind == "word" and len(state[1]) < s:
        return ("word", state[1] + (x,))
    # A full Start word has matched 0 End symbols; a dead state can match nothing more.
    word, j = {"word": (state[1], 0), "match": state[1:], "dead": (None, s)}[kind]
    return ("match", word, j + 1) if j < s and x == word[j] else ("dead", x)


def matching_rac(*, M: int, R: int, T: int, field) -> RAC:
    r"""The explicit depth-2 RAC of the wide regime (``docs/theory.md``, Proposition 7, regime (iv)): layer 1 runs
    a deterministic automaton with one-hot states, layer 2 multiplies "not dead" over time, and
    :math:`y(\sigma\tau) = [\tau = \sigma]`, so the Start-End matrix is :math:`I_{M^s}`. Needs
    :math:`R \ge R_0(M, T)` (:func:`matching_width`); extra units stay zero.

    Unit :math:`p` is labelled by the symbol that enters it (:math:`W^{I,1}_{px} = [\text{label}(p) = x]`),
    :math:`W^{H,1}_{qp} = 1` for each transition :math:`p \to q` (the :math:`M` successors of a state carry
    distinct labels, so :math:`\mathrm{diag}(W^{I,1} e_x) W^{H,1} e_p = e_{\delta(p, x)}`),
    :math:`h^{0,1} = e_{\text{root}}`, :math:`W^{I,2}` has one nonzero row (1 on every state but the dead ones),
    :math:`W^{H,2} = I`, :math:`h^{0,2} = 1` and :math:`W^O = e_1^\top`.
    """
    R0 = matching_width(M=M, T=T)
    if R < R0:
        raise ValueError(f"R={R} is below the width R_0(M={M}, T={T}) = {R0} that matching_rac needs; "
                         "pass R >= R_0")
    s = T // 2
    states = _matching_states(M, s)
    unit = {state: i for i, state in enumerate(states)}
    W_I1, W_H1, W_I2 = _zeros(R, M), _zeros(R, R), _zeros(R, R)
    for p, state in enumerate(states):
        if state[0] != "root":
            W_I1[p, _label(state)] = 1
        for x in range(M):
            W_H1[unit[_successor(state, x, s)], p] = 1
        W_I2[0, p] = int(state[0] != "dead")
    h01 = _zeros(1, R)[0]
    h01[0] = 1
    W_O = _zeros(1, R)
    W_O[0, 0] = 1
    return make_rac([W_I1, W_I2], [W_H1, np.eye(R, dtype=np.int64).astype(object)], W_O,
                    [h01, np.ones(R, dtype=np.int64).astype(object)], field=field)


def proved_regime(*, M: int, R: int, T: int) -> str | None:
    r"""The regime of Proposition 7 whose general proof covers :math:`(M, R, T)`, or ``None`` where the lower bound
    is proved only case by case: ``"rank one"`` (:math:`M = 1` or :math:`R = 1`), ``"T = 2"``,
    ``"T = 4, R >= M"``, ``"R >= R_0"`` (:func:`matching_width`), or ``"M >= ((R, s)) + R - 1"`` (:math:`T \ge 4`;
    Lemma A with (S) and (E) proved there)."""
    if M == 1 or R == 1:
        return "rank one"
    if T == 2:
        return "T = 2"
    if T == 4 and R >= M:
        return "T = 4, R >= M"
    if R >= matching_width(M=M, T=T):
        return "R >= R_0"
    if T >= 4 and M >= comb(R + T // 2 - 1, T // 2) + R - 1:
        return "M >= ((R, s)) + R - 1"
    return None


def check(*, M: int, R: int, T: int, perturb: int = 0) -> Certificate:
    r"""Exact rank of :func:`vandermonde_rac` (GF(p), and over Q when the side is at most :data:`RATIONAL_SIDE`),
    then of the instance of the general proof where :func:`proved_regime` names one with an instance
    (:func:`one_hot_rac`, :func:`matching_rac`), each compared with :func:`closed_form`. ``perturb > 0`` (see
    :func:`vandermonde_rac`) leaves the proof instances out."""
    p = trial_prime(M=M, R=R)
    side = M ** (T // 2)
    ranks = [start_end_rank(vandermonde_rac(M=M, R=R, field=ModP(p), perturb=perturb), T=T).rank]
    if side <= RATIONAL_SIDE:
        ranks.append(start_end_rank(vandermonde_rac(M=M, R=R, field=Rational(), perturb=perturb), T=T,
                                    method="rational").rank)
    regime = proved_regime(M=M, R=R, T=T)
    # ``perturb`` degenerates the Vandermonde RAC only; the proof instances would still pass, so they sit out.
    regime_instance = regime if perturb == 0 else None
    if regime_instance in ("T = 2", "T = 4, R >= M"):
        ranks.append(start_end_rank(one_hot_rac(M=M, R=R, T=T, field=Rational()), T=T, method="rational").rank)
    if regime_instance == "R >= R_0":
        ranks.append(start_end_rank(matching_rac(M=M, R=R, T=T, field=ModP(p)), T=T).rank)
    rho = closed_form(M=M, R=R, T=T)
    return Certificate.compare(STATEMENT, dict(M=M, R=R, T=T, prime=p),
                               "exact Start-End rank of the Vandermonde RAC (GF(p); and over Q when small), then of "
                               "the general proof's instance (one-hot or automaton) where one applies", ranks,
                               "==", [rho] * len(ranks), size=side * side, lower_bound=regime or "case by case")


def cases(budget: str):
    check_budget(budget)
    side = 243 if budget == "quick" else 4096
    return [dict(M=M, R=R, T=T) for M in (2, 3, 4) for R in range(1, 7) for T in range(2, 25, 2)
            if M ** (T // 2) <= side]
