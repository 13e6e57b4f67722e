r"""Propositions 28 and 30, the reduction of L1(n) to a low-degree statement (helpers', 2026-11-29,
``docs/research/l1-2026-11-29/NOTES.md`` at :math:`R = 3` and ``docs/research/l1R4-2026-11-29/NOTES.md`` at every
:math:`R \ge 3`; reviewed the same day with the reviewers' own code, ``docs/reviews/l1-reduction-2026-11-29/``,
``docs/reviews/prop21-degree-2026-11-29/`` and ``docs/reviews/l1-R4-2026-11-29/``; the page is
``docs/theory/lower-bound-family.md``).

Depth 3, :math:`M = R - 1`, the family :math:`W^{H,3} = I` of Proposition 25
(:mod:`proofs.general.depth3.lower_family`). With :math:`p = a \odot u`, :math:`q = b \odot W^{I,2} p`,
:math:`\lambda_u = \ell(q)` and :math:`\psi_u(a, b) = (W^{H,1} p, W^{H,2} q)` for :math:`u` in the column space of
:math:`W^{I,1}`, the first End step is the operator :math:`\Theta(S) = \mathrm{span}_u\,\lambda_u\,(S \circ \psi_u)`
(Lemma D). :math:`M''_{n,k}` is the space of forms of bidegree :math:`(k, n)` in :math:`(a, b)` that vanish on
:math:`X = \{\mu_1 = \dots = \mu_{R-1} = 0\}` (:math:`\mu_m = \ell(b \odot W^{I,2}(a \odot w_m))`; the closure of
the graph of a standard Cremona map after linear changes of coordinates, Proposition 30's Lemma C), to order
:math:`n` at the :math:`R` points :math:`P_i = (a_i^*, e_i)` where the first End step kills layer 2 for every
input, and at Lemma K's :math:`R` points :math:`Q_j = (e_j, b_{0j})`; its generic dimension is
:math:`h_R(n, k) = K_R(k, n) - R\, r_R(n) - R` (:func:`target_dimension`) for :math:`k \ge n + 1`. The helpers'
results:

* span :math:`F_0 \subseteq M''_{n, N_1}`, so L1(n) (:math:`\tau_R(n) = V_R(n) - R`) is the equality;
* Theorem G: the :math:`k[a]`-module :math:`M''_n` is generated in :math:`a`-degree :math:`\le n + 2` (:math:`R = 3`;
  Theorem G_R at every :math:`R`);
* Theorem R: L1(n - 1) and **F(n, d)**, :math:`\Theta(M''_{n-1,d}) = M''_{n,d+n}` for one
  :math:`2 \le d \le N_1(n - 1)`, imply L1(n).

:func:`check` certifies F(n, d) at one integer point of the family (:func:`family`): the kernel
:math:`M''_{n-1,d}` there has its generic dimension, and an evaluation matrix of random elements of its image under
:math:`\Theta` has rank :math:`h_R(n, d + n)` mod :data:`L1_PRIME` (a nonzero minor mod p is a nonzero polynomial in
the weights, so F(n, d) holds on a nonempty open subset of the family). At :math:`R = 3`, F(6, 5), ..., F(14, 13)
hold; with L1(8) (Proposition 25's certificate) they give :math:`\tau(9) = 56157`, :math:`\tau(10) = 100592`,
:math:`\tau(11) = 171069`, :math:`\tau(12) = 278574`, :math:`\tau(13) = 437252`, :math:`\tau(14) = 664962` and
:math:`\mathrm{sep}(3, 2, 3, 2n) = 168471, 301776, 513207, 835722, 1311756, 1994886` at :math:`n = 9, \dots, 14`.
At :math:`R = 4`, F_4(5, 4) and F_4(6, 5) hold; with L1_4(5) they give :math:`\tau_4(6) = 160800` and
:math:`\mathrm{sep}(3, 3, 4, 12) = 643200`. Status: computer-assisted, reviewed (every certificate above recomputed
with a reviewer's own code; see the page).

Proposition 73 (this lab, 2026-12-06): F_4(7, 6) and Theorem G_4's input at :math:`n = 7` hold at points of the family,
so :math:`\tau_4(7) = 520544` and :math:`\mathrm{sep}(3, 3, 4, 14) = 2082176` (:func:`check_r4_t14`). Status:
computer-assisted; F_4(7, 6) computed by the lab's code only, not yet by a reviewer's.
"""

