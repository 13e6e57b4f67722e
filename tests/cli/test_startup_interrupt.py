"""Ctrl-C at any moment of a command line's start-up: one line on stderr and exit 130, never a traceback.

The oracle is the process itself: SIGINT is sent at delays spread over the phase in which the command imports
the lab (measured here, from the end of the bare interpreter's start to the end of ``import PACKAGE``) and
whatever the command was doing then, the only outcomes allowed are exit 130 with one line
(``...: interrupted...``) or exit 0 (it finished first). The interpreter's own start (importing ``site`` and
``runpy``, locating the module: the first 20-50 ms) runs no code of the lab; a Ctrl-C there gets Python's own
message, whose frames the test checks are all Python's.
"""

import os
import pathlib
import re
import signal
import subprocess
import sys
import sysconfig
import time

import pytest

import numerics

# Commands that run for a few seconds once started, so that every delay below lands before they finish.
COMMANDS = {
    "sep_rank": ["-m", "numerics.sep_rank", "--depth", "3", "--T", "10", "--trials", "3"],
    "figures": ["-m", "figures", "--out", "{tmp}", "--format", "svg"],
    "proofs": ["-m", "proofs"],
    "atlas": [
        "-m",
        "numerics.atlas",
        "--M",
        "2",
        "--R",
        "2-4",
        "--T",
        "8-16",
        "--depth",
        "1-3",
        "--db",
        "{tmp}/a.sqlite",
    ],
    "networks": ["-m", "numerics.networks", "--depth", "3", "--T", "12", "--R", "3"],
    "spectrum": [
        "-m",
        "numerics.spectrum",
        "--cell",
        "lstm",
        "--depth",
        "1-3",
        "--R",
        "8",
        "--T",
        "4-14",
        "--K",
        "2",
        "--seeds",
        "5",
    ],
    "arch_measures": ["-m", "numerics.arch_measures", "--help"],
    "depth_study": ["-m", "numerics.depth_study", "--help"],
    "train": ["-m", "numerics.train", "--help"],
    "device_rank": [
        "-m",
        "numerics.device_rank",
        "--depth",
        "2",
        "--M",
        "2",
        "--R",
        "6",
        "--T",
        "22",
        "--backend",
        "numpy",
    ],
}
QUICK = ("sep_rank", "figures", "proofs")


def _interrupt(argv: list, delay: float, tmp) -> subprocess.CompletedProcess:
    argv = [a.replace("{tmp}", str(tmp)) for a in argv]
    env = dict(os.environ, PYTHONDONTWRITEBYTECODE="1")
    proc = subprocess.Popen(
        [sys.executable, *argv], stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, text=True, env=env
    )
    time.sleep(delay)
    proc.send_signal(signal.SIGINT)
    _, err = proc.communicate(timeout=120)
    return subprocess.CompletedProcess(argv, proc.returncode, "", err)


def _seconds(code: str) -> float:
    start = time.perf_counter()
    subprocess.run([sys.executable, "-c", code], check=True)
    return time.perf_counter() - start


def _import_phase(argv: list) -> tuple:
    """(start, length) in seconds of the phase in which ``python -m`` imports the lab."""
    bare = min(_seconds("pass") for _ in range(3))
    return bare, max(_seconds(f"import {argv[1].split('.')[0]}") - bare, 0.05)


STDLIB = sysconfig.get_paths()["stdlib"]
INIT = pathlib.Path(numerics.__file__)
STARTUP = INIT.with_name("_startup.py")
# Packages run with -m whose first line is `import numerics` (the guard).
FIRST_IMPORTS = {str(INIT.parent.parent / pkg / "__init__.py") for pkg in ("figures", "proofs")}


def _python_own(err: str) -> bool:
    """A traceback from the interpreter's own start: every frame is Python's (frozen importlib/site/runpy, the
    standard library, a ``.pth`` line, the editable install's path finder) or the guard's own import (the 1 ms
    before it exists); none is the lab's past the guard, or numpy's."""
    guard = next(i for i, line in enumerate(INIT.read_text().splitlines(), 1) if "import guard_startup" in line)
    frames = re.findall(r'File "([^"]+)", line (\d+)', err)
    return all(
        f.startswith(("<frozen ", "<string>", STDLIB))
        or "__editable__" in f
        or f == str(STARTUP)
        or (f == str(INIT) and int(n) == guard)
        or f in FIRST_IMPORTS
        for f, n in frames
    )


def _outcome(result: subprocess.CompletedProcess, delay: float) -> str:
    err = result.stderr
    where = f"{' '.join(result.args)} interrupted after {delay:.3f} s: rc {result.returncode}, stderr {err!r}"
    # A Ctrl-C swallowed by Python ("Exception ignored in: ... KeyboardInterrupt", then the work ran to the end) is
    # not a finished run.
    assert "Exception ignored" not in err, where
    if result.returncode == 0 or (result.returncode == -signal.SIGINT and err == ""):
        return "finished"  # the signal came after the work: nothing left to report
    if result.returncode == -signal.SIGINT and err.count("\n") == 1 and "interrupted" in err:
        # One line printed, then CPython re-raised SIGINT at exit: it does so when a KeyboardInterrupt once
        # passed through code it ran with PyRun_* (an extension's import), even if the program caught it. A shell
        # reports 130 (128 + SIGINT) either way.
        return "lab"
    if "Traceback" in err or "Fatal Python error" in err:
        # After the lab's own line nothing may follow: an abort at exit ("Fatal Python error: PyThreadState_Get",
        # seen in `python -m figures`) has no frames of the lab to blame, yet it is the lab's.
        assert "interrupted" not in err and _python_own(err), where
        return "python"
    assert result.returncode == 130, where
    *before, last = err.strip().splitlines()
    # Progress lines (the atlas') may precede the one line that reports the interruption.
    assert "interrupted" in last and not any("error" in line or "interrupted" in line for line in before), where
    return "lab"


