"""docs/theory/proposition7-regimes-i-iv-ix-xi.md, Proposition 7, regime (xi) (interleaved classes): Steps 1, 2 and 4 and the certificates against
naive evaluation of Eq. 1.2 (``tests/depth2_naive.py``) and sympy ranks, never against the code under test."""

import random
from itertools import product

import pytest
from depth2_naive import naive_output as _naive_output
from depth2_naive import weights as _weights
from naive import sympy_rank as _sympy_rank

from proofs.depth2 import interleaved as il
from racs import Rational

P = 2**31 - 1


def _net(M, r, g, rows, R=None):
    """The documented instance's weights as plain ints (``depth2_naive.weights`` order; ints are much faster)."""
    W = _weights(il._network(M=M, R=R or r * g + 1, r=r, g=g, rows=rows, field=Rational()))
    return tuple([[int(v) for v in row] if isinstance(row, list) else int(row) for row in part] for part in W)


def _matrix(W, M, a, b):
    return [
        [_naive_output(W, sigma + tau) for tau in product(range(M), repeat=b)] for sigma in product(range(M), repeat=a)
    ]


@pytest.mark.parametrize("M, r, g, T, K", [(2, 2, 2, 8, 1), (2, 2, 3, 9, 2), (3, 2, 2, 6, 3), (2, 3, 2, 7, 2)])
def test_interleaving_identity(M, r, g, T, K):
    """Step 1: y = sum_k prod_j y_k(class j's subsequence) on random words, a padding unit included."""
    rng = random.Random(T)
    big, classes = _net(M, r, g, range(K), R=r * g + 2), [_net(M, r, 1, [k]) for k in range(K)]
    for _ in range(40):
        x = tuple(rng.randrange(M) for _ in range(T))
        want = 0
        for W in classes:
            term = 1
            for j in range(g):
                term *= _naive_output(W, x[j::g])
            want += term
        assert _naive_output(big, x) == want


@pytest.mark.parametrize("M, r, g, s, K", [(2, 2, 2, 6, 1), (2, 2, 2, 7, 2), (2, 2, 2, 5, 2), (3, 3, 2, 4, 1)])
def test_full_rank_by_naive_evaluation(M, r, g, s, K):
    """Step 4: rank M^s of the interleaved RAC (one row at s = gL, M rows at s = gL +- 1), GF(p) of exact values."""
    assert _sympy_rank(_matrix(_net(M, r, g, range(K)), M, s, s), P) == M**s


def test_a_class_too_narrow_fails_its_certificate():
    """With one class unit too few (r = 1 at L = 3, ceiling C(4, 3) = 4 < 8) rank G stays below 2^L."""
    assert _sympy_rank(_matrix(_net(2, 1, 1, [0]), 2, 3, 3)) == 4 < 8
    assert _sympy_rank(_matrix(_net(2, 2, 1, [0]), 2, 3, 3)) == 8


def _documented(M, R, r, g, K):
    """The weights of docs/theory/proposition7-regimes-i-iv-ix-xi.md, regime (xi), built from the text (``depth2_naive.weights`` order)."""
    unit = {(l, phase): 1 + phase * r + (l - 1) for l in range(1, r + 1) for phase in range(g)}
    U = [[0] * M for _ in range(R)]
    H1, V, H2 = ([[0] * R for _ in range(R)] for _ in range(3))
    U[0], H1[0][0] = [1] * M, 1
    for (l, phase), i in unit.items():
        if phase == 0:
            U[i] = [(l + 1) ** y for y in range(M)]
            H1[i][0] = 1
            for m in range(1, r + 1):
                H1[i][unit[m, g - 1]] += (l + 1) ** m
        else:
            U[i] = [1] * M
            H1[i][unit[l, phase - 1]] = 1
    for k in range(K):
        V[k][0] = 2**k
        for l in range(1, r + 1):
            V[k][unit[l, 0]] = (l + 2) ** k
    for i in range(R):
        H2[i][i] = 1
    return U, V, H1, H2, [int(i < K) for i in range(R)], [int(i == 0) for i in range(R)], [1] * R


@pytest.mark.parametrize("M, R, T", [(2, 7, 20), (2, 8, 22), (3, 9, 14), (2, 4, 12)])
def test_public_instance_is_the_documented_one(M, R, T):
    _, r, g, K = il.interleaved_plan(M=M, T=T)
    got = _weights(il.interleaved_rac(M=M, R=R, T=T, field=Rational()))
    assert tuple(
        [[int(v) for v in row] if isinstance(row, list) else int(row) for row in part] for part in got
    ) == _documented(M, R, r, g, K)


def test_certificates_pass_and_match_naive_values():
    c = il.check(M=2)
    assert c.passed and len(c.lhs) == len(il.CLASS_WIDTH[2]) + 6 * len(il.PAIR_LENGTHS[2])
    assert il.check(M=3).passed and il.check(M=2, R=7, T=20).passed
    G = il.split_matrix(il.class_rac(M=2, r=2, k=1, field=Rational()), a=3, b=2)
    assert [[int(v) for v in row] for row in G] == _matrix(_net(2, 2, 1, [1]), 2, 3, 2)


def test_plan_width_and_refusals():
    assert il.interleaved_plan(M=2, T=12) == (6, 3, 1, 1) and il.interleaved_width(M=2, T=12) == 4
    assert il.interleaved_width(M=2, T=20) == 7  # s = 10 = 2 * 5: two classes of width 3
    assert il.interleaved_regime(M=2, R=5, T=14) and not il.interleaved_regime(M=2, R=3, T=12)
    assert not il.interleaved_regime(M=4, R=30, T=8)
    with pytest.raises(ValueError, match="pass R >= 4"):
        il.interleaved_rac(M=2, R=3, T=12, field=Rational())
    with pytest.raises(ValueError, match="no certified class"):
        il.interleaved_plan(M=4, T=8)
    with pytest.raises(ValueError, match="pass one of those"):
        il.check(M=5)
    with pytest.raises(TypeError, match="must be an int"):
        il.interleaved_plan(M=2, T=8.0)
    assert not il.interleaved_regime(M=2, R=4, T=11)