from __future__ import annotations

import math
from dataclasses import dataclass

import flint
import numpy as np

from numerics.bounds import one_step_deficit, relations_bound
from numerics.rank.blas import blas_matmul_mod_p, blas_rank_mod_p, blas_rank_nbytes
from numerics.rank.flint_bridge import flint_rref_mod_p
from proofs.certificate import Certificate, check_budget
from proofs.general.depth3.lower_family import killed_state
from proofs.general.free_states import exponents, monomial_values
from racs.memory import check_fits
from racs.sizes import check_size

__all__ = [
    "STATEMENT",
    "CHECK",
    "STATEMENT_EVERY_R",
    "CHECK_EVERY_R",
    "L1_PRIME",
    "THETA_PAD",
    "Family",
    "family",
    "forms_on_x",
    "target_dimension",
    "space",
    "space_nbytes",
    "theta_rank",
    "check",
    "cases",
    "check_every_r",
    "cases_every_r",
    "STATEMENT_R4_T14",
    "CHECK_R4_T14",
    "RECORDED_R4_T14",
    "check_r4_t14",
    "cases_r4_t14",
]

STATEMENT = (
    "Proposition 28 (depth 3, M = 2, R = 3, family W^(H,3) = I: L1(n - 1) and F(n, d), Theta(M''_(n-1,d)) ="
    " M''_(n,d+n) for one 2 <= d <= N_1(n - 1), imply tau(n) = V(n) - 3; F(9, 8), ..., F(14, 13) hold, so"
    " sep(3, 2, 3, 2n) = 168471, 301776, 513207, 835722, 1311756, 1994886 at n = 9, ..., 14; a helper's, computer-assisted; this lab)"
)
CHECK = (
    "at one integer point of the family: dim M''_(n-1,d) (GF(p) kernel of the conditions) == its generic value"
    " h_(n-1)(d), and the GF(p) rank of random elements of Theta(M''_(n-1,d)) == h_n(d + n) (F(n, d) certified)"
)
STATEMENT_EVERY_R = (
    "Proposition 30 (depth 3, M = R - 1, every R >= 3, family W^(H,3) = I: X is the graph of the standard Cremona"
    " map, and L1_R(n - 1) and F_R(n, d) imply tau_R(n) = V_R(n) - R; F_4(5, 4) and F_4(6, 5) hold, so"
    " sep(3, 3, 4, 12) = 643200; a helper's, computer-assisted; this lab)"
)
CHECK_EVERY_R = (
    "at one integer point of the family at width R: dim M''_R(n-1,d) == h_R(n-1, d), and the GF(p) rank of random"
    " elements of Theta(M''_R(n-1,d)) == h_R(n, d + n) (F_R(n, d) certified)"
)
STATEMENT_R4_T14 = (
    "Proposition 73 (depth 3, M = 3, R = 4, by Proposition 30: F_4(7, 6) and the target bound dim M''_4(7, 8) <="
    " h_4(7, 8) hold at points of the family, so tau_4(7) = V_4(7) - 4 = 520544 and sep(3, 3, 4, 14) = 2082176, the"
    " relations bound; computer-assisted, F_4(7, 6) by the lab's code only; this lab)"
)
CHECK_R4_T14 = (
    "the recorded certificates (F_4(7, 6): dim M''_4(6, 6) at the point and the GF(p) rank of Theta of it, a 60162 x"
    " 60162 matrix; dim M''_4(7, 8) at a point, Theorem G_4's input at n = 7) == (h_4(6, 6), h_4(7, 13), h_4(7, 8))"
    " from the closed form, and 4 h_4(7, N_1(7)) == the relations bound at T = 14 [full: dim M''_4(7, 8) recomputed]"
)
#: Proposition 73's certificates at :math:`R = 4`, recorded (``docs/research/l1R4-n7-2026-12-06/``, commands there):
#: ``source`` and ``rank``, F_4(7, 6) by :func:`check_every_r` (seed 11: the source :math:`M''_4(6, 6)` at the
#: point and the rank of the 60162 x 60162 Theta matrix); ``target``, :math:`\dim M''_4(7, 8)` at the point of seed 11
#: (:func:`space`), which bounds the generic dimension above (Theorem G_4's one input at n = 7).
RECORDED_R4_T14: dict[str, int] = {"source": 4505, "rank": 60154, "target": 14724}
#: The prime of the certificates: float64 products of two residues stay exact (< 2^41) and sums of 4000 of them too.
L1_PRIME = 1048573
#: Rows of the evaluation points handled at once while the Theta matrix is built (bounds the int64 temporaries).
_ROWS = 4096
#: Extra rows and columns of the Theta matrix beyond the target rank (its side is the target + THETA_PAD).
THETA_PAD = 8


