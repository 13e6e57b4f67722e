r"""Conjecture 1 for general inputs (:math:`f` = identity on :math:`\mathbb R^M`), at every depth :math:`L \ge 2`,
through one explicit RAC, the *power instance* (``docs/theory/general-inputs.md``, Proposition 10).

Statement. For every :math:`L \ge 2`, :math:`M, R \ge 1` and even :math:`T = 2s`, almost every depth-:math:`L` RAC
has

.. math:: \mathrm{sep}_{(S,E)}(y) \ge (\!(r, P)\!),\qquad r = \min\{M, R\},\quad P = (\!(s, L-1)\!),

which is at least Conjecture 1's value :math:`\min\{(\!(r, P)\!), M^{s}\}`.

The power instance: :math:`W^{H,l} = I_R` for every :math:`l`; :math:`W^{I,1} = [I_r\ 0]` (ones at
:math:`(k, k)`, :math:`k < r`); :math:`W^{I,l} = J_R` (all ones) for :math:`l \ge 2`; :math:`h^{0,1}` = the indicator
of the first :math:`r` coordinates, :math:`h^{0,l} = 1` for :math:`l \ge 2`; :math:`W^O = e_1^\top`. Layer 1 is
then :math:`h^{t,1} = h^{0,1} \odot u_1 \odot \dots \odot u_t`; every layer :math:`l \ge 2` holds a multiple of
:math:`1`, and by induction on :math:`l`

.. math:: y = c \prod_{\tau=1}^{T} \sigma_\tau^{\,n_\tau},\qquad \sigma_\tau = 1^\top h^{\tau,1},\quad
          n_\tau = \tbinom{T-\tau+L-2}{L-2},

with :math:`c` a positive integer (:func:`power_constant`). With :math:`z = h^{s,1}` (a function of the Start only)
:math:`\sigma_\tau = \langle z, u_{s+1} \odot \dots \odot u_\tau \rangle` for :math:`\tau > s`, and
:math:`\sum_{\tau > s} n_\tau = (\!(s, L-1)\!) = P`. :func:`check` verifies this identity and the rank on cases;
the proof is on the page.
"""

from __future__ import annotations

from math import comb

import numpy as np

from numerics import conjecture1_bound, multiset, rank_mod_p
from proofs.certificate import Certificate, check_budget
from proofs.general.instance import PRIME, ExplicitRAC, evaluate_mod_p, evaluation_matrix, explicit_points

__all__ = [
    "STATEMENT",
    "CHECK",
    "power_rac",
    "power_exponents",
    "power_constant",
    "power_lower_bound",
    "check",
    "cases",
]

STATEMENT = "Proposition (general inputs: sep >= ((min{M,R}, ((T/2, L-1)))), Conjecture 1 at every depth, this lab)"
CHECK = (
    "power instance: y == c prod_tau sigma_tau^n_tau on explicit integer inputs (mod p), and the GF(p) rank of its "
    "n x n evaluation matrix (n = ((min{M,R}, ((T/2, L-1))))) == n >= Conjecture 1's value"
)


def power_rac(*, depth: int, M: int, R: int) -> ExplicitRAC:
    r"""The power instance (module docstring), integer entries."""
    if depth < 2:
        raise ValueError(f"depth={depth} must be >= 2 (the power instance needs a layer above the first)")
    r = min(M, R)
    W_I1 = np.zeros((R, M), dtype=object)
    for k in range(r):
        W_I1[k, k] = 1
    eye = np.eye(R, dtype=np.int64).astype(object)
    ones = np.ones((R, R), dtype=np.int64).astype(object)
    h01 = np.array([1 if k < r else 0 for k in range(R)], dtype=object)
    W_O = np.array([1] + [0] * (R - 1), dtype=object)
    return ExplicitRAC(
        (W_I1,) + (ones,) * (depth - 1),
        (eye,) * depth,
        W_O,
        (h01,) + (np.ones(R, dtype=np.int64).astype(object),) * (depth - 1),
    )


