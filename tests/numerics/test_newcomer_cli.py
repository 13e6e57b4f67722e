"""Regressions of a newcomer's run through the README (each failed before its fix).

1. Bounds beyond Python's 4300-digit int-to-str limit (``end_state`` at depth 10^4 has 6021 digits) broke the text
   report, ``repr``, ``--json`` and the atlas store.
2. A GF(3) rank below Theorem 1 read as a refutation although nothing was certified.
3. ``sep_rank`` suggested (and ran) the sketch where the rank is not provably low.
4. Small ones: depth_study's ``--workers`` with ``--scheduler``, its size errors, ``train --export`` of an empty
   store, ``rank_backend`` errors, and the spectrum command line's handling of seeds out of float64's range.
"""

import json
import subprocess
import sys
import time
from contextlib import contextmanager

import numpy as np
import pytest
from hypothesis import given
from hypothesis import strategies as st
from naive import naive_cell_grid

from numerics import certified_rank
from numerics.bounds.registry import upper_bounds
from numerics.certify.schwartz_zippel import refutation_chance
from racs.cells import init_stack
from racs.memory import TooLargeError
from racs.sizes import int_text

# ``end_state`` at T = 2: every N_l = C(L - l, L - l) = 1 and ((R, 1)) = R, so the bound is R^L (docs/theory/proposition4.md,
# Proposition 4): 4^10000, 6021 digits.
DEEP = 10_000
DEEP_BOUND = 4**DEEP


@contextmanager
def no_digit_limit():
    """The test's own oracle needs ``str()`` of long integers; the limit is restored afterwards."""
    old = sys.get_int_max_str_digits()
    sys.set_int_max_str_digits(0)
    try:
        yield
    finally:
        sys.set_int_max_str_digits(old)


def cli(module, *args, timeout=120):
    return subprocess.run([sys.executable, "-m", module, *args], capture_output=True, text=True, timeout=timeout)


def one_line_error(proc, needle):
    lines = proc.stderr.strip().splitlines()
    assert proc.returncode == 2 and len(lines) == 1 and needle in lines[0], proc.stderr
    assert "Traceback" not in proc.stderr and proc.stdout == ""
    return lines[0]


# --- 1. integers beyond 4300 digits ------------------------------------------------------------------------------


def long_ints():
    """Integers of 1 to 6000 digits, both signs, with runs of 9s and 0s where rounding would show."""
    digits = st.integers(1, 6000)
    body = st.sampled_from(["random", "nines", "power"])
    return st.tuples(digits, body, st.integers(0, 2**64), st.booleans()).map(_make_int)


def _make_int(spec):
    n, body, salt, negative = spec
    v = {"random": 10 ** (n - 1) + salt % (9 * 10 ** (n - 1)), "nines": 10**n - 1, "power": 10 ** (n - 1)}[body]
    return -v if negative else v


@given(long_ints())
def test_int_text_shows_only_the_integers_own_digits(n):
    text = int_text(n)
    with no_digit_limit():
        exact = str(n)
    digits = exact.lstrip("-")
    if len(digits) <= 20:
        assert text == exact
    else:
        mantissa, exponent = text.lstrip("-").split("...e")
        assert mantissa.replace(".", "") == digits[:5] and int(exponent) == len(digits) - 1
        assert text.startswith("-") == (n < 0)


@pytest.fixture(scope="module")
def deep_report():
    return certified_rank(depth=DEEP, M=3, R=4, T=2, trials=1)


def test_a_deep_report_prints_and_serialises(deep_report):
    assert deep_report.bound("end_state").value == DEEP_BOUND
    text = repr(deep_report)  # raised "Exceeds the limit (4300 digits)" before
    with no_digit_limit():
        lead = str(DEEP_BOUND)[:5]
        assert json.loads(json.dumps(deep_report.to_json()))["bounds"]["end_state"] == DEEP_BOUND
    assert f"value={lead[0]}.{lead[1:]}...e6020" in text


