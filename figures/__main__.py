"""``python -m figures [--out DIR] [--format svg,png,pdf] [--only NAME ...] [--full]``: regenerate the figures.

Headless (matplotlib's Agg canvas); one line per file written. The SVGs shown in the README live in
``docs/figures/`` and are regenerated with
``python -m figures --out docs/figures --format svg --only shallow_rac_mps deep_rac_L3_T6 rank_vs_T``.
"""
from __future__ import annotations

import sys

from numerics.cli import OneLineParser, one_line_errors

from .catalog import FIGURES
from .render import FORMATS, render


def main(argv=None) -> int:
    p = OneLineParser(prog="python -m figures", description="Regenerate the lab's figures into files.")
    p.add_argument("--out", default="figures/out", help="output folder (default figures/out)")
    p.add_argument("--format", default="svg,png", help=f"comma-separated, from {','.join(FORMATS)} (default svg,png)")
    p.add_argument("--only", nargs="+", metavar="NAME", help=f"figures to make (default all): {', '.join(FIGURES)}")
    p.add_argument("--full", action="store_true",
                   help="draw every copy of repeated subtrees instead of one stacked box (taller diagrams)")
    args = p.parse_args(argv)
    names = args.only or list(FIGURES)
    unknown = [n for n in names if n not in FIGURES]
    if unknown:
        p.error(f"unknown figure {unknown[0]!r}; choose from {', '.join(FIGURES)}")
    formats = [f.strip() for f in args.format.split(",") if f.strip()]
    bad = [f for f in formats if f not in FORMATS] or ([] if formats else ["(none)"])
    if bad:
        p.error(f"unknown format {bad[0]!r}; choose from {', '.join(FORMATS)}")
    def work():
        for path, _ in render(names, args.out, formats, full=args.full):
            print(path)
    return one_line_errors("figures", work)


if __name__ == "__main__":
    sys.exit(main())
