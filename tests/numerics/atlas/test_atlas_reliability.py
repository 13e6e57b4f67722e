"""The atlas under hostile input and faults (issue 11): every row of the issue as a subprocess, an argv fuzzer
under a memory and time cap, kills at seeded random points, Ctrl-C, two processes on one database, progress.

Figures quoted in docs/reliability.md come from ``pytest -m slow`` on this file (counts are printed
with ``-s``).
"""

import os
import pty
import re
import resource
import select
import signal
import sqlite3
import subprocess
import sys
import time
from pathlib import Path

import numpy as np
import pytest
from hypothesis import given, settings
from strategies import atlas_argv

from numerics.atlas.db import atlas_rows, open_atlas
from numerics.campaigns.run import run_campaign
from numerics.campaigns.store import open_store
from racs import format_bytes, rac_nbytes

ATLAS = [sys.executable, "-m", "numerics.atlas"]
VOLATILE = ("seconds", "version")
#: R 1-3 x T 2..16 (8 even values) x depth 1-3: 72 cases, each well under a second.
GRID = ["--M", "2", "--R", "1-3", "--T", "2-16", "--depth", "1-3"]
GRID_CASES = 72


def atlas(*args, timeout=120, **kw):
    return subprocess.run([*ATLAS, *map(str, args)], capture_output=True, text=True, timeout=timeout, **kw)


def stable(rows):
    return [{k: v for k, v in r.items() if k not in VOLATILE} for r in rows]


def rows_of(db):
    with open_atlas(db, create=False) as store:
        return atlas_rows(store)


def count_rows(db) -> int:
    try:
        con = sqlite3.connect(f"file:{db}?mode=ro", uri=True, timeout=5)
        try:
            return con.execute("SELECT COUNT(*) FROM store_rows").fetchone()[0]
        finally:
            con.close()
    except sqlite3.OperationalError:  # not created yet
        return 0


def wait_for_rows(db, n, proc, limit=120.0):
    deadline = time.time() + limit
    while time.time() < deadline and proc.poll() is None:
        if count_rows(db) >= n:
            return True
        time.sleep(0.02)
    return False


def children(pid: int) -> list[int]:
    try:
        return [int(c) for c in Path(f"/proc/{pid}/task/{pid}/children").read_text().split()]
    except OSError:
        return []


def alive(pid: int) -> bool:
    try:
        state = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()[0]
    except OSError:
        return False
    return state != "Z"


def wait_gone(pids, limit=10.0) -> bool:
    deadline = time.time() + limit
    while time.time() < deadline:
        if not any(alive(p) for p in pids):
            return True
        time.sleep(0.05)
    return False


def db_health(db):
    """``PRAGMA integrity_check`` and the keys stored more than once (none, by the primary key)."""
    con = sqlite3.connect(str(db))
    try:
        check = con.execute("PRAGMA integrity_check").fetchone()[0]
        dups = con.execute(
            "SELECT campaign, key, COUNT(*) FROM store_rows GROUP BY campaign, key HAVING COUNT(*) > 1"
        ).fetchall()
    finally:
        con.close()
    return check, dups


@pytest.fixture(scope="module")
def clean_rows(tmp_path_factory):
    db = tmp_path_factory.mktemp("clean") / "clean.sqlite"
    r = atlas(*GRID, "--db", db)
    assert r.returncode == 0, r.stderr
    rows = rows_of(db)
    assert len(rows) == GRID_CASES
    return stable(rows)


# ------------------------------------------------------------------ the rows of issue 11


def one_line(r):
    lines = r.stderr.strip().splitlines()
    return r.returncode == 2 and len(lines) == 1 and "Traceback" not in r.stderr, r.stderr


@pytest.mark.parametrize(
    "args, needle",
    [
        (
            ["--M", "2", "--R", "1", "--T", "2-100000000000000000000", "--depth", "1"],
            "the grid has 1e+20 cases (--M 1 x --R 1 x --T 1e+20 x --depth 1 values)",
        ),
        # the weights alone: racs.rac_nbytes (the plan certified_rank refuses with) and the templates
        (
            ["--M", "2", "--R", "100000", "--T", "2", "--depth", "1"],
            f"M=2 R=100000 T=2 depth=1: needs {format_bytes(rac_nbytes(depth=1, M=2, R=100000) + 8 * 2 * 2)}",
        ),
        (
            ["--M", "2", "--R", "100000", "--T", "2", "--depth", "100000"],
            f"needs {format_bytes(rac_nbytes(depth=100000, M=2, R=100000) + 8 * 2 * 2)}",
        ),
        (
            ["--M", "2", "--R", "1", "--T", "2", "--depth", "100000000000"],
            f"needs {format_bytes(rac_nbytes(depth=100000000000, M=2, R=1) + 8 * 2 * 2)} (weights",
        ),
        (
            ["--M", "2", "--R", "1", "--T", "100000000000000000000", "--depth", "1"],
            "M^T = 2^100000000000000000000 entries > --max-entries",
        ),
    ],
)
def test_oversized_grids_are_refused_at_once_with_their_size(tmp_path, args, needle):
    t = time.monotonic()
    r = atlas(*args, "--db", tmp_path / "a.sqlite")
    assert one_line(r)[0], r.stderr
    assert needle in r.stderr
    assert time.monotonic() - t < 30 and not (tmp_path / "a.sqlite").exists()


