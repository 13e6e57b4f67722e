r"""``python -m numerics.depth_study``: run the depth study into the campaign store, or publish it.

Run (resumable: finished cases are skipped; two processes on one file share the work)::

    python -m numerics.depth_study --db /tmp/spectra.sqlite --workers 2
    python -m numerics.depth_study --db /tmp/spectra.sqlite --cells lstm gru --depth 1-3 --params 300,1000 \
        --gains 0.5,1,3 --seeds 3 --max-T 2:10,3:6

Publish (every row of the store's ``spectra`` campaign; the most seeds per case)::

    python -m numerics.depth_study --db /tmp/spectra.sqlite --export json > numerics/data/spectra.json
    python -m numerics.depth_study --db /tmp/spectra.sqlite --export markdown > docs/spectra.md

Bad input gives one line on stderr and exit code 2 (a grid of more than ``MAX_CASES`` cases or a case of more
than ``numerics.spectrum.MAX_SPECTRUM_LAYER_STEPS`` layer updates included); so does a run whose every case is
skipped (the atlas' rule), after the lines naming each skip. Ctrl-C stops the workers, keeps every finished row
and exits with 130. Progress and the summary go to stderr, exports to stdout (docs/reliability.md). Exports open
the database read-only; ``--scheduler`` is reached before the database is opened.
"""

from __future__ import annotations

import argparse
import math
import sys
from collections.abc import Sequence

from numerics.campaigns.run import connect_scheduler, run_campaign
from numerics.campaigns.store import open_store
from numerics.cli import OneLineParser, int_list, one_line_errors, positive_int, workers_int
from numerics.depth_study import (
    BUDGETS,
    CAMPAIGN,
    DEPTHS,
    GAINS,
    MAX_T,
    SEEDS,
    StudyGrid,
    case_key,
    compute_case,
    export_json,
    study_cases,
)
from numerics.depth_study.document import spectra_markdown
from racs.cells import CELLS

__all__ = ["main", "build_parser"]

#: The library's names as this command line spells them (numerics.cli.as_options).
_OPTIONS = {
    "lower seeds, depths or max_T": "lower --seeds, --depth or --max-T",
    "depth": "--depth",
    "params": "--params",
    "seeds": "--seeds",
    "max_T": "--max-T",
}


def _gains(text: str) -> tuple:
    try:
        values = tuple(sorted({float(t) for t in text.split(",")}))
    except ValueError:
        raise argparse.ArgumentTypeError(
            f"--gains {text!r} must be numbers separated by commas, e.g. 0.5,1,3"
        ) from None
    if not all(0 < g < float("inf") for g in values):
        raise argparse.ArgumentTypeError(f"--gains {text!r}: every gain must be a finite number > 0")
    return values


def _max_T(text: str) -> tuple:
    pairs = []
    for part in text.split(","):
        K, _sep, T = part.partition(":")
        try:
            pairs.append((int(K), int(T)))
        except ValueError:
            raise argparse.ArgumentTypeError(f"--max-T {text!r} must be K:T pairs such as 2:14,3:10") from None
    if any(K < 1 or T < 2 for K, T in pairs) or len({K for K, _ in pairs}) < len(pairs):
        raise argparse.ArgumentTypeError(f"--max-T {text!r} needs distinct K >= 1, each with a largest T >= 2")
    return tuple(sorted(pairs))


