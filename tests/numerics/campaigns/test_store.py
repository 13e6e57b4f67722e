"""The campaign store: refusals that leave files untouched, rows as a dict model keeps them, campaigns,
claims, and run_campaign against a plain loop over the cases."""

import json
import os
import re
import signal
import sqlite3
import subprocess
import sys
import time

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from strategies import store_keys, store_rows

from numerics.campaigns.run import CampaignSummary, run_campaign
from numerics.campaigns.store import SQLITE_HEADER, StoreError, open_store
from numerics.campaigns.workers import _Eta
from racs.memory import TooLargeError


def key(case):
    return json.dumps(case, sort_keys=True)


def square(case):
    if case["n"] < 0:
        raise TooLargeError(f"n={case['n']} refused")
    if case["n"] == 13:
        raise RuntimeError("unlucky")
    return {"n": case["n"], "square": case["n"] ** 2}


def kill_own_worker(case):
    if case["n"] == 3:
        os._exit(9)  # as the OOM killer would
    return square(case)


def blas_threads(case):
    from threadpoolctl import threadpool_info

    return {"threads": sorted({i["num_threads"] for i in threadpool_info() if i["internal_api"] == "openblas"})}


# ------------------------------------------------------------------ opening


def _bytes(path):
    return path.read_bytes() if path.exists() else None


@pytest.mark.parametrize(
    "kind, needle",
    [
        ("text", "is not an SQLite database (it holds text"),
        ("bytes", "is not an SQLite database (it holds binary data)"),
        ("almost", "is not an SQLite database"),
        ("dir", "is a directory"),
        ("empty_name", "database path '' is empty"),
        ("no_folder", "does not exist; create it"),
        ("under_file", "is not a folder"),
    ],
)
def test_bad_paths_are_one_line_value_errors_and_leave_files_untouched(tmp_path, kind, needle):
    target = {
        "text": tmp_path / "t.txt",
        "bytes": tmp_path / "b.bin",
        "almost": tmp_path / "a.db",
        "dir": tmp_path,
        "empty_name": "",
        "no_folder": tmp_path / "none" / "x.sqlite",
        "under_file": tmp_path / "t.txt" / "x.sqlite",
    }[kind]
    (tmp_path / "t.txt").write_text("hello\nworld\n")
    (tmp_path / "b.bin").write_bytes(bytes(range(200, 256)) * 3)
    (tmp_path / "a.db").write_bytes(SQLITE_HEADER[:-1] + b"!" + b"\0" * 100)
    before = {p.name: p.read_bytes() for p in tmp_path.iterdir() if p.is_file()}
    with pytest.raises(ValueError) as err:
        open_store(target, campaign="c")
    assert isinstance(err.value, StoreError) and needle in str(err.value) and "\n" not in str(err.value)
    if kind not in ("empty_name",):
        assert str(target) in str(err.value) or repr(str(target)) in str(err.value)
    assert {p.name: p.read_bytes() for p in tmp_path.iterdir() if p.is_file()} == before
    assert not (tmp_path / "none").exists()


def test_create_false_refuses_a_missing_file_and_creates_nothing(tmp_path):
    with pytest.raises(StoreError, match="no such database: .*x.sqlite"):
        open_store(tmp_path / "x.sqlite", campaign="c", create=False)
    assert list(tmp_path.iterdir()) == []


def test_a_zero_byte_file_is_an_empty_database(tmp_path):
    (tmp_path / "z.sqlite").write_bytes(b"")
    with open_store(tmp_path / "z.sqlite", campaign="c") as s:
        assert s.rows() == [] and s.put("k", {"a": 1})
    assert (tmp_path / "z.sqlite").read_bytes()[:16] == SQLITE_HEADER


def test_campaign_must_be_named(tmp_path):
    for bad in ("", None, 3):
        with pytest.raises(StoreError, match="campaign must be a non-empty string"):
            open_store(tmp_path / "x.sqlite", campaign=bad)


# ------------------------------------------------------------------ rows


@given(st.lists(st.tuples(store_keys, store_rows), max_size=12))
@settings(max_examples=12)
def test_put_done_rows_behave_like_a_first_write_wins_dict(tmp_path_factory, writes):
    path = tmp_path_factory.mktemp("s") / "s.sqlite"
    model = {}
    with open_store(path, campaign="c") as s:
        for k, row in writes:
            assert s.put(k, row) == (k not in model)
            model.setdefault(k, row)
        assert s.done() == set(model)
    with open_store(path, campaign="c", create=False) as s:  # reopened: durable
        assert s.rows() == [json.loads(json.dumps(model[k])) for k in sorted(model, key=lambda t: t.encode())]
        assert s.keyed_rows() == {k: json.loads(json.dumps(model[k])) for k in model}


