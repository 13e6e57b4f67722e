"""docs/theory/proposition7-regimes-xvi-xx.md, Proposition 7, regime (xix) (M = 3, R = 6, T >= 18): the two Start instances, their routing,
threads, tree degrees and class ranks, against naive evaluation of Eq. 1.2 with Python ints (written here from the
text), sympy and the docs' own numbers."""

from itertools import combinations_with_replacement, product
from math import comb

import numpy as np
import pytest
import sympy
from depth2_naive import class_block_row, int_weights, routed_states
from naive import sympy_rank as _sympy_rank

from numerics import depth2_ideal_bound
from proofs.depth2 import closed_form as d2
from proofs.depth2.routing import cycles as cr
from proofs.depth2.routing import pentagon as pg
from proofs.depth2.routing import triangular as rt
from proofs.depth2.routing.threads import group_degree
from racs import ModP, Rational

P = 32749
#: docs/theory/proposition7-regimes-xvi-xx.md, (xix): the vanishing times t_k of the pentagon's rows k = 2..6.
T_K = [None, 3, 2, 2, 1, 1]
#: docs/theory/proposition7-regimes-xvi-xx.md, (xix): the rows v_2..v_6 of routed_vandermonde_rac's W^{I,2}, as printed there.
VANDERMONDE_V = [
    [
        51247017843439848,
        67322269778369942,
        -7436329663309405,
        -36167170711394825,
        -14299020393521843,
        -1643431280366517,
    ],
    [
        624154851151871242093984599150,
        187087774487712143239627143931,
        -758823802902971943140669485286,
        -171388664472148695980897291976,
        212348211429687593542031395304,
        61980149663023445236616657213,
    ],
    [
        663373394922525698194255124563462127220938,
        -524341305548774143331442676746162137993779,
        -771375307281444300188013441643527967450704,
        697149839483516377016868049644678502983622,
        127205646401457031856501274602429817285262,
        -153604799892203803822682415376152387934347,
    ],
    [
        680657583275828647861608577612388485433019779202,
        -1508514758774119817916904212665143772707212221247,
        480998239934310340798693971872676296394679302608,
        1207938706110933887512832442628721013985647302046,
        -1159180808927399800579314378811824782037373236010,
        303051066945925118485059940709662758511890765001,
    ],
    [174784406502750, 116547755157461, -135337356237953, -58018122506728, 29695442977487, 10612860591551],
]


def _pentagon(s):
    """theta_P(s) as docs/theory/proposition7-regimes-xvi-xx.md writes it: (U rows = units, columns = symbols, V, H1, h01) and lambda."""
    lam = 4 * s + 20
    e = (s + 4) // 5 + 1
    m2 = lam**e
    q = sympy.Rational(m2 - 1, lam - 1)
    assert q.q == 1
    q = int(q)
    u = [[1] * 6, [1, 1, 1, 1, lam, 1], [1, m2, 1, 1, 1, 1]]
    V = [
        [1] * 6,
        [-1, 1, 0, 0, 1, -2 * lam - 1],
        [-1, 1, 0, 0, 1, -lam - 1],
        [-q, 1, 0, 0, q, -m2 - 1],
        [-1, 1, 0, 0, 1, -lam],
        [-q, 1, 0, 0, q, -m2],
    ]
    H1 = [
        [0, 0, 0, 0, 1, 1],
        [1, 0, 0, 0, 0, 1],
        [0, 1, 0, 0, 0, 1],
        [0, 0, 1, 0, 0, 1],
        [0, 0, 0, 1, 0, 1],
        [0, 0, 0, 0, 0, 1],
    ]
    return [[u[x][i] for x in range(3)] for i in range(6)], V, H1, [0] * 5 + [1], lam


def _owner(word, classes):
    owners = [k for k, c in enumerate(classes) if tuple(word[: len(c)]) == tuple(c)]
    assert len(owners) <= 1
    return owners[0] if owners else None


