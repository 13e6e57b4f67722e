"""The static checks run in the default suite: ruff's lint and format check over the checkout and mypy over the four
packages, each with its configuration in ``pyproject.toml`` ([tool.ruff], [tool.mypy]). A failure shows the tool's
own output. Skipped only where the tool is not installed (the ``test`` extra installs both, at the pinned versions).

Each runs as ``sys.executable -m TOOL`` from the checkout's root, so the environment's own versions run, not whatever
is first on ``PATH``. mypy keeps its incremental cache in ``.mypy_cache/`` (git-ignored; an SQLite database, safe
for concurrent runs): a warm run takes about a second, a cold one several.
"""

import importlib.util
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
#: Generous: a cold mypy run takes seconds on one core; a hang should fail, not stall the suite.
TIMEOUT_S = 600


def _run(tool: str, *args: str) -> subprocess.CompletedProcess:
    if importlib.util.find_spec(tool) is None:
        pytest.skip(f"{tool} is not installed (pip install -e '.[test]')")
    return subprocess.run(
        [sys.executable, "-m", tool, *args], cwd=ROOT, capture_output=True, text=True, timeout=TIMEOUT_S
    )


def _failure(cmd: str, proc: subprocess.CompletedProcess) -> str:
    return f"`{cmd}` exited with {proc.returncode}:\n{proc.stdout}{proc.stderr}"


def test_ruff_check_passes():
    proc = _run("ruff", "check", "--no-fix", ".")
    assert proc.returncode == 0, _failure("ruff check .", proc)


def test_ruff_format_check_passes():
    proc = _run("ruff", "format", "--check", ".")
    assert proc.returncode == 0, _failure("ruff format --check . (fix: ruff format FILE)", proc)


def test_mypy_passes():
    # No paths: [tool.mypy] files = racs, numerics, proofs, figures.
    proc = _run("mypy")
    assert proc.returncode == 0, _failure("mypy", proc)