def test_sep_rank_text_and_json_of_a_depth_10000_rac():
    args = ["--depth", str(DEEP), "--T", "2", "--trials", "1"]
    text = cli("numerics.sep_rank", *args)
    assert text.returncode == 0, text.stderr
    with no_digit_limit():
        lead = str(DEEP_BOUND)[:5]
    line = next(x for x in text.stdout.splitlines() if x.strip().startswith("end_state"))
    assert f"{lead[0]}.{lead[1:]}...e6020" in line and line.endswith("yes")
    assert "--json has it exact" in text.stdout
    out = cli("numerics.sep_rank", *args, "--json")
    assert out.returncode == 0, out.stderr
    with no_digit_limit():
        assert json.loads(out.stdout)["bounds"]["end_state"] == DEEP_BOUND


def test_a_5000_digit_option_is_still_refused_as_far_too_large():
    # the command lifts the limit for its output only, never for what the user typed
    one_line_error(cli("numerics.sep_rank", "--depth", "2", "--T", "8" * 5000), "far too large")


def test_atlas_stores_and_exports_a_depth_10000_case(tmp_path):
    db = str(tmp_path / "a.sqlite")
    run = cli("numerics.atlas", "--M", "3", "--R", "4", "--T", "2", "--depth", str(DEEP), "--db", db)
    assert run.returncode == 0, run.stderr
    exported = cli("numerics.atlas", "--db", db, "--export", "json")
    assert exported.returncode == 0, exported.stderr
    with no_digit_limit():
        (row,) = json.loads(exported.stdout)
    assert row["upper_bounds"]["end_state"] == DEEP_BOUND and row["rank"] == 3 and row["exact"]
    csv = cli("numerics.atlas", "--db", db, "--export", "csv")
    assert csv.returncode == 0 and csv.stdout.count("\n") == 2, csv.stderr


# --- 2. uncertified verdicts -------------------------------------------------------------------------------------


def test_refutation_chance_is_the_schwartz_zippel_fraction():
    from fractions import Fraction

    for v, D, p, k, w in [(10, 139, 3, 1, 0), (10, 139, 11863279, 3, 0), (81, 500, 11863279, 2, 64), (1, 1, 2, 1, 1)]:
        expect = min(Fraction(1), Fraction(v * D + 2 * w, p)) ** k
        assert refutation_chance(v, D, p, k, sketch_width=w) == pytest.approx(float(expect), rel=1e-12)


def test_a_gf3_rank_below_theorem1_is_undecided_not_refuted():
    rep = certified_rank(depth=3, M=3, R=4, T=6, prime=3, trials=1)
    low = [b for b in rep.bounds if b.relation == ">=" and b.value is not None and rep.rank < b.value]
    assert low, "the GF(3) instance should fall below Theorem 1's value here"
    cap = min(upper_bounds(depth=3, M=3, R=4, T=6).values())
    for b in low:  # no proven cap is below these values, and v D / 3 >= 1: nothing is certified
        assert b.value <= cap and b.holds is None and b.key in rep.undecided
    j = rep.to_json()
    assert j["holds"]["theorem1"] is None and "theorem1" in j["undecided"]


def test_the_command_line_says_undecided_not_no():
    out = cli("numerics.sep_rank", "--depth", "3", "--T", "6", "--prime", "3", "--trials", "1")
    assert out.returncode == 0, out.stderr
    verdicts = [x for x in out.stdout.splitlines() if "rank >=" in x]
    assert verdicts and all(not x.rstrip().endswith(("NO", "NO (conjecture)")) for x in verdicts)
    assert any("undecided" in x for x in verdicts)


def test_a_refutation_by_a_proven_cap_stays_certain_at_any_prime():
    # M=4 one-hot templates, R=3, T=4, L=4: the last-input cap min{R,M} M^(T/2-1) = 12 < 15 = Conjecture 1's value
    rep = certified_rank(depth=4, M=4, R=3, T=4, prime=3, trials=1)
    assert rep.bound("last_input_cap").value == 3 * 4 and rep.bound("conjecture1").value == 15
    assert rep.bound("conjecture1").holds is False and "conjecture1" not in rep.undecided


