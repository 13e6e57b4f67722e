"""``python -m figures [--out DIR] [--format svg,png,pdf] [--only NAME ...] [--full]``: regenerate the figures.

Headless (matplotlib's Agg canvas); one line per file written. The SVGs shown in the README live in
``docs/figures/`` and are regenerated with
``python -m figures --out docs/figures --format svg --only shallow_rac_mps deep_rac_L3_T6 rank_vs_T``.

Ctrl-C is one line and exit 130 wherever it lands: figures are drawn one at a time, and between two of them
:func:`numerics.cli.raise_if_interrupted` raises a Ctrl-C that Python swallowed in one of matplotlib's weakref
callbacks (it once printed "Exception ignored ... KeyboardInterrupt" and drew every figure, exit 0).
"""

from __future__ import annotations

import importlib
import sys

from numerics.cli import OneLineParser, one_line_errors, quote, raise_if_interrupted

from .catalog import FIGURES
from .render import FORMATS, render

__all__ = ["main", "RENDER_IMPORTS"]

#: What drawing and saving import on first use (matplotlib and its backends, PIL's plugins for PNG, networkx and
#: scipy.sparse for the layouts, the cells for the spectra, the atlas' package data): about a second of
#: imports (load 3, 2 cores), loaded by :func:`main` after the arguments are checked and
#: before ``one_line_errors`` ends the start-up Ctrl-C guard (:mod:`numerics._startup`), so that a Ctrl-C while
#: they load is the guard's one line and exit 130. Loaded later, inside the work, a ``KeyboardInterrupt`` raised
#: in the middle of them got out as an abort (``Fatal Python error: PyThreadState_Get`` while Python finalised a
#: half-initialised extension), a second traceback (pyparsing's ``Forward.__del__`` on a half-built object) or
#: not at all (swallowed by a weakref callback of the import lock). ``tests/cli/test_startup_interrupt.py`` checks
#: that drawing a figure of each kind in every format imports nothing else of note. One cost of ``os._exit``: a
#: Ctrl-C inside matplotlib's first font-cache write (milliseconds, once per install) leaves its lock file
#: ``fontlist-*.json.matplotlib-lock`` in ``matplotlib.get_cachedir()``; later runs then wait 5 s and warn that they
#: could not save the cache, until it is deleted.
RENDER_IMPORTS = (
    "matplotlib.figure",
    "matplotlib.patches",
    "matplotlib.text",
    "matplotlib.font_manager",
    "matplotlib.textpath",
    "cycler",
    "matplotlib.backends.backend_agg",
    "matplotlib.backends.backend_svg",
    "matplotlib.backends.backend_pdf",
    "PIL.Image",
    "PIL.BmpImagePlugin",
    "PIL.GifImagePlugin",
    "PIL.JpegImagePlugin",
    "PIL.PpmImagePlugin",
    "PIL.PngImagePlugin",
    "networkx",
    "scipy.sparse.csgraph",
    "racs.cells",
    "numpy.random",
    "numerics.data",
)


def main(argv=None) -> int:
    p = OneLineParser(prog="python -m figures", description="Regenerate the lab's figures into files.")
    p.add_argument("--out", default="figures/out", help="output folder (default figures/out)")
    p.add_argument("--format", default="svg,png", help=f"comma-separated, from {','.join(FORMATS)} (default svg,png)")
    p.add_argument("--only", nargs="+", metavar="NAME", help=f"figures to make (default all): {', '.join(FIGURES)}")
    p.add_argument(
        "--full",
        action="store_true",
        help="draw every copy of repeated subtrees instead of one stacked box (taller diagrams)",
    )
    args = p.parse_args(argv)
    names = args.only or list(FIGURES)
    unknown = [n for n in names if n not in FIGURES]
    if unknown:
        p.error(f"unknown figure {quote(unknown[0])}; choose from {', '.join(FIGURES)}")
    formats = [f.strip() for f in args.format.split(",") if f.strip()]
    if not formats:
        p.error(f"--format {args.format!r} names no format; give one or more of {','.join(FORMATS)}, comma-separated")
    bad = [f for f in formats if f not in FORMATS]
    if bad:
        p.error(f"unknown format {quote(bad[0])} in --format; choose from {','.join(FORMATS)}")
    if not args.out.strip():
        p.error("--out '' names no folder; give a folder to write into (it is created if missing)")
    for module in RENDER_IMPORTS:  # still under the start-up guard (see RENDER_IMPORTS)
        importlib.import_module(module)

    def work():
        for name in names:  # one at a time: a Ctrl-C that Python swallowed is raised between two figures
            raise_if_interrupted()
            try:
                written = render([name], args.out, formats, full=args.full)
            except OSError as exc:  # a folder that cannot be made or written: say where and why
                where = exc.filename or args.out
                raise ValueError(
                    f"cannot write under --out {str(args.out)!r}: {where}: {exc.strerror or exc}"
                ) from None
            for path, _ in written:
                print(path, flush=True)
        raise_if_interrupted()  # a Ctrl-C dropped inside the last figure

    return one_line_errors("figures", work, {"out": "--out"})


if __name__ == "__main__":
    sys.exit(main())
