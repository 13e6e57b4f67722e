"""Proposition 36 (M = 2: the filtration of the End space by powers of a linear form in the first End input): the
axis points, the jets and the block coefficients against the recurrence written out with Python integers and
interpolation, and the certified values against the rank of whole evaluation matrices."""

from __future__ import annotations

from math import comb

import flint  # a rank and interpolation tool here, not the code under test
import numpy as np
import pytest

from numerics.bounds.formulas import end_input_cap
from proofs.general.filtration import end_filtration as ef
from proofs.general.instance import evaluation_matrix, explicit_rac, modp_rac
from tests.end_oracle import P, after, coefficients, end_poly, integer_rac, mv
from tests.naive import naive_output


def y(depth: int, R: int, seq) -> int:
    """The explicit RAC's output mod P after ``seq``, by the naive oracle."""
    return naive_output(modp_rac(explicit_rac(depth=depth, M=2, R=R), P), seq)


def test_fact2_the_end_reads_the_first_layer_state_through_w():
    # y(start; x, ends) = P(a^(1) * W^(I,1) x, b; ends): the identity the blocks rest on.
    rac, rng = integer_rac(3, 3), np.random.default_rng(0)
    for _ in range(3):
        seq = rng.integers(0, P, size=(6, 2)).tolist()
        h = after(rac, seq[:3])
        w = [a * u % P for a, u in zip(mv(rac[1][0], h[0]), mv(rac[0][0], seq[3]))]
        assert y(3, 3, seq) == end_poly(rac, h, w, seq[4:])


def test_block_values_are_the_coefficients_in_t():
    depth, R, T = 3, 3, 6
    N, rng = comb(T - 4 + depth - 1, depth - 1), np.random.default_rng(1)
    starts = rng.integers(0, P, size=(2, 3, 2))
    v = rng.integers(0, P, size=(R, 2))
    v[0] = 0
    ends = rng.integers(0, P, size=(3, 2, 2))
    Y = ef.block_values(depth=depth, R=R, T=T, starts=starts, v=v, ends=ends)
    assert Y.shape == (N + 1, 2, 3)
    rac = integer_rac(depth, R)
    for i in range(2):
        h = after(rac, starts[i].tolist())
        for q in range(3):
            values = []
            for t in range(N + 1):
                w = [((1 if m == 0 else 0) + t * int(v[m, i])) % P for m in range(R)]
                values.append(end_poly(rac, h, w, ends[q].tolist()))
            assert [int(c) for c in Y[:, i, q]] == coefficients(values)


def test_jet_values_are_the_taylorcoefficients():
    depth, R, T, r = 3, 3, 4, 2
    degree = sum(comb(T - t + depth - 1, depth - 1) for t in (1, 2))  # of y in the Start inputs: 10 + 6
    rng = np.random.default_rng(2)
    starts, dirs = rng.integers(0, P, size=(2, 2, 2)), rng.integers(0, P, size=(2, 2, 2))
    firsts, ends = np.array([[1, 0], [1, 5]]), rng.integers(0, P, size=(2, 1, 2))
    J = ef.jet_values(depth=depth, R=R, T=T, r=r, starts=starts, directions=dirs, firsts=firsts, ends=ends)
    for i in range(2):
        for c in range(2):
            for q in range(2):
                values = [
                    y(depth, R, [*(starts[i] + e * dirs[i]).tolist(), firsts[c].tolist(), *ends[q].tolist()])
                    for e in range(degree + 1)
                ]
                assert [int(x) for x in J[:, i, c, q]] == coefficients(values)[: r + 1]


@pytest.mark.parametrize(("depth", "T"), [(4, 6), (3, 8)])
def test_certified_value_is_the_rank_of_a_whole_evaluation_matrix(depth, T):
    shape = (depth, 3, T)
    cert = ef.check(depth=depth, R=3, T=T, r=ef.CERTIFIED[shape])
    cap = end_input_cap(M=2, R=3, T=T, depth=depth)
    rng = np.random.default_rng(5)
    starts = rng.integers(-1000, 1000, size=(cap + 5, T // 2, 2))
    ends = rng.integers(-1000, 1000, size=(cap + 5, T // 2, 2))
    Y = evaluation_matrix(explicit_rac(depth=depth, M=2, R=3), starts, ends, p=P)
    assert cert.passed and cert.lhs[2] == flint.nmod_mat(Y.tolist(), P).rank() == cap


@pytest.mark.parametrize("shape", [(3, 3, 8), (4, 3, 8)])
def test_the_certified_r_is_the_least_that_closes(shape):
    depth, R, T = shape
    r = ef.CERTIFIED[shape]
    dim = end_input_cap(M=2, R=R, T=T, depth=depth) // (comb(T - T // 2 - 1 + depth - 1, depth - 1) + 1)
    assert ef.filtration_rank(depth=depth, R=R, T=T, r=r) == (r + 1) * dim
    assert ef.filtration_rank(depth=depth, R=R, T=T, r=r - 1) < r * dim


def test_proven_sep_and_the_carry_to_larger_width():
    assert ef.proven_sep(depth=4, M=2, R=3, T=10) == 83160
    assert ef.proven_sep(depth=4, M=2, R=6, T=10) == 83160 == end_input_cap(M=2, R=6, T=10, depth=4)
    assert ef.proven_sep(depth=3, M=2, R=5, T=8) == end_input_cap(M=2, R=5, T=8, depth=3)
    for bad in (dict(depth=4, M=2, R=2, T=10), dict(depth=4, M=3, R=3, T=10), dict(depth=3, M=2, R=3, T=10)):
        assert ef.proven_sep(**bad) is None


def test_cases_and_bad_input():
    assert {(c["depth"], c["R"], c["T"]) for c in ef.cases("quick")} == {(4, 3, 6), (3, 3, 8), (4, 3, 8)}
    assert (4, 3, 10) in {(c["depth"], c["R"], c["T"]) for c in ef.cases("full")}
    with pytest.raises(ValueError, match="T=7"):
        ef.block_ranks(depth=3, R=3, T=7, first=1)
    with pytest.raises(ValueError, match="first=12"):
        ef.block_ranks(depth=3, R=3, T=8, first=12)
    with pytest.raises(ValueError, match="GiB"):
        ef.filtration_rank(depth=4, R=3, T=14, r=4)
    with pytest.raises(ValueError, match="directions"):
        ef.jet_values(
            depth=3,
            R=3,
            T=4,
            r=1,
            starts=np.zeros((2, 2, 2)),
            directions=np.zeros((3, 2, 2)),
            firsts=np.zeros((1, 2)),
            ends=np.zeros((1, 1, 2)),
        )
