r"""Proposition 7, regime (xi) (``docs/theory/proposition7-regimes-i-iv-ix-xi.md``): full rank :math:`M^s` below the registers' widths at
:math:`M = 2, 3`, by time-interleaved copies of one small class RAC and finite class certificates.

The class RAC :math:`\theta_r` (width :math:`r + 1`): unit 0 a constant :math:`c` (input weights 1,
:math:`c \leftarrow c`, :math:`h^{0,1} = e_c`), units :math:`l = 1..r` with input weight :math:`(l+1)^y` for symbol
:math:`y` and recurrent row :math:`H_{lm} = (l+1)^m` (:math:`m = 0..r`, column 0 that of :math:`c`); layer-2 rows
:math:`v_k = ((m+2)^k)_{m=0..r}`, :math:`W^{H,2} = I`, :math:`h^{0,2} = 1`. :func:`interleaved_rac` runs :math:`g`
copies interleaved in time: one working block of :math:`r` units and :math:`g - 1` shift blocks that park the other
copies' states, width :math:`r g + 1`. By induction (Step 1), :math:`y(x) = \sum_{k < K} \prod_{j < g}
y_k(x^{(j)})` with :math:`x^{(j)}` the symbols at times :math:`j+1, j+1+g, \dots`, so (Step 2) the Start-End matrix
is, up to permutations, :math:`G^{\otimes g}` when :math:`s = gL` (:math:`K = 1`, :math:`G` the class's
:math:`M^L \times M^L` Start-End matrix) and a sum of :math:`M` Kronecker products with one unbalanced pair of
classes when :math:`s = gL \pm 1`, :math:`g \ge 2` (:math:`K = M`; Step 4 as in regime (ix)). The certificates
(Step 3, :func:`class_certificates`: rank :math:`G = M^L`; for the pairs, :math:`G_k^{(L,L)}` invertible and the
stacked pair matrices :math:`J_1, J_2` invertible) are finite and independent of :math:`g` and :math:`s`; they are
checked for the class lengths in :data:`CLASS_WIDTH` and :data:`PAIR_LENGTHS`, not proved in general. With them
:math:`\rho_2(M, R, 2s) = M^s` for every :math:`R \ge r g + 1`; with :math:`(r, L) = (2, 3)` at :math:`M = 2` this
is every :math:`s \ge 5` at :math:`R \ge 2\lfloor (s+1)/3 \rfloor + 1`, about two thirds of the delayed register's
width :math:`R \ge s`.
"""

from __future__ import annotations

import numpy as np

from numerics import grid_tensor, rank_mod_p, start_end_rank
from proofs.certificate import Certificate, check_budget
from racs import RAC, ModP, make_rac

__all__ = [
    "CHECK",
    "CLASS_WIDTH",
    "INSTANCES",
    "INTERLEAVED_REGIME",
    "PAIR_LENGTHS",
    "PRIME",
    "STATEMENT",
    "cases",
    "check",
    "class_certificates",
    "class_rac",
    "interleaved_plan",
    "interleaved_rac",
    "interleaved_regime",
    "interleaved_width",
    "split_matrix",
]

STATEMENT = "Proposition (depth-2 closed form, this lab): regime (xi), interleaved classes"
CHECK = (
    "class RACs theta_r, exact ranks mod p = 2^25 - 39 of their Start-End matrices with a Start and b End "
    "symbols: G_(r,L) has rank M^L for every certified L, and for the pair lengths G_k^(L,L) (k < M), "
    "[X_0 | .. | X_(M-1)] and [Y_0; ..; Y_(M-1)] are invertible (X, Y the (L+1, L), (L, L+1) and (L, L-1), "
    "(L-1, L) splits); and Start-End rank M^s of interleaved RACs with g = 2 copies"
)

#: Name of the regime in :func:`proofs.depth2.closed_form.proved_regime`.
INTERLEAVED_REGIME = "M <= 3, R >= r g + 1 (interleaved classes)"

#: M -> {class length L: class width r} whose certificate rank G = M^L is checked by :func:`class_certificates`.
CLASS_WIDTH = {2: {1: 1, 2: 2, 3: 2, 4: 3, 5: 3, 6: 3, 7: 4, 8: 4, 9: 4}, 3: {1: 2, 2: 3, 3: 4, 4: 5, 5: 6, 6: 6}}
#: M -> class lengths whose pair certificates (s = gL +- 1, M layer-2 rows) are checked.
PAIR_LENGTHS = {2: range(1, 10), 3: range(1, 6)}
#: The prime of the certificates: full rank mod p implies a nonzero integer determinant.
PRIME = 2**25 - 39


