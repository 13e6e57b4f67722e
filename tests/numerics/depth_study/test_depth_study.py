"""The depth study: rows against a per-sequence oracle, the case grid, publication, the document, the command line."""

import json
import math
import random
import statistics
import subprocess
import sys
from pathlib import Path

import numpy as np
import pytest
from hypothesis import assume, given, settings
from hypothesis import strategies as st
from naive import naive_cell_grid
from strategies import study_rows, tiny_cases

from numerics.depth_study import (
    StudyGrid,
    case_key,
    committed_spectra,
    compute_case,
    export_json,
    export_rows,
    publish_row,
    study_cases,
)
from numerics.depth_study.__main__ import main
from numerics.depth_study.document import compare, depth_effects, spectra_markdown
from racs.cells import CELLS, init_stack, param_count

ROOT = Path(__file__).resolve().parents[3]
EPS = {"1e-2": 1e-2, "1e-4": 1e-4, "1e-8": 1e-8}


def five(values):
    """median, quartiles (linear interpolation: statistics' inclusive method) and extremes, by the stdlib."""
    if len(values) == 1:
        v = float(values[0])
        return {"median": v, "q1": v, "q3": v, "min": v, "max": v}
    q1, _, q3 = statistics.quantiles(values, n=4, method="inclusive")
    return {"median": statistics.median(values), "q1": q1, "q3": q3, "min": min(values), "max": max(values)}


