"""The memory plan (racs.memory, racs.rac_nbytes, certified_rank's plan): sizes as a person reads them, refusals
before allocation, and runs that stay within the budget they were allowed (issue 11)."""

import math
import tracemalloc

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from numerics import certified_rank
from racs import ModP, Real, TooLargeError, format_bytes, random_rac
from racs.memory import check_fits, format_log2_bytes, log2_bytes
from racs.model import rac_nbytes


@pytest.mark.parametrize(
    "n, text",
    [
        (0, "0 B"),
        (1023, "1023 B"),
        (1536, "1.5 KiB"),
        (int(74.5 * 2**30), "74.5 GiB"),
        (3 * 2**50, "3.0 PiB"),
        (10**31, "about 10^31 bytes"),
        (7107132660185016.0 * 2**50, "about 10^31 bytes"),
        (2**2000, "about 10^602 bytes"),
    ],
)
def test_format_bytes(n, text):
    assert format_bytes(n) == text


@given(st.integers(1, 60), st.integers(0, 40), st.integers(1, 64))
def test_log2_bytes_is_the_log_of_the_exact_product(K, T, times):
    assert math.isclose(log2_bytes(base=K, exponent=T, times=times), math.log2(times * K**T), abs_tol=1e-9)


def test_log2_sizes_far_beyond_floats_are_refused_and_spoken_as_powers_of_ten():
    lg = log2_bytes(base=3, exponent=10**20, times=8)
    assert format_log2_bytes(lg) == f"about 10^{round(lg * math.log10(2))} bytes"
    with pytest.raises(TooLargeError, match=r"needs about 10\^47712125471966240768 bytes"):
        check_fits(lg, "a grid", log2=True)
    check_fits(log2_bytes(base=2, exponent=10), "a small grid", log2=True, max_bytes=1024)


def test_exponents_beyond_float_range_are_infinite_sizes_not_overflows():
    """A T of 309+ digits: 2^T has no float logarithm (it raised OverflowError, a traceback in sep_rank); at base 1
    the size is ``times`` whatever the exponent."""
    huge = 10**4000
    assert log2_bytes(base=2, exponent=huge, times=8) == math.inf
    assert log2_bytes(base=1, exponent=huge, times=8) == 3.0
    assert format_log2_bytes(math.inf) == "more than 10^(10^307) bytes"
    with pytest.raises(TooLargeError, match=r"needs more than 10\^\(10\^307\) bytes"):
        check_fits(log2_bytes(base=3, exponent=huge, times=8), "a grid", log2=True)


def _traced_peak(fn):
    tracemalloc.start()
    try:
        fn()
        return tracemalloc.get_traced_memory()[1]
    finally:
        tracemalloc.stop()


@settings(max_examples=15)
@given(st.integers(1, 3), st.integers(1, 5), st.integers(1, 40), st.integers(1, 4), st.sampled_from(["real", "modp"]))
def test_random_rac_stays_within_rac_nbytes(depth, M, R, C, kind):
    field = Real() if kind == "real" else ModP(101)
    random_rac(depth=1, M=1, R=1, seed=0, field=field)  # first-call imports and caches are not the plan's
    peak = _traced_peak(lambda: random_rac(depth=depth, M=M, R=R, C=C, seed=0, field=field))
    assert peak <= rac_nbytes(depth=depth, M=M, R=R, C=C, field=field)


@pytest.mark.parametrize(
    "kwargs, match",
    [
        (dict(depth=3, M=3, R=100_000, T=6), "lower R or the depth"),
        (dict(depth=3, M=3, R=4, C=10**9, T=6), "lower R, C or the depth"),
        (dict(depth=3, M=3, R=4, T=10**20), r"about 10\^"),
        (dict(depth=100_000, M=3, R=4, T=6), "one-layer updates"),
    ],
)
def test_certified_rank_refuses_before_allocating(kwargs, match):
    def call():
        with pytest.raises(TooLargeError, match=match):
            certified_rank(**kwargs)

    assert _traced_peak(call) < 2**20
    assert issubclass(TooLargeError, ValueError)


def test_random_rac_refuses_before_allocating():
    def call():
        with pytest.raises(TooLargeError, match=r"weights of a depth=2 RAC with M=3, R=100000"):
            random_rac(depth=2, M=3, R=100_000, seed=0)

    assert _traced_peak(call) < 2**20


@settings(max_examples=12)
@given(
    st.integers(1, 3),
    st.integers(2, 3),
    st.integers(1, 6),
    st.sampled_from([2, 4, 6]),
    st.sampled_from(["exact", "svd", "sketch"]),
    st.integers(17, 25),
)
def test_certified_rank_within_its_budget_or_refused(depth, M, R, T, method, log2_budget):
    """Whatever the budget, the run either refuses (before allocating) or stays within it."""
    budget = 2**log2_budget
    outcome = []
    # One small run first: the first call in a process fills one-time caches (imports, FLINT, prime tables) that
    # are not the work's memory (run alone, the first example exceeded its 2^17 budget; the same case rerun did not).
    certified_rank(depth=1, M=2, R=1, T=2, trials=1, method=method)

    def call():
        try:
            outcome.append(certified_rank(depth=depth, M=M, R=R, T=T, trials=1, method=method, max_bytes=budget).rank)
        except TooLargeError:
            outcome.append(None)

    peak = _traced_peak(call)
    assert peak <= budget if outcome[0] is not None else peak < 2**20


def test_exact_refusals_suggest_the_sketch_only_when_it_fits():
    # Suggested where the best proven upper bound is low against the side (depth 1: rank <= R = 4 of 4^8) ...
    with pytest.raises(TooLargeError, match="--method sketch|method='sketch'|sketch streams it"):
        certified_rank(depth=1, M=4, R=4, T=16, max_bytes=3 * 10**9)
    # ... and not where it is not (depth 3, side 3^10: the sketch would stream the grid for nothing)
    with pytest.raises(TooLargeError) as err:
        certified_rank(depth=3, M=3, R=4, T=20, max_bytes=10**8)
    assert "sketch" not in str(err.value)
    with pytest.raises(TooLargeError) as err:
        certified_rank(depth=3, M=4, R=4, T=60)
    assert "sketch" not in str(err.value)
