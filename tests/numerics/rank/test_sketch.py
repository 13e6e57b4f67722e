"""Streamed sketch ranks against full ranks (both exact over GF(p))."""

import json
import subprocess
import sys

import pytest
from hypothesis import given
from hypothesis import strategies as st
from strategies import seeds

from numerics import default_prime, grid_tensor, rank_mod_p, start_end
from numerics.rank.sketch import sketched_rank
from racs import ModP, Real, random_rac

P = default_prime(8)


@given(
    st.integers(1, 3),
    st.integers(1, 3),
    st.integers(1, 4),
    st.sampled_from([2, 4, 6]),
    seeds,
    st.sampled_from([1, 2, 16]),
    st.sampled_from([4, 64, 10**6]),
)
def test_sketch_rank_equals_full_rank(L, M, R, T, seed, width, block):
    rac = random_rac(depth=L, M=M, R=R, seed=seed, field=ModP(P))
    full = rank_mod_p(start_end(grid_tensor(rac, T=T)), P).rank
    s = sketched_rank(rac, T=T, seed=seed + 1, width=width, block_entries=block)
    assert s.complete and s.rank == full
    assert s.rank <= s.width <= s.side == M ** (T // 2)


def test_streaming_holds_less_than_the_grid():
    rac = random_rac(depth=2, M=4, R=2, seed=0, field=ModP(P))
    s = sketched_rank(rac, T=10, seed=0, block_entries=4**7)
    assert s.blocks == 4**3 and s.peak_entries < 4**10 // 4
    assert s.rank == rank_mod_p(start_end(grid_tensor(rac, T=10)), P).rank


def test_sketch_refuses_float_and_odd_T():
    with pytest.raises(TypeError, match="ModP"):
        sketched_rank(random_rac(depth=1, M=2, R=2, seed=0, field=Real()), T=4, seed=0)
    with pytest.raises(ValueError, match="T=5"):
        sketched_rank(random_rac(depth=1, M=2, R=2, seed=0, field=ModP(P)), T=5, seed=0)


def test_sep_rank_sketch_method_agrees_with_exact():
    args = ["--depth", "2", "--T", "8", "--M", "3", "--R", "2", "--json"]
    runs = [
        json.loads(
            subprocess.run(
                [sys.executable, "-m", "numerics.sep_rank", *args, "--method", m],
                capture_output=True,
                text=True,
                check=True,
            ).stdout
        )
        for m in ("exact", "sketch")
    ]
    assert runs[0]["trial_ranks"] == runs[1]["trial_ranks"] and runs[1]["sketch"]["complete"]


@pytest.mark.parametrize("c", [0, 1, 2])
def test_sketch_ranks_the_class_it_is_asked_for(c):
    """Classes with different ranks (class 1's output weights zeroed): each sketch meets its own class' full rank."""
    import dataclasses

    rac = random_rac(depth=2, M=3, R=3, C=3, seed=4, field=ModP(P))
    W_O = rac.W_O.copy()
    W_O[1] = 0
    W_O[2, 1:] = 0  # class 2 reads one unit only
    rac = dataclasses.replace(rac, W_O=W_O)
    full = rank_mod_p(start_end(grid_tensor(rac, T=6, c=c)), P).rank
    s = sketched_rank(rac, T=6, seed=0, c=c, block_entries=3**4)
    assert s.complete and s.rank == full
    assert (full == 0) == (c == 1)


def test_certified_sketch_passes_the_class_on(monkeypatch):
    """``certified_rank(method="sketch", cls=c)`` sketches class c (it once sketched class 0 whatever c was)."""
    import numerics.certify.certified as certified

    seen = []

    def spy(rac, **kw):
        seen.append(kw["c"])
        return sketched_rank(rac, **kw)

    monkeypatch.setattr(certified, "sketched_rank", spy)
    rep = certified.certified_rank(depth=2, M=2, R=2, T=6, C=2, cls=1, seed=3, trials=1, method="sketch")
    assert (
        seen == [1]
        and rep.rank
        == certified.certified_rank(depth=2, M=2, R=2, T=6, C=2, cls=1, seed=3, trials=1, method="exact").rank
    )
