r"""Proposition 33: at depth 3 with :math:`M \ge R` the depth-3 ideal bound is attained (general inputs; a helper's
proof, ``docs/research/d3-2026-11-29/NOTES.md``; reviewed the same day with the reviewer's own code,
``docs/reviews/d3-2026-11-29/REPORT.md``; the page is ``docs/theory/general-inputs.md``, "Proposition 33").

Depth 3, general inputs (:math:`f` = identity on :math:`\mathbb R^M`), :math:`M \ge R`, even :math:`T = 2n`, almost
every RAC:

.. math:: \operatorname{sep}(3, M, R, T) = R \ (T = 2),\quad R\,(\!(R, 3)\!) \ (T = 4),\quad
          R\,c(R, n) = \texttt{depth3\_ideal\_bound}(R, T) \ (T \ge 6),

the least proven cap at every :math:`T` (Propositions 2 and 6), for :math:`R \le 6`; Conjecture 11's depth-3 form at
:math:`M \ge R`. The proof, in the notation of Proposition 6 (:math:`y = \sum_k g_k c_k v_k`, :math:`(a, b, g)` the
states at the cut):

* **Reduction.** With :math:`M \ge R`, :math:`y` factors through :math:`W^{I,1}`, so sep is that of the RAC with
  :math:`M = R`, :math:`W^{I,1} = I`: the End inputs :math:`u_t` range over all of :math:`k^R`.
* **Start side (Lemma S).** For :math:`n \ge 3` the map from the Start inputs to :math:`(a, b, g)` is birational onto
  :math:`k^{3R}`, so sep is the dimension :math:`\dim Z_n` of the span of the End polynomials (rank P).
* **Induction (Theorem I).** On the family :math:`W^{H,3} = I` the first End step maps :math:`Z_{n-1}` into
  :math:`Z_n`; if the *one-step lemma* (B) holds at source level :math:`(N_1(n-1), n-1)` for each row of
  :math:`W^{I,3}`, :math:`Z_{n-1}` = its ideal piece implies :math:`Z_n` = its ideal piece, which is Proposition 6's
  bound. The base is :math:`\dim Z_3 = R\,c(R, 3)` (:func:`base_rank`).
* **The one-step lemma by pieces.** Because :math:`u_1` is free, the step splits by monomials :math:`p^\gamma` of the
  first layer-1 state :math:`p = a \odot u_1` (the *a-splitting*), and each piece at level :math:`d` is a sum of
  pieces at level 1 (:func:`piece_ranks`). Pure pieces (:math:`\gamma = D e_j`), near-pure ones and (Lemma P, by
  Newton's inequalities) those on two-point supports are full by hand, which proves every step
  :math:`n \ge 2R - 2`; below, it suffices that the level-1 pieces on supports of size :math:`\le k` are full,
  where :math:`k` is the least size that *covers* every :math:`\gamma` (:func:`uncovered`, :func:`step_supports`);
  by permutation symmetry one support of each size is enough. :func:`check` computes the two-point pieces too
  (redundant with Lemma P).
* :math:`T = 2`: Proposition 10 and 2. :math:`T = 4` (the Start map is not dominant at :math:`n = 2`): one exact rank
  of the explicit instance (:func:`proofs.general.sep_lower_bound`) per :math:`R`.

Every rank here is an exact GF(p) rank of genuine evaluations at one integer point, a lower bound on the generic
dimension; Proposition 6 (and its one-step form) is the matching upper bound. For every :math:`R` the statement
reduces to the finite list :func:`check` computes; it is computed for :math:`R \le 6`.
"""

from __future__ import annotations

from functools import cache

import numpy as np

from numerics.bounds.formulas import depth3_ideal_bound, multiset
from numerics.rank.flint_bridge import flint_rank_mod_p
from proofs.certificate import Certificate, check_budget
from proofs.general.free_states import exponents
from proofs.general.instance import sep_lower_bound
from racs.sizes import check_size

__all__ = [
    "STATEMENT",
    "CHECK",
    "PRIME",
    "MAX_R",
    "PROVEN_R",
    "proven_sep",
    "uncovered",
    "step_supports",
    "piece_ranks",
    "base_rank",
    "check",
    "cases",
]

