"""Ctrl-C during ``python -m figures`` (issue 34): it was lost half the time, landing in a matplotlib weakref callback
("Exception ignored ... KeyboardInterrupt") after which every figure was drawn and the command exited 0. Now one
SIGINT while the figures draw is one line and exit 130 (in the default run), at ten random moments with ``-m slow``,
and the root cause, a KeyboardInterrupt swallowed by a weakref callback, is checked in this process.
"""

from __future__ import annotations

import random
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest
from faults_cases import env


def _interrupt_figures(tmp: Path, delay: float) -> tuple[int, str]:
    proc = subprocess.Popen(
        [sys.executable, "-m", "figures", "--out", str(tmp), "--format", "svg"],
        stdout=subprocess.DEVNULL,
        stderr=subprocess.PIPE,
        text=True,
        env=env(),
    )
    time.sleep(delay)
    proc.send_signal(signal.SIGINT)
    _, err = proc.communicate(timeout=120)
    return proc.returncode, err


def _figures_outcome_is_one_line(code: int, err: str, delay: float) -> None:
    where = f"SIGINT after {delay:.2f} s: exit {code}, stderr {err!r}"
    assert "Exception ignored" not in err and "Traceback" not in err, where
    assert code in (130, -signal.SIGINT), where
    assert err in ("figures: interrupted\n", "figures: interrupted while starting\n"), where


def test_ctrl_c_while_figures_draw_is_one_line_and_exit_130(tmp_path):
    # past the imports (about a second), inside the drawing of some 30 figures (seconds)
    code, err = _interrupt_figures(tmp_path, 3.0)
    _figures_outcome_is_one_line(code, err, 3.0)


@pytest.mark.slow
def test_ctrl_c_at_random_moments_of_figures_is_never_lost(tmp_path):
    rng = random.Random(34)
    for i in range(10):
        delay = rng.uniform(1.5, 6.0)
        out = tmp_path / f"run{i}"
        code, err = _interrupt_figures(out, delay)
        _figures_outcome_is_one_line(code, err, delay)


def test_a_ctrl_c_swallowed_by_a_weakref_callback_still_ends_the_command(capsys):
    """The root of the lost Ctrl-C: a KeyboardInterrupt raised inside a weakref callback (matplotlib's) is handed
    to ``sys.unraisablehook`` and the work goes on. ``one_line_errors`` keeps it: one line, exit 130, nothing else."""
    import weakref

    from numerics.cli import one_line_errors, raise_if_interrupted

    class Thing:
        pass

    steps = []

    def interrupt(_ref):
        raise KeyboardInterrupt

    def work():
        thing = Thing()
        ref = weakref.ref(thing, interrupt)
        del thing  # the callback raises; Python reports it as unraisable and carries on
        assert ref() is None
        steps.append("went on")
        raise_if_interrupted()
        steps.append("not reached")

    assert one_line_errors("cmd", work) == 130
    assert capsys.readouterr().err == "cmd: interrupted\n" and steps == ["went on"]
    assert one_line_errors("cmd", lambda: None) == 0  # the next command starts clean


def _c_extension_dropping_the_interrupt():
    """What matplotlib's bounding-box converter did in CI: a real SIGINT's ``KeyboardInterrupt`` reached C code
    converting an argument, which dropped it and raised its own error, with no cause."""
    try:
        signal.raise_signal(signal.SIGINT)
        time.sleep(1)  # not reached: the handler raises at the next bytecode
    except KeyboardInterrupt:
        raise ValueError("Invalid bounding box") from None


def test_an_error_raised_in_place_of_a_dropped_ctrl_c_is_the_interrupt(capsys):
    from numerics.cli import one_line_errors

    assert one_line_errors("cmd", _c_extension_dropping_the_interrupt) == 130
    assert capsys.readouterr().err == "cmd: interrupted\n"
    assert signal.getsignal(signal.SIGINT) is signal.default_int_handler  # Python's handler is back

    # the same error with no Ctrl-C is bad input again: one line, exit 2
    def bad():
        raise ValueError("Invalid bounding box")

    assert one_line_errors("cmd", bad) == 2
    assert capsys.readouterr().err == "cmd: error: Invalid bounding box\n"


def test_a_ctrl_c_the_work_caught_itself_is_not_said_twice(capsys):
    """The atlas catches its Ctrl-C, saves, says so and returns; ``one_line_errors`` adds nothing."""
    from numerics.cli import one_line_errors

    def work():
        try:
            signal.raise_signal(signal.SIGINT)
            time.sleep(1)
        except KeyboardInterrupt:
            print("cmd: interrupted; 3 cases saved", file=sys.stderr)

    assert one_line_errors("cmd", work) == 0
    assert capsys.readouterr().err == "cmd: interrupted; 3 cases saved\n"
