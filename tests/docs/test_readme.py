"""The README: its size, its two set-up commands (and CI's agreement with them), its links, its snippets and the
commands of its table; the guide's snippets too."""

import contextlib
import importlib.util
import io
import re
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
README = (ROOT / "README.md").read_text()

#: The two set-up commands, byte for byte: a new user copies them, and CI runs the second.
SETUP_MAIN = (
    "python3 -m venv .venv && .venv/bin/pip install -q -e . && .venv/bin/python -m numerics.sep_rank --depth 3 --T 6"
)
SETUP_TESTS = "python3 -m venv .venv && .venv/bin/pip install -q -e '.[test]' && .venv/bin/python -m pytest"
#: The front page stays short; everything else lives in docs/.
MAX_README_BYTES = 10_000


def readme_commands():
    setup = README.split("## Set-up", 1)[1].split("\n## ", 1)[0]
    return re.findall(r"```\n(.+?)\n```", setup)


def test_readme_is_at_most_10_kb():
    size = len((ROOT / "README.md").read_bytes())
    assert size <= MAX_README_BYTES, f"README.md is {size} bytes; move detail to docs/guide.md"


def test_readme_has_exactly_the_two_setup_commands_verbatim():
    assert readme_commands() == [SETUP_MAIN, SETUP_TESTS]


def test_ci_runs_the_readme_test_command_verbatim():
    ci = [l for l in (ROOT / ".ci" / "run").read_text().splitlines() if l and not l.startswith(("#", "set ", "cd "))]
    assert ci == [readme_commands()[1]]


def test_every_relative_link_in_the_readme_resolves_to_a_file():
    links = re.findall(r"\]\(([^)\s]+)\)", README)
    local = [link.split("#", 1)[0] for link in links if not re.match(r"[a-z]+:|#", link)]
    assert len(local) >= 10  # the table's pages, the docs' index, the guide, the theory, CONTRIBUTING, a figure
    missing = sorted({link for link in local if not (ROOT / link).is_file()})
    assert not missing, f"README.md links to missing files: {missing}"


def _run_snippets(path: Path):
    """Every ```python block of ``path`` runs; a trailing ``# a b`` comment on a print line is what it prints."""
    blocks = re.findall(r"```python\n(.+?)\n```", path.read_text(), flags=re.S)
    assert blocks
    for code in blocks:
        out = io.StringIO()
        with contextlib.redirect_stdout(out):
            exec(compile(code, str(path.name), "exec"), {})
        want = [
            line.split("#", 1)[1].strip() for line in code.splitlines() if line.startswith("print(") and "#" in line
        ]
        assert out.getvalue().split("\n")[: len(want)] == want, code


def test_readme_python_snippets_run_and_print_what_they_say():
    _run_snippets(ROOT / "README.md")


def test_guide_python_snippets_run_and_print_what_they_say():
    _run_snippets(ROOT / "docs" / "guide.md")


def _table_commands():
    """``(module, options)`` of every row of the README's table of what the lab can do."""
    table = README.split("## What it can do", 1)[1].split("\n## ", 1)[0]
    rows = re.findall(r"^\| `([^`]+)` \|", table, flags=re.M)
    assert len(rows) >= 10
    return [(cmd.split()[0], [w for w in cmd.split()[1:] if w.startswith("--")]) for cmd in rows]


@pytest.mark.parametrize("module, options", _table_commands(), ids=lambda v: v if isinstance(v, str) else "")
def test_each_command_of_the_table_exists_with_its_options(module, options):
    """``python -m MODULE`` is runnable and its ``--help`` lists every option the table shows."""
    runnable = importlib.util.find_spec(module)
    assert runnable is not None, module
    if runnable.submodule_search_locations is not None:  # a package: it runs through its __main__
        assert importlib.util.find_spec(f"{module}.__main__") is not None, module
    helped = subprocess.run(
        [sys.executable, "-m", module, "--help"], capture_output=True, text=True, timeout=120, check=False
    )
    assert helped.returncode == 0, helped.stderr
    for option in options:
        assert re.search(rf"{re.escape(option)}\b", helped.stdout), f"{module} --help lacks {option}"
