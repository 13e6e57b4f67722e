"""k45's condition map Phi at the edge j = 1 (proofs.general.depth4.thin.edge_phi) against independent computations:
the lab's own edge block rank (edge_block.edge_block_rank, a dual-number evaluation of the RAC, no Phi), a brute force
with full polynomials in (beta', gamma) written here from the definitions (F' by exact division, the quotient by
J3_r's spanning rows), Theorem 6's count at H4 = I and k45's Lemma 2 bound."""

from __future__ import annotations

import dataclasses
import itertools

import flint
import numpy as np
import pytest
import sympy

from proofs.general.depth4.edge_block import edge_block_rank
from proofs.general.depth4.thin import edge_phi
from racs.memory import TooLargeError


def _q(T):
    s = T // 2
    return 3 * s + 3 * (sympy.binomial(s, 2) - 1)


# ---------------------------------------------------------------- brute force (s = 4), from the definitions
def _inv_mod(A, p):
    return sympy.Matrix(A).inv_mod(p)


def brute_phi_rows(point, *, T=8):
    """Phi over GF(p), ``{(k, b, e): row}`` for every G monomial: full polynomials (nmod_mpoly), the images composed
    with a basis of the functionals killing J3_r (so its rank is rank[images; J-rows] - rank[J-rows]).
    Only the raw weights of ``point`` are used; every derived matrix is rebuilt here."""
    p, s = point.p, T // 2
    d = s * (s - 1) // 2
    W2, W3, W4, H2, H3, H4 = (sympy.Matrix(getattr(point, n)) for n in ("W2", "W3", "W4", "H2", "H3", "H4"))
    lam = [W2[i, 1] * pow(int(W2[i, 0]), -1, p) % p for i in range(3)]
    H2i = _inv_mod(H2, p)
    L = (H2 * sympy.diag(*lam) * H2i).applyfunc(lambda x: x % p)
    B = (W3 * H2i).applyfunc(lambda x: x % p)
    BL = (W3 * sympy.diag(*lam) * H2i).applyfunc(lambda x: x % p)  # = B L, written as W3 diag(lambda) H2^-1
    h = _inv_mod(H4, p).T
    ctx = flint.nmod_mpoly_ctx.get(("b1", "b2", "b3", "g1", "g2", "g3"), modulus=p)
    xs = ctx.gens()
    bb, gg = xs[:3], xs[3:]
    gp = [sum(int(H3[i, j]) * gg[j] for j in range(3)) for i in range(3)]  # gamma' = H3 gamma

    def lin(row, v):
        return sum(int(row[j]) * v[j] for j in range(3))

    l = [lin(B.row(i), bb) for i in range(3)]
    lp = [lin(BL.row(i), bb) for i in range(3)]
    Lb = [lin(L.row(j), bb) for j in range(3)]
    l123 = l[0] * l[1] * l[2]
    m1 = [lin(W4.row(k), gg) for k in range(3)]
    zeta = [[sum(int(W4[r, i] * W3[i, m]) * gp[i] for i in range(3)) for m in range(3)] for r in range(3)]

    def l123_lambda0(f):  # l123 times Lambda0 = (L beta').d/dbeta' + sum_i gamma_i (l'_i / l_i) d/dgamma_i
        out = l123 * sum(Lb[j] * f.derivative(j) for j in range(3))
        return out + sum(gg[i] * lp[i] * l[(i + 1) % 3] * l[(i + 2) % 3] * f.derivative(3 + i) for i in range(3))

    def mons(db, dg):
        return [
            a + e
            for a in itertools.product(range(db + 1), repeat=3)
            if sum(a) == db
            for e in itertools.product(range(dg + 1), repeat=3)
            if sum(e) == dg
        ]

    cols = {m: i for i, m in enumerate(mons(d, s - 1))}
    nP, G = len(cols), mons(d - 3, s - 2)
    blocks = np.zeros((6, 3 * len(G), nP), np.int64)  # the images theta_r, theta'_r in the monomial basis of P
    for k in range(3):
        for row, mon in enumerate(G, start=k * len(G)):
            F = m1[k] * l123 * ctx.from_dict({mon: 1})
            Fp, rem = divmod(l123_lambda0(m1[k] * F), l123 * m1[k])  # F'_k = Lambda0(m1_k F_k) / m1_k
            assert rem == 0
            for r in range(3):
                for blk, poly in ((r, F), (3 + r, Fp)):
                    for e, c in zip(poly.monoms(), poly.coeffs()):
                        blocks[blk, row, cols[tuple(e)]] = int(h[r, k]) * int(c) % p
    # P/J3_r by linear algebra: the functionals killing J3_r's spanning rows beta'^a gamma^f zeta_rm (a_m >= 1)
    images = []
    for blk in range(6):
        jrows = []
        for mon in mons(d, s - 2):
            for m in range(3):
                if mon[m]:
                    vec = [0] * nP
                    poly = ctx.from_dict({mon: 1}) * zeta[blk % 3][m]
                    for e, c in zip(poly.monoms(), poly.coeffs()):
                        vec[cols[tuple(e)]] = int(c)
                    jrows.append(vec)
        kill, nullity = flint.nmod_mat(jrows, p).nullspace()
        assert nullity == _q(T)  # J3_r keeps its dimension: q functionals per target
        quotient = flint.nmod_mat(blocks[blk].tolist(), p) * kill
        images.append([[int(quotient[i, j]) for j in range(nullity)] for i in range(quotient.nrows())])
    labels = [(k, mon[:3], mon[3:]) for k in range(3) for mon in G]
    return {lab: [x for im in images for x in im[i]] for i, lab in enumerate(labels)}


