"""docs/theory/proposition7-regimes-xvi-xx.md, Proposition 7, regime (xviii) (M = 2, R = 5, T >= 28): the two Start instances, their routing,
walks, grids and class ranks, against naive evaluation of Eq. 1.2 with Python ints (written here from the text),
sympy and the docs' own numbers."""

from itertools import combinations_with_replacement, product

import numpy as np
import pytest
import sympy
from depth2_naive import class_block_row, int_weights, mult, routed_states
from naive import sympy_rank as _sympy_rank

from numerics import depth2_ideal_bound
from proofs.depth2 import closed_form as d2
from proofs.depth2.routing import cycles as cr
from proofs.depth2.routing import four_walks as fw
from proofs.depth2.routing import triangular as rt
from racs import ModP, Rational

P = 32749

#: docs/theory/proposition7-regimes-xvi-xx.md, (xviii): the rows v_2..v_5 of balanced_rac's W^{I,2}, as printed there.
BALANCED_V = [
    [
        17311922149683504724146745943884,
        -56416882968796541766783750801008,
        67824969564820862962147457567685,
        -35467763182493917709124771094546,
        6747754436786091789614318383985,
    ],
    [
        312689058624883331748,
        -1019005990228956818752,
        1225060382652041172567,
        -640622075999043573062,
        121878624951075887499,
    ],
    [
        670195237666811527748,
        -2184925423067835686560,
        2627711776779411430095,
        -1374564245425676308190,
        261582654047289036907,
    ],
    [61327461056, -199903441570, 240378608265, -125725879130, 23923251379],
]


def _walk(s):
    """theta_H(s) as docs/theory/proposition7-regimes-xvi-xx.md writes it: (U rows = units, columns = symbols, V, H1, h01)."""
    lam = 2 * s + 8
    U = [[1, 1], [1, 1], [1, 1], [1, lam], [1, 1]]
    V = [[1] * 5, [1, 1, 1, 1, -12], [1, 1, 1, 1, -8], [1, -2 * lam, 0, 1, 4 * lam - 4], [1, 1, 1, 1, -4]]
    H1 = [[0, 0, 0, 1, 1], [1, 0, 0, 0, 1], [0, 1, 0, 0, 1], [0, 0, 1, 0, 1], [0, 0, 0, 0, 1]]
    return U, V, H1, [0, 0, 0, 0, 1]


def _balanced():
    U = [[1, 2 + i] for i in range(5)]
    H1 = [[(15 + i) ** j for j in range(5)] for i in range(5)]
    return U, [[1] * 5] + BALANCED_V, H1, [1] * 5


def _in_class(word, cylinders):
    return any(tuple(word[: len(c)]) == tuple(c) for c in cylinders)


def test_instances_are_documented():
    for s in (6, 14, 23):
        assert int_weights(fw.four_walk_rac(T=2 * s, field=Rational())) == _walk(s)
    assert int_weights(fw.balanced_rac(field=Rational())) == _balanced()
    for rac in (fw.four_walk_rac(T=30, field=Rational()), fw.balanced_rac(field=Rational())):
        assert [[int(v) for v in row] for row in rac.W_H[1]] == np.eye(5, dtype=int).tolist()
        assert [int(v) for v in rac.h0[1]] == [1] * 5 and [int(v) for v in rac.W_O[0]] == [1] * 5
    assert fw.start_rac(T=44, field=Rational()).W_I[1][1, 0] == BALANCED_V[0][0]
    assert int(fw.start_rac(T=46, field=Rational()).W_I[0][3, 1]) == 2 * 23 + 8


def test_d_fits_under_two_to_the_s_from_14_on():
    assert depth2_ideal_bound(M=2, R=5, T=26) > 2**13
    assert all(depth2_ideal_bound(M=2, R=5, T=2 * s) <= 2**s for s in range(14, 200))
    # the seed's multiset coefficients, R > M and R <= M alike
    assert all(
        rt.ideal_class_dimension(M=M, R=R, s=s) == mult(R, s) - mult(R - M, s)
        for M in range(1, 5)
        for R in range(1, 7)
        for s in range(1, 40)
    )


@pytest.mark.parametrize(
    "W, classes, name",
    [(_balanced(), fw.BALANCED_CLASSES, "balanced"), (None, [(c,) for c in fw.WALK_CLASSES], "walk")],
)
def test_classes_partition_and_route_every_word(W, classes, name):
    """On c_k, g_j = 0 for j > k on every word (s = 4..9; naive); for the walks also g_k != 0 (Step H2), and for the
    balanced rows the orthogonality to the states after BALANCED_ZEROS is exact."""
    for s in range(4, 10):
        W_s = _walk(s) if W is None else W
        for word in product(range(2), repeat=s):
            owners = [k for k, c in enumerate(classes) if _in_class(word, c)]
            assert len(owners) == 1
            k = owners[0]
            _, _, g = routed_states(W_s, word)
            assert all(v == 0 for v in g[k + 1 :]), (name, word)
            assert name == "balanced" or g[k] != 0
    if W is not None:
        _U, V, _H1, _h01 = W
        for row, pair in zip(V[1:], fw.BALANCED_ZEROS):
            for z in pair:
                h = routed_states(W, z)[0][-1]
                assert sum(a * b for a, b in zip(row, h)) == 0


