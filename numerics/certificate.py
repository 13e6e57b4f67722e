r"""What an exact GF(p) rank certifies, and how likely a random instance undershoots.

Claim 2: :math:`\mathrm{sep}_{(S,E)}(y) \ge \mathrm{rank}\,[\![\mathcal A(y)]\!]_{S,E}`.
A RAC with integer weights drawn from GF(p) (lifted to centred integers) and
initial states :math:`h^{0,l} = (W^{H,l})^{-1}\mathbf 1` has a grid tensor with
:math:`p`-integral rational entries, whose reduction mod :math:`p` is what
:mod:`numerics.grid_tensor` computes in :class:`racs.ModP`. So a GF(p) rank
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
"""
from __future__ import annotations


__all__ = ["entry_degree", "schwartz_zippel_bound"]


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
    return min(1.0, side * degree / prime) ** trials
