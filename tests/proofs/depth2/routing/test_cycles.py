"""docs/theory/proposition7-regimes-xii-xv.md, Proposition 7, regime (xiii) (M = 3, R = 4, T >= 10): each step of the Start side at
cycle_routing_rac against naive evaluation of Eq. 1.2 (``tests/depth2_naive.py``), brute force and sympy."""

from itertools import combinations_with_replacement, product
from math import comb

import numpy as np
import pytest
import sympy
from depth2_naive import start_point as _start_point
from depth2_naive import weights as _weights
from naive import sympy_rank as _sympy_rank

from numerics import trial_prime
from proofs.depth2 import closed_form as d2
from proofs.depth2.routing import cycles as cr
from proofs.depth2.sides import form_rank, ideal_start_rank
from racs import ModP, Rational

P = trial_prime(M=3, R=4)
CLASSES = [(0, 0, 0), (0, 0, 1), (0, 1), (1,)]  # c_1..c_4 of docs/theory/proposition7-regimes-xii-xv.md


def _D(s):
    return 4 * (comb(s + 3, 3) - 1)


def _lam(s):
    return 3 * s + 14


def _documented(s):
    """The weights as docs/theory/proposition7-regimes-xii-xv.md writes them: u_x columns of W^{I,1}, rows v_k of W^{I,2}, ..."""
    u = [[1, 1, 1, 1], [1, 1, _lam(s), 1], [1, 2, 1, 1]]
    return dict(
        U=[[u[x][m] for x in range(3)] for m in range(4)],
        V=[[1, 1, 1, 1], [1, 1, 1, -9], [1, 1, 1, -6], [1, 1, 1, -3]],
        H1=[[0, 0, 1, 1], [1, 0, 0, 1], [0, 1, 0, 1], [0, 0, 0, 1]],
        H2=[[int(i == j) for j in range(4)] for i in range(4)],
        w=[1, 1, 1, 1],
        h1=[0, 0, 0, 1],
        h2=[1, 1, 1, 1],
    )


@pytest.mark.parametrize("s", [5, 9, 17])
def test_instance_is_documented(s):
    U, V, H1, H2, w, h1, h2 = _weights(cr.cycle_routing_rac(M=3, T=2 * s, field=Rational()))
    assert dict(U=U, V=V, H1=H1, H2=H2, w=w, h1=h1, h2=h2) == _documented(s)


def _class_of(word):
    """k of the class c_(k+1) whose prefix begins the word, None for the words the proof does not use."""
    return next((k for k, c in enumerate(CLASSES) if tuple(word[: len(c)]) == c), None)


@pytest.mark.parametrize("s", [5, 6])
def test_chart_and_routing_on_every_start_word(s):
    """Steps 1-2: a_4 = 1 and a_1..a_3 >= 1 on every Start word, and on class c_k the layer-2 state is
    g = (g_1, .., g_k, 0, .., 0) with g_k != 0."""
    rac = cr.cycle_routing_rac(M=3, T=2 * s, field=Rational())
    seen = set()
    for word in product(range(3), repeat=s):
        a, g = _start_point(rac, word)
        assert a[3] == 1 and min(a[:3]) >= 1
        k = _class_of(word)
        if k is not None:
            seen.add(k)
            assert g[k] != 0 and all(v == 0 for v in g[k + 1 :])
    assert seen == {0, 1, 2, 3}


