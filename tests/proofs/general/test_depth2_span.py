"""Proposition 59 (depth 2, general inputs: the ideal bound from one small base): the End span against the recurrence
written out here (free cut states, numpy mod p, FLINT ranks), the Start Jacobian against sympy's exact derivative,
and the pins it gives."""

from __future__ import annotations

from math import comb
from pathlib import Path

import flint  # a rank tool here, not the code under test
import numpy as np
import pytest

from numerics.bounds.formulas import depth2_ideal_bound, end_input_cap
from proofs.general import depth2_span
from proofs.general.free_states import start_jacobian_rank
from tests.naive import sympy_start_jacobian_rank

P = 1_000_003  # not the lab's primes


def _naive_span_rank(M: int, R: int, s: int, seed: int) -> int:
    """dim S_s: the GF(p) rank of y = sum_k g_k P_k(a) on (End inputs) x (free cut states a, g), the End recurrence
    written out (l_1 = u_1 * a, h_1 = g * (A l_1); l_j = u_j * (H l_(j-1)), h_j = (B h_(j-1)) * (A l_j); y = c . h_s)."""
    rng = np.random.default_rng(seed)
    W1, H, A, B = (rng.integers(0, P, shape) for shape in ((R, M), (R, R), (R, R), (R, R)))
    c = rng.integers(0, P, R)
    n = min(depth2_ideal_bound(M=M, R=R, T=2 * s), end_input_cap(M=M, R=R, T=2 * s, depth=2)) + 12
    a, g = rng.integers(0, P, (R, n)), rng.integers(0, P, (R, n))
    rows = []
    for _ in range(n):
        us = [W1 @ rng.integers(0, P, M) % P for _ in range(s)]
        ell = us[0][:, None] * a % P
        h = g * (A @ ell % P) % P
        for u in us[1:]:
            ell = u[:, None] * (H @ ell % P) % P
            h = (B @ h % P) * (A @ ell % P) % P
        rows.append([int(v) for v in c @ h % P])
    return flint.nmod_mat(rows, P).rank()


@pytest.mark.parametrize(
    ("M", "R", "s"), [(2, 3, 2), (2, 3, 3), (2, 3, 4), (2, 3, 5), (2, 3, 6), (2, 4, 4), (2, 4, 5), (3, 4, 3), (4, 5, 3)]
)
def test_the_end_span_is_the_ideal_bound_or_the_cap(M, R, s):
    # Below s0 the span is the end-input cap, from s0 on the ideal bound (Theorem A's conclusion at (2, 3) from s0 = 4,
    # whose base is s = 4; s = 5, 6 are its predictions)
    want = min(depth2_ideal_bound(M=M, R=R, T=2 * s), end_input_cap(M=M, R=R, T=2 * s, depth=2))
    assert _naive_span_rank(M, R, s, seed=s) == want


@pytest.mark.parametrize(("n", "M", "R"), [(2, 2, 3), (4, 2, 3), (5, 2, 4), (6, 2, 4), (3, 3, 4)])
def test_the_depth2_start_jacobian_against_sympy(n, M, R):
    # min(2R, n(M - 1) + 2): Theorem B's dimension bound (scaling each input), reached at generic points
    expected = min(2 * R, n * (M - 1) + 2)
    assert (
        start_jacobian_rank(n=n, M=M, R=R, depth=2)
        == sympy_start_jacobian_rank(n, seed=5, R=R, M=M, depth=2)
        == expected
    )


def test_proposition_59_pins_and_its_base():
    assert depth2_span.proven_sep(M=2, R=6, T=28) == depth2_ideal_bound(M=2, R=6, T=28) == 65688
    assert depth2_span.proven_sep(M=2, R=6, T=18) is None  # below 2 max(s0, s1) = 20
    assert depth2_span.proven_sep(M=2, R=5, T=16) == depth2_ideal_bound(M=2, R=5, T=16)
    assert depth2_span.proven_sep(M=2, R=8, T=28) == depth2_ideal_bound(M=2, R=8, T=28)  # the last base, s1 = 14
    assert depth2_span.proven_sep(M=2, R=8, T=26) is None
    assert depth2_span.proven_sep(M=2, R=9, T=40) is None  # no recorded base
    assert depth2_span.check(part="jacobian").passed
    with pytest.raises(ValueError, match="part='x'"):
        depth2_span.check(part="x")
    with pytest.raises(ValueError, match="no recorded base"):
        depth2_span.base_ranks(M=2, R=9)
    with pytest.raises(ValueError, match="M=6 must be below R=6"):
        depth2_span.start_threshold(M=6, R=6)
    assert depth2_span.start_threshold(M=2, R=6) == 10
    with pytest.raises(ValueError, match="T=7"):
        depth2_span.proven_sep(M=2, R=6, T=7)


