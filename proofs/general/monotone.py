r"""Proposition 16 (this lab, ``docs/theory/general-inputs.md``): for general inputs the separation rank does not
fall when the depth, the input dimension or the width grows.

Statement. Write :math:`\mathrm{sep}(L, M, R, T)` for the Start-End separation rank (balanced cut, :math:`s = T/2`,
:math:`T` even) of almost every depth-:math:`L` RAC with input dimension :math:`M`, width :math:`R` and :math:`f` =
identity on :math:`\mathbb R^M` (Sec. 2.1, Eq. 1.2). Either family of initial states may be used: free, or the
default variety :math:`V = \{W^{H,l} h^{0,l} = \mathbf 1\}` with singular :math:`W^{H,l}` allowed; the thesis'
parametrisation (:math:`W^{H,l}` invertible, :math:`h^{0,l} = (W^{H,l})^{-1}\mathbf 1`) is a dense open part of
:math:`V`, so it has the same generic value (and the two families have the same generic sep: a diagonal
rescaling of the units turns one into the other, as the review checked). If :math:`L' \le L`, :math:`M' \le M` and
:math:`R' \le R`, then

.. math::
    \mathrm{sep}(L', M', R', T) \le \mathrm{sep}(L, M, R, T).

Proof. *Generic values are maxima.* :math:`\mathrm{sep} \ge n` for one RAC iff some :math:`n \times n` minor of an
evaluation matrix :math:`[y(x_S^i, x_E^j)]_{ij}` is non-zero; each minor is a polynomial in the weights and initial
states, so the set where :math:`\mathrm{sep} \ge n` is Zariski-open in the parameter variety, and on an irreducible
variety the generic value is at least the value at *every* point of it. Both families are irreducible: the free
one is an affine space, and :math:`V` is, over :math:`h \ne 0`, a bundle of affine spaces of dimension
:math:`R^2 - R` per layer (smooth and connected). Its real points are Zariski-dense in it, so a minor that is not
identically zero on :math:`V` vanishes only on a null set of real parameters: "almost every" holds in the measure
sense too. The depth step below uses a point of :math:`V` with a singular :math:`W^{H,1}`, which is why the family
is :math:`V` and not the thesis' parametrisation. So it suffices to exhibit, for almost every RAC :math:`\rho` of
the smaller shape, a RAC :math:`\rho^+` of the larger shape in the same family with :math:`\mathrm{sep}(\rho^+)
\ge \mathrm{sep}(\rho)`; the three steps below compose.

*Width* (:func:`wider_rac`). Add a unit with :math:`W^{H,l} \mapsto \mathrm{diag}(W^{H,l}, 1)`,
:math:`h^{0,l} \mapsto (h^{0,l}, 1)` (so :math:`W^{H,l} h^{0,l} = \mathbf 1` is kept), a zero row in every
:math:`W^{I,l}` (and a zero column for :math:`l \ge 2`) and a zero column in :math:`W^O`. The new unit's state is
:math:`1 \cdot 0 = 0` from :math:`t = 1` on, and nothing reads it: :math:`y(\rho^+) = y(\rho)` everywhere.

*Inputs* (:func:`more_inputs_rac`). :math:`W^{I,1} \mapsto [W^{I,1}, 0]`: then :math:`y(\rho^+)(x) =
y(\rho)(Px)`, :math:`P` the projection on the first :math:`M'` coordinates. On the subspace :math:`x_t \in
\mathbb R^{M'} \times 0` the two functions agree, and the separation rank of a restriction is at most that of
the function (a decomposition restricts term by term).

*Depth* (:func:`deeper_rac`). Put a new layer under the RAC: :math:`W^{I,1}_{+} = A` (the old
:math:`W^{I,1}`), :math:`W^{H,1}_{+} = \mathbf 1 e^\top` (rank one) with a fixed :math:`e` such that
:math:`c = A^\top e \ne 0`, :math:`h^{0,1}_{+}` with :math:`e^\top h^{0,1}_{+} = 1` (so
:math:`W^{H,1}_{+} h^{0,1}_{+} = \mathbf 1`), and :math:`W^{I,2}_{+} = I`; the old layers move up by one. On
inputs with :math:`c^\top x_t = 1` for every :math:`t`, induction on :math:`t` gives :math:`h^{t,1}_{+} =
(e^\top h^{t-1,1}_{+})\,A x_t = A x_t` (since :math:`e^\top A x_{t-1} = c^\top x_{t-1} = 1`), which is what the
old first layer received through :math:`A`; so :math:`y(\rho^+) = y(\rho)` on the hyperplane product
:math:`H^T`, :math:`H = \{c^\top x = 1\}`. Finally :math:`\mathrm{sep}(y(\rho)|_{H^T}) = \mathrm{sep}(y(\rho))`:
:math:`y(\rho)` is homogeneous in each :math:`x_t` separately, of degree
:math:`D_t = \binom{T - t + L - 1}{L - 1}` (the lattice paths from :math:`(t, 1)` to :math:`(T, L)`; not
multilinear once :math:`L \ge 2`), so on the dense set where every :math:`c^\top x_t \ne 0`,
:math:`y(x) = \prod_t (c^\top x_t)^{D_t}\, y(x_1 / c^\top x_1, \dots)`: the matrix of :math:`y` there is the
matrix on :math:`H^T` with rows and columns rescaled by non-zero factors, and a polynomial matrix's largest rank on
a dense set is its largest rank everywhere. Hence :math:`\mathrm{sep}(\rho^+) \ge \mathrm{sep}(y(\rho^+)|_{H^T}) =
\mathrm{sep}(\rho)`. :math:`\square`

The proof never uses the cut beyond "the same on both sides", so it holds for any fixed cut; it does not give
monotonicity in :math:`T`. Nor is it stated for one-hot inputs: there the width and input steps carry over, and
the depth step does when :math:`R \ge M` (choose :math:`e` with :math:`A^\top e = \mathbf 1`, so every one-hot
vector lies on the hyperplane; checked by the review), while :math:`R < M` is open.

What the lab does with it: a certified lower bound at one shape is one at every shape above it in :math:`(L, M,
R)` (same :math:`T`), and a proven cap at one shape caps every shape below it (:func:`dominance_bounds`). The
open atlas table (:mod:`proofs.general.atlas_open`) uses the lower bounds.

The registry rows check the proof's constructions exactly (:func:`check`: the larger RAC's outputs equal the
smaller one's at random points, over GF(p)) and the conclusion on random RACs (:func:`check_ranks`).
"""