STATEMENT = (
    "Proposition 33 (depth 3, general inputs, M >= R: sep = R at T = 2, R ((R, 3)) at T = 4 and the depth-3 ideal"
    " bound R c(R, T/2) for T >= 6, the least proven cap at every T, for almost every RAC and every R <= 6; for every"
    " R, reduced to one base rank, the level-1 pieces of the one-step lemma at source levels m = 3..2R-2 and one rank"
    " at T = 4 (the steps n >= 2R - 2 by hand); a helper's proof, reviewed with the reviewer's own code; this lab)"
)
CHECK = (
    "for width R, exact GF(p) ranks at one integer point: T = 4, the explicit instance's evaluation matrix == R ((R, 3));"
    " the base dim Z_3 on the family W^(H,3) = I (sum of the a-split pieces) == R c(R, 3); for each m = 3..2R-2 the"
    " level-1 pieces on one support of the least covering size k (k = 1: by hand) all full"
)
#: The prime of the ranks: :math:`2^{29} - 3`, small enough that a sum of up to :data:`MAX_R` products of residues
#: fits int64 (the matrix-vector products sum ``R`` of them).
PRIME = 536870909
#: Largest width the int64 arithmetic here takes.
MAX_R = 31
#: Widths at which every certificate has been computed (``check(R=R)`` for R = 2..6).
PROVEN_R = 6


def proven_sep(*, M: int, R: int, T: int) -> int | None:
    """sep(3, M, R, T) where Proposition 33 gives it (``M >= R``, ``1 <= R <= PROVEN_R``), else ``None``."""
    M, R, T = check_size("M", M), check_size("R", R), check_size("T", T, low=2)
    if T % 2:
        raise ValueError(f"T={T} must be even")
    if M < R or R > PROVEN_R:
        return None
    if R == 1:
        return 1
    return R if T == 2 else R * multiset(R, 3) if T == 4 else depth3_ideal_bound(R=R, T=T)


def _parts(total: int, k: int, top: int):
    """Compositions of ``total`` into ``k`` parts in ``[0, top]``."""
    if k == 1:
        if 0 <= total <= top:
            yield (total,)
        return
    for first in range(min(top, total) + 1):
        for rest in _parts(total - first, k - 1, top):
            yield (first, *rest)


def _covered(gamma: tuple, *, m: int, k: int) -> bool:
    """Every index of supp gamma lies in a set of at most ``k`` indices whose entries of gamma sum to >= m + 2."""
    support = sorted((i for i, v in enumerate(gamma) if v), key=lambda i: -gamma[i])
    for i in support:
        others = [gamma[j] for j in support if j != i][: k - 1]
        if gamma[i] + sum(others) < m + 2:
            return False
    return True


def uncovered(*, R: int, m: int, k: int) -> int:
    r"""How many pieces :math:`\gamma` (:math:`|\gamma| = N_1(m) + m + 1`, :math:`\max\gamma \le m + 1`) of the step at
    source level :math:`(N_1(m), m)` are *not* covered by level-1 pieces on supports of size at most ``k`` (those
    with :math:`\max\gamma \ge m + 2` are covered by hand, pure and near-pure pieces)."""
    R, m, k = check_size("R", R), check_size("m", m), check_size("k", k)
    D = m * (m + 1) // 2 + m + 1
    return sum(not _covered(g, m=m, k=k) for g in _parts(D, R, m + 1))


def step_supports(*, R: int) -> dict[int, int]:
    """``{m: k}`` for the steps that need certificates (``3 <= m <= 2R - 2``): the least support size ``k`` with
    :func:`uncovered` zero (``k = 1`` needs none: pure pieces are full by hand)."""
    R = check_size("R", R)
    out = {}
    for m in range(3, 2 * R - 1):
        out[m] = next(k for k in range(1, R + 1) if uncovered(R=R, m=m, k=k) == 0)
    return out


@cache
def _monomials(k: int, d: int) -> tuple[tuple[int, ...], ...]:
    """Exponent tuples of degree ``d`` in ``k`` variables (degree 1 in variable order)."""
    return tuple(tuple(int(v) for v in row) for row in exponents(k, d))


@cache
def _product_plan(k: int, d1: int, d2: int):
    """Index arrays for multiplying a degree-``d1`` by a degree-``d2`` polynomial in ``k`` variables."""
    out = {e: i for i, e in enumerate(_monomials(k, d1 + d2))}
    pairs = [
        (i, j, out[tuple(x + y for x, y in zip(a, b, strict=True))])
        for i, a in enumerate(_monomials(k, d1))
        for j, b in enumerate(_monomials(k, d2))
    ]
    pairs.sort(key=lambda t: t[2])
    I, J, K = (np.array(v, dtype=np.intp) for v in zip(*pairs, strict=True))
    starts = np.flatnonzero(np.r_[True, K[1:] != K[:-1]])
    return I, J, starts


