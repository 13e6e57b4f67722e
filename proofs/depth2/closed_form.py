r"""Depth-2 closed form (this lab; ``docs/theory/proposition7.md``, Proposition 7): for :math:`M`-symbol (one-hot) grids, the
generic Start-End rank of a depth-2 RAC is

.. math:: \rho_2(M, R, T) = \min\Big\{R\big((\!(R, s)\!) - (\!(R-M, s)\!)\big),\ M^{s},\ \min\{R, M\}\,M^{s-1}\Big\},
          \qquad s = T/2.

Status. The upper bound is proved in general (:func:`numerics.depth2_ideal_bound`, the matrix side and
:func:`numerics.last_input_cap`). The lower bound is **proved in general only in twenty regimes**
(:func:`proved_regime`): :math:`M = 1` or :math:`R = 1` (:math:`\rho_2 = 1`; :func:`vandermonde_rac` has positive
entries), :math:`T = 2` (:math:`\rho_2 = \min\{R, M\}`; :func:`one_hot_rac`), :math:`T = 4` (every :math:`M, R`:
:math:`\rho_2 = M^2` for :math:`R \ge M`, :func:`one_hot_rac`, a Kronecker factorisation; :math:`\rho_2 =
\min\{R M, R (\!(R, 2)\!)\}` for :math:`R < M`, :func:`polarisation_reset_rac`, a factorisation of a minor into
three invertible matrices), :math:`R \ge s(M-1) + 1` (:math:`\rho_2 = M^s`; :func:`register_rac`, a shift register
whose Start-End matrix is :math:`\mathrm{diag}(\delta) K^{\otimes s}` with :math:`\det K = 1`),
:math:`T \ge 6`, :math:`M \le 16` and :math:`R \ge (s-1)(M-1) + 1` (:math:`\rho_2 = M^s`;
:func:`delayed_register_rac`, a register one position shorter with :math:`M` product rows in layer 2: a sum of
:math:`M` Kronecker products whose two stacked factors are invertible; one finite step checked for
:math:`M \le 16`),
:math:`T \ge 4` with :math:`M \ge (\!(R, s)\!) + R - 1`, :math:`R = 2` with :math:`T \ge 4` (so every width
:math:`R \le 2` is settled), :math:`T \ge 8` with :math:`M \ge (\!(R, 2)\!) + R - 1`, and
:math:`T \ge 2(R+1)` with :math:`M \ge R` for :math:`3 \le R \le 17` or :math:`M \ge (\!(R, 2)\!)` for
:math:`R \ge 18` (in the last four :math:`\rho_2 = R (\!(R, s)\!)`). These four rest on ``docs/theory/proposition7-lemmas-a-b.md``
Lemma A, a Sylvester-inequality reduction to one Start-side statement (rank :math:`S_{full}`, :func:`start_rank`)
and one End-side statement (rank :math:`E`, :func:`end_rank`) at two different instances. The End side:
:func:`polarisation_rac` or an exact base (of :func:`vandermonde_rac` for :math:`R \le 4`, of a Fourier instance
for :math:`R \le 17`), carried to every :math:`s` by Lemma B (this proves it for every :math:`R \le 17` and
:math:`M \ge R`; :mod:`proofs.depth2.lemma_b`). The Start side:
slicing; Lemma C (reset symbols reduce it to an interpolation problem for the points a depth-1 RAC reaches)
with :func:`reset_rac` (Fibonacci points) or Lemma D (App. B.2's valuation technique) with
:func:`valuation_rac`; at :math:`M = R = 2`, an elimination argument at :func:`two_symbol_rac`; or Lemma L
(the first symbol routed into a zero pattern of layer 2, a lattice walk in layer 1) at :func:`routing_rac`. The
tenth, :math:`T = 6` with :math:`R \ge M` (:math:`\rho_2 = M^3`) or
:math:`R < M` with :math:`3 \le R \le 5` (:math:`\rho_2 = D`), is :mod:`proofs.depth2.symmetric`: an
:math:`S_M`-symmetric instance whose invertibility reduces, for every :math:`M \ge 6` at once, to two determinants over
:math:`\mathbb Z[M]` with no integer root :math:`\ge 6` (a computer-assisted proof). The eleventh,
:mod:`proofs.depth2.interleaved`, reaches :math:`\rho_2 = M^s` at :math:`M = 2, 3` below the registers' widths
with time-interleaved copies of a small class RAC (finite class certificates; at :math:`M = 2` every
:math:`s \ge 5` from :math:`R = 2\lfloor (s+1)/3 \rfloor + 1`). The twelfth, :math:`M = 2`, :math:`R = 3`,
:math:`T \ge 14` (:math:`\rho_2 = D`), is Lemma A with Lemma B' (the End side for :math:`R > M`, a Koszul map,
:mod:`proofs.depth2.koszul`) and the Start instance :func:`grid_routing_rac` (two walks on product grids). The
thirteenth, :math:`M = 3`, :math:`R = 4`, :math:`T \ge 10` (:math:`\rho_2 = D`), is the same pairing with the Start
instance :func:`~proofs.depth2.routing.cycles.cycle_routing_rac` (three walks in a cycle, routed by four prefixes;
:mod:`proofs.depth2.routing.cycles`, finite class ranks for :math:`s = 9..17`); the fourteenth, :math:`M = 2`,
:math:`R = 4`, :math:`T \ge 22`, the same instance on two symbols, computed at :func:`vandermonde_rac` for
:math:`s = 11..17`; the fifteenth, :math:`M = 4`, :math:`R = 5`, :math:`T \ge 10`, the same pairing with the
Start instance :func:`~proofs.depth2.routing.threads.thread_routing_rac` (four threads, tree-unisolvence;
:mod:`proofs.depth2.routing.threads`); the sixteenth and seventeenth, :math:`M = 3`, :math:`R = 5`, :math:`T \ge 14` and
:math:`M = 4`, :math:`R = 6`, :math:`T \ge 12`, the same pairing with the Start instance
:func:`~proofs.depth2.routing.pair_threads.pair_thread_rac` (two thread pairs whose points form a product;
:mod:`proofs.depth2.routing.pair_threads`, computed at :func:`vandermonde_rac` or per class below the hand proof); the
eighteenth, :math:`M = 2`, :math:`R = 5`, :math:`T \ge 28`, with four walks in a cycle, and below the hand proof
balanced routing classes (:mod:`proofs.depth2.routing.four_walks`); the nineteenth, :math:`M = 3`, :math:`R = 6`,
:math:`T \ge 18`, with a pentagon of five threads, and below the hand proof a routed Vandermonde instance
(:mod:`proofs.depth2.routing.pentagon`); the twentieth, :math:`M = 5`, :math:`R = 6`, :math:`T \ge 10`, with five threads in
a cycle (regime (xv)'s instance with one more thread; :mod:`proofs.depth2.routing.five_threads`).
Everywhere else the lower bound is proved *case by case* with one explicit integer RAC,
:func:`vandermonde_rac` (every matrix a Vandermonde matrix on its own distinct integer nodes, :math:`h^{0,l} = 1`,
:math:`W^O = 1^\top`), in the spirit of App. B.2: its rank is computed exactly (over Q on small cases, over GF(p)
on larger ones; an integer matrix's GF(p) rank is at most its rank over Q), and rank :math:`\ge \rho_2` at one
instance gives rank :math:`\ge \rho_2` for almost every RAC (Claim 5 / Lemma 1, the entries are polynomials in
the weights). A proof for all :math:`(M, R, T)` is open.
"""

