r"""Proposition 28, the reduction of L1(n) to a low-degree statement (a helper's, 2026-11-29,
``docs/research/l1-2026-11-29/NOTES.md``; reviewed the same day by two reviewers with their own code,
``docs/reviews/l1-reduction-2026-11-29/`` and, for Proposition 21 read at other degrees,
``docs/reviews/prop21-degree-2026-11-29/``; the page is ``docs/theory/lower-bound-family.md``).

Depth 3, :math:`M = 2`, :math:`R = 3`, the family :math:`W^{H,3} = I` of Proposition 25
(:mod:`proofs.general.depth3.lower_family`). With :math:`p = a \odot u`, :math:`q = b \odot W^{I,2} p`,
:math:`\lambda_u = \ell(q)` and :math:`\psi_u(a, b) = (W^{H,1} p, W^{H,2} q)` for :math:`u` in the column space of
:math:`W^{I,1}`, the first End step is the operator :math:`\Theta(S) = \mathrm{span}_u\,\lambda_u\,(S \circ \psi_u)`
(Lemma D). :math:`M''_{n,k}` is the space of forms of bidegree :math:`(k, n)` in :math:`(a, b)` that vanish on the
surface :math:`X = \{\mu_1 = \mu_2 = 0\}` (:math:`\mu_m = \ell(b \odot W^{I,2}(a \odot w_m))`), to order :math:`n`
at the three points :math:`P_i = (a_i^*, e_i)` where the first End step kills layer 2 for every input, and at Lemma
K's three points :math:`Q_j = (e_j, b_{0j})`; its generic dimension is :math:`h_n(k) = K(k, n) - 3 r(n) - 3`
(:func:`target_dimension`) for :math:`k \ge n + 1`. The helper's results:

* span :math:`F_0 \subseteq M''_{n, N_1}`, so L1(n) (:math:`\tau(n) = V(n) - 3`) is the equality;
* Theorem G: the :math:`k[a]`-module :math:`M''_n` is generated in :math:`a`-degree :math:`\le n + 2`;
* Theorem R: L1(n - 1) and **F(n, d)**, :math:`\Theta(M''_{n-1,d}) = M''_{n,d+n}` for one
  :math:`2 \le d \le N_1(n - 1)`, imply L1(n).

:func:`check` certifies F(n, d) at one integer point of the family (:func:`family`): the kernel
:math:`M''_{n-1,d}` there has its generic dimension, and an evaluation matrix of random elements of its image under
:math:`\Theta` has rank :math:`h_n(d + n)` mod :data:`L1_PRIME` (a nonzero minor mod p is a nonzero polynomial in the
weights, so F(n, d) holds on a nonempty open subset of the family). F(6, 5), ..., F(10, 9) and F(11, 10) hold; with
L1(8) (Proposition 25's certificate) they give :math:`\tau(9) = 56157`, :math:`\tau(10) = 100592`,
:math:`\tau(11) = 171069`, :math:`\mathrm{sep}(3, 2, 3, 18) = 168471`, :math:`\mathrm{sep}(3, 2, 3, 20) = 301776`
and :math:`\mathrm{sep}(3, 2, 3, 22) = 513207`. Status: computer-assisted, reviewed (Theorem R, the certificate logic and every F certificate by one
reviewer, F(10, 9) and F(11, 10) recomputed with that reviewer's code at two seeds each,
``docs/reviews/l1-n10-2026-11-29/``, ``docs/reviews/l1-n11-2026-11-29/``; Proposition 21's proof at :math:`a`-degrees :math:`k \ge n - 1`, on which Theorem G and the source
dimensions rest, by a second).
"""

from __future__ import annotations

import math
from dataclasses import dataclass

import flint
import numpy as np

from numerics.bounds import one_step_deficit
from numerics.rank.blas import blas_rank_mod_p
from proofs.certificate import Certificate, check_budget
from proofs.general.depth3.lower_family import killed_state
from proofs.general.free_states import exponents, monomial_values
from racs.sizes import check_size

__all__ = [
    "STATEMENT",
    "CHECK",
    "L1_PRIME",
    "Family",
    "family",
    "target_dimension",
    "space",
    "theta_rank",
    "check",
    "cases",
]