def build_parser():
    p = OneLineParser(
        prog="python -m numerics.depth_study",
        description="Start-End spectra of every cell at depths 1-3 and equal parameter budgets, "
        "stored case by case (resumable); --export publishes them.",
    )
    p.add_argument("--db", required=True, help="SQLite file of the campaign store (created if missing)")
    p.add_argument(
        "--export",
        choices=("json", "markdown"),
        help="print numerics/data/spectra.json or docs/spectra.md made from the stored rows; no run",
    )
    where = p.add_mutually_exclusive_group()  # a scheduler's workers are its own: --workers would be ignored
    where.add_argument("--workers", type=workers_int(), default=1, help="local worker processes (default 1)")
    where.add_argument("--scheduler", help="a Dask scheduler address tcp://HOST:PORT instead of local workers")
    p.add_argument(
        "--cells",
        nargs="+",
        choices=list(CELLS),
        default=list(CELLS),
        metavar="CELL",
        help=f"cells (default all: {' '.join(CELLS)})",
    )
    p.add_argument("--depth", type=int_list("depth"), default=list(DEPTHS), help="depths, e.g. 1-3 (default)")
    p.add_argument(
        "--params", type=int_list("params"), default=list(BUDGETS), help="parameter budgets, e.g. 300,1000 (default)"
    )
    p.add_argument("--gains", type=_gains, default=GAINS, help="weight gains (default 0.5,1,1.5,2,3)")
    p.add_argument("--seeds", type=positive_int("seeds"), default=SEEDS, help=f"seeds per row (default {SEEDS})")
    p.add_argument(
        "--max-T",
        type=_max_T,
        default=MAX_T,
        dest="max_T",
        help="K:T pairs, every even T from 2 to T at alphabet size K (default 2:14,3:10)",
    )
    return p


def _progress(stream):
    def report(done: int, total: int, eta: float | None):
        left = "" if eta is None else f", about {eta:.0f} s left"
        stream.write(f"{done}/{total} cases{left}\n")
        stream.flush()

    return report


def _cost(case: dict) -> float:
    # seeds x depth x K^T, capped in log2 so that a case too large to run (skipped at once) still has a float cost
    return case["seeds"] * case["depth"] * 2.0 ** min(case["T"] * math.log2(case["K"]), 1000.0)


def _log(kind: str, case: dict, message: str) -> None:
    print(f"depth_study: {kind}: {case_key(case)}: {message}", file=sys.stderr)


def _export(args) -> None:
    store = open_store(args.db, campaign=CAMPAIGN, create=False, readonly=True)
    try:
        rows = store.rows()
    finally:
        store.close()
    if not rows:
        raise ValueError(f"--db {args.db} holds no {CAMPAIGN} rows yet; run the study first (drop --export)")
    try:
        text = export_json(rows) if args.export == "json" else spectra_markdown(rows)
    except (KeyError, TypeError, AttributeError, IndexError) as exc:  # rows another program wrote into the file
        raise ValueError(
            f"--db {args.db} holds {CAMPAIGN} rows this study did not write ({type(exc).__name__}: "
            f"{' '.join(str(exc).split())[:100]}); export from a database that only this command wrote"
        ) from None
    sys.stdout.write(text)


def _run(args) -> int:
    grid = StudyGrid(
        cells=tuple(args.cells),
        depths=tuple(args.depth),
        budgets=tuple(args.params),
        gains=args.gains,
        seeds=args.seeds,
        max_T=args.max_T,
    )
    cases = study_cases(grid)
    if args.scheduler is not None:  # before the database is opened: a bad address leaves no file behind
        connect_scheduler(args.scheduler)
    store = open_store(args.db, campaign=CAMPAIGN, create=True)
    try:
        s = run_campaign(
            store,
            cases,
            compute_case,
            key=case_key,
            workers=args.workers,
            scheduler=args.scheduler,
            progress=_progress(sys.stderr),
            log=_log,
            cost=_cost,
        )
        stored = len(store.done())
    finally:
        store.close()
    if s.all_skipped:  # the atlas' rule: a run that did nothing is an error
        raise ValueError(
            f"all {s.skipped} cases were skipped (see the lines above); nothing was stored in {args.db}; "
            "lower T (--max-T K:T), --seeds, --params or --depth"
        )
    print(
        f"depth_study: {len(cases)} cases: ran {s.ran}, reused {s.reused}, by others {s.by_others}, skipped "
        f"{s.skipped}, failed {s.failed} in {s.seconds:.1f} s; {stored} {CAMPAIGN} rows in {args.db}",
        file=sys.stderr,
    )
    return 1 if s.failed else 0


def main(argv: Sequence[str] | None = None) -> int:
    args = build_parser().parse_args(argv)
    status = {"code": 0}

    def work():
        if args.export:
            _export(args)
        else:
            status["code"] = _run(args)

    code = one_line_errors(
        "depth_study",
        work,
        _OPTIONS,
        on_interrupt=lambda: f"interrupted; finished rows are kept in {args.db}, rerun to resume",
    )
    return code or status["code"]


if __name__ == "__main__":
    sys.exit(main())