@dataclass(frozen=True)
class Family:
    """One integer point of the family :math:`W^{H,3} = I` at width :math:`R` mod :data:`L1_PRIME`: ``W1``
    (R x (R - 1), columns :math:`w_m`), ``W2``, ``H1``, ``H2`` (R x R), ``ell`` (row 0 of :math:`W^{I,3}`), ``v``
    (R,: the normal of the columns of ``W1``), the points :math:`a_i^* = v \\oslash W2_i` (``astar``, R x R) and
    :math:`Q_j` (``Q``, R x 2R)."""

    W1: np.ndarray
    W2: np.ndarray
    H1: np.ndarray
    H2: np.ndarray
    ell: np.ndarray
    v: np.ndarray
    astar: np.ndarray
    Q: np.ndarray

    @property
    def R(self) -> int:
        return int(self.W2.shape[0])


def _rnd(g: np.random.Generator, *shape: int) -> np.ndarray:
    return g.integers(1, L1_PRIME, shape).astype(np.int64)


def _inverse(x: np.ndarray) -> np.ndarray:
    """Entrywise inverses mod p (``ValueError`` at a zero: non-generic weights)."""
    if np.any(x % L1_PRIME == 0):
        raise ValueError("non-generic weights: a zero entry mod p where the family needs an inverse; change seed")
    return np.array([pow(int(y), -1, L1_PRIME) for y in x.ravel()], np.int64).reshape(x.shape)


def family(seed: int, *, R: int = 3) -> Family:
    r"""A random integer point of the family at width ``R`` (entries in :math:`[1, p)`), with
    :math:`a_i^* = v \oslash W2_i` (:math:`v \perp w_m` for every :math:`m`, so that
    :math:`(W2 (a_i^* \odot w_m))_i = 0`) and :math:`Q_j = (e_j, b_{0j})`, :math:`b_{0j}` Lemma K's killed state
    (:func:`proofs.general.depth3.lower_family.killed_state` mod :data:`L1_PRIME`)."""
    R = check_size("R", R, low=3)
    p = L1_PRIME
    g = np.random.default_rng(seed)
    W1, W2, W3, H1, H2 = _rnd(g, R, R - 1), _rnd(g, R, R), _rnd(g, R, R), _rnd(g, R, R), _rnd(g, R, R)
    X, nullity = flint.nmod_mat(R - 1, R, W1.T.ravel().tolist(), p).nullspace()
    if nullity != 1:
        raise ValueError(f"non-generic weights at seed={seed}: W^(I,1) has rank < R - 1 mod p; change seed")
    v = np.array([int(X[r, 0]) for r in range(R)], np.int64)
    astar = v * _inverse(W2) % p
    WI, WH = [W1, W2, W3], [H1, H2, np.eye(R, dtype=np.int64)]
    Q = [np.concatenate([np.eye(R, dtype=np.int64)[j], killed_state(WI, WH, k=0, j=j, p=p)]) for j in range(R)]
    return Family(W1, W2, H1, H2, W3[0].copy(), v, astar, np.array(Q))


