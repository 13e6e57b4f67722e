r"""What an exact GF(p) rank certifies, and how likely a random instance undershoots.

Claim 2: :math:`\mathrm{sep}_{(S,E)}(y) \ge \mathrm{rank}\,[\![\mathcal A(y)]\!]_{S,E}`.
A RAC with integer weights drawn from GF(p) (lifted to centred integers) and
initial states :math:`h^{0,l} = (W^{H,l})^{-1}\mathbf 1` has a grid tensor with
:math:`p`-integral rational entries, whose reduction mod :math:`p` is what
:mod:`numerics.grid.grid_tensor` computes in :class:`racs.ModP`. So a GF(p) rank
:math:`r` is a certified lower bound on the rank over :math:`\mathbb Q`, and
by Claim 5 (polynomial entries, one point of rank :math:`\ge r`) on the
Start-End rank of almost every real RAC of that shape.

Schwartz-Zippel: entries are polynomials of total degree :math:`D` in the
weights (:func:`entry_degree`); some :math:`\rho\times\rho` minor of the generic
rank :math:`\rho` is a non-zero polynomial of degree :math:`\le \rho D`, so a
uniform GF(p) instance falls below :math:`\rho` with probability at most
:math:`\rho D / p`, and the best of :math:`K` independent instances with
probability at most :math:`(\rho D/p)^K`. We quote it with :math:`\rho` replaced
by the matrix side (an upper bound on :math:`\rho`).

The same argument weighs a rank *below* a lower bound :math:`v` of the theory (:func:`refutation_chance`): if the
generic rank were :math:`\ge v`, some :math:`v\times v` minor would be a non-zero polynomial of degree
:math:`\le vD`, so all :math:`K` instances fall below :math:`v` with probability at most
:math:`\min(1, vD/p)^K`. Only when that is small does a low rank speak against the bound; with a small
:math:`p` (``--prime 3``) it is 1 and the low rank says nothing.
One assumption remains: that minor is a polynomial with integer coefficients, non-zero over Q, and the argument
needs it non-zero mod :math:`p` too; a prime dividing all its coefficients would make every instance low. So a
failed lower bound with no proven upper bound below it is a refutation *at this prime* (``sep_rank --prime`` with
another prime rechecks it); where a proven upper bound is below the value, it is certain.
"""

from __future__ import annotations

__all__ = ["entry_degree", "schwartz_zippel_bound", "refutation_chance", "REFUTE_LEVEL"]

#: A rank below a lower bound counts as refuting it only when chance explains it with probability at most this
#: (:func:`refutation_chance`); above it the verdict is undecided.
REFUTE_LEVEL = 1e-6


def entry_degree(*, depth: int, T: int, default_initial_states: bool = True) -> int:
    r"""Total degree of a grid-tensor entry :math:`y_c` as a polynomial in the RAC's parameters.

    With :math:`D(t, l)` the degree of :math:`h^{t,l}` (inputs are fixed templates, degree 0),

    .. math:: D(t, l) = D(t-1, l) + 1 + D(t, l-1) + 1, \qquad D(t, 0) = 0,

    where :math:`D(0,l) + 1` (the degree of :math:`W^{H,l} h^{0,l}`) is 0 under the
    default convention :math:`W^{H,l} h^{0,l} = \mathbf 1` and 2 when :math:`h^{0,l}`
    is a free parameter. The output adds 1 for :math:`W^O`.
    """
    if depth < 1 or T < 1:
        raise ValueError(f"depth={depth} and T={T} must be >= 1")
    first = 0 if default_initial_states else 2
    # Row by row over l (no recursion: depths in the thousands are legal input).
    row = [0] * (T + 1)  # D(t, l - 1) for t = 0..T, starting from D(t, 0) = 0
    for _ in range(depth):
        new = [0] * (T + 1)
        for t in range(1, T + 1):
            prev = first if t == 1 else new[t - 1] + 1
            new[t] = prev + row[t] + 1
        row = new
    return row[T] + 1


def schwartz_zippel_bound(side: int, degree: int, prime: int, trials: int = 1) -> float:
    r""":math:`\min(1, \text{side}\cdot D / p)^{K}`: chance that the best of ``trials`` uniform GF(p) instances stays below the generic rank."""
    if side < 0 or degree < 0 or prime < 2 or trials < 1:
        raise ValueError("schwartz_zippel_bound needs side, degree >= 0, prime >= 2, trials >= 1")
    # compared as integers first: side * degree of a deep RAC can exceed a float's range
    return 1.0 if side * degree >= prime else (side * degree / prime) ** trials


def refutation_chance(value: int, degree: int, sample: int, trials: int = 1, *, sketch_width: int = 0) -> float:
    r"""Chance that ``trials`` uniform instances all have rank below ``value`` although the generic rank is at
    least ``value``: :math:`\min(1, (vD + 2w)/p)^{K}` (module text).

    ``sketch_width`` :math:`w`: the widest sketch of ``method="sketch"`` (:mod:`numerics.rank.sketch`), whose widths
    :math:`16, 32, \dots, w` each lose rank with probability at most width / p, :math:`2w/p` in all; 0 for the
    full rank.
    """
    if value < 0 or degree < 0 or sample < 2 or trials < 1 or sketch_width < 0:
        raise ValueError("refutation_chance needs value, degree, sketch_width >= 0, sample >= 2, trials >= 1")
    bad = value * degree + 2 * sketch_width
    return 1.0 if bad >= sample else (bad / sample) ** trials
