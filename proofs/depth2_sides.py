r"""The two sides of Proposition 7's Lemma A (``docs/theory.md``) as exact ranks over GF(p): :math:`S_{full}` and
:math:`S_W` (the Start points, :func:`start_rank`, :func:`ideal_start_rank`) and :math:`E` (the End polynomials,
:func:`end_rank`) of a depth-2 RAC over :class:`racs.ModP`.
"""
from __future__ import annotations

from itertools import combinations_with_replacement
from math import comb

import numpy as np

from numerics import rank_mod_p
from racs import RAC
from racs.memory import check_fits

__all__ = ["end_rank", "ideal_start_rank", "start_rank"]


def _mod_p_weights(rac: RAC, T: int) -> tuple:
    if isinstance(T, bool) or not isinstance(T, (int, np.integer)) or T < 2 or T % 2:
        raise ValueError(f"T={T!r} must be an even int >= 2 (the Start and End halves have s = T/2 symbols)")
    p = rac.field.modulus
    if p is None:
        raise TypeError(f"the RAC's field is {rac.field.name}; start_rank and end_rank work over GF(p): build it "
                        "with field=ModP(p)")
    if rac.depth != 2:
        raise ValueError(f"depth={rac.depth}: the Start and End sides of Lemma A are defined for depth 2; pass a "
                         "depth-2 RAC")
    to_int = np.vectorize(lambda v: int(v) % p, otypes=[object])
    return p, [to_int(w) for w in (*rac.W_I, *rac.W_H, rac.W_O[0], *rac.h0)]


def _advance(A: np.ndarray, G: np.ndarray, U, V, H1, H2, p: int) -> tuple:
    r"""One time step for every word: ``A, G`` of shape ``(n, k, R)`` hold :math:`(W^{H,1} h^{t,1},
    W^{H,2} h^{t,2})`; the result has ``k * M`` words, the new symbol least significant (Definition 1.1), and also
    returns :math:`h^{t+1,2}` (the output reads it)."""
    n, k, R = A.shape
    h1 = (A[:, :, None, :] * U.T[None, None, :, :] % p).reshape(n, k * U.shape[1], R)
    h2 = np.repeat(G, U.shape[1], axis=1) * (h1 @ V.T % p) % p
    return h1 @ H1.T % p, h2 @ H2.T % p, h2


def _plan(words: int, width: int, what: str) -> None:
    # Python ints in object arrays: a pointer and an int object (about 36 bytes) per entry, a few arrays alive.
    check_fits(4 * 36 * words * width, what, fix="lower T or M")


def _start_points(rac: RAC, T: int) -> tuple:
    """``(p, U, V, A, G)``: the weights mod p and the Start points :math:`(a, g)` of every Start word, rows
    ``(M^s, R)``."""
    p, (U, V, H1, H2, _, h01, h02) = _mod_p_weights(rac, T)
    A, G = (H1 @ h01 % p)[None, None, :], (H2 @ h02 % p)[None, None, :]
    for _ in range(T // 2):
        A, G, _ = _advance(A, G, U, V, H1, H2, p)
    return p, U, V, A[0], G[0]


def start_rank(rac: RAC, *, T: int) -> int:
    r"""Rank over GF(p) of :math:`S_{full}` (``docs/theory.md``, Proposition 7, Lemma A): the values of all
    :math:`g_k a^\alpha` (:math:`k \le R`, :math:`|\alpha| = s`) at the :math:`M^s` Start points
    :math:`(a, g) = (W^{H,1} h^{s,1}, W^{H,2} h^{s,2})`. Shape :math:`M^s \times R (\!(R, s)\!)`; an integer
    RAC's GF(p) rank is at most its rank over Q. ``rac`` must be over :class:`racs.ModP`."""
    s, R = T // 2, rac.R
    monomials = [list(al) for al in combinations_with_replacement(range(R), s)]
    _plan(rac.M ** s, R * len(monomials), f"S_full for M={rac.M}, R={R}, T={T}")
    p, _, _, A, G = _start_points(rac, T)
    cols = [G[:, k] * np.prod(A[:, al], axis=1) % p for k in range(R) for al in monomials]
    return rank_mod_p(np.array(cols, dtype=np.int64).T, p).rank


def ideal_start_rank(rac: RAC, *, T: int) -> int:
    r"""Rank over GF(p) of :math:`S_W` (``docs/theory.md``, Proposition 7, Lemma A): the values of the spanning
    products :math:`g_k\, m(a)\, l_{k,x}(a)` of :math:`W` (:math:`m` a monomial of degree :math:`s - 1`,
    :math:`l_{k,x}(a) = (W^{I,2} D_x a)_k`) at the :math:`M^s` Start points. Shape
    :math:`M^s \times R M (\!(R, s-1)\!)`; at most rank :math:`S_W` over Q, itself at most :math:`D`. ``rac`` must be
    over :class:`racs.ModP`."""
    s, R, M = T // 2, rac.R, rac.M
    monomials = [list(al) for al in combinations_with_replacement(range(R), s - 1)]
    _plan(M ** s, R * M * len(monomials), f"S_W for M={M}, R={R}, T={T}")
    p, U, V, A, G = _start_points(rac, T)
    forms = [[A @ (V[k] * U[:, x] % p) % p for x in range(M)] for k in range(R)]
    cols = [G[:, k] * np.prod(A[:, al], axis=1) % p * forms[k][x] % p
            for k in range(R) for al in monomials for x in range(M)]
    return rank_mod_p(np.array(cols, dtype=np.int64).T, p).rank


def end_rank(rac: RAC, *, T: int, seed) -> int:
    r"""A lower bound on rank :math:`E` (``docs/theory.md``, Proposition 7, Lemma A), the rank of the End
    polynomials :math:`p_\tau(a, g)` (:math:`|\tau| = s`, bidegree :math:`(s, 1)`): the GF(p) rank of their values
    at :math:`R (\!(R, s)\!)` random points :math:`(a, g)` (``numpy.random.default_rng(seed)``). Evaluation is a
    linear map of the coefficients, so this is at most rank :math:`E` over GF(p), itself at most its rank over Q;
    it reaches :math:`R (\!(R, s)\!)` only if :math:`E` has full rank. ``rac`` must be over :class:`racs.ModP`."""
    p, (U, V, H1, H2, w, _, _) = _mod_p_weights(rac, T)
    s, R = T // 2, rac.R
    n = R * comb(R + s - 1, s)
    _plan(n * rac.M ** s, R, f"the End polynomials at {n} points for M={rac.M}, R={R}, T={T}")
    rng = np.random.default_rng(seed)
    A, G = (rng.integers(0, p, size=(n, 1, R)).astype(object) for _ in range(2))
    for _ in range(s):
        A, G, h2 = _advance(A, G, U, V, H1, H2, p)
    return rank_mod_p(np.array(h2 @ w % p, dtype=np.int64), p).rank


#: The name :func:`proved_regime` gives regime (viii).
