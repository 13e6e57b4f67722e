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

import argparse
import csv
import io
import json
import os
import sys
import time
from concurrent.futures import ProcessPoolExecutor, as_completed
from typing import Callable, Iterable, Optional, Sequence

from racs.cli import OneLineParser, nonnegative_int, one_line_errors, positive_int

from .atlas_db import COLUMNS, all_rows, connect, done_keys, insert_row
from .bounds import depth2_ideal_bound, depth3_ideal_bound, end_state_bound, last_input_cap

__all__ = ["parse_values", "grid_cases", "case_method", "compute_case", "run_atlas", "refresh_bounds", "export",
           "best_rows", "atlas_markdown", "main", "DEFAULT_MAX_ENTRIES", "SKETCH_MIN_SIDE", "SKETCH_FRACTION"]

DEFAULT_MAX_ENTRIES = 2**24
#: Start-End matrices from this side on are sketched when their rank is provably low ...
SKETCH_MIN_SIDE = 1024
#: ... i.e. when the best proven upper bound is at most side / SKETCH_FRACTION.
SKETCH_FRACTION = 16


def _version() -> str:
    from importlib.metadata import PackageNotFoundError, version

    try:
        return version("racs-lab")
    except PackageNotFoundError:  # pragma: no cover - running from a source tree
        return "0+unknown"


def parse_values(text: str, name: str) -> list[int]:
    """``"2,3,5-7"`` -> ``[2, 3, 5, 6, 7]``; ``ValueError`` naming the option otherwise."""
    out: list[int] = []
    try:
        for part in text.split(","):
            part = part.strip()
            if "-" in part:
                a, b = (int(v) for v in part.split("-", 1))
                if a > b:
                    raise ValueError
                out.extend(range(a, b + 1))
            else:
                out.append(int(part))
    except ValueError:
        raise ValueError(f"--{name} {text!r} is not a list like 2,3 or a range like 1-6") from None
    if any(v < 1 for v in out):
        raise ValueError(f"--{name} {text!r}: values must be >= 1")
    return sorted(set(out))


def grid_cases(Ms, Rs, Ts, depths, *, trials: int = 1, seed: int = 0) -> list[dict]:
    """Every combination, with odd T left out (the Start-End partition needs even T)."""
    Ts = [T for T in Ts if T % 2 == 0]
    if not Ts:
        raise ValueError("--T contains no even value; the Start-End partition needs an even T")
    return [dict(M=M, R=R, T=T, depth=L, trials=trials, seed=seed)
            for M in Ms for L in depths for R in Rs for T in Ts]


