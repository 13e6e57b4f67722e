"""Fuzz every command line this file covers with argv drawn from its option grammar (tests/strategies.py, and
the campaign commands' grammars below).

Each argv runs in a subprocess (``sys.executable -m MODULE``) under an address-space cap (``RLIMIT_AS``) and a
time cap. The only outcomes allowed: exit 0 with a result on stdout, or exit 2 with exactly one line on stderr
naming the command; never a traceback, never a run past the caps, never the last-resort "ran out of memory"
line (that would mean a memory plan undercounted). The campaign commands (``numerics.depth_study``,
``numerics.train``) also write progress lines on stderr while they work: those are set aside, the rest must
obey the same rule. ``numerics.train`` is fuzzed twice: as installed (with torch) and with torch hidden (a
``torch`` package on ``PYTHONPATH`` whose import fails), where a valid run must be refused in one line naming
the ``[train]`` extra. Ctrl-C gives one line "NAME: interrupted" and exit 130.

Issue 34 added hostile files to the grammars' paths (a FIFO, ``/dev/zero``, JSON nested 10^5 deep, a 5000-digit
integer, a file over the input cap, another program's SQLite file): a FIFO or ``/dev/zero`` that the command opened
would run past the time or memory cap. Results go to stdout and summaries to stderr, so a campaign's valid run may
print nothing on stdout: it must then end with its summary line.
"""

from __future__ import annotations

import dataclasses
import json
import os
import re
import resource
import signal
import sqlite3
import subprocess
import sys
import time
from pathlib import Path

import pytest
from hypothesis import given, settings
from strategies import DEPTH_STUDY_GRAMMAR, GRAMMARS, TRAIN_GRAMMAR, CampaignGrammar, argv, campaign_argv

from numerics.cli import MAX_INPUT_BYTES
from numerics.train import TASKS

#: Address-space cap of every fuzzed run.
MEMORY_CAP = 2 * 2**30
#: Address-space cap of runs that import torch: its CUDA libraries alone map about 2.5 GiB of address space
#: (measured: ``import torch`` under a 2 GiB cap fails with "failed to map segment", under 4 GiB it works).
TORCH_MEMORY_CAP = 6 * 2**30
#: Wall-clock cap of every fuzzed run.
TIME_CAP = 60


#: ``numerics.train`` run with torch hidden (:func:`_torch_stub`).
NO_TORCH = "numerics.train without torch"

#: Every command line fuzzed here: the shared grammars, the campaign commands, and training without torch.
TARGETS = {
    **GRAMMARS,
    DEPTH_STUDY_GRAMMAR.module: DEPTH_STUDY_GRAMMAR,
    TRAIN_GRAMMAR.module: TRAIN_GRAMMAR,
    NO_TORCH: TRAIN_GRAMMAR,
}

#: Progress lines the campaign commands write on stderr while they work (``numerics.campaigns.run.run_campaign``),
#: and the lines naming each case their plans skip.
PROGRESS = {
    "depth_study": re.compile(r"\d+/\d+ cases(, about \d+ s left)?|depth_study: skipped: .*"),
    "train": re.compile(
        r"train: (round \d+: )?\d+/\d+ runs, [\d.]+ min, about ([\d.]+ min|\?) left|train: skipped: .*"
    ),
}
#: The summary a campaign's valid run ends with on stderr (its stdout may be empty).
SUMMARY = {
    "depth_study": re.compile(r"depth_study: \d+ cases: ran \d+, .* rows in .*"),
    "train": re.compile(r"train: \d+ runs trained, .*"),
}

#: Examples per command in the default (cheap) run; the slow run takes many more.
QUICK_EXAMPLES = {
    "numerics.sep_rank": 10,
    "numerics.networks": 6,
    "numerics.spectrum": 6,
    "numerics.arch_measures": 6,
    "figures": 3,
    "proofs": 2,
    "numerics.depth_study": 6,
    "numerics.train": 4,
    NO_TORCH: 6,
    "numerics.device_rank": 6,
}
SLOW_EXAMPLES = 150
#: Fewer for the commands whose valid runs take seconds (torch's import, a campaign's worker start).
SLOW_EXAMPLES_OF = {"proofs": 30, "numerics.train": 60}

#: argv tried per target in this session (reported by the slow run).
TRIED: dict = {}


