"""docs/theory/proposition7-regimes-xvi-xx.md, Proposition 7, regime (xx) (M = 5, R = 6, T >= 10): the Start side at routing.five_threads.start_rac
and the five-thread tree degrees, against naive evaluation of Eq. 1.2 (``tests/depth2_naive.py``), brute force and
sympy."""

from functools import cache
from itertools import product
from math import comb

import pytest
import sympy
from depth2_naive import int_weights as _int_weights
from depth2_naive import routed_states as _routed
from depth2_naive import start_point as _start_point
from depth2_naive import tau as _tau
from depth2_naive import top_degree as _top
from depth2_naive import weights as _weights

from proofs.depth2.routing import five_threads as f
from racs import Rational

# c_1..c_6 of docs/theory/proposition7-regimes-xvi-xx.md, (xx) (12, 13, 14 unused)
CLASSES = [(1, 0), (1, 1), (2,), (3,), (4,), (0,)]
OFFSET = {1: 1, 2: 3, 3: 4, 4: 0}  # at d = s - t symbol x gives a slot to thread d + OFFSET[x] (mod 5, in 1..5)


def _documented(s):
    """The weights as docs/theory/proposition7-regimes-xvi-xx.md, (xx), writes them: u_x columns of W^{I,1}, rows v_k of W^{I,2}."""
    lam = 5 * s + 30
    e = (s + 4) // 5 + 1
    m1, m2, m3, m4 = lam, lam**e, lam ** (e**2), lam ** (e**3)
    R = sympy.Rational
    q = R(m2 - 1, m1 - 1)
    a5, b5 = R(m3 - 1, m1 - 1), R(m3 - 1, m2 - 1)
    a6, b6, c6 = R(m4 - 1, m1 - 1), R(m4 - 1, m2 - 1), R(m4 - 1, m3 - 1)
    bump = [None, (4, m1), (1, m2), (2, m3), (3, m4)]  # u_x = 1 + (m - 1) e_i, i 0-based (e_5, e_2, e_3, e_4)
    u = [[1] * 6] + [[c if j == i else 1 for j in range(6)] for i, c in bump[1:]]
    return dict(
        U=[[u[x][i] for x in range(5)] for i in range(6)],
        V=[
            [1] * 6,
            [1, 1, 1, 1, -3, -(lam + 1)],
            [-3, 1, 1, 1, 1, -lam],
            [-2 - q, 1, 1, 1, q, -m2],
            [-1 - b5 - a5, b5, 1, 1, a5, -m3],
            [-a6 - b6 - c6, b6, c6, 1, a6, -m4],
        ],
        H1=[
            [0, 0, 0, 0, 1, 1],
            [1, 0, 0, 0, 0, 1],
            [0, 1, 0, 0, 0, 1],
            [0, 0, 1, 0, 0, 1],
            [0, 0, 0, 1, 0, 1],
            [0, 0, 0, 0, 0, 1],
        ],
        H2=[[int(i == j) for j in range(6)] for i in range(6)],
        w=[1] * 6,
        h1=[0] * 5 + [1],
        h2=[1] * 6,
        lam=lam,
        e=e,
    )


@pytest.mark.parametrize("s", [5, 8, 13, 21])
def test_instance_is_documented(s):
    W = _documented(s)
    U, V, H1, H2, w, h1, h2 = _weights(f.start_rac(T=2 * s, field=Rational()))
    assert all(v.denominator == 1 for row in W["V"] for v in row)  # q, a_k, b_k, c_6 are integers
    assert dict(U=U, V=V, H1=H1, H2=H2, w=w, h1=h1, h2=h2) == {k: W[k] for k in ("U", "V", "H1", "H2", "w", "h1", "h2")}


@cache
def _every_word(s):
    """word -> (layer-1 states h^{t,1}, a, g) by the naive recurrence, for every Start word of length s."""
    W = _int_weights(f.start_rac(T=2 * s, field=Rational()))
    return {word: _routed(W, word) for word in product(range(5), repeat=s)}


def _class_of(word):
    return next((k for k, c in enumerate(CLASSES) if tuple(word[: len(c)]) == c), None)


