r"""``python -m numerics.atlas``: certified Start-End ranks over parameter grids, stored case by case.

For every :math:`(M, R, T, L)` of the grid: the best certified GF(p) rank over ``--trials`` seeded
instances (exactly what ``python -m numerics.sep_rank`` reports for the same seed), its Schwartz-Zippel
bound, every lower bound of the theory, the proven upper bounds and their minimum, and ``exact`` when the
certified lower bound meets the proven upper bound (then the generic grid rank is known exactly).

Proven upper bounds, for every RAC of the shape:

* ``trivial``: :math:`M^{T/2}`, the matrix side;
* ``last_input``: :math:`\min\{R, M\} M^{T/2-1}` (:func:`numerics.last_input_cap`, ``docs/conjecture1.md``);
* ``end_state``: :math:`\prod_l (\!(R, N_l)\!)` (:func:`numerics.end_state_bound`): the End reads the Start
  through the states :math:`h^{T/2,l}` only, as a polynomial of known degree in each;
* ``depth2_ideal`` (depth 2 only): :math:`R((\!(R, T/2)\!) - (\!(R-M, T/2)\!))` (:func:`numerics.depth2_ideal_bound`):
  the first End input reaches the top layer through at most :math:`M` linear forms in the Start state;
* ``depth3_ideal`` (depth 3 only): :func:`numerics.depth3_ideal_bound`, the same argument one layer up;
* ``mps_mincut`` (depth 1 only): :math:`\min\{R, M^{T/2}\}`, the min-cut of the MPS (App. B.1);
* ``scalar_width`` (:math:`R = 1` only): 1. Every state is a scalar, so
  :math:`y = c \prod_t u_{d_t}^{k_t}` with :math:`u = W^{I,1}` and fixed exponents :math:`k_t` (the copy counts
  of :math:`x^t`): a product of per-time factors, separable for every partition.

Low-rank cases (:func:`case_method`: side at least :data:`SKETCH_MIN_SIDE` and best proven upper bound at
most side / :data:`SKETCH_FRACTION`) are computed as ``sep_rank --method sketch`` computes them: the Start-End
matrix streamed into a GF(p) sketch of adaptive width, O(side x width) memory, a certified lower bound that
equals the full rank except with probability at most width / p. Every other case is ``--method exact``. Each
row records its method.

Cases run in a local process pool (each of N workers capped at 1/N of the cores for BLAS, which one process
would otherwise use whole), or on a Dask cluster with ``--scheduler`` (extra ``[cluster]``);
each finished case is committed to SQLite at once (:mod:`numerics.atlas_db`), and re-runs skip it.
"""
from __future__ import annotations

import sys
import time

from .cli import OneLineParser, nonnegative_int, one_line_errors, parse_values, positive_int

from .atlas_db import all_rows, connect
from .atlas_doc import export
from .atlas_run import SKETCH_FRACTION, SKETCH_MIN_SIDE, grid_cases, refresh_bounds, run_atlas

__all__ = ["main", "DEFAULT_MAX_ENTRIES"]

DEFAULT_MAX_ENTRIES = 2**24
def _progress(stream):
    start = time.perf_counter()
    tty = stream.isatty()

    def report(row, done, total):
        el = time.perf_counter() - start
        eta = el / done * (total - done)
        if tty:
            stream.write(f"\r[{done}/{total}] M={row['M']} R={row['R']} T={row['T']} L={row['depth']} "
                         f"rank {row['rank']}  elapsed {el:.0f} s, ETA {eta:.0f} s   ")
            if done == total:
                stream.write("\n")
        else:
            stream.write(f"{done}/{total} M={row['M']} R={row['R']} T={row['T']} depth={row['depth']} rank "
                         f"{row['rank']} upper {row['upper_bound']}{' exact' if row['exact'] else ''} "
                         f"{row['seconds']:.2f} s (ETA {eta:.0f} s)\n")
        stream.flush()
    return report


def main(argv=None) -> int:
    p = OneLineParser(prog="python -m numerics.atlas", description=__doc__.splitlines()[0],
                      epilog=f"Cases of side >= {SKETCH_MIN_SIDE} whose proven upper bound is <= side/{SKETCH_FRACTION}"
                             " run as sep_rank --method sketch, the rest as --method exact; each row records its"
                             " method.")
    p.add_argument("--M", help="input dimensions, e.g. 2,3,4")
    p.add_argument("--R", help="widths, e.g. 1-6")
    p.add_argument("--T", help="sequence lengths, e.g. 2-16 (odd values are left out)")
    p.add_argument("--depth", help="depths, e.g. 1-4")
    p.add_argument("--trials", type=positive_int("trials"), default=1, help="seeded instances per case (default 1)")
    p.add_argument("--seed", type=nonnegative_int("seed"), default=0, help="base seed, as in sep_rank (default 0)")
    p.add_argument("--db", default="atlas.sqlite", help="SQLite file (default atlas.sqlite)")
    g = p.add_mutually_exclusive_group()
    g.add_argument("--workers", type=positive_int("workers"), default=1, help="local processes (default 1)")
    g.add_argument("--scheduler", help="Dask scheduler address tcp://HOST:PORT (extra [cluster])")
    p.add_argument("--max-entries", type=positive_int("max-entries"), default=DEFAULT_MAX_ENTRIES,
                   help=f"skip cases whose grid tensor has more than this many entries (default {DEFAULT_MAX_ENTRIES})")
    p.add_argument("--export", choices=("csv", "json", "markdown"), help="print the whole database afterwards")
    p.add_argument("--refresh-bounds", action="store_true",
                   help="recompute the proven upper bounds of stored rows (after a new bound is added)")
    args = p.parse_args(argv)
    grid = [args.M, args.R, args.T, args.depth]

    def work():
        if any(v is not None for v in grid):
            if any(v is None for v in grid):
                raise ValueError("a grid needs all of --M, --R, --T and --depth")
            cases = grid_cases(parse_values(args.M, "M"), parse_values(args.R, "R"), parse_values(args.T, "T"),
                               parse_values(args.depth, "depth"), trials=args.trials, seed=args.seed)
            keep = [c for c in cases if c["M"] ** c["T"] <= args.max_entries]
            for c in cases:
                if c not in keep:
                    print(f"skipped M={c['M']} R={c['R']} T={c['T']} depth={c['depth']}: M^T = {c['M'] ** c['T']} "
                          f"entries > --max-entries {args.max_entries}", file=sys.stderr)
            res = run_atlas(keep, args.db, workers=args.workers, scheduler=args.scheduler,
                            on_result=_progress(sys.stderr))
            print(f"atlas: {res['run']} cases run, {res['skipped']} already in {args.db}", file=sys.stderr)
        elif args.export is None and not args.refresh_bounds:
            raise ValueError("give a grid (--M --R --T --depth), --refresh-bounds or --export csv|json|markdown")
        if args.refresh_bounds:
            print(f"atlas: refreshed the bounds of {refresh_bounds(args.db)} rows", file=sys.stderr)
        if args.export:
            con = connect(args.db)
            sys.stdout.write(export(all_rows(con), args.export))
            con.close()
    return one_line_errors("atlas", work)


if __name__ == "__main__":
    sys.exit(main())
