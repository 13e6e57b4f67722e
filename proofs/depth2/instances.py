r"""The explicit integer depth-2 RACs on which Proposition 7's general proofs rest (``docs/theory/proposition7.md``
and the regime pages): one per regime whose lower bound is proved for every size, each a function of the sizes and a
field (:func:`racs.make_rac`). :mod:`proofs.depth2.closed_form` decides which regime covers a shape
(:func:`~proofs.depth2.closed_form.proved_regime`) and checks the instance's rank; the Start-side instances of
regimes (xiii)-(xx) are in :mod:`proofs.depth2.routing`.
"""

from __future__ import annotations

from itertools import combinations, product

import numpy as np

from proofs._util import half_length, int_object
from proofs.depth2.vandermonde import vandermonde_matrix
from racs import RAC, make_rac

__all__ = [
    "DELAYED_REGISTER_MAX_M",
    "DELAYED_REGISTER_REGIME",
    "delayed_register_rac",
    "delayed_register_width",
    "grid_routing_rac",
    "one_hot_rac",
    "polarisation_rac",
    "polarisation_reset_rac",
    "register_rac",
    "register_width",
    "reset_rac",
    "routing_rac",
    "two_symbol_rac",
    "valuation_alphabet",
    "valuation_rac",
]


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
