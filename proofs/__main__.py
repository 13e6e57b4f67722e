"""``python -m proofs [--budget quick|full] [--markdown] [--json]``: run every check, print the table.

Exit status 0 when no row has status ``fail`` (a conjecture's ``undecided`` or ``refuted`` is a finding, not a
failure), 1 when a proved statement fails, 2 on bad arguments, 130 after Ctrl-C (one line, no traceback).
"""
from __future__ import annotations

import json
import sys

from numerics.cli import OneLineParser, one_line_errors

from .registry import format_markdown, format_text, run_all


def main(argv=None) -> int:
    p = OneLineParser(prog="python -m proofs", description="Run every executable check of the theory.")
    p.add_argument("--budget", choices=("quick", "full"), default="quick",
                   help="quick: seconds (default, what docs/claims.md records); full: larger cases, minutes")
    fmt = p.add_mutually_exclusive_group()
    fmt.add_argument("--markdown", action="store_true", help="print the table as docs/claims.md")
    fmt.add_argument("--json", action="store_true",
                     help="print a list of objects with keys statement, check, cases, largest_case, status "
                          "(pass, fail, undecided or refuted) and detail")
    failed = []

    def work():
        args = p.parse_args(argv)
        rows = run_all(args.budget)
        if args.json:
            print(json.dumps(rows, indent=1))
        elif args.markdown:
            print(format_markdown(rows, args.budget), end="")
        else:
            print(format_text(rows))
        failed.extend(r for r in rows if r["status"] == "fail")
    return one_line_errors("proofs", work) or (1 if failed else 0)


if __name__ == "__main__":
    sys.exit(main())
