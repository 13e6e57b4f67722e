"""Proposition 43's closures (and Proposition 38's last step): Lemma V's functionals against the term-3 space A_k and
the ideal J_k built here from their definitions with FLINT polynomials (C_g(h) = [u^g] h(v (.) b, c)), the closed
bounds against the block ranks of the RAC itself (near_vertex.block_ranks, an independent evaluation: an upper bound
must never be below them, and at T = 8 it meets them), and bad input."""

from __future__ import annotations

import flint
import pytest

from numerics.bounds.depth4 import start_degrees
from proofs.general.depth4 import closures, fat_points, near_vertex, outer_blocks
from proofs.general.free_states import exponents

P = closures.PRIME
T8_CLASSES = [(19, 1, 0), (18, 1, 1), (17, 2, 1), (16, 2, 2), (16, 3, 1)]


def _definition_rows(T, alpha, k, seed):
    """Rows of A_k = sum_{g <= alpha'} C_g(m1_k P) and of J_k = (m_kj : j in supp alpha) in bidegree (N_2, s), from the
    definitions: P = k[b]_(N_2 - s) (x) k[gamma]_(s - 1), gamma_i = c_i n_i1(b), m1_k = sum_i W4[k, i] gamma_i, and
    C_g(h) = [u^g] h(v (.) b, c) with v_m = 1 + u_2 W2[m, 1] / W2[m, 0] + u_3 W2[m, 2] / W2[m, 0] (the ratios read off
    n[i, j, m] = W3[i, m] W2[m, j])."""
    s = T // 2
    n2 = s * (s + 1) // 2
    a1, a2, a3 = sorted(alpha, reverse=True)
    n, W4, _ = fat_points._weights(seed)
    ctx = flint.nmod_mpoly_ctx.get(("b0", "b1", "b2", "c0", "c1", "c2", "u2", "u3"), modulus=P)
    b, c, (u2, u3) = ctx.gens()[:3], ctx.gens()[3:6], ctx.gens()[6:]
    zero, one = ctx.from_dict({}), ctx.from_dict({(0,) * 8: 1})

    def ratio(m, j):
        return int(n[0, j, m]) * pow(int(n[0, 0, m]), P - 2, P) % P

    bv = [b[m] * (one + ratio(m, 1) * u2 + ratio(m, 2) * u3) for m in range(3)]
    form = [[sum((int(n[i, j, m]) * bv[m] for m in range(3)), zero) for j in range(3)] for i in range(3)]
    gamma_v = [c[i] * form[i][0] for i in range(3)]
    m1_v = sum((int(W4[k, i]) * gamma_v[i] for i in range(3)), zero)
    bmon = {tuple(e): i for i, e in enumerate(exponents(3, n2).tolist())}
    cmon = {tuple(e): i for i, e in enumerate(exponents(3, s).tolist())}

    def power(xs, e):
        out = one
        for x, v in zip(xs, e, strict=True):
            out = out * x**v
        return out

    def rows_of(poly):
        by_g = {}
        for e, v in poly.to_dict().items():
            g = (e[6], e[7])
            if g[0] <= a2 and g[1] <= a3:
                row = by_g.setdefault(g, [0] * (len(bmon) * len(cmon)))
                row[cmon[tuple(e[3:6])] * len(bmon) + bmon[tuple(e[:3])]] = int(v)
        return list(by_g.values())

    a_rows = []
    for e in exponents(3, s - 1).tolist():
        x = m1_v * power(gamma_v, e)
        for f in exponents(3, n2 - s).tolist():
            a_rows += rows_of(x * power(bv, f))
    j_rows = []
    for j in (t for t in range(3) if (a1, a2, a3)[t]):
        mkj = sum(
            (int(W4[k, i]) * c[i] * sum((int(n[i, j, m]) * b[m] for m in range(3)), zero) for i in range(3)), zero
        )
        for mu in exponents(3, n2 - 1).tolist():
            for gam in exponents(3, s - 1).tolist():
                j_rows += rows_of(mkj * power(b, mu) * power(c, gam))
    return a_rows, j_rows


@pytest.mark.parametrize(
    ("T", "alpha", "k"), [(6, (8, 1, 1), 0), (6, (7, 2, 1), 1), (6, (8, 2, 0), 2), (8, (18, 1, 1), 2)]
)
def test_functionals_vanish_on_A_k_from_its_definition_and_not_on_J(T, alpha, k):
    omega = closures.lemma_v_functionals(T=T, alpha=alpha, k=k, seed=1)
    s = T // 2
    m = s - sorted(alpha)[0] - sorted(alpha)[1]
    assert omega.shape[0] == 3 * (m + 1)
    a_rows, j_rows = _definition_rows(T, alpha, k, seed=1)
    om = flint.nmod_mat([[int(v) for v in row] for row in omega], P).transpose()
    assert all(v == 0 for v in (flint.nmod_mat(a_rows, P) * om).entries())
    assert (flint.nmod_mat(j_rows, P) * om).rank() == omega.shape[0]  # the functionals are independent on J_k


