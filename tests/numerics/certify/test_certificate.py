"""Entry degree against sympy's expansion of a symbolic RAC."""

import pytest
import sympy
from hypothesis import given
from hypothesis import strategies as st

from numerics import entry_degree, schwartz_zippel_bound


def symbolic_degree(depth, T, R=2, M=1, default_h0=True):
    """Total degree of y_1 in all weights, by expanding Eq. (1.2) with symbols."""
    sym = lambda name, n, m: sympy.Matrix(n, m, lambda i, j: sympy.Symbol(f"{name}_{i}_{j}"))  # noqa: E731
    WI = [sym(f"I{l}", R, M if l == 0 else R) for l in range(depth)]
    WH = [sym(f"H{l}", R, R) for l in range(depth)]
    WO = sym("O", 1, R)
    h = [sympy.Matrix(R, 1, lambda i, j: sympy.Symbol(f"h{l}_{i}")) for l in range(depth)]
    x = sympy.Matrix([1] + [0] * (M - 1))
    for t in range(T):
        below = x
        for l in range(depth):
            a = sympy.ones(R, 1) if (t == 0 and default_h0) else WH[l] * h[l]
            b = WI[l] * below
            h[l] = a.multiply_elementwise(b)
            below = h[l]
    y = sympy.expand((WO * h[-1])[0])
    return sympy.Poly(y, *y.free_symbols).total_degree()


@pytest.mark.parametrize(
    "depth, T, default_h0",
    [
        (1, 1, True),
        (1, 3, True),
        (2, 2, True),
        (2, 3, True),
        (3, 2, True),
        (1, 1, False),
        (1, 3, False),
        (2, 2, False),
        (2, 3, False),
        pytest.param(3, 2, False, marks=pytest.mark.slow),
    ],
)
def test_entry_degree_matches_sympy(depth, T, default_h0):
    assert entry_degree(depth=depth, T=T, default_initial_states=default_h0) == symbolic_degree(
        depth, T, default_h0=default_h0
    )


@given(st.integers(0, 100), st.integers(0, 50), st.integers(2, 10**6), st.integers(1, 5))
def test_schwartz_zippel_is_a_monotone_probability(side, deg, p, k):
    b = schwartz_zippel_bound(side, deg, p, k)
    assert 0.0 <= b <= 1.0
    assert schwartz_zippel_bound(side, deg, p, k + 1) <= b
    assert schwartz_zippel_bound(side + 1, deg, p, k) >= b
    assert (b == 1.0) == (side * deg >= p)