STATEMENT = (
    "Proposition 28 (depth 3, M = 2, R = 3, family W^(H,3) = I: L1(n - 1) and F(n, d), Theta(M''_(n-1,d)) ="
    " M''_(n,d+n) for one 2 <= d <= N_1(n - 1), imply tau(n) = V(n) - 3; F(9, 8), F(10, 9) and F(11, 10) hold, so"
    " sep(3, 2, 3, 2n) = 168471, 301776, 513207 at n = 9, 10, 11; a helper's, computer-assisted; this lab)"
)
CHECK = (
    "at one integer point of the family: dim M''_(n-1,d) (GF(p) kernel of the conditions) == its generic value"
    " h_(n-1)(d), and the GF(p) rank of random elements of Theta(M''_(n-1,d)) == h_n(d + n) (F(n, d) certified)"
)
#: The prime of the certificates: float64 products of two residues stay exact (< 2^41) and sums of 4000 of them too.
L1_PRIME = 1048573
_CHUNK = 4000


@dataclass(frozen=True)
class Family:
    """One integer point of the family :math:`W^{H,3} = I` mod :data:`L1_PRIME`: ``W1`` (3 x 2, columns
    :math:`w_1, w_2`), ``W2``, ``H1``, ``H2`` (3 x 3), ``ell`` (row 0 of :math:`W^{I,3}`), the points
    :math:`a_i^*` (``astar``, 3 x 3) and :math:`Q_j` (``Q``, 3 x 6)."""

    W1: np.ndarray
    W2: np.ndarray
    H1: np.ndarray
    H2: np.ndarray
    ell: np.ndarray
    astar: np.ndarray
    Q: np.ndarray


def _rnd(g: np.random.Generator, *shape: int) -> np.ndarray:
    return g.integers(1, L1_PRIME, shape).astype(np.int64)


def _cross(x: np.ndarray, y: np.ndarray) -> np.ndarray:
    """Row-wise cross products mod p of (..., 3) arrays."""
    p = L1_PRIME
    return np.stack(
        [
            (x[..., 1] * y[..., 2] - x[..., 2] * y[..., 1]) % p,
            (x[..., 2] * y[..., 0] - x[..., 0] * y[..., 2]) % p,
            (x[..., 0] * y[..., 1] - x[..., 1] * y[..., 0]) % p,
        ],
        axis=-1,
    )


def family(seed: int) -> Family:
    r"""A random integer point of the family (entries in :math:`[1, p)`), with :math:`a_i^* = (W2_i \odot w_1)
    \times (W2_i \odot w_2)` and :math:`Q_j = (e_j, b_{0j})`, :math:`b_{0j}` Lemma K's killed state
    (:func:`proofs.general.depth3.lower_family.killed_state` mod :data:`L1_PRIME`)."""
    p = L1_PRIME
    g = np.random.default_rng(seed)
    W1, W2, W3, H1, H2 = _rnd(g, 3, 2), _rnd(g, 3, 3), _rnd(g, 3, 3), _rnd(g, 3, 3), _rnd(g, 3, 3)
    astar = _cross(W2 * W1[:, 0] % p, W2 * W1[:, 1] % p)
    WI, WH = [W1, W2, W3], [H1, H2, np.eye(3, dtype=np.int64)]
    Q = [np.concatenate([np.eye(3, dtype=np.int64)[j], killed_state(WI, WH, k=0, j=j, p=p)]) for j in range(3)]
    return Family(W1, W2, H1, H2, W3[0].copy(), astar, np.array(Q))


def _lam(fam: Family, pts: np.ndarray, u: np.ndarray) -> np.ndarray:
    """:math:`\\lambda_u = \\ell(b \\odot W2(a \\odot u))` at points ``pts`` (N, 6)."""
    p = L1_PRIME
    q = pts[:, 3:] * ((pts[:, :3] * u % p).dot(fam.W2.T) % p) % p
    return q.dot(fam.ell) % p


def _psi(fam: Family, pts: np.ndarray, u: np.ndarray) -> np.ndarray:
    """:math:`\\psi_u(a, b) = (H1 (a \\odot u), H2 (b \\odot W2 (a \\odot u)))` at points ``pts`` (N, 6)."""
    p = L1_PRIME
    pa = pts[:, :3] * u % p
    q = pts[:, 3:] * (pa.dot(fam.W2.T) % p) % p
    return np.concatenate([pa.dot(fam.H1.T) % p, q.dot(fam.H2.T) % p], axis=1)


def _bstar(fam: Family, A: np.ndarray) -> np.ndarray:
    """The point of :math:`X` over ``a``: :math:`b^*(a) = (\\ell \\odot W2(a \\odot w_1)) \\times (\\ell \\odot
    W2(a \\odot w_2))`."""
    p = L1_PRIME
    z = [(A * fam.W1[:, m] % p).dot(fam.W2.T) % p * fam.ell % p for m in range(2)]
    return _cross(z[0], z[1])