from __future__ import annotations

from collections.abc import Callable
from functools import partial
from itertools import combinations, product
from math import comb

import numpy as np

from numerics import (
    depth2_ideal_bound,
    last_input_cap,
    start_end_rank,
    trial_prime,
)
from numerics.atlas.doc import committed_atlas, one_hot_rows
from proofs._util import half_length, int_object
from proofs.certificate import Certificate, check_budget
from proofs.depth2.interleaved import INTERLEAVED_REGIME, interleaved_rac, interleaved_regime
from proofs.depth2.lemma_b import END_BASE_MAX_R, end_base_j0, end_base_rank
from proofs.depth2.routing.cycles import (
    BINARY_CYCLE_FROM_S,
    BINARY_CYCLE_REGIME,
    CYCLE_ROUTING_FROM_S,
    CYCLE_ROUTING_REGIME,
    start_rac,
)
from proofs.depth2.routing.five_threads import FROM_S as FIVE_THREADS_FROM_S
from proofs.depth2.routing.five_threads import REGIME as FIVE_THREADS_REGIME
from proofs.depth2.routing.five_threads import start_rac as five_threads_start_rac
from proofs.depth2.routing.four_walks import FROM_S as FOUR_WALKS_FROM_S
from proofs.depth2.routing.four_walks import REGIME as FOUR_WALKS_REGIME
from proofs.depth2.routing.four_walks import start_rac as four_walks_start_rac
from proofs.depth2.routing.pair_threads import FROM_S as PAIR_THREADS_FROM_S
from proofs.depth2.routing.pair_threads import REGIMES as PAIR_THREADS_REGIMES
from proofs.depth2.routing.pair_threads import start_rac as pair_threads_start_rac
from proofs.depth2.routing.pentagon import FROM_S as PENTAGON_FROM_S
from proofs.depth2.routing.pentagon import REGIME as PENTAGON_REGIME
from proofs.depth2.routing.pentagon import start_rac as pentagon_start_rac
from proofs.depth2.routing.threads import THREAD_ROUTING_FROM_S, THREAD_ROUTING_REGIME, thread_routing_rac
from proofs.depth2.sides import end_rank, ideal_start_rank, start_rank
from proofs.depth2.symmetric import SYMMETRIC_REGIME, in_symmetric_regime, symmetric_rac
from proofs.depth2.vandermonde import vandermonde_matrix, vandermonde_rac
from racs import RAC, ModP, Rational, make_rac

__all__ = [
    "CHECK",
    "DELAYED_REGISTER_MAX_M",
    "DELAYED_REGISTER_REGIME",
    "GRID_ROUTING_FROM_S",
    "GRID_ROUTING_REGIME",
    "KOSZUL_REGIMES",
    "RATIONAL_SIDE",
    "ROUTING_REGIME",
    "STATEMENT",
    "atlas_settled",
    "cases",
    "check",
    "closed_form",
    "delayed_register_rac",
    "delayed_register_width",
    "end_rank",
    "grid_routing_rac",
    "ideal_start_rank",
    "one_hot_rac",
    "polarisation_rac",
    "polarisation_reset_rac",
    "proved_regime",
    "register_rac",
    "register_width",
    "reset_rac",
    "routing_rac",
    "start_rank",
    "two_symbol_rac",
    "valuation_alphabet",
    "valuation_rac",
    "vandermonde_rac",
]

STATEMENT = "Proposition (depth-2 closed form, this lab)"
CHECK = (
    "explicit Vandermonde-weight depth-2 RAC (and, where a general proof uses one, its instance: one-hot at "
    "T = 2 and at T = 4 with R >= M, polarisation-reset at T = 4 with R < M, the shift register at "
    "R >= s(M-1)+1, the delayed register at R >= (s-1)(M-1)+1, M <= 16, the S_M-symmetric RAC at T = 6, "
    "the interleaved classes at M <= 3): "
    "exact Start-End rank (over Q when side <= 27, "
    "else GF(p)) == min{R (((R,T/2)) - ((R-M,T/2))), M^(T/2), min{R,M} M^(T/2-1)}, the proven upper bound; in "
    "the Lemma A regimes also the End and Start side ranks their proofs assert"
)
#: Largest Start-End side whose rank is also taken over Q (pure-Python Fractions).
RATIONAL_SIDE = 27


