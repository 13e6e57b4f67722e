"""Argument parsing shared by the command lines: one-line errors, exit code 2, no usage dump."""
from __future__ import annotations

import argparse
import json
import sys

__all__ = ["OneLineParser", "positive_int", "nonnegative_int", "one_line_errors", "report_main"]


class OneLineParser(argparse.ArgumentParser):
    def error(self, message):
        self.exit(2, f"{self.prog.split()[-1].split('.')[-1]}: error: {message} (see --help)\n")


def _int(name: str, low: int):
    def conv(text: str) -> int:
        try:
            v = int(text)
        except ValueError:
            raise argparse.ArgumentTypeError(f"--{name} must be an integer, got {text!r}") from None
        if v < low:
            raise argparse.ArgumentTypeError(f"--{name} must be >= {low}, got {v}")
        return v
    return conv


def positive_int(name: str):
    """An argparse type for an int >= 1 named ``--name`` in its messages."""
    return _int(name, 1)


def nonnegative_int(name: str):
    """An argparse type for an int >= 0."""
    return _int(name, 0)


def one_line_errors(name: str, work) -> int:
    """Run ``work()``; a ``ValueError``/``TypeError`` becomes one line ``NAME: error: ...`` and exit code 2."""
    try:
        work()
    except (ValueError, TypeError) as exc:
        print(f"{name}: error: {exc}", file=sys.stderr)
        return 2
    return 0


def report_main(name: str, parser: argparse.ArgumentParser, run, format_table, argv=None) -> int:
    """Parse, ``run(args)`` to a JSON-ready report, print it as a table or (``--json``) JSON (errors as
    :func:`one_line_errors`)."""
    args = parser.parse_args(argv)

    def work():
        report = run(args)
        print(json.dumps(report) if args.json else format_table(report))
    return one_line_errors(name, work)