from __future__ import annotations

from collections.abc import Mapping

import numpy as np

from numerics import rank_mod_p
from numerics.bounds import separation_cap
from proofs.certificate import Certificate, check_budget
from proofs.general.instance import PRIME, rac_evaluation_matrix
from racs import RAC, ModP, make_rac, random_rac
from racs.sizes import check_size

__all__ = [
    "STATEMENT",
    "CHECK",
    "CHECK_RANKS",
    "wider_rac",
    "more_inputs_rac",
    "deeper_rac",
    "emulating_rac",
    "dominance_bounds",
    "check",
    "cases",
    "check_ranks",
    "cases_ranks",
]

STATEMENT = "Proposition 16 (sep does not fall with L, M or R, this lab)"
CHECK = (
    "the proof's RAC of the larger shape reproduces a random smaller RAC exactly (GF(p) evaluation matrices at random"
    " points on the hyperplane, mismatches == 0)"
)
CHECK_RANKS = "GF(p) rank at random points: random RAC of the smaller shape <= random RAC of the larger shape"

Shape = tuple[int, int, int, int]


def _pad(a: np.ndarray, rows: int, cols: int, F) -> np.ndarray:
    out = F.asarray(np.zeros((rows, cols), dtype=np.int64))
    out[: a.shape[0], : a.shape[1]] = a
    return out


def wider_rac(rac: RAC, *, R: int) -> RAC:
    r"""The width step of the proof: ``rac`` with :math:`R - R'` units added that stay zero (module docstring).

    Its output equals ``rac``'s on every input; the default-state relation :math:`W^{H,l} h^{0,l} = \mathbf 1`
    holds for it whenever it holds for ``rac``. ``R`` must be at least ``rac.R``."""
    R = check_size("R", R)
    if R < rac.R:
        raise ValueError(f"R={R} is below the RAC's width {rac.R}: pass R >= {rac.R}")
    F, k = rac.field, R - rac.R
    one = F.asarray(np.ones(1, dtype=np.int64))[0]
    W_H = []
    for w in rac.W_H:
        big = _pad(w, R, R, F)
        big[rac.R :, rac.R :] = F.asarray(np.eye(k, dtype=np.int64))
        W_H.append(big)
    W_I = [_pad(rac.W_I[0], R, rac.M, F)] + [_pad(w, R, R, F) for w in rac.W_I[1:]]
    h0 = []
    for h in rac.h0:
        big = F.asarray(np.zeros(R, dtype=np.int64))
        big[: rac.R] = h
        big[rac.R :] = one
        h0.append(big)
    return make_rac(W_I, W_H, _pad(rac.W_O, rac.C, R, F), h0, field=F)