def _capper(limit: int):
    def cap():
        resource.setrlimit(resource.RLIMIT_AS, (limit, limit))

    return cap


def _env():
    # One BLAS thread: the caps are per process and the machine is shared.
    return {**os.environ, "OPENBLAS_NUM_THREADS": "1", "OMP_NUM_THREADS": "1", "MKL_NUM_THREADS": "1"}


def _torch_stub(folder: Path) -> str:
    """A folder holding a ``torch`` package whose import fails, as on a machine without the [train] extra
    (it shadows the installed torch when put first on ``PYTHONPATH``, in worker processes too)."""
    stub = folder / "torch_stub"
    (stub / "torch").mkdir(parents=True, exist_ok=True)
    (stub / "torch" / "__init__.py").write_text(
        "raise ModuleNotFoundError(\"No module named 'torch'\", name='torch')\n"
    )
    return str(stub)


def run_cli(module: str, args: list, cwd) -> subprocess.CompletedProcess:
    """Run fuzz target ``module`` (a module, or :data:`NO_TORCH`) with ``args`` in ``cwd`` under the caps."""
    env, cap = _env(), MEMORY_CAP
    if module == NO_TORCH:
        module, env["PYTHONPATH"] = TRAIN_GRAMMAR.module, _torch_stub(Path(cwd))
    elif module == TRAIN_GRAMMAR.module:
        cap = TORCH_MEMORY_CAP
    return subprocess.run(
        [sys.executable, "-m", module, *args],
        capture_output=True,
        text=True,
        cwd=cwd,
        timeout=TIME_CAP,
        preexec_fn=_capper(cap),
        env=env,
        errors="replace",
    )


def check_outcome(module: str, args: list, proc: subprocess.CompletedProcess) -> None:
    name = TARGETS[module].name
    TRIED[module] = TRIED.get(module, 0) + 1
    where = f"argv {args!r}: exit {proc.returncode}, stderr {proc.stderr[-2000:]!r}"
    assert "Traceback" not in proc.stderr, where
    assert proc.returncode in (0, 2), where
    # a campaign's case that fails is a bug or input no plan refused (logged "NAME: failed: KEY: why")
    assert not re.search(f"^{name}: failed: ", proc.stderr, re.MULTILINE), where
    if module == NO_TORCH:
        assert proc.returncode == 2 or "--export" in args, where  # only publishing works without torch
    if proc.returncode == 0:
        summary = SUMMARY.get(name)
        last = proc.stderr.strip().splitlines()[-1:] if proc.stderr.strip() else []
        assert proc.stdout.strip() or (summary and last and summary.fullmatch(last[0])), where
        return
    progress = PROGRESS.get(name)
    lines = [line for line in proc.stderr.splitlines() if not (progress and progress.fullmatch(line))]
    assert len(lines) == 1 and proc.stderr.endswith("\n"), where
    assert lines[0].startswith(f"{name}: error: "), where
    assert "ran out of memory" not in lines[0], where
    if re.search(r"needs (torch|sklearn)", lines[0]):  # a missing extra is named, with how to install it
        assert "[train]" in lines[0], where


def _fixtures(folder: Path) -> None:
    (folder / "text.txt").write_text("not a database\n")
    (folder / "bytes.bin").write_bytes(bytes(range(256)))
    (folder / "rows.json").write_text("[]\n")
    (folder / "other.json").write_text('[{"task": "ses"}]\n')
    # issue 34: files that hung, drowned or crashed a reader
    (folder / "nested.json").write_text("[" * 100_000 + "]" * 100_000)
    (folder / "digits.json").write_text('{"nodes": [' + "1" * 5000 + '], "edges": []}')
    with open(folder / "huge.json", "wb") as fh:  # sparse, over numerics.cli.MAX_INPUT_BYTES
        fh.truncate(MAX_INPUT_BYTES + 1)
    if not (folder / "fifo").exists():
        os.mkfifo(folder / "fifo")
    con = sqlite3.connect(str(folder / "foreign.sqlite"))
    con.execute("CREATE TABLE IF NOT EXISTS people (name TEXT)")
    con.commit()
    con.close()


def _fuzz(module: str, args: list, tmp_path) -> None:
    try:
        proc = run_cli(module, args, tmp_path)
    except subprocess.TimeoutExpired:
        pytest.fail(f"{module} {args!r} ran past {TIME_CAP} s")
    check_outcome(module, args, proc)


