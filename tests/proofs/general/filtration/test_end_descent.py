"""Proposition 37 (lower bounds on sep from the filtration by the first End input, level by level): the bounds
against the rank of whole evaluation matrices (never above, and equal where the levels close), and the level
coordinates against polynomial arithmetic written out by hand."""

from __future__ import annotations

import flint  # a rank tool here, not the code under test
import numpy as np
import pytest

from numerics.bounds.formulas import end_input_cap
from proofs.general.filtration import end_descent as ed
from proofs.general.instance import evaluation_matrix, explicit_rac
from tests.end_oracle import P


def _full_rank(depth: int, R: int, T: int) -> int:
    cap = end_input_cap(M=2, R=R, T=T, depth=depth)
    rng = np.random.default_rng(5)
    starts = rng.integers(-1000, 1000, size=(cap + 5, T // 2, 2))
    ends = rng.integers(-1000, 1000, size=(cap + 5, T // 2, 2))
    Y = evaluation_matrix(explicit_rac(depth=depth, M=2, R=R), starts, ends, p=P)
    return flint.nmod_mat(Y.tolist(), P).rank()


@pytest.mark.parametrize(("depth", "R", "T"), [(3, 2, 6), (3, 2, 8), (3, 3, 8)])
def test_the_bounds_never_exceed_the_rank_of_a_whole_evaluation_matrix(depth, R, T):
    sep = _full_rank(depth, R, T)
    bounds = [ed.lower_bound(depth=depth, R=R, T=T, r=r) for r in (-1, 0, 1, 2)]
    assert max(bounds) <= sep


def test_the_levels_close_where_the_matrix_is_full():
    # (3, 2, 3, 8): the blocks alone and one level fall short, two levels reach sep = the cap.
    sep, cap = _full_rank(3, 3, 8), end_input_cap(M=2, R=3, T=8, depth=3)
    assert ed.lower_bound(depth=3, R=3, T=8, r=2) == sep == cap
    assert ed.lower_bound(depth=3, R=3, T=8, r=1) < cap


def test_level_weights_read_the_coefficients_at_the_zero():
    # f(eta) = eta^(N - r) g(eta) with deg g <= r: lambda_m(f) is g's coefficient of eta^(r - m).
    N, r, rng = 9, 3, np.random.default_rng(7)
    etas = list(range(1, r + 2))
    w = ed._lambda_weights(N, r, etas)
    for _ in range(3):
        g = [int(c) for c in rng.integers(0, P, size=r + 1)]
        values = [pow(e, N - r, P) * sum(c * pow(e, d, P) for d, c in enumerate(g)) % P for e in etas]
        got = [sum(int(w[m, i]) * values[i] for i in range(r + 1)) % P for m in range(r + 1)]
        assert got == [g[r - m] for m in range(r + 1)]


def test_end_points_that_repeat_do_not_separate():
    rng = np.random.default_rng(8)
    ends = rng.integers(0, P, size=(20, 2, 2))
    assert ed._separating(ends, (2, 3))
    assert not ed._separating(np.repeat(ends[:1], 20, axis=0), (2, 3))


def test_certified_table_cases_and_carry():
    assert {(c["depth"], c["R"], c["T"]) for c in ed.cases("quick")} == {(3, 4, 10), (3, 5, 10)}
    assert {(3, 4, 12), (3, 5, 12)} <= {(c["depth"], c["R"], c["T"]) for c in ed.cases("full")}
    # Proposition 16 carries each bound to every larger R; the best one applies.
    assert ed.proven_lower_bound(depth=3, M=2, R=4, T=12) == ed.CERTIFIED[3, 4, 12][1]
    assert ed.proven_lower_bound(depth=3, M=2, R=6, T=12) == ed.CERTIFIED[3, 5, 12][1] > ed.CERTIFIED[3, 4, 12][1]
    assert ed.proven_lower_bound(depth=3, M=2, R=3, T=12) is None
    assert ed.proven_lower_bound(depth=3, M=3, R=4, T=12) is None
    for (depth, R, T), (_, bound) in ed.CERTIFIED.items():
        assert bound <= end_input_cap(M=2, R=R, T=T, depth=depth)


def test_bad_input():
    with pytest.raises(ValueError, match="T=9"):
        ed.level_ranks(depth=3, R=3, T=9, r=0)
    with pytest.raises(ValueError, match="r=10"):
        ed.level_ranks(depth=3, R=3, T=8, r=10)
    with pytest.raises(ValueError, match="GiB"):
        ed.level_ranks(depth=3, R=4, T=12, r=4)  # the default 24641 samples: a 23 GiB descent
    with pytest.raises(ValueError, match="r=-2"):
        ed.lower_bound(depth=3, R=3, T=8, r=-2)
    with pytest.raises(ValueError, match="workers=0"):
        ed.level_ranks(depth=3, R=3, T=8, r=2, workers=0)
    with pytest.raises(ValueError, match="keep=0"):
        ed.level_ranks(depth=3, R=3, T=8, r=2, keep=0)


def test_levels_do_not_depend_on_how_the_jets_are_stored():
    # Computed in chunks of 7 axis points (by one process or two) and kept in a temporary file, or all at once in
    # memory: the same rows.
    whole = ed.level_ranks(depth=3, R=3, T=8, r=2, seed=3)
    assert ed.level_ranks(depth=3, R=3, T=8, r=2, seed=3, rows=7, on_disk=True) == whole
    assert ed.level_ranks(depth=3, R=3, T=8, r=2, seed=3, rows=7, workers=2) == whole
    assert sum(whole) <= _full_rank(3, 3, 8)


def test_levels_refuse_a_size_before_allocating():
    with pytest.raises(ValueError, match="GiB"):
        ed.level_ranks(depth=3, R=4, T=14, r=2, rows=10**6)


def test_compressed_survivors_stay_in_the_levels_and_only_lower_them():
    # Random combinations of the survivors: generous (more than there are) changes nothing, a few still certify
    # sep = the cap at (3, 2, 3, 8) (against a whole evaluation matrix), one lowers a level and never raises one.
    whole = ed.level_ranks(depth=3, R=3, T=8, r=2, seed=3)
    assert ed.level_ranks(depth=3, R=3, T=8, r=2, seed=3, keep=10**6) == whole
    assert ed.lower_bound(depth=3, R=3, T=8, r=2, seed=3, keep=50) == _full_rank(3, 3, 8)
    assert ed.lower_bound(depth=3, R=3, T=8, r=2, seed=3, keep=50, workers=2) == _full_rank(3, 3, 8)
    starved = ed.level_ranks(depth=3, R=3, T=8, r=2, seed=3, keep=1)
    assert all(a <= b for a, b in zip(starved, whole)) and sum(starved) < sum(whole)


def test_compression_and_spilling_bound_the_planned_memory():
    # Kept in memory, the survivors of every level below add up as r grows; spilled to files and compressed to
    # 8000 rows, the planned peak is one level's elimination and no longer grows with r.
    P, Q, dim = 14000, 9866, 9856
    spilled = [ed._descent_bytes(P, Q, dim, r, keep=8000, spill=True) for r in (4, 6, 9)]
    in_memory = [ed._descent_bytes(P, Q, dim, r) for r in (4, 6, 9)]
    assert spilled[0] == spilled[1] == spilled[2]
    assert in_memory[0] < in_memory[1] < in_memory[2] and spilled[1] < in_memory[1]


def test_survivor_updates_in_chunks_give_the_same_levels(monkeypatch):
    # The survivors are updated CHUNK rows at a time; chunks of 3 rows change nothing.
    whole = ed.level_ranks(depth=3, R=3, T=8, r=2, seed=3)
    monkeypatch.setattr(ed, "CHUNK", 3)
    assert ed.level_ranks(depth=3, R=3, T=8, r=2, seed=3) == whole


def test_spilled_compressed_survivors_give_the_same_levels():
    # Spilled survivors are stored as 4-byte residues and read back: the same numbers as in memory.
    mem = ed.level_ranks(depth=3, R=3, T=8, r=2, seed=4, keep=20)
    assert ed.level_ranks(depth=3, R=3, T=8, r=2, seed=4, keep=20, rows=9, on_disk=True) == mem


@pytest.mark.parametrize("chunk", [3, ed.CHUNK])
def test_survivors_are_exactly_the_combinations_that_cancel_the_level_above(chunk, monkeypatch):
    # Built so that the answer is known: the order-1 rows are U V at level 1 and U W at level 0, so every combination
    # cancelling level 1 (x U = 0) also cancels level 0, and level 0 keeps the rank a of the order-0 rows. A survivor
    # outside that kernel (a wrong combination, compressed or not) would raise level 0.
    rng = np.random.default_rng(11)
    P, Q, k, a = 30, 12, 4, 5

    P_ = ed.PRIME

    def prod(A, B):  # in Python integers, exact
        return (A.astype(object) @ B.astype(object)) % P_

    U, V, W = rng.integers(0, P_, (P, k)), rng.integers(0, P_, (k, Q)), rng.integers(0, P_, (k, Q))
    order1 = np.stack([prod(U, W), prod(U, V)]).astype(np.uint32)
    order0 = prod(rng.integers(0, P_, (P, a)), rng.integers(0, P_, (a, Q)))[None].astype(np.uint32)
    monkeypatch.setattr(ed, "CHUNK", chunk)  # survivor rows updated a few at a time, or all at once
    for keep in (None, 40, 3):
        got = ed._descend([order0, order1], keep=keep, rng=np.random.default_rng(2))
        assert got == (a, k)
