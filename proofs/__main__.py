"""``python -m proofs [--budget quick|full] [--only TEXT] [--markdown] [--json] [--[no-]progress]``: run the checks,
print the table.

``--only TEXT`` runs the rows whose statement contains TEXT (case-insensitive; several pieces comma-separated),
e.g. ``--only depth-2`` or ``--only "claim 1,lemma 2"``. Exit status 0 when no row has status ``fail`` (a
conjecture's ``undecided`` or ``refuted`` is a finding, not a failure), 1 when a proved statement fails, 2 on bad
arguments (``--only`` matching no statement: one line listing them), 130 after Ctrl-C (one line, no traceback).

Progress goes to stderr, the table to stdout (unchanged by it): a first line naming how many rows will run, then one
line per row as it finishes, ``proofs: 12/41 Claim 4: pass (0.8 s; 31 s elapsed)``. By default it is printed when
stderr is a terminal (an interactive run of a minute or more never sits silent; a pipe or a log captured by a
script gets the documented contract, nothing on stderr on success); ``--progress`` prints it always (a log file),
``--no-progress`` never.
"""

from __future__ import annotations

import argparse
import json
import sys
import time

from numerics.cli import OneLineParser, one_line_errors, quote, raise_if_interrupted
from proofs.registry import ENTRIES
from proofs.runner import format_markdown, format_text, run_all, select_entries


def _progress_printer():
    """``run_all``'s progress hook: one line per finished row on stderr, with its time and the time so far."""
    start = time.perf_counter()

    def report(done: int, total: int, row: dict, seconds: float) -> None:
        elapsed = time.perf_counter() - start
        print(
            f"proofs: {done}/{total} {row['statement']}: {row['status']} ({seconds:.1f} s; {elapsed:.0f} s elapsed)",
            file=sys.stderr,
            flush=True,
        )

    return report


def _select(only: str) -> tuple:
    """:func:`proofs.runner.select_entries`, with the text the user typed quoted by its ends when long (a
    100000-character ``--only`` was echoed in full)."""
    try:
        return select_entries(only)
    except ValueError as exc:
        text = str(exc)
        for piece in sorted({only, *(p.strip() for p in only.split(","))}, key=len, reverse=True):
            if len(piece) > 40:
                text = text.replace(repr(piece), quote(piece))
        raise ValueError(text) from None


def main(argv=None) -> int:
    p = OneLineParser(prog="python -m proofs", description="Run every executable check of the theory.")
    p.add_argument(
        "--budget",
        choices=("quick", "full"),
        default="quick",
        help="quick: about 70-80 s on two cores (default, what docs/claims.md records); full: larger cases, "
        "some rows alone take minutes and gigabytes",
    )
    p.add_argument(
        "--only",
        metavar="TEXT",
        help="run only the rows whose statement contains TEXT, case-insensitive; several pieces "
        "comma-separated (e.g. --only depth-2 or --only 'claim 1,lemma 2'); default every row",
    )
    fmt = p.add_mutually_exclusive_group()
    fmt.add_argument("--markdown", action="store_true", help="print the whole table as docs/claims.md")
    fmt.add_argument(
        "--json",
        action="store_true",
        help="print a list of objects with keys statement, check, cases, largest_case, status "
        "(pass, fail, undecided or refuted) and detail",
    )
    p.add_argument(
        "--progress",
        action=argparse.BooleanOptionalAction,
        default=None,
        help="print one line per row on stderr as it finishes (default: when stderr is a terminal)",
    )
    failed: list[dict] = []

    def work():
        args = p.parse_args(argv)
        if args.only is not None and args.markdown:
            p.error("--only prints part of the table and --markdown is the whole of docs/claims.md; drop one")
        entries = {} if args.only is None else {"entries": _select(args.only)}
        show = sys.stderr.isatty() if args.progress is None else args.progress
        if show:
            total = len(entries.get("entries", ENTRIES))
            print(f"proofs: running {total} rows, budget {args.budget}", file=sys.stderr, flush=True)
        printer = _progress_printer() if show else None

        def after_row(done: int, total: int, row: dict, seconds: float) -> None:
            # A Ctrl-C that Python swallowed inside a row (raised in a finaliser or a weakref callback, where it
            # cannot propagate) would otherwise let every remaining row run, minutes: stop at the row's end.
            raise_if_interrupted()
            if printer is not None:
                printer(done, total, row, seconds)

        rows = run_all(args.budget, progress=after_row, **entries)
        if args.json:
            print(json.dumps(rows, indent=1))
        elif args.markdown:
            print(format_markdown(rows, args.budget), end="")
        else:
            print(format_text(rows))
        failed.extend(r for r in rows if r["status"] == "fail")

    return one_line_errors("proofs", work, {"only": "--only"}) or (1 if failed else 0)


if __name__ == "__main__":
    sys.exit(main())
