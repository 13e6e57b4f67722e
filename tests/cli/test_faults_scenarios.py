"""The fault scenarios of issues 11 and 34 on the campaign commands: a full disk under the atlas and the depth study
(``RLIMIT_FSIZE`` with ``SIGXFSZ`` ignored, so SQLite's writes fail as on a full device), kill -9 and two writers on
the depth study (``-m slow``), and exports from a read-only filesystem (a user namespace's read-only tmpfs, where
``unshare -rm`` is allowed) or into a writable folder, which must leave no file behind. The unreachable scheduler,
which must leave no file either, is a case of the hostile-input table (tests/cli/faults_cases.py).
"""

from __future__ import annotations

import functools
import json
import resource
import shutil
import signal
import sqlite3
import subprocess
import sys
import time
from pathlib import Path

import pytest
from faults_cases import atlas_row, env, make_fixtures


@pytest.fixture(scope="module")
def folder(tmp_path_factory):
    """The files of the hostile-input table (tests/cli/faults_cases.py), among them an atlas store to export."""
    tmp = tmp_path_factory.mktemp("hostile")
    make_fixtures(tmp)
    return tmp


# ------------------------------------------------------------------ running the campaign commands


def _command(name: str, *args, cwd, **kw) -> subprocess.CompletedProcess:
    """``python -m numerics.NAME ARGS`` in ``cwd``, captured."""
    return subprocess.run(
        [sys.executable, "-m", f"numerics.{name}", *map(str, args)],
        capture_output=True,
        text=True,
        cwd=cwd,
        env=env(),
        timeout=300,
        **kw,
    )


_atlas = functools.partial(_command, "atlas")
_depth_study = functools.partial(_command, "depth_study")


def _disk_full(limit: int):
    """``preexec_fn``: files may grow to ``limit`` bytes, and a write beyond fails (``EFBIG``) instead of killing the
    process (``SIGXFSZ`` ignored): SQLite meets it as it meets a full disk."""

    def setup():
        signal.signal(signal.SIGXFSZ, signal.SIG_IGN)
        resource.setrlimit(resource.RLIMIT_FSIZE, (limit, limit))

    return setup


def _health(db: Path) -> tuple:
    con = sqlite3.connect(str(db))
    try:
        check = con.execute("PRAGMA integrity_check").fetchone()[0]
        dups = con.execute("SELECT COUNT(*) FROM (SELECT 1 FROM store_rows GROUP BY campaign, key HAVING COUNT(*) > 1)")
        return check, dups.fetchone()[0]
    finally:
        con.close()


def _stored(db: Path, campaign: str) -> dict:
    con = sqlite3.connect(str(db))
    try:
        return dict(con.execute("SELECT key, row FROM store_rows WHERE campaign=?", (campaign,)).fetchall())
    finally:
        con.close()


# ------------------------------------------------------------------ a full disk under a campaign

_ATLAS_GRID = ["--M", "2", "--R", "1-3", "--T", "2-12", "--depth", "1-2"]


_DS_GRID = ["--cells", "rnn", "--depth", "1-2", "--params", "40", "--gains", "1,2", "--seeds", "2", "--max-T", "2:8"]


@pytest.mark.parametrize(
    ("command", "grid", "campaign", "cases"),
    [("atlas", _ATLAS_GRID, "atlas", 36), ("depth_study", _DS_GRID, "spectra", 16)],
)
def test_a_full_disk_under_a_campaign_is_one_line_and_a_rerun_completes(tmp_path, command, grid, campaign, cases):
    db = tmp_path / "full.sqlite"
    r = _command(command, *grid, "--db", db.name, cwd=tmp_path, preexec_fn=_disk_full(300_000))
    assert r.returncode == 2 and "Traceback" not in r.stderr, r.stderr
    last = r.stderr.strip().splitlines()[-1]
    assert last.startswith(f"{command}: error: database '{db.name}': disk I/O error"), r.stderr
    if command == "atlas":
        assert "free some space and rerun the same command to resume" in last
    assert _health(db) == ("ok", 0)
    kept = _stored(db, campaign)
    assert 0 < len(kept) < cases  # the disk filled up part way
    r = _command(command, *grid, "--db", db, cwd=tmp_path)
    assert r.returncode == 0, r.stderr
    after = _stored(db, campaign)
    assert len(after) == cases and all(after[k] == v for k, v in kept.items())  # nothing lost, nothing changed
    assert _health(db) == ("ok", 0)


# ------------------------------------------------------------------ kill -9 and two writers on the depth study


def _wait_rows(db: Path, n: int, proc, limit: float = 120) -> bool:
    deadline = time.monotonic() + limit
    while time.monotonic() < deadline and proc.poll() is None:
        try:
            con = sqlite3.connect(f"file:{db}?mode=ro", uri=True, timeout=5)
            try:
                if con.execute("SELECT COUNT(*) FROM store_rows").fetchone()[0] >= n:
                    return True
            finally:
                con.close()
        except sqlite3.OperationalError:
            pass
        time.sleep(0.02)
    return False