def _monomials(d: int, m: int) -> np.ndarray:
    """Exponents (K, 6) of the monomials of bidegree ``(d, m)`` in ``(a, b)``, in :func:`_evaluate`'s order."""
    ea, eb = exponents(3, d), exponents(3, m)
    return np.concatenate([np.repeat(ea, len(eb), axis=0), np.tile(eb, (len(ea), 1))], axis=1)


def _evaluate(E: np.ndarray, pts: np.ndarray) -> np.ndarray:
    """Values (N, K) mod p at points (N, 6) of the monomials ``E`` = :func:`_monomials` of one bidegree
    (:func:`proofs.general.free_states.monomial_values`)."""
    return monomial_values([pts[:, :3], pts[:, 3:]], (int(E[0, :3].sum()), int(E[0, 3:].sum())), p=L1_PRIME)


def _jets(E: np.ndarray, P: np.ndarray, v: np.ndarray, order: int) -> np.ndarray:
    """Rows (order, K): the coefficient of :math:`t^k`, :math:`k <` ``order``, of each monomial at :math:`P + t v`."""
    p = L1_PRIME
    top = int(E.max())
    acc = None
    for c in range(6):
        pw = np.zeros((top + 1, order), np.int64)
        for e in range(top + 1):
            for k in range(min(e, order - 1) + 1):
                pw[e, k] = math.comb(e, k) % p * pow(int(P[c]), e - k, p) % p * pow(int(v[c]), k, p) % p
        cur = pw[E[:, c]]
        if acc is None:
            acc = cur
            continue
        new = np.zeros_like(acc)
        for k in range(order):
            for i in range(k + 1):
                new[:, k] = (new[:, k] + acc[:, i] * cur[:, k - i]) % p
        acc = new
    assert acc is not None
    return acc.T


def _conditions(fam: Family, d: int, m: int, g: np.random.Generator) -> tuple[np.ndarray, np.ndarray]:
    """Monomials of bidegree (d, m) and the matrix of the conditions defining :math:`M''_{m,d}`: values at random
    points of :math:`X` (more than the forms on :math:`X` have coefficients), the jets of order :math:`< m` along
    random lines through each :math:`P_i` inside the affine chart (enough directions for every order), and the values
    at the :math:`Q_j`."""
    E = _monomials(d, m)
    A = _rnd(g, math.comb(d + 2 * m + 2, 2) + 30, 3)
    rows = [_evaluate(E, np.concatenate([A, _bstar(fam, A)], axis=1))]
    directions = math.comb(m + 2, 3) + 8
    for i in range(3):
        P = np.concatenate([fam.astar[i], np.eye(3, dtype=np.int64)[i]])
        c = int(np.nonzero(fam.astar[i])[0][0])
        for s in range(directions):
            v = _rnd(g, 6)
            v[c] = v[3 + i] = 0  # stay in the chart a_c = a*_c, b_i = 1
            need = [k for k in range(m) if s < math.comb(k + 3, 3) + 8]  # order-k jets need C(k+3, 3) directions
            rows.append(_jets(E, P, v, m)[need])
    rows.append(_evaluate(E, fam.Q))
    return E, np.concatenate(rows, axis=0) % L1_PRIME


def space(fam: Family, *, d: int, m: int, seed: int = 12345) -> tuple[np.ndarray, np.ndarray]:
    """A basis of :math:`M''_{m,d}` at ``fam``: ``(E, N)``, ``E`` the monomials (K, 6), ``N`` (K, dim) the GF(p)
    kernel of the conditions (reduced row echelon form, python-flint)."""
    p = L1_PRIME
    E, C = _conditions(fam, d, m, np.random.default_rng(seed))
    R, r = flint.nmod_mat(C.shape[0], C.shape[1], C.ravel().tolist(), p).rref()
    K = E.shape[0]
    Rn = np.array(R.entries(), dtype=np.int64).reshape(-1, K)[:r]
    pivots = [int(np.nonzero(Rn[i])[0][0]) for i in range(r)]
    free = sorted(set(range(K)) - set(pivots))
    N = np.zeros((K, len(free)), np.int64)
    N[free, np.arange(len(free))] = 1
    N[pivots, :] = (-Rn[:, free]) % p
    return E, N


