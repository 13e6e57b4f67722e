"""docs/theory/proposition7-regimes-xii-xv.md, Proposition 7, regime (xv) (M = 4, R = 5, T >= 10): the Start side at thread_routing_rac and the
tree-unisolvence bounds, against naive evaluation of Eq. 1.2 (``tests/depth2_naive.py``), brute force and sympy."""

from itertools import combinations_with_replacement, product
from math import comb

import numpy as np
import pytest
import sympy
from depth2_naive import start_point as _start_point
from depth2_naive import tau as _tau
from depth2_naive import top_degree as _top
from depth2_naive import weights as _weights
from naive import sympy_rank as _sympy_rank

from numerics import trial_prime
from proofs.depth2 import closed_form as d2
from proofs.depth2.routing import threads as th
from proofs.depth2.routing.cycles import class_words
from proofs.depth2.sides import form_rank
from racs import ModP, Rational

P = trial_prime(M=4, R=5)
CLASSES = [(1, 0), (1, 1), (2,), (3,), (0,)]  # c_1..c_5 of docs/theory/proposition7-regimes-xii-xv.md


def _documented(s):
    """The weights as docs/theory/proposition7-regimes-xii-xv.md writes them (u_x columns of W^{I,1}, rows v_k of W^{I,2})."""
    lam = 4 * s + 20
    e = (s + 3) // 4 + 1
    m2, m3 = lam**e, lam ** (e * e)
    q, p4, p2 = sympy.Rational(m2 - 1, lam - 1), sympy.Rational(m3 - 1, lam - 1), sympy.Rational(m3 - 1, m2 - 1)
    bump = [None, (3, lam), (1, m2), (2, m3)]  # u_x = 1 + (c - 1) e_i (0-based i)
    u = [[1] * 5] + [[c if j == i else 1 for j in range(5)] for i, c in bump[1:]]
    return dict(
        U=[[u[x][m] for x in range(4)] for m in range(5)],
        V=[[1] * 5, [1, 1, 1, -2, -(lam + 1)], [-2, 1, 1, 1, -lam], [-1 - q, 1, 1, q, -m2], [-p2 - p4, p2, 1, p4, -m3]],
        H1=[[0, 0, 0, 1, 1], [1, 0, 0, 0, 1], [0, 1, 0, 0, 1], [0, 0, 1, 0, 1], [0, 0, 0, 0, 1]],
        H2=[[int(i == j) for j in range(5)] for i in range(5)],
        w=[1] * 5,
        h1=[0, 0, 0, 0, 1],
        h2=[1] * 5,
        lam=lam,
        e=e,
        m=(lam, m2, m3),
    )


@pytest.mark.parametrize("s", [5, 9, 13])
def test_instance_is_documented(s):
    W = _documented(s)
    U, V, H1, H2, w, h1, h2 = _weights(th.thread_routing_rac(T=2 * s, field=Rational()))
    assert all(v.denominator == 1 for row in V for v in row)  # q, p_2, p_4 are integers
    assert dict(U=U, V=V, H1=H1, H2=H2, w=w, h1=h1, h2=h2) == {k: W[k] for k in ("U", "V", "H1", "H2", "w", "h1", "h2")}


def _class_of(word):
    return next((k for k, c in enumerate(CLASSES) if tuple(word[: len(c)]) == c), None)


def test_routing_congruence_and_triangular_g_on_every_start_word():
    """Step R at s = 5: h^{t,1} = (t, t, t, t, 1) mod lambda - 1 on every word and time; on class c_k,
    g = (g_1, .., g_k, 0, .., 0) with g_k != 0."""
    s = 5
    W = _documented(s)
    Q = W["lam"] - 1
    rac = th.thread_routing_rac(T=2 * s, field=Rational())
    for t in range(1, s + 1):
        for word in product(range(4), repeat=t):
            a = _start_point(rac, word)[0]  # a = W^{H,1} h^{t,1} = (t + 1, .., t + 1, 1) mod Q iff h^{t,1} is right
            assert [int(v) % Q for v in a] == [(t + 1) % Q] * 4 + [1]
    seen = set()
    for word in product(range(4), repeat=s):
        k = _class_of(word)
        if k is not None:
            seen.add(k)
            g = _start_point(rac, word)[1]
            assert g[k] != 0 and all(v == 0 for v in g[k + 1 :])
    assert seen == set(range(5))


