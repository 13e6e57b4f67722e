"""Runs the hostile-input table of tests/cli/faults_cases.py (issues 11 and 34) over all ten command lines.

Every case must end in one line on stderr naming the command (``NAME: error: ...``) with the expected words,
exit code 2, and no traceback. The default run calls each command's ``main`` in this process (fast; an alarm
guards against a hang), except the cases a regression could turn into a hang or a memory blow-up outside the alarm's
reach, which always run in a subprocess; ``-m slow`` runs every case in a subprocess under a 2 GiB address-space cap
and a time limit, as the attacker did.
"""

from __future__ import annotations

import importlib
import resource
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest
from faults_cases import CASES, COMMANDS, MAINS, Case, case_id, env, make_fixtures

#: Address-space and wall-clock caps of the subprocess runs (the attacker saw at most 121 MB and 1.6 s).
MEMORY_CAP = 2 * 2**30
#: device_rank plans a fixed working set of about 2 GiB even for a 2 x 2 matrix (numerics.certify.device), so under
#: a 2 GiB cap it refuses every run for memory first; it gets the cap of tests/cli/test_fuzz_cli.py's torch runs.
MEMORY_CAPS = {"numerics.device_rank": 6 * 2**30}
TIME_CAP = 30.0


@pytest.fixture(scope="module")
def folder(tmp_path_factory):
    """One folder of fixtures for every case (no case writes a file another reads)."""
    tmp = tmp_path_factory.mktemp("hostile")
    make_fixtures(tmp)
    return tmp


# ------------------------------------------------------------------ running a case


def _capper(limit: int):
    def cap() -> None:
        resource.setrlimit(resource.RLIMIT_AS, (limit, limit))

    return cap


def run_subprocess(case: Case, cwd: Path) -> tuple[int, str, float]:
    """(exit code, stderr, seconds) of ``python -m MODULE ARGV`` under the caps."""
    out = open("/dev/full", "w") if case.stdout == "full" else subprocess.DEVNULL
    start = time.monotonic()
    try:
        proc = subprocess.run(
            [sys.executable, "-m", case.module, *case.argv],
            stdout=out,
            stderr=subprocess.PIPE,
            text=True,
            errors="replace",
            cwd=cwd,
            timeout=TIME_CAP,
            preexec_fn=_capper(MEMORY_CAPS.get(case.module, MEMORY_CAP)),
            env=env(),
        )
    finally:
        if out is not subprocess.DEVNULL:
            out.close()
    return proc.returncode, proc.stderr, time.monotonic() - start


class _Hung(Exception):
    pass


def _alarm(signum, frame):
    raise _Hung("the command did not answer within the alarm")


def run_in_process(case: Case, cwd: Path, capsys, monkeypatch) -> tuple[int, str]:
    """(exit code, stderr) of the command's ``main(argv)`` in this process, under an alarm."""
    monkeypatch.chdir(cwd)
    main = importlib.import_module(MAINS[case.module]).main
    full = open("/dev/full", "w") if case.stdout == "full" else None
    if full is not None:
        monkeypatch.setattr(sys, "stdout", full)
    previous = signal.signal(signal.SIGALRM, _alarm)
    signal.alarm(60)
    try:
        code = main(list(case.argv))
    except SystemExit as exc:
        code = exc.code
    finally:
        signal.alarm(0)
        signal.signal(signal.SIGALRM, previous)
        if full is not None:
            monkeypatch.setattr(sys, "stdout", sys.__stdout__)
            full.close()
    return code, capsys.readouterr().err


def check(case: Case, code, err: str, cwd: Path) -> None:
    name = COMMANDS[case.module]
    where = f"{case.module} {' '.join(a[:60] for a in case.argv)}: exit {code}, stderr {err[-1500:]!r}"
    assert "Traceback" not in err and "Exception ignored" not in err, where
    assert code == 2, where
    lines = err.splitlines()
    assert err.endswith("\n") and (len(lines) == 1 or case.only_last), where
    assert lines[-1].startswith(f"{name}: error: "), where
    assert case.needle in lines[-1], where
    assert "ran out of memory" not in lines[-1] and len(lines[-1]) < 2100, where
    for path in case.absent:
        assert not (cwd / path).exists(), f"{where}: {path} was left behind"


@pytest.mark.parametrize("case", CASES, ids=case_id)
def test_hostile_case_is_one_line_and_exit_2(case, folder, capsys, monkeypatch):
    if case.subprocess:
        code, err, _ = run_subprocess(case, folder)
    else:
        code, err = run_in_process(case, folder, capsys, monkeypatch)
    check(case, code, err, folder)


@pytest.mark.slow
@pytest.mark.parametrize("case", CASES, ids=case_id)
def test_hostile_case_as_the_attacker_ran_it(case, folder):
    """Each case as its own process, under a 2 GiB address-space cap: one line, exit 2, within seconds."""
    code, err, seconds = run_subprocess(case, folder)
    check(case, code, err, folder)
    assert seconds < 20, f"{case}: {seconds:.1f} s"