def _check(name: str, fractions, tmp_path) -> list:
    argv = COMMANDS[name]
    start, length = _import_phase(argv)
    outcomes = []
    for i, fraction in enumerate(fractions):
        tmp = tmp_path / f"{name}{i}"
        tmp.mkdir()
        delay = start + fraction * length
        outcomes.append(_outcome(_interrupt(argv, delay, tmp), delay))
    # The delays must have probed the lab's start-up, not only Python's or the finished command.
    assert outcomes.count("lab") >= len(fractions) // 2, outcomes
    return outcomes


@pytest.mark.parametrize("name", QUICK)
def test_interrupt_while_importing(name, tmp_path):
    _check(name, (0.3, 0.6, 0.9), tmp_path)


@pytest.mark.slow
@pytest.mark.parametrize("name", sorted(COMMANDS))
def test_interrupt_anywhere_in_start_up(name, tmp_path):
    _check(name, (0.0, 0.1, 0.2, 0.3, 0.5, 0.7, 0.9, 1.1, 1.5, 3.0), tmp_path)


@pytest.mark.slow
def test_interrupt_while_figures_loads_matplotlib(tmp_path):
    # Where `python -m figures` failed 2 times in 300 (an abort, a second traceback; once the Ctrl-C was lost):
    # 0.3-0.9 s after start, while matplotlib, its backends and the layouts' modules load (figures.__main__.
    # RENDER_IMPORTS). A race: many delays across that phase, each outcome one line and exit 130 (or finished).
    argv = COMMANDS["figures"]
    start = min(_seconds("pass") for _ in range(3))
    length = _seconds("import importlib, figures.__main__ as m; [importlib.import_module(n) for n in m.RENDER_IMPORTS]")
    outcomes = []
    for i in range(40):
        tmp = tmp_path / f"figures{i}"
        tmp.mkdir()
        delay = start + length * (i + 0.5) / 40
        outcomes.append(_outcome(_interrupt(argv, delay, tmp), delay))
    assert outcomes.count("lab") >= 20, outcomes


def test_figures_loads_what_it_draws_with_before_its_work(tmp_path):
    # Every module of note that drawing and saving import must be loaded under the start-up guard: importing it
    # later, inside the work, is what a Ctrl-C could turn into an abort. One figure of each kind, every format,
    # drawn into pytest's temporary folder (a folder of its own was left in /tmp after every run).
    code = """
import importlib, sys
import figures.__main__ as m
from figures.catalog import FIGURES
from figures.render import FORMATS, render
for name in m.RENDER_IMPORTS:
    importlib.import_module(name)
before = set(sys.modules)
kinds = {}
for name in FIGURES:
    kinds.setdefault(name.split("_")[0], name)
render(sorted(kinds.values()), sys.argv[1], FORMATS)
print(" ".join(sorted(set(sys.modules) - before)))
"""
    run = [sys.executable, "-c", code, str(tmp_path)]
    late = subprocess.run(run, check=True, capture_output=True, text=True).stdout.split()
    heavy = (
        "matplotlib",
        "PIL",
        "networkx",
        "scipy",
        "numpy",
        "pyparsing",
        "fontTools",
        "kiwisolver",
        "racs",
        "numerics",
    )
    assert [m for m in late if m.split(".")[0] in heavy] == [], late


def test_notebook_import_keeps_keyboard_interrupt():
    # `import numerics` outside `python -m` must leave SIGINT to Python (a notebook's interrupt button).
    code = (
        "import signal, numerics; "
        "assert signal.getsignal(signal.SIGINT) is signal.default_int_handler, signal.getsignal(signal.SIGINT)"
    )
    subprocess.run([sys.executable, "-c", code], check=True)


@pytest.mark.parametrize("raised", [SystemError, ValueError, RuntimeError])
def test_exception_from_an_interrupt_is_an_interrupt(raised, capsys):
    from numerics.cli import EXIT_INTERRUPTED, one_line_errors

    def work():
        try:
            raise KeyboardInterrupt
        except KeyboardInterrupt as exc:
            raise raised("returned a result with an exception set") from exc

    assert one_line_errors("cmd", work) == EXIT_INTERRUPTED
    assert capsys.readouterr().err == "cmd: interrupted\n"


def test_other_exceptions_still_propagate():
    from numerics.cli import one_line_errors

    def work():
        raise RuntimeError("a bug, not an interruption")

    with pytest.raises(RuntimeError):
        one_line_errors("cmd", work)


def test_a_clean_up_bug_during_an_interrupt_keeps_its_traceback():
    # A KeyError in a `finally` that ran because of Ctrl-C has the interrupt as context, not cause: a bug to show.
    from numerics.cli import one_line_errors

    def work():
        try:
            raise KeyboardInterrupt
        finally:
            {}["missing-key"]

    with pytest.raises(KeyError):
        one_line_errors("cmd", work)
