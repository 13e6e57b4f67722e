"""Module dimensions by a Gröbner basis (Singular) against the rank of the Macaulay matrix written out."""

from __future__ import annotations

from itertools import combinations_with_replacement

import numpy as np
import pytest

from numerics.rank import flint_rank_mod_p
from numerics.rank.groebner import module_degree_dim, singular_executable

P = 1048571

needs_singular = pytest.mark.skipif(singular_executable() is None, reason="Singular is not installed (groebner extra)")


def _monomials(nvars, degree):
    return [
        tuple(np.bincount(c, minlength=nvars).tolist()) for c in combinations_with_replacement(range(nvars), degree)
    ]


def _macaulay_rank(g, mono, degree):
    # every row x^mu g_i, |mu| = D - e, over the monomials of degree D times the components: FLINT's rank
    nvars, e = len(mono[0]), sum(mono[0])
    target = {m: i for i, m in enumerate(_monomials(nvars, degree))}
    rows = []
    for gi in g:
        for mu in _monomials(nvars, degree - e):
            row = np.zeros((len(target), gi.shape[1]), np.int64)
            for m, mm in enumerate(mono):
                row[target[tuple(a + b for a, b in zip(mm, mu))]] += gi[m]
            rows.append(row.reshape(-1) % P)
    return flint_rank_mod_p(np.array(rows).astype(np.uint64), P)[0]


@needs_singular
@pytest.mark.parametrize(("nvars", "comps", "e", "degree", "k"), [(3, 4, 2, 5, 6), (2, 3, 2, 7, 4), (3, 5, 1, 4, 2)])
def test_random_sparse_modules_match_the_macaulay_matrix(nvars, comps, e, degree, k):
    rng = np.random.default_rng(nvars * 100 + degree)
    mono = _monomials(nvars, e)
    g = rng.integers(0, P, (k, len(mono), comps)) * (rng.random((k, len(mono), comps)) < 0.4)
    assert module_degree_dim(g, monomials=mono, degree=degree, p=P) == _macaulay_rank(g, mono, degree)


@needs_singular
def test_syzygies_are_counted():
    # g_i = q_i(x) w for two quadrics and one vector w: the module is (q_1, q_2) w, whose degree-6 part has the
    # complete intersection's dimension 28 - 4, below the 30 rows (the Koszul syzygy), and a generator twice changes
    # nothing
    rng = np.random.default_rng(7)
    mono = _monomials(3, 2)
    q = rng.integers(0, P, (2, len(mono)))
    w = rng.integers(1, P, 3)
    g = q[:, :, None] * w[None, None, :] % P
    want = _macaulay_rank(g, mono, 6)
    assert want == 24
    assert module_degree_dim(g, monomials=mono, degree=6, p=P) == want
    assert module_degree_dim(np.concatenate([g, g[:1]]), monomials=mono, degree=6, p=P) == want


def test_bad_input_is_refused_before_singular_runs():
    mono = _monomials(3, 2)
    g = np.ones((1, len(mono), 2), np.int64)
    with pytest.raises(ValueError, match="degree=1"):
        module_degree_dim(g, monomials=mono, degree=1, p=P)
    with pytest.raises(ValueError, match="p=1048575"):  # 2^20 - 1 = 3 x 5^2 x 11 x 31 x 41: not a prime
        module_degree_dim(g, monomials=mono, degree=3, p=1048575)
    with pytest.raises(ValueError, match="p=4294967311"):
        module_degree_dim(g, monomials=mono, degree=3, p=4294967311)
    with pytest.raises(ValueError, match="one degree"):
        module_degree_dim(g, monomials=[(2, 0, 0), (1, 0, 0)] + mono[2:], degree=3, p=P)
    assert module_degree_dim(np.zeros((2, len(mono), 2), np.int64), monomials=mono, degree=4, p=P) == 0