def test_routing_congruence_and_triangular_g_on_every_start_word():
    """Step R at s = 5: h^{t,1} = (t, .., t, 1) mod lambda - 1 on every word and time; on class c_k,
    g = (g_1, .., g_k, 0, .., 0) with g_k != 0; only the words beginning 12, 13, 14 are in no class."""
    s = 5
    Q = _documented(s)["lam"] - 1
    rac = f.start_rac(T=2 * s, field=Rational())
    seen = set()
    for word, (states, a, g) in _every_word(s).items():
        for t, h in enumerate(states, start=1):
            assert [v % Q for v in h] == [t] * 5 + [1]
        k = _class_of(word)
        assert (k is None) == (word[0] == 1 and word[1] >= 2)
        if k is not None:
            seen.add(k)
            assert g[k] != 0 and all(v == 0 for v in g[k + 1 :])
        if word[1:] == (4, 3, 2, 1):  # the ints evaluator agrees with the Fraction one on W^{H,2} = I, h^{0,2} = 1
            assert _start_point(rac, word) == (a, g)
    assert seen == set(range(6))


def _slots(word, s):
    """Per thread 1..5, the used slots (t, kind) by the rule of docs/theory/proposition7-regimes-xvi-xx.md, (xx), Step T1."""
    out = {i: [] for i in range(1, 6)}
    for t, x in enumerate(word, start=1):
        if x:
            out[(s - t + OFFSET[x]) % 5 or 5].append((t, x))
    return out


def test_threads_follow_the_slot_rule_and_are_injective():
    """Steps T1-T2 at s = 5 on every word: chart coordinate i is Y_i = sum_t' lambda^(E_i(t')), E = l_1 + e l_2 +
    e^2 l_3 + e^3 l_4 over the slots of Y_i used after t'; Y_i determines its thread's used slots."""
    s = 5
    W = _documented(s)
    lam, e = W["lam"], W["e"]
    seen = [{} for _ in range(5)]
    for word, (_, a, _) in _every_word(s).items():
        assert a[5] == 1
        for i, used in _slots(word, s).items():
            value = sum(lam ** sum(e ** (kind - 1) for tt, kind in used if tt > t) for t in range(s + 1))
            assert a[i - 1] == value
            assert seen[i - 1].setdefault(value, tuple(used)) == tuple(used)
    assert all(len(v) > 1 for v in seen)


@pytest.mark.parametrize("s", [5, 9, 20])
def test_ideal_hypothesis_and_cap(s):
    """(H-a) with sympy: v_k ⊙ u_x (x = 0..4) independent for every k; D <= 5^s from s = 5 on (not at s = 4)."""
    W = _documented(s)
    for k in range(6):
        assert sympy.Matrix([[W["V"][k][i] * W["U"][i][x] for i in range(6)] for x in range(5)]).rank() == 5
    assert 6 * (comb(s + 5, 5) - 1) <= 5**s and 6 * (comb(9, 5) - 1) > 5**4


# --- tree degrees against the definition of tau and against docs/theory/proposition7-regimes-xvi-xx.md's wording ------------------------------


def _class_points(n):
    """The abstract points of a class with n free times: per thread, the set of free times it was given."""
    return frozenset(
        tuple(frozenset(d for d, x in enumerate(w) if x and (d + OFFSET[x]) % 5 == i) for i in range(5))
        for w in product(range(5), repeat=n)
    )


@pytest.mark.parametrize(
    "n", [1, 2, 3, 4, 5, pytest.param(6, marks=pytest.mark.slow), pytest.param(7, marks=pytest.mark.slow)]
)
def test_class_tree_degree_is_a_lower_bound(n):
    """The recursion never exceeds tau by its definition on the 5^n words' points (equal for n <= 7: 0, 1, 2, 4, 5,
    7, 11; n = 7 takes about 10 s)."""
    assert f.class_tree_degree(n) <= _tau(_class_points(n))


def _G(a, b, m):
    """Lemma T4 with the list written out entry by entry."""
    return _top([2 ** (b + m - j) - 1 for j in range(m + 1) for _ in range(2**a * comb(m, j))])


def _prod_comb(mine, alphas):
    """prod_T C(n_T, alpha_T)."""
    out = 1
    for (_, c), al in zip(mine, alphas):
        out *= comb(c, al)
    return out