def _lam(fam: Family, pts: np.ndarray, u: np.ndarray) -> np.ndarray:
    """:math:`\\lambda_u = \\ell(b \\odot W2(a \\odot u))` at points ``pts`` (N, 2R)."""
    p, R = L1_PRIME, fam.R
    q = pts[:, R:] * ((pts[:, :R] * u % p).dot(fam.W2.T) % p) % p
    return q.dot(fam.ell) % p


def _psi(fam: Family, pts: np.ndarray, u: np.ndarray) -> np.ndarray:
    """:math:`\\psi_u(a, b) = (H1 (a \\odot u), H2 (b \\odot W2 (a \\odot u)))` at points ``pts`` (N, 2R)."""
    p, R = L1_PRIME, fam.R
    pa = pts[:, :R] * u % p
    q = pts[:, R:] * (pa.dot(fam.W2.T) % p) % p
    return np.concatenate([pa.dot(fam.H1.T) % p, q.dot(fam.H2.T) % p], axis=1)


def _bstar(fam: Family, A: np.ndarray) -> np.ndarray:
    r"""The point of :math:`X` over ``a`` (N, R): :math:`b^*(a) = \ell^{-1} \odot W2^{-T} (v \odot
    (\prod_{s \ne r} a_s)_r)`, the standard Cremona map followed by linear maps (Proposition 30, Lemma C)."""
    p, R = L1_PRIME, fam.R
    co = np.ones_like(A)
    for r in range(R):
        for s in range(R):
            if s != r:
                co[:, r] = co[:, r] * A[:, s] % p
    W2inv = flint.nmod_mat(R, R, fam.W2.ravel().tolist(), p).inv()
    W2invT = np.array([[int(W2inv[j, i]) for j in range(R)] for i in range(R)], np.int64)
    return (co * fam.v % p).dot(W2invT.T) % p * _inverse(fam.ell) % p


def _monomials(d: int, m: int, R: int) -> np.ndarray:
    """Exponents (K, 2R) of the monomials of bidegree ``(d, m)`` in ``(a, b)``, in :func:`_evaluate`'s order."""
    ea, eb = exponents(R, d), exponents(R, m)
    return np.concatenate([np.repeat(ea, len(eb), axis=0), np.tile(eb, (len(ea), 1))], axis=1)


def _evaluate(E: np.ndarray, pts: np.ndarray) -> np.ndarray:
    """Values (N, K) mod p at points (N, 2R) of the monomials ``E`` = :func:`_monomials` of one bidegree
    (:func:`proofs.general.free_states.monomial_values`)."""
    R = pts.shape[1] // 2
    return monomial_values([pts[:, :R], pts[:, R:]], (int(E[0, :R].sum()), int(E[0, R:].sum())), p=L1_PRIME)


def _jets(E: np.ndarray, P: np.ndarray, v: np.ndarray, order: int) -> np.ndarray:
    """Rows (order, K): the coefficient of :math:`t^k`, :math:`k <` ``order``, of each monomial at :math:`P + t v`."""
    p = L1_PRIME
    top = int(E.max())
    acc = None
    for c in range(E.shape[1]):
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