def test_every_base_is_the_least_the_counts_allow():
    # s0: the least s with the ideal bound at most the end-input cap (below it the span cannot be full); s1: the least
    # s with s(M - 1) + 2 >= 2R (the Start image's dimension bound)
    for (M, R), (s0, s1, _) in depth2_span.BASES.items():
        fits = [
            s
            for s in range(1, 20)
            if depth2_ideal_bound(M=M, R=R, T=2 * s) <= end_input_cap(M=M, R=R, T=2 * s, depth=2)
        ]
        assert s0 == fits[0] and s1 == next(s for s in range(1, 40) if s * (M - 1) + 2 >= 2 * R)


def _D(M: int, R: int, s: int) -> int:
    """Proposition 5's count R(((R, s)) - ((R - M, s))), written out."""
    return R * (comb(R + s - 1, s) - comb(R - M + s - 1, s))


def _least_s0(M: int, R: int) -> int:
    """The least s with D_s (written out) at most the end-input cap: below it the span cannot be full."""
    return next(s for s in range(1, 20) if _D(M, R, s) <= end_input_cap(M=M, R=R, T=2 * s, depth=2))


def _s_star(M: int, R: int) -> int:
    """Theorem S*'s ceil((2R - 2)/(M - 1)), written out."""
    return -(-(2 * R - 2) // (M - 1))


_LOGS = Path(__file__).resolve().parents[3] / "docs" / "research" / "depth2-m2r8-2026-12-07"
_M3_LOGS = _LOGS.parent / "depth2-m3r11-2026-12-07"
# every pair with R <= 8, and from 2026-12-07 every 3 <= M < R <= 12
_PAIRS = {(M, R) for R in range(3, 9) for M in range(2, R)}
_PAIRS |= {(M, R) for R in range(9, 13) for M in range(3, R)}


def test_the_quick_cases_recompute_the_small_spans():
    # the 16 pairs whose ideal bound at s0 is at most 1000 (42, 120, 76, 155, 170, 312, 330; 525, 666, 518, 560, 581,
    # 800, 880, 928, 952); every Jacobian; the full budget every span up to 6000; the eight above it recorded runs
    quick = depth2_span.cases("quick")
    assert len(quick) == len(depth2_span.BASES) == len(_PAIRS) == 51
    assert _PAIRS == set(depth2_span.BASES)
    small = {(2, 3), (2, 4), (3, 4), (3, 5), (4, 5), (4, 6), (5, 6)}
    small |= {(2, 5), (3, 6), (4, 7), (5, 7), (6, 7), (4, 8), (5, 8), (6, 8), (7, 8)}
    assert {(c["M"], c["R"]) for c in quick if c["part"] == "spans"} == small
    big = {(M, R) for (M, R), (s0, _, _) in depth2_span.BASES.items() if _D(M, R, s0) > 6000}
    assert (
        big == {(2, 8), (3, 9), (3, 10), (3, 11), (3, 12), (4, 11), (4, 12), (5, 12)} == set(depth2_span.RECORDED_SPANS)
    )
    assert {(c["M"], c["R"]) for c in depth2_span.cases("full") if c["part"] != "spans"} == big
    assert {c["part"] for c in depth2_span.cases("full") if (c["M"], c["R"]) in big} == {"recorded"}


def test_the_r9_to_12_bases_are_the_logged_runs():
    """Each pair with R = 9..12 in BASES has a line in bases_r9_12.log: s0 the least s with D_s at most the end-input
    cap, the span there D_(s0) (written out here), the Jacobian 2R at s1 = ceil((2R - 2)/(M - 1)) and below at
    s1 - 1; the recorded spans are those lines' ranks."""
    log = (_LOGS / "bases_r9_12.log").read_text()
    for (M, R), (s0, s1, seed) in depth2_span.BASES.items():
        if R < 9 or (M, R) in ((3, 11), (3, 12)):  # those two: test_the_m3_bases_are_the_logged_float32_runs
            continue
        assert seed == 0 and s1 == _s_star(M, R) and s0 == _least_s0(M, R)
        line = next(x for x in log.splitlines() if x.startswith(f"(M, R) = ({M}, {R}): "))
        assert f"s0 = {s0} (D_s0 = {_D(M, R, s0)}," in line and f"s1 = {s1}: Jacobian {2 * R} at s1, " in line
        below = int(line.split(" at s1, ")[1].split(" at s1 - 1")[0])
        assert below < 2 * R
        assert f"End span S_s0 = {_D(M, R, s0)} FULL " in line
        if (M, R) in depth2_span.RECORDED_SPANS:
            assert depth2_span.RECORDED_SPANS[M, R] == _D(M, R, s0)


def test_the_2_8_base_is_the_logged_run():
    """(2, 8)'s span at s0 = 7 is a recorded run (docs/research/depth2-m2r8-2026-12-07/): its log shows the span
    equal to D_7, written out here from Proposition 5's count, and the Jacobian full at s1 = 14 but not at 13."""
    log = (_LOGS / "base_2_8.log").read_text()
    d7 = _D(2, 8, 7)
    assert d7 == 21120 == depth2_span.RECORDED_SPANS[2, 8]
    assert f"End span S_7 at (2, 8), seed 0, p = {depth2_span.SPAN_PRIME}: {d7} " in log
    assert "Jacobian rank at s = 14: 16 " in log and "Jacobian rank at s = 13: 15 " in log
    assert depth2_span.BASES[2, 8] == (7, 14, 0)


@pytest.mark.parametrize("R", [9, 11, 12])
def test_the_m3_bases_are_the_logged_float32_runs(R):
    """(3, 11) and (3, 12), and (3, 9) again: docs/research/depth2-m3r11-2026-12-07/ ran end_span_rank with the
    evaluation matrix stored as float32 (free_state_rank's compact storage). s0 the least s with D_s at most the
    end-input cap, the span there D_(s0) (written out here), the Jacobian 2R at s1 = ceil((2R - 2)/(M - 1)) and not
    at s1 - 1; (3, 9) gives session 69's int64 run's rank again."""
    log = (_M3_LOGS / f"base_3_{R}.log").read_text()
    s0, s1 = _least_s0(3, R), _s_star(3, R)
    assert depth2_span.BASES[3, R] == (s0, s1, 0)
    assert f"Start Jacobian rank at s = {s1}: {2 * R} (full: {2 * R})" in log
    below = int(log.split(f"Start Jacobian rank at s = {s1 - 1}: ")[1].split(" ")[0])
    assert below < 2 * R
    assert f"End span S_{s0} at (3, {R}), seed 0, p = {depth2_span.SPAN_PRIME}: {_D(3, R, s0)} " in log
    assert depth2_span.RECORDED_SPANS[3, R] == _D(3, R, s0)


def test_the_reviewers_code_found_the_same_bases_at_eleven_r9_to_12_pairs():
    """review_r9_12.log and review_big.log: the 2026-12-02 reviewer's rev_d2.py (its own rows and FLINT's rank,
    p = 40000003, seed 4242) at the new pairs without a hand proof: the span D_(s0) (written out here) and the
    Jacobian 2R at s1, below at s1 - 1, in both trials."""
    logs = ("review_r9_12.log", "review_big.log")
    blocks = [b for log in logs for b in (_M3_LOGS / log).read_text().split("== (M, R) = (")[1:]]
    seen = set()
    for block in blocks:
        M, R = (int(v) for v in block.split(")")[0].split(", "))
        s0, s1, _ = depth2_span.BASES[M, R]
        assert f"End span s={s0}: matrix ({_D(M, R, s0) + 40}, " in block
        assert f"rank {_D(M, R, s0)}, D_s={_D(M, R, s0)}," in block
        for trial in (0, 1):
            assert f"Start Jacobian s={s1} trial={trial}: ({2 * R}, {s1 * M}) rank {2 * R} " in block
            below = int(block.split(f"Start Jacobian s={s1 - 1} trial={trial}: ")[1].split(" rank ")[1].split(" ")[0])
            assert below < 2 * R
        seen.add((M, R))
    assert seen == {(3, 9), (4, 9), (5, 9), (6, 9), (4, 10), (5, 10), (6, 10), (4, 11), (5, 11), (6, 11), (6, 12)}


@pytest.mark.slow
def test_the_2_6_base_spans():
    got = depth2_span.base_ranks(M=2, R=6)
    assert got["spans"] == got["ideal"] == {6: 2268}
