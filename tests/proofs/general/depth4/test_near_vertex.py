"""Proposition 38: where it applies, the recorded upper bound against the lab's own bounds, and the block ranks of
the lower bound against Proposition 12 and a naive evaluation matrix."""

from __future__ import annotations

import itertools
from math import comb

import pytest

from numerics.bounds import separation_cap, separation_caps
from numerics.bounds.depth4 import corner_bound, depth4_ideal_bound
from numerics.bounds.depth4_blocks import orbit_representatives, restricted_sep_bound
from proofs.general.depth4 import fat_points, near_vertex
from proofs.general.free_states import free_state_rank


def test_scope_is_depth4_r3_t8_with_m_at_least_r():
    assert near_vertex.proven_sep(M=3, R=3, T=8) == near_vertex.proven_sep(M=4, R=3, T=8) == 598131
    assert near_vertex.proven_sep(M=2, R=3, T=8) is None  # M < R: not covered
    assert near_vertex.proven_sep(M=3, R=3, T=10) is None
    assert near_vertex.proven_sep(M=3, R=2, T=8) is None
    with pytest.raises(ValueError, match="M=0"):
        near_vertex.proven_sep(M=0, R=3, T=8)


def test_recorded_value_is_below_the_computed_caps_and_the_steps_add_up():
    # The registry's least cap is it (Proposition 57's); Proposition 55's, Proposition 35's (computed here by the lab's
    # fat-point code) and Proposition 12's bounds lie above it, in that order.
    sep = near_vertex.SEP[3, 8]
    assert sep == separation_cap(depth=4, M=3, R=3, T=8)
    assert sep < restricted_sep_bound(T=8) < fat_points.sep_upper_bound(T=8) < depth4_ideal_bound(R=3, T=8)
    # The five near-vertex classes: 6 + 3 + 6 + 3 + 6 = 24 blocks, and the reviewed sum less their steps.
    assert sum(n for _, n, _ in near_vertex.UPPER_STEPS) == 24
    assert near_vertex.UPPER_BEFORE - sum(n * d for _, n, d in near_vertex.UPPER_STEPS) == sep


def test_orbit_representatives_cover_the_231_blocks():
    reps = orbit_representatives(n1=20)
    assert len(reps) == 44 and sum(size for _, size in reps) == 231  # C(22, 2) monomials w^alpha
    assert all(a >= b >= c and a + b + c == 20 for (a, b, c), _ in reps)
    assert dict(reps)[(20, 0, 0)] == 3 and dict(reps)[(19, 1, 0)] == 6 and dict(reps)[(18, 1, 1)] == 3
    assert [cls in dict(reps) for cls, _, _ in near_vertex.UPPER_STEPS] == [True] * 5


def test_block_ranks_at_T6_are_symmetric_and_within_proposition_12():
    # Every block at one point: the ranks are S_3-invariant (relabelling the layer-1 units), each at most
    # Proposition 12's per-corner bound (a theorem), and the representatives give the same orbit-weighted sum.
    every = near_vertex.block_ranks(T=6, orbits=False)
    assert len(every) == 66
    for alpha, rank in every.items():
        assert rank <= corner_bound(R=3, T=6, alpha=alpha)
        assert {every[p] for p in itertools.permutations(alpha)} == {rank}
    reps = near_vertex.block_ranks(T=6, seed=2)
    assert sum(size * reps[a] for a, size in orbit_representatives(n1=10)) == sum(every.values())
    # A chosen few (another point, fewer End points): the same generic ranks.
    few = near_vertex.block_ranks(T=6, seed=3, alphas=[(10, 0, 0), (4, 3, 3), (6, 3, 1)])
    assert few == {a: every[a] for a in [(10, 0, 0), (4, 3, 3), (6, 3, 1)]}