def _conditions(
    fam: Family, d: int, m: int, g: np.random.Generator, *, fat: bool = True, killed: bool = True
) -> tuple[np.ndarray, np.ndarray]:
    """Monomials of bidegree (d, m) and the matrix of the conditions defining :math:`M''_{m,d}`: values at random
    points of :math:`X` (more than the forms on :math:`X`, a variety of dimension :math:`R - 1`, have
    coefficients), the jets of order :math:`< m` along random lines through each :math:`P_i` inside the affine chart
    (enough directions for every order in the :math:`2R - 2` local coordinates; only with ``fat``), and the values at
    the :math:`Q_j` (only with ``killed``)."""
    R = fam.R
    E = _monomials(d, m, R)
    A = _rnd(g, _x_points(d=d, m=m, R=R), R)
    rows = [_evaluate(E, np.concatenate([A, _bstar(fam, A)], axis=1))]
    local = 2 * R - 2
    for i in range(R if fat else 0):
        P = np.concatenate([fam.astar[i], np.eye(R, dtype=np.int64)[i]])
        c = int(np.nonzero(fam.astar[i])[0][0])
        for s in range(math.comb(m - 1 + local - 1, local - 1) + 8):
            v = _rnd(g, 2 * R)
            v[c] = v[R + i] = 0  # stay in the chart a_c = a*_c, b_i = 1
            need = [k for k in range(m) if s < math.comb(k + local - 1, local - 1) + 8]  # order k: C(k+L-1, L-1)
            rows.append(_jets(E, P, v, m)[need])
    if killed:
        rows.append(_evaluate(E, fam.Q))
    return E, np.concatenate(rows, axis=0) % L1_PRIME


def _x_points(*, d: int, m: int, R: int) -> int:
    """Random points of :math:`X` in :func:`_conditions`: 30 more than the forms of bidegree (d, m) on :math:`X`
    can have coefficients (at most the monomials)."""
    K = math.comb(d + R - 1, R - 1) * math.comb(m + R - 1, R - 1)
    return min(math.comb(d + (R - 1) * m + R - 1, R - 1), K) + 30


def _conditions_rows(*, d: int, m: int, R: int) -> int:
    """Rows of :func:`_conditions`' matrix (``fat`` and ``killed``), counted without building it: the points of
    :math:`X`, at each :math:`P_i` the jets of order k < m along :math:`\binom{k + 2R - 3}{2R - 3} + 8` lines, and
    the :math:`Q_j`."""
    local = 2 * R - 2
    jets = sum(math.comb(k + local - 1, local - 1) + 8 for k in range(m))
    return _x_points(d=d, m=m, R=R) + R * jets + R


def space_nbytes(*, d: int, m: int, R: int = 3) -> int:
    """Peak memory of :func:`space`: the int64 conditions, their uint64 copy in FLINT and the echelon form read
    back (8 bytes per entry each, twice for the copies numpy makes while reducing), and the kernel."""
    K = math.comb(d + R - 1, R - 1) * math.comb(m + R - 1, R - 1)
    return 40 * _conditions_rows(d=d, m=m, R=R) * K + 8 * K * K


def space(
    fam: Family, *, d: int, m: int, seed: int = 12345, fat: bool = True, killed: bool = True
) -> tuple[np.ndarray, np.ndarray]:
    """A basis of :math:`M''_{m,d}` at ``fam``: ``(E, N)``, ``E`` the monomials (K, 2R), ``N`` (K, dim) the GF(p)
    kernel of the conditions (reduced row echelon form, FLINT's ``nmod_mat_rref``). Without ``killed`` (the
    :math:`Q_j`) it is :math:`M'_{m,d}`; without ``fat`` too, the forms :math:`I_X` of bidegree (d, m) that vanish on
    :math:`X`. Refused (:class:`racs.memory.TooLargeError`) before the conditions are built if
    :func:`space_nbytes` will not fit."""
    p = L1_PRIME
    check_fits(
        space_nbytes(d=d, m=m, R=fam.R), f"the conditions of M''_(m={m}, d={d}) at R={fam.R}", fix="lower d or m"
    )
    E, C = _conditions(fam, d, m, np.random.default_rng(seed), fat=fat, killed=killed)
    Rn, r = flint_rref_mod_p(C.astype(np.uint64), p)
    del C
    K = E.shape[0]
    Rn = Rn[:r].astype(np.int64)
    pivots = [int(np.nonzero(Rn[i])[0][0]) for i in range(r)]
    free = sorted(set(range(K)) - set(pivots))
    N = np.zeros((K, len(free)), np.int64)
    N[free, np.arange(len(free))] = 1
    N[pivots, :] = (-Rn[:, free]) % p
    return E, N