def _mul(P: np.ndarray, Q: np.ndarray, k: int, d1: int, d2: int) -> np.ndarray:
    """Product mod :data:`PRIME` of polynomials stored as coefficient arrays ``(..., monomials)``."""
    I, J, starts = _product_plan(k, d1, d2)
    terms = P[..., I] * Q[..., J] % PRIME
    return np.add.reduceat(terms, starts, axis=-1) % PRIME


def _matvec(W: np.ndarray, h: np.ndarray) -> np.ndarray:
    """``W h`` mod p for a vector of polynomials ``h`` of shape ``(R, ...)``."""
    return np.tensordot(W, h, axes=(1, 0)) % PRIME


def _rank(A: np.ndarray) -> int:
    return flint_rank_mod_p(np.ascontiguousarray(A, dtype=np.uint64), PRIME, threads=1)[0]


def _width(R) -> int:
    R = check_size("R", R, low=2)
    if R > MAX_R:
        raise ValueError(f"R={R} is above {MAX_R}, where sums of residue products overflow int64; give R <= {MAX_R}")
    return R


def _weights(R: int, seed: int) -> dict[str, np.ndarray]:
    rng = np.random.default_rng(seed)
    w = {name: rng.integers(1, PRIME, size=(R, R), dtype=np.int64) for name in ("W2", "W3", "H1", "H2")}
    w["WO"] = rng.integers(1, PRIME, size=R, dtype=np.int64)
    return w


def base_rank(*, R: int, n: int = 3, seed: int = 1) -> tuple[int, int]:
    r"""``(dim Z_n at one point of the family, R c(R, n))``: the span of the End polynomials in :math:`(a, b, g)` on
    the family :math:`W^{H,3} = I`, :math:`M = R`, :math:`W^{I,1} = I`, as the sum over the monomials
    :math:`p^\gamma` of the first layer-1 state :math:`p = a \odot u_1` of the rank of the coefficient of
    :math:`p^\gamma` over the later End inputs (the a-splitting). Each piece is at most
    :math:`R((\!(R, n)\!) - (\!(R - |\mathrm{supp}\,\gamma|, n)\!))`; the total at most Proposition 6's bound."""
    R, n = _width(R), check_size("n", n, low=2)
    w, rng = _weights(R, seed), np.random.default_rng(seed + 1)
    piece = R * multiset(R, n)
    points = draws = piece + 10
    N1 = n * (n + 1) // 2
    size = draws * points * len(_monomials(R, N1)) * 8
    if size > 2**31:
        raise ValueError(f"R={R}, n={n} needs {size / 2**30:.1f} GiB of coefficients; at most 2 GiB here")
    b = rng.integers(0, PRIME, size=(R, points), dtype=np.int64)
    g = rng.integers(0, PRIME, size=(R, points), dtype=np.int64)
    eye = np.eye(R, dtype=np.int64)
    # Step 1 with p free: h1 = p (linear, constant coefficients), h2 = b * (W2 p), h3 = g * (W3 h2).
    h1 = np.broadcast_to(eye[:, None, :], (R, points, R))
    h2 = b[:, :, None] * _matvec(w["W2"], h1) % PRIME
    h3_1 = g[:, :, None] * _matvec(w["W3"], h2) % PRIME
    coef = np.empty((len(_monomials(R, N1)), draws, points), dtype=np.int64)
    for t in range(draws):
        l1, l2, l3, d2, d3 = h1, h2, h3_1, 1, 1
        for _ in range(n - 1):
            u = rng.integers(0, PRIME, size=R, dtype=np.int64)
            l1 = _matvec(w["H1"], l1) * u[:, None, None] % PRIME
            l2 = _mul(_matvec(w["H2"], l2), _matvec(w["W2"], l1), R, d2, 1)
            d2 += 1
            l3 = _mul(l3, _matvec(w["W3"], l2), R, d3, d2)  # W^(H,3) = I on the family
            d3 += d2
        coef[:, t, :] = (np.tensordot(w["WO"], l3, axes=(0, 0)) % PRIME).T
    return sum(_rank(coef[i]) for i in range(coef.shape[0])), depth3_ideal_bound(R=R, T=2 * n)


