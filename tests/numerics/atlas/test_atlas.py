"""The rank atlas: rows equal sep_rank's and an independent recomputation, K > M rows, exports, Dask equals the
local pool. Faults, hostile input and sharing are in test_atlas_reliability.py."""

import json
import subprocess
import sys

import numpy as np
import pytest
from naive import naive_start_end, sympy_rank

from numerics import identity_templates, sep_rank
from numerics.atlas.__main__ import main as atlas_main
from numerics.atlas.db import COLUMNS, atlas_rows, case_key, open_atlas
from numerics.atlas.doc import atlas_document, atlas_markdown, export
from numerics.atlas.run import SKETCH_MIN_SIDE, case_method, entries_exceed, grid_cases, run_atlas
from numerics.cli import parse_values
from racs import ModP, random_rac

VOLATILE = ("seconds", "version")


def stable(rows):
    return [{k: v for k, v in r.items() if k not in VOLATILE} for r in rows]


def rows_of(db):
    with open_atlas(db, create=False) as store:
        return atlas_rows(store)


def test_parse_values_and_grid():
    assert parse_values("2,3,5-7", "M") == [2, 3, 5, 6, 7]
    for bad in ("x", "3-1", "0-2", ""):
        with pytest.raises(ValueError, match="--M"):
            parse_values(bad, "M")
    assert [c["T"] for c in grid_cases([2], [1], [2, 3, 4], [1])] == [2, 4]
    assert {c["K"] for c in grid_cases([3], [1], [2], [1])} == {3}
    pairs = {(c["M"], c["K"]) for c in grid_cases([2, 3], [1], [2], [1], Ks=[2, 3, 4])}
    assert pairs == {(2, 2), (2, 3), (2, 4), (3, 3), (3, 4)}  # K < M left out
    with pytest.raises(ValueError, match="--K has no value >= M=4"):
        grid_cases([2, 4], [1], [2], [1], Ks=[2, 3])


def test_entries_exceed_agrees_with_exact_powers():
    for K in (1, 2, 3, 7):
        for T in range(40):
            for limit in (1, 2, 2**24, 3**20, 10**9):
                assert entries_exceed(K, T, limit) == (K**T > limit), (K, T, limit)
    assert entries_exceed(2, 10**20, 2**24)  # decided without computing 2^(10^20)


def test_keys_are_stable_and_default_K_to_M():
    case = dict(M=2, R=1, T=4, depth=1, trials=1, seed=0)
    assert case_key(case) == case_key({**case, "K": 2}) != case_key({**case, "K": 3})
    assert json.loads(case_key(case)) == {**case, "K": 2}


def test_rows_equal_sep_rank_and_an_independent_recomputation(tmp_path):
    cases = grid_cases([2], [2, 3], [2, 4], [1, 2], trials=2, seed=3)
    run_atlas(cases, tmp_path / "a.sqlite")
    rows = rows_of(tmp_path / "a.sqlite")
    assert len(rows) == len(cases) and all(list(r) == list(COLUMNS) for r in rows)
    for r in rows:
        rep = sep_rank.run(
            sep_rank.build_parser().parse_args(
                [
                    "--depth",
                    str(r["depth"]),
                    "--T",
                    str(r["T"]),
                    "--M",
                    str(r["M"]),
                    "--R",
                    str(r["R"]),
                    "--trials",
                    "2",
                    "--seed",
                    "3",
                    "--method",
                    r["method"],
                ]
            )
        )
        assert (r["rank"], r["trial_ranks"], r["prime"]) == (rep["rank"], rep["trial_ranks"], rep["prime"])
    r = rows[-1]  # independently: naive evaluation and sympy's GF(p) rank
    p, M, T = r["prime"], r["M"], r["T"]
    ranks = []
    for i in range(2):
        rac = random_rac(depth=r["depth"], M=M, R=r["R"], seed=np.random.default_rng([3, i]), field=ModP(p))
        ranks.append(sympy_rank(naive_start_end(rac, T, identity_templates(rac)), p))
    assert r["trial_ranks"] == ranks