def test_lemma_v_bound_at_t6_is_above_the_block_ranks():
    # T = 6: the blocks are small (at Proposition 12's bound), so this only checks the direction.
    classes = [(8, 1, 1), (7, 2, 1), (8, 2, 0), (7, 3, 0)]
    ranks = near_vertex.block_ranks(T=6, seed=3, alphas=classes)
    for alpha in classes:
        got = closures.lemma_v_bound(T=6, alpha=alpha)
        assert got["block"] >= ranks[alpha]
        assert got["rank_on_J"] == got["functionals"] or alpha[2] == 0  # on an edge they may be dependent on J
        assert got["dim_J_ker"] == got["dim_J"] - got["rank_on_J"]
        assert got["per_k"] == got["y_bound"] + got["koszul"] - got["rank_on_J"] - got["dim_sum"]


@pytest.mark.parametrize(("alpha", "per_k"), [((16, 2, 2), 915), ((18, 1, 1), 735)])
def test_t8_lemma_v_is_proposition_42_less_the_recorded_step(alpha, per_k):
    # k189's and k45's recorded per-k bounds (915; 735, k45's by another route), and Proposition 42's bound less
    # near_vertex.UPPER_STEPS (the reviewed T = 8 certificates).
    got = closures.lemma_v_bound(T=8, alpha=alpha)
    assert got["per_k"] == per_k and got["block"] == 3 * per_k
    step = dict((a, st) for a, _, st in near_vertex.UPPER_STEPS)[alpha]
    assert got["block"] == fat_points.block_fat_point_bound(T=8, alpha=alpha, y_bound=got["y_bound"]) - step


def test_t8_edge_family_has_k45s_counts():
    got = closures.edge_kernel_bound(T=8)
    assert (got["unknowns"], got["point_F"], got["point_F1"], got["point_kernel"]) == (180, 54, 81, 45)
    assert (got["point_F"], got["point_F1"]) == (3 * got["lemma2"], 3 * got["quotient"])
    assert got["point_J3"] == (253, 253, 253) and got["bound"] == 2 * 759 - 45


def test_edge_counts_agree_with_the_point_at_t10_and_another_seed():
    got = closures.edge_kernel_bound(T=10, seed=5)
    assert got["point_J3"] == (948,) * 3 and got["quotient"] == 42 and got["lemma2"] == 33
    assert (got["point_F"], got["point_F1"], got["kernel"], got["point_kernel"]) == (99, 126, 855, 855)
    assert got["bound"] == 4833


@pytest.mark.slow
def test_t8_closed_bounds_meet_the_block_ranks():
    ranks = near_vertex.block_ranks(T=8, seed=2, alphas=T8_CLASSES)
    before = outer_blocks.block_bounds(T=8)
    for alpha, _, step in near_vertex.UPPER_STEPS:
        got = closures.closed_bound(T=8, alpha=alpha)
        assert got == ranks[alpha] == before[alpha][1] - step


@pytest.mark.slow
@pytest.mark.parametrize(("alpha", "blocks", "before", "after"), outer_blocks.CLOSED)
def test_t10_closed_bounds_are_the_recorded_ranks(alpha, blocks, before, after):
    got = closures.closed_bound(T=10, alpha=alpha)
    assert got == after == near_vertex.OUTER_RANKS[alpha]  # Proposition 39's ranks at a point: never above the bound


def test_a_wrong_functional_is_caught(monkeypatch):
    # kappa_nu off by one: the functionals no longer vanish on A_k, and the module's own check must refuse them.
    real = closures._kappa
    monkeypatch.setattr(closures, "_kappa", lambda *args: (real(*args) + 1) % P)
    with pytest.raises(ArithmeticError, match="does not vanish"):
        closures.lemma_v_bound(T=6, alpha=(8, 1, 1))


def test_bad_input_is_refused():
    with pytest.raises(ValueError, match="T=9"):
        closures.lemma_v_bound(T=9, alpha=(20, 1, 0))
    with pytest.raises(ValueError, match="vertex"):
        closures.lemma_v_bound(T=8, alpha=(20, 0, 0))
    with pytest.raises(ValueError, match="not near a vertex"):
        closures.lemma_v_bound(T=8, alpha=(14, 3, 3))
    with pytest.raises(ValueError, match="summing to N_1=20"):
        closures.closed_bound(T=8, alpha=(16, 2, 1))
    with pytest.raises(ValueError, match="k=3"):
        closures.lemma_v_functionals(T=8, alpha=(16, 2, 2), k=3)
    with pytest.raises(ValueError, match="T=6"):
        closures.edge_kernel_bound(T=6)
    with pytest.raises(ValueError, match="T=6"):
        closures.closed_bound(T=6, alpha=(9, 1, 0))
    n1 = start_degrees(depth=4, T=14)[0]  # T = 14 plans about 49 GiB: refused before allocating
    with pytest.raises(ValueError, match="MAX_BYTES"):
        closures.lemma_v_bound(T=14, alpha=(n1 - 4, 2, 2))