@pytest.mark.parametrize("s", [23, 24, 31])
def test_walk_routing_on_sampled_words_at_large_s(s):
    rng = np.random.default_rng(s)
    for k, c in enumerate(fw.WALK_CLASSES):
        for _ in range(40):
            word = list(c) + rng.integers(0, 2, size=s - len(c)).tolist()
            _, a, g = routed_states(_walk(s), word)
            assert a[4] == 1 and g[k] != 0 and all(v == 0 for v in g[k + 1 :])


def test_walk_coordinates_read_their_own_residue_injectively():
    """Step H1/H3 at s = 9 on every word: a_5 = 1, and Y_i = a_i(s) depends exactly on the symbols at the times
    t = s - i + 1 (mod 4), one value per chain word."""
    s = 9
    points = {word: routed_states(_walk(s), word)[1] for word in product(range(2), repeat=s)}
    assert all(a[4] == 1 for a in points.values())
    for i in range(1, 5):
        chain = [t for t in range(1, s + 1) if (t - (s - i + 1)) % 4 == 0]
        values = {}
        for word, a in points.items():
            key = tuple(word[t - 1] for t in chain)
            assert values.setdefault(key, a[i - 1]) == a[i - 1]  # a function of its chain only
        assert len(set(values.values())) == 2 ** len(chain)  # injective


@pytest.mark.parametrize("s", [7, pytest.param(10, marks=pytest.mark.slow)])
def test_walk_class_points_are_exactly_product_grids(s):
    """Step H4's grid, exactly: the rank over GF(p) of the degree-s forms on each class's points (naive) is the
    number of monomials z^alpha, |alpha| <= s, alpha_i below the grid side on coordinate i."""
    for c in fw.WALK_CLASSES:
        words = [list(c) + list(w) for w in product(range(2), repeat=s - len(c))]
        points = [routed_states(_walk(s), w)[1] for w in words]
        sides = [len({a[i] for a in points}) for i in range(4)]
        free = [sum(1 for t in range(len(c) + 1, s + 1) if (t - (s - i)) % 4 == 0) for i in range(4)]
        assert sides == [2**f for f in free] and min(sides) >= fw.hand_grid_side(s)
        rows = [
            [int(np.prod([a[m] for m in al], dtype=object)) for al in combinations_with_replacement(range(5), s)]
            for a in points
        ]
        want = sum(1 for al in product(*(range(min(n, s + 1)) for n in sides)) if sum(al) <= s)
        assert _sympy_rank(rows, P) == want


def test_hand_grid_side_reaches_s_plus_one_exactly_from_23():
    assert fw.hand_grid_side(22) < 23 and all(fw.hand_grid_side(s) >= s + 1 for s in range(23, 400))
    assert fw.HAND_FROM_S == 23 and fw.check(s=None).passed


@pytest.mark.parametrize("W", [_balanced(), _walk(14)], ids=["balanced", "walk"])
def test_h_a_each_unit_has_two_independent_forms(W):
    U, V, _, _ = W
    for row in V:
        assert sympy.Matrix([[row[m] * U[m][x] for m in range(5)] for x in range(2)]).rank() == 2


@pytest.mark.parametrize("s", [6, 7])
def test_class_block_ranks_equal_the_naive_rank_of_the_class_blocks(s):
    """class_block_ranks at balanced_rac against the naive block g_k m(a) l_{k,x}(a) (m of degree s - 1) at the same
    sampled words, GF(p) rank by sympy."""
    ranks = rt.class_block_ranks(fw.balanced_rac(field=ModP(P)), T=2 * s, classes=fw.BALANCED_CLASSES, seed=0)
    U, V, _, _ = _balanced()
    count = 6 * rt.ideal_class_dimension(M=2, R=5, s=s) // 5 + 20
    for k, c in enumerate(fw.BALANCED_CLASSES):
        words = cr.class_words(prefix=c, s=s, M=2, count=count, seed=0).tolist()
        assert all(_in_class(w, c) for w in words)
        rows = []
        for word in words:
            _, a, g = routed_states(_balanced(), word)
            rows.append(class_block_row(U, V, a, g, k, s))
        assert ranks[k] == _sympy_rank(rows, P) > 0


def test_routing_misses_catches_a_degenerate_instance(monkeypatch):
    """The check's routing count: 0 at balanced_rac; with every routing row equal to v_1 (so the ranks alone could
    not tell) all eight zeros fail, a count the check compares with 0."""
    routing = dict(zeros=fw.ROUTING_ZEROS, classes=fw.BALANCED_CLASSES)
    assert rt.routing_misses(fw.balanced_rac(field=Rational()), **routing) == 0
    monkeypatch.setattr(fw, "cofactor_vector", lambda rows: [1] * 5)
    assert rt.routing_misses(fw.balanced_rac(field=Rational()), **routing) == 8


def test_regime_is_named_from_t_28_and_cases_split_by_budget():
    assert [d2.proved_regime(M=2, R=5, T=T) for T in (26, 28, 60)] == [None, fw.REGIME, fw.REGIME]
    assert [c["s"] for c in fw.cases("quick")] == [14, None]
    assert [c["s"] for c in fw.cases("full")] == list(range(14, 23)) + [None]
    with pytest.raises(ValueError, match="s=13 is not computed"):
        fw.check(s=13)


@pytest.mark.slow
@pytest.mark.parametrize("s", fw.FULL_ONLY_S)
def test_full_budget_class_ranks(s):
    assert fw.check(s=s).passed
