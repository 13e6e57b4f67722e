"""docs/theory/proposition7-lemmas-a-b.md, Proposition 7, "(E) for R <= 17": Lemma B's bases at M = R through the charge blocks of the Fourier
instance (proofs.depth2.lemma_b). Theorem A (the split of E_j into charge blocks) is checked against the network
itself: its weights built over GF(p) with a primitive R-th root of unity, the End recurrence written here from
Eq. 1.2, its values at random points ranked by python-flint; the block ranks must add up to that rank, in full
cases and in rank-deficient ones."""

from itertools import product
from math import comb

import flint
import numpy as np
import pytest

from proofs.depth2 import closed_form as d2
from proofs.depth2 import lemma_b as lb

P = 1_008_001  # prime, P - 1 = 2^7 3^2 5^3 7: GF(P) holds a primitive R-th root of unity for R = 2..10 but 11
ROOT = 13  # a primitive root mod P


def _fourier_weights(R, eta, gamma, p=P):
    """W^{I,1} = F, W^{H,1} = F^{-1} diag(eta) F, W^{I,2} = F diag(gamma) F, W^{H,2} = I over GF(p)."""
    zeta = pow(ROOT, (p - 1) // R, p)
    F = np.array([[pow(zeta, i * k, p) for k in range(R)] for i in range(R)], dtype=object)
    R_inv = pow(R, -1, p)
    F_inv = np.array([[pow(zeta, (-i * k) % R, p) * R_inv % p for k in range(R)] for i in range(R)], dtype=object)
    e = np.diag([eta(r) % p for r in range(R)]).astype(object)
    g = np.diag([gamma(r) % p for r in range(R)]).astype(object)
    return F, F_inv.dot(e).dot(F) % p, F.dot(g).dot(F) % p, np.eye(R, dtype=np.int64).astype(object)


def _end_rank(R, j, eta, gamma, p=P, seed=0):
    """GF(p) rank of the End polynomials p_tau(a, g), |tau| = j, M = R, at R ((R, j)) random points: layer 1
    h1 = u_x ⊙ (W^{H,1} h1) (h1 = u_x ⊙ a at the first End step), layer 2 h2 = (W^{I,2} h1) ⊙ (W^{H,2} h2)
    (from g), y = 1^T h2."""
    U, H1, V, H2 = (np.array(W, dtype=np.int64) for W in _fourier_weights(R, eta, gamma, p))
    points = R * comb(R + j - 1, j)
    a, g = np.random.default_rng(seed).integers(0, p, size=(2, points, R))
    columns = []
    for tau in product(range(R), repeat=j):
        pre1, h2 = a, g
        for t, x in enumerate(tau):
            h1 = pre1 * U[:, x] % p
            h2 = (h1 @ V.T % p) * (h2 if t == 0 else h2 @ H2.T % p) % p
            pre1 = h1 @ H1.T % p
        columns.append(h2.sum(axis=1) % p)
    return flint.nmod_mat(np.stack(columns, axis=1).tolist(), p).rank()


def _one(r):
    return 1


@pytest.mark.parametrize("R", [2, 3, 4, 5, 6])
def test_the_base_is_full_and_the_blocks_add_up_to_the_network_rank(R):
    """At j_0 the network's End polynomials span all D = R ((R, j_0)) forms, and so do the charge blocks."""
    j0 = lb.end_base_j0(R)
    D = R * comb(R + j0 - 1, j0)
    assert _end_rank(R, j0, lb.ETA, lb.GAMMA) == D == lb.end_base_rank(R=R, p=P)


@pytest.mark.parametrize(
    "R, j, eta, gamma",
    [
        (3, 3, None, None),
        (4, 3, None, None),  # one step early: the last-input cap R^3 < D_3 binds
        (3, 4, _one, None),
        (4, 4, _one, None),
        (5, 4, _one, None),  # W^{H,1} = I: at most ((R, 4))
        (4, 4, None, lambda r: int(r == 0)),  # W^{I,2} of rank one
        (6, 4, lambda r: 1 + (r % 2), None),  # eta with repeated values
        (4, 4, [1, 3, 2, 3].__getitem__, [2, 0, 1, 0].__getitem__),  # 56: indices r + X instead of r - X
        (5, 4, [3, 2, 2, 1, 2].__getitem__, [1, 1, 0, 0, 0].__getitem__),
    ],
)  # in eta or gamma give 61 and 275
def test_the_blocks_add_up_to_the_network_rank_where_it_falls_short(R, j, eta, gamma):
    """Theorem A in rank-deficient cases: the sum over the charges of the block ranks is the network's rank, which
    is below D_j."""
    eta, gamma = eta or lb.ETA, gamma or lb.GAMMA
    network = _end_rank(R, j, eta, gamma)
    assert network == lb.end_base_rank(R=R, p=P, j=j, eta=eta, gamma=gamma) < R * comb(R + j - 1, j)


def test_blocks_in_one_class_of_charges_have_equal_ranks():
    """Shifting every X_t by c permutes the variables and adds j c to the charge: at R = 6, j = 4 the charges
    0, 2, 4 (and 1, 3, 5) give one rank each, also for a deficient eta."""
    for eta in (lb.ETA, _one):
        ranks = [lb.charge_block_rank(R=6, j=4, kappa=k, p=P, eta=eta) for k in range(6)]
        assert ranks[0] == ranks[2] == ranks[4] and ranks[1] == ranks[3] == ranks[5]


def test_a_degenerate_eta_fails_the_check(monkeypatch):
    """With eta = 1 (W^{H,1} = I) the blocks fall short of D and check reports the failure."""
    monkeypatch.setattr(lb, "ETA", _one)
    c = lb.check(R=4)
    assert not c.passed and c.lhs[0] < c.rhs[0] == 140


def test_j0_is_the_least_j_the_last_input_cap_allows():
    """j_0(R) is the least j with R^(j-1) >= ((R, j)) (below it rank E <= R^j < D_j), for R = 2..17; R = 18 has no
    base at j = 4."""
    for R in range(2, lb.END_BASE_MAX_R + 1):
        least = next(j for j in range(1, 10) if R ** (j - 1) >= comb(R + j - 1, j))
        assert lb.end_base_j0(R) == least
    assert 18**3 < comb(21, 4)
    for bad in (1, lb.END_BASE_MAX_R + 1, 4.0, True):
        with pytest.raises(ValueError, match="polarisation"):
            lb.end_base_j0(bad)


def test_cases_and_the_end_base_that_regime_viii_uses():
    """The quick budget checks R = 2..11 and the full budget R = 2..17; regime (viii) takes the Fourier base below
    ((R, 2)) symbols and the polarisation base from there on."""
    assert [c["R"] for c in lb.cases("quick")] == list(range(2, 12))
    assert [c["R"] for c in lb.cases("full")] == list(range(2, 18))
    assert d2._end_base(M=9, R=5, p=P) == (350, 350)
    assert d2._end_base(M=15, R=5, p=P) == (75, 75)