def _argv_of(module: str, *, quick: bool):
    g = TARGETS[module]
    if isinstance(g, CampaignGrammar):
        return campaign_argv(g)
    if quick and module == "proofs":
        # A valid proofs run checks every claim (tens of seconds): the cheap run only tries argv that must be refused.
        g = dataclasses.replace(g, always=g.always + ("--bogus",))
    return argv(g)


@pytest.mark.parametrize("module", sorted(TARGETS))
def test_fuzz_quick(module, tmp_path_factory):
    tmp = tmp_path_factory.mktemp("fuzz")
    _fixtures(tmp)

    @settings(max_examples=QUICK_EXAMPLES[module])
    @given(args=_argv_of(module, quick=True))
    def prop(args):
        _fuzz(module, args, tmp)

    prop()


@pytest.mark.slow
@pytest.mark.parametrize("module", sorted(TARGETS))
def test_fuzz_slow(module, tmp_path_factory):
    tmp = tmp_path_factory.mktemp("fuzz")
    _fixtures(tmp)
    before = TRIED.get(module, 0)

    @settings(max_examples=SLOW_EXAMPLES_OF.get(module, SLOW_EXAMPLES), derandomize=False)
    @given(args=_argv_of(module, quick=False))
    def prop(args):
        _fuzz(module, args, tmp)

    prop()
    print(json.dumps({"module": module, "argv_tried": TRIED[module] - before, "failures": 0}))


_TINY_DS = ["--db", "s.sqlite", "--cells", "rnn", "--depth", "1", "--params", "40", "--gains", "1", "--max-T", "2:2"]
_TINY_TRAIN = list(TRAIN_GRAMMAR.always)


@pytest.mark.parametrize(
    "module, args, needle",
    [
        # what the fuzz found (issue 11), each once refused in one line or run to the end instead:
        # a case of 10^20 seeds ran for ever; a depth of 10^20 was sized layer by layer (racs.cells.param_count)
        ("numerics.depth_study", _TINY_DS + ["--seeds", "100000000000000000000"], "layer-step updates"),
        ("numerics.depth_study", _TINY_DS + ["--depth", "100000000000000000000"], "layer-step updates"),
        (
            "numerics.spectrum",
            ["--cell", "rnn", "--depth", "100000000000000000000", "--params", "50", "--T", "2", "--K", "2"],
            "layer-step updates",
        ),
        ("numerics.train", _TINY_TRAIN + ["--task", "adding", "--depth", "100000000000000000000"], "10000 layers"),
        # M = 1 (a 1 x 1 matrix): the walk's plan listed T levels, an OverflowError traceback (and at T = 10^8 a minute
        # and 2.4 GB before any refusal); a T of 4001 digits overflowed the size estimate, a traceback
        ("numerics.sep_rank", ["--depth", "2", "--M", "1", "--T", "100000000000000000000"], "needs at least"),
        (
            "numerics.sep_rank",
            ["--depth", "2", "--M", "1", "--T", "100000000"],
            "needs at least 6e+08 one-layer updates",
        ),
        ("numerics.sep_rank", ["--depth", "2", "--T", "1" + "0" * 4000], "needs more than 10^(10^307) bytes"),
        (
            "numerics.device_rank",
            ["--depth", "2", "--T", "1" + "0" * 4000, "--backend", "numpy"],
            "needs more than 10^(10^307) bytes",
        ),
        # 5 * 10^19 cases were listed until memory ran out, then a traceback
        ("numerics.depth_study", _TINY_DS + ["--max-T", "2:100000000000000000000"], "more than the 100000 allowed"),
        # the worker pool's C-int semaphore overflowed: a traceback
        (
            "numerics.depth_study",
            _TINY_DS + ["--workers", "100000000000000000000"],
            "--workers must be an integer from 1 to 256",
        ),
        (
            "numerics.train",
            _TINY_TRAIN + ["--task", "adding", "--workers", "4294967296"],
            "--workers must be an integer from 1 to 256",
        ),
        # the bisection grid was listed in full: OverflowError, a traceback
        (
            "numerics.train",
            _TINY_TRAIN + ["--task", "copy", "--max", "100000000000000000000"],
            "--max 100000000000000000000",
        ),
        # each of these failed inside every run, silently ("1 failed", exit 0), or trained without end
        (
            "numerics.train",
            _TINY_TRAIN + ["--task", "adding", "--val", "100000000000000000000"],
            "--val 100000000000000000000",
        ),
        ("numerics.train", _TINY_TRAIN + ["--task", "capacity", "--sizes", "4294967296"], "size=4294967296"),
        ("numerics.train", _TINY_TRAIN + ["--task", "adding", "--threads", "4294967296"], "--threads 4294967296"),
        ("numerics.train", _TINY_TRAIN + ["--task", "adding", "--seed", "100000000000000000000"], "--seed 1000000000"),
        (
            "numerics.train",
            _TINY_TRAIN + ["--task", "adding", "--iterations", "1" + "0" * 30],
            "more than the 10000000",
        ),
        ("numerics.train", _TINY_TRAIN + ["--task", "adding", "--sizes", "1"], "--sizes 1 leaves no room"),
        (
            "numerics.train",
            _TINY_TRAIN + ["--task", "digits", "--mnist", "text.txt"],
            "--mnist text.txt is not an .npz",
        ),
        # rows that are not exported rows: a KeyError traceback
        ("numerics.train", ["--export", "markdown", "--rows", "other.json"], "does not hold exported rows"),
        # issue 34: JSON nested 10^5 deep was a RecursionError traceback; /dev/zero grew to 24.3 GB; a FIFO hung
        ("numerics.arch_measures", ["--graph", "nested.json"], "more than 64 levels deep"),
        ("numerics.train", ["--export", "markdown", "--rows", "nested.json"], "more than 64 levels deep"),
        ("numerics.arch_measures", ["--graph", "/dev/zero"], "is a character device, not a regular file"),
        ("numerics.arch_measures", ["--graph", "huge.json"], "more than the 32.0 MiB this command reads"),
        ("numerics.arch_measures", ["--graph", "fifo"], "is a FIFO (named pipe)"),
        ("numerics.depth_study", ["--db", "fifo", "--export", "json"], "is a FIFO (named pipe)"),
        ("numerics.arch_measures", ["--graph", "digits.json"], "an integer of 5000 digits"),
        ("numerics.depth_study", ["--db", "foreign.sqlite", *_TINY_DS[2:]], "an SQLite database of another program"),
    ],
)
def test_fuzz_findings_stay_fixed(module, args, needle, tmp_path):
    _fixtures(tmp_path)
    proc = run_cli(module, args, tmp_path)
    check_outcome(module, args, proc)
    assert proc.returncode == 2 and needle in proc.stderr, proc.stderr


