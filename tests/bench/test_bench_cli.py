"""The benchmark scripts answer bad input with one line and exit 2, before timing anything."""

import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]


@pytest.mark.parametrize(
    "script, argv, says",
    [
        ("bench_cells.py", ["--repeats", "0"], "--repeats"),
        ("bench_cells.py", ["--cells", "gur"], "gur"),
        ("bench_cells.py", ["--against", "missing_engine.py"], "missing_engine.py"),
        ("bench_cells.py", ["--T", "60"], "--T"),
        ("bench_core.py", ["--against", "missing_engine.py"], "missing_engine.py"),
    ],
)
def test_bad_input_is_one_line_and_exit_2(script, argv, says):
    proc = subprocess.run(
        [sys.executable, str(ROOT / "bench" / script), *argv], capture_output=True, text=True, timeout=120, cwd=ROOT
    )
    assert proc.returncode == 2, proc.stderr
    assert proc.stderr.count("\n") == 1 and says in proc.stderr and "Traceback" not in proc.stderr