def _slots(word, s):
    """Per thread 1..4, the used slots (t, kind) by the documented rule: at d = s - t = r (mod 4), symbol 1 gives
    lambda to Y_(r+1), 2 gives m_2 to Y_(r+3), 3 gives m_3 to Y_r (indices mod 4 in 1..4)."""
    out = {i: [] for i in (1, 2, 3, 4)}
    for t, x in enumerate(word, start=1):
        if x:
            out[(s - t + (1, 3, 0)[x - 1]) % 4 or 4].append((t, x))
    return out


@pytest.mark.parametrize("s", [5, pytest.param(6, marks=pytest.mark.slow)])
def test_threads_follow_the_slot_rule_and_are_injective(s):
    """Steps T1-T2: chart coordinate i is Y_i = sum_t lambda^(E_i(t)), E = l_1 + e l_2 + e^2 l_3 over the slots of
    Y_i used after t; within each class, Y_i determines its own used slots and conversely."""
    W = _documented(s)
    lam, e = W["lam"], W["e"]
    rac = th.thread_routing_rac(T=2 * s, field=Rational())
    for prefix in CLASSES:
        seen = [{} for _ in range(4)]
        for suffix in product(range(4), repeat=s - len(prefix)):
            word = prefix + suffix
            a = _start_point(rac, word)[0]
            assert a[4] == 1
            for i, used in _slots(word, s).items():
                value = sum(lam ** sum(e ** (kind - 1) for tt, kind in used if tt > t) for t in range(s + 1))
                assert a[i - 1] == value
                assert seen[i - 1].setdefault(value, tuple(used)) == tuple(used)


# --- tree-unisolvence against brute force on the abstract configurations -----------------------------------------


def _choices(times):
    """Every assignment of each time to one of its threads or to none; times: list of thread tuples."""
    yield from product(*[(None,) + tuple(owners) for owners in times])


def _config(times, threads):
    return frozenset(
        tuple(frozenset(j for j, o in enumerate(pick) if o == th_) for th_ in threads) for pick in _choices(times)
    )


@pytest.mark.parametrize("a, b, m", [(0, 0, 1), (1, 1, 1), (2, 1, 1), (1, 2, 2), (2, 2, 1)])
def test_group_degree_is_a_lower_bound(a, b, m):
    times = [("Y",)] * a + [("Z",)] * b + [("Y", "Z")] * m
    assert th.group_degree(a, b, m) <= _tau(_config(times, ("Y", "Z")))


@pytest.mark.parametrize("sizes", [(1, 1, 1), (2, 1, 1), (1, 2, 1), (2, 2, 1), (1, 1, 2)])
def test_pair_tree_degree_is_a_lower_bound(sizes):
    n23, n24, n34 = sizes
    times = [(2, 3)] * n23 + [(2, 4)] * n24 + [(3, 4)] * n34
    assert th.pair_tree_degree(n23, n24, n34) <= _tau(_config(times, (2, 3, 4)))


@pytest.mark.parametrize("n", [3, 4, pytest.param(5, marks=pytest.mark.slow)])
def test_class_tree_degree_is_a_lower_bound(n):
    """The class configuration of Step T1 (time d = 0..n-1 offers Y_(r+1), Y_(r+3), Y_r at r = d mod 4) has
    tree degree at least class_tree_degree(n)."""
    times = [tuple((r + o) % 4 or 4 for o in (1, 3, 0)) for r in (d % 4 for d in range(n))]
    assert th.class_tree_degree(n) <= _tau(_config(times, (1, 2, 3, 4)))


def _G(a, b, m):
    """Lemma T4 as docs/theory/proposition7-regimes-xii-xv.md words it, with the list written out entry by entry."""
    return _top([2 ** (b + m - j) - 1 for j in range(m + 1) for _ in range(2**a * comb(m, j))])


def _P(n23, n24, n34):
    """Lemma P as docs/theory/proposition7-regimes-xii-xv.md words it: best top thread X and order (B, C) of the others."""
    n = {frozenset((2, 3)): n23, frozenset((2, 4)): n24, frozenset((3, 4)): n34}
    best = -1
    for X, B, C in ((2, 3, 4), (2, 4, 3), (3, 2, 4), (3, 4, 2), (4, 2, 3), (4, 3, 2)):
        p, q, r = n[frozenset((X, B))], n[frozenset((X, C))], n[frozenset((B, C))]
        best = max(
            best,
            _top(
                [
                    g
                    for al in (0, 1)
                    for be in (0, 1)
                    if al <= p and be <= q
                    for g in [_G(p - al, q - be, r)] * (comb(p, al) * comb(q, be))
                ]
            ),
        )
    return best


