"""``python -m proofs`` and the committed traceability table."""

import json
import re
import subprocess
import sys
from pathlib import Path

import pytest
from hypothesis import assume, given
from hypothesis import strategies as st

from proofs import ENTRIES, STATUSES, format_markdown
from proofs.runner import select_entries

ROOT = Path(__file__).resolve().parents[2]


@pytest.fixture(scope="module")
def quick_run():
    """One ``python -m proofs --json`` run of the whole quick table (minutes), shared by the tests below. The timeout
    guards against a hang, not a slow machine: 5-6 min alone on two cores, over 10 with other jobs on them."""
    return subprocess.run([sys.executable, "-m", "proofs", "--json"], capture_output=True, text=True, timeout=1200)


def test_docs_claims_md_is_current(quick_run):
    """The committed table is what the command line's rows format to (``--markdown`` formats the same rows)."""
    committed = (ROOT / "docs" / "claims.md").read_text()
    assert quick_run.returncode in (0, 1) and quick_run.stdout, quick_run.stderr
    assert committed == format_markdown(json.loads(quick_run.stdout), "quick"), (
        "docs/claims.md is stale: run  python -m proofs --markdown > docs/claims.md"
    )


def test_json_rows_and_exit_status(quick_run):
    r = quick_run
    assert r.returncode == 0, r.stderr
    rows = json.loads(r.stdout)
    assert len(rows) == len(ENTRIES)
    for row in rows:
        assert set(row) == {"statement", "check", "cases", "largest_case", "status", "detail"}
        assert row["cases"] > 0 and row["status"] in STATUSES
        # a conjecture may be undecided or refuted (a finding); a proved statement must pass
        assert row["status"] == "pass" or (
            row["statement"].startswith("Conjecture") and row["status"] in ("undecided", "refuted")
        ), row
    named = {row["statement"] for row in rows}
    assert any(s.startswith("Conjecture 1") for s in named)
    for s in (
        "Claim 1",
        "Claim 2",
        "Theorem 1 (1)",
        "Theorem 1 (2)",
        "Claim 3",
        "Claim 4",
        "Claim 5 / Lemma 1",
        "Lemma 2",
        "Lemma 3",
        "Claim 6",
        "Sec. 1.2.1 (gradient bound)",
        "Sec. 1.2.2 (Cayley transform)",
        "Conjecture 1 (App. A.4)",
    ):
        assert s in named


def test_bad_budget_is_one_line_exit_2():
    r = subprocess.run([sys.executable, "-m", "proofs", "--budget", "huge"], capture_output=True, text=True)
    assert r.returncode == 2 and "Traceback" not in r.stderr
    assert len(r.stderr.strip().splitlines()) == 1 and "invalid choice: 'huge'" in r.stderr


def test_bad_arguments_never_run_the_checks():
    r = subprocess.run(
        [sys.executable, "-m", "proofs", "--json", "--bogus"], capture_output=True, text=True, timeout=60
    )
    assert r.returncode == 2 and r.stdout == ""
    assert r.stderr.startswith("proofs: error: unrecognized arguments: --bogus") and r.stderr.count("\n") == 1


# --only: one claim (or a few) instead of the whole table.

STATEMENTS = list(dict.fromkeys(e.statement for e in ENTRIES))


def _proofs(*args, timeout=120):
    return subprocess.run(
        [sys.executable, "-m", "proofs", *args], capture_output=True, text=True, timeout=timeout, check=False
    )


def test_only_runs_the_rows_it_names_case_insensitively():
    r = _proofs("--only", "claim 1, LEMMA 2", "--json")
    assert r.returncode == 0, r.stderr
    # Oracle: the statements containing either piece, in table order (here "Claim 1" and "Lemma 2", once each).
    assert [row["statement"] for row in json.loads(r.stdout)] == ["Claim 1", "Lemma 2"]


def test_only_matching_nothing_is_one_line_naming_the_statements():
    r = _proofs("--only", "depht-2")
    assert r.returncode == 2 and r.stdout == "" and r.stderr.count("\n") == 1, r
    assert r.stderr.startswith("proofs: error: no statement contains 'depht-2'; give part of one of ")
    # every statement is named by a part of it that --only accepts, and each names a different statement; numbered
    # ones of a kind are grouped into ranges ("Propositions 12-14, 16"), expanded here by hand
    listed = []
    for part in r.stderr.rstrip("\n").split("give part of one of ", 1)[1].split("; "):
        grouped = re.fullmatch(r"([A-Z][a-z]+)s ((?:\d+(?:-\d+)?)(?:, \d+(?:-\d+)?)*)", part)
        if grouped is None:
            listed.append(part)
            continue
        for piece in grouped[2].split(", "):
            first, _, last = piece.partition("-")
            listed += [f"{grouped[1]} {k}" for k in range(int(first), int(last or first) + 1)]
    assert len(r.stderr) < 2000  # one readable line, however many numbered statements the registry holds
    assert len(listed) == len(set(STATEMENTS))
    assert all(any(part in s for s in STATEMENTS) for part in listed)
    assert all(any(part in s for part in listed) for s in STATEMENTS)


def test_only_with_one_bad_piece_among_good_ones_runs_nothing():
    r = _proofs("--only", "claim 1,zzz")
    assert r.returncode == 2 and r.stdout == "" and "'zzz'" in r.stderr and r.stderr.count("\n") == 1, r


