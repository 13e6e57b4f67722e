"""``python -m numerics.sep_rank`` as a user runs it."""

import json
import subprocess
import sys

import numpy as np
import pytest
from naive import naive_start_end, sympy_rank

from numerics import BOUNDS, identity_templates
from racs import ModP, random_rac


def run(*args):
    return subprocess.run(
        [sys.executable, "-m", "numerics.sep_rank", *args], capture_output=True, text=True, timeout=120
    )


def test_readme_command_prints_the_table():
    r = run("--depth", "3", "--T", "6")
    assert r.returncode == 0, r.stderr
    for text in ("Start-End rank", "Theorem 1 (2)", "Conjecture 1", "Schwartz-Zippel", "seconds"):
        assert text in r.stdout


def test_the_bound_table_keeps_its_columns_aligned():
    """Every registry bound has its line, and each line's verdict column starts where the header's does, however
    long the bound's label (depth 3, M = R - 1: every depth-3 bound applies)."""
    r = run("--depth", "3", "--T", "8", "--trials", "1")
    assert r.returncode == 0, r.stderr
    lines = r.stdout.splitlines()
    head = next(i for i, line in enumerate(lines) if line.lstrip().startswith("bound "))
    table = lines[head + 1 : head + 1 + len(BOUNDS)]
    column = lines[head].index("needs")
    assert len(table) == len(BOUNDS) and all(line.strip() for line in table)
    for line in table:
        assert line[column:].split()[0] in ("n/a", "rank"), line
        assert line[column - 2 : column] == "  ", line


def test_json_rank_matches_an_independent_recomputation():
    """Rebuild each trial's RAC from the documented seeds, evaluate naively, take sympy's GF(p) rank."""
    r = run("--depth", "2", "--T", "4", "--M", "2", "--R", "2", "--trials", "2", "--seed", "5", "--json")
    assert r.returncode == 0, r.stderr
    out = json.loads(r.stdout)
    for key in ("depth", "T", "M", "R", "rank", "method", "trials", "prime", "bounds", "holds"):
        assert key in out
    assert set(out["bounds"]) == set(out["holds"]) == {b.key for b in BOUNDS}
    p = out["prime"]
    ranks = []
    for i in range(2):
        rac = random_rac(depth=2, M=2, R=2, seed=np.random.default_rng([5, i]), field=ModP(p))
        ranks.append(sympy_rank(naive_start_end(rac, 4, identity_templates(rac)), p))
    assert out["trial_ranks"] == ranks and out["rank"] == max(ranks)
    assert out["bounds"]["theorem1"] == 3 and out["holds"]["shallow"] is None


def test_more_templates_lift_the_rank_past_the_M_template_cap():
    """M=4, R=3, T=4, L=4: one-hot templates are capped at 12 < 15 = Conjecture 1; K = 5 reaches 15."""
    base = ["--depth", "4", "--T", "4", "--M", "4", "--R", "3", "--json"]
    k4, k5 = json.loads(run(*base).stdout), json.loads(run(*base, "--K", "5").stdout)
    assert k4["rank"] == k4["bounds"]["last_input_cap"] == 12 and k4["holds"]["conjecture1"] is False
    assert k5["rank"] == 15 and k5["holds"]["conjecture1"] is True and k5["matrix_shape"] == [25, 25]


def test_rank_backends_agree_and_are_reported():
    """512 x 512 Start-End matrices: auto runs the BLAS elimination, flint the oracle; same ranks."""
    base = ["--depth", "2", "--T", "18", "--M", "2", "--R", "3", "--trials", "2", "--json"]
    auto, flint = json.loads(run(*base).stdout), json.loads(run(*base, "--rank-backend", "flint").stdout)
    assert auto["rank_backend"] == "blas" and flint["rank_backend"].startswith("flint")
    assert auto["trial_ranks"] == flint["trial_ranks"] and auto["prime"] == flint["prime"]
    small = json.loads(run("--depth", "2", "--T", "4", "--json").stdout)
    assert small["rank_backend"].startswith("flint")


def test_svd_method_reports_tolerance_and_gap():
    r = run("--depth", "2", "--T", "4", "--method", "svd", "--json")
    out = json.loads(r.stdout)
    assert out["method"] == "svd" and out["exact"] is False
    assert {"tol", "gap", "reliable"} <= set(out["svd"])


def test_rational_method():
    out = json.loads(run("--depth", "1", "--T", "4", "--M", "2", "--R", "3", "--method", "rational", "--json").stdout)
    assert out["rank"] == 3 and out["holds"]["shallow"] is True