def power_exponents(*, T: int, depth: int) -> tuple:
    r""":math:`n_\tau = \binom{T-\tau+L-2}{L-2}`, :math:`\tau = 1..T`: the exponent of :math:`\sigma_\tau` in ``y``."""
    return tuple(comb(T - t + depth - 2, depth - 2) for t in range(1, T + 1))


def power_constant(*, R: int, T: int, depth: int) -> int:
    r""":math:`c`: layer :math:`l \ge 2` holds :math:`s_{t,l} 1` with :math:`s_{t,2} = s_{t-1,2}\,\sigma_t` and
    :math:`s_{t,l} = s_{t-1,l}\, R\, s_{t,l-1}` (:math:`l \ge 3`), :math:`s_{0,l} = 1`; :math:`c` is
    :math:`s_{T,L}` with every :math:`\sigma_\tau` set to 1."""
    s = [1] * (depth + 1)
    for _ in range(T):
        # s_{t,2} = s_{t-1,2} sigma_t stays 1 at sigma = 1; the layers above pick up a factor R = 1^T 1 each step
        for l in range(3, depth + 1):
            s[l] = s[l] * R * s[l - 1]
    return s[depth]


def power_lower_bound(*, M: int, R: int, T: int, depth: int) -> int:
    r""":math:`(\!(\min\{M, R\}, (\!(T/2, L-1)\!))\!)`, the proven lower bound (Proposition 10)."""
    return multiset(min(M, R), multiset(T // 2, depth - 1))


def _identity_holds(rac: ExplicitRAC, *, M: int, R: int, T: int, depth: int, p: int) -> bool:
    X = explicit_points(count=8, steps=T, M=M, end=False)
    y = evaluate_mod_p(rac, X, p)
    r = min(M, R)
    c = power_constant(R=R, T=T, depth=depth)
    expo = power_exponents(T=T, depth=depth)
    for b in range(X.shape[0]):
        prefix = [1] * r
        want = c
        for t in range(T):
            prefix = [prefix[k] * int(X[b, t, k]) % p for k in range(r)]
            want = want * pow(sum(prefix) % p, expo[t], p) % p
        if int(y[b]) != want:
            return False
    return True


def check(*, M: int, R: int, T: int, depth: int) -> Certificate:
    L = depth
    p = PRIME
    rac = power_rac(depth=L, M=M, R=R)
    n = power_lower_bound(M=M, R=R, T=T, depth=L)
    s = T // 2
    Y = evaluation_matrix(
        rac, explicit_points(count=n, steps=s, M=M, end=False), explicit_points(count=n, steps=s, M=M, end=True), p
    )
    rank = rank_mod_p(Y, p).rank
    identity = _identity_holds(rac, M=M, R=R, T=T, depth=L, p=p)
    conj = conjecture1_bound(M=M, R=R, T=T, depth=L)
    return Certificate.compare(
        STATEMENT,
        dict(M=M, R=R, T=T, depth=L, prime=p),
        "(identity holds, GF(p) rank of the power instance's n x n evaluation matrix, n >= Conjecture 1)",
        (identity, rank, n >= conj),
        "==",
        (True, n, True),
        size=n * n,
        conjecture1=conj,
    )


def cases(budget: str) -> list:
    check_budget(budget)
    Ls: tuple[int, ...]
    Ms: tuple[int, ...]
    Rs: tuple[int, ...]
    if budget == "quick":
        Ls, Ms, Rs, Ts, most = (2, 3, 4, 5), (1, 2, 3, 4), (1, 2, 3, 5), range(2, 13, 2), 300
    else:
        Ls, Ms, Rs, Ts, most = (2, 3, 4, 5, 6), (1, 2, 3, 4, 5), (1, 2, 3, 4, 5, 6), range(2, 17, 2), 1500
    return [
        dict(M=M, R=R, T=T, depth=L)
        for L in Ls
        for M in Ms
        for R in Rs
        for T in Ts
        if power_lower_bound(M=M, R=R, T=T, depth=L) <= most
    ]