def test_only_refuses_markdown_and_help_says_it():
    r = _proofs("--only", "claim 1", "--markdown")
    assert r.returncode == 2 and r.stdout == "" and r.stderr.count("\n") == 1 and "--markdown" in r.stderr, r
    helped = _proofs("--help")
    assert helped.returncode == 0 and "--only TEXT" in helped.stdout


@st.composite
def statement_pieces(draw):
    """A non-empty piece of a statement (no comma: it would split), its letters' case changed at random."""
    s = draw(st.sampled_from(STATEMENTS))
    i = draw(st.integers(0, len(s) - 1))
    j = draw(st.integers(i + 1, len(s)))
    piece = s[i:j]
    flips = draw(st.lists(st.booleans(), min_size=len(piece), max_size=len(piece)))
    return "".join(c.swapcase() if f else c for c, f in zip(piece, flips))


@given(pieces=st.lists(statement_pieces(), min_size=1, max_size=3))
def test_select_entries_is_every_statement_containing_a_piece(pieces):
    assume(all("," not in p and p.strip() for p in pieces))
    chosen = select_entries(",".join(pieces))
    # Brute force: entry by entry, lower-cased containment of some stripped piece.
    expected = [e for e in ENTRIES if any(p.strip().lower() in e.statement.lower() for p in pieces)]
    assert list(chosen) == expected and expected


# Progress: one line per row on stderr, the table on stdout unchanged.

PROGRESS_LINE = re.compile(r"proofs: (\d+)/(\d+) (.+): (pass|fail|undecided|refuted) \(\d+\.\d s; \d+ s elapsed\)")


def _progress_rows(stderr: str, statements: list) -> None:
    """``stderr`` is the first line and then one progress line per statement, in order, counting up to the total."""
    lines = stderr.splitlines()
    assert lines[0] == f"proofs: running {len(statements)} rows, budget quick", stderr
    assert len(lines) == len(statements) + 1, stderr
    for done, (line, statement) in enumerate(zip(lines[1:], statements), 1):
        m = PROGRESS_LINE.fullmatch(line)
        assert m, line
        assert (int(m[1]), int(m[2]), m[3]) == (done, len(statements), statement), line


@pytest.mark.parametrize("fmt", [[], ["--json"]])
def test_progress_goes_to_stderr_and_leaves_stdout_unchanged(fmt):
    only = ["--only", "claim 1, LEMMA 2"]
    plain = _proofs(*only, *fmt)
    shown = _proofs(*only, *fmt, "--progress")
    hidden = _proofs(*only, *fmt, "--no-progress")
    assert plain.returncode == shown.returncode == hidden.returncode == 0, shown.stderr
    # Not a terminal (a pipe): nothing on stderr by default, the documented contract of a successful run.
    assert plain.stderr == "" and hidden.stderr == ""
    assert shown.stdout == plain.stdout == hidden.stdout and plain.stdout.strip()
    _progress_rows(shown.stderr, ["Claim 1", "Lemma 2"])


@pytest.mark.skipif(sys.platform == "win32", reason="needs a pseudo-terminal")
def test_progress_is_on_by_default_when_stderr_is_a_terminal():
    import os
    import pty

    master, slave = pty.openpty()
    try:
        proc = subprocess.run(
            [sys.executable, "-m", "proofs", "--only", "claim 1,lemma 2", "--json"],
            stdout=subprocess.PIPE,
            stderr=slave,
            text=True,
            timeout=120,
            check=False,
        )
    finally:
        os.close(slave)
    chunks = []
    while True:
        try:
            chunk = os.read(master, 4096)
        except OSError:  # EIO: the terminal's writer is gone and everything is read
            break
        if not chunk:
            break
        chunks.append(chunk)
    os.close(master)
    assert proc.returncode == 0
    assert [row["statement"] for row in json.loads(proc.stdout)] == ["Claim 1", "Lemma 2"]
    _progress_rows(b"".join(chunks).decode().replace("\r\n", "\n"), ["Claim 1", "Lemma 2"])


def test_run_all_calls_the_progress_hook_once_per_row_and_returns_the_same_rows():
    from proofs.runner import run_all

    entries = select_entries("claim 1,lemma 2")
    calls = []
    rows = run_all("quick", entries=entries, progress=lambda *a: calls.append(a))
    assert rows == run_all("quick", entries=entries)
    assert [(done, total, row) for done, total, row, _ in calls] == [(i + 1, 2, r) for i, r in enumerate(rows)]
    assert all(seconds >= 0 for *_, seconds in calls)


def test_a_ctrl_c_swallowed_inside_a_row_stops_the_table_at_that_row(monkeypatch, capsys):
    """A KeyboardInterrupt raised where Python cannot propagate it (a weakref callback: "Exception ignored") used to
    let ``python -m proofs`` run every remaining row (a CI run timed out so). It now ends after that row: one line,
    exit 130, no further row run."""
    import weakref

    import proofs.__main__ as cli
    import proofs.runner as runner

    calls = []

    class Thing:
        pass

    def interrupt(_ref):
        raise KeyboardInterrupt

    def fake_run_entry(entry, budget):
        calls.append(entry.statement)
        thing = Thing()
        ref = weakref.ref(thing, interrupt)
        del thing  # the callback raises; Python reports it as unraisable and the row goes on
        assert ref() is None
        return {"statement": entry.statement, "status": "pass"}, []

    monkeypatch.setattr(runner, "run_entry", fake_run_entry)
    assert len(select_entries("claim")) >= 2  # so that a second row would have run
    assert cli.main(["--only", "claim", "--json"]) == 130
    out = capsys.readouterr()
    assert out.err == "proofs: interrupted\n" and out.out == "" and len(calls) == 1
