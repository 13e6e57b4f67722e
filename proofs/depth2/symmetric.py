r"""Proposition 7, regime (x) (``docs/theory/proposition7-regimes-i-iv-ix-xi.md``): the depth-2 closed form at :math:`T = 6` for every
:math:`R \ge M`, by an :math:`S_M`-symmetric instance and one exact computation for all :math:`M \ge 6` at once.

The instance :math:`\theta(M, R)` (:func:`symmetric_rac`) has, on its first :math:`M` units,
:math:`W^{I,1} e_x = 1 + e_x`, :math:`W^{H,1} = W^{I,2} = I + J` (:math:`J` all ones), :math:`W^{H,2} = I`,
:math:`h^{0,1} = h^{0,2} = 1` and :math:`W^O = (1_M^\top, 0)`; further units are zero. Permuting symbols and units
together fixes every matrix, so the :math:`M^3 \times M^3` Start-End matrix :math:`A` (Eq. 2.5 at :math:`T = 6`)
commutes with :math:`S_M` acting on :math:`(\mathbb Q^M)^{\otimes 3}`. With :math:`G = \mathrm{Sym}\{3..M-1\}`,
:math:`W = ((\mathbb Q^M)^{\otimes 3})^G`, :math:`\tau = (0\,1)` and :math:`S_3 = \mathrm{Sym}\{0, 1, 2\}`, a
representation-theoretic lemma (``docs/theory/proposition7-regimes-i-iv-ix-xi.md``) shows: :math:`A` is invertible as soon as it is injective on
:math:`W^+ = \{v \in W : \tau v = v\}` (dimension 46) and on :math:`W^- = \{v \in W : g v = \mathrm{sgn}(g) v\}`
(dimension 7). On those subspaces :math:`A` acts by two matrices :math:`C^\pm` of fixed size whose entries are
integer polynomials in :math:`M` for :math:`M \ge 6` (:func:`reduced_matrices`: symbols absent from a word all
behave alike, :func:`collapsed_output`, and the words of a :math:`G`-orbit are counted by falling factorials).
Their determinants :math:`P^\pm = \det C^\pm \in \mathbb Z[M]` (:func:`determinant_polynomial`) have no root
:math:`\ge 6` (:func:`no_root_from`: the coefficients of :math:`P^\pm(x + 6)` have one sign), so :math:`A` is
invertible for every :math:`M \ge 6`; for
:math:`M \le 5` its rank is computed. Rank :math:`M^3 = \rho_2` at one instance is the generic rank (Claim 5).

For :math:`R < M` the same instance on :math:`R` symbols, with every further symbol :math:`x \ge R` read by the ramp
column :math:`(1, 2, \dots, R) + (x - R) 1`, has rank :math:`D = R (\!(R, 3)\!)` at :math:`M = R + 1` for
:math:`R \in` :data:`RAMP_WIDTHS` (one exact computation each); adding symbols only adds rows and columns, so
:math:`\rho_2(M, R, 6) = D` for every :math:`M > R` there.
"""

from __future__ import annotations

import itertools
from functools import reduce
from math import comb

import flint
import numpy as np

from numerics import grid_tensor, start_end
from proofs._util import int_object
from proofs.certificate import Certificate, check_budget
from racs import RAC, Rational, make_rac

__all__ = [
    "CHECK",
    "FAMILY_FROM",
    "RAMP_WIDTHS",
    "STATEMENT",
    "SYMMETRIC_REGIME",
    "cases",
    "check",
    "collapsed_output",
    "determinant_polynomial",
    "in_symmetric_regime",
    "no_root_from",
    "orbit_patterns",
    "reduced_matrices",
    "symmetric_rac",
]

STATEMENT = "Proposition (depth-2 closed form, this lab): regime (x), T = 6"
CHECK = (
    "S_M-symmetric RAC, T = 6: exact rank over Q == M^3 for M = 2..5 and == D for the ramp (M, R) = (4, 3), "
    "(5, 4), (6, 5); for every M >= 6 the determinants P^+, P^- of the two reduced matrices C^+ (46 x 46), "
    "C^- (7 x 7) over Z[M] (checked against integer determinants at M = 6, 7) have coefficients of one sign "
    "after x -> x + 6, so no root >= 6"
)

#: Name of the regime in :func:`proofs.depth2.closed_form.proved_regime`.
SYMMETRIC_REGIME = "T = 6, R >= M (or R < M, 3 <= R <= 5)"