def _C(n):
    """Lemma T5' as docs/theory/proposition7-regimes-xii-xv.md words it."""
    k = [sum(1 for d in range(n) if d % 4 == r) for r in range(4)]
    h = k[3] // 3
    return _top(
        [
            v
            for a0 in (0, 1)
            for a1 in (0, 1)
            for a2 in (0, 1)
            if a0 <= k[0] and a1 <= k[1] and a2 <= k[2]
            for v in [_P(k[2] - a2 + h, k[1] - a1 + h, k[0] - a0 + k[3] - 2 * h)]
            * (comb(k[0], a0) * comb(k[1], a1) * comb(k[2], a2))
        ]
    )


def test_tree_degrees_equal_the_documented_lemmas_and_reach_the_hand_range():
    """group_degree, pair_tree_degree and class_tree_degree equal Lemmas T4, P and T5' evaluated from the text with
    explicit lists (so an overestimate of the table fails here), and C(n) >= n + 2 for n = 7..15 and beyond."""
    assert all(th.group_degree(a, b, m) == _G(a, b, m) for a, b, m in product(range(5), repeat=3))
    assert all(th.pair_tree_degree(*n) == _P(*n) for n in product(range(5), repeat=3))
    assert [th.class_tree_degree(n) for n in range(3, 20)] == [_C(n) for n in range(3, 20)]
    assert all(_C(n) >= n + 2 for n in th.TREE_TABLE_N) and _C(6) < 8
    assert all(th.class_tree_degree(n) >= n + 2 for n in range(7, 40))
    assert th.TREE_TABLE_N == tuple(range(th.HAND_FROM_S - 2, 16))
    assert th.COMPUTED_S + th.CLASS_RANK_S == tuple(range(th.THREAD_ROUTING_FROM_S, th.HAND_FROM_S))


@pytest.mark.parametrize("s", [5, 9, 30])
def test_ideal_hypothesis_and_cap(s):
    """(H-a) with sympy: v_k ⊙ u_x (x = 0..3) independent for every k; D <= 4^s from s = 5 on (not at s = 4)."""
    W = _documented(s)
    for k in range(5):
        assert sympy.Matrix([[W["V"][k][m] * W["U"][m][x] for m in range(5)] for x in range(4)]).rank() == 4
    D = 5 * (comb(s + 4, 4) - 1)
    assert D == d2.closed_form(M=4, R=5, T=2 * s) <= 4**s and 5 * (comb(8, 4) - 1) > 4**4


@pytest.mark.slow
def test_form_rank_matches_naive_evaluation_at_huge_weights():
    """form_rank on class c_1 at s = 7 (weights beyond int64) equals the sympy GF(p) rank of the degree-7 monomials
    at the naive Start points of the same words."""
    s, prefix = 7, (1, 0)
    words = class_words(prefix=prefix, s=s, M=4, count=6 * comb(s + 4, 4) // 5 + 20, seed=0)
    rac = th.thread_routing_rac(T=2 * s, field=Rational())
    rows = []
    for word in words.tolist():
        a = _start_point(rac, word)[0]
        rows.append(
            [int(np.prod([a[m] for m in al], dtype=object)) for al in combinations_with_replacement(range(5), s)]
        )
    assert form_rank(th.thread_routing_rac(T=2 * s, field=ModP(P)), T=2 * s, words=words) == _sympy_rank(rows, P)


def test_regime_xv_is_named_and_checked():
    assert d2.proved_regime(M=4, R=5, T=10) == th.THREAD_ROUTING_REGIME
    assert d2.proved_regime(M=4, R=5, T=8) is None
    c = d2.check(M=4, R=5, T=10)
    assert c.passed and c.details["lower_bound"] == th.THREAD_ROUTING_REGIME and c.lhs[-2:] == [625, 625]
    assert th.check(s=None).passed and th.check(s=7).lhs == [330] * 5
    with pytest.raises(ValueError, match="not computed"):
        th.check(s=9)
    with pytest.raises(ValueError, match="even int"):
        th.thread_routing_rac(T=9, field=Rational())
