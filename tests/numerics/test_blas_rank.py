"""The BLAS-based GF(p) rank against FLINT's nmod_mat_rank (the oracle) and sympy."""
import numpy as np
import pytest
from hypothesis import given, strategies as st
from sympy.polys.domains import GF
from sympy.polys.matrices import DomainMatrix

from numerics import default_prime, grid_tensor, rank_mod_p, start_end
from numerics.blas_rank import blas_rank_mod_p
from racs import ModP, random_rac
from strategies import low_rank_int_matrices, seeds

P = default_prime(256)


@given(low_rank_int_matrices(max_side=9), st.sampled_from([3, 101, P]), st.integers(1, 4))
def test_matches_sympy_on_small_matrices(rows, p, block):
    A = np.array(rows, dtype=np.int64)
    expect = DomainMatrix([[GF(p)(v) for v in r] for r in rows], A.shape, GF(p)).rank()
    assert blas_rank_mod_p(A, p, block=block) == expect


@given(st.integers(1, 200), st.integers(1, 200), st.integers(0, 60), seeds, st.sampled_from([7, 64, 256]))
def test_matches_flint_on_random_low_rank(m, n, r, seed, block):
    rng = np.random.default_rng(seed)
    r = min(r, m, n)
    A = (rng.integers(0, P, (m, r)) @ rng.integers(0, P, (r, n))) % P if r else np.zeros((m, n), dtype=np.int64)
    assert blas_rank_mod_p(A, P, block=block) == rank_mod_p(A, P).rank


@pytest.mark.parametrize("L, M, R, T", [(1, 3, 2, 8), (2, 3, 3, 8), (3, 2, 2, 12), (3, 4, 4, 8)])
def test_matches_flint_on_start_end_matrices(L, M, R, T):
    S = start_end(grid_tensor(random_rac(L, M, R, seed=0, field=ModP(P)), T))
    assert rank_mod_p(S, P, backend="blas").rank == rank_mod_p(S, P).rank


def test_large_primes_fall_back_to_tiny_exact_blocks():
    p = default_prime(1)  # max_inner 8: still exact, just smaller panels
    A = np.random.default_rng(0).integers(0, p, (30, 20))
    assert blas_rank_mod_p(A, p, block=256) == rank_mod_p(A, p).rank == 20