#: Widths below M whose ramp instance is proved at M = R + 1 (and so at every M > R).
RAMP_WIDTHS = (3, 4, 5)

#: The smallest M the reduction covers: all 77 G-orbit patterns of Start words need M - 3 >= 3 generic symbols.
FAMILY_FROM = 6


def in_symmetric_regime(*, M: int, R: int, T: int) -> bool:
    r"""Whether regime (x) covers ``(M, R, T)``: :math:`T = 6`, :math:`M \ge 2` and :math:`R \ge M`, or
    :math:`R \in` :data:`RAMP_WIDTHS` and :math:`M > R`."""
    return T == 6 and M >= 2 and (R >= M or (R in RAMP_WIDTHS and M > R))


def symmetric_rac(*, M: int, R: int, field) -> RAC:
    r"""The instance :math:`\theta(M, R)` of regime (x) (module text; a RAC of any :math:`T`, the proof is at
    :math:`T = 6`). With :math:`n = \min\{M, R\}` symmetric units: :math:`W^{I,1}` has the columns :math:`1 + e_x`
    (:math:`x < n`) and, for :math:`x \ge n` (only when :math:`R < M`), :math:`(1, 2, \dots, n) + (x - n) 1`;
    :math:`W^{H,1} = W^{I,2} = I + J` on the leading :math:`n \times n` block, :math:`W^{H,2} = I`,
    :math:`h^{0,1} = h^{0,2} = 1`, :math:`W^O = (1_n^\top, 0)`; units :math:`n..R-1` are zero."""
    if M < 2 or R < 2:
        raise ValueError(f"(M, R) = ({M}, {R}): symmetric_rac needs M >= 2 and R >= 2")
    n = min(M, R)
    block = np.eye(n, dtype=np.int64) + 1
    W_I1, W_H1, W_I2 = (np.zeros(shape, dtype=np.int64) for shape in ((R, M), (R, R), (R, R)))
    W_I1[:n, :n] = W_H1[:n, :n] = W_I2[:n, :n] = block
    for x in range(n, M):
        W_I1[:n, x] = np.arange(1, n + 1) + (x - n)
    W_O = np.zeros((1, R), dtype=np.int64)
    W_O[0, :n] = 1
    ones = int_object(np.ones(R))
    return make_rac(
        [int_object(W_I1), int_object(W_I2)],
        [int_object(W_H1), int_object(np.eye(R))],
        int_object(W_O),
        [ones, ones],
        field=field,
    )


def collapsed_output(word, *, M):
    r""":math:`y` of :math:`\theta(M, M)` on ``word`` (any hashable labels, at most :math:`M` distinct), with
    ``M`` an int or a polynomial (``flint.fmpz_poly``): the units of symbols absent from the word share one value per
    layer (their recurrences coincide), so only :math:`m` + 1 units are tracked and :math:`M` enters through
    :math:`S_t = 1^\top h^{t,1}`."""
    labels = list(dict.fromkeys(word))
    m, index = len(labels), {lab: i for i, lab in enumerate(labels)}
    h, o, S = [1] * m, 1, M
    g, go = [1] * m, 1
    for lab in word:
        j = index[lab]
        h = [(1 + (r == j)) * (h[r] + S) for r in range(m)]  # ((I + J) h)_r = h_r + S, times (1 + e_x)_r
        o = o + S
        S = sum(h) + (M - m) * o
        g = [g[r] * (h[r] + S) for r in range(m)]
        go = go * (o + S)
    return sum(g) + (M - m) * go


def _set_partitions(n: int):
    if n == 0:
        yield []
        return
    for p in _set_partitions(n - 1):
        for i in range(len(p)):
            yield p[:i] + [p[i] + [n - 1]] + p[i + 1 :]
        yield p + [[n - 1]]


def orbit_patterns() -> list:
    r"""The 77 :math:`G`-orbits of words of length 3 (:math:`M \ge 6`): each letter is ``('s', i)``, the special
    symbol :math:`i < 3`, or ``('g', b)``, the b-th distinct generic symbol (:math:`\ge 3`) in order of first use."""
    out = []
    for special in itertools.product([None, 0, 1, 2], repeat=3):
        free = [i for i, v in enumerate(special) if v is None]
        for part in _set_partitions(len(free)):
            w = [("s", v) for v in special]
            for b, block in enumerate(part):
                for i in block:
                    w[free[i]] = ("g", b)
            out.append(tuple(w))
    return out