def brute_phi_rank(point, *, T=8):
    return flint.nmod_mat(list(brute_phi_rows(point, T=T).values()), point.p).rank()


def _same_kernel(point, T):
    """rank[module | brute] = rank module = rank brute on the same rows in the same order: the two maps have the same
    kernel K_G (helper-143's crosscheck); the rows the module skips (min b >= 2) must be zero in the brute force."""
    M, labels, _ = edge_phi.phi_matrix(point, T=T, per_b=None)
    brute = brute_phi_rows(point, T=T)
    ours = dict(zip(labels, M.astype(np.int64).tolist()))
    assert set(ours) <= set(brute)
    zero = [0] * M.shape[1]
    rows = [ours.get(lab, zero) + row for lab, row in brute.items()]
    both = flint.nmod_mat(rows, point.p)
    a = flint.nmod_mat([r[: M.shape[1]] for r in rows], point.p)
    b = flint.nmod_mat([r[M.shape[1] :] for r in rows], point.p)
    assert both.rank() == a.rank() == b.rank()
    assert all(not any(row) for lab, row in brute.items() if min(lab[1]) >= 2)


@pytest.mark.parametrize("h4_identity", [False, True])
@pytest.mark.parametrize("seed", [1, 5])
def test_rank_equals_a_brute_force_with_full_polynomials(seed, h4_identity):
    point = edge_phi.weight_point(seed=seed, h4_identity=h4_identity)
    got = edge_phi.phi_rank_at(point, T=8)
    assert got.rank_phi == brute_phi_rank(point)
    _same_kernel(point, 8)
    # the values the reviewers found: 135 = 6q - 27 (Lemma 2's bound reached), 117 = 6q - 45 (Theorem 6)
    assert got.rank_phi == 6 * _q(8) - (45 if h4_identity else 27)


@pytest.mark.slow
@pytest.mark.parametrize("h4_identity", [False, True])
def test_rank_equals_a_brute_force_at_T10(h4_identity):
    # every one of the 1080 G's by brute force against the module's 675 sampled rows (about 13 s each)
    point = edge_phi.weight_point(h4_identity=h4_identity)
    assert edge_phi.phi_rank_at(point, T=10).rank_phi == brute_phi_rank(point, T=10)
    _same_kernel(point, 10)  # with the 90 rows of min(b) >= 2, zero in the brute force


# ---------------------------------------------------------------- the lab's own edge block
def test_edge_value_equals_the_full_block_rank_at_T8():
    # 1473, about 4 s; at T = 8 Lemma W's hypothesis s >= 5 fails, so the number is not certified by Phi alone
    assert edge_phi.phi_rank(T=8).edge_lower_bound == edge_block_rank(T=8)


@pytest.mark.slow
def test_edge_value_equals_the_full_block_rank_at_T10():
    assert edge_phi.edge_rank_from_phi(T=10) == edge_block_rank(T=10)  # 4833, about 80 s on one core


@pytest.mark.slow
def test_edge_value_equals_the_full_block_rank_at_T12():
    # 13014; a nearly square block of side 13020 (edge_block_rank's docstring), BLAS in place
    assert edge_phi.edge_rank_from_phi(T=12) == edge_block_rank(T=12, Y=4340, cuts=4340, blas=True)


# ---------------------------------------------------------------- Theorem 6 and Lemma 2
@pytest.mark.parametrize("T", [8, 10])
def test_h4_identity_loses_eighteen(T):
    assert edge_phi.phi_rank(T=T, h4_identity=True).rank_phi == 6 * _q(T) - 45


@pytest.mark.parametrize(("T", "seed"), [(8, 2), (10, 3), (12, 4)])
def test_rank_at_most_lemma_2_and_reaching_it(T, seed):
    res = edge_phi.phi_rank(T=T, seed=seed)
    assert res.bound == 6 * _q(T) - 27 and res.columns == 6 * _q(T)
    assert res.rank_phi1 <= 3 * (_q(T) - 9) and res.rank_phi <= res.bound
    assert res.rank_phi == res.bound  # this seed reaches it as well


def test_row_subsets_only_lower_the_rank():
    every = edge_phi.phi_rank(T=12, per_b=None)
    one = edge_phi.phi_rank(T=12, per_b=1)
    assert one.rows < every.rows == every.candidates
    assert one.rank_phi <= every.rank_phi == every.bound