def forms_on_x(*, n: int, k: int, R: int = 3) -> int:
    r"""The Koszul count :math:`K_R(k, n) = \sum_{i=1}^{R-1} (-1)^{i+1} \binom{R-1}{i} \binom{k-i+R-1}{R-1}
    \binom{n-i+R-1}{R-1}`: the dimension of the forms of bidegree :math:`(k, n)` that vanish on :math:`X`, a complete
    intersection of :math:`R - 1` forms of bidegree (1, 1) (Proposition 30, Lemma C)."""

    def S(k: int, n: int) -> int:
        return math.comb(k + R - 1, R - 1) * math.comb(n + R - 1, R - 1) if k >= 0 and n >= 0 else 0

    return sum((-1) ** (i + 1) * math.comb(R - 1, i) * S(k - i, n - i) for i in range(1, R))


def target_dimension(*, n: int, k: int, R: int = 3) -> int:
    r""":math:`h_R(n, k) = K_R(k, n) - R\, r_R(n) - R`, the generic dimension of :math:`M''_{n,k}` for
    :math:`k \ge n + 1`: the Koszul count :math:`K_R(k, n)` of the forms on :math:`X` (:func:`forms_on_x`),
    :math:`R\, r_R(n)` the fat-point conditions (:func:`numerics.one_step_deficit`,
    Proposition 21), :math:`R` for the :math:`Q_j`; :math:`h_R(n, N_1) = V_R(n) - R`. At :math:`R = 3`,
    :math:`K_3(k, n) = 2 \binom{k+1}{2} \binom{n+1}{2} - \binom{k}{2} \binom{n}{2}`."""

    return forms_on_x(n=n, k=k, R=R) - one_step_deficit(R=R, n=n) - R


def _theta_nbytes(*, side: int, K: int, s: int) -> int:
    """Peak memory of :func:`theta_rank` at a ``side`` x ``side`` matrix: the float32 matrix, the rank's working
    memory, and the per-block temporaries (values, the random elements of S, products)."""
    block = 8 * (3 * _ROWS * K + K * s + 3 * _ROWS * s)
    return 4 * side * side + blas_rank_nbytes((side, side), overwrite=True) + block


