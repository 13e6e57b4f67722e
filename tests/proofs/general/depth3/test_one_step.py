"""The one-step bound against an exact dimension over Q (sympy, small cases) and the GF(p) span as a lower bound."""

import itertools
import random

import flint
import pytest
import sympy as sp

from proofs.general import one_step_span
from proofs.general.depth3.one_step import one_step_bound


def _exact_dim(R: int, M: int, n: int, seed: int = 0) -> int:
    """dim V over Q at random rational weights: the span over x of the generators is the span of their
    coefficients in x (each generator is a form in x), expanded by sympy with no shortcut."""
    rnd = random.Random(seed)
    W1 = sp.Matrix(R, M, lambda i, j: rnd.randint(-999, 999))
    W2 = sp.Matrix(R, R, lambda i, j: rnd.randint(-999, 999))
    ell = [rnd.randint(1, 999) for _ in range(R)]
    a, b, x = sp.symbols(f"a0:{R}"), sp.symbols(f"b0:{R}"), sp.symbols(f"x0:{M}")
    u = W1 * sp.Matrix(x)
    w = [a[i] * u[i] for i in range(R)]
    bz = [b[i] * sum(W2[i, j] * w[j] for j in range(R)) for i in range(R)]
    first = sum(ell[i] * bz[i] for i in range(R))
    N1 = n * (n + 1) // 2
    rows = []
    for al in itertools.combinations_with_replacement(range(R), N1 - n):
        for be in itertools.combinations_with_replacement(range(R), n - 1):
            g = first * sp.Mul(*[w[i] for i in al]) * sp.Mul(*[bz[i] for i in be])
            for coeff in sp.Poly(sp.expand(g), *x).coeffs():
                rows.append(sp.Poly(coeff, *a, *b).as_dict())
    mons = sorted({m for r in rows for m in r})
    # the rank over Z (= over Q) of the integer coefficient matrix; FLINT's, since sympy's takes minutes at n = 3
    return flint.fmpz_mat([[int(r.get(m, 0)) for m in mons] for r in rows]).rank()


@pytest.mark.parametrize(("R", "M", "n"), [(2, 1, 2), (2, 2, 2), (2, 1, 3), (2, 2, 3), (3, 1, 2), (3, 2, 2)])
def test_bound_holds_over_q(R, M, n):
    exact = _exact_dim(R, M, n)
    assert exact <= one_step_bound(R=R, M=M, n=n)
    assert one_step_span(M=M, R=R, n=n) <= exact  # the GF(p) rank at random points is a lower bound


@pytest.mark.parametrize(("R", "n"), [(2, 2), (2, 3), (3, 2)])
def test_tight_at_one_input(R, n):
    assert _exact_dim(R, 1, n) == one_step_bound(R=R, M=1, n=n)


def test_bad_input():
    with pytest.raises(ValueError):
        one_step_bound(R=0, M=1, n=2)


@pytest.mark.parametrize("n", [2, pytest.param(3, marks=pytest.mark.slow)])
def test_proposition_29_value_is_the_exact_dimension_over_q(n):
    """Proposition 29's V(n) against the one-step model's dimension over Q from its definition (sympy), not from the
    lab's evaluator: 27 at n = 2, 180 at n = 3."""
    from proofs.general.depth3.one_step_m2 import one_step_closed_form

    assert _exact_dim(3, 2, n) == one_step_closed_form(n=n, R=3)


def test_proposition_29_certificate_passes_and_fails_against_a_wrong_value(monkeypatch):
    from proofs.general.depth3 import one_step

    for case in one_step.cases_exact("quick"):
        assert one_step.check_exact(**case).passed
    monkeypatch.setattr(one_step, "one_step_closed_form", lambda *, n, R: 756)
    assert not one_step.check_exact(n=4).passed
