"""The rank with free Start states: the evaluator against a loop-by-loop evaluation in Python integers, the free
rank against the RAC's own evaluation-matrix rank, and the one-step model against the ideal count at M = R."""

import numpy as np
import pytest
import sympy
from hypothesis import given

from numerics.bounds.depth4 import common_support_count
from proofs.general import free_state_output, free_state_rank, free_states, one_step_span, sep_lower_bound
from proofs.general.free_states import PRIME, continuation, matmul_mod, poly_mul, start_jacobian_rank, start_weights
from tests.naive import sympy_start_jacobian_rank
from tests.strategies import sparse_polys


def _naive(WI, WH, WO, a, x, top, p=PRIME):
    """P(a; x) mod p by the recurrence, in Python integers, one entry at a time."""
    L, R = len(WI), len(WO)
    mul = lambda A, v: [sum(int(A[i][j]) * v[j] for j in range(len(v))) % p for i in range(len(A))]  # noqa: E731
    h, below = [], mul(WI[0], [int(v) for v in x[0]])
    for l in range(L):
        inp = below if l == 0 else mul(WI[l], below)
        st = [int(v) for v in a[l]] if (l < L - 1 or top is None) else [int(i == top) for i in range(R)]
        h.append([st[i] * inp[i] % p for i in range(R)])
        below = h[l]
    return _naive_steps(WI, WH, WO, h, x[1:], p)


def _naive_steps(WI, WH, WO, h, x, p):
    """The output after the steps of the input sequence x from the full states h, in Python integers."""
    R = len(WO)
    mul = lambda A, v: [sum(int(A[i][j]) * v[j] for j in range(len(v))) % p for i in range(len(A))]  # noqa: E731
    h = [[int(v) for v in state] for state in h]
    for t in range(len(x)):
        below = mul(WI[0], [int(v) for v in x[t]])
        for l in range(len(WI)):
            prev, inp = mul(WH[l], h[l]), (below if l == 0 else mul(WI[l], below))
            h[l] = [prev[i] * inp[i] % p for i in range(R)]
            below = h[l]
    return sum(int(WO[i]) * h[-1][i] for i in range(R)) % p


# the three products of matmul_mod: float64 BLAS (11863279, R <= 64), int64 (268435399 = 2^28 - 57), 16-bit split
_PRIMES = (PRIME, 11863279, 268435399)


def _draws(seed, L, M, R, n, p):
    """Weights (WI, WH, WO), 4 points of states and 3 input sequences of length n, residues mod p."""
    g = np.random.default_rng(seed)
    WI = [g.integers(0, p, (R, M if l == 0 else R)) for l in range(L)]
    WH = [g.integers(0, p, (R, R)) for _ in range(L)]
    WO = g.integers(0, p, R)
    states = [g.integers(0, p, (4, R)) for _ in range(L)]
    xs = g.integers(0, p, (3, n, M))
    return WI, WH, WO, states, xs


@pytest.mark.parametrize("p", _PRIMES)
@pytest.mark.parametrize("L, M, R, n, top", [(2, 1, 2, 2, None), (3, 2, 3, 3, None), (3, 2, 3, 2, 1), (4, 3, 2, 2, 0)])
def test_the_evaluator_is_the_recurrence(L, M, R, n, top, p):
    WI, WH, WO, states, xs = _draws(3, L, M, R, n, p)
    Y = free_state_output(WI, WH, WO, states, xs, top=top, p=p)
    for i in range(4):
        for j in range(3):
            assert Y[i, j] == _naive(WI, WH, WO, [s[i] for s in states], xs[j], top, p)


@pytest.mark.parametrize("p", _PRIMES)
@pytest.mark.parametrize("L, M, R, n", [(2, 1, 2, 1), (3, 2, 3, 3), (4, 3, 2, 2)])
def test_the_continuation_is_the_recurrence_from_full_states(L, M, R, n, p):
    WI, WH, WO, states, xs = _draws(5, L, M, R, n, p)
    Y = continuation(WI, WH, WO, states, xs, p=p)
    assert Y.shape == (4, 3)
    for i in range(4):
        for j in range(3):
            assert Y[i, j] == _naive_steps(WI, WH, WO, [s[i] for s in states], xs[j], p)


@pytest.mark.parametrize("p", _PRIMES + (2,))
@pytest.mark.parametrize("k", [1, 8, 65])
def test_matmul_mod_is_the_product_in_python_integers(p, k):
    g = np.random.default_rng(k)
    A = g.integers(-PRIME + 1, PRIME, (5, k))  # A is reduced mod p inside; h's entries lie in (-p, p)
    h = g.integers(-p + 1, p, (2, 3, k))
    got = matmul_mod(A, h, p=p)
    assert got.shape == (2, 3, 5)
    for idx in np.ndindex(2, 3):
        want = [sum(int(A[r, c]) * int(h[idx][c]) for c in range(k)) % p for r in range(5)]
        assert [int(v) for v in got[idx]] == want