def test_templates_beyond_M_rows_equal_an_independent_recomputation(tmp_path):
    """K > M: K random templates per trial, drawn as docs/architecture.md states the seed rule
    (``default_rng([seed, i, 1])``, uniform on GF(p)); rank by naive evaluation and sympy."""
    run_atlas(grid_cases([2], [2], [4], [2], Ks=[2, 3, 4], trials=2, seed=1), tmp_path / "k.sqlite")
    rows = rows_of(tmp_path / "k.sqlite")
    assert [(r["M"], r["K"]) for r in rows] == [(2, 2), (2, 3), (2, 4)]
    for r in rows:
        p, K = r["prime"], r["K"]
        ranks = []
        for i in range(2):
            rac = random_rac(depth=2, M=2, R=2, seed=np.random.default_rng([1, i]), field=ModP(p))
            F = np.eye(2, dtype=np.int64) if K == 2 else np.random.default_rng([1, i, 1]).integers(0, p, size=(K, 2))
            ranks.append(sympy_rank(naive_start_end(rac, 4, F), p))
        assert r["trial_ranks"] == ranks, K
        assert r["rank"] <= min(r["upper_bounds"].values()) <= K**2


def test_low_rank_cases_are_factorised_and_equal_the_sketch_and_the_full_rank(tmp_path):
    cases = grid_cases([2], [1, 2], [20], [1, 2], trials=2, seed=5)  # side 1024, at most 4 D <= side features
    assert 2**10 == SKETCH_MIN_SIDE and {case_method(c) for c in cases} == {"factorised"}
    assert case_method(dict(M=2, R=6, T=20, depth=3)) == "exact"  # upper bound 1024: not low rank
    run_atlas(cases, tmp_path / "a.sqlite")
    for r in rows_of(tmp_path / "a.sqlite"):
        assert r["method"] == "factorised"
        common = [
            "--depth",
            str(r["depth"]),
            "--T",
            "20",
            "--M",
            "2",
            "--R",
            str(r["R"]),
            "--trials",
            "2",
            "--seed",
            "5",
        ]
        sketch = sep_rank.run(sep_rank.build_parser().parse_args(common + ["--method", "sketch"]))
        full = sep_rank.run(sep_rank.build_parser().parse_args(common + ["--method", "exact"]))
        assert r["trial_ranks"] == sketch["trial_ranks"] == full["trial_ranks"]
        assert r["prime"] == sketch["prime"] == full["prime"]


def test_upper_bounds_dominate_the_lower_ones(tmp_path):
    run_atlas(grid_cases([2, 3], [1, 2, 4], [2, 4, 6], [1, 2, 3]), tmp_path / "a.sqlite", workers=2)
    for r in rows_of(tmp_path / "a.sqlite"):
        assert r["rank"] <= r["upper_bound"] == min(r["upper_bounds"].values())
        for k in ("shallow", "theorem1"):
            if k in r["lower_bounds"]:
                assert r["lower_bounds"][k] <= r["upper_bound"]
                assert r["rank"] >= r["lower_bounds"][k]
        assert r["exact"] == (r["rank"] == r["upper_bound"])


def test_rerun_skips_finished_cases(tmp_path):
    cases = grid_cases([2], [1, 2], [2, 4], [1])
    first = run_atlas(cases, tmp_path / "a.sqlite")
    again = run_atlas(cases + cases[:1], tmp_path / "a.sqlite")
    assert (first.ran, first.reused) == (4, 0) and (again.ran, again.reused) == (0, 4)


def test_dask_local_cluster_equals_local_pool(tmp_path):
    distributed = pytest.importorskip("dask.distributed")
    cases = grid_cases([2, 3], [2, 3], [2, 4], [1, 2])
    with distributed.LocalCluster(n_workers=1, threads_per_worker=1, processes=False, dashboard_address=None) as cl:
        run_atlas(cases, tmp_path / "dask.sqlite", scheduler=cl.scheduler_address)
    run_atlas(cases, tmp_path / "pool.sqlite", workers=2)
    assert stable(rows_of(tmp_path / "dask.sqlite")) == stable(rows_of(tmp_path / "pool.sqlite"))


def test_exports(tmp_path):
    run_atlas(grid_cases([2], [2], [2, 4], [1, 2]), tmp_path / "a.sqlite")
    rows = rows_of(tmp_path / "a.sqlite")
    js = json.loads(export(rows, "json"))
    for key in ("M", "K", "R", "T", "depth", "rank", "trials", "lower_bounds", "upper_bound", "exact", "seconds"):
        assert all(key in r for r in js)
    csv_text = export(rows, "csv")
    assert csv_text.splitlines()[0].startswith("M,R,T,depth") and len(csv_text.splitlines()) == len(rows) + 1
    assert atlas_markdown(rows).startswith("| M | depth | R | T=2 | T=4 |")
    assert export(rows, "markdown").startswith("# Rank atlas")


