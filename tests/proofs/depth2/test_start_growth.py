"""Conjectures 21 (S*) and 22 (every cut) against independent computations: the Start points and the grid entries
from the seed's recurrence spelled out with Python ints (tests/naive.py, tests/depth2_naive.py), W_d from its
spanning products g_k m(a) l_{x,k}(a), ranks from sympy over GF(p), the dimensions from depth2_naive's formulas,
and the known failures (n = 1; NOTE 4.2's finite-orbit instance) as can-fail checks."""

import itertools

import numpy as np
import pytest
from depth2_naive import ideal_dim, rho, spanning_products, start_point
from naive import naive_output, sympy_rank

from proofs.depth2 import start_growth as sg
from racs import ModP, make_rac

P = sg.PRIME


def _naive_points(rac, n):
    """(a, g) at every word of length n (first symbol most significant), from the naive recurrence, mod p."""
    pts = [start_point(rac, sigma) for sigma in itertools.product(range(rac.M), repeat=n)]
    return [[v % P for v in a] for a, _ in pts], [[v % P for v in g] for _, g in pts]


def _naive_start_rank(rac, n, d):
    """c(Sigma_n, W_d) by brute force: the spanning products of W_d at the naive Start points, sympy's GF(p) rank."""
    A, G = _naive_points(rac, n)
    return sympy_rank([[v % P for v in spanning_products(rac, d, a, g)] for a, g in zip(A, G)], P)


def _columns(rows):
    return np.array(rows, dtype=np.int64).T


def _note_instance():
    """NOTE 4.2's instance (M = R = 2): phi_1, phi_2 generate a finite group mod scalars, so (S) fails from s = 4."""
    return make_rac(
        [[[1, -1], [-2, -2]], [[2, 1], [1, -1]]],
        [[[2, -1], [2, 1]], [[-1, 1], [-1, -2]]],
        [[1, 1]],
        [[-2, 2], [-2, -1]],
        field=ModP(P),
    )


@pytest.mark.parametrize("M, R, n", [(2, 3, 3), (3, 2, 2), (2, 2, 0)])
def test_start_points_match_the_naive_recurrence(M, R, n):
    rac = sg.random_depth2_rac(M=M, R=R, seed=5)
    a, g = sg.start_points(rac, n)
    A, G = _naive_points(rac, n)
    assert a.tolist() == _columns(A).tolist() and g.tolist() == _columns(G).tolist()
    assert a.shape == (R, M**n)


@pytest.mark.parametrize("M, R, d", [(2, 3, 2), (3, 2, 3), (2, 4, 2), (3, 3, 2), (4, 3, 1)])
def test_the_basis_spans_w_d_and_has_d_elements(M, R, d):
    """At D + 8 random points: the spanning products of W_d have rank D (= ideal_dim, so W_d has its generic
    dimension and evaluation there is injective), the basis has D columns of rank D, and together still rank D."""
    rac = sg.random_depth2_rac(M=M, R=R, seed=11)
    D = ideal_dim(M, R, d)
    rng = np.random.default_rng(3)
    a, g = rng.integers(0, P, (R, D + 8)), rng.integers(0, P, (R, D + 8))
    basis = sg.w_basis_values(rac, a, g, d, seed=2).tolist()
    span = [
        [v % P for v in spanning_products(rac, d, [int(x) for x in a[:, i]], [int(x) for x in g[:, i]])]
        for i in range(D + 8)
    ]
    assert len(basis[0]) == D == sg.w_dimension(M=M, R=R, d=d)
    assert sympy_rank(basis, P) == sympy_rank(span, P) == sympy_rank([b + s for b, s in zip(basis, span)], P) == D


