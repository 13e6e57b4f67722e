r"""The two sides of Proposition 7's Lemma A (``docs/theory/proposition7-lemmas-a-b.md``) as exact ranks over GF(p): :math:`S_{full}` and
:math:`S_W` (the Start points, :func:`start_rank`, :func:`ideal_start_rank`) and :math:`E` (the End polynomials,
:func:`end_rank`) of a depth-2 RAC over :class:`racs.ModP`.
"""

from __future__ import annotations

from functools import cache
from itertools import combinations_with_replacement
from math import comb

import numpy as np

from numerics import rank_mod_p
from numerics.rank.dense import rank_mod_p_nbytes
from proofs._util import half_length
from racs import RAC, ModP
from racs.memory import check_fits

__all__ = ["END_CHUNK", "end_rank", "form_rank", "ideal_start_rank", "monomial_values", "start_rank"]

#: :func:`end_rank` walks the End words for about this many entries of states at a time (points in chunks).
END_CHUNK = 2**22


def _mod_p_weights(rac: RAC, T: int) -> tuple:
    half_length(T)
    p = rac.field.modulus
    if p is None:
        raise TypeError(
            f"the RAC's field is {rac.field.name}; start_rank and end_rank work over GF(p): build it with field=ModP(p)"
        )
    if rac.depth != 2:
        raise ValueError(
            f"depth={rac.depth}: the Start and End sides of Lemma A are defined for depth 2; pass a depth-2 RAC"
        )
    to_int = np.vectorize(lambda v: int(v) % p, otypes=[object])
    return p, [to_int(w) for w in (*rac.W_I, *rac.W_H, rac.W_O[0], *rac.h0)]


@cache
def _field(p: int) -> ModP:
    return ModP(p)  # one primality test per prime, not one per reduction


def _centred_fits(p: int, R: int) -> bool:
    # every product of two centred residues, summed over R terms, is an exact float64 integer (ModP.max_inner)
    return p < 2**26 and R <= _field(p).max_inner


def _mod(x: np.ndarray, p: int) -> np.ndarray:
    r"""``x`` reduced mod ``p``: ``x % p`` in ``[0, p)`` for integer dtypes (Python ints in object arrays, int64); for
    float64 (exact integers below :math:`2^{53}`) :meth:`racs.ModP.reduce`'s centred residue,
    :math:`|\cdot| \le p/2 + 2`. A new array; ``x`` is left as it is."""
    return _field(p).reduce(x) if x.dtype == np.float64 else x % p


def _native(p: int, R: int, arrays: list) -> list:
    """The arrays as centred float64 residues (:func:`_mod`) where every product of two of them, summed over ``R``
    terms, is exact in float64: BLAS products and fast reductions, the same residues mod p; else unchanged (Python
    ints in object arrays, exact for any prime)."""
    return [_field(p).asarray(a) for a in arrays] if _centred_fits(p, R) else arrays


def _step(A: np.ndarray, G: np.ndarray, U, V, p: int) -> tuple[np.ndarray, np.ndarray]:
    r"""One time step for every word: ``A, G`` of shape ``(n, k, R)`` hold :math:`(W^{H,1} h^{t,1},
    W^{H,2} h^{t,2})`; returns :math:`(h^{t+1,1}, h^{t+1,2})` for the ``k * M`` words, the new symbol least
    significant (Definition 1.1)."""
    n, k, R = A.shape
    h1 = _mod(A[:, :, None, :] * U.T[None, None, :, :], p).reshape(n, k * U.shape[1], R)
    return h1, _mod(np.repeat(G, U.shape[1], axis=1) * _mod(h1 @ V.T, p), p)


def _carry(h1: np.ndarray, h2: np.ndarray, H1, H2, p: int) -> tuple:
    r""":math:`(W^{H,1} h^{t,1}, W^{H,2} h^{t,2})`, what the next step reads."""
    return _mod(h1 @ H1.T, p), _mod(h2 @ H2.T, p)


def _plan(words: int, width: int, what: str, *, p: int, R: int) -> None:
    # The monomial values (at most one array of ``words`` entries per column) and the matrix the columns fill
    # (float64 where _native applies, else Python ints in object arrays: a pointer and an int object, about 36
    # bytes an entry, and an int64 matrix), plus the rank backend's own working memory on the transposed matrix
    # _rank builds (none beyond panels when it eliminates centred float64 residues in place).
    fits = _centred_fits(p, R)
    check_fits(
        (16 if fits else 44) * words * width + rank_mod_p_nbytes((width, words), p, overwrite=fits, centred=fits),
        what,
        fix="lower T or M, or pass fewer words",
    )


