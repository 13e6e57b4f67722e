"""The window model (Lemmas W, T, H, D, M of docs/research/interior-2026-12-01/NOTES.md) against independent numbers:
3 x its rank never exceeds the generic block rank of the RAC itself (near_vertex.OUTER_RANKS, recorded from two
independent codes, outside the interior; Proposition 12's bound, corner_bound, inside, which it must reach at T = 10);
its spaces lie in the ideal J_L built here from the definition m_j(b, c) = sum_r L_r c_r (W3 (b . W2 e_j))_r with FLINT
polynomials; a Lambda_G outside some Lambda_alpha is refused; bad input raises."""

from __future__ import annotations

from itertools import combinations_with_replacement, permutations

import flint
import numpy as np
import pytest

from numerics.bounds.depth4 import corner_bound
from numerics.rank.flint_bridge import flint_rank_mod_p, flint_rref_mod_p
from proofs.general.depth4 import near_vertex, window_model
from proofs.general.depth4.window_model import (
    WindowModel,
    interior_groups,
    interior_lower_bound,
    outer_groups,
    sep_lower_bound,
    window_rank,
)

P = window_model.PRIME


@pytest.fixture(scope="module")
def model10() -> WindowModel:
    return WindowModel(T=10, seed=1)


def _rank(A: np.ndarray) -> int:
    return flint_rank_mod_p(np.asarray(A).astype(np.uint64), P, threads=1)[0]


def _ideal_from_definition(m: WindowModel) -> np.ndarray:
    """Columns b^g c^nu m_j (|g| = d_1 - 1, |nu| = n - 1) as (b-coefficient, value at the model's c-points), with m_j
    expanded by FLINT from its definition; rows ordered like the model's (b-exponents (d - a - b, a, b), a then b)."""
    ctx = flint.nmod_mpoly_ctx.get(("b0", "b1", "b2", "c0", "c1", "c2"), modulus=P)
    b, c = ctx.gens()[:3], ctx.gens()[3:]
    zero = ctx.from_dict({})
    W2, W3, L = (np.asarray(x).tolist() for x in (m.W2, m.W3, m.L))
    rows = {
        (m.d1 - a - bb, a, bb): i
        for i, (a, bb) in enumerate((a, bb) for a in range(m.d1 + 1) for bb in range(m.d1 + 1 - a))
    }
    cpts = [[int(v) for v in pt] for pt in m.cpts]
    cols = []
    for j in range(3):
        mj = sum((L[r] * c[r] * sum((W3[r][l] * b[l] * W2[l][j] for l in range(3)), zero) for r in range(3)), zero)
        for g in combinations_with_replacement(range(3), m.d1 - 1):
            for nu in combinations_with_replacement(range(3), m.n - 1):
                poly = mj
                for v in g:
                    poly = poly * b[v]
                for v in nu:
                    poly = poly * c[v]
                col = np.zeros((m.npt, m.nc), np.int64)
                for exp, coef in zip(poly.monoms(), poly.coeffs(), strict=True):
                    vals = [
                        int(coef) * pow(pt[0], exp[3], P) * pow(pt[1], exp[4], P) * pow(pt[2], exp[5], P) % P
                        for pt in cpts
                    ]
                    col[rows[exp[:3]]] = (col[rows[exp[:3]]] + np.array(vals, np.int64)) % P
                cols.append(col.reshape(-1))
    return np.stack(cols, 1)


def test_interior_group_reaches_the_bound(model10):
    # two interior orbits in one group (Lemma M): 3 x rank = Proposition 12's bound 8388, which it must never pass
    group = [(12, 12, 11), (13, 11, 11)]
    got = model10.rank(group)
    assert got["rank"] == model10.target == 2796
    assert [3 * got["rank"]] * 2 == [corner_bound(R=3, T=10, alpha=a) for a in group] == [8388, 8388]


def test_outer_orbit_below_the_recorded_rank(model10):
    # (34, 1, 0): the orbit whose loss is across output coordinates; the window gives less than the block, never more
    assert 3 * model10.rank([(34, 1, 0)])["rank"] <= near_vertex.OUTER_RANKS[(34, 1, 0)] == 4833


