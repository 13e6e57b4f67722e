"""Run the registry's entries (:data:`proofs.registry.ENTRIES`) at a budget and format the traceability table: the
engine behind ``python -m proofs``."""

from __future__ import annotations

import time
from collections.abc import Callable

from proofs.certificate import check_budget
from proofs.registry import ENTRIES, Entry

__all__ = ["select_entries", "run_entry", "run_all", "format_markdown", "format_text"]


def _fmt_params(p: dict) -> str:
    return " ".join(f"{k}={v}" for k, v in p.items() if k not in ("seed",))


def _listed(certs: list, most: int = 6) -> str:
    shown = "; ".join(_fmt_params(c.parameters) for c in certs[:most])
    return shown + ("; ..." if len(certs) > most else "")


def _conjecture_status(certs: list) -> tuple[str, str]:
    """A conjecture's row: ``fail`` if a proven cap used to refute it is exceeded by a certified rank (a bug),
    ``refuted`` if some case is below a proven upper bound, ``undecided`` if some case is a candidate or out of
    budget, else ``pass``."""
    broken = [c for c in certs if c.details.get("bound_violated")]
    refuted = [c for c in certs if c.details.get("refuted")]
    cands = [c for c in certs if c.details.get("counterexample_candidate")]
    undecided = [c for c in certs if c.details.get("undecided")]
    if broken:
        return "fail", f"a certified rank exceeds the proven cap in {len(broken)} cases: {_listed(broken)}"
    held = len(certs) - len(refuted) - len(cands) - len(undecided)
    detail = f"holds on {held} of {len(certs)} cases"
    if refuted:
        detail += (
            f"; refuted in {len(refuted)} (proven upper bound below the conjectured value, for every weight): "
            f"{_listed(refuted)}"
        )
    if undecided:
        detail += (
            f"; undecided in {len(undecided)} (no affordable template count can reach the bound: {_listed(undecided)})"
        )
    if cands:
        detail += (
            f"; counterexample candidates (certified rank below the bound after re-checks; a GF(p) rank is "
            f"only a lower bound): {_listed(cands)}"
        )
    return ("refuted" if refuted else "undecided" if cands or undecided else "pass"), detail


def run_entry(entry: Entry, budget: str) -> tuple[dict, list]:
    """Run every case of one entry; return its table row and the certificates."""
    check_budget(budget)
    certs = [entry.run(**case) for case in entry.cases(budget)]
    failed = [c for c in certs if not c.passed]
    largest = max(
        certs, key=lambda c: (c.details.get("size", 0), sum(v for v in c.parameters.values() if isinstance(v, int)))
    )
    if entry.conjecture:
        status, detail = _conjecture_status(certs)
    elif failed:
        status = "fail"
        detail = f"{len(failed)} of {len(certs)} cases fail, first: {_fmt_params(failed[0].parameters)}"
    else:
        status, detail = "pass", f"all {len(certs)} cases"
    row = {
        "statement": entry.statement,
        "check": entry.check,
        "cases": len(certs),
        "largest_case": _fmt_params(largest.parameters),
        "status": status,
        "detail": detail,
    }
    return row, certs


def _numbered_ranges(parts: list[str]) -> list[str]:
    """``["Proposition 4", "Lemma B", "Proposition 5", "Proposition 7"]`` -> ``["Propositions 4-5, 7", "Lemma B"]``:
    the parts that are a kind and a number alone, grouped per kind (at the kind's first place) into ranges of
    consecutive numbers, so that the list in ``select_entries``' error stays one line as the registry grows."""
    numbered: dict[str, list[int]] = {}
    place: dict[str, int] = {}
    out: list[str] = []
    for part in parts:
        kind, _, number = part.rpartition(" ")
        if kind and " " not in kind and number.isdigit():
            if kind not in numbered:
                numbered[kind], place[kind] = [], len(out)
                out.append(kind)
            numbered[kind].append(int(number))
        else:
            out.append(part)
    for kind, numbers in numbered.items():
        runs: list[list[int]] = []
        numbers = sorted(set(numbers))
        for k in numbers:
            if runs and k == runs[-1][1] + 1:
                runs[-1][1] = k
            else:
                runs.append([k, k])
        text = ", ".join(f"{a}" if a == b else f"{a}-{b}" for a, b in runs)
        label = kind if len(numbers) == 1 else kind + "s"
        out[place[kind]] = f"{label} {text}"
    return out


