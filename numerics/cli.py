"""Argument parsing shared by the command lines: one-line errors, exit code 2, no usage dump."""
from __future__ import annotations

import argparse
import json
import re
import sys
from typing import Mapping, Optional

__all__ = ["OneLineParser", "positive_int", "nonnegative_int", "parse_values", "int_list", "one_line_errors", "report_main", "as_options"]


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


def as_options(message: str, options: Mapping[str, str]) -> str:
    """Say an API message in the command line's words: ``T=5`` becomes ``--T 5``, ``method='exact'`` becomes
    ``--method exact`` for every parameter named in ``options`` (``{"cls": "--class", ...}``).

    The library names values as ``name=value``; the command line quotes the option the user typed.
    """
    for name, flag in options.items():
        message = re.sub(rf"(?<![\w-]){re.escape(name)}=(?:'([^']*)'|([^\s,;:)]+))",
                         lambda m: f"{flag} {m.group(1) if m.group(1) is not None else m.group(2)}", message)
    return message


def parse_values(text: str, name: str) -> list[int]:
    """``"2,3,5-7"`` -> ``[2, 3, 5, 6, 7]`` (sorted, no repeats, every value >= 1); ``ValueError`` naming the
    option ``--name`` otherwise."""
    out: list[int] = []
    for part in text.split(","):
        lo, sep, hi = part.strip().partition("-")
        try:
            a, b = int(lo), int(hi) if sep else int(lo)
        except ValueError:
            raise ValueError(f"--{name} {text!r} is not a list like 2,3 or a range like 1-6") from None
        if b < a:
            raise ValueError(f"--{name} range {part.strip()!r} is empty; write A-B with A <= B")
        if a < 1:
            raise ValueError(f"--{name} must be >= 1, got {text!r}")
        out.extend(range(a, b + 1))
    return sorted(set(out))


def int_list(name: str):
    """An argparse type for :func:`parse_values`: ``N``, ``A-B`` or comma-separated lists of them."""
    def conv(text: str) -> list[int]:
        try:
            return parse_values(text, name)
        except ValueError as exc:
            raise argparse.ArgumentTypeError(str(exc)) from None
    return conv


def one_line_errors(name: str, work, options: Optional[Mapping[str, str]] = None) -> int:
    """Run ``work()``; a ``ValueError``/``TypeError`` becomes one line ``NAME: error: ...`` and exit code 2.

    ``options`` maps API parameter names to the command line's flags (:func:`as_options`).
    """
    try:
        work()
    except (ValueError, TypeError) as exc:
        text = " ".join(str(exc).split())
        print(f"{name}: error: {as_options(text, options or {})}", file=sys.stderr)
        return 2
    return 0


def report_main(name: str, parser: argparse.ArgumentParser, run, format_table, argv=None,
                options: Optional[Mapping[str, str]] = None) -> int:
    """Parse, ``run(args)`` to a JSON-ready report, print it as a table or (``--json``) JSON (errors as
    :func:`one_line_errors`)."""
    args = parser.parse_args(argv)

    def work():
        report = run(args)
        print(json.dumps(report) if args.json else format_table(report))
    return one_line_errors(name, work, options)
