r"""How many templates a grid needs before its rank is the separation rank (general inputs; issue 32, item 1).

By Claim 2 the rank of the grid tensor with :math:`K` templates is at most :math:`\mathrm{sep}_{(S,E)}(y)`, and
with generic templates it rises to :math:`\mathrm{sep}` as :math:`K` grows; the generic grid rank never falls when
a template is added (the grid with :math:`K` templates is a sub-grid of the grid with :math:`K + 1`). This module
gives the :math:`K` from which equality is *proven* (:func:`sufficient_templates`, Proposition 14 of
``docs/theory/templates.md``) and the :math:`K` that the End side alone needs (:func:`end_side_templates`:
sufficient for the End half of the grid, necessary wherever the End-input product of Proposition 2 is the
separation rank; Conjecture 15 says it is sufficient for the whole grid).

Both rest on one degree count (:func:`numerics.bounds.formulas.input_degree`): :math:`y` is homogeneous of
degree :math:`D_t = \binom{T-t+L-1}{L-1}` in :math:`u_t = W^{I,1} x^t`, which lies in the column space of
:math:`W^{I,1}`, of dimension :math:`r \le \min\{R, M\}`.
"""

from __future__ import annotations

from numerics.bounds.formulas import _check_sizes, _depth, input_degree, multiset

__all__ = ["sufficient_templates", "end_side_templates"]


def sufficient_templates(*, depth: int, M: int, R: int, T: int) -> int:
    r"""The :math:`K` from which the grid rank provably equals the separation rank: :math:`(\!(r, D_1)\!)`,
    :math:`r = \min\{R, M\}`, :math:`D_1 = \binom{T+L-2}{L-1}` (Proposition 14, this lab).

    *Statement.* For every depth-:math:`L` RAC with :math:`f` the identity on :math:`\mathbb R^M` and almost every
    choice of :math:`K \ge (\!(r, D_1)\!)` templates :math:`\tau_1, \dots, \tau_K \in \mathbb R^M`, the rank of the
    Start-End matricization of the grid tensor (Eq. 2.5, the :math:`K^{T/2} \times K^{T/2}` matrix
    :math:`y(\tau_{i_1}, \dots, \tau_{i_T})`) equals :math:`\mathrm{sep}_{(S,E)}(y)`.

    *Proof.* Let :math:`\rho = \mathrm{sep}(y)` and :math:`y = \sum_{v \le \rho} g_v(x^{1..s})\, h_v(x^{s+1..T})`
    with the :math:`g_v` spanning :math:`G = \mathrm{span}\{y(\cdot, \text{end})\}` and the :math:`h_v` spanning
    the End counterpart (a minimal decomposition; :math:`s = T/2`). Every entry of :math:`h^{t',l}` is zero or
    homogeneous in :math:`u_t` of degree the number of lattice paths from :math:`(t, 1)` to :math:`(t', l)`, so
    :math:`y` has degree :math:`D_t` in :math:`u_t`, and every :math:`g_v` is a polynomial in
    :math:`u_1, \dots, u_s \in U = \mathrm{col}\, W^{I,1}` lying in :math:`\bigotimes_{t \le s} S_{D_t}(U)`
    (:math:`S_D(U)` the forms of degree :math:`D` on :math:`U`, of dimension
    :math:`(\!(\dim U, D)\!) \le (\!(r, D)\!)`), and every :math:`h_v` lies in
    :math:`\bigotimes_{e > s} S_{D_e}(U)`. For almost every :math:`\tau` (a null set that depends on the RAC: the
    image of Lebesgue measure under :math:`W^{I,1}` is absolutely continuous on :math:`U`), the :math:`K` points
    :math:`W^{I,1}\tau_k` avoid the proper algebraic subset of :math:`U^K` where evaluation fails to be injective
    on :math:`S_D(U)`, which is proper once :math:`K \ge \dim S_D(U)`; the evaluation at a product grid is the
    Kronecker product of the per-factor evaluations, hence injective on the tensor product. As
    :math:`D_t \le D_1` for every :math:`t`,
    :math:`K \ge (\!(r, D_1)\!)` makes both :math:`[g_v(\text{grid})]` (:math:`K^s \times \rho`) and
    :math:`[h_v(\text{grid})]` of full column rank :math:`\rho`, and the grid matrix, their product
    :math:`G H^\top`, has rank :math:`\rho`. :math:`\blacksquare`

    The bound is far from tight: the atlas pins shapes at much smaller :math:`K` (e.g. :math:`(L, M, R, T) =
    (3, 3, 3, 8)` at :math:`K = 10`, where this gives :math:`(\!(3, 36)\!) = 703`); see :func:`end_side_templates`.

    Returns
    -------
    int
        :math:`(\!(\min\{R, M\}, \binom{T+L-2}{L-1})\!)`.
    """
    _depth(depth)
    _check_sizes(M, R, T)
    return multiset(min(R, M), input_degree(depth=depth, T=T, t=1))


def end_side_templates(*, depth: int, M: int, R: int, T: int) -> int:
    r"""The End side's need: :math:`(\!(r, D_{s+1})\!)`, :math:`r = \min\{R, M\}`,
    :math:`D_{s+1} = \binom{T/2+L-2}{L-1}` (the degree of :math:`y` in the first End input, which equals the
    degree :math:`N_1` of :math:`y` in the cut state :math:`a^{(1)}`).

    * *Sufficient for the End half* (Proposition 14's proof with :math:`D_e \le D_{s+1}` for :math:`e > s`): from
      this :math:`K` on, :math:`[h_v(\text{grid})]` has full column rank, so the grid rank is the rank of the Start
      functions :math:`G` on the :math:`K^{T/2}` Start grid points.
    * *Necessary where Proposition 2's product is the separation rank*: with :math:`K` templates the grid rank is
      at most :math:`\prod_{e > s} \min\{K, (\!(r, D_e)\!)\}` (:func:`numerics.end_input_cap` with ``K``), below the
      K-free product :math:`\prod_{e > s} (\!(r, D_e)\!)` as soon as :math:`K < (\!(r, D_{s+1})\!)`.
    * *Conjecture 15* (``docs/theory/templates.md``): for almost every RAC of the shape it is sufficient for
      the whole grid, i.e. the Start grid never needs more. It fails for some special RACs: at
      :math:`(L, M, R, T) = (2, 2, 3, 4)` a RAC with 0/1 weights has sep 4 and grid rank 3 with
      :math:`K = 3 = (\!(2, D_3)\!)` templates (``docs/reviews/templates-2026-11-28``). Supported by the atlas
      (every shape it pins is pinned at some :math:`K \le \max\{M, (\!(r, D_{s+1})\!)\}`) and by
      ``python -m proofs --only "Conjecture 15"``; not proved.
    """
    _depth(depth)
    _check_sizes(M, R, T)
    return multiset(min(R, M), input_degree(depth=depth, T=T, t=T // 2 + 1))