def more_inputs_rac(rac: RAC, *, M: int) -> RAC:
    r"""The input step of the proof: :math:`W^{I,1} \mapsto [W^{I,1}, 0]` (``(R, M)``), so the output on
    :math:`x \in \mathbb R^M` is ``rac``'s on its first ``rac.M`` coordinates. ``M`` must be at least ``rac.M``."""
    M = check_size("M", M)
    if M < rac.M:
        raise ValueError(f"M={M} is below the RAC's input dimension {rac.M}: pass M >= {rac.M}")
    F = rac.field
    W_I = [_pad(rac.W_I[0], rac.R, M, F), *rac.W_I[1:]]
    return make_rac(W_I, rac.W_H, rac.W_O, rac.h0, field=F)


def deeper_rac(rac: RAC, *, layers: int = 1) -> tuple[RAC, np.ndarray]:
    r"""The depth step of the proof, ``layers`` times: ``(rac_plus, c)`` with ``layers`` pass-through layers under
    ``rac`` (:math:`W^{H} = \mathbf 1 e^\top`, :math:`W^{I,1} = A`, identity :math:`W^{I}` above them) whose output
    equals ``rac``'s on every input sequence with :math:`c^\top x_t = 1` for all :math:`t` (``c``, shape ``(M,)``).

    :math:`e` is the standard basis vector of the first non-zero row of :math:`A = W^{I,1}`, so
    :math:`c = A^\top e` is that row; ``ValueError`` if :math:`A = 0` (then the output is zero at every
    :math:`T \ge 1` and there is nothing to emulate)."""
    layers = check_size("layers", layers)
    F, A, R = rac.field, rac.W_I[0], rac.R
    nonzero = np.flatnonzero(np.any(np.asarray(A) != 0, axis=1))
    if nonzero.size == 0:
        raise ValueError("the RAC's W_I[0] is zero: pass a RAC whose first layer reads its input")
    j = int(nonzero[0])
    e = F.asarray(np.zeros(R, dtype=np.int64))
    e[j] = F.asarray(np.ones(1, dtype=np.int64))[0]
    W_H_new = F.asarray(np.zeros((R, R), dtype=np.int64))
    W_H_new[:, j] = e[j]  # 1 e^T: every row reads unit j, whose state is c^T x_t = 1
    eye = F.asarray(np.eye(R, dtype=np.int64))
    W_I = [A] + [eye] * layers + list(rac.W_I[1:])
    W_H = [W_H_new] * layers + list(rac.W_H)
    h0 = [e] * layers + list(rac.h0)  # e^T h0 = 1, so W^H h0 = 1
    return make_rac(W_I, W_H, rac.W_O, h0, field=F), np.array(A[j])


def emulating_rac(rac: RAC, *, depth: int, M: int, R: int) -> tuple[RAC, np.ndarray | None]:
    r"""The proof's RAC of shape ``(depth, M, R)`` reproducing ``rac`` (inputs first, then width, then depth):
    ``(rac_plus, c)``, its output equal to ``rac``'s on :math:`x \in \mathbb R^{M'} \times 0` with
    :math:`c^\top x = 1` at every step (``c = None`` when the depth is unchanged: no hyperplane)."""
    depth = check_size("depth", depth)
    if depth < rac.depth:
        raise ValueError(f"depth={depth} is below the RAC's depth {rac.depth}: pass depth >= {rac.depth}")
    out = wider_rac(more_inputs_rac(rac, M=M), R=R)
    if depth == rac.depth:
        return out, None
    return deeper_rac(out, layers=depth - rac.depth)


def dominance_bounds(lower: Mapping[Shape, int], upper: Mapping[Shape, int]) -> dict[Shape, dict]:
    r"""Bounds carried along Proposition 16's order: :math:`(L', M', R', T) \le (L, M, R, T)` when
    :math:`L' \le L`, :math:`M' \le M`, :math:`R' \le R` (the same :math:`T`).

    Parameters
    ----------
    lower, upper : mapping ``(depth, M, R, T) -> int``
        Certified lower bounds and proven upper bounds on the generic sep, per shape.

    Returns
    -------
    dict
        For every shape in either mapping: ``lower`` (the largest lower bound at or below it), ``lower_from`` (the
        shape it comes from), ``upper`` (the least cap at or above it; ``None`` if none) and ``upper_from``.
    """
    shapes = sorted(set(lower) | set(upper))

    def below(a: Shape, b: Shape) -> bool:
        return a[3] == b[3] and a[0] <= b[0] and a[1] <= b[1] and a[2] <= b[2]

    out = {}
    for s in shapes:
        lo = max(((v, t) for t, v in lower.items() if below(t, s)), default=(0, None))
        up = min(((v, t) for t, v in upper.items() if below(s, t)), default=(None, None), key=lambda p: p[0])
        out[s] = {"lower": lo[0], "lower_from": lo[1], "upper": up[0], "upper_from": up[1]}
    return out


