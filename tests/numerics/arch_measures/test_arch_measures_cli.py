"""``python -m numerics.arch_measures``: JSON with exact fractions, the --all table, one-line errors, exit 2."""

import json
import subprocess
import sys

import pytest

from numerics.arch_measures.__main__ import main
from racs.archgraph import BUILTINS, ZOO


def _run(capsys, *argv):
    rc = main(list(argv))
    out, err = capsys.readouterr()
    return rc, out, err


def test_json_for_a_paper_figure(capsys):
    rc, out, _ = _run(capsys, "--arch", "td", "--json")
    r = json.loads(out)
    assert rc == 0 and (r["d_r"], r["d_f"], r["s"]) == ("2", "3", "1")  # Fig. 2(a): td has (d_r, d_f) = (2, 3)


def test_json_fraction_as_string_from_a_file(capsys, tmp_path):
    # Fig. 5(b)(3) with k = 3 written by hand: s = k/2 = 3/2 (Sec. 4.5)
    g = {
        "nodes": [
            {"name": "x", "kind": "input"},
            {"name": "h1", "kind": "hidden"},
            {"name": "h2", "kind": "hidden"},
            {"name": "y", "kind": "output"},
        ],
        "edges": [["x", "h1", 0], ["h1", "h1", 1], ["h1", "h2", 0], ["h2", "h2", 1], ["h2", "y", 0], ["h2", "h1", 3]],
    }
    (tmp_path / "g.json").write_text(json.dumps(g))
    rc, out, _ = _run(capsys, "--graph", str(tmp_path / "g.json"), "--json")
    assert rc == 0 and json.loads(out)["s"] == "3/2"


def test_zoo_depth_and_table(capsys):
    rc, out, _ = _run(capsys, "--arch", "lstm", "--depth", "3")
    assert rc == 0 and "d_r = 1" in out and "d_f = 4" in out


def test_all_tabulates_every_builtin(capsys):
    rc, out, _ = _run(capsys, "--all", "--json")
    names = {r["name"] for r in json.loads(out)["rows"]}
    assert rc == 0 and set(BUILTINS) <= names and {f"{a}_L3" for a in ZOO} <= names
    assert {f"{a}_gate_L2" for a in ZOO} <= names


@pytest.mark.parametrize(
    "argv, needle",
    [
        (["--arch", "nope"], "unknown architecture 'nope'"),
        (["--arch", "sh", "--depth", "2"], "drop --depth 2"),
        (["--arch", "rnn", "--depth", "0"], "--depth must be an integer >= 1"),
        (["--all", "--depth", "2"], "--depth goes with --arch only"),
        (["--arch", "sh", "--all"], "not allowed with"),
        ([], "one of the arguments"),
    ],
)
def test_bad_arguments_one_line_exit_2(capsys, argv, needle):
    try:
        code = main(argv)
    except SystemExit as exc:  # argparse-level errors exit from the parser
        code = exc.code
    err = capsys.readouterr().err
    assert code == 2 and needle in err and err.count("\n") == 1


@pytest.mark.parametrize(
    "text, needle",
    [
        ("{broken", "is not JSON"),
        (
            '{"nodes": [{"name": "x", "kind": "input"}, {"name": "h", "kind": "hidden"}, {"name": "y", "kind": "output"}], '
            '"edges": [["x", "h", 0], ["h", "h", 0], ["h", "y", 0]]}',
            "delay sum 0",
        ),
        (
            '{"period": 2, "nodes": [{"name": "x", "kind": "input"}, {"name": "h", "kind": "hidden"}, '
            '{"name": "y", "kind": "output", "phase": 1}], "edges": [["x", "h", 0], ["h", "h", 2], ["h", "y", 0]]}',
            "mod period 2",
        ),
    ],
)
def test_bad_files_exit_2_in_a_subprocess(tmp_path, text, needle):
    (tmp_path / "bad.json").write_text(text)
    p = subprocess.run(
        [sys.executable, "-m", "numerics.arch_measures", "--graph", str(tmp_path / "bad.json")],
        capture_output=True,
        text=True,
    )
    assert p.returncode == 2 and needle in p.stderr and p.stderr.count("\n") == 1 and "Traceback" not in p.stderr
    assert str(tmp_path / "bad.json") in p.stderr


def test_missing_file(capsys, tmp_path):
    rc, _, err = _run(capsys, "--graph", str(tmp_path / "none.json"))
    assert rc == 2 and "cannot read" in err