def theta_rank(fam: Family, E: np.ndarray, S: np.ndarray, *, degree: int, columns: int, seed: int) -> int:
    r"""GF(p) rank of a ``columns`` x ``columns`` evaluation matrix of random elements of
    :math:`\Theta(\mathrm{span}\, S)` (``S`` a basis over the monomials ``E``).

    :math:`T_u s = \lambda_u (s \circ \psi_u)` is homogeneous of degree ``degree`` in :math:`u = W1 x`, so
    :math:`U = \binom{\mathrm{degree} + R - 2}{R - 2}` generic :math:`x` interpolate it and
    :math:`\Theta(S) = \sum_j T_{u_j}(S)`; each :math:`u_j` contributes :math:`\lceil \mathrm{columns} / U \rceil`
    random elements :math:`T_{u_j}(s)` (Proposition 30's certificates). The matrix is built block by block in
    float32 (centred residues) and eliminated in place (:func:`numerics.rank.blas.blas_rank_mod_p`). Any rank it
    reports is a lower bound on :math:`\dim \Theta(S)`."""
    p, R = L1_PRIME, fam.R
    g = np.random.default_rng(seed)
    U = math.comb(degree + R - 2, R - 2)
    width = -(-columns // U)
    check_fits(
        _theta_nbytes(side=columns, K=E.shape[0], s=S.shape[1]),
        f"a {columns} x {columns} Theta matrix",
        fix="lower columns",
    )
    pts = np.concatenate([_rnd(g, columns, R), _rnd(g, columns, R)], axis=1)
    A = np.empty((columns, columns), np.float32)
    c = 0
    while c < columns:
        u = fam.W1.dot(_rnd(g, R - 1)) % p
        w = min(width, columns - c)
        elements = (
            blas_matmul_mod_p(S, _rnd(g, S.shape[1], w), p) if w < S.shape[1] else S
        )  # w random elements of span S
        lam = _lam(fam, pts, u).astype(np.float64)
        for r0 in range(0, columns, _ROWS):
            block = blas_matmul_mod_p(_evaluate(E, _psi(fam, pts[r0 : r0 + _ROWS], u)), elements, p)
            block = block * lam[r0 : r0 + _ROWS, None] % p  # < p^2 < 2^41: exact
            block[block > p // 2] -= p  # centred residues, exact in float32 (p < 2^21)
            A[r0 : r0 + _ROWS, c : c + block.shape[1]] = block
        c += elements.shape[1]
    return int(blas_rank_mod_p(A, p, overwrite=True))


def _certify(statement: str, *, n: int, d: int, R: int, seed: int) -> Certificate:
    n = check_size("n", n, low=3)
    R = check_size("R", R, low=3)
    if not n - 1 <= d <= (n - 1) * n // 2:
        raise ValueError(f"d={d} must lie in [n - 1, N_1(n - 1)] = [{n - 1}, {(n - 1) * n // 2}] for n={n}")
    source = target_dimension(n=n - 1, k=d, R=R)
    target = target_dimension(n=n, k=d + n, R=R)
    side = target + THETA_PAD
    # refuse before the source's elimination: the Theta matrix dominates the memory
    K = math.comb(d + R - 1, R - 1) * math.comb(n - 1 + R - 1, R - 1)
    check_fits(
        max(_theta_nbytes(side=side, K=K, s=source), space_nbytes(d=d, m=n - 1, R=R)),
        f"F(n={n}, d={d}) at R={R}: a {side} x {side} Theta matrix",
        fix="lower n",
    )
    fam = family(seed, R=R)
    E, S = space(fam, d=d, m=n - 1, seed=seed + 1)
    rank = theta_rank(fam, E, S, degree=d + n, columns=side, seed=seed + 2) if S.shape[1] == source else -1
    return Certificate.compare(
        statement,
        dict(n=n, d=d, R=R, seed=seed, p=L1_PRIME),
        "(dim M''_(n-1,d) at the point, rank of Theta of it) vs (h_R(n-1, d), h_R(n, d + n))",
        (S.shape[1], rank),
        "==",
        (source, target),
        size=side**2,
    )


def check(*, n: int, d: int, seed: int = 11) -> Certificate:
    """F(n, d) at :math:`R = 3` and the family point of ``seed``: the source :math:`M''_{n-1,d}` has its generic
    dimension :math:`h_{n-1}(d)` and :math:`\\Theta` of it reaches :math:`h_n(d + n)`. ``d >= n - 1`` (where the
    source's generic dimension is the closed form) and ``d <= N_1(n - 1)``."""
    return _certify(STATEMENT, n=n, d=d, R=3, seed=seed)


def check_every_r(*, n: int, d: int, R: int, seed: int = 11) -> Certificate:
    """F_R(n, d) at width ``R`` (Proposition 30), as :func:`check`."""
    return _certify(STATEMENT_EVERY_R, n=n, d=d, R=R, seed=seed)


def cases(budget: str) -> list:
    """Quick: F(6, 5) (a second); full: also F(7, 6) and F(8, 7) (seconds). F(9, 8), ..., F(14, 13) (sides 7529,
    11230, 16142, 22502, 30568, 40619) are the recorded commands ``check(n=9, d=8)``, ..., ``check(n=14, d=13)``
    (22 s, 63 s, 203 s, 795 s, 1357 s, 3484 s; 0.5 to 8.0 GB; see the page)."""
    check_budget(budget)
    quick = [dict(n=6, d=5)]
    return quick if budget == "quick" else [*quick, dict(n=7, d=6), dict(n=8, d=7)]


def cases_every_r(budget: str) -> list:
    """Quick: F_4(4, 3) (side 3248, seconds) and F_5(3, 2) (side 3063); full: also F_4(5, 4) (side 10269, minutes).
    F_4(6, 5), side 26628, is the recorded command ``check_every_r(n=6, d=5, R=4)`` (see the page)."""
    check_budget(budget)
    quick = [dict(n=4, d=3, R=4), dict(n=3, d=2, R=5)]
    return quick if budget == "quick" else [*quick, dict(n=5, d=4, R=4)]


def check_r4_t14(*, part: str = "recorded") -> Certificate:
    r"""Proposition 73: :math:`\operatorname{sep}(3, 3, 4, 14) = 4\,\tau_4(7) = 2082176`.

    Proposition 25 at :math:`R = 4` (sep(3, 3, 4, 2n) >= 4 tau_4(n) for n >= 5), Theorem R_4 (L1_4(6), from
    Proposition 30, and F_4(7, 6) give L1_4(7)) and Theorem G_4 at :math:`n = 7` (its one input, the upper bound
    :math:`\dim M''_4(7, 8) \le h_4(7, 8)` at generic weights, certified by one kernel at one point: the kernel's
    dimension is upper semicontinuous) give :math:`\tau_4(7) = V_4(7) - 4`; the relations bound (Propositions 19, 21,
    24) is the upper half. ``part="recorded"`` compares the recorded certificates (:data:`RECORDED_R4_T14`) with the
    closed forms (seconds); ``"kernel"`` also recomputes the target bound :math:`\dim M''_4(7, 8)` at the point of
    seed 11 (about 8 minutes on one core, 5.6 GB). F_4(7, 6) itself is a recorded command (82 minutes, 15.7 GB:
    ``docs/research/l1R4-n7-2026-12-06/``)."""
    if part not in ("recorded", "kernel"):
        raise ValueError(f"part={part!r} must be 'recorded' or 'kernel'")
    R, n, d = 4, 7, 6
    got: tuple = (RECORDED_R4_T14["source"], RECORDED_R4_T14["rank"], RECORDED_R4_T14["target"])
    want: tuple = (
        target_dimension(n=n - 1, k=d, R=R),
        target_dimension(n=n, k=d + n, R=R),
        target_dimension(n=n, k=n + 1, R=R),
    )
    got += (R * target_dimension(n=n, k=n * (n + 1) // 2, R=R),)
    want += (relations_bound(R=R, T=2 * n),)
    if part == "kernel":
        got += (space(family(11, R=R), d=n + 1, m=n, seed=12)[1].shape[1],)
        want += (target_dimension(n=n, k=n + 1, R=R),)
    return Certificate.compare(
        STATEMENT_R4_T14,
        dict(part=part, R=R, n=n, d=d),
        "(recorded dim M''_4(6, 6), rank of Theta of it, dim M''_4(7, 8); 4 h_4(7, N_1(7))[; dim M''_4(7, 8) now]) vs"
        " (h_4(6, 6), h_4(7, 13), h_4(7, 8); the relations bound at T = 14[; h_4(7, 8)])",
        got,
        "==",
        want,
    )


def cases_r4_t14(budget: str) -> list:
    """Quick: the recorded certificates against the closed forms (seconds); full: also the target kernel at (7, 8)
    (about 8 minutes, 5.6 GB)."""
    check_budget(budget)
    return [dict(part="recorded" if budget == "quick" else "kernel")]