#: 288 cases, about 5 s on one core here.
_DS_LONG = ["--cells", "rnn", "lstm", "--depth", "1-3", "--params", "100,300", "--gains", "1,2,3", "--seeds", "2"]
_DS_LONG += ["--max-T", "2:14,3:8"]


@pytest.mark.slow
def test_kill_9_of_the_depth_study_loses_nothing_and_leaves_no_orphans(tmp_path):
    db = tmp_path / "k.sqlite"
    proc = subprocess.Popen(
        [sys.executable, "-m", "numerics.depth_study", "--db", str(db), *_DS_LONG, "--workers", "2"],
        stdout=subprocess.DEVNULL,
        stderr=subprocess.DEVNULL,
        env=env(),
    )
    assert _wait_rows(db, 5, proc), "the study ended before the kill"
    workers = [int(c) for c in Path(f"/proc/{proc.pid}/task/{proc.pid}/children").read_text().split()]
    proc.kill()
    proc.wait()
    deadline = time.monotonic() + 10
    while time.monotonic() < deadline and any(Path(f"/proc/{w}").exists() for w in workers):
        time.sleep(0.05)
    assert not [w for w in workers if Path(f"/proc/{w}").exists()], "workers outlived their parent"
    assert _health(db) == ("ok", 0)
    kept = _stored(db, "spectra")
    r = _depth_study("--db", db, *_DS_LONG, cwd=tmp_path)
    assert r.returncode == 0, r.stderr
    after = _stored(db, "spectra")
    assert all(after[k] == v for k, v in kept.items()) and len(after) > len(kept)
    clean = tmp_path / "clean.sqlite"
    assert _depth_study("--db", clean, *_DS_LONG, cwd=tmp_path).returncode == 0
    assert set(_stored(clean, "spectra")) == set(after)


@pytest.mark.slow
def test_two_depth_studies_on_one_database_share_the_work(tmp_path):
    db = tmp_path / "shared.sqlite"
    procs = [
        subprocess.Popen(
            [sys.executable, "-m", "numerics.depth_study", "--db", str(db), *_DS_LONG],
            stdout=subprocess.PIPE,
            stderr=subprocess.PIPE,
            text=True,
            env=env(),
        )
        for _ in range(2)
    ]
    ran = []
    for p in procs:
        _, err = p.communicate(timeout=600)
        assert p.returncode == 0 and "Traceback" not in err, err
        summary = err.strip().splitlines()[-1]
        ran.append(int(summary.split("ran ")[1].split(",")[0]))
    stored = _stored(db, "spectra")
    assert sum(ran) == len(stored) and _health(db) == ("ok", 0)  # every case computed once
    assert min(ran) > 0, ran  # and both did some of them


# ------------------------------------------------------------------ exports: a read-only filesystem, a writable folder


def _unshare_works() -> bool:
    if not shutil.which("unshare"):
        return False
    return subprocess.run(["unshare", "-rm", "true"], capture_output=True).returncode == 0


def test_exports_work_from_a_read_only_filesystem(tmp_path):
    if not _unshare_works():
        pytest.skip("unshare -rm (a user namespace, for a read-only mount) is not allowed here")
    make_fixtures(tmp_path)
    ro = tmp_path / "ro"
    ro.mkdir()
    py = sys.executable
    script = (
        f"mount -t tmpfs tmpfs {ro} && cp {tmp_path}/atlas.sqlite {tmp_path}/spectra.sqlite {ro}/ && "
        f"mount -o remount,ro {ro} && touch {ro}/x 2>/dev/null; "
        f"{py} -m numerics.atlas --export json --db {ro}/atlas.sqlite > {tmp_path}/atlas.out && "
        f"{py} -m numerics.depth_study --export json --db {ro}/spectra.sqlite > {tmp_path}/spectra.out && "
        f"{py} -m numerics.train --export json --db {ro}/atlas.sqlite; echo train=$?; ls {ro}"
    )
    r = subprocess.run(["unshare", "-rm", "sh", "-c", script], capture_output=True, text=True, timeout=120, env=env())
    assert "Traceback" not in r.stderr, r.stderr
    assert json.loads((tmp_path / "atlas.out").read_text())[0]["rank"] == atlas_row()["rank"], r.stderr
    assert len(json.loads((tmp_path / "spectra.out").read_text())) == 1, r.stderr
    # a store without train rows, read on the read-only filesystem: its one line, not "unable to open"
    assert "train: error: --db" in r.stderr and "holds no train rows" in r.stderr and "train=2" in r.stdout
    assert r.stdout.split()[-2:] == ["atlas.sqlite", "spectra.sqlite"]  # nothing written there (it cannot be)


def test_an_export_writes_nothing_into_a_writable_folder(folder):
    before = sorted(p.name for p in folder.iterdir())
    r = _atlas("--export", "csv", "--db", "atlas.sqlite", cwd=folder)
    assert r.returncode == 0 and r.stdout.count("\n") == 2, r.stderr
    assert sorted(p.name for p in folder.iterdir()) == before  # no -wal or -shm left behind