def test_a_case_over_the_memory_plan_is_skipped_and_the_rest_runs(tmp_path):
    r = atlas(
        "--M",
        "4",
        "--R",
        "4",
        "--T",
        "2,16",
        "--depth",
        "3",
        "--max-entries",
        "10000000000",
        "--max-bytes",
        "2000000000",
        "--db",
        tmp_path / "a.sqlite",
    )
    assert r.returncode == 0 and "Traceback" not in r.stderr
    assert (
        "atlas: skipped M=4 R=4 T=16 depth=3: needs 33.3 GiB (weights, grid tensor and rank), more than the "
        "1.9 GiB one case may plan (--max-bytes 2000000000)"
    ) in r.stderr
    assert "1 cases run here, 0 already in" in r.stderr and "1 skipped, 0 failed" in r.stderr
    assert [(x["T"], x["rank"]) for x in rows_of(tmp_path / "a.sqlite")] == [(2, 4)]  # min{R, M} at T = 2


@pytest.mark.parametrize("kind", ["text", "random bytes", "directory", "empty name"])
def test_a_db_that_is_not_a_database_is_one_line_and_left_untouched(tmp_path, kind):
    rng = np.random.default_rng(11)
    path = {
        "text": tmp_path / "notes.txt",
        "random bytes": tmp_path / "noise.bin",
        "directory": tmp_path / "d",
        "empty name": "",
    }[kind]
    (tmp_path / "notes.txt").write_text("M=2 R=3 are my notes\n")
    (tmp_path / "noise.bin").write_bytes(rng.integers(0, 256, 4096, dtype=np.uint8).tobytes())
    (tmp_path / "d").mkdir()
    before = {p.name: p.read_bytes() for p in tmp_path.iterdir() if p.is_file()}
    r = atlas("--M", "2", "--R", "1", "--T", "2", "--depth", "1", "--db", path, cwd=tmp_path)
    assert one_line(r)[0]
    expect = {
        "text": "'{p}' is not an SQLite database (it holds text",
        "random bytes": "'{p}' is not an SQLite database (it holds binary data)",
        "directory": "'{p}' is a directory",
        "empty name": "database path '' is empty",
    }[kind].format(p=path)
    assert expect in r.stderr
    assert {p.name: p.read_bytes() for p in tmp_path.iterdir() if p.is_file()} == before
    assert sorted(p.name for p in tmp_path.iterdir()) == ["d", "noise.bin", "notes.txt"]


def test_export_of_a_missing_or_empty_database(tmp_path):
    r = atlas("--export", "json", "--db", "/typo/none.sqlite")
    assert one_line(r)[0] and "atlas: error: no such database: '/typo/none.sqlite'" in r.stderr
    assert not Path("/typo").exists()
    r = atlas("--export", "json", "--db", tmp_path / "none.sqlite")
    assert one_line(r)[0] and "no such database" in r.stderr and not (tmp_path / "none.sqlite").exists()
    with open_store(tmp_path / "other.sqlite", campaign="spectra") as s:  # a store without atlas rows
        s.put("k", {"x": 1})
    r = atlas("--export", "markdown", "--db", tmp_path / "other.sqlite")
    assert one_line(r)[0] and "database is empty" in r.stderr and r.stdout == ""


def test_unreachable_scheduler_is_one_line_within_10_s(tmp_path):
    pytest.importorskip("dask.distributed")
    t = time.monotonic()
    r = atlas(
        "--M",
        "2",
        "--R",
        "1",
        "--T",
        "2",
        "--depth",
        "1",
        "--db",
        tmp_path / "a.sqlite",
        "--scheduler",
        "tcp://127.0.0.1:1",
    )
    assert time.monotonic() - t < 10 + 5  # the option's 10 s and the interpreter's start
    assert one_line(r)[0] and "cannot reach the Dask scheduler 'tcp://127.0.0.1:1'" in r.stderr