def test_window_space_lies_in_the_ideal(model10):
    # Y = J R spans a subspace of J_L; N spans the functionals killing Y (left kernel, from FLINT's rref of Y^T);
    # N X = 0 puts X inside col(Y), hence inside J_L (Lemma D: X_alpha within J_L)
    J = _ideal_from_definition(model10)
    R = np.random.default_rng(7).integers(0, P, size=(J.shape[1], model10.target + 20), dtype=np.int64)
    Y = sum(
        np.fmod(J[:, k : k + 2048].astype(float) @ R[k : k + 2048].astype(float), P) for k in range(0, len(R), 2048)
    )
    Y = np.fmod(Y, P).astype(np.uint64)  # exact: p < 2^20, 2048-term sums of products stay below 2^53
    ech, rank_y = flint_rref_mod_p(Y.T.copy(), P)
    assert rank_y == model10.target  # the ideal count c_3(d_1, n) = 2796 is reached: Y spans J_L at the point
    ech = ech[:rank_y].astype(np.int64)
    piv = [int(np.flatnonzero(row)[0]) for row in ech]
    free = sorted(set(range(Y.shape[0])) - set(piv))
    N = np.zeros((len(free), Y.shape[0]), np.int64)
    for t, f in enumerate(free):
        N[t, f] = 1
        N[t, piv] = (-ech[:, f]) % P
    assert not np.fmod(N.astype(float) @ Y.astype(float), P).any()
    X = model10.x_matrix(model10.group_space([(34, 1, 0)]))
    assert len(free) == 60 and not np.fmod(N.astype(float) @ X.astype(float), P).any()
    outside = np.random.default_rng(8).integers(0, P, size=(Y.shape[0], 1))  # a random vector is not in J_L
    assert np.fmod(N.astype(float) @ outside.astype(float), P).any()


def test_a_lambda_outside_some_window_is_refused(model10):
    wrong = model10.group_space([(25, 5, 5)])  # functionals with beta_2 up to 5: not all in Lambda_(34, 1, 0)
    with pytest.raises(ArithmeticError, match="not inside"):
        model10.rank([(34, 1, 0)], functionals=wrong)
    with pytest.raises(ArithmeticError):
        model10.rank([(12, 12, 11)], functionals=np.eye(model10.npt, dtype=np.int64))
    model10.check_contained(model10.group_space([(12, 12, 11), (13, 11, 11)]), [(12, 12, 11), (13, 11, 11)])


def test_product_sampling_matches_the_generators_at_T10(model10):
    # two samplings of the same V_0: random products of linear forms and random combinations of the generators
    products = WindowModel(T=10, seed=1, sampling="products")
    assert model10.sampling == "generators"  # by default where they fit: the helper's point and columns
    assert products.columns.shape == model10.columns.shape
    for g in ([(21, 9, 5)], [(30, 3, 2)], [(34, 1, 0)], [(12, 12, 11), (13, 11, 11)]):
        assert products.rank(g) == model10.rank(g)
    with pytest.raises(ValueError, match="sampling='x'"):
        WindowModel(T=10, sampling="x")


def test_the_box_is_refused_where_lemma_b_does_not_apply(model10):
    # (n + 1)^2 box functionals; at T = 10 no interior alpha has alpha_1 >= D = 27, and the box is not in the window
    # of a central one
    box = model10.box_functionals()
    assert box.shape == (36, model10.npt) and _rank(box) == 36
    with pytest.raises(ArithmeticError, match="not inside"):
        model10.rank([(12, 12, 11)], functionals=box)


def test_interior_groups_partition_the_interior():
    for T, count in [(10, 44), (12, 140)]:
        groups = interior_groups(T=T)
        flat = [a for g in groups for a in g]
        assert sorted(flat) == sorted(a for a, _ in near_vertex.interior_representatives(T=T))
        assert len(flat) == count and all(1 <= len(g) <= 6 and len({min(a) for a in g}) == 1 for g in groups)
    assert len(interior_groups(T=12)) == 28


def test_outer_groups_partition_the_other_orbits():
    # every S_3-orbit with some alpha_i < s exactly once, enumerated here from the sorted triples; halves share
    # (alpha_3 = m, alpha_2 >= s) and are contiguous in alpha_2
    for T, n1, s, orbits, blocks, halves in [(10, 35, 5, 76, 435, 10), (12, 56, 6, 150, 873, 12)]:
        triples = [a for a in combinations_with_replacement(range(n1 + 1), 3) if sum(a) == n1 and a[0] < s]
        outer = sorted(tuple(sorted(a, reverse=True)) for a in triples)
        groups = outer_groups(T=T)
        flat = [a for g in groups for a in g]
        assert sorted(flat) == outer and len(outer) == orbits
        assert sum(len(set(permutations(a))) for a in outer) == blocks
        assert sum(len(g) > 1 for g in groups) == halves
        for g in groups:
            if len(g) > 1:
                assert len({a[2] for a in g}) == 1 and min(a[1] for a in g) >= s
                assert [a[1] for a in g] == list(range(g[0][1], g[0][1] + len(g)))


