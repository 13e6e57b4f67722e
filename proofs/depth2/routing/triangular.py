r"""Triangular routing (``docs/theory/proposition7-regimes-xvi-xx.md``, Proposition 7, regimes (xviii) and (xix)): the computed part of a Start side
(S) proved by routing the Start words to classes :math:`c_1, .., c_R` through zeros of layer 2.

With :math:`W^{H,2} = I` and :math:`h^{0,2} = 1`, :math:`g_k = \prod_t W^{I,2}_k \cdot h^{t,1}`, so row :math:`k`
orthogonal to the layer-1 state after a prefix :math:`z` makes :math:`g_k = 0` on every word through :math:`z`,
whatever :math:`s`. If every class :math:`c_j` with :math:`j < k` lies in such prefixes of row :math:`k`, then on
:math:`c_k`, :math:`g = (g_1, .., g_k, 0, .., 0)`, and a form :math:`F = \sum_k g_k F_k` (:math:`F_k \in (I_k)_s`)
vanishing at every Start point has :math:`F_1 = \dots = F_R = 0` once each class satisfies the class condition: no
nonzero element of :math:`(I_k)_s` vanishes at its points where :math:`g_k \ne 0`. :func:`routing_misses` checks the
first part exactly, :func:`class_block_ranks` the second at sampled class words, mod p; :func:`routed_class_check`
makes one certificate of both.
"""

from __future__ import annotations

from math import gcd

from numerics import depth2_ideal_bound, trial_prime
from proofs.certificate import Certificate, check_budget
from proofs.depth2.routing.cycles import class_words, cylinders, sample_size
from proofs.depth2.sides import ideal_start_rank
from racs import RAC, ModP, Rational

__all__ = [
    "class_block_ranks",
    "cofactor_vector",
    "ideal_class_dimension",
    "layer1_state",
    "routed_cases",
    "routed_class_check",
    "routing_misses",
]


def ideal_class_dimension(*, M: int, R: int, s: int) -> int:
    r""":math:`\dim (I_k)_s = (\!(R, s)\!) - (\!(R - M, s)\!)` when the :math:`M` forms :math:`l_{k,x}` are
    independent ((H-a)): :func:`numerics.depth2_ideal_bound` :math:`D` divided by :math:`R`."""
    return depth2_ideal_bound(M=M, R=R, T=2 * s) // R


def layer1_state(rac: RAC, prefix) -> list:
    r"""The layer-1 state :math:`h^{t,1}` after ``prefix`` (:math:`t` its length), exact Python ints (``rac`` with
    integer weights, e.g. over :class:`racs.Rational`)."""
    U, H1 = rac.W_I[0], rac.W_H[0]
    h = [int(v) for v in rac.h0[0]]
    for x in prefix:
        h = [sum(int(H1[i, j]) * h[j] for j in range(len(h))) * int(U[i, x]) for i in range(len(h))]
    return h


