r"""Proposition 13 (fewer inputs, fewer generators; this lab, ``docs/theory/general-inputs.md``): for every
depth-:math:`L` RAC, :math:`\mathrm{sep}_{(S,E)}(y) \le R\, c_r(N_1, \dots, N_{L-1})` with
:math:`r = \min\{R, M\}` (:func:`numerics.start_ideal_bound` with ``M``; proof in its docstring).

The check tests the proof's one new step on the RAC itself. With the Start states free (the End reads the Start
only through :math:`a^{(l)} = W^{H,l} h^{s,l}`), the coefficient :math:`F_k` of :math:`a^{(L)}_k` in :math:`y`
is a polynomial of multidegree :math:`(N_1, \dots, N_{L-1})` in :math:`(a^{(1)}, \dots, a^{(L-1)})`; the proof
puts it in the ideal of the :math:`r` forms :math:`\mu_{km} = \sum_j (W^{I,1})_{jm}\, a^{(1)}_j m_{kj}`, whose
part of that multidegree has dimension at most :math:`c_r` (the lemma). Here, over GF(p) with random weights:

* ``F``: :math:`F_k` at several End inputs, evaluated by the recurrence (Eq. 1.2) from free states;
* ``I``: the ideal's spanning set :math:`\mu_{km} \cdot` (every monomial of multidegree :math:`N - \mathbf 1`),
  with :math:`m_{kj}` the chain :math:`(W^{I,L} \mathrm{diag}(a^{(L-1)}) W^{I,L-1} \cdots
  \mathrm{diag}(a^{(2)}) W^{I,2})_{kj}` evaluated directly;
* the points: random, checked *unisolvent* (their monomial evaluation matrix has full column rank), so
  evaluation is injective on the polynomials of that multidegree and every rank below is the exact dimension of a
  span of polynomials over GF(p).

The certificate compares :math:`\dim(I + F)` with :math:`c_r`: it passes when :math:`F \subseteq I` and
:math:`\dim I \le c_r`, the proposition's claim per :math:`k`. It also records :math:`\dim F` (the Start span of
:math:`F_k` over the End inputs drawn), which is below :math:`c_r` at depth 3 with :math:`M < R` (the bound is
not attained there: ``docs/theory/general-inputs.md``).
"""

from __future__ import annotations

from math import comb

import numpy as np

from numerics import rank_mod_p, start_ideal_bound
from numerics.bounds.depth4 import common_support_count, start_degrees
from proofs.certificate import Certificate, check_budget
from proofs.general.free_states import PRIME, free_state_output, matmul_mod, monomial_values

__all__ = ["STATEMENT", "CHECK", "PRIME", "check", "cases"]

STATEMENT = "Proposition 13 (input-span ideal, this lab)"
CHECK = (
    "F_k (free Start states, Eq. 1.2) lies in the ideal of the min(R, M) forms mu_km: dim(I + F) <= c_r over GF(p) "
    "on unisolvent random points"
)


def _mu(WI: list, states: list, k: int) -> np.ndarray:
    r""":math:`\mu_{km}` at the points, shape ``(P, M)``: :math:`\sum_j (W^{I,1})_{jm} a^{(1)}_j m_{kj}`, with the
    chain :math:`m_{kj}` evaluated as the row :math:`e_k^\top W^{I,L} \mathrm{diag}(a^{(L-1)}) \cdots
    \mathrm{diag}(a^{(2)}) W^{I,2}`."""
    P, R = states[0].shape
    L = len(WI)
    row = np.broadcast_to(WI[L - 1][k], (P, R)).copy()  # e_k^T W^{I,L}
    for l in range(L - 2, 0, -1):
        row = row * states[l] % PRIME
        row = matmul_mod(WI[l].T, row)  # times W^{I,l+1} on the right: (row W)_j = sum_i row_i W_ij
    chain = row * states[0] % PRIME  # a^{(1)}_j m_kj
    return matmul_mod(WI[0].T, chain)  # sum_j (W^{I,1})_jm (...)_j


def check(*, depth: int, M: int, R: int, n: int, ends: int | None = None, seed: int = 0) -> Certificate:
    """One case: depth ``depth``, input dimension ``M``, width ``R``, ``n`` End steps (``T = 2n``), ``ends`` End
    inputs drawn for :math:`F_0` (default: as many as the monomials, plus 8, so that ``dim_F`` is the dimension of
    the whole Start span of :math:`F_0` with probability close to 1)."""
    rng = np.random.default_rng(seed)
    WI = [rng.integers(0, PRIME, (R, M if l == 0 else R)) for l in range(depth)]
    WH = [rng.integers(0, PRIME, (R, R)) for _ in range(depth)]
    WO = rng.integers(0, PRIME, R)
    degrees = start_degrees(depth=depth, T=2 * n)
    r = min(R, M)
    size = int(np.prod([comb(R + d - 1, d) for d in degrees]))
    ends = size + 8 if ends is None else ends
    for _ in range(3):  # random points are unisolvent with probability about 1 - size / p; redraw otherwise
        states = [rng.integers(0, PRIME, (size + 8, R)) for _ in range(depth - 1)]
        if rank_mod_p(monomial_values(states, degrees), PRIME).rank == size:
            break
    else:  # pragma: no cover - three failures in a row have probability below (size / p)^3
        raise RuntimeError(f"no unisolvent point set found for depth={depth}, M={M}, R={R}, n={n}")
    mu = _mu(WI, states, 0)
    lower = monomial_values(states, tuple(d - 1 for d in degrees))
    ideal = np.concatenate([mu[:, m : m + 1] * lower % PRIME for m in range(M)], axis=1)
    # F_0 at the points, one column per End sequence (a^(L) is replaced by e_0: the last state is a placeholder)
    F = free_state_output(WI, WH, WO, [*states, states[0]], rng.integers(0, PRIME, (ends, n, M)), top=0)
    dim_ideal = rank_mod_p(ideal, PRIME).rank
    dim_both = rank_mod_p(np.concatenate([ideal, F], axis=1), PRIME).rank
    bound = common_support_count(R=R, degrees=degrees, k=r)
    return Certificate.compare(
        STATEMENT,
        dict(depth=depth, M=M, R=R, T=2 * n, ends=ends, seed=seed, p=PRIME),
        "dim over GF(p) of (ideal of the min(R, M) forms mu_0m + span of F_0), on unisolvent points",
        dim_both,
        "<=",
        bound,
        size=size,
        dim_ideal=dim_ideal,
        dim_F=rank_mod_p(F, PRIME).rank,
        contained=dim_both == dim_ideal,
        sep_bound=start_ideal_bound(R=R, T=2 * n, depth=depth, M=M),
    )


def cases(budget: str) -> list:
    check_budget(budget)
    quick = [(3, 1, 3, 2), (3, 2, 3, 2), (3, 2, 3, 3), (3, 2, 4, 2), (3, 3, 4, 2), (3, 3, 3, 3), (4, 2, 3, 2)]
    full = [(3, 2, 3, 4), (3, 3, 4, 3), (3, 2, 4, 3), (4, 1, 3, 2), (4, 2, 2, 3)]
    return [dict(depth=L, M=M, R=R, n=n) for L, M, R, n in (quick if budget == "quick" else quick + full)]