@pytest.mark.parametrize("task", TASKS)
def test_training_without_torch_is_one_line_naming_the_extra(task, tmp_path):
    proc = run_cli(NO_TORCH, _TINY_TRAIN + ["--task", task], tmp_path)
    assert proc.returncode == 2 and proc.stdout == ""
    assert proc.stderr.count("\n") == 1 and proc.stderr.startswith("train: error: training needs torch"), proc.stderr
    assert "[train]" in proc.stderr and not (tmp_path / "r.sqlite").exists()  # nothing written


@pytest.mark.parametrize(
    "extra, needle",
    [
        (["--task", "ses", "--m", "3"], "--m 3 must be even"),
        (["--task", "adding", "--lrs", "2"], "--lrs"),
        (["--task", "adding", "--cell", "lstm", "--params", "3"], "--params 3"),
        (["--task", "copy", "--max", "1"], "raise --max"),
    ],
)
def test_training_without_torch_still_names_bad_options_first(extra, needle, tmp_path):
    proc = run_cli(NO_TORCH, _TINY_TRAIN + extra, tmp_path)
    assert proc.returncode == 2 and proc.stderr.count("\n") == 1, proc.stderr
    assert needle in proc.stderr and "torch" not in proc.stderr, proc.stderr


@pytest.mark.parametrize(
    "module, args, wait",
    [
        # about 50 s of work here (T = 12 took 6 s and once ended before the signal on CI)
        ("numerics.sep_rank", ["--depth", "3", "--T", "14", "--trials", "100"], 6.0),
        # about 2 minutes of work on the CPU backend (side 8192)
        ("numerics.device_rank", ["--depth", "2", "--M", "2", "--R", "6", "--T", "26", "--backend", "numpy"], 6.0),
        pytest.param(
            "numerics.spectrum",
            ["--cell", "lstm", "--depth", "1", "--R", "8", "--T", "16", "--K", "2", "--seeds", "2000"],
            6.0,
            marks=pytest.mark.slow,
        ),
        pytest.param("proofs", [], 8.0, marks=pytest.mark.slow),
    ],
)
def test_ctrl_c_is_one_line_and_exit_130(module, args, wait, tmp_path):
    p = subprocess.Popen(
        [sys.executable, "-m", module, *args],
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
        cwd=tmp_path,
        env=_env(),
    )
    time.sleep(wait)  # past the imports, inside the work
    assert p.poll() is None, "the run ended before it could be interrupted; make it longer"
    p.send_signal(signal.SIGINT)
    _, err = p.communicate(timeout=30)
    assert p.returncode == 130, err
    assert err == f"{GRAMMARS[module].name}: interrupted\n", err