def select_entries(only: str, *, entries: tuple = ENTRIES) -> tuple:
    """The entries whose statement contains one of the comma-separated pieces of ``only`` (case-insensitive),
    in table order, each once.

    ``ValueError`` naming the piece and every statement when a piece matches none (a typo among several pieces
    would otherwise drop its rows silently) or when ``only`` has no piece at all.
    """
    pieces = [piece.strip() for piece in only.split(",") if piece.strip()]
    # Unquoted and shortened, so that the list stays one readable line as the registry grows: to the part before
    # " (" where that part names one statement alone, else to the part after ": " (a regime of a shared statement)
    # where that is unique; every listed part is accepted by --only.
    names = list(dict.fromkeys(e.statement for e in entries))
    short = [n.split(" (")[0] for n in names]
    tail = [n.split(": ", 1)[1] if ": " in n else n for n in names]
    statements = "; ".join(
        _numbered_ranges(
            [
                s if short.count(s) == 1 else t if tail.count(t) == 1 and t != n else n
                for s, t, n in zip(short, tail, names)
            ]
        )
    )
    if not pieces:
        raise ValueError(f"only={only!r} names no statement; give part of one of {statements}")
    for piece in pieces:
        if not any(piece.casefold() in e.statement.casefold() for e in entries):
            raise ValueError(f"no statement contains {piece!r}; give part of one of {statements}")
    return tuple(e for e in entries if any(piece.casefold() in e.statement.casefold() for piece in pieces))


def run_all(
    budget: str = "quick",
    *,
    entries: tuple = ENTRIES,
    progress: Callable[[int, int, dict, float], None] | None = None,
) -> list[dict]:
    """The traceability table: one row per entry of ``entries`` (default every entry, :data:`ENTRIES`).

    ``progress``, when given, is called after each row as ``progress(done, total, row, seconds)``: rows finished so
    far, rows in all, the row just finished and its wall-clock seconds (the command line prints it on stderr).
    The rows returned are the same with or without it.
    """
    rows = []
    for done, entry in enumerate(entries, 1):
        start = time.perf_counter()
        rows.append(run_entry(entry, budget)[0])
        if progress is not None:
            progress(done, len(entries), rows[-1], time.perf_counter() - start)
    return rows


def format_markdown(rows: list[dict], budget: str) -> str:
    lines = [
        "# Claims checked by the lab",
        "",
        f"Generated by `python -m proofs --budget {budget} --markdown > docs/claims.md`; a test fails when this",
        "file differs from what the command prints. Every comparison is exact (integers, rationals, GF(p) ranks,",
        "sympy); the statements refer to `../shared/seeds/003_*.txt`. `python -m proofs --budget full` runs",
        "larger cases.",
        "",
        "| statement | check | cases | largest case | status | detail |",
        "| --- | --- | --- | --- | --- | --- |",
    ]
    cell = lambda v: str(v).replace("|", "\\|")  # noqa: E731
    keys = ("statement", "check", "cases", "largest_case", "status", "detail")
    lines += ["| " + " | ".join(cell(r[k]) for k in keys) + " |" for r in rows]
    return "\n".join(lines) + "\n"


def format_text(rows: list[dict]) -> str:
    w = max(len(r["statement"]) for r in rows)
    out = [f"{'statement':<{w}}  {'cases':>5}  status / largest case / check"]
    for r in rows:
        out.append(f"{r['statement']:<{w}}  {r['cases']:>5}  {r['status']}: {r['detail']}")
        out.append(f"{'':<{w}}         largest: {r['largest_case']}")
        out.append(f"{'':<{w}}         check:   {r['check']}")
    return "\n".join(out)
