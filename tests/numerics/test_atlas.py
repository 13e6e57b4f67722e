"""The rank atlas: rows equal sep_rank's, storage survives a kill, Dask equals the local pool."""
import json
import signal
import sqlite3
import subprocess
import sys
import time

import numpy as np
import pytest

from naive import naive_start_end, sympy_rank
from numerics import identity_templates
from numerics import sep_rank
from numerics.cli import parse_values
from numerics.atlas_doc import atlas_markdown, export
from numerics.atlas_run import SKETCH_MIN_SIDE, case_method, grid_cases, run_atlas
from numerics.atlas_db import all_rows, connect
from racs import ModP, random_rac

VOLATILE = ("seconds", "version")


def stable(rows):
    return [{k: v for k, v in r.items() if k not in VOLATILE} for r in rows]


def test_parse_values():
    assert parse_values("2,3,5-7", "M") == [2, 3, 5, 6, 7]
    for bad in ("x", "3-1", "0-2", ""):
        with pytest.raises(ValueError, match="--M"):
            parse_values(bad, "M")
    assert [c["T"] for c in grid_cases([2], [1], [2, 3, 4], [1])] == [2, 4]


def test_rows_equal_sep_rank_and_an_independent_recomputation(tmp_path):
    cases = grid_cases([2], [2, 3], [2, 4], [1, 2], trials=2, seed=3)
    run_atlas(cases, tmp_path / "a.sqlite")
    rows = all_rows(connect(tmp_path / "a.sqlite"))
    assert len(rows) == len(cases)
    for r in rows:
        out = subprocess.run([sys.executable, "-m", "numerics.sep_rank", "--depth", str(r["depth"]), "--T", str(r["T"]),
                              "--M", str(r["M"]), "--R", str(r["R"]), "--trials", "2", "--seed", "3", "--json",
                              "--method", r["method"]], capture_output=True, text=True, check=True)
        rep = json.loads(out.stdout)
        assert (r["rank"], r["trial_ranks"], r["prime"]) == (rep["rank"], rep["trial_ranks"], rep["prime"])
    r = rows[-1]  # independently: naive evaluation and sympy's GF(p) rank
    p, M, T = r["prime"], r["M"], r["T"]
    ranks = []
    for i in range(2):
        rac = random_rac(depth=r["depth"], M=M, R=r["R"], seed=np.random.default_rng([3, i]), field=ModP(p))
        ranks.append(sympy_rank(naive_start_end(rac, T, identity_templates(rac)), p))
    assert r["trial_ranks"] == ranks


def test_low_rank_cases_are_sketched_and_equal_sep_rank_and_the_full_rank(tmp_path):
    cases = grid_cases([2], [1, 2], [20], [1, 2], trials=2, seed=5)  # side 1024, proven rank <= 22
    assert 2 ** 10 == SKETCH_MIN_SIDE and {case_method(c) for c in cases} == {"sketch"}
    assert case_method(dict(M=2, R=6, T=20, depth=3)) == "exact"  # upper bound 1024: not low rank
    run_atlas(cases, tmp_path / "a.sqlite")
    for r in all_rows(connect(tmp_path / "a.sqlite")):
        assert r["method"] == "sketch"
        common = ["--depth", str(r["depth"]), "--T", "20", "--M", "2", "--R", str(r["R"]), "--trials", "2", "--seed", "5"]
        sketch = sep_rank.run(sep_rank.build_parser().parse_args(common + ["--method", "sketch"]))
        full = sep_rank.run(sep_rank.build_parser().parse_args(common + ["--method", "exact"]))
        assert r["trial_ranks"] == sketch["trial_ranks"] == full["trial_ranks"]
        assert r["prime"] == sketch["prime"] == full["prime"]


def test_a_database_from_before_the_method_column_is_upgraded(tmp_path):
    db = tmp_path / "old.sqlite"
    con = sqlite3.connect(str(db))
    con.execute("CREATE TABLE cases (M INTEGER, R INTEGER, T INTEGER, depth INTEGER, trials INTEGER, seed INTEGER, "
                "rank INTEGER NOT NULL, trial_ranks TEXT NOT NULL, prime INTEGER NOT NULL, schwartz_zippel REAL NOT NULL, "
                "lower_bounds TEXT NOT NULL, upper_bound INTEGER NOT NULL, upper_bounds TEXT NOT NULL, "
                "exact INTEGER NOT NULL, seconds REAL NOT NULL, version TEXT NOT NULL, "
                "PRIMARY KEY (M, R, T, depth, trials, seed))")
    con.execute("INSERT INTO cases VALUES (2, 1, 2, 1, 1, 0, 1, '[1]', 101, 0.0, '{}', 1, '{}', 1, 0.1, 'old')")
    con.commit()
    con.close()
    run_atlas(grid_cases([2], [1], [2, 4], [1]), db)
    rows = all_rows(connect(db))
    assert [(r["T"], r["method"], r["version"] == "old") for r in rows] == [(2, "exact", True), (4, "exact", False)]


def test_upper_bounds_dominate_the_lower_ones(tmp_path):
    run_atlas(grid_cases([2, 3], [1, 2, 4], [2, 4, 6], [1, 2, 3]), tmp_path / "a.sqlite", workers=2)
    for r in all_rows(connect(tmp_path / "a.sqlite")):
        assert r["rank"] <= r["upper_bound"] == min(r["upper_bounds"].values())
        for k in ("shallow", "theorem1"):
            if k in r["lower_bounds"]:
                assert r["lower_bounds"][k] <= r["upper_bound"]
                assert r["rank"] >= r["lower_bounds"][k]
        assert r["exact"] == (r["rank"] == r["upper_bound"])