def test_instances_are_documented():
    for s in (5, 9, 15, 23):
        assert list(int_weights(pg.pentagon_rac(T=2 * s, field=Rational()))) == list(_pentagon(s)[:4])
    vr = int_weights(pg.routed_vandermonde_rac(field=Rational()))
    assert vr[0] == [[(2 + i) ** x for x in range(3)] for i in range(6)]
    assert vr[2] == [[(17 + i) ** j for j in range(6)] for i in range(6)] and vr[3] == [1] * 6
    assert vr[1] == [[1] * 6] + VANDERMONDE_V
    for rac in (pg.pentagon_rac(T=30, field=Rational()), pg.routed_vandermonde_rac(field=Rational())):
        assert [[int(v) for v in row] for row in rac.W_H[1]] == np.eye(6, dtype=int).tolist()
        assert [int(v) for v in rac.h0[1]] == [1] * 6 and [int(v) for v in rac.W_O[0]] == [1] * 6
    assert pg.start_rac(T=28, field=Rational()).W_I[1][5, 0] == VANDERMONDE_V[4][0]
    assert int(pg.start_rac(T=30, field=Rational()).W_I[0][4, 1]) == 4 * 15 + 20


def test_d_fits_under_three_to_the_s_from_9_on():
    assert depth2_ideal_bound(M=3, R=6, T=16) > 3**8
    assert all(depth2_ideal_bound(M=3, R=6, T=2 * s) <= 3**s for s in range(9, 150))


@pytest.mark.parametrize("s", [5, 6])
def test_pentagon_congruences_and_routing_on_every_word(s):
    """Step R: h^{t,1} = (t, .., t, 1) and v_k . h^{t,1} = t - t_k mod lambda - 1 for every word and t; on c_k,
    g_j = 0 for j > k and g_k != 0 (naive, every word)."""
    W = _pentagon(s)
    Q = W[4] - 1
    for word in product(range(3), repeat=s):
        states, a, g = routed_states(W, word)
        for t, h in enumerate(states, 1):
            assert [v % Q for v in h] == [t % Q] * 5 + [1]
            assert all((sum(a * b for a, b in zip(W[1][k], h)) - (t - T_K[k])) % Q == 0 for k in range(1, 6))
        k = _owner(word, pg.PENTAGON_CLASSES)
        assert a[5] == 1 and g[0] > 0
        if k is not None:
            assert g[k] != 0 and all(v == 0 for v in g[k + 1 :])
        else:
            assert word[:3] == (1, 1, 2)


@pytest.mark.parametrize("s", [15, 16, 20])
def test_pentagon_routing_on_sampled_words(s):
    rng = np.random.default_rng(s)
    for k, c in enumerate(pg.PENTAGON_CLASSES):
        for _ in range(25):
            word = list(c) + rng.integers(0, 3, size=s - len(c)).tolist()
            _, a, g = routed_states(_pentagon(s), word)
            assert a[5] == 1 and g[k] != 0 and all(v == 0 for v in g[k + 1 :])


def _slots(word, s, thread):
    """Step T1 from the text: at the time t (d = s - t) symbol 1 gives a kind-1 slot to thread d mod 5, symbol 2 a
    kind-2 slot to thread d + 2 mod 5."""
    return frozenset(
        (t, x)
        for t, x in enumerate(word, 1)
        if (x == 1 and (s - t) % 5 == thread) or (x == 2 and (s - t + 2) % 5 == thread)
    )


@pytest.mark.parametrize("prefix", [(1, 1, 1), (1, 2), (0,)])
def test_each_thread_value_is_its_used_slot_set(prefix):
    """Steps T1-T2 on every word of three classes at s = 8: Y_r = a_(r+1) is a function of thread r's used slots,
    and distinct slot sets give distinct values."""
    s = 8
    W = _pentagon(s)
    for r in range(5):
        seen = {}
        for rest in product(range(3), repeat=s - len(prefix)):
            word = prefix + rest
            y = routed_states(W, word)[1][r]
            key = _slots(word, s, r)
            assert seen.setdefault(key, y) == y
        assert len(set(seen.values())) == len(seen)


@pytest.mark.parametrize("W", [_pentagon(9), _pentagon(31)] + [None], ids=["pentagon9", "pentagon31", "vandermonde"])
def test_h_a_each_unit_has_three_independent_forms(W):
    U, V = (W[0], W[1]) if W is not None else int_weights(pg.routed_vandermonde_rac(field=Rational()))[:2]
    for row in V:
        assert sympy.Matrix([[row[m] * U[m][x] for m in range(6)] for x in range(3)]).rank() == 3


def test_configuration_degree_against_lemma_t4_and_the_product_lemma():
    """Two threads: the better of Lemma T4's two splits (the lab's group_degree); disconnected groups: the least."""
    for a, b, m in product(range(4), range(4), range(6)):
        got = pg.configuration_degree((0, 1), (a, b), (((0, 1), m),))
        assert got == max(group_degree(a, b, m), group_degree(b, a, m))
    assert pg.configuration_degree((0, 1, 2), (3, 0, 0), (((1, 2), 4),)) == min(7, group_degree(0, 0, 4))
    assert [pg.configuration_degree((0,), (p,), ()) for p in range(5)] == [0, 1, 3, 7, 15]


