r"""The theory's bounds on the Start-End separation rank, as pure integer functions.

All take keyword-only sizes: the input dimension ``M``, the width ``R``, an even
sequence length ``T``, the number of templates ``K`` and (where relevant) the depth
``depth`` (:math:`L`), and return Python ints (arbitrary precision: :math:`M^{T/2}` and
the multiset coefficients grow fast). Which bound applies when, and how each relates to a
measured rank, is :mod:`numerics.bounds.registry`.
"""

from __future__ import annotations

from math import comb

from racs.sizes import check_int, check_size

__all__ = [
    "multiset",
    "shallow_rank",
    "theorem1_depth2_bound",
    "conjecture1_bound",
    "trivial_upper_bound",
    "last_input_cap",
    "input_degree",
    "end_input_copies",
    "end_input_cap",
    "end_state_bound",
    "depth2_ideal_bound",
    "depth3_ideal_bound",
    "koszul_dimension",
    "one_step_deficit",
    "relations_bound",
    "mps_mincut_bound",
    "scalar_width_bound",
]


def _check(**kw) -> None:
    for name, v in kw.items():
        check_int(name, v)


def _depth(depth: int) -> int:
    return check_size("depth", depth)


def _check_sizes(M: int, R: int, T: int) -> None:
    _check(M=M, R=R, T=T)
    if M < 1 or R < 1:
        raise ValueError(f"M={M} and R={R} must be >= 1")
    if T < 2 or T % 2:
        raise ValueError(f"T={T} must be even and >= 2 (the Start-End partition halves it)")


def multiset(n: int, k: int) -> int:
    r"""Multiset coefficient :math:`(\!(n, k)\!) = \binom{n+k-1}{k}`: multisets of size :math:`k` from :math:`n` kinds.

    :math:`(\!(n, 0)\!) = 1` for every :math:`n \ge 0`, and :math:`(\!(0, k)\!) = 0` for :math:`k > 0`.
    """
    _check(n=n, k=k)
    if n < 0 or k < 0:
        raise ValueError(f"multiset({n}, {k}) needs n >= 0 and k >= 0")
    if k == 0:
        return 1
    return comb(n + k - 1, k)