@pytest.mark.parametrize("alpha", [(18, 1, 1), (17, 2, 1)])
def test_intersection_rank_agrees_with_lemma_v_bounds_full_rank_at_t8(alpha):
    # The cheap route (Lemma V's rank on explicit elements of Y cap J_k) against the D-sided ranks of lemma_v_bound:
    # both say dim(Y + J_k cap ker Omega) = D there, and rank Omega on J_k = 3(m + 1)
    cheap, full = closures.intersection_rank(T=8, alpha=alpha), closures.lemma_v_bound(T=8, alpha=alpha)
    D = 990
    assert cheap["rank"] == cheap["functionals"] == 3 * (cheap["m"] + 1) == full["rank_on_J"]
    assert full["dim_sum"] == D


def _y_rows(T, alpha, seed):
    """Rows of Y_alpha = span{c^kappa b^mu [w^beta] l^kappa : beta <= alpha} in bidegree (N_2, s), from the
    definition, with l_i = n_i1 + u_2 n_i2 + u_3 n_i3 (w = (1, u_2, u_3)) expanded in FLINT."""
    s, (_, a2, a3) = T // 2, sorted(alpha, reverse=True)
    n2 = s * (s + 1) // 2
    n, _, _ = fat_points._weights(seed)
    ctx = flint.nmod_mpoly_ctx.get(("b0", "b1", "b2", "c0", "c1", "c2", "u2", "u3"), modulus=P)
    g = ctx.gens()
    b, c, u = g[:3], g[3:6], (None, g[6], g[7])
    ell = [
        sum((int(n[i, 0, m]) + u[1] * int(n[i, 1, m]) + u[2] * int(n[i, 2, m])) * b[m] for m in range(3))
        for i in range(3)
    ]
    bmon = {tuple(e): i for i, e in enumerate(exponents(3, n2).tolist())}
    cmon = {tuple(e): i for i, e in enumerate(exponents(3, s).tolist())}
    rows = []
    for kappa in exponents(3, s).tolist():
        lk = (
            ell[0] ** kappa[0]
            * ell[1] ** kappa[1]
            * ell[2] ** kappa[2]
            * c[0] ** kappa[0]
            * c[1] ** kappa[1]
            * c[2] ** kappa[2]
        )
        for mu in exponents(3, n2 - s).tolist():
            by_g = {}
            for e, v in (lk * b[0] ** mu[0] * b[1] ** mu[1] * b[2] ** mu[2]).to_dict().items():
                if e[6] <= a2 and e[7] <= a3:
                    row = by_g.setdefault((e[6], e[7]), [0] * (len(bmon) * len(cmon)))
                    row[cmon[tuple(e[3:6])] * len(bmon) + bmon[tuple(e[:3])]] = int(v)
            rows += by_g.values()
    return rows


@pytest.mark.parametrize(("alpha", "k"), [((18, 1, 1), 0), ((17, 2, 1), 1), ((16, 2, 2), 2)])
def test_theorem_v_elements_lie_in_y_and_j_from_their_definitions(alpha, k):
    # Theorem V's elements against Y_alpha and J_k built here from their definitions: adding them raises neither rank.
    T, s = 8, 4
    n2 = s * (s + 1) // 2
    n, _, _ = fat_points._weights(1)
    a = tuple(sorted(alpha, reverse=True))
    rows = closures._theorem_v_elements(
        n, fat_points._powers(n, s), a, n2, s, fat_points._index(n2), fat_points._index(s)
    )
    elements = [[int(v) for v in row] for row in rows]
    _, j_rows = _definition_rows(T, alpha, k, seed=1)
    for span in (_y_rows(T, alpha, seed=1), j_rows):
        assert flint.nmod_mat(span + elements, P).rank() == flint.nmod_mat(span, P).rank()
    assert flint.nmod_mat(elements, P).rank() == len(elements) == 3 * (s - a[1] - a[2] + 1)


@pytest.mark.parametrize("T", [8, 10])
def test_intersection_rank_is_full_block_diagonal_and_triangular(T):
    # Theorem V's pattern at every full-support near-vertex class and every output coordinate.
    n1 = start_degrees(depth=4, T=T)[0]
    s = T // 2
    for a2 in range(1, s):
        for a3 in range(1, min(a2, s - a2) + 1):
            for k in range(3):
                got = closures.intersection_rank(T=T, alpha=(n1 - a2 - a3, a2, a3), k=k)
                assert got["rank"] == got["functionals"] == 3 * (s - a2 - a3 + 1)
                assert got["block_diagonal"] and got["triangular"]


def test_intersection_rank_refuses_an_edge():
    with pytest.raises(ValueError, match="full-support"):
        closures.intersection_rank(T=8, alpha=(17, 3, 0))
