"""docs/theory.md, Proposition 7, "(E) for R <= 12": Lemma B's bases at M = R (proofs.depth2_lemma_b), checked
against an End recurrence written here from Eq. 1.2 and ranked by python-flint (R = 3, 5, 6; R = 7 slow), and
against the upper bound R ((R, j)) that no base can exceed."""
from itertools import product
from math import comb

import flint
import numpy as np
import pytest

from proofs import depth2_closed_form as d2
from proofs import depth2_lemma_b as lb
from proofs.depth2_vandermonde import vandermonde_rac
from racs import Rational

P = 1_000_003


def _end_values(rac, j, *, points, p=P, seed=0):
    """Values of p_tau(a, g) for every End word tau of length j at ``points`` random (a, g) mod p: layer 1
    h1 = u_x ⊙ (W^{H,1} h1), layer 2 h2 = (W^{I,2} h1) ⊙ (W^{H,2} h2), started from (a, g), y = W^O h2."""
    U, V = (np.array([[int(v) % p for v in row] for row in W.tolist()], dtype=np.int64) for W in rac.W_I)
    H1, H2 = (np.array([[int(v) % p for v in row] for row in W.tolist()], dtype=np.int64) for W in rac.W_H)
    w = np.array([int(v) % p for v in rac.W_O[0].tolist()], dtype=np.int64)
    rng = np.random.default_rng(seed)
    a, g = rng.integers(0, p, size=(2, points, rac.R))
    columns = []
    for tau in product(range(rac.M), repeat=j):
        x1, h1, h2 = a, None, g
        for t, x in enumerate(tau):
            h1 = x1 * U[:, x] % p
            h2 = (h1 @ V.T % p) * (h2 if t == 0 else h2 @ H2.T % p) % p
            x1 = h1 @ H1.T % p
        columns.append(h2 @ w % p)
    return np.stack(columns, axis=1)


def _flint_rank(values, p=P):
    return flint.nmod_mat(values.tolist(), p).rank()


@pytest.mark.parametrize("R", [3, 5, 6, pytest.param(7, marks=pytest.mark.slow)])
def test_base_spans_every_form_of_bidegree_j0(R):
    """At M = R the End polynomials at j_0 = 4 span all R ((R, 4)) forms of bidegree (4, 1); one step earlier the
    last-input cap R^3 < R ((R, 3)) binds, and the recurrence reaches it."""
    rac = vandermonde_rac(M=R, R=R, field=Rational())
    D = R * comb(R + 3, 4)
    assert _flint_rank(_end_values(rac, 4, points=D)) == D == lb.check(R=R).lhs[0]
    assert _flint_rank(_end_values(rac, 3, points=R * comb(R + 2, 3))) == R ** 3 < R * comb(R + 2, 3)


def test_a_collapsed_instance_falls_short_and_the_check_fails(monkeypatch):
    """With every row of W^{I,1} equal (perturb = R), each u_x is a multiple of 1: the forms depend on a only
    through the walk, and the rank falls below D; check reports the failure."""
    R = 4
    collapsed = vandermonde_rac(M=R, R=R, field=Rational(), perturb=R)
    assert _flint_rank(_end_values(collapsed, 4, points=R * comb(R + 3, 4))) < R * comb(R + 3, 4)

    def patched(*, M, R, field, perturb=0):
        return vandermonde_rac(M=M, R=R, field=field, perturb=R)

    monkeypatch.setattr(lb, "vandermonde_rac", patched)
    c = lb.check(R=R)
    assert not c.passed and c.lhs[0] < c.rhs[0]


def test_j0_is_the_least_j_the_last_input_cap_allows():
    """j_0(R) is the least j with R^(j-1) >= ((R, j)) (below it rank E <= R^j < D_j), for R = 2..12."""
    for R in range(2, lb.END_BASE_MAX_R + 1):
        least = next(j for j in range(1, 10) if R ** (j - 1) >= comb(R + j - 1, j))
        assert lb.end_base_j0(R) == least
    for bad in (1, lb.END_BASE_MAX_R + 1):
        with pytest.raises(ValueError, match="polarisation"):
            lb.end_base_j0(bad)


def test_cases_and_the_end_base_that_regime_viii_uses():
    """The quick budget checks R = 2..8 and the full budget R = 2..12; regime (viii) takes the base at M = R below
    ((R, 2)) symbols and the polarisation base from there on."""
    assert [c["R"] for c in lb.cases("quick")] == list(range(2, 9))
    assert [c["R"] for c in lb.cases("full")] == list(range(2, 13))
    from racs import ModP
    rac, T, want = d2._end_base(M=9, R=5, field=ModP(P))
    assert (rac.M, rac.R, T, want) == (5, 5, 8, 350)
    rac, T, want = d2._end_base(M=15, R=5, field=ModP(P))
    assert (rac.M, T, want) == (15, 4, 75)