def _generic(w) -> int:
    return len({v for v in w if v[0] == "g"})


def _falling(n, k: int):
    return reduce(lambda a, i: a * (n - i), range(k), 1)


def _orbit_sum(sigma, tau, M):
    r""":math:`\sum_{\tau' \in G\tau} y(\sigma \tau')` for :math:`\sigma` one word of its orbit: each generic block of
    :math:`\tau` is one of :math:`\sigma`'s generic symbols (injectively) or a fresh one, and a choice with
    :math:`f` fresh blocks is made by :math:`(M - 3 - p)_f` words (:math:`p` generic symbols in :math:`\sigma`)."""
    p, q = _generic(sigma), _generic(tau)
    start = tuple(v if v[0] == "s" else ("G", v[1]) for v in sigma)
    total = 0
    for image in itertools.product(list(range(p)) + [None], repeat=q):
        used = [i for i in image if i is not None]
        if len(used) != len(set(used)):
            continue
        end = tuple(v if v[0] == "s" else (("G", image[v[1]]) if image[v[1]] is not None else ("F", v[1])) for v in tau)
        total = total + _falling(M - 3 - p, image.count(None)) * collapsed_output(start + end, M=M)
    return total


_S3 = tuple(itertools.permutations(range(3)))


def _act(g, w):
    return tuple(("s", g[v[1]]) if v[0] == "s" else v for v in w)


def _sign(g) -> int:
    return -1 if sum(g[i] > g[j] for i in range(3) for j in range(i + 1, 3)) % 2 else 1


def reduced_matrices(*, M):
    r"""``(plus, C_plus, minus, C_minus)``: :math:`A` on :math:`W^+` and :math:`W^-` (module text).

    ``plus`` lists the 46 classes (a :math:`G`-orbit with its image under :math:`(0\,1)`), whose indicator vectors
    :math:`w_c` are a basis of :math:`W^+`, and :math:`A w_c = \sum_a C^+_{ac} w_a`; ``minus`` lists one orbit
    :math:`O_c` per :math:`S_3`-class of orbits using at least two special symbols (7), with basis
    :math:`v_c = \sum_{g \in S_3} \mathrm{sgn}(g)\, 1_{g O_c}` of :math:`W^-` and :math:`A v_c = \sum_a C^-_{ac}
    v_a`. Entries are integers for an int :math:`M \ge 6`, polynomials for ``M`` a ``flint.fmpz_poly``."""
    reps = orbit_patterns()
    index = {w: i for i, w in enumerate(reps)}
    C = [[_orbit_sum(a, b, M) for b in reps] for a in reps]
    swap = (1, 0, 2)
    plus, seen = [], set()
    for w in reps:
        if w not in seen:
            cls = sorted({w, _act(swap, w)}, key=index.__getitem__)
            seen |= set(cls)
            plus.append(cls)
    C_plus = [[sum((C[index[a[0]]][index[o]] for o in b[1:]), C[index[a[0]]][index[b[0]]]) for b in plus] for a in plus]
    minus, seen = [], set()
    for w in reps:
        if w not in seen:
            seen |= {_act(g, w) for g in _S3}
            if len({v[1] for v in w if v[0] == "s"}) >= 2:
                minus.append(w)
    C_minus = [
        [reduce(lambda u, v: u + v, (_sign(g) * C[index[a]][index[_act(g, b)]] for g in _S3)) for b in minus]
        for a in minus
    ]
    return plus, C_plus, minus, C_minus