def test_document_keeps_one_hot_rows_and_adds_a_section_for_K_beyond_M(tmp_path):
    from numerics.atlas.doc import pins

    run_atlas(grid_cases([2], [2], [2, 4], [1, 2], Ks=[2, 3]), tmp_path / "a.sqlite")
    rows = rows_of(tmp_path / "a.sqlite")
    one_hot = [r for r in rows if r["K"] == 2]
    without_K = [{k: v for k, v in r.items() if k != "K"} for r in one_hot]  # as the committed rows are
    doc, base = atlas_document(rows), atlas_document(without_K)
    assert "Templates beyond M" not in base and doc.startswith(base.rstrip("\n"))
    extra = doc[len(base.rstrip("\n")) :]
    assert "## Templates beyond M (K > M)" in extra and "### M = 2, K = 3" in extra
    beyond = [r for r in rows if r["K"] == 3]
    assert f"Exact in {sum(r['exact'] for r in beyond)} of {len(beyond)} cases." in extra
    alone = atlas_document(beyond)  # K > M rows only: the section, under the title
    assert alone.startswith("# Rank atlas") and "## Templates beyond M (K > M)" in alone and "\n## M = 2" not in alone
    table = extra[extra.index("| M | depth | R |") :]
    for r in beyond:  # every K = 3 rank appears in its table row
        line = next(ln for ln in table.splitlines() if ln.startswith(f"| 2 | {r['depth']} | {r['R']} |"))
        mark = {"separation": "=", "grid": "~", None: ""}[pins(r)]
        assert f"{r['rank']}{mark}" in line.split("|")[3 + r["T"] // 2]


def run(*args, timeout=120):
    return subprocess.run(
        [sys.executable, "-m", "numerics.atlas", *args], capture_output=True, text=True, timeout=timeout
    )


def cli(capsys, *args):
    """``python -m numerics.atlas ARGS`` in this process: (exit code, stdout, stderr)."""
    try:
        code = atlas_main([str(a) for a in args])
    except SystemExit as exc:  # argparse's own errors
        code = exc.code
    out, err = capsys.readouterr()
    return code, out, err


def test_cli_K_axis(tmp_path, capsys):
    db = tmp_path / "k.sqlite"
    code, _, err = cli(capsys, "--M", "2", "--K", "2-4", "--R", "2", "--T", "2,4", "--depth", "2", "--db", db)
    assert code == 0 and "6 cases run here" in err, err
    assert sorted({(x["K"], x["T"]) for x in rows_of(db)}) == [(K, T) for K in (2, 3, 4) for T in (2, 4)]
    code, _, err = cli(capsys, "--M", "3", "--K", "2", "--R", "2", "--T", "2", "--depth", "2", "--db", db)
    assert code == 2 and err.strip().splitlines() == [
        "atlas: error: --K has no value >= M=3; templates need K >= M (K = M: one-hot)"
    ]


def test_cli_export_without_grid_runs_nothing(tmp_path):
    db = tmp_path / "a.sqlite"
    run_atlas(grid_cases([2], [1], [2], [1]), db)
    r = run("--db", str(db), "--export", "json")
    assert r.returncode == 0 and len(json.loads(r.stdout)) == 1 and "cases run" not in r.stderr


def test_cli_skips_oversized_cases_up_front(tmp_path, capsys):
    code, _, err = cli(
        capsys,
        "--M",
        "2",
        "--R",
        "1",
        "--T",
        "2,30",
        "--depth",
        "1",
        "--db",
        tmp_path / "a.sqlite",
        "--max-entries",
        "1000",
    )
    assert code == 0
    assert "skipped M=2 R=1 T=30 depth=1: M^T = 1073741824 entries > --max-entries 1000" in err
    assert "1 cases run here, 0 already in" in err and "1 skipped" in err


@pytest.mark.parametrize(
    "args, needle",
    [
        (["--M", "2", "--R", "1"], "a grid needs all of --M, --R, --T and --depth"),
        (["--M", "2", "--R", "1", "--T", "3", "--depth", "1"], "no even value"),
        (["--M", "2-x", "--R", "1", "--T", "2", "--depth", "1"], "--M '2-x'"),
        (["--M", "2", "--R", "1", "--T", "2", "--depth", "1", "--trials", "1001"], "--trials 1001: at most 1000"),
        ([], "give a grid"),
        (["--export", "xml"], "invalid choice: 'xml'"),
        (["--workers", "2", "--scheduler", "tcp://x:1", "--export", "json"], "not allowed with argument"),
        (["--connect-timeout", "0", "--export", "json"], "--connect-timeout must be in (0, 3600]"),
    ],
)
def test_cli_errors_are_one_line_exit_2(tmp_path, capsys, args, needle):
    code, out, err = cli(capsys, *args, "--db", tmp_path / "a.sqlite")
    assert code == 2 and out == "" and len(err.strip().splitlines()) == 1 and needle in err, err