@pytest.mark.parametrize("s", [6, 8, pytest.param(10, marks=pytest.mark.slow)])
def test_binary_suffixes_give_a_product_grid_of_injective_walks(s):
    """Steps 3-4 (the hand proof of (P_s)): on the words of a class whose free symbols are 0 or 1, coordinate i
    (1-based) is a function of the free symbols at the times t = s - i + 1 (mod 3) only, injective in them, so the
    points are the full product grid; its least side is at least hand_grid_side(s)."""
    rac = cr.cycle_routing_rac(M=3, T=2 * s, field=Rational())
    for prefix in CLASSES:
        free = range(len(prefix) + 1, s + 1)
        own = [[t for t in free if (t - (s - i + 1)) % 3 == 0] for i in (1, 2, 3)]
        points = {}
        for suffix in product(range(2), repeat=s - len(prefix)):
            word = prefix + suffix
            points[word] = _start_point(rac, word)[0]
        sides = []
        for i in range(3):
            value = {}
            for word, a in points.items():
                key = tuple(word[t - 1] for t in own[i])
                assert value.setdefault(key, a[i]) == a[i]  # a function of its own times only
            assert len(set(value.values())) == len(value) == 2 ** len(own[i])  # injective
            sides.append(set(value.values()))
        assert {tuple(a[:3]) for a in points.values()} == set(product(*sides))
        assert min(len(side) for side in sides) >= cr.hand_grid_side(s)