def _plans(M: int, T: int):
    """Every ``(L, r, g, rows)`` with a certificate for ``s = T/2``."""
    s = T // 2
    for L, r in CLASS_WIDTH.get(M, {}).items():
        if s % L == 0:
            yield L, r, s // L, 1
        elif L in PAIR_LENGTHS[M]:
            for sign in (1, -1):
                if (s - sign) % L == 0 and (s - sign) // L >= 2:
                    yield L, r, (s - sign) // L, M


def interleaved_plan(*, M: int, T: int) -> tuple:
    r"""The narrowest certified plan for :math:`s = T/2`.

    Parameters
    ----------
    M, T : int
        Symbols and (even) sequence length.

    Returns
    -------
    ``(L, r, g, rows)``: class length :math:`L`, class width :math:`r` (:data:`CLASS_WIDTH`), copies :math:`g`, and
    layer-2 rows (1 for :math:`s = gL`; :math:`M` for :math:`s = gL \pm 1`, :math:`g \ge 2`).

    Raises
    ------
    TypeError
        ``M`` or ``T`` not an int.
    ValueError
        ``T`` odd or below 2, or no certified plan."""
    for name, v in (("M", M), ("T", T)):
        if isinstance(v, bool) or not isinstance(v, (int, np.integer)):
            raise TypeError(f"{name}={v!r} must be an int")
    if T < 2 or T % 2:
        raise ValueError(f"T={T} must be even and >= 2; pass an even T")
    plans = list(_plans(M, T))
    if not plans:
        raise ValueError(
            f"no certified class for M={M}, T={T}: the interleaved instance exists for M in "
            f"{sorted(CLASS_WIDTH)} and T/2 = gL or gL +- 1 (g >= 2) with L in the certified table"
        )
    return min(plans, key=lambda plan: (plan[1] * plan[2], -plan[0]))


def interleaved_width(*, M: int, T: int) -> int:
    r""":math:`r g + 1` of :func:`interleaved_plan`: the width :func:`interleaved_rac` needs."""
    _, r, g, _ = interleaved_plan(M=M, T=T)
    return r * g + 1


def interleaved_regime(*, M: int, R: int, T: int) -> bool:
    """Whether regime (xi) covers ``(M, R, T)``: a certified plan of width at most ``R`` (even ``T >= 4``)."""
    return T >= 4 and T % 2 == 0 and any(r * g + 1 <= R for _, r, g, _ in _plans(M, T))


def _zeros(rows: int, cols: int) -> np.ndarray:
    return np.zeros((rows, cols), dtype=np.int64)


def _network(*, M: int, R: int, r: int, g: int, rows, field) -> RAC:
    r"""``g`` interleaved copies of :math:`\theta_r` with the layer-2 rows ``v_k``, ``k`` in ``rows``, summed."""

    def unit(l: int, phase: int) -> int:  # class unit l of the block of this phase
        return 1 + phase * r + (l - 1)

    W_I1, W_H1, W_I2, W_O = _zeros(R, M), _zeros(R, R), _zeros(R, R), _zeros(1, R)
    W_I1[0, :] = W_H1[0, 0] = 1
    for i, k in enumerate(rows):
        W_O[0, i] = 1
        W_I2[i, 0] = 2**k
        for l in range(1, r + 1):
            W_I2[i, unit(l, 0)] = (l + 2) ** k
    for l in range(1, r + 1):
        W_I1[unit(l, 0), :] = [(l + 1) ** y for y in range(M)]
        W_H1[unit(l, 0), 0] += 1
        for m in range(1, r + 1):
            W_H1[unit(l, 0), unit(m, g - 1)] += (l + 1) ** m  # the last shift block feeds the working block
        for phase in range(1, g):
            W_I1[unit(l, phase), :] = 1
            W_H1[unit(l, phase), unit(l, phase - 1)] = 1
    h01 = np.zeros(R, dtype=np.int64)
    h01[0] = 1
    W_H2, h02 = np.eye(R, dtype=np.int64), np.ones(R, dtype=np.int64)
    W_I1, W_I2, W_H1, W_H2, W_O, h01, h02 = (a.astype(object) for a in (W_I1, W_I2, W_H1, W_H2, W_O, h01, h02))
    return make_rac([W_I1, W_I2], [W_H1, W_H2], W_O, [h01, h02], field=field)


