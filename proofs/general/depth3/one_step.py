r"""A proven upper bound on the dimension of the one-step model :math:`V(R, M, n)` of
:func:`proofs.general.free_states.one_step_span` (depth 3, ``docs/theory/general-inputs.md``, "Why (3, 2, 3, 10)
falls short").

Only the multiset-product bound is proved here (tight at :math:`n = 2` and at :math:`M = 1`); the exact generic
dimension for :math:`M \ge 2`, :math:`n \ge 3` (e.g. 2385 at :math:`(R, M, n) = (3, 2, 5)`) is observed, not proved.
"""

from __future__ import annotations

from numerics.bounds import multiset
from racs.sizes import check_size

__all__ = ["one_step_bound"]


def one_step_bound(*, R: int, M: int, n: int) -> int:
    r"""Proven upper bound on :math:`\dim V(R, M, n)`, valid for every choice of weights:
    :math:`((R, N_1 - n))\,((R, n - 1))\,((M, n))` with :math:`N_1 = n(n + 1)/2`.

    Proof. Write :math:`u = W^{I,1} x` with :math:`x \in \mathbb R^M`, :math:`w = a \odot u`,
    :math:`z = W^{I,2} w`. A generator of :math:`V` is
    :math:`g_{\alpha\beta}(x) = \ell(b \odot z)\, w^\alpha (b \odot z)^\beta`, :math:`|\alpha| = N_1 - n`,
    :math:`|\beta| = n - 1`. Since :math:`w^\alpha = u^\alpha a^\alpha` and
    :math:`\ell(b \odot z)(b \odot z)^\beta` is a form of degree :math:`n` in :math:`u` (each factor
    :math:`(b \odot z)_i = b_i \sum_j W^{I,2}_{ij} u_j a_j` is linear in :math:`u`), i.e. of degree :math:`n` in
    :math:`x`, we get :math:`g_{\alpha\beta}(x) = u(x)^\alpha a^\alpha \sum_{|\gamma| = n} x^\gamma
    h_{\beta\gamma}(a, b)` with :math:`h_{\beta\gamma}` independent of :math:`x`. The scalar :math:`u(x)^\alpha`
    does not change the span over :math:`x` beyond the span of the coefficients: for fixed :math:`\alpha` and
    :math:`\beta` every :math:`g_{\alpha\beta}(x)` lies in
    :math:`a^\alpha \cdot \mathrm{span}_\gamma\, h_{\beta\gamma}`, a space of dimension
    :math:`\le ((M, n))`. Summing over the :math:`((R, N_1 - n))\,((R, n - 1))` pairs
    :math:`(\alpha, \beta)` gives the bound. :math:`\square`

    At :math:`M = 1` it equals :math:`((R, n - 1))((R, N_1 - n))`, the exact dimension there (lab's
    derivation :math:`V = \mu \cdot \bigoplus_\beta b^\beta c^\beta S_d(c)`); at :math:`n = 2` it is tight in the
    lab's table. For :math:`n \ge 3`, :math:`M \ge 2` it is not tight (e.g. :math:`(3, 2, 5)`: 5940 vs the
    observed 2385, and above Proposition 13's ideal count 2550 there).

    Parameters
    ----------
    R, M, n : int
        Hidden units, input dimension, End steps (all :math:`\ge 1`).

    Returns
    -------
    int
        The bound.
    """
    R, M, n = check_size("R", R), check_size("M", M), check_size("n", n)
    N1 = n * (n + 1) // 2
    return multiset(R, N1 - n) * multiset(R, n - 1) * multiset(M, n)
