"""Follow ``T`` through the lab's rank front end: where the sizes travel while the method and memory are decided
(issue 30, item 2, "One plan").

    python bench/follow_T.py              # the three runs below, summary per run
    python bench/follow_T.py --verbose    # and every stop, in call order

Runs, each traced on its own:

* ``certified_rank``: ``numerics.certified_rank(depth=3, M=3, R=4, T=8, trials=1)``;
* ``atlas case``: ``numerics.atlas.run.case_method(case)`` and ``case_nbytes(case)`` for the atlas case
  ``dict(M=2, K=2, R=4, T=20, depth=3, trials=1, seed=0)`` (side 1024, the factorised rule applies);
* ``sep_rank --json``: ``numerics.sep_rank.main(["--depth", "3", "--T", "8", "--M", "3", "--R", "4", "--trials",
  "1", "--json"])`` with its output swallowed.

What is counted
---------------
``sys.setprofile`` records every ``call`` event of a Python function whose code lies in the lab's packages
(``racs/`` or ``numerics/`` of this checkout; the standard library, numpy and FLINT are not followed).
A call is a **stop** when it *receives T or a value derived from the sizes*: one of its parameters (the
arguments bound at entry, read from the frame's locals at the ``call`` event) is named in :data:`SIZE_NAMES`
(``T`` itself, and what is computed from it to plan memory: ``side``, ``shape``, ``Ks``, ``exponent``,
``nbytes``, ``need``, ``rank_cap``, ``steps``), or its value is a plan object (a class named ``Plan``, which
carries ``T``). A stop's module is its frame's ``__name__``.

The **planning phase** of a run is every stop from the start of the run up to (not including) the first call of
``racs.model.random_rac``, where the first trial starts to allocate; the atlas run has no trial, so all of it
is planning. Over the planning phase's stops, in call order:

* **stops**: their number, and per module;
* **modules**: the number of distinct modules among them;
* **returns**: collapse consecutive stops in the same module into one visit; a return is a visit to a module
  that an earlier visit had already left (e.g. ``certified -> memory -> certified`` counts one return).

The same three numbers over the whole run (the trials' own checks included) are printed beside them, and the
planning phase's numbers once more with modules grouped into the pipeline's stages (``numerics.bounds``,
``numerics.grid``, ``numerics.rank``, ``numerics.certify``, ``numerics.atlas``, ``racs``, and ``numerics`` for the
package front and command lines; docs/architecture.md), where a bound's hops between ``registry`` and ``formulas``
are one visit. The counts are deterministic for a given tree (no timing is involved); they change only when the
code's call structure does. Each run is warmed up first (imports, prime tables); the atlas run is warmed up on
another case (``T=18``), so that no per-case cache of the code under test is warm when it is traced.
"""

from __future__ import annotations

import argparse
import contextlib
import io
import sys
from collections import Counter
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

#: Parameter names that carry T or a size derived from it (module docstring).
SIZE_NAMES = frozenset({"T", "side", "shape", "Ks", "exponent", "nbytes", "need", "rank_cap", "steps"})
#: Code under these folders of the checkout is followed.
PACKAGES = tuple(str(ROOT / p) + "/" for p in ("racs", "numerics"))
#: The first call of this function (module, name) ends the planning phase: the first trial allocates.
PLAN_END = ("racs.model", "random_rac")


def _receives_sizes(frame) -> bool:
    code = frame.f_code
    names = code.co_varnames[: code.co_argcount + code.co_kwonlyargcount]
    for n in names:
        if n in SIZE_NAMES:
            return True
        v = frame.f_locals.get(n)
        if type(v).__name__ == "Plan":
            return True
    return False


def trace(fn) -> list[tuple[str, str, bool]]:
    """``(module, function, planning)`` of every stop while ``fn()`` runs, in call order."""
    stops: list[tuple[str, str, bool]] = []
    planning = [True]

    def prof(frame, event, arg):
        if event != "call" or not frame.f_code.co_filename.startswith(PACKAGES):
            return
        module = frame.f_globals.get("__name__", "?")
        if (module, frame.f_code.co_name) == PLAN_END:
            planning[0] = False
        if _receives_sizes(frame):
            stops.append((module, frame.f_code.co_qualname, planning[0]))

    sys.setprofile(prof)
    try:
        fn()
    finally:
        sys.setprofile(None)
    return stops


def stage(module: str) -> str:
    """The pipeline stage of a module: ``racs``, ``numerics.<stage>``, or ``numerics`` (front, command lines)."""
    parts = module.split(".")
    if parts[0] == "numerics" and len(parts) >= 3:
        return ".".join(parts[:2])
    return parts[0]


def summarise(stops: list[tuple[str, str, bool]], group=lambda m: m) -> dict:
    """Stops per module (or per ``group(module)``), distinct modules and returns (module docstring) of ``stops``."""
    modules = [group(m) for m, _, _ in stops]
    visits = [m for i, m in enumerate(modules) if i == 0 or modules[i - 1] != m]
    seen: set[str] = set()
    returns = 0
    for m in visits:
        returns += m in seen
        seen.add(m)
    return {"stops": len(stops), "modules": len(set(modules)), "returns": returns, "per_module": Counter(modules)}


def _certified_rank() -> None:
    import numerics

    numerics.certified_rank(depth=3, M=3, R=4, T=8, trials=1)


def _atlas_case(T: int = 20) -> None:
    from numerics.atlas.run import case_method, case_nbytes

    case = dict(M=2, K=2, R=4, T=T, depth=3, trials=1, seed=0)
    case_method(case)
    case_nbytes(case)


def _sep_rank_json() -> None:
    from numerics.sep_rank import main

    with contextlib.redirect_stdout(io.StringIO()):
        main(["--depth", "3", "--T", "8", "--M", "3", "--R", "4", "--trials", "1", "--json"])


RUNS = {"certified_rank": _certified_rank, "atlas case": _atlas_case, "sep_rank --json": _sep_rank_json}
#: What warms each run up (module docstring).
WARM = {"certified_rank": _certified_rank, "atlas case": lambda: _atlas_case(T=18), "sep_rank --json": _sep_rank_json}


def main(argv=None) -> int:
    p = argparse.ArgumentParser(description="Follow T through the rank front end (module docstring).")
    p.add_argument("--verbose", action="store_true", help="list every stop in call order")
    args = p.parse_args(argv)
    for fn in WARM.values():  # imports and prime tables, so the traced runs see only the work
        fn()
    for name, fn in RUNS.items():
        stops = trace(fn)
        plan = summarise([s for s in stops if s[2]])
        stages = summarise([s for s in stops if s[2]], group=stage)
        whole = summarise(stops)
        print(
            f"{name}: planning phase: {plan['stops']} stops in {plan['modules']} modules, "
            f"{plan['returns']} returns to a module already left; by stage: {stages['modules']} stages, "
            f"{stages['returns']} returns "
            f"(whole run: {whole['stops']} stops, {whole['modules']} modules, {whole['returns']} returns)"
        )
        for m, n in sorted(plan["per_module"].items(), key=lambda kv: (-kv[1], kv[0])):
            print(f"    {n:4d}  {m}")
        if args.verbose:
            for m, f, planning in stops:
                print(f"      {'plan' if planning else 'work'}  {m}.{f}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