def test_campaigns_share_a_file_without_seeing_each_other(tmp_path):
    with open_store(tmp_path / "x.sqlite", campaign="a") as a, open_store(tmp_path / "x.sqlite", campaign="b") as b:
        assert a.put("k", {"v": "a"}) and b.put("k", {"v": "b"}) and not a.put("k", {"v": "again"})
        assert (a.rows(), b.rows(), a.done(), b.done()) == ([{"v": "a"}], [{"v": "b"}], {"k"}, {"k"})
        a.replace("k", {"v": "a2"})
        assert (a.rows(), b.rows()) == ([{"v": "a2"}], [{"v": "b"}])
        with pytest.raises(KeyError):
            a.replace("missing", {})
    con = sqlite3.connect(str(tmp_path / "x.sqlite"))
    assert con.execute("PRAGMA integrity_check").fetchone() == ("ok",)


def test_put_rejects_rows_that_are_not_json_objects(tmp_path):
    with open_store(tmp_path / "x.sqlite", campaign="c") as s:
        with pytest.raises(TypeError, match="key must be a str"):
            s.put(1, {})
        with pytest.raises(TypeError, match="row must be a dict"):
            s.put("k", [1])
        with pytest.raises(TypeError):
            s.put("k", {"x": object()})
        assert s.done() == set()


# ------------------------------------------------------------------ claims


def _dead_pid():
    p = subprocess.Popen([sys.executable, "-c", "pass"])
    p.wait()
    return p.pid


def test_claims_of_live_processes_hold_and_of_dead_ones_are_taken_over(tmp_path):
    path = tmp_path / "x.sqlite"
    with open_store(path, campaign="c") as s:
        assert s.claim("a") == "claimed" and s.claim("a") == "claimed"  # our own claim
        s.put("b", {})
        assert s.claim("b") == "done"
    con = sqlite3.connect(str(path))
    host = con.execute("SELECT host FROM store_claims").fetchone()[0]
    sleeper = subprocess.Popen([sys.executable, "-c", "import time; time.sleep(60)"])
    try:
        with open(f"/proc/{sleeper.pid}/stat") as fh:
            started = fh.read().rsplit(")", 1)[1].split()[19]
        with con:
            con.execute(
                "INSERT INTO store_claims VALUES ('c', 'live', ?, ?, ?, ?)", (host, sleeper.pid, started, time.time())
            )
            con.execute("INSERT INTO store_claims VALUES ('c', 'dead', ?, ?, '1', ?)", (host, _dead_pid(), time.time()))
            con.execute(
                "INSERT INTO store_claims VALUES ('c', 'reused', ?, ?, 'x', ?)",  # pid alive, other start
                (host, sleeper.pid, time.time()),
            )
            con.execute("INSERT INTO store_claims VALUES ('c', 'far', 'elsewhere', 1, '1', ?)", (time.time(),))
            con.execute("INSERT INTO store_claims VALUES ('c', 'far_old', 'elsewhere', 1, '1', 0)")
        with open_store(path, campaign="c") as s:
            got = {k: s.claim(k) for k in ("live", "dead", "reused", "far", "far_old")}
        assert got == {"live": "busy", "dead": "claimed", "reused": "claimed", "far": "busy", "far_old": "claimed"}
    finally:
        sleeper.kill()
        sleeper.wait()


# ------------------------------------------------------------------ run_campaign

CASES = [{"n": n} for n in (5, -1, 2, 13, 7, 2, 0, 11, 4)]


def _expected(cases):
    """What a plain loop over the distinct cases gives: rows of the computable ones, refusals, failures."""
    seen = {key(c): c for c in cases}
    rows = {k: {"n": c["n"], "square": c["n"] * c["n"]} for k, c in seen.items() if c["n"] >= 0 and c["n"] != 13}
    return rows, sum(c["n"] < 0 for c in seen.values()), sum(c["n"] == 13 for c in seen.values())