def determinant_polynomial(B) -> flint.fmpz_poly:
    r""":math:`\det B` for a square matrix over :math:`\mathbb Z[M]` (lists of ``flint.fmpz_poly``): row contents
    taken out, the degree bounded by the smaller of the row and column degree sums, exact integer determinants at
    that many + 1 points, Newton interpolation (the interpolant must come out integral)."""
    n = len(B)
    if any(all(e.is_zero() for e in row) for row in B) or any(
        all(B[i][j].is_zero() for i in range(n)) for j in range(n)
    ):
        return flint.fmpz_poly([])
    contents = [reduce(lambda a, b: a.gcd(b), row) for row in B]
    Bp = [[e // c for e in row] for row, c in zip(B, contents)]
    degree = min(
        sum(max(e.degree() for e in row) for row in Bp), sum(max(Bp[i][j].degree() for i in range(n)) for j in range(n))
    )
    x0 = -(degree // 2)
    values = [int(flint.fmpz_mat([[e(m) for e in row] for row in Bp]).det()) for m in range(x0, x0 + degree + 1)]
    differences = []
    while values:
        differences.append(values[0])
        values = [b - a for a, b in itertools.pairwise(values)]
    P = flint.fmpq_poly([differences[-1]])
    for k in range(len(differences) - 2, -1, -1):
        P = P * flint.fmpq_poly([-(x0 + k), 1]) / (k + 1) + differences[k]
    if P.denom() != 1:
        raise ArithmeticError("the interpolated determinant is not an integer polynomial: the degree bound is wrong")
    return reduce(lambda a, b: a * b, contents) * flint.fmpz_poly([int(c) for c in P.numer().coeffs()])


def no_root_from(P: flint.fmpz_poly, *, start: int) -> bool:
    r"""Whether :math:`P` certainly has no real root :math:`x \ge` ``start``: the coefficients of
    :math:`Q(x) = P(x + \text{start})` all have one sign (zeros allowed) and :math:`Q(0) = P(\text{start}) \ne 0`,
    so :math:`|Q(x)| \ge |Q(0)| > 0` for :math:`x \ge 0`. ``False`` means only that this test does not decide."""
    Q = P(flint.fmpz_poly([start, 1]))
    signs = {int(c) > 0 for c in Q.coeffs() if c != 0}
    return not Q.is_zero() and Q(0) != 0 and len(signs) == 1


def _rank_over_q(rac: RAC) -> int:
    """Exact rank over Q of the integer Start-End matrix at T = 6 (FLINT's fraction-free elimination)."""
    A = start_end(grid_tensor(rac, T=6))
    return flint.fmpz_mat([[int(v) for v in row] for row in A]).rank()


_FAMILY = (
    "P^+ = det C^+(M), P^- = det C^-(M) over Z[M] at M = 6, 7 against the integer determinants there, then "
    "whether P^+(x + 6) and P^-(x + 6) have coefficients of one sign and a nonzero constant term"
)


def cases(budget: str) -> list:
    check_budget(budget)
    return [dict(part="small M"), dict(part="ramp"), dict(part="M >= 6")]


def check(*, part: str) -> Certificate:
    r"""One part of regime (x)'s proof: ``"small M"`` (rank over Q of :math:`\theta(M, M)` is :math:`M^3` for
    :math:`M = 2..5`), ``"ramp"`` (rank over Q is :math:`D` at :math:`(R, M) = (R, R + 1)`, :math:`R \in`
    :data:`RAMP_WIDTHS`) or ``"M >= 6"`` (:math:`P^\pm` equal to the integer determinants at :math:`M = 6, 7` and
    without a root :math:`\ge 6` by :func:`no_root_from`; about 25 s)."""
    if part == "small M":
        Ms = range(2, FAMILY_FROM)
        return Certificate.compare(
            STATEMENT,
            dict(part=part, M=list(Ms)),
            "exact rank over Q of theta(M, M) at T = 6",
            [_rank_over_q(symmetric_rac(M=M, R=M, field=Rational())) for M in Ms],
            "==",
            [M**3 for M in Ms],
        )
    if part == "ramp":
        return Certificate.compare(
            STATEMENT,
            dict(part=part, R=list(RAMP_WIDTHS)),
            "exact rank over Q of the ramp instance at M = R + 1, T = 6",
            [_rank_over_q(symmetric_rac(M=R + 1, R=R, field=Rational())) for R in RAMP_WIDTHS],
            "==",
            [R * comb(R + 2, 3) for R in RAMP_WIDTHS],
        )
    if part == "M >= 6":
        _, C_plus, _, C_minus = reduced_matrices(M=flint.fmpz_poly([0, 1]))
        dets = [determinant_polynomial(B) for B in (C_plus, C_minus)]
        at = {m: reduced_matrices(M=m) for m in (FAMILY_FROM, FAMILY_FROM + 1)}
        values = [int(P(m)) for P in dets for m in at]
        integer = [int(flint.fmpz_mat(at[m][k]).det()) for k in (1, 3) for m in at]
        return Certificate.compare(
            STATEMENT,
            dict(part=part),
            _FAMILY,
            values + [no_root_from(P, start=FAMILY_FROM) for P in dets],
            "==",
            integer + [True, True],
            degrees=[P.degree() for P in dets],
        )
    raise ValueError(f"part={part!r} must be one of 'small M', 'ramp', 'M >= 6'")
