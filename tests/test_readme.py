"""The README's two set-up commands and CI stay in agreement."""

import re
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]


def readme_commands():
    text = (ROOT / "README.md").read_text()
    setup = text.split("## Set-up", 1)[1].split("\n## ", 1)[0]
    return re.findall(r"```\n(.+?)\n```", setup)


def test_readme_has_exactly_two_setup_commands():
    cmds = readme_commands()
    assert len(cmds) == 2
    assert cmds[0].endswith("python -m numerics.sep_rank --depth 3 --T 6")
    assert "pytest" in cmds[1]


def test_ci_runs_the_readme_test_command_verbatim():
    ci = [l for l in (ROOT / ".ci" / "run").read_text().splitlines() if l and not l.startswith(("#", "set ", "cd "))]
    assert ci == [readme_commands()[1]]


def test_readme_python_snippets_run_and_print_what_they_say():
    """Every ```python block runs; a trailing ``# a b`` comment on a print line is what it prints."""
    import contextlib
    import io

    text = (ROOT / "README.md").read_text()
    blocks = re.findall(r"```python\n(.+?)\n```", text, flags=re.S)
    assert blocks
    for code in blocks:
        out = io.StringIO()
        with contextlib.redirect_stdout(out):
            exec(compile(code, "README.md", "exec"), {})
        want = [
            line.split("#", 1)[1].strip() for line in code.splitlines() if line.startswith("print(") and "#" in line
        ]
        assert out.getvalue().split("\n")[: len(want)] == want