@pytest.mark.parametrize("workers", [1, 2])
def test_run_campaign_stores_what_a_plain_loop_computes(tmp_path, workers):
    rows, refused, failed = _expected(CASES)
    seen, logged = [], []
    with open_store(tmp_path / "x.sqlite", campaign="sq") as s:
        out = run_campaign(
            s,
            CASES,
            square,
            key=key,
            workers=workers,
            cost=lambda c: 1 + abs(c["n"]),
            progress=lambda d, t, e: seen.append((d, t, e)),
            log=lambda *a: logged.append(a),
        )
        assert s.keyed_rows() == dict(sorted(rows.items()))
        again = run_campaign(s, CASES, square, key=key, workers=workers)
    assert isinstance(out, CampaignSummary)
    assert (out.ran, out.reused, out.skipped, out.failed, out.by_others) == (len(rows), 0, refused, failed, 0)
    assert (again.ran, again.reused, again.skipped, again.failed) == (0, len(rows), refused, failed)
    total = len(rows) + refused + failed
    assert [d for d, _, _ in seen] == list(range(1, total + 1)) and {t for _, t, _ in seen} == {total}
    assert seen[-1][2] == 0
    assert sorted((kind, c["n"]) for kind, c, _ in logged) == [("failed", 13), ("skipped", -1)]
    assert ("skipped", {"n": -1}, "n=-1 refused") in logged


def test_a_killed_worker_costs_only_its_case(tmp_path):
    cases = [{"n": n} for n in range(8)]
    logged = []
    with open_store(tmp_path / "x.sqlite", campaign="sq") as s:
        out = run_campaign(s, cases, kill_own_worker, key=key, workers=2, log=lambda *a: logged.append(a))
        assert {r["n"] for r in s.rows()} == set(range(8)) - {3}
    assert (out.ran, out.failed) == (7, 1) and [(k, c) for k, c, _ in logged] == [("failed", {"n": 3})]