def test_counts_and_formula():
    c = edge_phi.edge_counts(T=20)
    assert (c["s"], c["d"], c["q"], c["bound"]) == (10, 45, 162, 945)
    assert c["formula"] == 228993  # Conjecture 49's edge rank at T = 20 (numerics.bounds, Proposition 57's cap)
    cert = edge_phi.check(T=10)
    # (Theorem P's base at T = 8, the edge at T = 10, rank Phi there): 6q - 27 = 135 at q = 27, and 225 at q = 42
    assert cert.passed and cert.lhs == (135, 4833, 225)


def test_comparison_can_fail(monkeypatch):
    monkeypatch.setattr(edge_phi, "formula_block_rank", lambda *, T, alpha: ("E", 4834))
    assert not edge_phi.check(T=10).passed


def test_registry_cases_and_the_lengths_covered():
    assert [c["T"] for c in edge_phi.cases("quick")] == [10, 12, 14, 16, 18, 20]
    assert [c["T"] for c in edge_phi.cases("full")] == list(range(10, 33, 2))
    with pytest.raises(ValueError, match="T=8"):
        edge_phi.check(T=8)
    with pytest.raises(ValueError, match="budget"):
        edge_phi.cases("huge")


# ---------------------------------------------------------------- the point and its open conditions
def test_point_draws_and_is_deterministic():
    point = edge_phi.weight_point(seed=7)
    rng = np.random.default_rng(7)
    for name in ("W2", "W3", "W4", "H2", "H3", "H4"):
        assert np.array_equal(np.array(getattr(point, name)), rng.integers(1, edge_phi.PRIME, size=(3, 3)))
    assert edge_phi.phi_rank(T=12, seed=7) == edge_phi.phi_rank(T=12, seed=7)
    control = edge_phi.weight_point(seed=7, h4_identity=True)
    assert control.H4 == ((1, 0, 0), (0, 1, 0), (0, 0, 1)) and control.W3 == point.W3


def test_open_conditions_hold_at_the_default_point_and_fail_at_a_bad_one():
    point = edge_phi.weight_point()
    assert all(edge_phi.open_conditions(point).values())
    edge_phi.require_open_conditions(point)
    (a, b, _), (c, e, _), (f, g, _) = point.W2
    bad = dataclasses.replace(point, seed=None, W2=((a, b, a), (c, e, c), (f, g, f)))  # W2 e_3 = W2 e_1
    conds = edge_phi.open_conditions(bad)
    assert [k for k, v in conds.items() if not v] == ["W2 invertible"]
    with pytest.raises(ValueError, match="W2 invertible"):
        edge_phi.require_open_conditions(bad)
    with pytest.raises(ValueError, match="W2 invertible"):
        edge_phi.phi_rank_at(bad, T=8)
    # Phi itself sees W2 only through lambda (step (d)): the uncertified rank is unchanged
    assert edge_phi.phi_rank_at(bad, T=8, check=False).rank_phi == edge_phi.phi_rank_at(point, T=8).rank_phi
    zero = dataclasses.replace(point, W4=((0, *point.W4[0][1:]), *point.W4[1:]))
    assert not edge_phi.open_conditions(zero)["W4 free of zero entries"]
    flat = dataclasses.replace(point, W2=tuple((x, 5 * x % point.p, y) for x, _, y in point.W2))  # lambda = 5
    assert not edge_phi.open_conditions(flat)["lambda not all equal"]
    assert not edge_phi.open_conditions(flat)["l'_i not proportional to l_i"]


# ---------------------------------------------------------------- bad input
def test_bad_input_names_the_value():
    with pytest.raises(ValueError, match="T=6"):
        edge_phi.phi_rank(T=6)
    with pytest.raises(ValueError, match="T=9"):
        edge_phi.phi_rank(T=9)
    for p in (2**31 - 2, 101, 2**31 + 11):
        with pytest.raises(ValueError, match=f"p={p} must be a prime"):
            edge_phi.phi_rank(T=8, p=p)
    with pytest.raises(TypeError, match="seed='1'"):
        edge_phi.phi_rank(T=8, seed="1")
    with pytest.raises(ValueError, match="seed=-1"):
        edge_phi.weight_point(seed=-1)
    with pytest.raises(ValueError, match="T=8: Lemma W needs s = T/2 >= 5"):
        edge_phi.edge_rank_from_phi(T=8)
    with pytest.raises(ValueError, match="per_b=0"):
        edge_phi.phi_rank(T=8, per_b=0)
    with pytest.raises(TooLargeError, match="lower per_b or T"):
        edge_phi.phi_rank_at(edge_phi.weight_point(), T=40, max_bytes=10**6)
    with pytest.raises(ValueError, match="draw another seed"):
        point = edge_phi.weight_point()
        edge_phi.phi_rank_at(dataclasses.replace(point, H4=((1, 1, 1), (2, 2, 2), (3, 4, 5))), T=8, check=False)
