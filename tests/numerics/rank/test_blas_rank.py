"""The BLAS-based GF(p) rank against FLINT's nmod_mat_rank (the oracle) and sympy."""

import numpy as np
import pytest
from hypothesis import given
from hypothesis import strategies as st
from naive import sympy_rank
from strategies import damaged_low_rank, low_rank_int_matrices, seeds

from numerics import default_prime, grid_tensor, rank_mod_p, start_end
from numerics.rank.blas import blas_matmul_mod_p, blas_rank_mod_p, blas_row_basis
from numerics.rank.dense import BLAS_MIN_SIDE, BLAS_PANEL
from racs import ModP, random_rac

P = default_prime(BLAS_PANEL)
#: (prime, panel, sub-panel): full panels; panels of 8 under a prime that forces a reduction every 8 updates
#: (delayed reduction); odd widths; the largest prime, whose products are exact only in blocks of 8.
CONFIGS = [
    (P, 256, 32),
    (P, 64, 16),
    (default_prime(64), 8, 3),
    (default_prime(2**14), 37, 5),
    (101, 5, 1),
    (default_prime(1), 256, 32),
]


def _flint(A, p):
    return rank_mod_p(A, p, backend="flint").rank


@given(low_rank_int_matrices(max_side=9), st.sampled_from([3, 101, P]), st.integers(1, 4), st.integers(1, 4))
def test_matches_sympy_on_small_matrices(rows, p, block, sub):
    A = np.array(rows, dtype=np.int64)
    expect = sympy_rank(rows, p)
    assert blas_rank_mod_p(A, p, block=block, sub=min(sub, block)) == expect


@given(
    st.integers(1, 200),
    st.integers(1, 200),
    st.integers(0, 70),
    seeds,
    st.sampled_from(CONFIGS),
    st.sampled_from(["none", "zero_rows", "zero_columns", "repeated_rows"]),
)
def test_matches_flint_on_random_low_rank(m, n, r, seed, config, damage):
    p, block, sub = config
    A = damaged_low_rank(m, n, r, seed, p, damage)
    assert blas_rank_mod_p(A, p, block=block, sub=sub) == _flint(A, p)


@given(
    st.integers(1, 200),
    st.integers(1, 120),
    st.integers(0, 70),
    seeds,
    st.sampled_from(CONFIGS),
    st.sampled_from(["none", "zero_rows", "repeated_rows"]),
)
def test_row_basis_is_independent_and_spans(m, n, r, seed, config, damage):
    """``rank`` distinct rows whose FLINT rank is their number and the rank of the whole matrix."""
    p, block, sub = config
    A = damaged_low_rank(m, n, r, seed, p, damage)
    I = blas_row_basis(A, p, block=block, sub=sub)
    assert np.array_equal(I, np.unique(I)) and I.size == _flint(A, p)
    assert I.size == 0 or _flint(A[I], p) == I.size


@pytest.mark.parametrize(
    "L, M, R, T", [(1, 3, 2, 8), (2, 3, 3, 8), (3, 2, 2, 12), (3, 4, 4, 8), (2, 4, 2, 10), (3, 3, 2, 12)]
)
@pytest.mark.parametrize("p, block, sub", CONFIGS[:4])
def test_matches_flint_on_start_end_matrices(L, M, R, T, p, block, sub):
    S = start_end(grid_tensor(random_rac(depth=L, M=M, R=R, seed=1, field=ModP(p)), T=T))
    assert blas_rank_mod_p(S, p, block=block, sub=sub) == _flint(S, p)


def test_accepts_integers_floats_and_fractions_alike():
    from fractions import Fraction

    A = np.random.default_rng(2).integers(-(10**6), 10**6, (40, 30))
    expect = _flint(A, P)
    assert blas_rank_mod_p(A, P) == blas_rank_mod_p(A.astype(np.float64), P) == expect
    assert blas_rank_mod_p(np.array([[Fraction(int(v), 3) for v in row] for row in A], dtype=object), P) == expect


def test_auto_backend_picks_blas_for_large_matrices_only():
    rng = np.random.default_rng(0)
    big = rng.integers(0, P, (BLAS_MIN_SIDE, BLAS_MIN_SIDE + 3))
    res = rank_mod_p(big, P)
    assert res.backend == "blas" and res.rank == _flint(big, P)
    assert rank_mod_p(big[:, : BLAS_MIN_SIDE - 1], P).backend.startswith("flint")
    assert rank_mod_p(big, default_prime(1)).backend.startswith("flint")  # panels of 8 would be slower


def test_bad_widths_are_refused():
    with pytest.raises(ValueError, match="sub"):
        blas_rank_mod_p(np.eye(3), P, block=4, sub=8)
    with pytest.raises(ValueError, match="2\\*\\*26"):
        rank_mod_p(np.eye(3), 2**61 - 1, backend="blas")