@pytest.mark.parametrize(
    "M, R, n, d",
    [(2, 3, 3, 2), (2, 2, 4, 2), (2, 3, 4, 2), (3, 3, 2, 2), (3, 2, 2, 3), (2, 4, 3, 2)],
)
def test_start_rank_matches_brute_force_and_the_conjecture(M, R, n, d):
    rac = sg.random_depth2_rac(M=M, R=R, seed=1)
    r = sg.start_rank(rac, n=n, d=d)
    assert r == _naive_start_rank(rac, n, d) == min(M**n, ideal_dim(M, R, d))
    c = sg.check(M=M, R=R, n=n, d=d, seed=1)
    assert c.passed and c.lhs == r and c.rhs == min(M**n, ideal_dim(M, R, d))
    assert c.details["in_range"] and not c.details["counterexample_candidate"]


def test_the_basis_seed_changes_the_basis_not_the_rank():
    rac = sg.random_depth2_rac(M=2, R=5, seed=4)
    assert sg.start_rank(rac, n=5, d=3, seed=0) == sg.start_rank(rac, n=5, d=3, seed=9) == 32


@pytest.mark.parametrize("M, R, d, rank", [(4, 2, 1, 3), (5, 2, 1, 3), (5, 2, 2, 4)])
def test_n_equal_one_fails_as_known(M, R, d, rank):
    """NOTE 5: at n = 1 both a and g are linear in u_x, so W_d sees fewer functions on Sigma_1."""
    c = sg.check(M=M, R=R, n=1, d=d)
    assert not c.passed and c.lhs == rank and c.rhs == min(M, ideal_dim(M, R, d))
    assert c.details["ranks_by_seed"] == {s: rank for s in range(1 + sg.RECHECK_SEEDS)}
    assert not c.details["in_range"] and not c.details["counterexample_candidate"]
    assert _naive_start_rank(sg.random_depth2_rac(M=M, R=R, seed=0), 1, d) == rank


def test_a_finite_orbit_instance_falls_short():
    """NOTE 4.2: full at s = 3, rank 7 < min(D_4, 2^4) = 10 at s = 4 (at most 4 directions of a)."""
    rac = _note_instance()
    assert sg.start_rank(rac, n=3, d=3) == _naive_start_rank(rac, 3, 3) == 8
    assert sg.start_rank(rac, n=4, d=4) == _naive_start_rank(rac, 4, 4) == 7 < sg.start_target(M=2, R=2, n=4, d=4)


def test_a_short_rank_becomes_a_candidate_after_rechecks(monkeypatch):
    monkeypatch.setattr(sg, "start_rank", lambda rac, **kw: 5)
    c = sg.check(M=2, R=3, n=3, d=2, seed=4)
    assert not c.passed and c.details["counterexample_candidate"] and list(c.details["ranks_by_seed"]) == [4, 5, 6]
    monkeypatch.setattr(sg, "cut_rank", lambda rac, **kw: 1)
    c = sg.check_cuts(M=2, R=3, n=3, j=3)
    assert not c.passed and c.details["counterexample_candidate"] and len(c.details["ranks_by_seed"]) == 3


def test_a_rank_above_the_bound_is_flagged(monkeypatch):
    monkeypatch.setattr(sg, "cut_rank", lambda rac, **kw: 100)
    c = sg.check_cuts(M=2, R=3, n=3, j=3)
    assert not c.passed and c.details["bound_violated"] and not c.details["counterexample_candidate"]


@pytest.mark.parametrize("M, R, n, j", [(2, 2, 2, 3), (3, 2, 3, 1), (2, 3, 1, 4), (3, 3, 2, 2)])
def test_cut_matrix_matches_the_naive_grid(M, R, n, j):
    rac = sg.random_depth2_rac(M=M, R=R, seed=7)
    A = np.mod(sg.cut_matrix(rac, n=n, j=j), P).astype(np.int64)
    e = np.eye(M, dtype=np.int64)
    rows = [
        [naive_output(rac, [e[x] for x in sigma + tau]) for tau in itertools.product(range(M), repeat=j)]
        for sigma in itertools.product(range(M), repeat=n)
    ]
    assert A.tolist() == rows
    target = min(M**n, ideal_dim(M, R, j), min(R, M) * M ** (j - 1))
    assert sg.cut_rank(rac, n=n, j=j) == sympy_rank(rows, P) == target == sg.cut_target(M=M, R=R, n=n, j=j)
    c = sg.check_cuts(M=M, R=R, n=n, j=j, seed=7)
    assert c.passed and c.lhs == target and not c.details["counterexample_candidate"]