def piece_ranks(*, R: int, m: int, support: int, seed: int = 1) -> list[tuple[tuple[int, ...], int, int]]:
    r"""The level-1 pieces of the one-step lemma at source level :math:`(1, m)` for every :math:`\gamma`
    (:math:`|\gamma| = m + 2`) supported in the first ``support`` coordinates: ``[(gamma, rank, target)]``.

    The piece :math:`B_\gamma` is spanned by the coefficients of :math:`p^\gamma` in
    :math:`\Psi_s = \ell(q)\, s(W^{H,1} p, W^{H,2} q)`, :math:`q = b \odot W^{I,2} p`, over :math:`s` in the ideal
    :math:`I'(1, m) = (a'_i c_i(b'))`, :math:`c = W^{I,2\,T} \mathrm{diag}(\ell) b`; its target is
    :math:`(c_i : i \in \mathrm{supp}\,\gamma)_{m+1}`, of dimension
    :math:`(\!(R, m+1)\!) - (\!(R - |\mathrm{supp}\,\gamma|, m+1)\!)`. Random elements
    :math:`a'_i c_i(b') \lambda_1(b') \cdots \lambda_{m-1}(b')` of the source, evaluated at random points ``b``."""
    R, m = _width(R), check_size("m", m)
    k = check_size("support", support)
    if k > R:
        raise ValueError(f"support={k} must be <= R={R}")
    rng = np.random.default_rng(seed)
    W2, H1, H2 = (rng.integers(1, PRIME, size=(R, R), dtype=np.int64) for _ in range(3))
    ell = rng.integers(1, PRIME, size=R, dtype=np.int64)
    C = W2.T * ell[None, :] % PRIME  # c = C b
    CH2 = C @ H2 % PRIME
    target = multiset(R, m + 1)
    rows = points = target + 12
    if rows * points * len(_monomials(k, m + 2)) * 8 > 2**32:
        raise ValueError(f"R={R}, m={m}, support={k} needs over 4 GiB; give a smaller support or m")
    b = rng.integers(0, PRIME, size=(R, points), dtype=np.int64)
    # Linear forms in p_0..p_(k-1), coefficient arrays (points, k): l(q) = sum_j p_j c_j(b); (H1 p)_i;
    # (M q)_i = sum_t M[i, t] b_t sum_r W2[t, r] p_r for M = C H2 (the c' coordinates) or a random lambda^T H2.
    ell_q = (C @ b % PRIME)[:k].T

    def through_q(Mrows: np.ndarray) -> np.ndarray:  # (e, R) -> (e, points, k); reduced after each product
        scaled = Mrows[:, :, None] * b[None, :, :] % PRIME
        return np.einsum("etp,tr->epr", scaled, W2[:, :k]) % PRIME

    c_of_q = through_q(CH2)
    out: dict[tuple[int, ...], list[np.ndarray]] = {}
    for start in range(0, rows, 64):
        e = min(64, rows - start)
        i = rng.integers(0, R, size=e)
        P = _mul(
            np.broadcast_to(ell_q, (e, points, k)), np.broadcast_to(H1[i, :k][:, None, :], (e, points, k)), k, 1, 1
        )
        P = _mul(P, c_of_q[i], k, 2, 1)
        for deg in range(3, m + 2):
            lam = rng.integers(0, PRIME, size=(e, R), dtype=np.int64) @ H2 % PRIME
            P = _mul(P, through_q(lam), k, deg, 1)
        for j, gamma in enumerate(_monomials(k, m + 2)):
            out.setdefault(gamma, []).append(P[:, :, j])
    result = []
    for gamma, blocks in out.items():
        size = sum(1 for v in gamma if v)
        result.append((gamma, _rank(np.concatenate(blocks)), target - multiset(R - size, m + 1)))
    return result


def check(*, R: int, seed: int = 1) -> Certificate:
    """Every certificate Proposition 33 needs at width ``R``: T = 4, the base, and the level-1 pieces of the steps
    ``m = 3..2R - 2`` on one support of the least covering size (:func:`step_supports`)."""
    R = _width(R)
    t4_cap = R * multiset(R, 3)
    t4 = sep_lower_bound(depth=3, M=R, R=R, T=4, points=t4_cap)
    base, base_target = base_rank(R=R, seed=seed)
    supports = step_supports(R=R)
    short = []
    for m, k in supports.items():
        if k > 1:
            short += [(m, g) for g, r, t in piece_ranks(R=R, m=m, support=k, seed=seed) if r != t]
    return Certificate.compare(
        STATEMENT,
        dict(R=R, seed=seed, p=PRIME),
        "(T = 4 rank, base dim Z_3, step pieces short) vs (R ((R, 3)), R c(R, 3), 0)",
        (t4, base, len(short)),
        "==",
        (t4_cap, base_target, 0),
        supports=supports,
        short=short[:5],
    )


def cases(budget: str) -> list:
    """Quick: R = 2, 3 (under a second); full: also R = 4 (seconds). R = 5, 6 are recorded commands (``check(R=4)``
    and ``check(R=5)`` together took 7.4 s on an idle core; ``check(R=6)`` 820 s on a shared one)."""
    check_budget(budget)
    quick = [dict(R=2), dict(R=3)]
    return quick if budget == "quick" else [*quick, dict(R=4)]
