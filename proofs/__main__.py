"""``python -m proofs [--budget quick|full] [--only TEXT] [--markdown] [--json]``: run the checks, print the table.

``--only TEXT`` runs the rows whose statement contains TEXT (case-insensitive; several pieces comma-separated),
e.g. ``--only depth-2`` or ``--only "claim 1,lemma 2"``. Exit status 0 when no row has status ``fail`` (a
conjecture's ``undecided`` or ``refuted`` is a finding, not a failure), 1 when a proved statement fails, 2 on bad
arguments (``--only`` matching no statement: one line listing them), 130 after Ctrl-C (one line, no traceback).
"""

from __future__ import annotations

import json
import sys

from numerics.cli import OneLineParser, one_line_errors
from proofs.registry import format_markdown, format_text, run_all, select_entries


def main(argv=None) -> int:
    p = OneLineParser(prog="python -m proofs", description="Run every executable check of the theory.")
    p.add_argument(
        "--budget",
        choices=("quick", "full"),
        default="quick",
        help="quick: seconds (default, what docs/claims.md records); full: larger cases, minutes",
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
    failed = []

    def work():
        args = p.parse_args(argv)
        if args.only is not None and args.markdown:
            p.error("--only prints part of the table and --markdown is the whole of docs/claims.md; drop one")
        entries = {} if args.only is None else {"entries": select_entries(args.only)}
        rows = run_all(args.budget, **entries)
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