# --- 3. the sketch only where it can succeed ---------------------------------------------------------------------


def test_exact_refusal_does_not_suggest_a_sketch_that_cannot_be_low_rank():
    # depth 3, T 14: best proven upper bound 2187 = the side, far above side/16
    assert min(upper_bounds(depth=3, M=3, R=4, T=14).values()) == 3**7
    line = one_line_error(cli("numerics.sep_rank", "--depth", "3", "--T", "14", "--max-bytes", "40000000"), "needs")
    assert "sketch" not in line


def test_sketch_that_cannot_fit_is_refused_up_front():
    # sketched_rank widens to the side, 2187 columns: 8 * 3 * 2187^2 bytes > 40 MB (it failed after ~7 passes)
    assert 8 * 3 * 2187 * 2187 > 40_000_000
    t0 = time.perf_counter()
    line = one_line_error(
        cli("numerics.sep_rank", "--depth", "3", "--T", "14", "--max-bytes", "40000000", "--method", "sketch"),
        "up to 2187 columns",
    )
    assert time.perf_counter() - t0 < 30 and "--max-bytes 40000000" in line


@pytest.mark.parametrize("depth, M, R, T", [(1, 4, 4, 16), (2, 3, 4, 20), (3, 3, 4, 20), (4, 4, 4, 16)])
def test_exact_refusals_suggest_the_sketch_by_the_atlas_rule(depth, M, R, T):
    side = M ** (T // 2)
    low = 16 * min(upper_bounds(depth=depth, M=M, R=R, T=T).values()) <= side
    with pytest.raises(TooLargeError) as err:
        certified_rank(depth=depth, M=M, R=R, T=T, trials=1, max_bytes=8 * 3 * side * side // 4)
    assert ("sketch" in str(err.value)) == low


# --- 4. small ones -----------------------------------------------------------------------------------------------


def test_depth_study_refuses_workers_with_a_scheduler(tmp_path):
    one_line_error(
        cli(
            "numerics.depth_study",
            "--db",
            str(tmp_path / "s.sqlite"),
            "--workers",
            "2",
            "--scheduler",
            "tcp://127.0.0.1:1",
        ),
        "not allowed with",
    )


def test_depth_study_size_errors_name_its_own_options():
    from numerics.depth_study import compute_case

    case = {"cell": "rac", "depth": 1, "budget": 300, "R": 14, "K": 7, "T": 14, "gain": 1.0, "seeds": 1}
    with pytest.raises(TooLargeError) as err:  # 7^14 entries: terabytes
        compute_case(case)
    assert "--max-T" in str(err.value) and "--params" in str(err.value) and " M" not in str(err.value)


@pytest.mark.parametrize("fmt", ["markdown", "json"])
def test_train_export_of_a_store_without_training_rows_is_refused(tmp_path, capsys, fmt):
    from numerics.campaigns.store import open_store
    from numerics.train.__main__ import main

    db = str(tmp_path / "t.sqlite")
    open_store(db, campaign="other", create=True).close()
    assert main(["--export", fmt, "--db", db]) == 2
    cap = capsys.readouterr()
    assert cap.out == "" and "holds no train rows" in cap.err and cap.err.count("\n") == 1


def test_rank_backend_errors_name_the_parameter_and_its_documented_choices():
    with pytest.raises(ValueError, match=r"^rank_backend='gpu': choose one of auto, blas, flint$"):
        certified_rank(depth=2, M=2, R=2, T=4, rank_backend="gpu")


def _in_float_range(A):
    # numerics.spectrum.MIN_SCALE, written out: below 2^-970 entries have lost bits to underflow
    return bool(np.all(np.isfinite(A))) and float(np.max(np.abs(A))) >= 2.0**-970


def test_spectrum_drops_seeds_out_of_float_range_and_counts_them():
    # depth-3 RAC at gain 1e6: some seeds overflow, some do not (checked on naive grids here)
    seeds, K, T, R = range(6), 2, 4, 3
    inside = {}
    with np.errstate(all="ignore"):
        for s in seeds:
            A = np.asarray(
                naive_cell_grid(init_stack("rac", depth=3, R=R, n_in=K, gain=1e6, seed=s), T, np.eye(K)), dtype=float
            )
            if _in_float_range(A):
                s_vals = np.linalg.svd(A.reshape(K ** (T // 2), -1), compute_uv=False)
                p = (s_vals / s_vals[0]) ** 2
                p = p[p > 0] / p.sum()
                inside[s] = float(-(p * np.log(p)).sum())
    assert 0 < len(inside) < len(seeds)
    out = cli(
        "numerics.spectrum",
        "--cell",
        "rac",
        "--depth",
        "3",
        "--R",
        str(R),
        "--T",
        str(T),
        "--K",
        str(K),
        "--gain",
        "1e6",
        "--seeds",
        str(len(seeds)),
        "--json",
    )
    assert out.returncode == 0, out.stderr
    (row,) = json.loads(out.stdout)
    assert row["seeds"] == len(seeds) and row["out_of_range"] == len(seeds) - len(inside)
    assert row["entropy"] == pytest.approx(float(np.median(list(inside.values()))), abs=1e-9)
    table = cli(
        "numerics.spectrum",
        "--cell",
        "rac",
        "--depth",
        "3",
        "--R",
        str(R),
        "--T",
        str(T),
        "--K",
        str(K),
        "--gain",
        "1e6",
        "--seeds",
        str(len(seeds)),
    )
    assert f"{len(seeds) - len(inside)} of {len(seeds)}" in table.stdout


# --- the review of those fixes ----------------------------------------------------------------------------------


def test_a_float_rank_below_a_lower_bound_is_undecided_never_a_refutation():
    """depth 200, T = 2: the float grid underflows to 0.0; the svd rank 0 is flagged unreliable and Theorem 1's
    bound (proven: the exact rank is at least ((3, 1)) = 3) reads undecided, not NO."""
    rep = certified_rank(depth=200, M=3, R=4, T=2, trials=1, method="svd")
    assert rep.rank == 0 and not rep.svd["reliable"] and "0.0" in " ".join(rep.svd["reasons"])
    assert rep.bound("theorem1").holds is None and "float rank" in rep.undecided["theorem1"]
    exact = certified_rank(depth=200, M=3, R=4, T=2, trials=1)
    assert exact.rank >= 3 and exact.bound("theorem1").holds is True


def test_factorised_refusal_of_a_deep_rac_prints_its_feature_count():
    proc = subprocess.run(
        [
            sys.executable,
            "-m",
            "numerics.sep_rank",
            "--depth",
            str(DEEP),
            "--T",
            "2",
            "--trials",
            "1",
            "--method",
            "factorised",
        ],
        capture_output=True,
        text=True,
        timeout=300,
    )
    assert proc.returncode == 2 and proc.stderr.count("\n") == 1
    assert "crossing-state features" in proc.stderr and "Exceeds the limit" not in proc.stderr


def test_overlapping_exact_int_output_blocks_restore_the_limit():
    """Blocks that end in the order they began (two command lines in threads) still restore Python's limit."""
    from numerics.cli import exact_int_output

    before = sys.get_int_max_str_digits()
    a, b = exact_int_output(), exact_int_output()
    a.__enter__()(None)
    b.__enter__()(None)
    a.__exit__(None, None, None)
    assert sys.get_int_max_str_digits() == 0  # b is still open
    b.__exit__(None, None, None)
    assert sys.get_int_max_str_digits() == before


def test_the_sketch_share_is_priced_at_the_width_the_bound_would_need():
    """A sketch that failed early reached a small width; the chance is priced at the widest sketch a rank of v
    needs (16, 32, ... up to the first width above v), fixed before the run."""
    from numerics.certify.plan import sketch_width

    assert sketch_width(side=4096, rank_cap=100) == 128 and sketch_width(side=64, rank_cap=100) == 64
    assert refutation_chance(100, 10, 10**6, sketch_width=128) > refutation_chance(100, 10, 10**6, sketch_width=16)