def test_pool_workers_share_the_cores(tmp_path):
    """Each of N workers runs BLAS on its share of the cores, so N workers do not oversubscribe them."""
    with open_store(tmp_path / "x.sqlite", campaign="b") as s:
        run_campaign(s, [{"i": 0}, {"i": 1}], blas_threads, key=key, workers=2)
        share = max(1, (os.cpu_count() or 1) // 2)
        assert all(r["threads"] in ([share], []) for r in s.rows())


def test_keyboard_interrupt_keeps_finished_rows_and_releases_claims(tmp_path):
    calls = []

    def compute(case):  # in-process (workers=1), so a closure is fine
        calls.append(case)
        if len(calls) == 3:
            raise KeyboardInterrupt
        return dict(case)

    with open_store(tmp_path / "x.sqlite", campaign="c") as s:
        with pytest.raises(KeyboardInterrupt):
            run_campaign(s, [{"n": n} for n in range(5)], compute, key=key)
        assert len(s.rows()) == 2
    con = sqlite3.connect(str(tmp_path / "x.sqlite"))
    assert con.execute("SELECT COUNT(*) FROM store_claims").fetchone() == (0,)


class _InterruptAfter:
    """A connection whose ``execute`` raises ``KeyboardInterrupt`` once, just after the first statement starting
    with ``prefix`` returned: where Python delivers a Ctrl-C that arrives while SQLite runs it."""

    def __init__(self, con, prefix):
        self._con, self._prefix = con, prefix

    def execute(self, sql, *args):
        cur = self._con.execute(sql, *args)
        if self._prefix is not None and sql.startswith(self._prefix):
            self._prefix = None
            raise KeyboardInterrupt
        return cur

    def __getattr__(self, name):
        return getattr(self._con, name)


@pytest.mark.parametrize("statement, kept", [("BEGIN", False), ("INSERT", False), ("DELETE", False), ("COMMIT", True)])
def test_a_ctrl_c_inside_a_write_leaves_no_open_transaction(tmp_path, statement, kept):
    """The interrupted write is all or nothing (a second connection is the oracle), the next write of the same
    store works (it failed with "cannot start a transaction within a transaction" when the Ctrl-C landed just
    after BEGIN), and no write lock is left to block other processes."""
    path = tmp_path / "x.sqlite"
    with open_store(path, campaign="c") as s:
        s.claim("a")
        s._con = _InterruptAfter(s._con, statement)
        with pytest.raises(KeyboardInterrupt):
            s.put("a", {"n": 1})
        assert not s._con.in_transaction
        other = sqlite3.connect(str(path), timeout=0)
        rows = other.execute("SELECT key FROM store_rows").fetchall()
        claims = other.execute("SELECT key FROM store_claims").fetchall()
        assert (rows, claims) == (([("a",)], []) if kept else ([], [("a",)]))
        with other:
            other.execute("INSERT INTO store_rows VALUES ('c', 'other', '{}')")  # no lock held by s
        s.release_all()
        assert s.put("b", {"n": 2}) and s.done() == ({"a", "b", "other"} if kept else {"b", "other"})
        other.close()


def test_bad_arguments(tmp_path):
    with open_store(tmp_path / "x.sqlite", campaign="c") as s:
        with pytest.raises(ValueError, match="workers=0 must be an integer >= 1"):
            run_campaign(s, [], square, key=key, workers=0)
        with pytest.raises(TypeError, match="key.case. must return a str"):
            run_campaign(s, [{"n": 1}], square, key=lambda c: c["n"])


def test_unreachable_scheduler_is_one_line_within_the_timeout(tmp_path):
    pytest.importorskip("dask.distributed")
    t = time.monotonic()
    with open_store(tmp_path / "x.sqlite", campaign="c") as s:
        with pytest.raises(StoreError, match="cannot reach the Dask scheduler 'tcp://127.0.0.1:1' within 2 s"):
            run_campaign(s, [{"n": 1}], square, key=key, scheduler="tcp://127.0.0.1:1", connect_timeout=2)
    assert time.monotonic() - t < 10


def test_eta_counts_the_time_already_spent_on_running_cases():
    eta = _Eta(None, 2)
    assert eta.seconds_left([{}], []) is None
    for _ in range(3):
        eta.record({}, 2.0)
    assert eta.seconds_left([{}, {}, {}], [({}, 0.5), ({}, 3.0)]) == pytest.approx((3 * 2.0 + 1.5 + 0) / 2)


# ------------------------------------------------------------------ issue 34: hostile files and rows


def _alarm(signum, frame):
    raise TimeoutError("open_store did not answer: it waited on the file")


@pytest.mark.parametrize(
    "make, needle",
    [
        (lambda tmp: (os.mkfifo(tmp / "fifo"), tmp / "fifo")[1], "is a FIFO (named pipe), not an SQLite file"),
        (lambda tmp: "/dev/null", "is a character device, not an SQLite file"),
        (lambda tmp: "/dev/zero", "is a character device, not an SQLite file"),
    ],
)
@pytest.mark.parametrize("readonly", [False, True])
def test_what_is_not_a_regular_file_is_refused_without_opening_it(tmp_path, make, needle, readonly):
    path = make(tmp_path)
    previous = signal.signal(signal.SIGALRM, _alarm)
    signal.alarm(10)  # a FIFO opened for reading waits for a writer for ever
    try:
        with pytest.raises(StoreError, match=re.escape(needle)):
            open_store(path, campaign="c", create=not readonly, readonly=readonly)
    finally:
        signal.alarm(0)
        signal.signal(signal.SIGALRM, previous)


def _foreign(path, table="people"):
    con = sqlite3.connect(str(path))
    con.execute(f"CREATE TABLE {table} (name TEXT)")
    con.execute(f"INSERT INTO {table} VALUES ('ada')")
    con.commit()
    con.close()


@pytest.mark.parametrize("readonly", [False, True])
def test_another_programs_database_is_refused_and_left_untouched(tmp_path, readonly):
    path = tmp_path / "theirs.sqlite"
    _foreign(path)
    before = path.read_bytes()
    with pytest.raises(StoreError, match="is an SQLite database of another program \\(tables people\\)"):
        open_store(path, campaign="c", create=not readonly, readonly=readonly)
    assert path.read_bytes() == before and sorted(p.name for p in tmp_path.iterdir()) == ["theirs.sqlite"]


def test_an_atlas_database_from_before_the_store_says_so(tmp_path):
    _foreign(tmp_path / "old.sqlite", table="cases")
    with pytest.raises(StoreError, match="an atlas database from before the campaign store"):
        open_store(tmp_path / "old.sqlite", campaign="atlas")


def test_read_only_opening_writes_nothing(tmp_path):
    empty = tmp_path / "empty.sqlite"
    empty.write_bytes(b"")
    with open_store(empty, campaign="c", readonly=True) as s:  # no store yet: no rows, and no tables made
        assert s.rows() == [] and s.done() == set() and s.keyed_rows() == {}
    assert empty.read_bytes() == b""
    with pytest.raises(StoreError, match="no such database"):
        open_store(tmp_path / "none.sqlite", campaign="c", readonly=True)
    assert not (tmp_path / "none.sqlite").exists()
    path = tmp_path / "x.sqlite"
    with open_store(path, campaign="c") as s:
        s.put("k", {"n": 1})
    before = path.read_bytes()
    with open_store(path, campaign="c", readonly=True) as s:
        assert s.rows() == [{"n": 1}]
    assert path.read_bytes() == before and sorted(p.name for p in tmp_path.iterdir()) == ["empty.sqlite", "x.sqlite"]


def _with_row(path, text, key="k"):
    with open_store(path, campaign="c"):
        pass
    con = sqlite3.connect(str(path))
    con.execute("INSERT INTO store_rows VALUES ('c', ?, ?)", (key, text))
    con.commit()
    con.close()


@pytest.mark.parametrize(
    "text, why",
    [
        ("{garbled", "it is not JSON: Expecting property name"),
        ("", "it is not JSON: Expecting value"),
        ("[" * 100_000 + "]" * 100_000, "it nests lists or objects more than 32 levels deep"),
        ('{"a": ' + "[" * 40 + "]" * 40 + "}", "it nests lists or objects more than 32 levels deep"),
        ('{"n": ' + "1" * 5000 + "}", "it holds an integer of more than 4300 digits"),
        ("[1, 2]", "it is a JSON list, not an object"),
    ],
)
def test_a_damaged_row_names_the_database_the_campaign_and_the_row(tmp_path, text, why):
    path = tmp_path / "x.sqlite"
    _with_row(path, text, key="row-7")
    for readonly in (False, True):
        with open_store(path, campaign="c", readonly=readonly) as s:
            with pytest.raises(StoreError) as err:
                s.rows()
        message = str(err.value)
        assert f"database {str(path)!r}, campaign 'c': the row 'row-7' is damaged ({why}" in message, message
        assert "\n" not in message and "set_int_max_str_digits" not in message


def test_rows_of_exact_integers_read_when_the_limit_is_lifted(tmp_path):
    path = tmp_path / "x.sqlite"
    _with_row(path, '{"n": ' + "1" * 5000 + "}")
    limit = sys.get_int_max_str_digits()
    sys.set_int_max_str_digits(0)
    try:
        with open_store(path, campaign="c", readonly=True) as s:
            assert s.rows() == [{"n": int("1" * 5000)}]
    finally:
        sys.set_int_max_str_digits(limit)


def test_an_unreachable_scheduler_fails_before_any_file_is_made(tmp_path):
    from numerics.campaigns.run import connect_scheduler

    pytest.importorskip("dask.distributed")
    for address, needle in (("tcp://127.0.0.1:1", "cannot reach"), ("nonsense", "is not of the form")):
        with pytest.raises(StoreError, match=needle):
            connect_scheduler(address, 2)
    assert list(tmp_path.iterdir()) == []


def test_all_skipped_is_every_case_refused_and_nothing_else():
    s = dict(seconds=0.0)
    assert CampaignSummary(ran=0, reused=0, skipped=3, failed=0, **s).all_skipped
    assert not CampaignSummary(ran=0, reused=0, skipped=0, failed=0, **s).all_skipped  # nothing to do
    assert not CampaignSummary(ran=1, reused=0, skipped=3, failed=0, **s).all_skipped
    assert not CampaignSummary(ran=0, reused=2, skipped=3, failed=0, **s).all_skipped
    assert not CampaignSummary(ran=0, reused=0, skipped=3, failed=1, **s).all_skipped
    assert not CampaignSummary(ran=0, reused=0, skipped=3, failed=0, by_others=1, **s).all_skipped


def test_a_full_disk_is_one_line_naming_the_database_and_the_rows_already_stored_stay(tmp_path):
    # a file-size limit (SIGXFSZ ignored): SQLite's write fails as on a full device, in a child process
    code = f"""
import resource, signal, sys
from numerics.campaigns.store import open_store, StoreError
signal.signal(signal.SIGXFSZ, signal.SIG_IGN)
with open_store({str(tmp_path / "x.sqlite")!r}, campaign="c") as s:
    resource.setrlimit(resource.RLIMIT_FSIZE, (100_000, 100_000))
    try:
        for i in range(10_000):
            s.put(str(i), {{"pad": "x" * 1000}})
    except StoreError as exc:
        print(i, exc)
"""
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, timeout=120)
    stored, message = out.stdout.split(" ", 1)
    assert "disk I/O error" in message and "free some space and rerun the same command to resume" in message
    with open_store(tmp_path / "x.sqlite", campaign="c") as s:
        assert len(s.done()) == int(stored) > 0
    con = sqlite3.connect(str(tmp_path / "x.sqlite"))
    assert con.execute("PRAGMA integrity_check").fetchone() == ("ok",)