@pytest.mark.parametrize(
    "args, needle",
    [
        (["--depth", "2", "--T", "5"], "--T must be an even integer >= 2, got '5'"),
        (["--depth", "2", "--T", "0"], "--T must be an even integer >= 2, got '0'"),
        (["--depth", "2", "--T", "1"], "--T must be an even integer >= 2, got '1'"),
        (["--depth", "0", "--T", "4"], "--depth must be an integer >= 1"),
        (["--depth", "2", "--T", "4", "--M", "-1"], "--M must be an integer >= 1"),
        (["--depth", "2", "--T", "4", "--R", "x"], "--R must be an integer >= 1, got 'x'"),
        (["--depth", "2", "--T", "9" * 5000], "far too large"),
        (["--depth", "3", "--T", "6", "--R", "100000"], "lower R or the depth"),
        (["--depth", "3", "--T", "6", "--C", "1000000000"], "lower R, C or the depth"),
        (["--depth", "3", "--T", "100000000000000000000"], "about 10^"),
        (["--depth", "100000", "--T", "6"], "one-layer updates"),
        (["--depth", "1", "--M", "4", "--T", "16", "--max-bytes", "3000000000"], "--method sketch streams it"),
        (
            ["--depth", "1", "--M", "4", "--T", "16", "--max-bytes", "3000000000"],
            "--method factorised computes it exactly",
        ),
        (["--depth", "3", "--T", "40", "--M", "4"], "--M 4 --R 4 (grid tensor of 4^40"),
        (["--depth", "2", "--T", "4", "--method", "qr"], "invalid choice: 'qr'"),
        (["--depth", "2", "--T", "4", "--prime", "91"], "--prime 91 must be a prime"),
        (["--depth", "2", "--T", "4", "--prime", "101", "--method", "svd"], "--prime 101 applies to --method exact"),
        (["--depth", "2", "--T", "4", "--class", "1"], "--class 1 is out of range"),
        (
            ["--depth", "2", "--T", "4", "--rank-backend", "blas", "--method", "svd"],
            "--rank-backend blas applies to --method exact",
        ),
        (["--depth", "2", "--T", "4", "--rank-backend", "gpu"], "invalid choice: 'gpu'"),
        (["--depth", "2", "--T", "40", "--M", "4"], "needs"),
        (["--depth", "2", "--T", "16", "--method", "rational"], "use --method exact"),
        (["--depth", "2"], "required: --T"),
        (["--depth", "2", "--T", "4", "--bogus"], "unrecognized arguments"),
    ],
)
def test_errors_are_one_line_exit_2(args, needle):
    r = run(*args)
    assert r.returncode == 2
    assert "Traceback" not in r.stderr
    lines = r.stderr.strip().splitlines()
    assert len(lines) == 1 and needle in lines[0], r.stderr
    assert r.stdout == ""


def test_refusals_quote_only_options_the_user_typed():
    """K defaults to M: a refusal of ``--M 4`` must not talk about a ``--K`` nobody typed (issue 11)."""
    err = run("--depth", "3", "--T", "40", "--M", "4").stderr
    assert "--M 4" in err and "--K" not in err
    err = run("--depth", "3", "--T", "40", "--M", "4", "--K", "5").stderr
    assert "--K 5" in err


def test_huge_T_is_refused_at_once():
    """Sizes come from logarithms: K**(T//2) is never formed for T = 10^20 (it would never finish)."""
    import time

    t0 = time.perf_counter()
    r = run("--depth", "3", "--T", "100000000000000000000")
    assert r.returncode == 2 and "bytes" in r.stderr
    assert time.perf_counter() - t0 < 30


def test_a_misspelt_option_is_named_before_the_missing_one():
    # argparse alone says "required: --depth"; the typo is what to fix.
    r = subprocess.run(
        [sys.executable, "-m", "numerics.sep_rank", "--depht", "3", "--T", "6"], capture_output=True, text=True
    )
    assert r.returncode == 2
    assert r.stderr == "sep_rank: error: unrecognized arguments: --depht (did you mean --depth?) (see --help)\n"


def test_an_unreliable_float_rank_marks_every_verdict():
    # Depth 3, T = 8: the spectrum spans ~36 decades and the float rank (33) is far from the exact 81.
    r = subprocess.run(
        [sys.executable, "-m", "numerics.sep_rank", "--depth", "3", "--T", "8", "--method", "svd"],
        capture_output=True,
        text=True,
    )
    assert r.returncode == 0
    verdicts = [
        line
        for line in r.stdout.splitlines()
        if line.rstrip().endswith(("yes", "NO", ")")) and ("rank >=" in line or "rank <=" in line)
    ]
    assert verdicts and all(line.endswith("(float rank, UNRELIABLE)") for line in verdicts)
    assert "trial 0:" in r.stdout and "trial 2:" in r.stdout


def test_a_rank_that_meets_a_proven_upper_bound_is_called_generic():
    """Depth 2, M = 2, R = 3, T = 20: the ideal bound R (((R, s)) - ((R-M, s))) = 3 (C(12, 10) - C(10, 10)) = 195."""
    from math import comb

    ideal = 3 * (comb(12, 10) - comb(10, 10))
    r = run("--depth", "2", "--M", "2", "--R", "3", "--T", "20", "--method", "factorised", "--trials", "1")
    assert r.returncode == 0, r.stderr
    generic = [x for x in r.stdout.splitlines() if x.strip().startswith("generic")]
    assert generic == [
        f"  generic    rank {ideal} = proven upper bound (depth2_ideal): the generic grid rank of this shape "
        f"is {ideal}, whatever the chance below"
    ]


def test_a_rank_below_every_upper_bound_is_not_called_generic():
    """GF(3) drops the rank below the bounds (depth 3, T = 6: side 27); the chance line then says it means nothing."""
    r = run("--depth", "3", "--T", "6", "--prime", "3", "--trials", "1", "--json")
    out = json.loads(r.stdout)
    upper = min(
        v
        for k, v in out["bounds"].items()
        if v is not None and k in ("trivial_upper", "last_input_cap", "end_inputs", "end_state", "depth3_ideal")
    )
    assert out["rank"] < upper
    text = run("--depth", "3", "--T", "6", "--prime", "3", "--trials", "1").stdout
    assert "generic    rank" not in text
    assert "(no information: the weights' sample set is small against that degree)" in text
