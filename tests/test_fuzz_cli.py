"""Fuzz every command line this file covers with argv drawn from its option grammar (tests/strategies.py).

Each argv runs in a subprocess (``sys.executable -m MODULE``) under an address-space cap (``RLIMIT_AS``) and a
time cap. The only outcomes allowed: exit 0 with a result on stdout, or exit 2 with exactly one line on stderr
naming the command; never a traceback, never a run past the caps, never the last-resort "ran out of memory"
line (that would mean a memory plan undercounted). Ctrl-C gives one line "NAME: interrupted" and exit 130.
"""
from __future__ import annotations

import dataclasses
import json
import os
import resource
import signal
import subprocess
import sys
import time

import pytest
from hypothesis import given, settings

from strategies import GRAMMARS, argv

#: Address-space cap of every fuzzed run.
MEMORY_CAP = 2 * 2**30
#: Wall-clock cap of every fuzzed run.
TIME_CAP = 60
#: Examples per command in the default (cheap) run; the slow run takes many more.
QUICK_EXAMPLES = {"numerics.sep_rank": 10, "numerics.networks": 6, "numerics.spectrum": 6,
                  "numerics.arch_measures": 6, "figures": 3, "proofs": 2}
SLOW_EXAMPLES = 150

#: argv tried per module in this session (reported by the slow run).
TRIED: dict = {}


def _cap():
    resource.setrlimit(resource.RLIMIT_AS, (MEMORY_CAP, MEMORY_CAP))


def _env():
    # One BLAS thread: the caps are per process and the machine is shared.
    return {**os.environ, "OPENBLAS_NUM_THREADS": "1", "OMP_NUM_THREADS": "1", "MKL_NUM_THREADS": "1"}


def run_cli(module: str, args: list, cwd) -> subprocess.CompletedProcess:
    return subprocess.run([sys.executable, "-m", module, *args], capture_output=True, text=True, cwd=cwd,
                          timeout=TIME_CAP, preexec_fn=_cap, env=_env(), errors="replace")


def check_outcome(module: str, args: list, proc: subprocess.CompletedProcess) -> None:
    name = GRAMMARS[module].name
    TRIED[module] = TRIED.get(module, 0) + 1
    where = f"argv {args!r}: exit {proc.returncode}, stderr {proc.stderr[-2000:]!r}"
    assert "Traceback" not in proc.stderr, where
    assert proc.returncode in (0, 2), where
    if proc.returncode == 0:
        assert proc.stdout.strip(), where
        return
    lines = proc.stderr.splitlines()
    assert len(lines) == 1 and proc.stderr.endswith("\n"), where
    assert lines[0].startswith(f"{name}: error: "), where
    assert "ran out of memory" not in lines[0], where


def _fuzz(module: str, args: list, tmp_path) -> None:
    try:
        proc = run_cli(module, args, tmp_path)
    except subprocess.TimeoutExpired:
        pytest.fail(f"{module} {args!r} ran past {TIME_CAP} s")
    check_outcome(module, args, proc)


def _quick_grammar(module: str):
    g = GRAMMARS[module]
    # A valid proofs run checks every claim (tens of seconds): the cheap run only tries argv that must be refused.
    return dataclasses.replace(g, always=g.always + ("--bogus",)) if module == "proofs" else g


@pytest.mark.parametrize("module", sorted(GRAMMARS))
def test_fuzz_quick(module, tmp_path_factory):
    tmp = tmp_path_factory.mktemp("fuzz")

    @settings(max_examples=QUICK_EXAMPLES[module])
    @given(args=argv(_quick_grammar(module)))
    def prop(args):
        _fuzz(module, args, tmp)
    prop()


@pytest.mark.slow
@pytest.mark.parametrize("module", sorted(GRAMMARS))
def test_fuzz_slow(module, tmp_path_factory):
    tmp = tmp_path_factory.mktemp("fuzz")
    before = TRIED.get(module, 0)

    @settings(max_examples=SLOW_EXAMPLES if module != "proofs" else 30, derandomize=False)
    @given(args=argv(GRAMMARS[module]))
    def prop(args):
        _fuzz(module, args, tmp)
    prop()
    print(json.dumps({"module": module, "argv_tried": TRIED[module] - before, "failures": 0}))


@pytest.mark.parametrize("module, args, wait", [
    ("numerics.sep_rank", ["--depth", "3", "--T", "12", "--trials", "100"], 6.0),
    pytest.param("numerics.spectrum", ["--cell", "lstm", "--depth", "1", "--R", "8", "--T", "16", "--K", "2",
                                       "--seeds", "2000"], 6.0, marks=pytest.mark.slow),
    pytest.param("proofs", [], 8.0, marks=pytest.mark.slow),
])
def test_ctrl_c_is_one_line_and_exit_130(module, args, wait, tmp_path):
    p = subprocess.Popen([sys.executable, "-m", module, *args], stdout=subprocess.PIPE, stderr=subprocess.PIPE,
                         text=True, cwd=tmp_path, env=_env())
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
    r = subprocess.run(f"{sys.executable} -m numerics.sep_rank --depth 2 --T 4 | head -c 10", shell=True,
                       capture_output=True, text=True, timeout=120)
    assert r.stderr == "" and len(r.stdout) == 10


@pytest.mark.parametrize("text, expect", [
    ("2,3,5-7", [2, 3, 5, 6, 7]), ("4", [4]), ("3-3,1", [1, 3]),
])
def test_parse_values(text, expect):
    from numerics.cli import parse_values
    assert parse_values(text, "T") == expect


@pytest.mark.parametrize("text, match", [
    ("2-100000000000000000000", "expands to more than 10000 values"), ("5-2", "is empty"), ("0-3", ">= 1"),
    ("x", "not a list like 2,3"), ("9" * 5000, r"\(5000 characters\)"),
])
def test_parse_values_refuses_at_once(text, match):
    from numerics.cli import parse_values
    with pytest.raises(ValueError, match=match):
        parse_values(text, "T")


@pytest.mark.parametrize("make_out, needle", [
    (lambda tmp: str(tmp / "a_file"), "is a file, not a folder"),
    (lambda tmp: str(tmp / "a_file" / "sub"), "Not a directory"),
    (lambda tmp: "/proc/nope", "No such file or directory"),
])
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
    assert proc.stderr == (f"figures: error: --format {fmt!r} names no format; give one or more of svg,png,pdf, "
                           "comma-separated (see --help)\n")