def test_a_degenerate_rac_falls_short_at_a_cut():
    """Two symbols read alike (equal columns of W^(I,1)): the rows of words differing there coincide."""
    rac = sg.random_depth2_rac(M=3, R=3, seed=2)
    W1 = np.array(rac.W_I[0])
    W1[:, 1] = W1[:, 0]
    bad = make_rac([W1, rac.W_I[1]], rac.W_H, rac.W_O, rac.h0, field=rac.field)
    assert sg.cut_rank(bad, n=2, j=2) == 4 < sg.cut_target(M=3, R=3, n=2, j=2) == 9


def test_targets_match_the_independent_formulas():
    for M, R, s in itertools.product(range(1, 7), range(1, 7), range(1, 8)):
        assert sg.w_dimension(M=M, R=R, d=s) == ideal_dim(M, R, s)
        assert sg.cut_target(M=M, R=R, n=s, j=s) == rho(M, R, s)
        assert sg.start_target(M=M, R=R, n=s + 1, d=s) == min(M ** (s + 1), ideal_dim(M, R, s))


@pytest.mark.parametrize(
    "call, match",
    [
        (lambda: sg.check(M=0, R=2, n=2, d=1), "M=0"),
        (lambda: sg.check(M=2, R=2, n=0, d=1), "n=0"),
        (lambda: sg.check(M=2, R=2, n=2, d=0), "d=0"),
        (lambda: sg.check(M=2, R=2, n=2, d=1, seed=-1), "seed=-1"),
        (lambda: sg.check_cuts(M=2, R=0, n=1, j=1), "R=0"),
        (lambda: sg.check_cuts(M=2, R=2, n=1, j=0), "j=0"),
        (lambda: sg.cases("slow"), "budget='slow'"),
        (lambda: sg.cases_cuts("all"), "budget='all'"),
        (lambda: sg.start_points(sg.random_depth2_rac(M=2, R=2), -1), "n=-1"),
        (lambda: sg.cut_matrix(sg.random_depth2_rac(M=2, R=2), n=20, j=20), "MAX_ENTRIES"),
        (
            lambda: sg.w_basis_values(sg.random_depth2_rac(M=2, R=2), np.zeros((3, 4)), np.zeros((3, 4)), 1),
            r"shape \(R=2, N\)",
        ),
    ],
)
def test_bad_inputs_raise_one_line_value_errors(call, match):
    with pytest.raises(ValueError, match=match) as e:
        call()
    assert "\n" not in str(e.value)


def test_bad_types_and_fields_are_refused():
    with pytest.raises(TypeError, match="M=2.0"):
        sg.check(M=2.0, R=2, n=2, d=1)
    from racs import random_rac

    with pytest.raises(ValueError, match="depth-2 RAC over GF"):
        sg.start_points(random_rac(depth=3, M=2, R=2, seed=0, field=ModP(P)), 2)
    with pytest.raises(ValueError, match="depth-2 RAC over GF"):
        sg.cut_rank(random_rac(depth=2, M=2, R=2, seed=0), n=1, j=1)


def test_the_quick_cases_pass():
    assert all(sg.check(**c).passed for c in sg.cases("quick"))
    assert all(sg.check_cuts(**c).passed for c in sg.cases_cuts("quick"))


@pytest.mark.slow
def test_the_full_cases_pass():
    assert all(sg.check(**c).passed for c in sg.cases("full"))
    assert all(sg.check_cuts(**c).passed for c in sg.cases_cuts("full"))
