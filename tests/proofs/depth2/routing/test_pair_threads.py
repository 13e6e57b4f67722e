"""docs/theory/proposition7-regimes-xvi-xx.md, Proposition 7, regimes (xvi) (M = 3, R = 5, T >= 14) and (xvii) (M = 4, R = 6, T >= 12): the
Start instances, their routing, threads and product structure, and the tree degrees, against naive evaluation of
Eq. 1.2 (``tests/depth2_naive.py``), sympy and the docs' own lists."""

from functools import cache
from itertools import combinations_with_replacement, product
from math import comb

import numpy as np
import pytest
import sympy
from depth2_naive import start_point as _start_point
from depth2_naive import top_degree as _top
from depth2_naive import weights as _weights
from naive import sympy_rank as _sympy_rank

from numerics import trial_prime
from proofs.depth2 import closed_form as d2
from proofs.depth2.routing import pair_threads as pt
from racs import Rational

#: docs/theory/proposition7-regimes-xvi-xx.md: the routing classes c_1, c_2, .. as sets of prefixes.
ROUTING = {
    3: [[(1, 1)], [(1, 2)], [(1, 0)], [(2,)], [(0,)]],
    4: [[(1, 1)], [(1, 2)], [(1, 0), (1, 3)], [(2,)], [(3,)], [(0,)]],
}


def _documented(M, s, variant=False):
    """The weights as docs/theory/proposition7-regimes-xvi-xx.md writes them: u_x (columns of W^{I,1}), rows v_k of W^{I,2}, W^{H,1}."""
    lam = 4 * s + 20
    e = (s + 3) // 4 + 1
    m2, m3 = lam**e, lam ** (2 * e)
    q = sympy.Rational(m2 - 1, lam - 1)
    p4, p2 = sympy.Rational(m3 - 1, lam - 1), sympy.Rational(m3 - 1, m2 - 1)
    R = M + 2

    def bump(i, c):  # 1 + (c - 1) e_i, 1-based i
        return [c if j == i else 1 for j in range(1, R + 1)]

    if M == 3:
        u = [[1] * 5, bump(4, lam), bump(2, m2)]
        v = [[1] * 5, [-2, 1, 1, 1, -2], [-1 - q, 1, 1, q, lam - 2 - m2], [-2, 1, 1, 1, -lam], [-1 - q, 1, 1, q, -m2]]
        H1 = [[0, 0, 0, 1, 1], [1, 0, 0, 0, 1], [0, 1, 0, 0, 1], [0, 0, 1, 0, 1], [0, 0, 0, 0, 1]]
    elif not variant:
        u = [[1] * 6, bump(4, lam), bump(2, m2), bump(5, m3)]
        v = [
            [1] * 6,
            [-3, 1, 1, 1, 1, lam - 3],
            [-2 - q, 1, 1, q, 1, 2 * lam - 3 - m2],
            [-3, 1, 1, 1, 1, -lam],
            [-2 - q, 1, 1, q, 1, -m2],
            [-1 - p2 - p4, p2, 1, p4, 1, -m3],
        ]
    else:
        dq = q * (lam + 1)
        u = [[1] * 6, bump(4, lam), bump(1, m2), bump(5, m3)]
        v = [
            [1] * 6,
            [1, 1, -3, 1, 1, 1 - 3 * lam],
            [2, 1, -3 - dq, dq, 1, -(2 * lam + 2 * (m2 - 1) * (lam + 1))],
            [1, 1, -3, 1, 1, -lam],
            [1, 1, -2 - q, q, 1, -m2],
            [p2, 1, -1 - p2 - p4, p4, 1, -m3],
        ]
    if M == 4:
        H1 = [
            [0, 0, 0, 1, 0, 1],
            [1, 0, 0, 0, 0, 1],
            [0, 1, 0, 0, 0, 1],
            [0, 0, 1, 0, 0, 1],
            [0, 0, 0, 0, 1, 1],
            [0, 0, 0, 0, 0, 1],
        ]
    return dict(
        U=[[u[x][m] for x in range(M)] for m in range(R)],
        V=v,
        H1=H1,
        H2=[[int(i == j) for j in range(R)] for i in range(R)],
        w=[1] * R,
        h1=[0] * (R - 1) + [1],
        h2=[1] * R,
        lam=lam,
        e=e,
        m2=m2,
        m3=m3,
    )


