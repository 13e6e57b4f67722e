"""The edge block by dual numbers against the lab's block evaluator (lattice interpolation, an independent route to
the same matrix) and against the recorded T = 10 rank."""

from __future__ import annotations

import numpy as np
import pytest

from proofs.general.depth4 import near_vertex
from proofs.general.depth4.edge_block import edge_block, edge_block_rank


def test_rank_matches_the_lattice_evaluation_at_T6():
    for seed in (1, 2):
        assert edge_block_rank(T=6, seed=seed) == near_vertex.block_ranks(T=6, seed=seed, alphas=[(9, 1, 0)])[9, 1, 0]


def test_the_block_does_not_depend_on_the_chunk():
    # End points evaluated 16 or 3 at a time: the same matrix entry by entry
    for j in (1, 2, 3):
        a = edge_block(T=6, j=j, Y=20)
        b = edge_block(T=6, j=j, Y=20, chunk=3)
        assert (a == b).all()


@pytest.mark.slow
def test_rank_matches_the_lattice_evaluation_at_T8_and_the_recorded_T10_ranks():
    got = near_vertex.block_ranks(T=8, alphas=[(19, 1, 0), (18, 2, 0), (17, 3, 0)])
    assert [edge_block_rank(T=8, j=j) for j in (1, 2, 3)] == [got[19, 1, 0], got[18, 2, 0], got[17, 3, 0]]
    assert edge_block_rank(T=10, Y=1900) == near_vertex.OUTER_RANKS[34, 1, 0] == 4833
    assert edge_block_rank(T=10, j=3) == near_vertex.OUTER_RANKS[32, 3, 0] == 6570


def test_shape_and_bad_input():
    block = edge_block(T=6, Y=5)
    # X = C(N_2 + 2, 2) C(N_3 + 2, 2) cut points, N_2 = 6 and N_3 = 3 at T = 6
    assert block.shape == (15, 3 * 28 * 10) and int(block.max()) < 1048571 and block.any()
    with pytest.raises(ValueError, match="even"):
        edge_block(T=7, Y=5)
    with pytest.raises(ValueError, match="j=11"):
        edge_block(T=6, j=11, Y=5)
    with pytest.raises(ValueError):
        edge_block(T=6, Y=0)
    with pytest.raises(TypeError):
        edge_block(T=6.0, Y=5)  # type: ignore[arg-type]


def test_the_centred_block_and_its_blas_rank():
    # float32 centred residues are the uint32 block mod p, entry by entry, and BLAS's elimination gives FLINT's rank
    for j in (1, 2):
        a, b = edge_block(T=6, j=j, Y=20), edge_block(T=6, j=j, Y=20, centred=True)
        assert b.dtype == np.float32 and np.abs(b).max() <= 1048571 // 2
        assert ((b.astype(np.int64) % 1048571) == a).all()
        assert edge_block_rank(T=6, j=j, Y=20, blas=True) == edge_block_rank(T=6, j=j, Y=20)


def test_cuts_keep_the_first_cut_points_of_the_full_block():
    # X = 280 cut points at T = 6; cuts = 40 keeps columns k X + x, x < 40, of the same seed's full block
    full, part = edge_block(T=6, Y=12), edge_block(T=6, Y=12, cuts=40)
    keep = np.concatenate([k * 280 + np.arange(40) for k in range(3)])
    assert part.shape == (36, 120) and (part == full[:, keep]).all()
    with pytest.raises(ValueError, match="cuts=281"):
        edge_block(T=6, Y=5, cuts=281)


@pytest.mark.slow
def test_a_nearly_square_block_reaches_the_lattice_rank_at_T8():
    # a third of the rank in cut points (plus slack) already separates the row space
    want = near_vertex.block_ranks(T=8, alphas=[(19, 1, 0)])[19, 1, 0]
    side = -(-want // 3) + 4
    assert edge_block_rank(T=8, Y=side, cuts=side) == want