def closed_form(*, M: int, R: int, T: int) -> int:
    r""":math:`\rho_2(M, R, T)`: the least of the depth-2 ideal bound, :math:`M^{T/2}` and the last-input cap."""
    return min(depth2_ideal_bound(M=M, R=R, T=T), M ** (T // 2), last_input_cap(M=M, R=R, T=T))


def _zeros(rows: int, cols: int) -> np.ndarray:
    return np.zeros((rows, cols), dtype=np.int64).astype(object)


def one_hot_rac(*, M: int, R: int, T: int, field) -> RAC:
    r"""The explicit depth-2 RAC of the general proofs at :math:`T = 2` and :math:`T = 4` (``docs/theory/proposition7-regimes-i-iv-ix-xi.md``,
    Proposition 7, regimes (ii) and (iii)). With :math:`m = \min\{R, M\}`, :math:`W^{I,1} = [I_m\ 0; 0\ 0]`
    (:math:`R \times M`), :math:`W^{H,2} = I`, :math:`h^{0,1} = h^{0,2} = 1`, and :math:`W^O = (1^\top_m, 0)`.

    - :math:`T = 2`: :math:`W^{H,1} = W^{I,2} = I`, so :math:`y(x^1, x^2) = [x^1 = x^2 \le m]` and the Start-End
      matrix is :math:`\mathrm{diag}(I_m, 0)`.
    - :math:`T = 4`: :math:`W^{H,1}` and :math:`W^{I,2}` carry the Vandermonde matrices :math:`(2 + i)^j` and
      :math:`(m + 3 + i)^j` (:math:`0 \le i, j < m`) in their leading :math:`m \times m` block (zeros elsewhere).
      The rank is :math:`m^2` when :math:`R \ge M` (the proof is in the docs).
    """
    if T not in (2, 4):
        raise ValueError(f"T={T}: one_hot_rac is the proof's instance for T = 2 and T = 4 only; use vandermonde_rac")
    m = min(R, M)
    W_I1 = _zeros(R, M)
    W_I1[:m, :m] = np.eye(m, dtype=np.int64)
    W_H1, W_I2 = _zeros(R, R), _zeros(R, R)
    if T == 2:
        W_H1[:m, :m] = W_I2[:m, :m] = np.eye(m, dtype=np.int64)
    else:
        W_H1[:m, :m], W_I2[:m, :m] = vandermonde_matrix(2, m, m), vandermonde_matrix(m + 3, m, m)
    W_O = _zeros(1, R)
    W_O[0, :m] = 1
    ones = np.ones(R, dtype=np.int64).astype(object)
    return make_rac([W_I1, W_I2], [W_H1, np.eye(R, dtype=np.int64).astype(object)], W_O, [ones, ones], field=field)


def register_width(*, M: int, T: int) -> int:
    r""":math:`R_{reg}(M, T) = s (M - 1) + 1`, the width :func:`register_rac` needs (:math:`s = T/2`)."""
    return (T // 2) * (M - 1) + 1


def register_rac(*, M: int, R: int, T: int, field) -> RAC:
    r"""The explicit depth-2 RAC of the register regime (``docs/theory/proposition7-regimes-i-iv-ix-xi.md``, Proposition 7, regime (iv)): layer 1
    is a shift register of length :math:`s` holding the last :math:`s` symbols one-hot (symbol :math:`M-1` is
    silent, stored as zeros, so a position takes :math:`M-1` units), and its first position also compares the
    incoming symbol with the one leaving position :math:`s`; layer 2 multiplies, over time, the constant unit plus
    the first position's units. Then :math:`y = \prod_{t \le s} d(x^t) \prod_j K[x^j, x^{s+j}]` with
    :math:`K[a, b] = 1 + [b \le M-2](1 + [a = b])`, :math:`\det K = 1`, so the Start-End matrix is
    :math:`\mathrm{diag}(\delta) K^{\otimes s}`, of rank :math:`M^s`.

    Units: 0 is the constant unit :math:`c`, :math:`1 + (p-1)(M-1) + y` is the register unit :math:`(p, y)`
    (:math:`p = 1..s`, :math:`y = 0..M-2`); units beyond :func:`register_width` stay zero. :math:`W^{I,1}`: row
    :math:`c` and rows :math:`(p \ge 2, y)` all ones, row :math:`(1, y)` is :math:`e_y^\top`; :math:`W^{H,1}`:
    :math:`c \leftarrow c`, :math:`(1, y) \leftarrow c` and :math:`(s, y)`, :math:`(p+1, y) \leftarrow (p, y)`;
    :math:`h^{0,1} = e_c`; :math:`W^{I,2}` has the one nonzero row :math:`c`, :math:`e_c + \sum_y e_{(1,y)}`;
    :math:`W^{H,2} = I`, :math:`h^{0,2} = 1`, :math:`W^O = e_c^\top`.
    """
    s, width = T // 2, register_width(M=M, T=T)
    if R < width:
        raise ValueError(
            f"R={R} is below the width s(M-1)+1 = {width} that register_rac needs (M={M}, T={T}); pass R >= s(M-1)+1"
        )
    W_I1, W_H1 = _register_layer1(M=M, R=R, delay=s)
    W_I2 = _zeros(R, R)
    W_I2[0, :M] = 1  # the constant unit and the first position's M-1 units
    W_O = _zeros(1, R)
    W_O[0, 0] = 1
    return _register_network(W_I1, W_H1, W_I2, W_O, field)


def _register_layer1(*, M: int, R: int, delay: int) -> tuple:
    """``(W^{I,1}, W^{H,1})`` of a shift register of ``delay`` positions (unit 0 the constant, ``1 + (p-1)(M-1) + y``
    position p's unit for symbol y < M-1), whose first position compares the incoming symbol with the one leaving
    the last position; units beyond ``delay (M-1) + 1`` stay zero."""
    W_I1, W_H1 = _zeros(R, M), _zeros(R, R)
    W_I1[0, :] = W_H1[0, 0] = 1
    for y in range(M - 1):
        first = 1 + y
        W_I1[first, y] = 1
        W_H1[first, 0] += 1
        W_H1[first, 1 + (delay - 1) * (M - 1) + y] += 1  # the last position feeds the first (self-loop at delay 1)
        for pos in range(2, delay + 1):
            unit = 1 + (pos - 1) * (M - 1) + y
            W_I1[unit, :] = 1
            W_H1[unit, unit - (M - 1)] = 1
    return W_I1, W_H1


def _register_network(W_I1, W_H1, W_I2, W_O, field) -> RAC:
    """The register's depth-2 RAC: :math:`h^{0,1} = e_c`, :math:`W^{H,2} = I`, :math:`h^{0,2} = 1`."""
    R = W_H1.shape[0]
    h01 = _zeros(1, R)[0]
    h01[0] = 1
    return make_rac(
        [W_I1, W_I2],
        [W_H1, np.eye(R, dtype=np.int64).astype(object)],
        W_O,
        [h01, np.ones(R, dtype=np.int64).astype(object)],
        field=field,
    )


#: The name :func:`proved_regime` gives regime (ix).
DELAYED_REGISTER_REGIME = "R >= (s-1)(M-1)+1, M <= 16"
#: Symbols for which the delayed register's Step 3(b) (two M^2 x M^2 integer matrices invertible) is checked.
DELAYED_REGISTER_MAX_M = 16


def delayed_register_width(*, M: int, T: int) -> int:
    r""":math:`(s-1)(M-1) + 1`, the width :func:`delayed_register_rac` needs (:math:`s = T/2`)."""
    return (T // 2 - 1) * (M - 1) + 1


def delayed_register_rac(*, M: int, R: int, T: int, field) -> RAC:
    r"""The explicit depth-2 RAC of regime (ix) (``docs/theory/proposition7-regimes-i-iv-ix-xi.md``, Proposition 7): the register of
    :func:`register_rac` with delay :math:`d = s - 1` (one position, :math:`M - 1` units, fewer) and :math:`M`
    product rows in layer 2, row :math:`k < M` equal to :math:`e_c + \sum_y (k+1)^{y+1} e_{(1,y)}`;
    :math:`W^O = (1_M^\top, 0)`. Then :math:`y = \sum_{k<M} \prod_t (1 + \sum_y \lambda_{k,y} n_{t,y})` with
    :math:`\lambda_{k,y} = (k+1)^{y+1}` and :math:`n_{t,y} = [x^t = y](1 + n_{t-d,y})`, a sum of :math:`M` Kronecker
    products whose Start-End matrix has rank :math:`M^s` (for :math:`M \le` :data:`DELAYED_REGISTER_MAX_M`, where
    the proof's Step 3(b) is checked). Needs even :math:`T \ge 6` and :math:`R \ge` :func:`delayed_register_width`.
    """
    width = delayed_register_width(M=M, T=T)
    if T < 6 or T % 2 or M < 2:
        raise ValueError(
            f"(M, T) = ({M}, {T}): delayed_register_rac is the proof's instance for M >= 2 and even T >= 6; pass those"
        )
    if R < width:
        raise ValueError(
            f"R={R} is below the width (s-1)(M-1)+1 = {width} that delayed_register_rac needs "
            f"(M={M}, T={T}); pass R >= (T/2-1)(M-1)+1"
        )
    W_I1, W_H1 = _register_layer1(M=M, R=R, delay=T // 2 - 1)
    W_I2 = _zeros(R, R)
    for k in range(M):
        W_I2[k, 0] = 1
        for y in range(M - 1):
            W_I2[k, 1 + y] = (k + 1) ** (y + 1)
    W_O = _zeros(1, R)
    W_O[0, :M] = 1
    return _register_network(W_I1, W_H1, W_I2, W_O, field)


def reset_rac(*, M: int, field) -> RAC:
    r"""The Start-side instance :math:`\theta_1` of regime (vi) (``docs/theory/proposition7-regimes-v-viii.md``, Proposition 7): :math:`R = 2`,
    :math:`M \ge 3`. Symbols 1 and 2 are *resets* (:math:`W^{I,1}` columns :math:`e_1, e_2`), every further symbol
    has the column :math:`(1, 1)^\top`; :math:`W^{H,1} = W^{I,2} = W^{H,2} = \Phi = \begin{pmatrix}1&1\\1&2
    \end{pmatrix}` (:math:`\Phi^n` holds consecutive Fibonacci numbers), :math:`h^{0,1} = h^{0,2} = 1`,
    :math:`W^O = 1^\top`. The proof shows rank :math:`S_{full} = 2(s+1)` (:func:`start_rank`) for every
    :math:`s \ge 2`."""
    if M < 3:
        raise ValueError(f"M={M}: reset_rac needs M >= 3 (two reset symbols and one mixing symbol); pass M >= 3")
    W_I1 = np.array([[1, 0] + [1] * (M - 2), [0, 1] + [1] * (M - 2)], dtype=np.int64).astype(object)
    phi = np.array([[1, 1], [1, 2]], dtype=np.int64).astype(object)
    ones = np.ones(2, dtype=np.int64).astype(object)
    return make_rac([W_I1, phi], [phi, phi], ones[None, :], [ones, ones], field=field)


def two_symbol_rac(*, T: int, field) -> RAC:
    r"""The Start-side instance :math:`\theta_1` of regime (vi) at :math:`M = R = 2`, :math:`T \ge 6`
    (``docs/theory/proposition7-regimes-v-viii.md``, Proposition 7): :math:`W^{I,1}` has the columns :math:`(1, 1)^\top` and
    :math:`(1, \lambda)^\top` with :math:`\lambda = s + 1`, :math:`W^{H,1} = \begin{pmatrix}1&0\\1&1\end{pmatrix}`,
    :math:`W^{I,2} = W^{H,2} = I`, :math:`h^{0,1} = e_1`, :math:`h^{0,2} = 1`, :math:`W^O = 1^\top`. The ratio
    :math:`Z_t = h^{t,1}_2 / h^{t,1}_1` follows :math:`Z_t = \mu_{x^t} (1 + Z_{t-1})`, :math:`\mu \in \{1, \lambda\}`;
    the proof shows rank :math:`S_{full} = 2(s+1)` (:func:`start_rank`)."""
    if T < 6 or T % 2:
        raise ValueError(f"T={T}: two_symbol_rac is the proof's instance for even T >= 6; pass an even T >= 6")
    W_I1 = np.array([[1, 1], [1, T // 2 + 1]], dtype=np.int64).astype(object)
    eye = np.eye(2, dtype=np.int64).astype(object)
    ones = np.ones(2, dtype=np.int64).astype(object)
    return make_rac(
        [W_I1, eye],
        [np.array([[1, 0], [1, 1]], dtype=np.int64).astype(object), eye],
        ones[None, :],
        [eye[0], ones],
        field=field,
    )


def valuation_alphabet(*, R: int) -> list:
    r"""The exponent vectors :math:`\omega \in \mathbb{N}^{R-1}`, :math:`1 \le |\omega| \le 2`, of
    :func:`valuation_rac`'s mixing symbols (:math:`(\!(R, 2)\!) - 1` of them, sorted)."""
    return sorted(w for w in product(range(3), repeat=R - 1) if 1 <= sum(w) <= 2)


def valuation_rac(*, M: int, R: int, T: int, field, z: int = 2) -> RAC:
    r"""The Start-side instance :math:`\theta_1(z)` of regime (vii) (``docs/theory/proposition7-regimes-v-viii.md``, Proposition 7, Lemma D):
    symbols :math:`1..R` are resets (:math:`W^{I,1}` columns :math:`e_j`), then one symbol per
    :math:`\omega` in :func:`valuation_alphabet` with column :math:`(1, z^{\omega_1}, .., z^{\omega_{R-1}})`, then
    copies of the last one; :math:`W^{H,1}_{rk} = z^{L}` if :math:`k = r` or :math:`k = 1`, else 1, with
    :math:`L = 2s`; :math:`W^{I,2}`, :math:`W^{H,2}` positive Vandermonde matrices (nodes from :math:`R+3` and
    :math:`2R+5`), :math:`h^{0,l} = 1`, :math:`W^O = 1^\top`. Lemma D shows rank :math:`S_{full} = R (\!(R, s)\!)`
    (:func:`start_rank`) for all but finitely many :math:`z`; ``z`` picks one (the check computes the rank)."""
    alphabet = valuation_alphabet(R=R)
    need = R + len(alphabet)
    if M < need or T < 8 or T % 2:
        raise ValueError(
            f"(M, T) = ({M}, {T}): valuation_rac needs M >= R + ((R, 2)) - 1 = {need} and an even "
            "T >= 8; pass larger M or T"
        )
    if isinstance(z, bool) or not isinstance(z, int) or z < 2:
        raise ValueError(f"z={z!r} must be an int >= 2")
    cols = [[int(r == j) for r in range(R)] for j in range(R)]
    cols += [[1] + [z**e for e in w] for w in alphabet]
    cols += [cols[-1]] * (M - need)
    L = T
    W_H1 = np.array([[z**L if k in (r, 0) else 1 for k in range(R)] for r in range(R)], dtype=object)
    ones = np.ones(R, dtype=np.int64).astype(object)
    return make_rac(
        [np.array(cols, dtype=object).T, vandermonde_matrix(R + 3, R, R)],
        [W_H1, vandermonde_matrix(2 * R + 5, R, R)],
        ones[None, :],
        [ones, ones],
        field=field,
    )


def _reset_and_pair_columns(*, M: int, R: int) -> list:
    """The first ``M`` of the columns e_i (i < R), then e_i + e_j (i < j, lexicographic), then e_1 repeated: the
    W^{I,1} of the polarisation instances."""
    cols = [[int(r == i) for r in range(R)] for i in range(R)]
    cols += [[int(r in pair) for r in range(R)] for pair in combinations(range(R), 2)]
    return (cols + [cols[0]] * M)[:M]


def polarisation_rac(*, M: int, R: int, field) -> RAC:
    r"""The End-side instance :math:`\theta_2` of regimes (v)-(viii) (``docs/theory/proposition7-regimes-v-viii.md``, Proposition 7): the
    :math:`W^{I,1}` columns are :math:`e_i` and :math:`e_i + e_j` (:math:`i < j`), then :math:`e_1` for any further
    symbol; :math:`W^{H,1} = 1 1^\top`, :math:`W^{H,2} = I`, :math:`W^{I,2} = V` with :math:`V_{ki} = (R+3+k)^i`,
    :math:`W^O = 1^\top`, :math:`h^{0,1} = h^{0,2} = 1`. Needs :math:`M \ge (\!(R, 2)\!)`. The proof shows rank
    :math:`E = R (\!(R, 2)\!)` at :math:`T = 4` (:func:`end_rank`); Lemma B carries full rank, at generic weights,
    to every :math:`s \ge 2` (this instance itself has :math:`W^{H,1}` of rank one and does not keep it)."""
    need = R * (R + 1) // 2
    if M < need:
        raise ValueError(f"M={M} is below ((R, 2)) = {need} (R={R}) that polarisation_rac needs; pass M >= {need}")
    cols = _reset_and_pair_columns(M=M, R=R)
    ones = np.ones(R, dtype=np.int64).astype(object)
    return make_rac(
        [np.array(cols, dtype=np.int64).T.astype(object), vandermonde_matrix(R + 3, R, R)],
        [np.ones((R, R), dtype=np.int64).astype(object), np.eye(R, dtype=np.int64).astype(object)],
        ones[None, :],
        [ones, ones],
        field=field,
    )


def polarisation_reset_rac(*, M: int, R: int, field) -> RAC:
    r"""The instance of regime (iii) for :math:`2 \le R < M` (``docs/theory/proposition7-regimes-i-iv-ix-xi.md``, Proposition 7, Theorem I):
    symbol :math:`x < R` is the *reset* :math:`e_x`, symbol :math:`R + n` is :math:`e_i + e_j` for the
    :math:`n`-th pair :math:`i < j` in lexicographic order, symbols beyond :math:`(\!(R, 2)\!)` repeat symbol 0;
    :math:`W^{H,1} = 2R I + J`, :math:`W^{I,2} = I + J`, :math:`W^{H,2} = I`, :math:`W^O = 1^\top`,
    :math:`h^{0,1} = h^{0,2} = 1`. Unlike :func:`polarisation_rac` (whose :math:`W^{H,1} = J` has rank one and
    forgets the Start word), layer 1 keeps :math:`h^{1,1}` through :math:`I + J/(2R)`. The proof shows Start-End
    rank :math:`\min\{R M, R (\!(R, 2)\!)\} = \rho_2(M, R, 4)` at :math:`T = 4`."""
    if not 2 <= R < M:
        raise ValueError(
            f"(M, R) = ({M}, {R}): polarisation_reset_rac is the T = 4 instance for 2 <= R < M; "
            "for R >= M use one_hot_rac"
        )
    cols = _reset_and_pair_columns(M=M, R=R)
    eye = np.eye(R, dtype=np.int64)
    ones = np.ones(R, dtype=np.int64).astype(object)
    return make_rac(
        [np.array(cols, dtype=np.int64).T.astype(object), (eye + 1).astype(object)],
        [(2 * R * eye + 1).astype(object), eye.astype(object)],
        ones[None, :],
        [ones, ones],
        field=field,
    )


def routing_rac(*, M: int, R: int, field) -> RAC:
    r"""The Start-side instance :math:`\theta_1` of regime (viii) (``docs/theory/proposition7-regimes-v-viii.md``, Proposition 7, Theorem III
    and Lemma L): :math:`3 \le R \le M`. :math:`W^{I,1}` has the columns :math:`u_0 = 1` and
    :math:`u_x = 1 + e_x` (:math:`x = 1..R-1`, coordinates numbered :math:`1..R`), further symbols repeat
    :math:`u_0`; :math:`W^{H,1} = [[I_{R-1}, 1], [0, 1]]`, :math:`h^{0,1} = e_R`, so layer 1 runs a lattice walk
    (symbol 0 adds 1 to every :math:`z_i`, symbol :math:`x` maps :math:`z_x \to 2 z_x + 1` and adds 1 to the
    others); :math:`W^{I,2} = B^{-1}` with :math:`B = [u_0 .. u_{R-1}]` (rows :math:`(-1, .., -1, R)` and
    :math:`e_x - e_R`), so the first symbol is routed to the unit vector :math:`e_{x^1 + 1}` of layer 2, where
    :math:`W^{H,2} = I`, :math:`h^{0,2} = 1` keep that zero pattern; :math:`W^O = 1^\top`. The proof shows rank
    :math:`S_{full} = R (\!(R, s)\!)` (:func:`start_rank`) for every :math:`s \ge R + 1`."""
    if not 3 <= R <= M:
        raise ValueError(
            f"(M, R) = ({M}, {R}): routing_rac needs 3 <= R <= M; pass M >= R >= 3 (R = 2: reset_rac or two_symbol_rac)"
        )
    cols = [[1] * R] + [[1 + (r == x - 1) for r in range(R)] for x in range(1, R)]
    cols += [cols[0]] * (M - R)
    W_H1 = np.eye(R, dtype=np.int64)
    W_H1[:-1, -1] = 1
    W_I2 = np.zeros((R, R), dtype=np.int64)
    W_I2[0, :] = -1
    W_I2[0, -1] = R
    for x in range(1, R):
        W_I2[x, x - 1], W_I2[x, -1] = 1, -1
    ones = np.ones(R, dtype=np.int64).astype(object)
    return make_rac(
        [np.array(cols, dtype=np.int64).T.astype(object), W_I2.astype(object)],
        [W_H1.astype(object), np.eye(R, dtype=np.int64).astype(object)],
        ones[None, :],
        [np.eye(R, dtype=np.int64)[-1].astype(object), ones],
        field=field,
    )


def grid_routing_rac(*, T: int, field) -> RAC:
    r"""The Start-side instance of regime (xii) (:math:`M = 2`, :math:`R = 3`; ``docs/theory/proposition7-regimes-xii-xv.md``), :math:`T = 2s`:
    :math:`W^{I,1} = [u_0\ u_1]`, :math:`u_0 = (1, 1, 1)`, :math:`u_1 = (1, \lambda, 1)`, :math:`\lambda = 2s + 7`;
    :math:`W^{H,1}` has rows :math:`(0, 1, 1), (1, 0, 1), (0, 0, 1)` and :math:`h^{0,1} = e_3`, so in the chart
    :math:`a_3 = 1` layer 1 runs :math:`z_1 \to \kappa_x z_2 + 1`, :math:`z_2 \to z_1 + 1` (:math:`\kappa_0 = 1`,
    :math:`\kappa_1 = \lambda`): two walks reading alternate symbols. :math:`W^{I,2}` has rows :math:`(1, 1, 1)`,
    :math:`(2, 1, -6)` and :math:`(1, 2, -3)` (each zero on one early state: the routing by the first two symbols),
    :math:`W^{H,2} = I`, :math:`h^{0,2} = 1`, :math:`W^O = 1^\top`."""
    lam = 2 * half_length(T, least=4) + 7
    return make_rac(
        [int_object([[1, 1], [1, lam], [1, 1]]), int_object([[1, 1, 1], [2, 1, -6], [1, 2, -3]])],
        [int_object([[0, 1, 1], [1, 0, 1], [0, 0, 1]]), int_object(np.eye(3, dtype=np.int64))],
        int_object([[1, 1, 1]]),
        [int_object([0, 0, 1]), int_object([1, 1, 1])],
        field=field,
    )


ROUTING_REGIME = f"T >= 2(R+1), M >= R (R <= {END_BASE_MAX_R}) or ((R, 2))"
#: Regime (xii): Lemma A with (S) at :func:`grid_routing_rac` and (E) by Lemma B' (:mod:`proofs.depth2.koszul`).
GRID_ROUTING_REGIME = "M = 2, R = 3, T >= 14"
#: The first s of regime (xii): the End base j_0 = 7 of Lemma B' (and D <= 2^s from s = 7 on).
GRID_ROUTING_FROM_S = 7
#: Regimes (xii)-(xx), one pair (M, R) each: ``(M, R) -> (name, j_0, start)``, Lemma A with the End base j_0 of
#: Lemma B' (also the first s of the regime) and the Start instance ``start(T=, field=)`` whose rank S_W is D.
KOSZUL_REGIMES: dict[tuple[int, int], tuple[str, int, Callable[..., RAC]]] = {
    (2, 3): (GRID_ROUTING_REGIME, GRID_ROUTING_FROM_S, grid_routing_rac),
    (3, 4): (CYCLE_ROUTING_REGIME, CYCLE_ROUTING_FROM_S, partial(start_rac, M=3)),
    (2, 4): (BINARY_CYCLE_REGIME, BINARY_CYCLE_FROM_S, partial(start_rac, M=2)),
    (4, 5): (THREAD_ROUTING_REGIME, THREAD_ROUTING_FROM_S, thread_routing_rac),
    **{
        (M, R): (name, PAIR_THREADS_FROM_S[M, R], partial(pair_threads_start_rac, M=M))
        for (M, R), name in PAIR_THREADS_REGIMES.items()
    },
    (2, 5): (FOUR_WALKS_REGIME, FOUR_WALKS_FROM_S, four_walks_start_rac),
    (3, 6): (PENTAGON_REGIME, PENTAGON_FROM_S, pentagon_start_rac),
    (5, 6): (FIVE_THREADS_REGIME, FIVE_THREADS_FROM_S, five_threads_start_rac),
}


def _routing_regime(*, M: int, R: int, T: int) -> bool:
    r"""Theorem III's range: :math:`R \ge 3`, :math:`s \ge R + 1`, and (E) known: :math:`M \ge R` for
    :math:`R \le` :data:`~proofs.depth2.lemma_b.END_BASE_MAX_R` (Lemma B's bases), :math:`M \ge (\!(R, 2)\!)`
    beyond (the polarisation base)."""
    return R >= 3 and T >= 2 * (R + 1) and M >= (R if R <= END_BASE_MAX_R else comb(R + 1, 2))


def proved_regime(*, M: int, R: int, T: int) -> str | None:
    r"""The regime of Proposition 7 whose general proof covers :math:`(M, R, T)`, or ``None`` where the lower bound
    is proved only case by case. The first that holds, in this order: ``"rank one"`` (:math:`M = 1` or
    :math:`R = 1`), ``"T = 2"``, ``"T = 4"`` (:func:`one_hot_rac` for :math:`R \ge M`,
    :func:`polarisation_reset_rac` for :math:`R < M`), ``"R >= s(M-1)+1"`` (:func:`register_width`),
    ``"M >= ((R, s)) + R - 1"`` (:math:`T \ge 4`; Lemma A with (S) and (E) proved there), ``"R = 2"``
    (:math:`T \ge 4`; Lemma A with (S) at :func:`reset_rac` (Lemma C) or :func:`two_symbol_rac`, and (E) at
    :func:`polarisation_rac` or, at :math:`M = 2`, :func:`vandermonde_rac` with Lemma B),
    ``"T >= 8, M >= ((R, 2)) + R - 1"`` (Lemma A with (S) from Lemmas C and D at :func:`valuation_rac` and (E) at
    :func:`polarisation_rac`), or :data:`ROUTING_REGIME` (:math:`R \ge 3`; Lemma A with
    (S) from Lemma L at :func:`routing_rac` and (E) from the exact bases of the Fourier instance for
    :math:`R \le 17` (:mod:`proofs.depth2.lemma_b`) or :func:`polarisation_rac`, with Lemma B), or
    :data:`~proofs.depth2.symmetric.SYMMETRIC_REGIME`
    (:math:`T = 6`; :func:`~proofs.depth2.symmetric.symmetric_rac`, whose invertibility for every :math:`M` is one
    exact computation over :math:`\mathbb Z[M]`, :mod:`proofs.depth2.symmetric`), or
    :data:`~proofs.depth2.interleaved.INTERLEAVED_REGIME` (:math:`M \le 3`;
    :func:`~proofs.depth2.interleaved.interleaved_rac`, finite class certificates, :mod:`proofs.depth2.interleaved`),
    or :data:`GRID_ROUTING_REGIME` (Lemma A with (S) at :func:`grid_routing_rac` and (E) by Lemma B',
    :mod:`proofs.depth2.koszul`), or :data:`~proofs.depth2.routing.cycles.CYCLE_ROUTING_REGIME` and
    :data:`~proofs.depth2.routing.cycles.BINARY_CYCLE_REGIME` (the same with (S) at
    :func:`~proofs.depth2.routing.cycles.cycle_routing_rac`, :mod:`proofs.depth2.routing.cycles`), or
    :data:`~proofs.depth2.routing.threads.THREAD_ROUTING_REGIME` (the same with (S) at
    :func:`~proofs.depth2.routing.threads.thread_routing_rac`, :mod:`proofs.depth2.routing.threads`), or the two names of
    :data:`~proofs.depth2.routing.pair_threads.REGIMES` (the same with (S) at
    :func:`~proofs.depth2.routing.pair_threads.start_rac`, :mod:`proofs.depth2.routing.pair_threads`), or
    :data:`~proofs.depth2.routing.four_walks.REGIME`, :data:`~proofs.depth2.routing.pentagon.REGIME` and
    :data:`~proofs.depth2.routing.five_threads.REGIME` (the same with (S) at :func:`~proofs.depth2.routing.four_walks.start_rac`,
    :func:`~proofs.depth2.routing.pentagon.start_rac` and :func:`~proofs.depth2.routing.five_threads.start_rac`)."""
    if M == 1 or R == 1:
        return "rank one"
    if T == 2:
        return "T = 2"
    if T == 4:
        return "T = 4"
    if R >= register_width(M=M, T=T):
        return "R >= s(M-1)+1"
    if T >= 6 and 2 <= M <= DELAYED_REGISTER_MAX_M and R >= delayed_register_width(M=M, T=T):
        return DELAYED_REGISTER_REGIME
    if T >= 4 and M >= comb(R + T // 2 - 1, T // 2) + R - 1:
        return "M >= ((R, s)) + R - 1"
    if T >= 4 and R == 2:
        return "R = 2"
    if T >= 8 and M >= comb(R + 1, 2) + R - 1:
        return "T >= 8, M >= ((R, 2)) + R - 1"
    if _routing_regime(M=M, R=R, T=T):
        return ROUTING_REGIME
    if in_symmetric_regime(M=M, R=R, T=T):
        return SYMMETRIC_REGIME
    if interleaved_regime(M=M, R=R, T=T):
        return INTERLEAVED_REGIME
    if (M, R) in KOSZUL_REGIMES and T >= 2 * KOSZUL_REGIMES[M, R][1]:
        return KOSZUL_REGIMES[M, R][0]
    return None


_LEMMA_A_REGIMES = (
    "M >= ((R, s)) + R - 1",
    "R = 2",
    "T >= 8, M >= ((R, 2)) + R - 1",
    ROUTING_REGIME,
    *(name for name, _, _ in KOSZUL_REGIMES.values()),
)


def _end_base(*, M: int, R: int, p: int) -> tuple:
    r"""``(rank, expected)``: the End base of Lemma B that the proofs use for :math:`R \le M`: rank :math:`E` of
    :func:`polarisation_rac` at :math:`j_0 = 2` (:func:`end_rank`) when :math:`M \ge (\!(R, 2)\!)`, else the
    charge-block ranks of the Fourier instance with :math:`M = R` symbols at :math:`j_0 = 3` (:math:`R = 2`) or 4
    (:func:`~proofs.depth2.lemma_b.end_base_rank`: more symbols only add End words); expected
    :math:`R (\!(R, j_0)\!)`."""
    if M >= comb(R + 1, 2):
        return end_rank(polarisation_rac(M=M, R=R, field=ModP(p)), T=4, seed=0), R * comb(R + 1, 2)
    j0 = end_base_j0(R)
    return end_base_rank(R=R, p=p), R * comb(R + j0 - 1, j0)


def _lemma_a_sides(regime: str, *, M: int, R: int, T: int, p: int) -> list:
    """``(rank, expected)`` for the side ranks a Lemma A regime's proof asserts: the End base (then Lemma B), and
    the Start side where the proof has an explicit instance ((v)'s slicing uses generic columns: it is tested)."""
    field = ModP(p)
    if KOSZUL_REGIMES.get((M, R), ("",))[0] == regime:  # End: Lemma B' from j_0 (Koszul map: depth2_koszul)
        _, j0, start_of = KOSZUL_REGIMES[M, R]
        base = vandermonde_rac(M=M, R=R, field=field)
        return [
            (end_rank(base, T=2 * j0, seed=0), depth2_ideal_bound(M=M, R=R, T=2 * j0)),
            (ideal_start_rank(start_of(T=T, field=field), T=T), depth2_ideal_bound(M=M, R=R, T=T)),
        ]
    sides = [_end_base(M=M, R=R, p=p)]
    if regime == "R = 2":
        start = reset_rac(M=M, field=field) if M >= 3 else two_symbol_rac(T=T, field=field)
    elif regime == "T >= 8, M >= ((R, 2)) + R - 1":
        start = valuation_rac(M=M, R=R, T=T, field=field)
    elif regime == ROUTING_REGIME:
        start = routing_rac(M=M, R=R, field=field)
    else:
        return sides
    return sides + [(start_rank(start, T=T), depth2_ideal_bound(M=M, R=R, T=T))]


def check(*, M: int, R: int, T: int, perturb: int = 0) -> Certificate:
    r"""Exact rank of :func:`vandermonde_rac` (GF(p), and over Q when the side is at most :data:`RATIONAL_SIDE`),
    then of the instance of the general proof where :func:`proved_regime` names one with an instance
    (:func:`one_hot_rac` at :math:`T = 2` and at :math:`T = 4` with :math:`R \ge M`,
    :func:`polarisation_reset_rac` at :math:`T = 4` with :math:`R < M`, :func:`register_rac`,
    :func:`delayed_register_rac`, :func:`~proofs.depth2.symmetric.symmetric_rac`,
    :func:`~proofs.depth2.interleaved.interleaved_rac`), each compared with
    :func:`closed_form`. Where the proof is Lemma A's (regimes (v)-(viii) and (xii)-(xx), in which
    :math:`\rho_2 = D`), it adds the side ranks the proof asserts: the End base, Lemma B or B' doing the rest (rank
    :math:`E` of :func:`polarisation_rac` at :math:`T = 4`, must be :math:`R (\!(R, 2)\!)`, where
    :math:`M \ge (\!(R, 2)\!)`; else the charge-block ranks of the Fourier instance at :math:`j_0`
    (:func:`~proofs.depth2.lemma_b.end_base_rank`), must be :math:`R (\!(R, j_0)\!)`; or rank :math:`E` of
    :func:`vandermonde_rac` at the Lemma B' bases of (xii)-(xx), must be :math:`D`); then, in (vi)-(viii), rank
    :math:`S_{full}` at :math:`T` of :func:`reset_rac`, :func:`two_symbol_rac`, :func:`valuation_rac` or
    :func:`routing_rac` (:func:`start_rank`; must be :math:`D = \rho_2`), and in (xii)-(xx) rank :math:`S_W` at
    :math:`T` of :func:`grid_routing_rac`, :func:`~proofs.depth2.routing.cycles.start_rac`,
    :func:`~proofs.depth2.routing.threads.thread_routing_rac`, :func:`~proofs.depth2.routing.pair_threads.start_rac`,
    :func:`~proofs.depth2.routing.four_walks.start_rac`, :func:`~proofs.depth2.routing.pentagon.start_rac` or
    :func:`~proofs.depth2.routing.five_threads.start_rac` on every Start word
    (:func:`ideal_start_rank`; must be :math:`D`). ``perturb > 0`` (see :func:`vandermonde_rac`) leaves the proof
    instances out."""
    p = trial_prime(M=M, R=R)
    side = M ** (T // 2)
    ranks = [start_end_rank(vandermonde_rac(M=M, R=R, field=ModP(p), perturb=perturb), T=T).rank]
    if side <= RATIONAL_SIDE:
        ranks.append(
            start_end_rank(vandermonde_rac(M=M, R=R, field=Rational(), perturb=perturb), T=T, method="rational").rank
        )
    regime = proved_regime(M=M, R=R, T=T)
    # ``perturb`` degenerates the Vandermonde RAC only; the proof instances would still pass, so they sit out.
    regime_instance = regime if perturb == 0 else None
    if regime_instance == "T = 2" or (regime_instance == "T = 4" and R >= M):
        ranks.append(start_end_rank(one_hot_rac(M=M, R=R, T=T, field=Rational()), T=T, method="rational").rank)
    if regime_instance == "T = 4" and R < M:
        ranks.append(start_end_rank(polarisation_reset_rac(M=M, R=R, field=ModP(p)), T=T).rank)
    if regime_instance == "R >= s(M-1)+1":
        ranks.append(start_end_rank(register_rac(M=M, R=R, T=T, field=ModP(p)), T=T).rank)
    if regime_instance == DELAYED_REGISTER_REGIME:
        ranks.append(start_end_rank(delayed_register_rac(M=M, R=R, T=T, field=ModP(p)), T=T).rank)
    if regime_instance == SYMMETRIC_REGIME:
        ranks.append(start_end_rank(symmetric_rac(M=M, R=R, field=ModP(p)), T=T).rank)
    if regime_instance == INTERLEAVED_REGIME:
        ranks.append(start_end_rank(interleaved_rac(M=M, R=R, T=T, field=ModP(p)), T=T).rank)
    expected = [closed_form(M=M, R=R, T=T)] * len(ranks)
    if regime_instance in _LEMMA_A_REGIMES:
        sides = _lemma_a_sides(regime_instance, M=M, R=R, T=T, p=p)
        ranks += [rank for rank, _ in sides]
        expected += [want for _, want in sides]
    return Certificate.compare(
        STATEMENT,
        dict(M=M, R=R, T=T, prime=p),
        "exact Start-End rank of the Vandermonde RAC (GF(p); and over Q when small), then of "
        "the general proof's instance (one-hot, polarisation-reset, shift or delayed register, "
        "symmetric, interleaved) where one applies, or Lemma A's side ranks (End base, then "
        "Start)",
        ranks,
        "==",
        expected,
        size=side * side,
        lower_bound=regime or "case by case",
    )


def cases(budget: str):
    check_budget(budget)
    side = 243 if budget == "quick" else 4096
    return [
        dict(M=M, R=R, T=T) for M in (2, 3, 4, 5) for R in range(1, 7) for T in range(2, 25, 2) if M ** (T // 2) <= side
    ]


def atlas_settled() -> set:
    r"""``(M, R, T)`` of the committed atlas rows (:func:`numerics.atlas.doc.committed_atlas`) at depth 2 with the
    :math:`M` one-hot templates whose exact rank equals :func:`closed_form`. Each is the certified GF(p) rank of one
    seeded random instance (sides up to 16384, beyond :func:`cases`; ``python -m numerics.sep_rank --depth 2`` with
    the row's sizes recomputes it): like :func:`vandermonde_rac`'s ranks, a lower bound on the generic rank that
    meets the proven upper bound, so :math:`\rho_2` is proved at these cases."""
    return {
        (r["M"], r["R"], r["T"])
        for r in one_hot_rows(committed_atlas())
        if r["depth"] == 2 and r["exact"] and r["rank"] == closed_form(M=r["M"], R=r["R"], T=r["T"])
    }