@cache
def _C(threads, times):
    """Step T6 as docs/theory/proposition7-regimes-xvi-xx.md words it, lists entry by entry; times a frozenset of (type frozenset, count)."""
    times = dict(times)
    if len(threads) == 1:
        return 2 ** sum(times.values()) - 1
    if len(threads) == 2:
        y, z = threads
        a, b, m = (times.get(frozenset(T), 0) for T in ((y,), (z,), (y, z)))
        return max(_G(a, b, m), _G(b, a, m))
    best = -1
    for X in threads:
        mine = [(T, c) for T, c in times.items() if X in T]
        entries = []
        for alphas in product(*[(0, 1) if c else (0,) for _, c in mine]):
            left = {T: c for T, c in times.items() if X not in T}
            for (T, c), al in zip(mine, alphas):
                if T - {X}:
                    left[T - {X}] = left.get(T - {X}, 0) + c - al
            fibre = _C(tuple(t for t in threads if t != X), frozenset((T, c) for T, c in left.items() if c))
            entries += [fibre] * _prod_comb(mine, alphas)
        best = max(best, _top(entries))
    return best


def _C5(n):
    times = {}
    for d in range(n):
        T = frozenset(range(5)) - {(d + 2) % 5}
        times[T] = times.get(T, 0) + 1
    return _C(tuple(range(5)), frozenset(times.items()))


def test_tree_table_and_grid_reach_the_hand_range():
    """C5(n) for n = 7..24 is the table of docs/theory/proposition7-regimes-xvi-xx.md, (xx) (>= n + 2; C5(6) = 7 < 8), equal to the recursion
    written out entry by entry for n <= 16; beyond 24 the grid bound 2^k - 1 >= n + 2 (k = n // 5)."""
    table = [11, 14, 20, 28, 37, 47, 58, 76, 90, 115, 134, 159, 182, 195, 226, 264, 300, 333]
    assert f.TREE_TABLE_N == tuple(range(7, 25)) and f.HAND_FROM_S - 2 == 7
    assert [f.class_tree_degree(n) for n in f.TREE_TABLE_N] == table
    assert all(d >= n + 2 for d, n in zip(table, f.TREE_TABLE_N)) and f.class_tree_degree(6) == 7
    assert [f.class_tree_degree(n) for n in range(1, 17)] == [_C5(n) for n in range(1, 17)]
    assert all(f.grid_degree(n) == 2 ** (n // 5) - 1 >= n + 2 for n in range(25, 1000))
    assert f.COMPUTED_S + f.CLASS_RANK_S == tuple(range(f.FROM_S, f.HAND_FROM_S))


@pytest.mark.slow
def test_tree_table_equals_the_entry_by_entry_recursion():
    """The rest of the table, n = 17..24, from the entry-by-entry recursion (about a minute)."""
    assert [_C5(n) for n in range(17, 25)] == [f.class_tree_degree(n) for n in range(17, 25)]


def test_quick_check_passes():
    assert f.cases("quick") == [dict(s=5), dict(s=None)]
    assert f.cases("full") == [dict(s=s) for s in (5, 6, 7, 8)] + [dict(s=None)]
    certs = [f.check(**c) for c in f.cases("quick")]
    assert all(c.passed for c in certs) and certs[0].lhs == [1506] == certs[0].rhs
    with pytest.raises(ValueError, match="not computed"):
        f.check(s=9)
    with pytest.raises(ValueError, match="even int"):
        f.start_rac(T=9, field=Rational())


def test_degenerate_instances_fail(monkeypatch):
    """Symbol 4 acting as symbol 0 (u_4 = 1: its m_4-slots vanish), or row v_6 = v_5 (the routing to c_6 lost),
    and the table stretched to n = 6 each make the quick check fail. (m_4 = m_3 or m_4 = m_1 alone keeps rank
    S_W = D at s = 5: the computed range does not need the thread multipliers distinct.)"""
    weights = f._weights

    def silent_symbol(s):
        U, V = weights(s)
        return [row[:4] + [1] for row in U], V

    def repeated_row(s):
        U, V = weights(s)
        return U, V[:5] + [V[4]]

    for bad, rank in ((silent_symbol, 1024), (repeated_row, 1255)):
        monkeypatch.setattr(f, "_weights", bad)
        cert = f.check(s=5)
        assert not cert.passed and cert.lhs == [rank]
    monkeypatch.setattr(f, "TREE_TABLE_N", (6,) + f.TREE_TABLE_N)
    assert not f.check(s=None).passed


@pytest.mark.slow
def test_full_check_passes():
    certs = {c["s"]: f.check(**c) for c in f.cases("full")}
    assert all(c.passed for c in certs.values())
    assert certs[6].lhs == [2766] and certs[7].lhs == [792] * 6 and certs[8].lhs == [1287] * 6