def test_free_state_rank_is_the_same_at_any_tiling(monkeypatch):
    # the tiling only changes which entries are computed together: one tile at chunk 64, then 10 x 30 tiles of 3 x 1
    kw = dict(depth=2, M=2, R=3, T=6, points=30, seed=4, p=11863279)
    whole = free_state_rank(**kw)
    monkeypatch.setattr(free_states, "_TILE", 9)
    assert free_state_rank(**kw, chunk=3) == whole == sep_lower_bound(depth=2, M=2, R=3, T=6, points=30) < 30


@pytest.mark.parametrize("L, M, R, T", [(3, 2, 2, 6), (3, 2, 3, 6), (2, 2, 3, 8)])
def test_free_states_give_the_racs_rank_where_the_start_map_is_dominant(L, M, R, T):
    """Two independent routes to sep: the explicit RAC's Start-End evaluation matrix (instance.py, the grid engine's
    arithmetic) and P with free states (this module)."""
    n = sep_lower_bound(depth=L, M=M, R=R, T=T, points=200)
    assert n < 200
    assert free_state_rank(depth=L, M=M, R=R, T=T, points=200) == n
    # the float32 in-place storage (forced below BLAS_MIN_SIDE points) at a prime below 2**25
    assert free_state_rank(depth=L, M=M, R=R, T=T, points=200, p=11863279, compact=True) == n


def test_compact_storage_gives_the_flint_rank():
    # (2, 3, 6, 8): the End span D_4 = 666 (Proposition 59's base), with 400 points more than the rank, so a wrong
    # entry would show as a larger rank. float32 storage by default (p < 2**25, >= 512 points) against int64 entries at
    # 2**31 - 1 and FLINT's elimination (other draws; both give the generic rank)
    kw = dict(depth=2, M=3, R=6, T=8, points=1066, seed=0)
    assert free_state_rank(**kw, p=11863279) == free_state_rank(**kw) == 666


@pytest.mark.parametrize("R, n", [(2, 2), (2, 3), (3, 2), (3, 3)])
def test_one_step_model_at_full_input_span_is_the_ideal_count(R, n):
    """With M = R the input span is everything and the one-step span fills the ideal's part (c_R)."""
    assert one_step_span(M=R, R=R, n=n) == common_support_count(R=R, degrees=(n * (n + 1) // 2, n))


def test_bad_sizes_are_one_line_errors():
    with pytest.raises(ValueError, match="T=5"):
        free_state_rank(depth=3, M=2, R=3, T=5, points=10)
    with pytest.raises(ValueError, match="top=3"):
        free_state_rank(depth=3, M=2, R=3, T=4, points=10, top=3)
    with pytest.raises(ValueError, match="p=12 must be a prime"):
        free_state_rank(depth=3, M=2, R=3, T=4, points=10, p=12)
    with pytest.raises(ValueError, match="p=4294967291 must be a prime at most"):
        free_state_rank(depth=3, M=2, R=3, T=4, points=10, p=2**32 - 5)
    with pytest.raises(ValueError, match="compact=True needs a prime below 2\\*\\*25"):
        free_state_rank(depth=3, M=2, R=3, T=4, points=10, compact=True)
    with pytest.raises(ValueError, match="p=1 must be in"):
        matmul_mod(np.eye(2, dtype=np.int64), np.ones((1, 2), dtype=np.int64), p=1)


@given(sparse_polys(), sparse_polys())
def test_poly_mul_is_sympys_product_mod_p(f, g):
    x = sympy.symbols("x0:3")
    as_expr = lambda h: sum((c * sympy.prod(v**e for v, e in zip(x, m)) for m, c in h.items()), sympy.Integer(0))  # noqa: E731
    want = sympy.Poly(sympy.expand(as_expr(f) * as_expr(g)), *x, modulus=PRIME)
    got = {m: c for m, c in poly_mul(f, g).items() if c}
    assert sympy.Poly(as_expr(got), *x, modulus=PRIME) == want


@pytest.mark.parametrize("n, R, expected", [(2, 2, 4), (3, 2, 6), (4, 2, 8), (5, 2, 8), (3, 3, 9), (4, 3, 12)])
def test_the_start_jacobian_against_sympy(n, R, expected):
    # Full column rank Rn while Rn <= 4R, then 4R: the Start map is dominant from s = 4 (T = 8), at R = 2
    # (Proposition 34) and R = 3 (Proposition 38).
    assert start_jacobian_rank(n=n, R=R) == sympy_start_jacobian_rank(n, seed=3, R=R) == expected


def test_the_start_jacobian_refuses_bad_sizes():
    with pytest.raises(TypeError, match="n=4.0"):
        start_jacobian_rank(n=4.0, R=2)
    with pytest.raises(ValueError, match="depth=5"):
        start_jacobian_rank(n=4, R=2, depth=5)


def test_start_weights_are_nonzero_residues_from_the_seed():
    w = start_weights(3, R=3, M=2, p=101)
    assert {k: v.shape for k, v in w.items()} == {
        "W1": (3, 2),
        **{f"W{l}": (3, 3) for l in (2, 3, 4)},
        **{f"H{l}": (3, 3) for l in (1, 2, 3, 4)},
        "WO": (3,),
    }
    assert all(1 <= v.min() and v.max() < 101 for v in w.values())
    again = start_weights(3, R=3, M=2, p=101)
    assert all(np.array_equal(w[k], again[k]) for k in w)