def test_long_runs_of_updates_stay_exact():
    """125 panels of 8 under the largest prime: each update adds up to 2^50, so without the delayed reductions
    the trailing entries pass 2^53, round, and the rank-deficient matrix looks full rank."""
    p = default_prime(1)
    rng = np.random.default_rng(0)
    A = (rng.integers(0, p, (1000, 500)) @ rng.integers(0, p, (500, 1000))) % p  # sums < 500 p^2 < 2^63
    assert blas_rank_mod_p(A, p, block=8, sub=8) == _flint(A, p) == 500


def _peak_bytes(fn):
    import tracemalloc

    tracemalloc.start()
    try:
        out = fn()
        return out, tracemalloc.get_traced_memory()[1]
    finally:
        tracemalloc.stop()


def test_overwrite_eliminates_in_place_within_the_memory_plan():
    from numerics.rank.blas import blas_rank_nbytes

    S = start_end(grid_tensor(random_rac(depth=1, M=2, R=3, seed=0, field=ModP(P)), T=22))  # 2048 x 2048, rank 3
    expect = _flint(S, P)
    A = S.copy()
    r_copy, peak_copy = _peak_bytes(lambda: blas_rank_mod_p(A, P))
    assert np.array_equal(A, S)  # untouched without overwrite
    r_in, peak_in = _peak_bytes(lambda: blas_rank_mod_p(A, P, overwrite=True))
    assert r_copy == r_in == expect == 3
    assert peak_in <= blas_rank_nbytes(A.shape, overwrite=True)
    assert peak_copy <= blas_rank_nbytes(A.shape)
    assert peak_copy - peak_in >= 0.9 * A.nbytes  # one whole copy saved
    ints = np.round(S).astype(np.int64)
    assert blas_rank_mod_p(ints, P, overwrite=True) == expect and np.array_equal(ints, np.round(S))  # copied


@given(
    st.integers(1, 200),
    st.integers(1, 200),
    st.integers(0, 70),
    seeds,
    st.sampled_from([c for c in CONFIGS if ModP(c[0]).bound < 2**24]),
    st.sampled_from(["none", "zero_rows", "zero_columns", "repeated_rows"]),
)
def test_float32_storage_matches_flint(m, n, r, seed, config, damage):
    """Centred values stored in float32 (half the memory; each update finished in float64, reduced, stored)."""
    p, block, sub = config
    A = damaged_low_rank(m, n, r, seed, p, damage)
    A32 = ModP(p).reduce(np.mod(A, p).astype(np.float64)).astype(np.float32)
    assert blas_rank_mod_p(A32, p, block=block, sub=sub, overwrite=True) == _flint(A, p)


def test_float32_in_place_with_full_panels_and_largest_values():
    """600 x 600 of rank 300 under default_prime(256): full panels (255 wide for float32) whose updates add up to
    255 B^2 next to a stored B, the most float64 holds exactly; eliminated inside the float32 matrix itself,
    within the in-place memory plan."""
    from numerics.rank.blas import blas_rank_nbytes

    F = ModP(P)
    g = np.random.default_rng(3)
    A = F.reduce(
        F.matmul(F.random(g, (600, 150)), F.random(g, (150, 600)))
        + F.matmul(F.random(g, (600, 150)), F.random(g, (150, 600)))
    )
    A[::7] = F.bound * np.sign(A[::7] + 0.5)  # rows of +-B, the largest centred magnitude: rank 300 + 86 rows
    expect = _flint(A, P)
    assert expect == 300 + len(A[::7])  # the construction: every +-B row adds one
    A32 = A.astype(np.float32)
    r, peak = _peak_bytes(lambda: blas_rank_mod_p(A32, P, overwrite=True))
    assert r == expect and not np.array_equal(A32, A.astype(np.float32))  # eliminated in place
    assert peak <= blas_rank_nbytes(A.shape, overwrite=True)
    assert rank_mod_p(A.astype(np.float32), P).rank == expect  # the front door takes float32 too


@pytest.mark.parametrize(("p", "k"), [(1048573, 9000), (67108859, 40), (7, 5)])
def test_blas_matmul_mod_p_against_python_integers(p, k):
    # inner lengths across the chunk boundary (8193 products at p ~ 2^20, 2 at p ~ 2^26), centred and non-negative
    # residues; the reference is the product in Python integers
    rng = np.random.default_rng(k)
    A = rng.integers(-(p - 1), p, size=(3, k))
    B = rng.integers(0, p, size=(k, 4))
    want = (A.astype(object) @ B.astype(object)) % p
    got = blas_matmul_mod_p(A, B, p)
    assert got.dtype == np.int64 and (got == want.astype(np.int64)).all()


def test_blas_matmul_mod_p_refuses_what_float64_cannot_hold():
    with pytest.raises(ValueError, match="p=536870909"):
        blas_matmul_mod_p(np.ones((2, 2)), np.ones((2, 2)), 536870909)
    with pytest.raises(ValueError, match="do not make a matrix product"):
        blas_matmul_mod_p(np.ones((2, 3)), np.ones((2, 2)), 7)