def cofactor_vector(rows: list, *, first_positive: bool = False) -> list:
    r"""The primitive integer vector :math:`v` with :math:`v \cdot x = c \det[\text{rows}; x]` for :math:`n - 1` rows
    of length :math:`n` (:math:`v_j = (-1)^{n-1+j}` times the minor without column :math:`j`, divided by the gcd of
    the entries), so orthogonal to every row; :math:`c > 0`, or with ``first_positive`` the sign that makes the first
    nonzero entry positive. The zero vector when the rows are dependent."""
    import flint

    n = len(rows) + 1
    v = [
        (-1) ** (n - 1 + j) * int(flint.fmpz_mat([[r[i] for i in range(n) if i != j] for r in rows]).det())
        for j in range(n)
    ]
    g = gcd(*v)
    v = [x // g for x in v] if g else v
    return [-x for x in v] if first_positive and next((x for x in v if x), 0) < 0 else v


def routing_misses(rac: RAC, *, zeros, classes) -> int:
    r"""How many conditions of triangular routing fail in ``rac`` (exact integer weights); 0 means :math:`g_j = 0`
    on :math:`c_k` for every :math:`j > k`, whatever :math:`s`. ``zeros`` maps a row :math:`j` of :math:`W^{I,2}`
    (0-based) to the prefixes whose layer-1 states it must be orthogonal to; ``classes`` lists the classes
    (0-based :math:`k`, each a prefix or a union of prefix cylinders). Counted: every zero that fails, every cylinder
    of a class :math:`c_k` that extends no prefix of ``zeros[j]`` for some row :math:`j > k`, and 1 unless
    :math:`W^{H,2} = I` and :math:`h^{0,2}` has no zero entry (the product form of :math:`g`)."""
    if len(classes) != rac.R:
        raise ValueError(f"{len(classes)} classes for R={rac.R} units; pass one class per unit")
    V, H2 = rac.W_I[1], rac.W_H[1]
    failed = sum(
        sum(int(a) * b for a, b in zip(V[j], layer1_state(rac, z))) != 0
        for j, prefixes in zeros.items()
        for z in prefixes
    )
    uncovered = sum(
        not any(tuple(c[: len(z)]) == tuple(z) for z in zeros.get(j, ()))
        for j in range(rac.R)
        for k in range(j)
        for c in cylinders(classes[k])
    )
    identity = all(int(H2[i, j]) == (i == j) for i in range(rac.R) for j in range(rac.R))
    return failed + uncovered + int(not identity or any(int(v) == 0 for v in rac.h0[1]))


def class_block_ranks(rac: RAC, *, T: int, classes, seed) -> list:
    r"""For each class of ``classes`` (its 0-based index :math:`k` is the unit), the GF(p) rank of the block
    :math:`g_k (I_k)_s` of :math:`S_W` (:func:`~proofs.depth2.sides.ideal_start_rank` with ``units=[k]``) at
    :func:`~proofs.depth2.routing.cycles.class_words` with :math:`1.2 w + 20` words (seeded),
    :math:`w` = :func:`ideal_class_dimension`: the class condition holds where it is :math:`w` (a GF(p) rank is at
    most the rank over Q, rows where :math:`g_k = 0` are zero, and the width reaches :math:`w` only where the forms
    :math:`l_{k,x}` are independent mod p)."""
    s, R, M = T // 2, rac.R, rac.M
    count = sample_size(ideal_class_dimension(M=M, R=R, s=s))
    return [
        ideal_start_rank(rac, T=T, words=class_words(prefix=c, s=s, M=M, count=count, seed=seed), units=[k])
        for k, c in enumerate(classes)
    ]


def routed_class_check(statement: str, build, *, M: int, R: int, s: int, classes, zeros) -> Certificate:
    r"""The computed part of a routing argument at :math:`T = 2s` for the instance ``build(field=...)`` (integer
    weights, :math:`M` symbols, width :math:`R`): :func:`class_block_ranks` at ``classes`` (seed 0, mod the lab's
    prime), which must be :func:`ideal_class_dimension` each, and :func:`routing_misses` over the integers, which
    must be 0."""
    p = trial_prime(M=M, R=R)
    missed = routing_misses(build(field=Rational()), zeros=zeros, classes=classes)
    ranks = class_block_ranks(build(field=ModP(p)), T=2 * s, classes=classes, seed=0)
    return Certificate.compare(
        statement,
        dict(s=s, prime=p),
        f"per routing class k of {build.__name__}: rank of the block g_k (I_k)_s at sampled "
        "words; then the number of routing conditions that fail (exact), which must be 0",
        ranks + [missed],
        "==",
        [ideal_class_dimension(M=M, R=R, s=s)] * len(classes) + [0],
    )


def routed_cases(budget: str, *, computed, full_only) -> list:
    """The registry's cases of a routing regime: ``dict(s=s)`` for the computed ``s`` (those in ``full_only`` in the
    full budget only), then ``dict(s=None)`` for the hand proof's table."""
    check_budget(budget)
    return [dict(s=s) for s in computed if budget == "full" or s not in full_only] + [dict(s=None)]