def trivial_upper_bound(*, K: int, T: int) -> int:
    r""":math:`K^{T/2}`: with :math:`K` templates the Start-End matricization is :math:`K^{T/2} \times K^{T/2}`."""
    _check_sizes(K, 1, T)
    return K ** (T // 2)


def shallow_rank(*, M: int, R: int, T: int) -> int:
    r"""Theorem 1 (1): a shallow RAC has :math:`\mathrm{sep}_{(S,E)} = \min\{R, M^{T/2}\}` almost everywhere."""
    _check_sizes(M, R, T)
    return min(R, M ** (T // 2))


def theorem1_depth2_bound(*, M: int, R: int, T: int) -> int:
    r"""Theorem 1 (2): for :math:`L \ge 2`, :math:`\mathrm{sep}_{(S,E)} \ge (\!(\min\{M,R\}, T/2)\!)` a.e.

    Proved for :math:`L = 2`; it holds for every :math:`L \ge 2` since the
    bound does not depend on :math:`L` (Sec. 2.3.2: higher layers can pass
    the depth-2 function through).
    """
    _check_sizes(M, R, T)
    return multiset(min(M, R), T // 2)


def conjecture1_bound(*, M: int, R: int, T: int, depth: int) -> int:
    r"""Conjecture 1: :math:`\mathrm{sep}_{(S,E)} \ge \min\{(\!(\min\{M,R\}, (\!(T/2, L-1)\!))\!), M^{T/2}\}`.

    The inner term is the number of repetitions of the basic Start-End unit
    (Claim 4). Coincides with Theorem 1 (2) at :math:`L = 2`.
    """
    _check_sizes(M, R, T)
    L = _depth(depth)
    cap = M ** (T // 2)
    reps = multiset(T // 2, L - 1)
    n = min(M, R)
    # multiset(n, k) is increasing in k for n >= 2, so stop early once it passes the cap.
    if n >= 2 and reps > 64 and multiset(n, 64) >= cap:
        return cap
    return min(multiset(n, reps), cap)


def last_input_cap(*, M: int, R: int, T: int, K: int | None = None) -> int:
    r"""Upper bound on the Start-End rank of the grid tensor of *any* RAC with :math:`K` templates (this lab):

    .. math:: \mathrm{rank}\,[\![\mathcal A(y)]\!]_{S,E} \le \min\{K^{T/2},\ \min\{R, M, K\}\, K^{T/2-1}\}.

    Proof: :math:`x^T` reaches the output once (``input_copies[-1] == 1`` in the duplicated-input
    network): :math:`y = \sum_r G_r(x^1..x^{T-1})\,(W^{I,1} f(x^T))_r`, so
    :math:`\mathcal A[\dots, d_T] = \sum_r G[\dots, r]\,(W^{I,1}F^\top)_{r d_T}` and
    :math:`[\![\mathcal A]\!]_{S,E} = G'\,(I_{K^{T/2-1}} \otimes W^{I,1}F^\top)` with
    :math:`\mathrm{rank}(W^{I,1}F^\top) \le \min\{R, M, K\}`. With :math:`K = M` templates it is below
    Conjecture 1's value for some :math:`R < M` (e.g. :math:`M=4, R=3, T=4, L=4`: 12 < 15). For :math:`M`-symbol
    inputs (one-hot on an alphabet) the one-hot grid rank is the separation rank, so this refutes Conjecture 1 in
    that setting; for general inputs more templates reach the value (``docs/conjecture1.md``,
    ``docs/theory/index.md`` Propositions 1 and 3). :func:`end_input_cap` refines it.
    """
    _check_sizes(M, R, T)
    K = M if K is None else K
    _check(K=K)
    if K < 1:
        raise ValueError(f"K={K} templates must be >= 1")
    return min(K ** (T // 2), min(R, M, K) * K ** (T // 2 - 1))


def input_degree(*, depth: int, T: int, t: int) -> int:
    r"""Degree :math:`D_t = \binom{T-t+L-1}{L-1}` of :math:`y` in :math:`u_t = W^{I,1} f(x^t)`,
    :math:`1 \le t \le T`: the number of lattice paths from block :math:`(t, 1)` to :math:`(T, L)` of the
    duplicated-input network (App. A.3, Fig. 2.1). It falls with :math:`t`, so :math:`D_1` is the largest on the
    Start side and :math:`D_{T/2+1}` on the End side; the last input has degree 1."""
    L = _depth(depth)
    _check(T=T)
    if not 1 <= t <= T:
        raise ValueError(f"t={t} must be in 1..T={T}")
    return comb(T - t + L - 1, L - 1)


def end_input_copies(*, T: int, depth: int) -> tuple:
    r"""Copy counts :math:`N_e = D_e` (:func:`input_degree`) of the End inputs :math:`x^e`,
    :math:`e = T/2+1, \dots, T`: the degree of :math:`y` in :math:`W^{I,1} f(x^e)`."""
    _check_sizes(1, 1, T)
    return tuple(input_degree(depth=depth, T=T, t=e) for e in range(T // 2 + 1, T + 1))


def end_input_cap(*, M: int, R: int, T: int, depth: int, K: int | None = None) -> int:
    r"""Upper bound from the End inputs, one at a time (this lab; ``docs/theory/proposition2.md``, Proposition 2):

    .. math:: \mathrm{rank}\,[\![\mathcal A(y)]\!]_{S,E} \le \prod_{e = T/2+1}^{T}
              \min\{K,\ (\!(r, N_e)\!)\},\qquad r = \min\{R, M, K\},\ N_e = \binom{T-e+L-1}{L-1},

    for *every* depth-:math:`L` RAC and any :math:`K` templates; with ``K=None`` (general inputs, no grid) it is
    :math:`\prod_e (\!(\min\{R, M\}, N_e)\!)` and bounds the separation rank itself.

    Proof: by induction along the recurrence, every state :math:`h^{t',l}` is homogeneous of degree "number of
    lattice paths from :math:`(t, 1)` to :math:`(t', l)`" in :math:`u_t = W^{I,1} f(x^t)` (each step multiplies two
    linear images of states), so :math:`y` is homogeneous of degree :math:`N_e` in :math:`u_e`. On a grid,
    :math:`u_e` ranges over the :math:`K` vectors :math:`W^{I,1} f(x^{(k)})`, which span a space of dimension
    :math:`r`; so the End-side dependence of :math:`y` lies in :math:`\bigotimes_e V_e`, :math:`V_e` the span of the
    :math:`K`-vectors of degree-:math:`N_e` monomials, :math:`\dim V_e \le \min\{K, (\!(r, N_e)\!)\}`, and the
    Start-End matrix is :math:`G\,(\bigotimes_e \Phi_e)^\top` with :math:`\Phi_e` of rank :math:`\dim V_e`.
    The last factor is :math:`\min\{R, M, K\}`, so this refines :func:`last_input_cap`. A deep RAC is *not*
    multilinear in its inputs (:math:`N_e > 1` for :math:`e < T` when :math:`L \ge 2`), so neither :math:`M^{T/2}`
    nor :math:`\min\{R, M\} M^{T/2-1}` caps the grid rank with :math:`K > M` templates.
    """
    _check_sizes(M, R, T)
    if K is not None:
        _check(K=K)
        if K < 1:
            raise ValueError(f"K={K} templates must be >= 1")
    r = min(R, M) if K is None else min(R, M, K)
    out = 1
    for n in end_input_copies(T=T, depth=depth):
        out *= multiset(r, n) if K is None else min(K, multiset(r, n))
    return out


def end_state_bound(*, R: int, T: int, depth: int) -> int:
    r"""Upper bound on the Start-End rank of the grid tensor of *any* depth-:math:`L` RAC, any templates (this lab):

    .. math:: \mathrm{rank}\,[\![\mathcal A(y)]\!]_{S,E} \le \prod_{l=1}^{L} (\!(R, N_l)\!),\qquad
              N_l = \binom{T/2 - 1 + L - l}{L - l}.

    Proof: the End steps read the Start only through the states :math:`h^{T/2,l}`, each through the block
    :math:`(T/2+1, l)`; the duplicated-input network holds :math:`N_l` copies of that block (one per lattice
    path to :math:`(T, L)`), each linear in :math:`h^{T/2,l}`. So :math:`y` is a sum of monomials of degree
    exactly :math:`N_l` in the entries of each :math:`h^{T/2,l}`, with coefficients that depend on the End
    inputs only; there are :math:`\prod_l (\!(R, N_l)\!)` such monomials. :math:`L = 1` gives :math:`R`; :math:`L = 2`
    gives :math:`R\,(\!(R, T/2)\!)`, attained whenever :math:`R \le M` (for :math:`R > M` see
    :func:`depth2_ideal_bound`).
    """
    _check_sizes(1, R, T)
    L = _depth(depth)
    out = 1
    for l in range(1, L + 1):
        out *= multiset(R, comb(T // 2 - 1 + L - l, L - l))
    return out


def depth2_ideal_bound(*, M: int, R: int, T: int) -> int:
    r"""Upper bound on the Start-End rank of the grid tensor of *any* depth-2 RAC, any templates (this lab):

    .. math:: \mathrm{rank}\,[\![\mathcal A(y)]\!]_{S,E} \le R\,\big((\!(R, s)\!) - (\!(R - M, s)\!)\big),
              \qquad s = T/2,\quad (\!(n, s)\!) = 0 \text{ for } n \le 0 < s.

    Proof: let :math:`a = W^{H,1} h^{s,1}` and :math:`g = W^{H,2} h^{s,2}`, functions of the Start inputs.
    Layer 1 is linear in its state, so every End-side state depends on the Start through :math:`a` and
    :math:`g`, and :math:`y = c^\top (v \odot g) = \sum_k g_k\, c_k(a)\, v_k(a)` with
    :math:`v = W^{I,2} (u \odot a)`, :math:`u = W^{I,1} f(x^{s+1})`, and :math:`c_k` a polynomial of degree
    :math:`s - 1` in :math:`a` whose coefficients depend on the End inputs only. Whatever :math:`x^{s+1}`,
    :math:`v_k` lies in :math:`V_k = \{\sum_i W^{I,2}_{ki} u_i a_i : u \in \mathrm{col}\,W^{I,1}\}`, a space of
    at most :math:`M` linear forms in :math:`a`, so :math:`c_k v_k` lies in the degree-:math:`s` part of the ideal
    :math:`V_k` generates, of dimension
    :math:`(\!(R, s)\!) - (\!(R - \dim V_k, s)\!) \le (\!(R, s)\!) - (\!(R - M, s)\!)`.
    Expanding each :math:`c_k v_k` in a basis of that fixed space writes :math:`y` as a sum of that many products
    of a Start function :math:`g_k q(a)` and an End coefficient. For :math:`R \le M` this is the end-state bound
    :math:`R (\!(R, s)\!)`; for :math:`R > M` it is smaller (:math:`M = 2, R = 3, T = 14`: 105 < 108), and the
    atlas finds it attained wherever no smaller cap binds.
    """
    _check_sizes(M, R, T)
    s = T // 2
    return R * (multiset(R, s) - multiset(max(R - M, 0), s))


def depth3_ideal_bound(*, R: int, T: int) -> int:
    r"""Upper bound on the Start-End rank of the grid tensor of *any* depth-3 RAC, any templates and M (this lab):

    .. math:: R\,\Big((\!(R, N_1)\!)\,(\!(R, N_2)\!) - \sum_{i, j \ge 1,\ i + j \le R}
              \tbinom{R}{i}\tbinom{R-i}{j}\tbinom{N_1-1}{i-1}\tbinom{N_2-1}{j-1}\Big),
              \qquad N_1 = \tbinom{T/2+1}{2},\ N_2 = T/2.

    Proof, as for :func:`depth2_ideal_bound`: with :math:`a = W^{H,1} h^{s,1}`, :math:`b = W^{H,2} h^{s,2}`,
    :math:`g = W^{H,3} h^{s,3}` (:math:`s = T/2`), :math:`y = \sum_k g_k c_k(a, b) v_k(a, b)` where
    :math:`v = W^{I,3}(b \odot W^{I,2}(a \odot u))`, :math:`u = W^{I,1} f(x^{s+1})`, and :math:`c_k v_k` has bidegree
    :math:`(N_1, N_2)` in :math:`(a, b)` (the end-state count). Now :math:`v_k = \sum_j u_j a_j \ell_{kj}(b)` with
    :math:`\ell_{kj}(b) = \sum_i W^{I,3}_{ki} W^{I,2}_{ij} b_i`, so :math:`c_k v_k` lies in the ideal generated by
    :math:`a_1\ell_{k1}, \dots, a_R\ell_{kR}`. For generic weights the :math:`\ell_{kj}` are coordinates
    :math:`c_j`, the ideal is the monomial ideal :math:`(a_j c_j)_j`, and its complement in bidegree
    :math:`(N_1, N_2)` is spanned by the monomials :math:`a^\alpha c^\beta` with disjoint supports, counted by the
    sum (supports of sizes :math:`i` and :math:`j`). For other weights (or :math:`M < R`, when :math:`u` only spans
    :math:`\mathrm{col}\,W^{I,1}`) the ideal's part of that bidegree is no larger: its dimension is the rank of a
    matrix polynomial in the weights, largest at generic ones. :math:`R = 2`: four below the end-state bound.
    """
    _check_sizes(1, R, T)
    s = T // 2
    n1, n2 = comb(s + 1, 2), s
    # The sum over j is Vandermonde's identity, sum_j C(R-i, j) C(N_2-1, N_2-j) = C(R-i+N_2-1, N_2): O(R) terms
    # instead of O(R^2) (R = 1000 took 88 s the double-sum way).
    disjoint = sum(comb(R, i) * comb(n1 - 1, i - 1) * comb(R - i + n2 - 1, n2) for i in range(1, R + 1))
    return R * (multiset(R, n1) * multiset(R, n2) - disjoint)


def koszul_dimension(*, R: int, M: int, n: int) -> int:
    r"""Dimension of the bidegree-:math:`(N_1, n)` part of an ideal generated by a regular sequence of :math:`M`
    bilinear forms in :math:`(p, b) \in \mathbb R^R \times \mathbb R^R` (exact Koszul complex),
    :math:`N_1 = n(n+1)/2`:

    .. math:: \sum_{k=1}^{\min(M, n)} (-1)^{k+1} \binom{M}{k} (\!(R, N_1 - k)\!)\,(\!(R, n - k)\!).

    At :math:`M = 2`: :math:`2(\!(R, N_1 - 1)\!)(\!(R, n - 1)\!) - (\!(R, N_1 - 2)\!)(\!(R, n - 2)\!)`. The
    ideal of the one-step model's forms :math:`\mu_m` (``docs/theory/general-inputs.md``; they are a regular
    sequence when every :math:`M \times M` minor of :math:`W^{I,1}` is nonzero, :func:`proofs.general.vanishing_bound`).
    """
    _check(R=R, M=M, n=n)
    if R < 1 or M < 1 or n < 1:
        raise ValueError(f"R={R}, M={M} and n={n} must be >= 1")
    n1 = n * (n + 1) // 2
    return sum((-1) ** (k + 1) * comb(M, k) * multiset(R, n1 - k) * multiset(R, n - k) for k in range(1, min(M, n) + 1))


def one_step_deficit(*, R: int, n: int) -> int:
    r"""Proposition 21 (this lab, reviewed): the generic rank :math:`r_0` of the vanishing conditions on the one-step
    model at :math:`M = R - 1`,

    .. math:: r_0 = R\Big(\tbinom{n+2R-3}{2R-2} - \tbinom{n+R-2}{R-1}\Big)

    (:math:`R = 3`: :math:`(n-1)n(n+1)(n+6)/8`), so that :math:`\dim V(R, R-1, n) \le`
    :func:`koszul_dimension` :math:`- r_0` for every choice of weights. Proof:
    ``docs/theory/one-step-closed-form.md`` (:func:`proofs.general.condition_rank`)."""
    _check(R=R, n=n)
    if R < 3 or n < 2:
        raise ValueError(f"R={R} must be >= 3 and n={n} >= 2 (Proposition 21 is stated for M = R - 1 >= 2)")
    return R * (comb(n + 2 * R - 3, 2 * R - 2) - comb(n + R - 2, R - 1))


def relations_bound(*, R: int, T: int) -> int:
    r"""Upper bound on the Start-End separation rank of *every* depth-3 RAC with :math:`M = R - 1` inputs, width
    :math:`R \ge 3` and :math:`T = 2n \ge 6` (this lab, Propositions 19, 21 and 24, each reviewed):

    .. math:: \mathrm{sep}(3, R - 1, R, 2n) \le R\,\big(K(R, R-1, n) - r_0(R, n)\big) - R^2,

    :math:`K` = :func:`koszul_dimension`, :math:`r_0` = :func:`one_step_deficit`. At :math:`R = 3` it is
    :math:`3(n^6 + 5n^5 + 11n^4 - n^3 + 4n^2 + 12n - 48)/16` (Conjecture 20's form: 7146, 18702, 42747 at
    :math:`n = 5, 6, 7`, each attained), at :math:`R = 4`, :math:`n = 4` it is 33880 (attained).

    Proof. The End reads each coefficient :math:`F_k` of :math:`a^{(3)}_k` through the one-step model, so
    :math:`\dim\mathrm{span}\,F_k \le \dim V(R, R-1, n) \le K - r_0` (the containment lemma and Proposition
    21); :math:`\mathrm{sep} \le \mathrm{rank}\,P = \dim` of the span of the tuple :math:`(F_k)_k`, which is
    :math:`\sum_k \dim\mathrm{span}\,F_k` less the relations between them, and there are at least :math:`R^2`
    of them for every choice of weights (Proposition 19's killed Start states, with every :math:`\Psi_{jk}` of full
    dimension on an open set, Proposition 24, carried to every weight choice by its open-set argument).
    ``docs/theory/general-inputs.md`` (Proposition 19), ``docs/theory/one-step-closed-form.md``,
    ``docs/theory/relations-every-n.md``; :func:`proofs.general.proven_sep_bound` is this bound with the proofs'
    checks. By Proposition 16 it also caps :math:`M < R - 1` and smaller widths, where it is never the least cap.
    Not tight at :math:`(R, n) = (3, 3), (3, 4)` (sep 56 and 616: the End monomials cap :math:`F_k` there).
    """
    _check_sizes(1, R, T)
    n = T // 2
    if R < 3 or n < 3:
        raise ValueError(f"R={R} must be >= 3 and T={T} >= 6 (Proposition 24 is stated for n = T/2 >= 3)")
    return R * (koszul_dimension(R=R, M=R - 1, n=n) - one_step_deficit(R=R, n=n)) - R * R


def mps_mincut_bound(*, R: int, T: int, K: int) -> int:
    r"""Depth 1: :math:`\min\{R, K^{T/2}\}`, the min-cut of the shallow RAC's MPS (App. B.1, Fig. A.2c): one
    bond of dimension :math:`R` separates Start from End."""
    _check_sizes(K, R, T)
    return min(R, K ** (T // 2))


def scalar_width_bound(*, R: int, T: int) -> int:
    r""":math:`R = 1`: 1. Every state is a scalar, so :math:`y = c \prod_t u_{d_t}^{k_t}` with
    :math:`u = W^{I,1} f` and fixed exponents :math:`k_t` (the copy counts of :math:`x^t`): a product of
    per-time factors, separable for every partition (this lab)."""
    _check_sizes(1, R, T)
    if R != 1:
        raise ValueError(f"scalar_width_bound needs R = 1 (scalar states); got R={R}")
    return 1