def target_dimension(*, n: int, k: int) -> int:
    """:math:`h_n(k) = K(k, n) - 3 r(n) - 3`, the generic dimension of :math:`M''_{n,k}` for :math:`k \\ge n + 1`:
    the Koszul count :math:`K(k, n) = 2 \\binom{k+1}{2} \\binom{n+1}{2} - \\binom{k}{2} \\binom{n}{2}` of the forms on
    :math:`X`, :math:`r(n) = \\binom{n+3}{4} - \\binom{n+1}{2}` conditions per fat point (:math:`3 r(n)` =
    :func:`numerics.one_step_deficit` at :math:`R = 3`, Proposition 21), 3 for the :math:`Q_j`;
    :math:`h_n(N_1) = V(n) - 3`."""
    C = math.comb
    return 2 * C(k + 1, 2) * C(n + 1, 2) - C(k, 2) * C(n, 2) - one_step_deficit(R=3, n=n) - 3


def _mulmod(A: np.ndarray, B: np.ndarray) -> np.ndarray:
    """``A @ B`` mod p, exact: float64 partial sums of at most :data:`_CHUNK` products below :math:`p^2`."""
    out = np.zeros((A.shape[0], B.shape[1]), np.float64)
    for s in range(0, A.shape[1], _CHUNK):
        out = (out + A[:, s : s + _CHUNK].astype(np.float64) @ B[s : s + _CHUNK].astype(np.float64)) % L1_PRIME
    return out


def theta_rank(fam: Family, E: np.ndarray, S: np.ndarray, *, degree: int, columns: int, seed: int) -> int:
    r"""GF(p) rank of ``columns`` random elements :math:`\sum_j \lambda_{u_j} (s_j \circ \psi_{u_j})` of
    :math:`\Theta(\mathrm{span}\, S)` (``S`` a basis over the monomials ``E``), evaluated at ``columns + 6`` random
    points; ``degree`` + 1 distinct :math:`u_j` suffice, since :math:`T_u s` has degree ``degree`` in :math:`u`."""
    p = L1_PRIME
    g = np.random.default_rng(seed)
    rows = columns + 6
    pts = np.concatenate([_rnd(g, rows, 3), _rnd(g, rows, 3)], axis=1)
    acc = np.zeros((rows, columns), np.float64)
    for j in range(degree + 1):
        u = fam.W1.dot(np.array([1, j + 2], np.int64)) % p
        values = _mulmod(_evaluate(E, _psi(fam, pts, u)), S)
        block = _mulmod(values, _rnd(g, S.shape[1], columns))
        block *= _lam(fam, pts, u).astype(np.float64)[:, None]  # < p^2 < 2^41: exact
        acc = np.fmod(acc + block, p)
    acc[acc > p // 2] -= p  # centred residues, exact in float32 (p < 2^21)
    return int(blas_rank_mod_p(acc.astype(np.float32), p, overwrite=True))


def check(*, n: int, d: int, seed: int = 11) -> Certificate:
    """F(n, d) at the family point of ``seed``: the source :math:`M''_{n-1,d}` has its generic dimension
    :math:`h_{n-1}(d)` and :math:`\\Theta` of it reaches :math:`h_n(d + n)`. ``d >= n - 1`` (where the source's
    generic dimension is the closed form) and ``d <= N_1(n - 1)``."""
    n = check_size("n", n, low=3)
    if not n - 1 <= d <= (n - 1) * n // 2:
        raise ValueError(f"d={d} must lie in [n - 1, N_1(n - 1)] = [{n - 1}, {(n - 1) * n // 2}] for n={n}")
    fam = family(seed)
    E, S = space(fam, d=d, m=n - 1, seed=seed + 1)
    source = target_dimension(n=n - 1, k=d)
    target = target_dimension(n=n, k=d + n)
    rank = theta_rank(fam, E, S, degree=d + n, columns=target + 6, seed=seed + 2) if S.shape[1] == source else -1
    return Certificate.compare(
        STATEMENT,
        dict(n=n, d=d, seed=seed, p=L1_PRIME),
        "(dim M''_(n-1,d) at the point, rank of Theta of it) vs (h_(n-1)(d), h_n(d + n))",
        (S.shape[1], rank),
        "==",
        (source, target),
        size=(target + 12) ** 2,
    )


def cases(budget: str) -> list:
    """Quick: F(6, 5) (a few seconds); full: also F(7, 6) and F(8, 7) (16 s and 59 s on a shared core); F(9, 8),
    side 7527, F(10, 9), side 11228, and F(11, 10), side 16140, are the recorded commands ``check(n=9, d=8)``,
    ``check(n=10, d=9)`` and ``check(n=11, d=10)`` (347 s, 2.1 GB; 527 s, 4.4 GB; 2152 s, 8.9 GB on a loaded shared
    core; all passed)."""
    check_budget(budget)
    quick = [dict(n=6, d=5)]
    return quick if budget == "quick" else [*quick, dict(n=7, d=6), dict(n=8, d=7)]