def test_bad_input():
    for T in (8, 11, 6):
        with pytest.raises(ValueError, match="even and >= 10"):
            WindowModel(T=T)
    with pytest.raises(TypeError):
        WindowModel(T=10.0)  # type: ignore[arg-type]
    with pytest.raises(ValueError, match="prime"):
        WindowModel(T=10, p=1048575)
    with pytest.raises(ValueError, match="T=16"):
        WindowModel(T=16)  # refused before allocating
    with pytest.raises(ValueError, match="summing to N_1=35"):
        window_rank(T=10, alphas=[(12, 12, 12)])
    with pytest.raises(ValueError, match="3 entries"):
        window_rank(T=10, alphas=[(35, 0)])
    with pytest.raises(ValueError, match="at least one"):
        window_rank(T=10, alphas=[])
    with pytest.raises(ValueError):
        interior_groups(T=12, size=0)


@pytest.mark.slow
def test_every_orbit_at_T10(model10):
    # every interior orbit reaches 8388 and every other orbit stays at or below the recorded generic rank
    for a, _ in near_vertex.interior_representatives(T=10):
        assert 3 * model10.rank([a])["rank"] == corner_bound(R=3, T=10, alpha=a) == 8388
    for a, rank in near_vertex.OUTER_RANKS.items():
        assert 3 * model10.rank([a])["rank"] <= rank


@pytest.mark.slow
def test_interior_lower_bound_at_T10():
    # groups of up to 6 (Lemma M) at T = 10: the orbit-weighted sum is Conjecture 40's consequence 1937628
    got = interior_lower_bound(T=10)
    assert got["full"] and got["lower_bound"] == near_vertex.interior_bound(T=10) == 1937628
    assert len(got["ranks"]) == 44 and len(got["groups"]) == len(interior_groups(T=10))


@pytest.mark.slow
def test_sep_lower_bound_at_T10():
    # every block's model rank at T = 10 (one model, 35 groups) is at most its generic rank recorded from the RAC's
    # own block ranks (near_vertex.OUTER_RANKS; Proposition 12's bound on the interior), so the sum is at most
    # Proposition 43's sep; the model misses only (34, 1, 0)
    got = sep_lower_bound(T=10)
    recorded = {a: near_vertex.OUTER_RANKS.get(a, corner_bound(R=3, T=10, alpha=a)) for a in got["ranks"]}
    assert len(got["ranks"]) == 120 and all(3 * r <= recorded[a] for a, r in got["ranks"].items())
    assert [a for a, r in got["ranks"].items() if 3 * r < recorded[a]] == [(34, 1, 0)]
    assert got["lower_bound"] == 5359824 - 6 * (recorded[34, 1, 0] - 3 * got["ranks"][34, 1, 0])


def test_proposition_44_row(monkeypatch):
    # The registry row: its bound is Conjecture 40's interior value at T = 12 (780 blocks at Proposition 12's bound,
    # computed here from corner_bound, not from the module), given only for R = 3 <= M at T = 12.
    assert (
        window_model.LOWER[3, 12]
        == near_vertex.interior_bound(T=12)
        == 780 * corner_bound(R=3, T=12, alpha=(19, 19, 18))
    )
    assert window_model.proven_lower_bound(M=3, R=3, T=12) == 16387020
    assert window_model.proven_lower_bound(M=2, R=3, T=12) is None
    assert window_model.proven_lower_bound(M=4, R=3, T=14) is None
    assert window_model.cases("quick") == [dict(T=10)]
    assert window_model.cases("full") == [dict(T=10), dict(T=12)]
    with pytest.raises(ValueError, match="T=8"):
        window_model.check(T=8)
    # a group short of the target makes the check fail (stubbed ranks: the comparison, not the model)
    monkeypatch.setattr(window_model, "interior_lower_bound", lambda **kw: {"p": 0, "groups": [], "lower_bound": 1})
    assert not window_model.check(T=10).passed
