"""Every proof check under hypothesis: each must pass on every drawn case (exact comparisons)."""

import pytest
from hypothesis import assume, given
from hypothesis import strategies as st
from strategies import seeds

from numerics import multiset
from proofs.bounds import conjecture1
from proofs.thesis import claim1, claim2, claim6, claims34, lemma1, lemma2, lemma3, section12, theorem1
from proofs.thesis.states import states, trajectories


@given(st.integers(1, 3), st.integers(1, 4), st.sampled_from([2, 4]), seeds)
def test_claim1(M, R, T, seed):
    assert claim1.check(M=M, R=R, T=T, seed=seed).passed


@given(st.integers(1, 4), st.integers(1, 3), st.integers(1, 3), st.sampled_from([2, 4]), seeds)
def test_claim2(K, M, n, T, seed):
    assert claim2.check(K=K, M=M, n_templates=n, T=T, seed=seed).passed


@given(st.integers(1, 3), st.integers(1, 6), st.sampled_from([2, 4, 6]), seeds)
def test_theorem1_shallow(M, R, T, seed):
    assert theorem1.check_shallow(M=M, R=R, T=T, seed=seed).passed


@given(st.integers(1, 3), st.integers(1, 4), st.sampled_from([2, 4, 6]), seeds)
def test_theorem1_assignment_and_random_deep(M, R, T, seed):
    c = theorem1.check_assignment(M=M, R=R, T=T, seed=seed)
    assert c.passed and c.rhs[0] == multiset(min(M, R), T // 2)
    assert theorem1.check_random_deep(M=M, R=R, T=T, seed=seed).passed


def test_theorem1_assignment_exact_over_Q_on_small_cases():
    c = theorem1.check_assignment(M=3, R=3, T=4)
    assert c.details["rank_over_Q_at_z_2"] == c.details["rank_gf_p"] == multiset(3, 2) == 6


@given(st.integers(1, 4), seeds)
def test_lemma1(n, seed):
    assert lemma1.check(n=n, seed=seed).passed


@pytest.mark.parametrize("Rbar, half", [(1, 3), (2, 2), (2, 3), (3, 2)])
def test_lemma1_on_ubar(Rbar, half):
    assert lemma1.check_ubar(Rbar=Rbar, half=half).passed


@given(st.integers(2, 5), st.integers(1, 3), seeds)
def test_lemma2(N, dim, seed):
    assert lemma2.check(N=N, dim=dim, seed=seed).passed


@given(st.integers(1, 3), st.integers(1, 3), st.integers(0, 20))
def test_lemma3_any_omega_above_the_threshold(Rbar, half, extra):
    assert lemma3.check(Rbar=Rbar, half=half, omega=half**2 + 1 + extra).passed


@pytest.mark.parametrize("Rbar, M, T", [(1, 2, 2), (2, 2, 4), (2, 1, 4), (3, 2, 2)])
def test_claim6(Rbar, M, T):
    assert claim6.check(Rbar=Rbar, M=M, T=T).passed


@given(st.integers(1, 4), st.integers(1, 6))
def test_states_and_trajectories_by_brute_force(R, K):
    assert len(states(R, K)) == multiset(R, K)
    p = states(R, K)[-1]
    # trajectories = orderings of removing the balls one by one: K! / prod p_r!
    from math import factorial, prod

    assert sum(1 for _ in trajectories(p)) == factorial(K) // prod(factorial(c) for c in p)


@pytest.mark.parametrize("P", [2, 3])
def test_claim3(P):
    assert claims34.check_claim3(P=P).passed


@given(st.integers(1, 3), st.sampled_from([2, 4, 6]), seeds)
def test_claim4(L, T, seed):
    assert claims34.check_claim4(depth=L, T=T, seed=seed).passed


@given(st.integers(2, 3), st.integers(1, 4), st.sampled_from([2, 4, 6]), st.integers(1, 4), seeds)
def test_conjecture1(M, R, T, L, seed):
    c = conjecture1.check(M=M, R=R, T=T, depth=L, seed=seed)
    assert c.passed and not c.details.get("counterexample_candidate")


@given(st.integers(1, 3), st.integers(1, 4), st.integers(4, 10), seeds)
def test_hadamard_power_bound(rank, power, n, seed):
    assert conjecture1.check_hadamard(rank=rank, power=power, n=n, seed=seed).passed


@given(st.integers(1, 4), seeds)
def test_cayley(R, seed):
    assert section12.check_cayley(R=R, seed=seed).passed


@given(st.integers(1, 3), st.integers(2, 6), seeds)
def test_gradient_bound(R, T, seed):
    assert section12.check_gradient(R=R, T=T, seed=seed).passed


@pytest.mark.slow
@pytest.mark.parametrize("M, R, T, L", [(2, 3, 10, 3), (3, 4, 8, 4), (2, 2, 12, 5), (4, 4, 6, 3)])
def test_conjecture1_larger_cases(M, R, T, L):
    assert conjecture1.check(M=M, R=R, T=T, depth=L).passed


@given(st.integers(2, 4), st.integers(1, 4), st.sampled_from([2, 4]), st.integers(1, 4), st.integers(1, 5), seeds)
def test_last_input_cap_and_symbol_inputs(M, R, T, L, K, seed):
    assert conjecture1.check_cap(M=M, R=R, T=T, depth=L, K=K, seed=seed).passed
    c = conjecture1.check_symbols(M=M, R=R, T=T, depth=L, seed=seed)
    assert not c.details["bound_violated"] and not c.details.get("counterexample_candidate")
    assert c.passed != bool(c.details.get("refuted"))


def test_m_template_route_falls_short_exactly_at_the_cap_over_Q():
    """Independent of GF(p): exact rational RAC, sympy rank. M=4, R=3, T=4, L=4: 12 = cap < 15 = Conjecture 1;
    five random templates give 15 = the conjectured value."""
    import numpy as np
    from naive import sympy_rank

    from numerics import conjecture1_bound, grid_tensor, last_input_cap, start_end
    from racs import Rational, random_rac

    def rank_qq(A):
        return sympy_rank(A.tolist())

    rac = random_rac(depth=4, M=4, R=3, seed=0, field=Rational())
    r4 = rank_qq(start_end(grid_tensor(rac, T=4)))
    F = Rational().random(np.random.default_rng(1), (5, 4), high=9)
    r5 = rank_qq(start_end(grid_tensor(rac, T=4, templates=F)))
    assert (r4, last_input_cap(M=4, R=3, T=4), conjecture1_bound(M=4, R=3, T=4, depth=4)) == (12, 12, 15)
    assert r5 == last_input_cap(M=4, R=3, T=4, K=5) == 15


@given(st.integers(1, 3), st.integers(1, 4), st.sampled_from([2, 4, 6]), st.integers(1, 3), st.integers(0, 2), seeds)
def test_end_state_bound(M, R, T, L, extra, seed):
    from proofs.bounds import upper_bounds

    assume((M + extra) ** T <= 5**6)
    assert upper_bounds.check(M=M, R=R, T=T, depth=L, K=M + extra, seed=seed).passed


def test_end_state_bound_is_attained_at_depth_2_when_R_le_M():
    from proofs.bounds import upper_bounds

    c = upper_bounds.check(M=4, R=3, T=8, depth=2, K=4)
    assert c.passed and c.details["attained"] and c.rhs == 3 * multiset(3, 4) == 45


@given(st.integers(1, 3), st.integers(1, 2), st.sampled_from([2, 4, 6, 8]), st.integers(0, 1), seeds)
def test_depth2_ideal_bound(M, extra_R, T, extra_K, seed):
    from proofs.bounds import upper_bounds

    assume((M + extra_K) ** T <= 2**12)
    assert upper_bounds.check_ideal(M=M, R=M + extra_R, T=T, K=M + extra_K, seed=seed).passed


@pytest.mark.parametrize(
    "check, args, rank, end_state",
    [
        ("check_ideal", dict(M=2, R=3, T=14, K=2), 105, 108),  # depth 2: 3 (((3, 7)) - ((1, 7))), below the end state
        ("check_ideal3", dict(M=3, R=2, T=12, K=3), 304, 308),  # depth 3, R = 2: four below
    ],
)
def test_ideal_bounds_are_attained_below_the_end_state_bound(check, args, rank, end_state):
    from proofs.bounds import upper_bounds

    c = getattr(upper_bounds, check)(**args)
    assert c.passed and c.details["attained"] and (c.lhs, c.details["end_state"]) == (rank, end_state)


STEPS = [("check_ideal_step", *a) for a in [(2, 3, 2), (2, 4, 6), (3, 4, 4), (3, 5, 6)]] + [
    ("check_ideal3_step", *a) for a in [(2, 2, 2), (2, 3, 4), (3, 2, 4), (3, 4, 2)]
]


@pytest.mark.parametrize("check, M, R, T", STEPS)
def test_ideal_bound_proof_steps(check, M, R, T):
    from proofs.bounds import upper_bounds

    assert getattr(upper_bounds, check)(M=M, R=R, T=T, seed=M + R + T).passed


@pytest.mark.parametrize("L, T", [(1, 2), (2, 6), (3, 6), (4, 8)])
def test_stacked_paths_bridge_passes_and_can_fail(L, T, monkeypatch):
    from proofs.bounds import stacked_paths

    assert stacked_paths.check_stacked_paths(depth=L, T=T).passed
    monkeypatch.setattr(stacked_paths, "end_paths", lambda **kw: multiset(T // 2, L - 1) + 1)
    assert not stacked_paths.check_stacked_paths(depth=L, T=T).passed


@pytest.mark.parametrize("L, T", [(1, 4), (2, 4), (3, 6), (4, 6)])
def test_end_paths_equal_a_networkx_path_enumeration(L, T):
    """Independent of the DP: enumerate the paths of the unfolded stacked graph with networkx."""
    import networkx as nx

    from proofs.bounds.stacked_paths import end_paths
    from racs.archgraph import stacked, unfold

    w = unfold(stacked("rac", depth=L), T=T, start=1)
    g = nx.DiGraph([(w.nodes[i], w.nodes[j]) for i, j, _ in w.edges])
    target = (T, f"h{L}")
    if L == 1:
        want = 1
    else:
        want = sum(
            1 if v == target else sum(1 for _ in nx.all_simple_paths(g, v, target))
            for t in range(T // 2 + 1, T + 1)
            for v in g.successors((t, "h1"))
            if v[1] == "h2"
        )
    assert end_paths(depth=L, T=T) == want == multiset(T // 2, L - 1)