def _rac(M, s, variant=False):
    return (
        pt.neighbour_thread_rac(T=2 * s, field=Rational())
        if variant
        else pt.pair_thread_rac(M=M, T=2 * s, field=Rational())
    )


INSTANCES = [(3, False), (4, False), (4, True)]


@pytest.mark.parametrize("M, variant", INSTANCES)
@pytest.mark.parametrize("s", [5, 11, 13])
def test_instance_is_documented(M, variant, s):
    W = _documented(M, s, variant)
    U, V, H1, H2, w, h1, h2 = _weights(_rac(M, s, variant))
    assert all(v.denominator == 1 for row in V for v in row)  # q, p_2, p_4 and q(lambda + 1) are integers
    assert dict(U=U, V=V, H1=H1, H2=H2, w=w, h1=h1, h2=h2) == {k: W[k] for k in ("U", "V", "H1", "H2", "w", "h1", "h2")}


def _class_of(M, word):
    return next(k for k, prefixes in enumerate(ROUTING[M]) if any(tuple(word[: len(c)]) == c for c in prefixes))


@pytest.mark.parametrize("M, variant", INSTANCES)
def test_routing_congruence_and_triangular_g_on_every_start_word(M, variant):
    """Step R at s = 5: a = W^{H,1} h^{t,1} = (t+1, .., t+1, 1) mod lambda - 1 after every prefix of length t, the
    classes partition the words, and on class c_k, g = (g_1, .., g_k, 0, .., 0) with g_k != 0."""
    s = 5
    Q = _documented(M, s)["lam"] - 1
    rac = _rac(M, s, variant)
    for t in range(1, s + 1):
        for word in product(range(M), repeat=t):
            assert [int(v) % Q for v in _start_point(rac, word)[0]] == [(t + 1) % Q] * (M + 1) + [1]
    seen = set()
    for word in product(range(M), repeat=s):
        k = _class_of(M, word)
        seen.add(k)
        g = _start_point(rac, word)[1]
        assert g[k] != 0 and all(v == 0 for v in g[k + 1 :])
    assert seen == set(range(M + 2))
    assert pt.CLASSES[M, M + 2] == tuple(prefixes[0] for prefixes in ROUTING[M])  # (P_s) is checked on these


def _threads(word, s, lam, e, m3):
    """Y_1..Y_4 (and Y_5 at M = 4) by the docs' rule: at d = s - t, symbol 1 multiplies Y_(d+1) by lambda, symbol 2
    Y_(d+3) by lambda^e (indices mod 4 in 1..4), symbol 3 Y_5 by m_3; Y_i = sum_t lambda^(l_1 + e l_2) over the
    slots used after t (Y_5 = sum_t m_3^(l_3))."""
    used = {i: [] for i in range(1, 6)}
    for t, x in enumerate(word, start=1):
        if x in (1, 2):
            used[(s - t + (0, 2)[x - 1]) % 4 + 1].append((t, x))
        elif x == 3:
            used[5].append((t, x))
    Y = [sum(lam ** sum(e ** (kind - 1) for tt, kind in used[i] if tt > t) for t in range(s + 1)) for i in (1, 2, 3, 4)]
    Y.append(sum(m3 ** sum(1 for tt, _ in used[5] if tt > t) for t in range(s + 1)))
    return Y, used


@pytest.mark.parametrize("M, s", [(3, 6), (4, 5)])
def test_threads_are_injective_and_classes_are_products(M, s):
    """Steps T1, T2 and P: on every word of every class the chart coordinates are the documented threads, each
    determines its own used slots; at M = 3 the class's points are exactly A x B, A the values of (Y_1, Y_3) and B
    those of (Y_2, Y_4); at M = 4, over each value of Y_5 (which determines the symbol-3 times) the fibre is the
    product of its (Y_1, Y_3) and (Y_2, Y_4) values."""
    W = _documented(M, s)
    rac = _rac(M, s)
    for prefixes in ROUTING[M]:
        for prefix in prefixes:
            seen, fibres = [{} for _ in range(5)], {}
            for suffix in product(range(M), repeat=s - len(prefix)):
                word = prefix + suffix
                a = _start_point(rac, word)[0]
                Y, used = _threads(word, s, W["lam"], W["e"], W["m3"])
                assert a[: M + 1] == Y[: M + 1] and a[M + 1] == 1
                for i in range(M + 1):
                    assert seen[i].setdefault(Y[i], tuple(used[i + 1])) == tuple(used[i + 1])
                key = Y[4] if M == 4 else None
                fibres.setdefault(key, set()).add(tuple(Y[:4]))
            for points in fibres.values():
                A = {(y[0], y[2]) for y in points}
                B = {(y[1], y[3]) for y in points}
                assert points == {(a1, b1, a3, b3) for a1, a3 in A for b1, b3 in B}