def _draw(rng: np.random.Generator, F, *, count: int, steps: int, M: int, M0: int, c: np.ndarray | None) -> np.ndarray:
    """``(count, steps, M)`` random points of GF(p)^M, zero past coordinate ``M0`` and, when ``c`` is given,
    rescaled per step onto :math:`c^\\top x = 1` (a point with :math:`c^\\top x = 0`, probability about
    :math:`1/p` per step, is drawn again)."""
    while True:
        x = F.random(rng, (count, steps, M))
        x[:, :, M0:] = 0
        if c is None:
            return x
        dots = (x.astype(object) @ np.asarray(c).astype(object)) % F.modulus
        if np.all(dots != 0):
            inv = np.vectorize(lambda v: pow(int(v), -1, F.modulus), otypes=[object])(dots)
            return F.asarray((x.astype(object) * inv[..., None]) % F.modulus)


def check(*, depth: int, M: int, R: int, T: int, small: Shape, seed: int = 0, points: int = 40) -> Certificate:
    """The constructions of the proof at one pair of shapes: a random GF(p) RAC of shape ``small = (L', M', R')``
    (its ``T`` is ignored) and :func:`emulating_rac` of shape ``(depth, M, R)``; their ``points`` x ``points``
    evaluation matrices at random points (on the hyperplane, zero past :math:`M'`) must be equal."""
    L0, M0, R0 = small[:3]
    F = ModP(PRIME)
    rng = np.random.default_rng(seed)
    rac = random_rac(depth=L0, M=M0, R=R0, seed=rng, field=F)
    big, c = emulating_rac(rac, depth=depth, M=M, R=R)
    s = T // 2
    starts = _draw(rng, F, count=points, steps=s, M=M, M0=M0, c=c)
    ends = _draw(rng, F, count=points, steps=T - s, M=M, M0=M0, c=c)
    Y_big = rac_evaluation_matrix(big, starts, ends)
    Y_small = rac_evaluation_matrix(rac, np.ascontiguousarray(starts[:, :, :M0]), np.ascontiguousarray(ends[:, :, :M0]))
    mismatches = int(np.count_nonzero(F.canonical(Y_big) != F.canonical(Y_small)))
    return Certificate.compare(
        STATEMENT,
        dict(depth=depth, M=M, R=R, T=T, small=tuple(small[:3]), seed=seed, p=PRIME),
        f"entries where the larger RAC's {points} x {points} evaluation matrix differs from the smaller one's",
        mismatches,
        "==",
        0,
        hyperplane=c is not None,
        block_rank=rank_mod_p(F.canonical(Y_small), PRIME).rank,  # non-zero: the comparison is not vacuous
    )


_PAIRS_QUICK = [
    ((2, 2, 2, 4), (2, 2, 3, 4)),
    ((2, 2, 2, 4), (2, 3, 2, 4)),
    ((2, 2, 2, 4), (3, 2, 2, 4)),
    ((2, 2, 3, 6), (3, 3, 4, 6)),
    ((1, 2, 2, 4), (3, 2, 2, 4)),
]
_PAIRS_FULL = [
    ((2, 2, 3, 6), (4, 3, 4, 6)),
    ((3, 2, 3, 6), (4, 2, 3, 6)),
    ((2, 3, 3, 6), (3, 3, 3, 6)),
    ((3, 2, 2, 8), (3, 4, 3, 8)),
]


def cases(budget: str) -> list:
    check_budget(budget)
    pairs = _PAIRS_QUICK if budget == "quick" else _PAIRS_QUICK + _PAIRS_FULL
    return [dict(depth=b[0], M=b[1], R=b[2], T=b[3], small=a[:3]) for a, b in pairs]


def check_ranks(*, depth: int, M: int, R: int, T: int, small: Shape, seed: int = 0) -> Certificate:
    """The conclusion on random RACs: the GF(p) rank at random points (``cap + 4`` of them, the larger shape's least
    proven cap) of a random RAC of shape ``small`` is at most that of a random RAC of shape ``(depth, M, R)``."""
    F = ModP(PRIME)
    rng = np.random.default_rng(seed)
    points = separation_cap(depth=depth, M=M, R=R, T=T) + 4
    s = T // 2
    ranks = []
    for L_, M_, R_ in (small[:3], (depth, M, R)):
        rac = random_rac(depth=L_, M=M_, R=R_, seed=rng, field=F)
        Y = rac_evaluation_matrix(rac, F.random(rng, (points, s, M_)), F.random(rng, (points, T - s, M_)))
        ranks.append(rank_mod_p(Y, PRIME).rank)
    return Certificate.compare(
        STATEMENT,
        dict(depth=depth, M=M, R=R, T=T, small=tuple(small[:3]), seed=seed, p=PRIME),
        f"GF(p) ranks at {points} random points a side: smaller shape vs larger shape",
        ranks[0],
        "<=",
        ranks[1],
    )


def cases_ranks(budget: str) -> list:
    return cases(budget)