def test_without_dask_the_scheduler_asks_for_the_cluster_extra(tmp_path):
    code = (
        "import sys; sys.modules['dask'] = sys.modules['distributed'] = None; "
        "from numerics.atlas.__main__ import main; sys.exit(main(sys.argv[1:]))"
    )
    r = subprocess.run(
        [
            sys.executable,
            "-c",
            code,
            "--M",
            "2",
            "--R",
            "1",
            "--T",
            "2",
            "--depth",
            "1",
            "--db",
            str(tmp_path / "a.sqlite"),
            "--scheduler",
            "tcp://127.0.0.1:1",
        ],
        capture_output=True,
        text=True,
        timeout=60,
    )
    assert one_line(r)[0] and "pip install 'racs-lab[cluster]'" in r.stderr


# ------------------------------------------------------------------ processes


def test_workers_die_within_seconds_when_the_parent_is_killed(tmp_path):
    db = tmp_path / "a.sqlite"
    proc = subprocess.Popen(
        [*ATLAS, *GRID, "--db", str(db), "--workers", "2"], stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL
    )
    assert wait_for_rows(db, 1, proc)
    workers = children(proc.pid)
    assert len(workers) == 2
    proc.kill()
    proc.wait()
    assert wait_gone(workers, 5.0), [p for p in workers if alive(p)]


def test_ctrl_c_stops_the_workers_and_says_how_many_cases_are_saved(tmp_path):
    db = tmp_path / "a.sqlite"
    proc = subprocess.Popen(
        [*ATLAS, *GRID, "--db", str(db), "--workers", "2"],
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
        start_new_session=True,
    )
    assert wait_for_rows(db, 3, proc)
    workers = children(proc.pid)
    os.killpg(proc.pid, signal.SIGINT)  # as a terminal does: the whole process group
    _out, err = proc.communicate(timeout=30)
    assert proc.returncode == 130, err
    n = count_rows(db)
    assert err.strip().splitlines()[-1] == (
        f"atlas: interrupted; {n} cases saved in {db} ({n} this run); rerun the same command to resume"
    )
    assert "Traceback" not in err and wait_gone(workers, 5.0)
    check, dups = db_health(db)
    assert (check, dups) == ("ok", [])
    con = sqlite3.connect(str(db))
    assert con.execute("SELECT COUNT(*) FROM store_claims").fetchone() == (0,)  # released, not left to die


SUMMARY = re.compile(r"atlas: (\d+) cases run here(?:, (\d+) by another process)?, (\d+) already in")


def test_two_processes_share_one_database_and_count_truly(tmp_path, clean_rows):
    db = tmp_path / "shared.sqlite"
    procs = [
        subprocess.Popen([*ATLAS, *GRID, "--db", str(db)], stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, text=True)
        for _ in range(2)
    ]
    counts = []
    for p in procs:
        _, err = p.communicate(timeout=300)
        assert p.returncode == 0, err
        ran, others, reused = SUMMARY.search(err).groups()
        counts.append((int(ran), int(others or 0), int(reused)))
    assert sum(c[0] for c in counts) == GRID_CASES  # every case computed exactly once
    assert all(ran + others + reused == GRID_CASES for ran, others, reused in counts)
    assert stable(rows_of(db)) == clean_rows


# ------------------------------------------------------------------ progress


def sleep_for(case):
    time.sleep(case["s"])
    return dict(case)


def _eta_misses(db) -> list:
    """One 2-worker campaign of sleeping cases whose cost is their time: the ETAs after 10% of the time that miss
    the time actually left by more than 2x (and by more than 0.3 s), as ``(left, eta)``."""
    rng = np.random.default_rng(4)
    cases = [{"i": i, "s": float(s)} for i, s in enumerate(rng.uniform(0.02, 0.3, 24))]
    seen = []
    with open_store(db, campaign="eta") as store:
        t0 = time.perf_counter()
        run_campaign(
            store,
            cases,
            sleep_for,
            key=lambda c: str(c["i"]),
            workers=2,
            cost=lambda c: c["s"],
            progress=lambda d, t, e: seen.append((time.perf_counter(), d, t, e)),
        )
        end = time.perf_counter()
    late = [(end - at, eta) for at, d, t, eta in seen if at - t0 >= 0.1 * (end - t0) and d < t]
    assert late
    return [(left, eta) for left, eta in late if not (eta / 2 <= left <= 2 * eta or abs(left - eta) < 0.3)]


