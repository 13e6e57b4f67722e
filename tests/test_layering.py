"""The packages depend one way (racs -> numerics -> proofs, figures), without cycles, and library code never
imports a command line (``docs/architecture.md``). Imports are read with ``ast``, including those inside
functions."""

import ast
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
PACKAGES = ("racs", "numerics", "proofs", "figures")
#: What each package may import from the others.
ALLOWED = {"racs": set(), "numerics": {"racs"}, "proofs": {"racs", "numerics"}, "figures": {"racs", "numerics"}}
#: Command-line modules besides every ``__main__``.
COMMAND_LINES = {"numerics.cli", "numerics.sep_rank", "numerics.networks", "numerics.device_rank"}


def _module_name(path: Path) -> str:
    parts = list(path.relative_to(ROOT).with_suffix("").parts)
    if parts[-1] == "__init__":
        parts.pop()
    return ".".join(parts)


def _modules() -> dict:
    return {_module_name(p): p for pkg in PACKAGES for p in (ROOT / pkg).rglob("*.py")}


def _imports(name: str, path: Path, known: set) -> set:
    """Modules of the lab that ``name`` imports (``from pkg import sub`` counts as ``pkg.sub`` when it is one)."""
    is_pkg = path.name == "__init__.py"
    base = name.split(".") if is_pkg else name.split(".")[:-1]
    out = set()
    for node in ast.walk(ast.parse(path.read_text())):
        if isinstance(node, ast.Import):
            targets = [a.name for a in node.names]
        elif isinstance(node, ast.ImportFrom):
            mod = (
                ".".join(base[: len(base) - node.level + 1] + ([node.module] if node.module else []))
                if node.level
                else node.module
            )
            targets = [f"{mod}.{a.name}" if f"{mod}.{a.name}" in known else mod for a in node.names]
        else:
            continue
        for t in targets:
            while t and t not in known:
                t = t.rpartition(".")[0]
            if t and t != name:
                out.add(t)
    return out


MODULES = _modules()
GRAPH = {m: _imports(m, p, set(MODULES)) for m, p in MODULES.items()}


def _is_command_line(m: str) -> bool:
    return m in COMMAND_LINES or m.endswith("__main__") or "numerics.cli" in GRAPH[m]


@pytest.mark.parametrize("module", sorted(MODULES))
def test_packages_depend_one_way(module):
    pkg = module.split(".")[0]
    bad = {t for t in GRAPH[module] if t.split(".")[0] not in ALLOWED[pkg] | {pkg}}
    assert not bad, f"{module} imports {sorted(bad)}; {pkg} may import only {sorted(ALLOWED[pkg]) or 'nothing'}"


@pytest.mark.parametrize("module", sorted(m for m in MODULES if not _is_command_line(m)))
def test_library_modules_never_import_command_lines(module):
    bad = {t for t in GRAPH[module] if _is_command_line(t)}
    assert not bad, f"library module {module} imports the command line(s) {sorted(bad)}"


def test_no_import_cycles():
    import networkx as nx

    g = nx.DiGraph(
        [
            (a, b)
            for a, bs in GRAPH.items()
            for b in bs
            # a package's __init__ re-exports its modules; those edges are not dependencies
            if not (b.startswith(a + ".") and MODULES[a].name == "__init__.py")
            and not (a.startswith(b + ".") and MODULES[b].name == "__init__.py")
        ]
    )
    cycles = list(nx.simple_cycles(g))
    assert not cycles, f"import cycles: {cycles[:3]}"


#: Inside ``numerics`` and ``proofs``: what each stage (subpackage) may import from its siblings. The pipeline
#: runs grid -> rank -> certify -> campaigns of questions (docs/architecture.md); the package fronts
#: (``__init__``), the command lines and every ``__main__`` sit on top and may import any stage.
STAGES = {
    "numerics": {
        "grid": set(),
        "bounds": set(),
        "campaigns": set(),
        "arch_measures": set(),
        "data": set(),
        "rank": {"grid", "bounds"},
        "certify": {"grid", "rank", "bounds"},
        "spectrum": {"grid", "rank"},
        "atlas": {"grid", "rank", "bounds", "certify", "campaigns", "data"},
        "depth_study": {"certify", "spectrum", "campaigns", "data"},
        "train": {"grid", "spectrum", "campaigns"},
    },
    "proofs": {"thesis": set(), "bounds": set(), "depth2": set(), "general": {"bounds", "depth2"}},
}
#: Modules every stage of a package may use: shared helpers, not stages.
SHARED = {"numerics": set(), "proofs": {"proofs.certificate", "proofs._util"}}


def _stage(module: str):
    """``(package, stage)`` of a module inside a stage subpackage, else None (package fronts, command lines)."""
    parts = module.split(".")
    if len(parts) >= 3 and parts[0] in STAGES and parts[1] in STAGES[parts[0]] and not module.endswith("__main__"):
        return parts[0], parts[1]
    return None


def test_every_subpackage_is_a_declared_stage():
    for pkg, stages in STAGES.items():
        subpackages = {p.parent.name for p in (ROOT / pkg).glob("*/__init__.py")}
        assert subpackages == set(stages), f"{pkg}: stages {sorted(set(stages) ^ subpackages)} undeclared or gone"


@pytest.mark.parametrize("module", sorted(m for m in MODULES if _stage(m)))
def test_stages_import_only_earlier_stages(module):
    pkg, stage = _stage(module)
    bad = set()
    for target in GRAPH[module]:
        if target.split(".")[0] != pkg or target in SHARED[pkg]:
            continue
        target_stage = target.split(".")[1] if "." in target else None
        if target_stage == stage:
            continue
        if target_stage not in STAGES[pkg][stage] or target.endswith("__main__"):
            bad.add(target)
    assert not bad, (
        f"{module} (stage {stage}) imports {sorted(bad)}; it may import the stages "
        f"{sorted(STAGES[pkg][stage]) or 'none'} of {pkg}, never its front or a command line"
    )


def test_the_checker_sees_a_back_edge(tmp_path):
    """The parser resolves relative and absolute imports (so the tests above can fail)."""
    assert "numerics.grid.grid_tensor" in GRAPH["numerics.certify.certified"]
    assert "racs.memory" in GRAPH["numerics.grid.grid_tensor"]
    fake = tmp_path / "racs" / "bad.py"
    fake.parent.mkdir()
    fake.write_text("from numerics.grid import grid_tensor\n")
    global ROOT
    old, ROOT = ROOT, tmp_path
    try:
        assert _imports("racs.bad", fake, set(MODULES) | {"racs.bad"}) == {"numerics.grid.grid_tensor"}
    finally:
        ROOT = old


def test_sources_hold_no_control_characters():
    """Non-raw docstrings once turned LaTeX \\top, \\beta, \\alpha into TAB, backspace and BEL."""
    bad = []
    for path in list(ROOT.glob("*.md")) + [
        p for d in (*PACKAGES, "tests", "bench", "docs") for p in (ROOT / d).rglob("*") if p.suffix in (".py", ".md")
    ]:
        text = path.read_text()
        hits = [i for i, ch in enumerate(text) if (ord(ch) < 32 and ch not in "\n\r") or ord(ch) == 127]
        if hits:
            bad.append(f"{path.relative_to(ROOT)}: {text[hits[0]]!r} at offset {hits[0]}")
    assert not bad, bad
