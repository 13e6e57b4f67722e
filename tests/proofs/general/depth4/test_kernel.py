"""The compiled evaluation of the near-vertex blocks (:mod:`proofs.general.depth4._kernel`) against a naive run of
the depth-4 recurrence in Python integers, and against the numpy evaluation it replaces."""

from __future__ import annotations

import numpy as np
import pytest

from proofs.general.depth4 import near_vertex

pytest.importorskip("numba")

P = near_vertex.PRIME


def _naive(w, h2, h3, v, ends, W, WO, k, i):
    r"""The output of the End steps n+2..T in Python integers mod p, the layer states at step n+1 given (``w``,
    ``h2``, ``h3``, and the fourth layer's :math:`g \odot v` with :math:`g = e_k`), and the last input
    :math:`u_T = e_i`: :math:`h^l = (H^l h^l) \odot (W^l h^{l-1})`, :math:`h^1 = (H^1 h^1) \odot u`."""
    W2, W3, W4, H1, H2, H3, H4 = ([[int(x) for x in row] for row in M] for M in W)

    def mv(M, x):
        return [sum(a * b for a, b in zip(row, x, strict=True)) % P for row in M]

    def had(x, y):
        return [a * b % P for a, b in zip(x, y, strict=True)]

    s1, s2, s3 = list(w), list(h2), list(h3)
    s4 = [int(v[r]) * (r == k) for r in range(3)]
    for u in [*ends, [int(r == i) for r in range(3)]]:
        s1 = had(mv(H1, s1), u)
        s2 = had(mv(H2, s2), mv(W2, s1))
        s3 = had(mv(H3, s3), mv(W3, s2))
        s4 = had(mv(H4, s4), mv(W4, s3))
    return sum(int(a) * b for a, b in zip(WO, s4, strict=True)) % P


@pytest.mark.parametrize("steps", [1, 2, 3])
def test_end_values_against_a_naive_recurrence(steps):
    from proofs.general.depth4 import _kernel

    rng = np.random.default_rng(steps)
    L, X, Y = 3, _kernel.BLOCK + 5, 2  # two blocks of cut points, the second partial
    w, h2, h3, v = (rng.integers(0, P, size=s) for s in [(3, L), (3, L, X), (3, L, X), (3, L, X)])
    ends, W, WO = rng.integers(0, P, size=(steps, 3, Y)), rng.integers(0, P, size=(7, 3, 3)), rng.integers(0, P, 3)
    out = np.full((9, L, Y, X), -1.0)
    args = (w, h2, h3, v, ends, W, WO)
    _kernel.end_values(*(a.astype(np.float64) for a in args), out, float(P))
    for l, y, x in [(0, 0, 0), (2, 1, X - 1), (1, 0, _kernel.BLOCK), (1, 1, 7)]:
        for k in range(3):
            for i in range(3):
                want = _naive(w[:, l], h2[:, l, x], h3[:, l, x], v[:, l, x], ends[:, :, y].tolist(), W, WO, k, i)
                assert out[3 * k + i, l, y, x] == want
    assert out.min() >= 0 and out.max() < P and np.array_equal(out, np.round(out))


def _blocks(monkeypatch, **kw) -> list[np.ndarray]:
    """The matrices ``block_ranks`` hands to FLINT (the rank itself is skipped)."""
    got: list[np.ndarray] = []
    monkeypatch.setattr(near_vertex, "flint_rank_mod_p", lambda M, p, threads=1: (got.append(M.copy()), (0,))[1])
    near_vertex.block_ranks(**kw)
    return got


@pytest.mark.parametrize(("seed", "chunk"), [(5, 3), (6, 1), (7, 100)])
def test_compiled_blocks_equal_the_numpy_blocks(monkeypatch, seed, chunk):
    # Every block at T = 6, chunks that do and do not divide the End points: the same residues, entry by entry.
    slow = _blocks(monkeypatch, T=6, seed=seed, orbits=False, chunk=chunk, compiled=False)
    fast = _blocks(monkeypatch, T=6, seed=seed, orbits=False, chunk=chunk, compiled=True)
    assert len(slow) == len(fast) == 66 and all(np.array_equal(a, b) for a, b in zip(slow, fast, strict=True))
    assert max(int(a.max()) for a in fast) < P


@pytest.mark.slow
def test_compiled_blocks_equal_the_numpy_blocks_at_T8(monkeypatch):
    alphas = [(20, 0, 0), (7, 7, 6), (12, 5, 3)]
    slow = _blocks(monkeypatch, T=8, seed=5, alphas=alphas, chunk=4, compiled=False)
    fast = _blocks(monkeypatch, T=8, seed=5, alphas=alphas, chunk=4, compiled=True)
    assert all(np.array_equal(a, b) for a, b in zip(slow, fast, strict=True))


def test_without_numba_compiled_true_is_refused_and_none_falls_back(monkeypatch):
    fast = near_vertex.block_ranks(T=6, seed=3, compiled=True)
    monkeypatch.setattr(near_vertex, "_kernel_module", lambda: None)
    with pytest.raises(ValueError, match="compiled=True needs numba"):
        near_vertex.block_ranks(T=6, compiled=True)
    assert near_vertex.block_ranks(T=6, seed=3, compiled=None) == fast