# The shared failure handling of numerics.cli, called in-process.


def test_one_line_errors_turns_every_ending_into_one_line_and_a_code(capsys):
    from numerics.cli import EXIT_INTERRUPTED, one_line_errors

    def raiser(exc):
        def work():
            raise exc

        return work

    assert one_line_errors("cmd", raiser(KeyboardInterrupt())) == EXIT_INTERRUPTED == 130
    assert capsys.readouterr().err == "cmd: interrupted\n"
    assert one_line_errors("cmd", raiser(KeyboardInterrupt()), on_interrupt=lambda: "interrupted; 3 cases saved") == 130
    assert capsys.readouterr().err == "cmd: interrupted; 3 cases saved\n"
    assert one_line_errors("cmd", raiser(MemoryError("Unable to allocate 8 GiB"))) == 2
    assert capsys.readouterr().err == "cmd: error: ran out of memory (Unable to allocate 8 GiB); lower the sizes\n"
    assert one_line_errors("cmd", raiser(ValueError("T=5 must be\neven")), {"T": "--T"}) == 2
    assert capsys.readouterr().err == "cmd: error: --T 5 must be even\n"
    assert one_line_errors("cmd", lambda: None) == 0


def test_closed_stdout_ends_quietly():
    r = subprocess.run(
        f"{sys.executable} -m numerics.sep_rank --depth 2 --T 4 | head -c 10",
        shell=True,
        capture_output=True,
        text=True,
        timeout=120,
    )
    assert r.stderr == "" and len(r.stdout) == 10


@pytest.mark.parametrize(
    "text, expect",
    [
        ("2,3,5-7", [2, 3, 5, 6, 7]),
        ("4", [4]),
        ("3-3,1", [1, 3]),
    ],
)
def test_parse_values(text, expect):
    from numerics.cli import parse_values

    assert parse_values(text, "T") == expect


@pytest.mark.parametrize(
    "text, match",
    [
        ("2-100000000000000000000", "expands to more than 10000 values"),
        ("5-2", "is empty"),
        ("0-3", ">= 1"),
        ("x", "not a list like 2,3"),
        ("9" * 5000, r"\(5000 characters\)"),
    ],
)
def test_parse_values_refuses_at_once(text, match):
    from numerics.cli import parse_values

    with pytest.raises(ValueError, match=match):
        parse_values(text, "T")


@pytest.mark.parametrize(
    "make_out, needle",
    [
        (lambda tmp: str(tmp / "a_file"), "is a file, not a folder"),
        (lambda tmp: str(tmp / "a_file" / "sub"), "Not a directory"),
        (lambda tmp: "/proc/nope", "No such file or directory"),
    ],
)
def test_figures_out_that_cannot_be_a_folder(make_out, needle, tmp_path):
    (tmp_path / "a_file").write_text("keep me")
    proc = run_cli("figures", ["--only", "shallow_rac_mps", "--format", "svg", "--out", make_out(tmp_path)], tmp_path)
    check_outcome("figures", [], proc)
    assert proc.returncode == 2 and needle in proc.stderr and "--out" in proc.stderr
    assert (tmp_path / "a_file").read_text() == "keep me"


@pytest.mark.parametrize("fmt", ["", ",", " "])
def test_figures_empty_format_says_what_to_give(fmt, tmp_path):
    proc = run_cli("figures", ["--only", "shallow_rac_mps", "--format", fmt], tmp_path)
    assert proc.returncode == 2
    assert proc.stderr == (
        f"figures: error: --format {fmt!r} names no format; give one or more of svg,png,pdf, "
        "comma-separated (see --help)\n"
    )