@pytest.mark.slow
def test_block_ranks_sum_to_a_naive_evaluation_matrix_rank():
    # The a-splitting: rank P (cut states free) is the sum of the block ranks. The oracle evaluates y step by step
    # at other random weights, states and End inputs (proofs.general.free_states), with no splitting (17 s).
    total = sum(near_vertex.block_ranks(T=6, orbits=False).values())
    assert total == free_state_rank(depth=4, M=3, R=3, T=6, points=2900, seed=5) == 2844


def test_check_start_and_cases():
    cert = near_vertex.check(part="start")
    assert cert.passed and cert.lhs == 12
    with pytest.raises(ValueError, match="part='x'"):
        near_vertex.check(part="x")


def test_check_blocks_compares_the_weighted_sum_with_the_recorded_bound(monkeypatch):
    # The full case takes minutes; here stubbed ranks whose orbit-weighted sum is 598131 (the vertex orbit has 3
    # blocks) pass, and one less fails.
    ranks = {a: 0 for a, _ in orbit_representatives(n1=20)}
    ranks[(20, 0, 0)] = 598131 // 3
    monkeypatch.setattr(near_vertex, "block_ranks", lambda **kw: dict(ranks))
    cert = near_vertex.check(part="blocks")
    assert cert.passed and cert.lhs == (12, 598131) and cert.details["blocks"] == 231
    ranks[(20, 0, 0)] -= 1
    assert not near_vertex.check(part="blocks").passed


def test_bad_input_is_one_line():
    with pytest.raises(ValueError, match="part='x'"):
        near_vertex.check(part="x")
    with pytest.raises(ValueError, match="T=7"):
        near_vertex.block_ranks(T=7)
    with pytest.raises(ValueError, match="T=10 needs"):
        near_vertex.block_ranks(T=10)
    with pytest.raises(ValueError, match="T=4"):
        near_vertex.block_ranks(T=4)
    with pytest.raises(ValueError, match="summing to N_1=10"):
        near_vertex.block_ranks(T=6, alphas=[(5, 5, 1)])
    with pytest.raises(ValueError, match="alpha entry=-1"):
        near_vertex.block_ranks(T=6, alphas=[(12, -1, -1)])


def test_proposition_39_scope_and_quick_certificate():
    alphas, bound = near_vertex.PARTIAL[3, 10]
    # Every orbit (brute force over the triples summing to 35, not the module's list): the 44 interior ones at
    # Proposition 12's bound, the 76 others at the recorded ranks, each at most its bound and at least 1; the stated
    # sum is theirs.
    triples = {tuple(sorted((a, b, 35 - a - b), reverse=True)) for a in range(36) for b in range(36 - a)}
    assert len(alphas) == len(set(alphas)) == 120 and set(alphas) == triples
    outer = near_vertex.OUTER_RANKS
    assert set(outer) == {t for t in triples if min(t) < 5}
    assert all(0 < r <= corner_bound(R=3, T=10, alpha=a) for a, r in outer.items())
    rank = {a: outer.get(a, corner_bound(R=3, T=10, alpha=a)) for a in alphas}
    assert bound == sum(len(set(itertools.permutations(a))) * rank[a] for a in alphas)
    # Above what Proposition 16 carried there before (83160), at the least registry cap (Proposition 57's) and below
    # Proposition 35's upper bound (its own row computes 5444118 in minutes).
    assert 83160 < bound == separation_cap(depth=4, M=3, R=3, T=10) < 5444118
    assert near_vertex.proven_lower_bound(M=3, R=3, T=10) == near_vertex.proven_lower_bound(M=5, R=3, T=10) == bound
    assert near_vertex.proven_lower_bound(M=2, R=3, T=10) is None
    assert near_vertex.proven_lower_bound(M=3, R=3, T=8) is None
    cert = near_vertex.check_partial()
    assert cert.passed and cert.lhs == 12
    assert near_vertex.cases_partial("quick") == near_vertex.cases_partial("full") == [dict(part="start")]
    with pytest.raises(ValueError, match="part='x'"):
        near_vertex.check_partial(part="x")


