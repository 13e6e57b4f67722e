"""``python -m numerics.networks`` as a user runs it."""

import json
import subprocess
import sys

import pytest

from numerics import multiset


def run(*args):
    return subprocess.run(
        [sys.executable, "-m", "numerics.networks", *args], capture_output=True, text=True, timeout=300
    )


def test_issue_command_reports_the_counts():
    r = run("--depth", "3", "--T", "6")
    assert r.returncode == 0, r.stderr
    for text in ("input copies per time step", "basic Start-End units       6", "((3, 2)) = 6", "min-cut"):
        assert text in r.stdout


@pytest.mark.parametrize("L, T", [(1, 4), (2, 6), (3, 4)])
def test_json(L, T):
    r = run("--depth", str(L), "--T", str(T), "--json")
    assert r.returncode == 0, r.stderr
    out = json.loads(r.stdout)
    for key in (
        "nodes",
        "edges",
        "input_copies",
        "basic_units",
        "basic_units_formula",
        "mincut_rank_bound",
        "max_abs_diff",
    ):
        assert key in out
    assert out["basic_units"] == out["basic_units_formula"] == multiset(T // 2, L - 1)
    assert out["max_rel_diff"] < 1e-12
    assert out["measured_rank"] <= out["mincut_rank_bound"]
    assert len(out["input_copies"]) == T and out["input_copies"][-1] == 1


@pytest.mark.parametrize(
    "args, needle",
    [
        (["--depth", "3", "--T", "5"], "--T must be an even integer >= 2, got '5'"),
        (["--depth", "0", "--T", "4"], "--depth must be an integer >= 1"),
        (["--depth", "2", "--T", "4", "--M", "x"], "--M must be an integer"),
        (["--depth", "2", "--T", "20"], "above"),
        (["--depth", "2"], "required: --T"),
        (["--depth", "2", "--T", "6", "--R", "100000"], "copy tensors of R^3 = 1000000000000000 entries"),
        (["--depth", "3", "--T", "6", "--R", "1000", "--max-bytes", "4000000000"], "more than the 3.7 GiB allowed"),
        (["--depth", "100000", "--T", "2"], "above the 20000 that can be contracted"),
        (["--depth", "2", "--T", "100000000000000000000"], "lower T"),
    ],
)
def test_errors_are_one_line_exit_2(args, needle):
    r = run(*args)
    assert r.returncode == 2 and "Traceback" not in r.stderr
    lines = r.stderr.strip().splitlines()
    assert len(lines) == 1 and needle in lines[0], r.stderr