def test_rerun_skips_finished_cases(tmp_path):
    cases = grid_cases([2], [1, 2], [2, 4], [1])
    assert run_atlas(cases, tmp_path / "a.sqlite") == {"run": 4, "skipped": 0}
    assert run_atlas(cases, tmp_path / "a.sqlite") == {"run": 0, "skipped": 4}


def test_killed_run_resumes_without_loss_or_duplicates(tmp_path):
    grid = ["--M", "2", "--R", "1-3", "--T", "2-20", "--depth", "1-3"]
    db = tmp_path / "killed.sqlite"
    proc = subprocess.Popen([sys.executable, "-m", "numerics.atlas", *grid, "--db", str(db)],
                            stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    deadline = time.time() + 120
    n = 0
    while time.time() < deadline:
        if db.exists():
            try:
                n = sqlite3.connect(str(db)).execute("SELECT COUNT(*) FROM cases").fetchone()[0]
            except sqlite3.OperationalError:
                n = 0
        if n >= 5:
            break
        time.sleep(0.05)
    proc.send_signal(signal.SIGKILL)
    proc.wait()
    partial = all_rows(connect(db))
    assert 5 <= len(partial) < 90, "the kill must land mid-sweep"
    subprocess.run([sys.executable, "-m", "numerics.atlas", *grid, "--db", str(db)], check=True,
                   capture_output=True)
    fresh = tmp_path / "fresh.sqlite"
    subprocess.run([sys.executable, "-m", "numerics.atlas", *grid, "--db", str(fresh)], check=True, capture_output=True)
    resumed, clean = all_rows(connect(db)), all_rows(connect(fresh))
    assert len(resumed) == len(clean) == 90
    assert stable(resumed) == stable(clean)
    assert stable(partial) == [r for r in stable(resumed) if r in stable(partial)]


def test_dask_local_cluster_equals_local_pool(tmp_path):
    distributed = pytest.importorskip("dask.distributed")
    cases = grid_cases([2, 3], [2, 3], [2, 4], [1, 2])
    with distributed.LocalCluster(n_workers=1, threads_per_worker=1, processes=False, dashboard_address=None) as cl:
        run_atlas(cases, tmp_path / "dask.sqlite", scheduler=cl.scheduler_address)
    run_atlas(cases, tmp_path / "pool.sqlite", workers=2)
    assert stable(all_rows(connect(tmp_path / "dask.sqlite"))) == stable(all_rows(connect(tmp_path / "pool.sqlite")))


def test_exports(tmp_path):
    run_atlas(grid_cases([2], [2], [2, 4], [1, 2]), tmp_path / "a.sqlite")
    rows = all_rows(connect(tmp_path / "a.sqlite"))
    js = json.loads(export(rows, "json"))
    for key in ("M", "R", "T", "depth", "rank", "trials", "lower_bounds", "upper_bound", "exact", "seconds"):
        assert all(key in r for r in js)
    csv_text = export(rows, "csv")
    assert csv_text.splitlines()[0].startswith("M,R,T,depth") and len(csv_text.splitlines()) == len(rows) + 1
    assert atlas_markdown(rows).startswith("| M | depth | R | T=2 | T=4 |")
    assert export(rows, "markdown").startswith("# Rank atlas")


def run(*args):
    return subprocess.run([sys.executable, "-m", "numerics.atlas", *args], capture_output=True, text=True, timeout=120)


def test_cli_export_without_grid_runs_nothing(tmp_path):
    db = tmp_path / "a.sqlite"
    run_atlas(grid_cases([2], [1], [2], [1]), db)
    r = run("--db", str(db), "--export", "json")
    assert r.returncode == 0 and len(json.loads(r.stdout)) == 1 and "cases run" not in r.stderr


def test_cli_refuses_oversized_cases_up_front(tmp_path):
    r = run("--M", "2", "--R", "1", "--T", "2,30", "--depth", "1", "--db", str(tmp_path / "a.sqlite"),
            "--max-entries", "1000")
    assert r.returncode == 0
    assert "M^T = 1073741824 entries > --max-entries 1000" in r.stderr and "1 cases run" in r.stderr


@pytest.mark.parametrize("args, needle", [
    (["--M", "2", "--R", "1"], "a grid needs all of --M, --R, --T and --depth"),
    (["--M", "2", "--R", "1", "--T", "3", "--depth", "1"], "no even value"),
    (["--M", "2-x", "--R", "1", "--T", "2", "--depth", "1"], "--M '2-x'"),
    ([], "give a grid"),
    (["--export", "xml"], "invalid choice: 'xml'"),
    (["--workers", "2", "--scheduler", "tcp://x:1", "--export", "json"], "not allowed with argument"),
])
def test_cli_errors_are_one_line_exit_2(tmp_path, args, needle):
    r = run(*args, "--db", str(tmp_path / "a.sqlite"))
    assert r.returncode == 2 and "Traceback" not in r.stderr
    assert len(r.stderr.strip().splitlines()) == 1 and needle in r.stderr, r.stderr


def _blas_threads():
    from threadpoolctl import threadpool_info

    return sorted({i["num_threads"] for i in threadpool_info() if i["internal_api"] == "openblas"})


def test_pool_workers_share_the_cores():
    """Each of N workers runs BLAS on its share of the cores, so N workers do not oversubscribe them."""
    from concurrent.futures import ProcessPoolExecutor

    from numerics.atlas_run import _share_cores

    with ProcessPoolExecutor(max_workers=1, initializer=_share_cores, initargs=(1,)) as pool:
        assert pool.submit(_blas_threads).result() == [1]