@cache
def _G(m):
    """G(m) as docs/theory/proposition7-regimes-xvi-xx.md words it: the top degree of C(m, j) entries 2^(m-j) - 1, written out one by one."""
    return _top([2 ** (m - j) - 1 for j in range(m + 1) for _ in range(comb(m, j))])


def _C(n):
    """C(n) as docs/theory/proposition7-regimes-xvi-xx.md words it, the list written out entry by entry (2^n entries)."""
    mE, mO = (n + 1) // 2, n // 2
    return _top(
        [
            min(_G(mE - jE), _G(mO - jO))
            for jE in range(mE + 1)
            for jO in range(mO + 1)
            for _ in range(comb(mE, jE) * comb(mO, jO))
        ]
    )


def test_tree_degrees_equal_the_documented_lists_and_reach_the_hand_range():
    """pair_degree and class_tree_degree equal the docs' lists; G(m) = 1, 2, 4, 8, 13, 22, 39, 68; the closed bound
    G(m) >= 2m + 5 from m = 6; the hand thresholds G(floor((s-2)/2)) >= s from s = 12 (not at 11) and C(n) >= n + 2
    from n = 11 (C(10) < 12); the docs' lists have 2^n entries, so beyond n = 16 the lab's run-length form (equal to
    them below) is used."""
    assert [pt.pair_degree(m) for m in range(1, 13)] == [_G(m) for m in range(1, 13)]
    assert [_G(m) for m in range(1, 9)] == [1, 2, 4, 8, 13, 22, 39, 68]
    assert [pt.class_tree_degree(n) for n in range(2, 17)] == [_C(n) for n in range(2, 17)]
    assert all(pt.pair_degree(m) >= 2 * m + 5 for m in range(6, 60))
    assert all(_G((s - 2) // 2) >= s for s in pt.TREE_TABLE[3, 5]) and _G(4) < 11
    assert all((_C(n) if n <= 16 else pt.class_tree_degree(n)) >= n + 2 for n in pt.TREE_TABLE[4, 6])
    assert _C(10) < 12
    assert pt.TREE_TABLE[3, 5][0] == pt.HAND_FROM_S[3, 5] and pt.TREE_TABLE[4, 6][0] == pt.HAND_FROM_S[4, 6] - 2


def _full_rank_at(points, degree, q):
    """No nonzero polynomial of degree <= ``degree`` in q variables vanishes on ``points`` (GF(P) rank, a lower
    bound on the rank over Q)."""
    monomials = [al for d in range(degree + 1) for al in combinations_with_replacement(range(q), d)]
    rows = [[int(np.prod([x[m] for m in al], dtype=object)) for al in monomials] for x in points]
    return _sympy_rank(rows, trial_prime(M=3, R=5)) == len(monomials)


def test_pair_degree_is_unisolvent_on_actual_pair_points():
    """The bound the hand proof of (xvi) uses, on the instance itself at s = 12: the points (Y_1, Y_3) of the
    words 11 w with w's odd-d symbols 0 (one pair configuration on m = 5 times) admit no nonzero polynomial of
    degree <= G(5) = 13 (105 monomials, 243 points)."""
    s = 12
    rac = _rac(3, s)
    points = set()
    for even in product(range(3), repeat=5):
        word = [1, 1] + [0] * (s - 2)
        for i, x in enumerate(even):
            word[s - 1 - 2 * i] = x  # d = s - t = 2i, t = s - 2i, position t - 1
        a = _start_point(rac, word)[0]
        points.add((a[0], a[2]))
    assert len(points) == 243 and _full_rank_at(sorted(points), pt.pair_degree(5), 2)


def test_class_tree_degree_is_unisolvent_on_actual_class_points():
    """Lemma T3 in its unisolvence form, as (xvii) uses it, on the instance at s = 6: class 11's 4^4 chart points
    (n = 4 free times) admit no nonzero polynomial of degree <= C(4) in z_1..z_5."""
    s = 6
    rac = _rac(4, s)
    points = [tuple(_start_point(rac, (1, 1) + w)[0][:5]) for w in product(range(4), repeat=s - 2)]
    assert _full_rank_at(points, pt.class_tree_degree(s - 2), 5)


@pytest.mark.parametrize("M, variant", INSTANCES)
@pytest.mark.parametrize("s", [5, 11, 30])
def test_ideal_hypothesis(M, variant, s):
    """(H-a) with sympy: v_k ⊙ u_x (x < M) independent for every k, so dim W = D."""
    W = _documented(M, s, variant)
    for k in range(M + 2):
        assert sympy.Matrix([[W["V"][k][m] * W["U"][m][x] for m in range(M + 2)] for x in range(M)]).rank() == M


@pytest.mark.parametrize("M, R", [(3, 5), (4, 6)])
def test_cap_and_computed_range(M, R):
    """D <= M^s from the End base on (not one step below), the computed s close the gap to the hand proof, and
    start_rac switches instance where the docs say."""
    j0 = pt.FROM_S[M, R]
    D = {s: R * (comb(R + s - 1, s) - comb(R - M + s - 1, s)) for s in range(j0 - 1, 200)}
    assert D[j0 - 1] > M ** (j0 - 1)
    assert all(D[s] <= M**s and d2.closed_form(M=M, R=R, T=2 * s) == D[s] for s in range(j0, 200))
    assert pt.SAMPLED_S[M, R] + pt.CLASS_RANK_S[M, R] == tuple(range(j0, pt.HAND_FROM_S[M, R]))
    kinds = {s: pt.start_rac(M=M, T=2 * s, field=Rational()).W_H[0][0, 0] for s in range(j0, 15)}
    assert all((kinds[s] == 0) == (s > pt.SAMPLED_S[M, R][-1]) for s in kinds)  # Vandermonde: W^{H,1}_11 != 0
    if M == 4:
        assert pt.start_rac(M=4, T=22, field=Rational()).W_I[0][0, 2] != 1  # the neighbour variant at s = 11


def test_regimes_are_named_and_checked():
    assert d2.proved_regime(M=3, R=5, T=14) == pt.REGIMES[3, 5] and d2.proved_regime(M=3, R=5, T=12) is None
    assert d2.proved_regime(M=4, R=6, T=14) == pt.REGIMES[4, 6] and d2.proved_regime(M=4, R=6, T=10) is None
    assert pt.check(M=3, R=5, s=7).lhs == 1610 == d2.closed_form(M=3, R=5, T=14)
    assert pt.check(M=4, R=6, s=None).passed and pt.check(M=3, R=5, s=None).passed
    assert {(k["M"], k["s"]) for k in pt.cases("full")} - {(k["M"], k["s"]) for k in pt.cases("quick")} == {
        (M, s) for M, _, s in pt.FULL_ONLY_S
    }
    with pytest.raises(ValueError, match="not computed"):
        pt.check(M=3, R=5, s=12)
    with pytest.raises(ValueError, match=r"\(3, 5\) and \(4, 6\)"):
        pt.check(M=3, R=4, s=7)
    with pytest.raises(ValueError, match="M=5"):
        pt.pair_thread_rac(M=5, T=10, field=Rational())
    with pytest.raises(ValueError, match="even int"):
        pt.pair_thread_rac(M=3, T=9, field=Rational())


@pytest.mark.slow
def test_lemma_a_check_at_the_first_committed_case():
    """d2.check at (3, 5, 14): the Vandermonde rank, the End base and rank S_W on every Start word, each 1610."""
    c = d2.check(M=3, R=5, T=14)
    assert c.passed and c.details["lower_bound"] == pt.REGIMES[3, 5] and c.lhs[-2:] == [1610, 1610]


@pytest.mark.slow
@pytest.mark.parametrize("M, R, s", pt.FULL_ONLY_S)
def test_full_budget_ranks(M, R, s):
    """The (4, 6) ranks only the full budget computes (about 3 minutes together)."""
    assert pt.check(M=M, R=R, s=s).passed