def _start_points(rac: RAC, T: int, words, p: int, weights: list) -> tuple:
    """``(A, G)``, from the weights of :func:`_mod_p_weights` (``p``, ``weights``): the Start points
    :math:`(a, g)`, rows ``(n, R)``: of every Start word (``words=None``, ``n = M^s``, the new symbol least
    significant) or of the given ``words`` (shape ``(n, s)``)."""
    U, V, H1, H2, _, h01, h02 = _native(p, rac.R, weights)
    A, G = _mod(H1 @ h01, p)[None, None, :], _mod(H2 @ h02, p)[None, None, :]
    if words is None:
        for _ in range(T // 2):
            A, G = _carry(*_step(A, G, U, V, p), H1, H2, p)
        return A[0], G[0]
    A, G = (np.repeat(X[0], len(words), axis=0) for X in (A, G))
    for t in range(T // 2):
        h1 = _mod(U.T[words[:, t]] * A, p)
        A, G = _carry(h1, _mod(G * _mod(h1 @ V.T, p), p), H1, H2, p)
    return A, G


def _check_words(words, *, M: int, s: int):
    if words is None:
        return None
    words = np.asarray(words)
    if words.ndim != 2 or words.shape[1] != s or not np.issubdtype(words.dtype, np.integer):
        raise ValueError(f"words has shape {words.shape} and dtype {words.dtype}; pass integer words of shape (n, {s})")
    if words.size and (words.min() < 0 or words.max() >= M):
        raise ValueError(f"words hold symbols outside range(M={M}); pass symbols 0..{M - 1}")
    return words


def monomial_values(A: np.ndarray, degree: int, p: int) -> dict:
    r"""The values mod p of the monomials :math:`a^\alpha`, :math:`|\alpha| = ` ``degree``, at the rows of ``A``, keyed
    by :math:`\alpha` as a sorted tuple of coordinates (``combinations_with_replacement`` order): one product per
    monomial (each is one of degree - 1 times a coordinate), in ``A``'s dtype (centred float64 from :func:`_native`
    where it fits)."""
    values: dict[tuple[int, ...], np.ndarray] = {(): np.ones(len(A), dtype=A.dtype)}
    for d in range(1, degree + 1):
        values = {
            al: _mod(values[al[:-1]] * A[:, al[-1]], p) for al in combinations_with_replacement(range(A.shape[1]), d)
        }
    return values


def _rank(columns, width: int, p: int) -> int:
    """GF(p) rank of the matrix whose ``width`` columns ``columns`` yields (arrays of residues), written one by one into
    its transpose (the same rank; rows are contiguous), which the BLAS elimination may overwrite when it holds centred
    float64 residues: memory for the matrix once, besides what yields the columns."""
    X, filled = None, 0
    for filled, column in enumerate(columns, 1):
        if X is None:
            X = np.empty((width, len(column)), dtype=np.float64 if column.dtype == np.float64 else np.int64)
        X[filled - 1] = column
    if filled != width:  # a miscount would leave rows of uninitialised memory in the matrix
        raise RuntimeError(f"{filled} columns for a planned width of {width}")
    if X is None:  # every form is 0 mod p: an empty matrix, rank 0
        return 0
    return rank_mod_p(X, p, overwrite=X.dtype == np.float64).rank


def start_rank(rac: RAC, *, T: int) -> int:
    r"""Rank over GF(p) of :math:`S_{full}` (``docs/theory/proposition7-lemmas-a-b.md``, Proposition 7, Lemma A): the values of all
    :math:`g_k a^\alpha` (:math:`k \le R`, :math:`|\alpha| = s`) at the :math:`M^s` Start points
    :math:`(a, g) = (W^{H,1} h^{s,1}, W^{H,2} h^{s,2})`. Shape :math:`M^s \times R (\!(R, s)\!)`; an integer
    RAC's GF(p) rank is at most its rank over Q. ``rac`` must be over :class:`racs.ModP`."""
    s, R = T // 2, rac.R
    p, weights = _mod_p_weights(rac, T)
    _plan(rac.M**s, R * comb(R + s - 1, s), f"S_full for M={rac.M}, R={R}, T={T}", p=p, R=R)
    A, G = _start_points(rac, T, None, p, weights)
    monomials = monomial_values(A, s, p)
    return _rank((_mod(G[:, k] * m, p) for k in range(R) for m in monomials.values()), R * len(monomials), p)


def _ideal_coordinates(L: np.ndarray, p: int) -> tuple:
    r"""``(B, r)`` for the coefficient rows ``L`` (shape ``(M, R)``) of the linear forms :math:`l_{k,x}` over GF(p):
    the first ``r`` rows of the invertible ``B`` (shape ``(R, R)``) are the reduced row echelon form of ``L``
    (``r`` its rank), the others unit vectors at its free columns; in the coordinates :math:`y = B a` the ideal
    :math:`I_k` is generated by :math:`y_1, .., y_r`."""
    import flint

    echelon, r = flint.nmod_mat([[int(v) % p for v in row] for row in L], p).rref()
    rows = [[int(echelon[i, j]) for j in range(L.shape[1])] for i in range(r)]
    pivots = [row.index(1) for row in rows]  # the leading entry of a reduced row is 1
    units = [[int(i == col) for i in range(L.shape[1])] for col in range(L.shape[1]) if col not in pivots]
    return np.array(rows + units, dtype=object), r


def ideal_start_rank(rac: RAC, *, T: int, words=None, units=None) -> int:
    r"""Rank over GF(p) of :math:`S_W` (``docs/theory/proposition7-lemmas-a-b.md``, Proposition 7, Lemma A): the values of a basis of
    :math:`W = \bigoplus_k g_k (I_k)_s` at the :math:`M^s` Start points, or at the Start points of ``words``
    (integer array, shape ``(n, s)``: a subset of the rows, so a lower bound on the whole). :math:`I_k` is
    generated by :math:`l_{k,x}(a) = (W^{I,2} D_x a)_k`; in coordinates :math:`y = B_k a` with :math:`y_1, .., y_r`
    a basis of their span mod p (:math:`r \le M`), :math:`(I_k)_s` has the basis :math:`y_j m` (:math:`j \le r`,
    :math:`m` a monomial of degree :math:`s - 1` in :math:`y_j, .., y_R`), so the matrix has :math:`D` columns
    when every :math:`r = M`, and its column space is that of the spanning products :math:`g_k\, m(a)\,
    l_{k,x}(a)` (the same polynomials span the same space). At most rank :math:`S_W` over Q, itself at most
    :math:`D`. ``units`` (0-based unit indices), when given, keeps only their blocks :math:`g_k (I_k)_s`: with one
    unit :math:`k` this is the class condition of a routing argument, no nonzero element of :math:`(I_k)_s` vanishing
    at the points where :math:`g_k \ne 0` (full rank :math:`\dim (I_k)_s`). ``rac`` must be over
    :class:`racs.ModP`."""
    s, R, M = half_length(T), rac.R, rac.M
    words = _check_words(words, M=M, s=s)
    units = range(R) if units is None else sorted(set(units))
    if not all(isinstance(k, (int, np.integer)) and 0 <= k < R for k in units):
        raise ValueError(f"units={list(units)} must be unit indices 0..{R - 1}; pass a subset of range(R)")
    p, weights = _mod_p_weights(rac, T)
    U, V = weights[0], weights[1]
    coords = {
        k: _ideal_coordinates(np.array([[V[k, i] * U[i, x] for i in range(R)] for x in range(M)]), p) for k in units
    }
    n = M**s if words is None else len(words)
    width = sum(comb(s - 1 + R - 1 - j, s - 1) for _, r in coords.values() for j in range(r))
    _plan(n, width, f"S_W for M={M}, R={R}, T={T} at {n} Start points", p=p, R=R)
    A, G = _start_points(rac, T, words, p, weights)

    def columns():
        for k, (B, r) in coords.items():
            Y = _mod(A @ _native(p, R, [B.T])[0], p)
            monomials = monomial_values(Y, s - 1, p)
            for j in range(r):
                gy = _mod(G[:, k] * Y[:, j], p)
                yield from (_mod(gy * m, p) for al, m in monomials.items() if min(al, default=j) >= j)

    return _rank(columns(), width, p)


def form_rank(rac: RAC, *, T: int, words) -> int:
    r"""Rank over GF(p) of the forms of degree :math:`s` in :math:`a` at the Start points of ``words``: the matrix of
    the monomials :math:`a^\alpha` (:math:`|\alpha| = s`, :math:`a = W^{H,1} h^{s,1}`) at those points, shape
    ``(n, ((R, s)))``. It equals :math:`(\!(R, s)\!)` only if no nonzero form of degree :math:`s` vanishes at these
    points (over GF(p), hence over Q for an integer RAC: the GF(p) rank is at most the rank over Q). Only layer 1
    enters. Used for the class condition (P_s) of regime (xiii) (``docs/theory/proposition7-regimes-xii-xv.md``).

    Parameters
    ----------
    rac : RAC
        Depth 2 over :class:`racs.ModP`.
    T : int
        Even; :math:`s = T/2` symbols per Start word.
    words : array_like of int, shape (n, s)
        Start words :math:`x^1 \dots x^s`, symbols in ``range(M)``.
    """
    s, R = half_length(T), rac.R
    words = _check_words(words, M=rac.M, s=s)
    if words is None:
        raise ValueError("words=None: form_rank needs the Start words of a class; pass an int array of shape (n, s)")
    p, weights = _mod_p_weights(rac, T)
    _plan(len(words), comb(R + s - 1, s), f"the forms of degree {s} at {len(words)} Start points, R={R}", p=p, R=R)
    A, _ = _start_points(rac, T, words, p, weights)
    monomials = monomial_values(A, s, p)
    return _rank(iter(monomials.values()), len(monomials), p)


def end_rank(rac: RAC, *, T: int, seed) -> int:
    r"""A lower bound on rank :math:`E` (``docs/theory/proposition7-lemmas-a-b.md``, Proposition 7, Lemma A), the rank of the End
    polynomials :math:`p_\tau(a, g)` (:math:`|\tau| = s`, bidegree :math:`(s, 1)`): the GF(p) rank of their values
    at :math:`R (\!(R, s)\!)` random points :math:`(a, g)` (``numpy.random.default_rng(seed)``). Evaluation is a
    linear map of the coefficients, so this is at most rank :math:`E` over GF(p), itself at most its rank over Q;
    it reaches :math:`R (\!(R, s)\!)` only if :math:`E` has full rank. ``rac`` must be over :class:`racs.ModP`.

    Memory: the value matrix (points x :math:`M^s`, 8 bytes an entry) and the rank's working memory; the End words
    are walked for :data:`END_CHUNK` entries of states at a time (points in chunks), so the states of every End word
    at every point (:math:`R` times the matrix) are never held at once."""
    p, weights = _mod_p_weights(rac, T)
    U, V, H1, H2, w, _, _ = _native(p, rac.R, weights)
    s, R, M = T // 2, rac.R, rac.M
    n, words = R * comb(R + s - 1, s), M**s
    fits = _centred_fits(p, R)
    chunk = max(1, min(n, END_CHUNK // (words * R)))
    # the matrix, the rank's working memory (in place on centred floats), and one chunk's states: about six arrays
    # of chunk x M^s x R entries alive at the last step (36 bytes an entry for Python ints)
    check_fits(
        8 * n * words
        + rank_mod_p_nbytes((n, words), p, overwrite=fits, centred=fits)
        + 6 * (8 if fits else 36) * chunk * words * R,
        f"the End polynomials at {n} points for M={M}, R={R}, T={T}",
        fix="lower T or M",
    )
    rng = np.random.default_rng(seed)
    A0, G0 = (rng.integers(0, p, size=(n, 1, R)).astype(object) for _ in range(2))
    values = np.empty((n, words), dtype=np.float64 if fits else np.int64)
    for lo in range(0, n, chunk):
        A, G = _native(p, R, [A0[lo : lo + chunk], G0[lo : lo + chunk]])
        for t in range(s):
            h1, h2 = _step(A, G, U, V, p)
            if t < s - 1:
                A, G = _carry(h1, h2, H1, H2, p)
        values[lo : lo + chunk] = _mod(h2 @ w, p)
    return rank_mod_p(values, p, overwrite=fits).rank