def test_hand_threshold_and_computed_ranges_fit_together():
    """(P_s) by hand needs hand_grid_side(s) >= s + 1: true for every s >= HAND_FROM_S (doubling every 3 steps),
    false at HAND_FROM_S - 1; the computed s close the range from the End base, where D <= 3^s starts."""
    assert all(2 ** ((s - 3) // 3) >= s + 1 for s in range(cr.HAND_FROM_S, 400))
    assert 2 ** ((cr.HAND_FROM_S - 4) // 3) < cr.HAND_FROM_S
    assert cr.COMPUTED_S + cr.CLASS_RANK_S == tuple(range(cr.CYCLE_ROUTING_FROM_S, cr.HAND_FROM_S))
    assert all(_D(s) <= 3**s for s in range(cr.CYCLE_ROUTING_FROM_S, 200)) and _D(4) > 3**4


@pytest.mark.parametrize("s", [5, 12, 40])
def test_ideal_hypothesis_holds(s):
    """(H-a): for each k the three vectors v_k ⊙ u_x are independent (sympy, exact), so dim W = D."""
    W = _documented(s)
    for k in range(4):
        rows = [[W["V"][k][m] * W["U"][m][x] for m in range(4)] for x in range(3)]
        assert sympy.Matrix(rows).rank() == 3


def _naive_forms(rac, words, s):
    points = [_start_point(rac, w)[0] for w in words]
    return [
        [int(np.prod([a[m] for m in al], dtype=object)) for al in combinations_with_replacement(range(4), s)]
        for a in points
    ]


@pytest.mark.parametrize("s, prefix", [(8, (0, 0, 0)), pytest.param(9, (1,), marks=pytest.mark.slow)])
def test_form_rank_matches_naive_evaluation(s, prefix):
    """form_rank on the sampled words of a class equals the sympy GF(p) rank of the degree-s monomials at the
    naive Start points of the same words: 162 < 165 for c_1 at s = 8 (why s = 8 is computed on every word) and
    full at s = 9."""
    words = cr.class_words(prefix=prefix, s=s, M=3, count=6 * comb(s + 3, 3) // 5 + 20, seed=0)
    want = _sympy_rank(_naive_forms(cr.cycle_routing_rac(M=3, T=2 * s, field=Rational()), words.tolist(), s), P)
    assert form_rank(cr.cycle_routing_rac(M=3, T=2 * s, field=ModP(P)), T=2 * s, words=words) == want
    assert (want == comb(s + 3, 3)) == (s == 9)


def _sw_naive(rac, words, s):
    """S_W's rows at the given words of the M = 3 instance: the naive Start points, the forms l_{k,x} from the
    documented weights (GF(P) rank by sympy)."""
    W = _documented(s)
    rows = []
    for word in words:
        a, g = _start_point(rac, word)
        row = []
        for k in range(4):
            forms = [sum(W["V"][k][m] * W["U"][m][x] * a[m] for m in range(4)) for x in range(3)]
            for al in combinations_with_replacement(range(4), s - 1):
                mono = np.prod([a[m] for m in al], dtype=object)
                row += [g[k] * mono * f for f in forms]
        rows.append(row)
    return _sympy_rank(rows, P)


@pytest.mark.slow
def test_start_side_spans_w_by_naive_evaluation():
    """(S) at s = 5: the spanning products g_k m(a) l_{k,x}(a) of W at the naive Start points have rank D."""
    s = 5
    words = list(product(range(3), repeat=s))
    assert _sw_naive(cr.cycle_routing_rac(M=3, T=2 * s, field=Rational()), words, s) == _D(s) == 220


def test_class_words():
    words = cr.class_words(prefix=(0, 1), s=6, M=3, count=10, seed=3)
    assert words.shape == (10, 6) and (words[:, :2] == [0, 1]).all()
    assert len({tuple(w) for w in words.tolist()}) == 10 and words.max() < 3
    assert (words == cr.class_words(prefix=(0, 1), s=6, M=3, count=10, seed=3)).all()
    every = cr.class_words(prefix=(1,), s=3, M=3, count=100, seed=0)
    assert sorted(map(tuple, every.tolist())) == sorted((1, a, b) for a in range(3) for b in range(3))
    with pytest.raises(ValueError, match="longer than s"):
        cr.class_words(prefix=(0, 0, 0), s=2, M=3, count=5, seed=0)


def test_class_words_of_a_union_of_cylinders():
    """A union {000, 0010}: every word of the union when count allows, else distinct words of the union only, and
    the same draw each time; a single cylinder written as a union draws the same words as the plain prefix."""
    union = ((0, 0, 0), (0, 0, 1, 0))
    every = cr.class_words(prefix=union, s=6, M=2, count=100, seed=0)
    want = sorted(w for w in product(range(2), repeat=6) if w[:3] == (0, 0, 0) or w[:4] == (0, 0, 1, 0))
    assert sorted(map(tuple, every.tolist())) == want and len(want) == 12
    some = cr.class_words(prefix=union, s=9, M=2, count=30, seed=5)
    assert len({tuple(w) for w in some.tolist()}) == 30 and all(
        tuple(w) in set(map(tuple, cr.class_words(prefix=union, s=9, M=2, count=10**6, seed=0).tolist()))
        for w in some.tolist()
    )
    assert (some == cr.class_words(prefix=union, s=9, M=2, count=30, seed=5)).all()
    assert (
        cr.class_words(prefix=((0, 1),), s=6, M=3, count=10, seed=3)
        == cr.class_words(prefix=(0, 1), s=6, M=3, count=10, seed=3)
    ).all()
    with pytest.raises(ValueError, match="overlap"):
        cr.class_words(prefix=((0,), (0, 1)), s=4, M=2, count=5, seed=0)


def test_form_rank_refuses_bad_words():
    rac = cr.cycle_routing_rac(M=3, T=10, field=ModP(P))
    with pytest.raises(ValueError, match="shape"):
        form_rank(rac, T=10, words=np.zeros((3, 4), dtype=int))
    with pytest.raises(ValueError, match="outside"):
        form_rank(rac, T=10, words=np.full((3, 5), 3))


def test_regime_xiii_is_named_and_checked():
    assert d2.proved_regime(M=3, R=4, T=10) == cr.CYCLE_ROUTING_REGIME
    assert d2.proved_regime(M=3, R=4, T=8) is None
    c = d2.check(M=3, R=4, T=12)
    assert c.passed and c.details["lower_bound"] == cr.CYCLE_ROUTING_REGIME and c.lhs[-2:] == [220, 332]
    assert cr.check(s=6).passed and cr.check(s=9).lhs == [220] * 4
    with pytest.raises(ValueError, match="not computed"):
        cr.check(s=18)


# --- regime (xiv): M = 2, R = 4, T >= 22 -------------------------------------------------------------------------


def _D2(s):
    return 4 * (comb(s + 3, 3) - (s + 1))


def test_binary_instance_is_the_first_two_symbols():
    s = 18
    U, V, H1, H2, w, h1, h2 = _weights(cr.cycle_routing_rac(M=2, T=2 * s, field=Rational()))
    W = _documented(s)
    assert U == [row[:2] for row in W["U"]] and (V, H1, H2, w, h1, h2) == (
        W["V"],
        W["H1"],
        W["H2"],
        W["w"],
        W["h1"],
        W["h2"],
    )
    with pytest.raises(ValueError, match="M=4"):
        cr.cycle_routing_rac(M=4, T=10, field=Rational())


def test_binary_classes_cover_every_word_and_route():
    """At M = 2 the four classes partition the Start words, and Step 2's routing holds on each (naive, s = 6)."""
    s = 6
    rac = cr.cycle_routing_rac(M=2, T=2 * s, field=Rational())
    for word in product(range(2), repeat=s):
        k = _class_of(word)
        assert k is not None
        g = _start_point(rac, word)[1]
        assert g[k] != 0 and all(v == 0 for v in g[k + 1 :])


@pytest.mark.parametrize("s", [11, 18, 40])
def test_binary_ideal_hypothesis_and_dimension(s):
    """(H-a) at M = 2 (sympy): v_k ⊙ u_0, v_k ⊙ u_1 independent, so dim (I_k)_s = ((4, s)) - ((2, s)) and
    dim W = D; and D <= 2^s from the End base s = 11 on (not at s = 10)."""
    W = _documented(s)
    for k in range(4):
        assert sympy.Matrix([[W["V"][k][m] * W["U"][m][x] for m in range(4)] for x in range(2)]).rank() == 2
    assert _D2(s) == d2.closed_form(M=2, R=4, T=2 * s) <= 2**s
    assert _D2(cr.BINARY_CYCLE_FROM_S - 1) > 2 ** (cr.BINARY_CYCLE_FROM_S - 1)


def test_binary_computed_range_closes_the_gap():
    assert cr.SAMPLED_S == tuple(range(cr.BINARY_CYCLE_FROM_S, cr.HAND_FROM_S))
    assert cr.start_rac(M=2, T=2 * 17, field=Rational()).W_I[0][0, 1] == 2  # the Vandermonde RAC below the grid
    assert cr.start_rac(M=2, T=2 * 18, field=Rational()).W_H[0][0, 0] == 0  # the cycle from HAND_FROM_S on


def test_binary_cycle_falls_short_below_the_hand_range():
    """Why s = 11..17 are computed at vandermonde_rac: cycle_routing_rac(M=2) itself has rank S_W < D at s = 11."""
    s = 11
    assert ideal_start_rank(cr.cycle_routing_rac(M=2, T=2 * s, field=ModP(P)), T=2 * s) < _D2(s)


def test_ideal_start_rank_at_given_words_matches_naive_evaluation():
    """ideal_start_rank at explicit words equals the naive rank at those words: the 81 words of class c_1 at s = 7,
    where it is 77, short of both the rows and D (so the comparison can fail either way)."""
    s = 7
    words = cr.class_words(prefix=(0, 0, 0), s=s, M=3, count=100, seed=1)
    want = _sw_naive(cr.cycle_routing_rac(M=3, T=2 * s, field=Rational()), words.tolist(), s)
    assert ideal_start_rank(cr.cycle_routing_rac(M=3, T=2 * s, field=ModP(P)), T=2 * s, words=words) == want
    assert want < len(words) == 81


def test_regime_xiv_is_named_and_checked():
    assert d2.proved_regime(M=2, R=4, T=22) == cr.BINARY_CYCLE_REGIME
    assert d2.proved_regime(M=2, R=4, T=20) is None
    c = cr.check_binary(s=11)
    assert c.passed and c.lhs == _D2(11) == 1408
    with pytest.raises(ValueError, match="not computed"):
        cr.check_binary(s=18)


def test_bad_arguments_get_one_line_errors():
    rac = cr.cycle_routing_rac(M=3, T=10, field=ModP(P))
    for T in ("10", 10.0, 9):
        with pytest.raises(ValueError, match="even int"):
            ideal_start_rank(rac, T=T, words=np.zeros((2, 5), dtype=int))
        with pytest.raises(ValueError, match="even int"):
            form_rank(rac, T=T, words=np.zeros((2, 5), dtype=int))
    with pytest.raises(ValueError, match="M=2.0"):
        cr.cycle_routing_rac(M=2.0, T=10, field=ModP(P))