def interleaved_rac(*, M: int, R: int, T: int, field) -> RAC:
    r"""The instance of regime (xi) for :math:`s = T/2` (module text), with :func:`interleaved_plan`'s class;
    units beyond :math:`r g + 1` stay zero."""
    _, r, g, rows = interleaved_plan(M=M, T=T)
    if R < r * g + 1:
        raise ValueError(
            f"R={R} is below the width r g + 1 = {r * g + 1} that interleaved_rac needs at M={M}, "
            f"T={T}; pass R >= {r * g + 1}"
        )
    return _network(M=M, R=R, r=r, g=g, rows=range(rows), field=field)


def class_rac(*, M: int, r: int, k: int, field) -> RAC:
    r"""The class RAC :math:`\theta_r` with the single layer-2 row :math:`v_k` (width :math:`r + 1`)."""
    return _network(M=M, R=r + 1, r=r, g=1, rows=[k], field=field)


def split_matrix(rac: RAC, *, a: int, b: int) -> np.ndarray:
    r"""The grid tensor of ``rac`` at :math:`T = a + b` as an :math:`M^a \times M^b` matrix (the first ``a`` symbols
    index rows)."""
    return grid_tensor(rac, T=a + b).reshape(rac.M**a, rac.M**b)


def class_certificates(*, M: int) -> list:
    """``(name, rank, expected)`` for every certificate of Step 3 at ``M`` (ranks mod :data:`PRIME`)."""
    field, out = ModP(PRIME), []
    for L, r in CLASS_WIDTH[M].items():
        G = split_matrix(class_rac(M=M, r=r, k=0, field=field), a=L, b=L)
        out.append((f"G (r={r}, L={L})", rank_mod_p(G, PRIME).rank, M**L))
    for L in PAIR_LENGTHS[M]:
        racs = [class_rac(M=M, r=CLASS_WIDTH[M][L], k=k, field=field) for k in range(M)]
        for k, rac in enumerate(racs):
            out.append((f"Z_{k} (L={L})", rank_mod_p(split_matrix(rac, a=L, b=L), PRIME).rank, M**L))
        for a, b in ((L + 1, L), (L, L - 1)):
            J1 = np.hstack([split_matrix(rac, a=a, b=b) for rac in racs])
            J2 = np.vstack([split_matrix(rac, a=b, b=a) for rac in racs])
            out.append((f"J1 ({a}, {b}; L={L})", rank_mod_p(J1, PRIME).rank, M**a))
            out.append((f"J2 ({b}, {a}; L={L})", rank_mod_p(J2, PRIME).rank, M**a))
    return out


#: Instances with g >= 2 copies (the committed grid's cases of this regime all have g = 1): a balanced plan and a
#: pair plan at M = 2, and a pair plan at M = 3 (``full`` budget).
INSTANCES = {
    "quick": [dict(M=2, R=7, T=20), dict(M=2, R=7, T=22)],
    "full": [dict(M=2, R=7, T=20), dict(M=2, R=7, T=22), dict(M=3, R=9, T=14)],
}


def cases(budget: str) -> list:
    check_budget(budget)
    return [dict(M=M) for M in CLASS_WIDTH] + INSTANCES[budget]


def check(*, M: int, R: int | None = None, T: int | None = None) -> Certificate:
    """Every class certificate of Step 3 at ``M`` (module text), each rank full; or, with ``R`` and ``T``, the exact
    Start-End rank (GF(p)) of :func:`interleaved_rac`, which must be :math:`M^{T/2}`."""
    if M not in CLASS_WIDTH:
        raise ValueError(f"M={M}: certificates exist for M in {sorted(CLASS_WIDTH)}; pass one of those")
    if R is not None and T is not None:
        rank = start_end_rank(interleaved_rac(M=M, R=R, T=T, field=ModP(PRIME)), T=T).rank
        return Certificate.compare(
            STATEMENT,
            dict(M=M, R=R, T=T, plan=interleaved_plan(M=M, T=T), prime=PRIME),
            "exact Start-End rank mod p of the interleaved RAC",
            rank,
            "==",
            M ** (T // 2),
        )
    found = class_certificates(M=M)
    return Certificate.compare(
        STATEMENT,
        dict(M=M, prime=PRIME),
        "ranks mod p of the class certificates",
        [rank for _, rank, _ in found],
        "==",
        [want for _, _, want in found],
        names=[name for name, _, _ in found],
    )