def test_block_ranks_on_disk_equal_in_memory_and_are_reported_in_order():
    # The file-backed storage changes where the blocks live, not their entries: the same ranks at the same point,
    # and each rank is reported as it is taken.
    alphas = [(4, 3, 3), (10, 0, 0), (6, 3, 1)]
    seen: list = []
    on_disk = near_vertex.block_ranks(
        T=6, seed=4, alphas=alphas, chunk=3, on_disk=True, report=lambda a, r: seen.append((a, r))
    )
    assert on_disk == near_vertex.block_ranks(T=6, seed=4, alphas=alphas)
    assert seen == [(a, on_disk[a]) for a in alphas]


def test_interior_representatives_and_the_conjectured_bound():
    # Brute force over every alpha with |alpha| = N_1 (not the orbit list): the interior blocks are
    # C(N_1 - 3s + 2, 2), and every one has the same Proposition 12 bound, the depth-3 ideal cap at (3, T) (the
    # registry's separation_caps, a different code path).
    for T, n1 in ((8, 20), (10, 35), (12, 56)):
        s = T // 2
        every = [(a, b, n1 - a - b) for a in range(n1 + 1) for b in range(n1 + 1 - a)]
        inner = [al for al in every if min(al) >= s]
        reps = near_vertex.interior_representatives(T=T)
        assert sum(size for _, size in reps) == len(inner) == comb(n1 - 3 * s + 2, 2)
        assert {tuple(sorted(al, reverse=True)) for al in inner} == {a for a, _ in reps}
        flat = separation_caps(depth=3, M=3, R=3, T=T)["depth3_ideal"]
        assert {corner_bound(R=3, T=T, alpha=al) for al in inner} == {flat}
        assert near_vertex.interior_bound(T=T) == len(inner) * flat
    # At T = 10 the conjecture's bound is the sum over Proposition 39's orbits (both batches) at 8388.
    assert near_vertex.interior_bound(T=10) == 231 * 8388
    with pytest.raises(ValueError, match="T=9"):
        near_vertex.interior_representatives(T=9)


def test_conjecture_40_certificate(monkeypatch):
    # T = 6: the one interior orbit (4, 3, 3) at its bound 45, at one point (seconds).
    cert = near_vertex.check_interior(T=6)
    assert cert.passed and cert.lhs == cert.rhs == (45,)
    assert near_vertex.cases_interior("quick") == [dict(T=6)]
    assert near_vertex.cases_interior("full") == [dict(T=6), dict(T=8)]
    # A rank one short is a counterexample candidate (a GF(p) rank is only a lower bound), one above is a bug.
    for delta, flag in ((-1, "counterexample_candidate"), (1, "bound_violated")):
        monkeypatch.setattr(near_vertex, "block_ranks", lambda **kw: {(4, 3, 3): 45 + delta})
        cert = near_vertex.check_interior(T=6)
        assert not cert.passed and cert.details[flag]


def test_on_disk_blocks_leave_nothing_behind_a_kill(tmp_path):
    # The blocks' file has no name: killed (SIGKILL, no clean-up runs) while the file is in use, the process leaves
    # its temporary folder empty.
    import os
    import signal
    import subprocess
    import sys

    code = (
        "import time\n"
        "from proofs.general.depth4 import near_vertex as nv\n"
        "nv.block_ranks(T=6, on_disk=True, compiled=False,"
        " report=lambda a, r: (print('ready', flush=True), time.sleep(60)))\n"
    )
    env = {**os.environ, "TMPDIR": str(tmp_path)}
    proc = subprocess.Popen([sys.executable, "-c", code], stdout=subprocess.PIPE, text=True, env=env)
    try:
        assert proc.stdout is not None and proc.stdout.readline().strip() == "ready"
    finally:
        proc.send_signal(signal.SIGKILL)
        proc.wait(timeout=30)
    assert proc.returncode == -signal.SIGKILL
    assert list(tmp_path.iterdir()) == []