def test_pentagon_degree_table_and_closed_bound():
    """The docs' table B(n) for n = 12..24, B(n) >= n + 3 there, and Step Cl's inequalities for k = 5..199."""
    assert [pg.pentagon_degree(n) for n in range(12, 25)] == [15, 19, 20, 31, 36, 47, 56, 72, 88, 114, 152, 181, 223]
    assert pg.check(s=None).passed
    for k in range(5, 200):
        fibre = min(2 ** (k - 1) * (k + 1), 2 ** (2 * k - 2)) - 1
        assert group_degree(k - 1, k - 1, k) >= fibre >= (k + 1) ** 2 - 1 >= 5 * k + 7


@pytest.mark.parametrize("s, prefix", [(9, (1, 1, 1)), (9, (1, 2))])
def test_tree_degree_holds_on_the_instances_own_points(s, prefix):
    """No nonzero polynomial of degree <= B(n) in the five chart coordinates vanishes on the class (naive points of
    every word of the class, sympy rank of all monomials of degree <= B(n))."""
    n = s - len(prefix)
    d = pg.pentagon_degree(n)
    W = _pentagon(s)
    words = [prefix + w for w in product(range(3), repeat=n)]
    points = [routed_states(W, w)[1][:5] for w in words]
    monomials = [al for e in range(d + 1) for al in combinations_with_replacement(range(5), e)]
    rows = [[int(np.prod([z[m] for m in al], dtype=object)) for al in monomials] for z in points]
    assert _sympy_rank(rows, P) == len(monomials) == comb(d + 5, 5)


def test_vandermonde_routing_on_every_word_and_exact_zeros(monkeypatch):
    for s in (4, 5):
        W = int_weights(pg.routed_vandermonde_rac(field=Rational()))
        for word in product(range(3), repeat=s):
            k = _owner(word, pg.VANDERMONDE_CLASSES)
            _, _, g = routed_states(W, word)
            if k is None:
                assert word[:2] == (2, 2)
            else:
                assert g[k] != 0 and all(v == 0 for v in g[k + 1 :])
    routing = dict(zeros=pg.ROUTING_ZEROS, classes=pg.VANDERMONDE_CLASSES)
    assert rt.routing_misses(pg.routed_vandermonde_rac(field=Rational()), **routing) == 0
    monkeypatch.setattr(pg, "cofactor_vector", lambda rows, first_positive: [1] * 6)
    assert rt.routing_misses(pg.routed_vandermonde_rac(field=Rational()), **routing) == 12


@pytest.mark.parametrize("s", [4, pytest.param(5, marks=pytest.mark.slow)])
def test_class_block_ranks_equal_the_naive_rank_of_the_class_blocks(s):
    ranks = rt.class_block_ranks(
        pg.routed_vandermonde_rac(field=ModP(P)), T=2 * s, classes=pg.VANDERMONDE_CLASSES, seed=0
    )
    W = int_weights(pg.routed_vandermonde_rac(field=Rational()))
    count = 6 * rt.ideal_class_dimension(M=3, R=6, s=s) // 5 + 20
    for k, c in enumerate(pg.VANDERMONDE_CLASSES):
        rows = []
        for word in cr.class_words(prefix=c, s=s, M=3, count=count, seed=0).tolist():
            assert _owner(word, pg.VANDERMONDE_CLASSES) == k
            _, a, g = routed_states(W, word)
            rows.append(class_block_row(W[0], W[1], a, g, k, s))
        assert ranks[k] == _sympy_rank(rows, P) > 0


def test_regime_is_named_from_t_18_and_cases_split_by_budget():
    assert [d2.proved_regime(M=3, R=6, T=T) for T in (16, 18, 60)] == [None, pg.REGIME, pg.REGIME]
    assert [c["s"] for c in pg.cases("quick")] == [9, None]
    assert [c["s"] for c in pg.cases("full")] == list(range(9, 15)) + [None]
    with pytest.raises(ValueError, match="s=15 is not computed"):
        pg.check(s=15)


@pytest.mark.slow
@pytest.mark.parametrize("s", pg.FULL_ONLY_S)
def test_full_budget_class_ranks(s):
    assert pg.check(s=s).passed