def oracle_seed(case, seed):
    """The seed's spectrum from the seed equations (tests/naive.py) and a plain numpy SVD, by the definitions
    of issue 12 item 3: e_k, eps-rank, entropies, the floor rule."""
    K, T = case["K"], case["T"]
    stack = init_stack(case["cell"], depth=case["depth"], R=case["R"], n_in=K, gain=case["gain"], seed=seed)
    A = naive_cell_grid(stack, T, [list(r) for r in np.eye(K)])
    M = A.reshape(K ** (T // 2), -1)
    s = np.linalg.svd(M, compute_uv=False)
    total = sum(v * v for v in s)
    errors = [math.sqrt(sum(v * v for v in s[k:]) / total) for k in range(len(s) + 1)]
    side = max(M.shape)
    floor = side * 2.0**-52
    resolution = math.sqrt(side) * floor * s[0] / math.sqrt(total)
    ranks = {
        key: (None if eps <= resolution else min(k for k, e in enumerate(errors) if e <= eps))
        for key, eps in EPS.items()
    }
    ties = any(abs(e - eps) < 1e-9 * max(eps, 1e-300) + 1e-12 for e in errors for eps in EPS.values())

    def entropy(sv):
        t = sum(v * v for v in sv)
        return -sum((v * v / t) * math.log(v * v / t) for v in sv if v > 0)

    sc = np.linalg.svd(M - M.mean(), compute_uv=False)
    return {
        "ranks": ranks,
        "entropy": entropy(s),
        "entropy_centred": entropy(sc),
        "sv": s / s[0],
        "ties": ties,
        "floor": floor,
    }


@given(case=tiny_cases())
@settings(max_examples=20)
def test_row_agrees_with_the_per_sequence_oracle(case):
    seeds = [oracle_seed(case, s) for s in range(case["seeds"])]
    assume(not any(o["ties"] for o in seeds))
    row = compute_case(case)
    assert row["out_of_range"] == 0 and row["side"] == case["K"] ** (case["T"] // 2)
    assert row["params"] == param_count(case["cell"], n_in=case["K"], R=case["R"], depth=case["depth"])
    for key in EPS:
        vals = [o["ranks"][key] for o in seeds]
        if any(v is None for v in vals):
            assert row["eps_rank"][key] is None and row["eps_rank_nulls"][key] == sum(v is None for v in vals)
        else:
            assert row["eps_rank"][key] == five(vals)
    for key in ("entropy", "entropy_centred"):
        expect = five([o[key] for o in seeds])
        for k, v in row[key].items():
            assert v == pytest.approx(expect[k], abs=1e-10)
    sv = np.median([o["sv"] for o in seeds], axis=0)
    kept = sv[sv > seeds[0]["floor"] * 2]  # well above the floor: present in the row
    np.testing.assert_allclose(row["singular_values"][: len(kept)], kept, atol=1e-12)
    assert all(v > row["precision_floor"] for v in row["singular_values"])


def test_shallow_rac_certified_rank_is_its_width():
    # thesis Eq. 2.5 / Claim 1: a depth-1 RAC's generic Start-End rank is min(R, M^(T/2)).
    for R, K, T in [(2, 2, 4), (3, 2, 6), (5, 3, 4)]:
        row = compute_case({"cell": "rac", "depth": 1, "budget": 0, "R": R, "K": K, "T": T, "gain": 1.0, "seeds": 1})
        assert row["certified_rank"]["rank"] == min(R, K ** (T // 2))
    assert (
        compute_case({"cell": "gru", "depth": 1, "budget": 0, "R": 2, "K": 2, "T": 4, "gain": 1.0, "seeds": 1})[
            "certified_rank"
        ]
        is None
    )


@pytest.mark.parametrize("gain", [1e120, 1e-120])
def test_grids_out_of_float_range_are_counted_not_measured(gain):
    case = {"cell": "rac", "depth": 2, "budget": 0, "R": 2, "K": 2, "T": 4, "gain": gain, "seeds": 2}
    stack = init_stack("rac", depth=2, R=2, n_in=2, gain=gain, seed=0)
    with np.errstate(all="ignore"):
        A = naive_cell_grid(stack, 4, [[1.0, 0.0], [0.0, 1.0]])
    assert not np.all(np.isfinite(A)) or np.max(np.abs(A)) < 2.0**-970  # the oracle agrees it is out of range
    row = compute_case(case)
    assert row["out_of_range"] == 2 and row["entropy"] is None and row["singular_values"] == []
    assert all(v is None for v in row["eps_rank"].values())


def test_case_grid():
    grid = StudyGrid(
        cells=("rnn", "lstm"), depths=(1, 3), budgets=(300,), gains=(1.0, 2.0), seeds=2, max_T=((2, 6), (3, 4))
    )
    cases = study_cases(grid)
    assert len(cases) == 2 * 2 * 1 * 2 * (3 + 2)
    assert len({case_key(c) for c in cases}) == len(cases)
    for c in cases:
        count = lambda R: param_count(c["cell"], n_in=c["K"], R=R, depth=c["depth"])  # noqa: E731
        assert count(c["R"]) <= c["budget"] < count(c["R"] + 1)
    assert {(c["K"], c["T"]) for c in cases} == {(2, 2), (2, 4), (2, 6), (3, 2), (3, 4)}
    full = study_cases()
    assert len(full) == len(CELLS) * 3 * 2 * 5 * (7 + 5)


@pytest.mark.parametrize(
    "grid, needle",
    [
        (StudyGrid(cells=("nope",)), "cells"),
        (StudyGrid(gains=(0.0,)), "gains"),
        (StudyGrid(seeds=0), "seeds"),
        (StudyGrid(max_T=((2, 1),)), "max_T"),
        (StudyGrid(budgets=(5,)), "params=5"),
    ],
)
def test_bad_grids(grid, needle):
    with pytest.raises(ValueError, match=needle):
        study_cases(grid)


def test_a_grid_too_large_to_list_is_refused_at_once():
    # 5 * 10^19 cases: counted, never listed (listing them ran out of memory)
    with pytest.raises(ValueError, match="50000000000000000000 cases, more than the 100000 allowed"):
        study_cases(StudyGrid(cells=("rnn",), depths=(1,), budgets=(40,), gains=(1.0,), max_T=((2, 10**20),)))


@pytest.mark.parametrize("change", [{"seeds": 10**20}, {"depths": (10**20,)}, {"seeds": 11, "max_T": ((2, 10**4),)}])
def test_a_case_beyond_the_work_limit_is_refused_at_once(change):
    # seeds x depth x T > 10^5 layer updates; a depth of 10^20 was sized layer by layer before (a hang)
    grid = StudyGrid(**{**dict(cells=("rnn",), depths=(1,), budgets=(40,), gains=(1.0,), max_T=((2, 2),)), **change})
    with pytest.raises(ValueError, match="layer-step updates in Python"):
        study_cases(grid)


def test_a_case_whose_seeds_do_not_fit_is_refused_before_it_runs():
    from racs.memory import TooLargeError

    case = {"cell": "rnn", "depth": 1, "budget": 0, "R": 2, "K": 2, "T": 2, "gain": 1.0, "seeds": 10**20}
    with pytest.raises(TooLargeError, match="spectra of 100000000000000000000 seeds"):
        compute_case(case)


@given(rows=study_rows(), seed=st.integers(0, 99))
def test_export_is_deterministic_and_idempotent(rows, seed):
    shuffled = list(rows)
    random.Random(seed).shuffle(shuffled)
    text = export_json(rows)
    assert text == export_json(shuffled)
    published = json.loads(text)
    assert export_json(published) == text
    for line in text.splitlines()[1:-1]:
        r = json.loads(line.rstrip(","))
        assert list(r) == sorted(r)


def test_export_keeps_the_row_with_most_seeds():
    base = {
        "cell": "rnn",
        "depth": 1,
        "budget": 300,
        "gain": 1.0,
        "K": 2,
        "T": 4,
        "eps_rank": {},
        "entropy": None,
        "entropy_centred": None,
        "singular_values": [0.123456789],
        "precision_floor": 2.0**-50,
    }
    rows = export_rows([{**base, "seeds": 3}, {**base, "seeds": 10}, {**base, "seeds": 5}])
    assert [r["seeds"] for r in rows] == [10] and rows[0]["singular_values"] == [0.1235]


def test_publish_rounds_to_the_digits_the_floor_leaves():
    # floor 2^-50 ~ 8.9e-16 (decade -16): 2/3 keeps 4 digits, 3.3e-14 two (decades -14..-16), 5e-16 one
    row = {
        "eps_rank": {"1e-2": None},
        "singular_values": [1.0, 2.0 / 3.0, 1e-13 / 3, 2.0 / 3.0 * 1e-15],
        "entropy": {"median": 1 / 3, "q1": -1e-17},
        "entropy_centred": None,
        "precision_floor": 2.0**-50,
    }
    out = publish_row(row)
    assert out["entropy"] == {"median": 0.333333333, "q1": 0.0} and str(out["entropy"]["q1"]) == "0.0"
    assert out["singular_values"] == [1.0, 0.6667, 3.3e-14, 7e-16]


def test_compare_rule():
    a = {"q1": 1, "q3": 3, "median": 2}
    assert compare(a, {"q1": 3.5, "q3": 5, "median": 4}) == "raises"
    assert compare(a, {"q1": 3, "q3": 5, "median": 4}) == "unclear"  # touching quartiles are not apart
    assert compare(a, {"q1": 0, "q3": 0.5, "median": 0.2}) == "lowers"
    assert compare(a, None) is None


@given(rows=study_rows())
def test_depth_effects_count_every_setting(rows):
    by = {(r["cell"], r["depth"], r["budget"], r["gain"], r["K"], r["T"]): r for r in rows}
    for cell in ("rnn", "lstm"):
        got = depth_effects(rows, cell=cell, deep=3, key="eps_rank", eps="1e-4")
        expect = {"raises": 0, "lowers": 0, "unclear": 0, "null": 0}
        for (c, L, P, g, K, T), r in by.items():
            if c == cell and L == 1 and T >= 4 and (c, 3, P, g, K, T) in by:
                a, b = r["eps_rank"]["1e-4"], by[(c, 3, P, g, K, T)]["eps_rank"]["1e-4"]
                if a is None or b is None:
                    expect["null"] += 1
                elif b["q1"] > a["q3"]:
                    expect["raises"] += 1
                elif b["q3"] < a["q1"]:
                    expect["lowers"] += 1
                else:
                    expect["unclear"] += 1
        assert {k: got[k] for k in expect} == expect


def test_committed_json_is_a_canonical_export():
    text = (ROOT / "numerics" / "data" / "spectra.json").read_text()
    assert export_json(json.loads(text)) == text


def test_docs_spectra_md_is_generated_from_the_committed_rows():
    assert (ROOT / "docs" / "spectra.md").read_text() == spectra_markdown(committed_spectra()), (
        "regenerate: python -m numerics.depth_study --db DB --export markdown > docs/spectra.md"
    )


def test_committed_rows_cover_the_full_study_and_recompute():
    rows = committed_spectra()
    key = lambda r: (r["cell"], r["depth"], r["budget"], r["gain"], r["K"], r["T"])  # noqa: E731
    assert sorted(map(key, rows)) == sorted(map(key, study_cases()))
    small = [r for r in rows if r["side"] <= 4 and r["gain"] == 1.0 and r["budget"] == 300]
    for r in random.Random(0).sample(small, 6):
        case = {k: r[k] for k in ("cell", "depth", "budget", "R", "K", "T", "gain", "seeds")}
        assert publish_row(compute_case(case)) == r


def run_cli(*args):
    return subprocess.run(
        [sys.executable, "-m", "numerics.depth_study", *args], capture_output=True, text=True, cwd=ROOT, timeout=120
    )


@pytest.mark.parametrize(
    "args, needle",
    [
        (["--gains", "1,x"], "--gains"),
        (["--gains", "0"], "--gains"),
        (["--max-T", "2-14"], "--max-T"),
        (["--max-T", "2:1"], "--max-T"),
        (["--seeds", "0"], "--seeds"),
        (["--cells", "nope"], "--cells"),
        (["--params", "5"], "--params 5"),
        (["--depth", "3-1"], "--depth"),
        (["--workers", "0"], "--workers"),
    ],
)
def test_cli_errors_are_one_line_exit_2(tmp_path, args, needle):
    p = run_cli("--db", str(tmp_path / "s.sqlite"), "--cells", "rnn", "--max-T", "2:2", *args)
    assert p.returncode == 2 and needle in p.stderr and len(p.stderr.strip().splitlines()) == 1, p.stderr
    assert "Traceback" not in p.stderr


def test_cli_store_errors(tmp_path):
    for args in (
        ["--db", str(tmp_path / "missing" / "s.sqlite")],
        ["--db", str(tmp_path / "none.sqlite"), "--export", "json"],
    ):
        p = run_cli(*args, "--cells", "rnn", "--max-T", "2:2")
        assert p.returncode == 2 and len(p.stderr.strip().splitlines()) == 1 and "Traceback" not in p.stderr


def test_cli_runs_resumes_and_exports(tmp_path, capsys):
    db = str(tmp_path / "s.sqlite")
    argv = [
        "--db",
        db,
        "--cells",
        "rnn",
        "rac",
        "--depth",
        "1-2",
        "--params",
        "40",
        "--gains",
        "1",
        "--seeds",
        "2",
        "--max-T",
        "2:4",
    ]
    assert main(argv) == 0
    first = capsys.readouterr()
    assert "ran 8, reused 0" in first.err  # the summary is on stderr, results on stdout (docs/reliability.md)
    assert "ran 8" not in first.out
    assert main(argv) == 0
    assert "ran 0, reused 8" in capsys.readouterr().err
    assert main(["--db", db, "--export", "json"]) == 0
    rows = json.loads(capsys.readouterr().out)
    expect = [
        publish_row(compute_case(c))
        for c in study_cases(
            StudyGrid(cells=("rnn", "rac"), depths=(1, 2), budgets=(40,), gains=(1.0,), seeds=2, max_T=((2, 4),))
        )
    ]
    assert sorted(rows, key=case_key) == sorted(expect, key=case_key)
    assert main(["--db", db, "--export", "markdown"]) == 0
    assert capsys.readouterr().out == spectra_markdown(rows)


def test_ctrl_c_keeps_finished_rows_and_exits_130(tmp_path):
    import signal

    db = str(tmp_path / "s.sqlite")
    args = [
        sys.executable,
        "-m",
        "numerics.depth_study",
        "--db",
        db,
        "--cells",
        "lstm",
        "--max-T",
        "3:8",
        "--workers",
        "2",
    ]
    p = subprocess.Popen(
        args,
        cwd=ROOT,
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
        preexec_fn=lambda: signal.signal(signal.SIGINT, signal.SIG_DFL),
    )
    first = p.stderr.readline()  # the first finished case
    p.send_signal(signal.SIGINT)
    rest = p.communicate(timeout=60)[1]
    assert "cases" in first and p.returncode == 130, (first, rest)  # the message, should it fail again
    lines = [l for l in rest.splitlines() if "cases" not in l]
    assert len(lines) == 1 and "interrupted" in lines[0] and db in lines[0] and "Traceback" not in rest
    kept = run_cli("--db", db, "--export", "json")
    assert kept.returncode == 0 and len(json.loads(kept.stdout)) >= 1  # at least the case reported finished