def upper_bounds(M: int, R: int, T: int, depth: int) -> dict:
    """The proven upper bounds on the Start-End grid rank (one-hot templates) for every RAC of the shape."""
    ub = {"trivial": M ** (T // 2), "last_input": last_input_cap(M, R, T), "end_state": end_state_bound(R, T, depth)}
    if depth == 1:
        ub["mps_mincut"] = min(R, M ** (T // 2))
    if depth == 2:
        ub["depth2_ideal"] = depth2_ideal_bound(M, R, T)
    if depth == 3:
        ub["depth3_ideal"] = depth3_ideal_bound(R, T)
    if R == 1:
        ub["scalar_width"] = 1
    return ub


def case_method(case: dict) -> str:
    """``"sketch"`` for provably low-rank cases of side >= :data:`SKETCH_MIN_SIDE`, ``"exact"`` otherwise."""
    side = case["M"] ** (case["T"] // 2)
    low = SKETCH_FRACTION * min(upper_bounds(case["M"], case["R"], case["T"], case["depth"]).values()) <= side
    return "sketch" if side >= SKETCH_MIN_SIDE and low else "exact"


def compute_case(case: dict) -> dict:
    """One atlas row; the rank is ``sep_rank``'s for the same arguments and :func:`case_method` (module-level so
    it pickles)."""
    from . import sep_rank

    method = case_method(case)
    args = argparse.Namespace(depth=case["depth"], T=case["T"], M=case["M"], R=case["R"], C=1, cls=0, K=None,
                              seed=case["seed"], trials=case["trials"], method=method, prime=None, max_bytes=None,
                              rank_backend="auto")
    t0 = time.perf_counter()
    rep = sep_rank.run(args)
    ub = upper_bounds(case["M"], case["R"], case["T"], case["depth"])
    lower = {k: v for k, v in rep["bounds"].items() if k in ("shallow", "theorem1", "conjecture1") and v is not None}
    return {**case, "method": method, "rank": rep["rank"], "trial_ranks": rep["trial_ranks"], "prime": rep["prime"],
            "schwartz_zippel": rep["schwartz_zippel"]["all_trials"], "lower_bounds": lower,
            "upper_bound": min(ub.values()), "upper_bounds": ub, "exact": rep["rank"] == min(ub.values()),
            "seconds": round(time.perf_counter() - t0, 6), "version": _version()}


def refresh_bounds(db) -> int:
    """Recompute the proven upper bounds and ``exact`` of every stored row (ranks are not recomputed).

    Bounds are pure functions of the shape; this brings rows stored before a bound was added up to date.
    """
    con = connect(db)
    rows = all_rows(con)
    with con:
        for r in rows:
            ub = upper_bounds(r["M"], r["R"], r["T"], r["depth"])
            con.execute("UPDATE cases SET upper_bound=?, upper_bounds=?, exact=? WHERE M=? AND R=? AND T=? AND depth=? "
                        "AND trials=? AND seed=?", (min(ub.values()), json.dumps(ub), int(r["rank"] == min(ub.values())),
                                                    r["M"], r["R"], r["T"], r["depth"], r["trials"], r["seed"]))
    con.close()
    return len(rows)


def _share_cores(threads: int) -> None:
    """Pool-worker initializer: BLAS threads of this process capped at its share of the cores.

    One process uses every core in its BLAS elimination; N workers each doing so would oversubscribe them.
    """
    import numpy  # noqa: F401 - threadpoolctl limits the BLAS libraries already loaded
    from threadpoolctl import threadpool_limits

    threadpool_limits(limits=threads)


def _largest_first(cases: Sequence[dict]) -> list[dict]:
    """Cases by decreasing work (grid entries times depth), so parallel workers do not end on one large case."""
    return sorted(cases, key=lambda c: -c["M"] ** c["T"] * c["depth"])


def _key(case: dict) -> tuple:
    return tuple(case[k] for k in ("M", "R", "T", "depth", "trials", "seed"))


def run_atlas(cases: Sequence[dict], db, *, workers: int = 1, scheduler: Optional[str] = None,
              on_result: Optional[Callable[[dict, int, int], None]] = None) -> dict:
    """Run the cases not yet in ``db``; store each as it finishes.

    Returns ``{"run": n, "skipped": n}``. ``on_result(row, done, total)`` is called after each store.
    """
    con = connect(db)
    have = done_keys(con)
    todo = [c for c in cases if _key(c) not in have]
    total = len(todo)
    done = 0

    def store(row):
        nonlocal done
        insert_row(con, row)
        done += 1
        if on_result:
            on_result(row, done, total)

    if scheduler:
        try:
            from dask.distributed import Client, as_completed as dask_completed
        except ImportError:
            raise ValueError("--scheduler needs dask.distributed: pip install 'racs-lab[cluster]'") from None
        with Client(scheduler) as client:
            futures = [client.submit(compute_case, c, pure=False) for c in _largest_first(todo)]
            for fut in dask_completed(futures):
                store(fut.result())
    elif workers == 1:
        for c in todo:
            store(compute_case(c))
    else:
        share = max(1, (os.cpu_count() or 1) // workers)
        with ProcessPoolExecutor(max_workers=workers, initializer=_share_cores, initargs=(share,)) as pool:
            for fut in as_completed([pool.submit(compute_case, c) for c in _largest_first(todo)]):
                store(fut.result())
    con.close()
    return {"run": total, "skipped": len(cases) - total}


def export(rows: Iterable[dict], fmt: str) -> str:
    """The rows as ``csv``, ``json`` (a list of objects) or ``markdown`` (:func:`atlas_markdown`)."""
    rows = list(rows)
    if fmt == "json":
        return json.dumps(rows, indent=1) + "\n"
    if fmt == "csv":
        buf = io.StringIO()
        w = csv.DictWriter(buf, fieldnames=list(COLUMNS), lineterminator="\n")
        w.writeheader()
        for r in rows:
            w.writerow({k: json.dumps(v) if isinstance(v, (dict, list)) else v for k, v in r.items()})
        return buf.getvalue()
    if fmt == "markdown":
        from .atlas_doc import atlas_document

        return atlas_document(rows)
    raise ValueError(f"--export {fmt!r}: choose csv, json or markdown")


def atlas_summary(rows: list[dict]) -> dict:
    """Counts that the reading of ``docs/atlas.md`` states, computed from the rows."""
    deep = [r for r in rows if r["depth"] >= 2]
    shallow = [r for r in rows if r["depth"] == 1]
    conj_short = [r for r in rows if r["rank"] < r["lower_bounds"].get("conjecture1", 0)]
    return {
        "cases": len(rows),
        "sketched": sum(r.get("method") == "sketch" for r in rows),
        "exact": sum(r["exact"] for r in rows),
        "shallow": len(shallow),
        "shallow_equal": sum(r["rank"] == r["lower_bounds"]["shallow"] for r in shallow),
        "deep": len(deep),
        "deep_theorem1": sum(r["rank"] >= r["lower_bounds"]["theorem1"] for r in deep),
        "deep_exact": sum(r["exact"] for r in deep),
        "conj_short": len(conj_short),
        "conj_short_at_cap": sum(r["rank"] == r["upper_bounds"]["last_input"] for r in conj_short),
        "depth2": sum(1 for r in rows if r["depth"] == 2),
        "depth2_exact": sum(r["exact"] for r in rows if r["depth"] == 2),
        "depth2_formula": sum(r["rank"] == min(r["upper_bounds"][k] for k in ("depth2_ideal", "trivial", "last_input"))
                              for r in rows if r["depth"] == 2),
        "depth2_at_ideal": sum(r["rank"] == r["upper_bounds"]["depth2_ideal"] for r in rows if r["depth"] == 2),
        "depth2_below_end_state": sum(r["rank"] == r["upper_bounds"]["depth2_ideal"] < r["upper_bounds"]["end_state"]
                                      for r in rows if r["depth"] == 2),
        "deep3_wide": sum(1 for r in rows if r["depth"] >= 3 and r["R"] >= 3),
        "deep3_wide_exact": sum(r["exact"] for r in rows if r["depth"] >= 3 and r["R"] >= 3),
        "not_exact": sorted({(r["M"], r["depth"], r["R"]) for r in rows if not r["exact"]}),
        "gaps": {k: sorted({r["upper_bound"] - r["rank"] for r in rows if (r["M"], r["depth"], r["R"]) == k
                            and not r["exact"]}) for k in sorted({(r["M"], r["depth"], r["R"]) for r in rows
                                                                 if not r["exact"]})},
        "ideal_needed": sum(r["rank"] < min(v for k, v in r["upper_bounds"].items() if not k.endswith("_ideal"))
                            for r in rows),
        "ideal_needed_met": sum(r["rank"] < min(v for k, v in r["upper_bounds"].items() if not k.endswith("_ideal"))
                                and r["exact"] for r in rows),
        "depth3_below_end_state": sum(r["rank"] == r["upper_bounds"]["depth3_ideal"] < r["upper_bounds"]["end_state"]
                                      for r in rows if r["depth"] == 3),
        "depth3_gaps": sorted({r["upper_bounds"]["end_state"] - r["rank"] for r in rows if r["depth"] == 3
                               and r["rank"] == r["upper_bounds"]["depth3_ideal"] < r["upper_bounds"]["end_state"]}),
        "depth3_below_shapes": sorted({(r["M"], r["R"]) for r in rows if r["depth"] == 3 and r["rank"]
                                       == r["upper_bounds"]["depth3_ideal"] < r["upper_bounds"]["end_state"]}),
        "max_T": {M: max(r["T"] for r in rows if r["M"] == M) for M in sorted({r["M"] for r in rows})},
    }


def best_rows(rows: Iterable[dict]) -> dict:
    """``{(M, depth, R, T): row}`` keeping the highest rank where several seed sets cover one case."""
    best: dict = {}
    for r in rows:
        k = (r["M"], r["depth"], r["R"], r["T"])
        if k not in best or r["rank"] > best[k]["rank"]:
            best[k] = r
    return best


def atlas_markdown(rows: list[dict]) -> str:
    """Tables per M (rows depth and R, columns T): certified rank, ``=`` when it meets the proven upper bound,
    ``!`` when it is below Conjecture 1's value."""
    Ts = sorted({r["T"] for r in rows})
    lines = ["| M | depth | R | " + " | ".join(f"T={T}" for T in Ts) + " |"]
    lines.append("| --- " * (3 + len(Ts)) + "|")
    best = best_rows(rows)
    for M, L, R in sorted({(r["M"], r["depth"], r["R"]) for r in rows}):
        cells = []
        for T in Ts:
            r = best.get((M, L, R, T))
            if r is None:
                cells.append("")
                continue
            conj = r["lower_bounds"].get("conjecture1")
            mark = "=" if r["exact"] else ""
            mark += "!" if conj is not None and r["rank"] < conj else ""
            cells.append(f"{r['rank']}{mark}")
        lines.append(f"| {M} | {L} | {R} | " + " | ".join(cells) + " |")
    return "\n".join(lines) + "\n"


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
