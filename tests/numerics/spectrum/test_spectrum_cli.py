"""``python -m numerics.spectrum``: JSON rows, ranges, equal-parameter widths, one-line errors."""

import json
import subprocess
import sys

import pytest

from numerics.spectrum.__main__ import main

KEYS = {
    "cell",
    "depth",
    "R",
    "params",
    "n_in",
    "T",
    "K",
    "gain",
    "seeds",
    "eps_rank",
    "entropy",
    "entropy_centred",
    "precision_floor",
}


def run_json(capsys, *argv):
    assert main(list(argv) + ["--json"]) == 0
    return json.loads(capsys.readouterr().out)


def test_json_rows_cover_the_ranges(capsys):
    rows = run_json(capsys, "--cell", "lstm", "--depth", "1-2", "--R", "3", "--T", "3-6", "--K", "2", "--seeds", "2")
    assert [(r["depth"], r["T"]) for r in rows] == [(1, 4), (1, 6), (2, 4), (2, 6)]  # odd T skipped
    for r in rows:
        assert KEYS <= set(r)
        assert set(r["eps_rank"]) == {"1e-2", "1e-4", "1e-8"}
        assert r["n_in"] == r["K"] == 2 and r["seeds"] == 2 and r["R"] == 3
        assert r["precision_floor"] == 2 ** (r["T"] // 2) * 2.0**-52
        assert r["params"] == sum(4 * (3 * n + 9 + 3) for n in [2, 3][: r["depth"]])  # LSTM hand count


def test_params_picks_collins_width(capsys):
    rows = run_json(capsys, "--cell", "rnn", "--depth", "1-3", "--params", "300", "--T", "4", "--K", "2")
    for r in rows:
        L, R = r["depth"], r["R"]
        count = lambda R: (R * 2 + R * R + R) + (L - 1) * (2 * R * R + R)  # noqa: E731
        assert count(R) <= 300 < count(R + 1) and r["params"] == count(R)


def test_table_output(capsys):
    assert main(["--cell", "scornn", "--depth", "2", "--R", "4", "--T", "4", "--K", "3"]) == 0
    out = capsys.readouterr().out
    assert "scornn" in out and "rank@1e-8" in out and "not certified" in out


@pytest.mark.parametrize(
    "argv,needle",
    [
        (["--cell", "nope", "--depth", "1", "--R", "2", "--T", "4", "--K", "2"], "invalid choice"),
        (["--cell", "rnn", "--depth", "2-1", "--R", "2", "--T", "4", "--K", "2"], "--depth range"),
        (["--cell", "rnn", "--depth", "1", "--R", "0", "--T", "4", "--K", "2"], "--R must be >= 1"),
        (["--cell", "rnn", "--depth", "1", "--R", "2", "--T", "5", "--K", "2"], "even"),
        (["--cell", "rnn", "--depth", "1", "--R", "2", "--params", "9", "--T", "4", "--K", "2"], "not allowed with"),
        (["--cell", "gru", "--depth", "1", "--params", "5", "--T", "4", "--K", "2"], "raise --params"),
        (["--cell", "rnn", "--depth", "1", "--R", "2", "--T", "60", "--K", "3"], "needs"),
        (["--cell", "rnn", "--depth", "1", "--R", "2", "--T", "4", "--K", "2", "--gain", "nan"], "--gain"),
        # a depth-3 RAC's entries have degree 7 in the weights: gain 1e100 overflows (numpy's overflow warnings
        # were printed before the error line), 1e-100 underflows to the zero grid (was reported as rank 0)
        (["--cell", "rac", "--depth", "3", "--R", "3", "--T", "4", "--K", "2", "--gain", "1e100"], "overflowed"),
        (["--cell", "rac", "--depth", "3", "--R", "3", "--T", "4", "--K", "2", "--gain", "1e-100"], "underflowed"),
    ],
)
def test_bad_input_is_one_line_and_exit_2(argv, needle):
    proc = subprocess.run([sys.executable, "-m", "numerics.spectrum", *argv], capture_output=True, text=True)
    assert proc.returncode == 2
    assert proc.stderr.count("\n") == 1 and "Traceback" not in proc.stderr
    assert needle in proc.stderr and proc.stderr.startswith("spectrum: error:")