def test_eta_is_within_2x_after_a_tenth_of_the_work(tmp_path):
    """Cases whose cost says how long they take (up to noise): every ETA after 10% of the time is within 2x of
    the time that was actually left (or within 0.3 s when little is left). Wall-clock timing on a shared machine:
    the parallel test runner's other worker can load both cores during one run and skew its per-case overhead (a
    fresh-clone run once saw an ETA of 4.2 s with 2.0 s left), so the campaign gets three tries and one must be
    clean; an ETA rule that is wrong misses in all three."""
    misses = []
    for attempt in range(3):
        misses = _eta_misses(tmp_path / f"e{attempt}.sqlite")
        if not misses:
            break
    assert not misses, misses


def test_a_terminal_gets_a_tqdm_bar_and_a_pipe_gets_lines(tmp_path):
    pytest.importorskip("tqdm")
    master, slave = pty.openpty()
    proc = subprocess.Popen(
        [*ATLAS, "--M", "2", "--R", "1-2", "--T", "2-6", "--depth", "1", "--db", str(tmp_path / "a.sqlite")],
        stdout=subprocess.DEVNULL,
        stderr=slave,
    )
    os.close(slave)
    out = b""
    while True:
        ready, _, _ = select.select([master], [], [], 60)
        try:
            chunk = os.read(master, 4096) if ready else b""
        except OSError:  # the child closed the terminal
            chunk = b""
        if not chunk:
            break
        out += chunk
    proc.wait(timeout=60)
    os.close(master)
    text = out.decode()
    assert proc.returncode == 0 and "\r" in text and "6/6" in text and "ETA" in text and "█" in text
    r = atlas("--M", "2", "--R", "1-2", "--T", "2-6", "--depth", "1", "--db", tmp_path / "a.sqlite")  # a pipe
    assert r.stderr.splitlines()[:-1] == []  # nothing left to run: no progress at all
    r = atlas("--M", "2", "--R", "3", "--T", "2-4", "--depth", "1", "--db", tmp_path / "a.sqlite")
    lines = r.stderr.splitlines()
    assert [ln.split(", ETA")[0] for ln in lines[:-1]] == ["atlas: 1/2 cases", "atlas: 2/2 cases"]
    assert "\r" not in r.stderr and "█" not in r.stderr


# ------------------------------------------------------------------ faults


def _kill_and_resume(tmp_path, clean_rows, rng, *, target: str, workers: int):
    """Run the grid, kill the parent or a worker with SIGKILL once ``n`` rows are in (n seeded), check the file,
    rerun to completion. Returns the number of rows the kill lost (rows seen before, missing or changed after)."""
    db = tmp_path / f"kill_{target}_{rng.integers(1 << 30)}.sqlite"
    proc = subprocess.Popen(
        [*ATLAS, *GRID, "--db", str(db), "--workers", str(workers)],
        stdout=subprocess.DEVNULL,
        stderr=subprocess.DEVNULL,
    )
    at = int(rng.integers(1, GRID_CASES - 10))
    assert wait_for_rows(db, at, proc), "the run ended before the kill point"
    time.sleep(float(rng.uniform(0, 0.2)))
    victims = [proc.pid] if target == "parent" else children(proc.pid)[:1]
    for pid in victims:
        os.kill(pid, signal.SIGKILL)
    if target == "parent":
        proc.wait()
    else:
        assert proc.wait(timeout=300) == 0  # the parent carries on without the worker
    check, dups = db_health(db)
    assert (check, dups) == ("ok", [])
    partial = stable(rows_of(db))
    r = atlas(*GRID, "--db", db, "--workers", workers, timeout=300)
    assert r.returncode == 0, r.stderr
    resumed = stable(rows_of(db))
    assert resumed == clean_rows
    assert db_health(db) == ("ok", [])
    return sum(row not in resumed for row in partial)


@pytest.mark.parametrize("target, workers, seed", [("parent", 2, 0), ("worker", 2, 1)])
def test_killed_at_a_random_point_the_atlas_resumes_to_a_clean_runs_rows(tmp_path, clean_rows, target, workers, seed):
    assert _kill_and_resume(tmp_path, clean_rows, np.random.default_rng(seed), target=target, workers=workers) == 0


@pytest.mark.slow
def test_many_kills(tmp_path, clean_rows):
    rng = np.random.default_rng(2026)
    kills = lost = 0
    for i in range(12):
        target = ("parent", "worker")[i % 2]
        lost += _kill_and_resume(
            tmp_path, clean_rows, rng, target=target, workers=int(rng.integers(1, 3)) if target == "parent" else 2
        )
        kills += 1
    print(f"\nkills survived: {kills}, rows lost: {lost}")
    assert lost == 0


