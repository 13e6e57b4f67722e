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