def _free_port() -> int:
    import socket

    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        return sock.getsockname()[1]


@pytest.mark.slow
def test_a_killed_dask_scheduler_is_one_line_and_a_rerun_completes(tmp_path, clean_rows):
    pytest.importorskip("dask.distributed")
    port = _free_port()
    address = f"tcp://127.0.0.1:{port}"
    quiet = dict(stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    scheduler = subprocess.Popen(
        [sys.executable, "-m", "distributed.cli.dask_scheduler", "--port", str(port), "--no-dashboard"], **quiet
    )
    worker = subprocess.Popen(
        [sys.executable, "-m", "distributed.cli.dask_worker", address, "--nthreads", "1", "--no-dashboard"], **quiet
    )
    try:
        deadline = time.time() + 90
        while (
            probe := atlas(
                "--M",
                "2",
                "--R",
                "1",
                "--T",
                "2",
                "--depth",
                "1",
                "--db",
                tmp_path / "probe.sqlite",
                "--scheduler",
                address,
                "--connect-timeout",
                "2",
            )
        ).returncode != 0:
            assert one_line(probe)[0] and time.time() < deadline, probe.stderr  # not up yet, or no worker yet
            time.sleep(1)
        db = tmp_path / "dask.sqlite"
        proc = subprocess.Popen(
            [*ATLAS, *GRID, "--db", str(db), "--scheduler", address],
            stdout=subprocess.DEVNULL,
            stderr=subprocess.PIPE,
            text=True,
        )
        assert wait_for_rows(db, int(np.random.default_rng(7).integers(2, 40)), proc)
        scheduler.kill()
        _, err = proc.communicate(timeout=120)
        assert proc.returncode == 2 and err.strip().splitlines()[-1].startswith(
            f"atlas: error: lost the Dask scheduler '{address}'"
        ), err
        assert "Traceback" not in err and db_health(db) == ("ok", [])
    finally:
        for p in (scheduler, worker):
            p.kill()
            p.wait()
    r = atlas(*GRID, "--db", db, timeout=300)
    assert r.returncode == 0 and stable(rows_of(db)) == clean_rows


# ------------------------------------------------------------------ fuzz

FUZZ_LIMIT_S = 60
FUZZ_MEMORY = 6 * 2**30
TRIED = []


def _cap():
    resource.setrlimit(resource.RLIMIT_AS, (FUZZ_MEMORY, FUZZ_MEMORY))


def _fuzz_one(tmp: Path, argv):
    for name, content in (("text.txt", b"not a database\n"), ("bytes.bin", bytes(range(256)))):
        if not (tmp / name).exists():
            (tmp / name).write_bytes(content)
    if not (tmp / "fifo").exists():  # issue 34: a FIFO as --db hung for ever
        os.mkfifo(tmp / "fifo")
    con = sqlite3.connect(str(tmp / "foreign.sqlite"))  # another program's database: refused, untouched
    con.execute("CREATE TABLE IF NOT EXISTS people (name TEXT)")
    con.commit()
    con.close()
    argv = [a.replace("{tmp}", str(tmp)) for a in argv]
    r = subprocess.run([*ATLAS, *argv], capture_output=True, text=True, timeout=FUZZ_LIMIT_S, preexec_fn=_cap)
    TRIED.append(r.returncode)
    assert "Traceback" not in r.stderr, (argv, r.stderr)
    if r.returncode == 2:
        assert len(r.stderr.strip().splitlines()) == 1, (argv, r.stderr)
    else:
        assert r.returncode == 0, (argv, r.returncode, r.stderr)
        assert r.stdout or "cases run here" in r.stderr or "refreshed the bounds" in r.stderr, (argv, r.stderr)


@given(argv=atlas_argv())
@settings(max_examples=5)
def test_fuzzed_argv_exit_0_or_one_line_exit_2(tmp_path_factory, argv):
    _fuzz_one(tmp_path_factory.mktemp("fuzz"), argv)


@pytest.mark.slow
@given(argv=atlas_argv())
@settings(max_examples=200)
def test_fuzzed_argv_many(tmp_path_factory, argv):
    _fuzz_one(tmp_path_factory.mktemp("fuzz"), argv)


@pytest.mark.slow
def test_report_fuzz_count():
    """Run after the fuzz tests (``-s``): how many argv were tried in this session."""
    print(f"\nargv tried: {len(TRIED)} (exit 0: {TRIED.count(0)}, exit 2: {TRIED.count(2)})")
