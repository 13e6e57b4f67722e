r"""``python -m numerics.train``: training campaigns on the seeds' tasks, stored in the one campaign store.

Examples::

    # largest T each depth solves on Start-End similarity at 3000 parameters (bisection on T = 12, 24, ..., 96)
    python -m numerics.train --task ses --cell scornn --depth 1-3 --params 3000 --step 12 --max 96 --db runs.sqlite
    # Collins' capacity: bits per parameter at P = 100 for two cells, b = 100, 200, 400 samples
    python -m numerics.train --task capacity --cell rnn,gru --depth 1 --params 100 --sizes 100,200,400 --db runs.sqlite
    # the fixed protocol (docs/experiments.md): 10 seeds x 2 learning rates per batched ensemble, a fixed T grid
    python -m numerics.train --task ses --cell scornn --depth 1-3 --params 1000 --sizes 8,16 --seeds 0-9 \
        --lrs 1e-3,3e-3 --iterations 300 --db runs.sqlite
    # publish (--keep-rows: the old rows of tasks not rerun, marked as the one-seed protocol)
    python -m numerics.train --export json --db runs.sqlite --keep-rows docs/experiments.json > new.json
    python -m numerics.train --export markdown --rows docs/experiments.json

A campaign reruns nothing already stored (Ctrl-C and rerun resumes it). Errors: one line, exit 2; Ctrl-C:
one line, exit 130. Before the first run the options are checked, every run is planned
(:func:`numerics.train.campaign.check_case`: memory; :func:`~numerics.train.campaign.check_config`: iterations,
threads, depth, seed) and torch is imported, not only looked up: without it, or with an install that does not
import, the command answers one line naming the ``[train]`` extra. A run that fails anyway is logged as
``train: failed: KEY: why`` on stderr. Results (the best rows, the largest sizes solved, exports) go to stdout;
progress and the summary to stderr (docs/reliability.md). A campaign whose every run is skipped exits 2, as the
atlas and the depth study do. ``--rows`` and ``--mnist`` must be regular files (``--rows``: JSON of at most
``numerics.cli.MAX_INPUT_BYTES``), checked before they are opened; exports open ``--db`` read-only;
``--scheduler`` is reached before the database is opened.
"""

from __future__ import annotations

import argparse
import json
import sys
import time
from collections.abc import Sequence
from importlib import import_module

from numerics.campaigns.run import connect_scheduler, run_campaign
from numerics.campaigns.store import open_store
from numerics.cli import (
    MAX_INPUT_BYTES,
    OneLineParser,
    check_input_file,
    int_list,
    nonnegative_int,
    one_line_errors,
    positive_int,
    quote_path,
    read_json_file,
    workers_int,
)
from numerics.train.campaign import (
    BISECTED,
    CAMPAIGN,
    OLD_PROTOCOL,
    Config,
    best_rows,
    bisect_cases,
    case_key,
    check_case,
    check_config,
    compute,
    compute_ensemble,
    grid,
    largest_solved,
    make_case,
    make_ensemble_case,
    member_rows,
    problem_of,
)
from numerics.train.problems import TASKS
from numerics.train.report import markdown
from racs.cells import get_cell

__all__ = ["main", "build_parser"]


#: Library parameter names as this command line spells them.
_OPTIONS = {
    "raise step or lower max_size": "raise --step or lower --max",
    "params": "--params",
    "task": "--task",
    "cell": "--cell",
    "depth": "--depth",
    "T": "--max",
    "m": "--m",
    "n": "--n",
    "n_in": "--n-in",
    "b": "--sizes",
    "max_size": "--max",
    "step": "--step",
    "iterations": "--iterations",
    "threads": "--threads",
    "seed": "--seed",
    "val": "--val",
    "test": "--test",
    "batch": "--batch",
    "path": "--mnist",
}


def _floats(name: str):
    def conv(text: str) -> list[float]:
        try:
            vals = [float(t) for t in text.split(",")]
        except ValueError:
            raise argparse.ArgumentTypeError(f"--{name} {text!r} must be numbers like 1e-3,3e-4") from None
        if not all(0 < v < 1 for v in vals):
            raise argparse.ArgumentTypeError(f"--{name} values must lie in (0, 1), got {text!r}")
        return vals

    return conv


def _seed_list(text: str) -> list[int]:
    """``--seeds``: ``A-B`` or comma-separated seeds, 0 allowed (``int_list`` starts at 1)."""
    out: list[int] = []
    try:
        for part in text.split(","):
            a, _, b = part.strip().partition("-")
            out += list(range(int(a), int(b) + 1)) if b else [int(a)]
    except ValueError:
        raise argparse.ArgumentTypeError(f"--seeds {text!r} must be like 0-9 or 0,1,2") from None
    if not out or min(out) < 0 or max(out) >= 2**63 or len(set(out)) != len(out):
        raise argparse.ArgumentTypeError(f"--seeds {text!r} must be distinct seeds in 0 .. 2^63 - 1, like 0-9")
    return out


def _names(text: str) -> list[str]:
    return [t.strip() for t in text.split(",") if t.strip()]


def build_parser():
    p = OneLineParser(
        prog="python -m numerics.train",
        description="Train the zoo's cells on the seeds' tasks; campaigns resume from --db.",
    )
    p.add_argument("--task", choices=TASKS, help="ses | copy | adding | capacity | memory | digits")
    p.add_argument("--cell", type=_names, default=["scornn"], help="cell names, comma-separated (default scornn)")
    p.add_argument("--depth", type=int_list("depth"), default=[1], help="depths, e.g. 1-3 (default 1)")
    p.add_argument("--params", type=int_list("params"), default=None, help="parameter budgets, e.g. 1000,3000")
    p.add_argument("--db", help="the campaign store (SQLite file, created if missing)")
    p.add_argument("--step", type=positive_int("step"), default=8, help="bisection grid step of T (ses) or B (copy)")
    p.add_argument("--max", type=positive_int("max"), default=64, help="largest T (ses) or B (copy) tried")
    p.add_argument(
        "--sizes",
        type=int_list("sizes"),
        default=None,
        help="adding/memory: T; capacity: samples b; (not for ses/copy, which bisect)",
    )
    p.add_argument("--m", type=positive_int("m"), default=4, help="ses: sub-string length (even); copy: letters")
    p.add_argument("--n", type=positive_int("n"), default=4, help="alphabet size (ses, copy)")
    p.add_argument("--n-in", type=positive_int("n-in"), default=8, help="input dimension (capacity, memory)")
    p.add_argument("--steps", type=positive_int("steps"), default=5, help="capacity: steps unrolled (Collins: 5)")
    p.add_argument("--lrs", type=_floats("lrs"), default=[1e-3, 3e-3], help="learning rates swept (best kept)")
    p.add_argument("--iterations", type=positive_int("iterations"), default=2000, help="step budget per run")
    p.add_argument("--batch", type=positive_int("batch"), default=128, help="examples per step (thesis 128)")
    p.add_argument("--val", type=positive_int("val"), default=1000, help="validation set size (thesis 5000)")
    p.add_argument("--test", type=positive_int("test"), default=2000, help="test set size (thesis 10000)")
    p.add_argument("--eval-every", type=positive_int("eval-every"), default=50, help="steps between validations")
    p.add_argument("--seed", type=nonnegative_int("seed"), default=0, help="seed of data, weights and batches")
    p.add_argument(
        "--seeds",
        type=_seed_list,
        default=None,
        help="the fixed protocol: these seeds x --lrs as one batched ensemble per (cell, depth, params, size), "
        "on the grid --sizes (or --step/--max), stopping on a plateau only",
    )
    p.add_argument("--threads", type=positive_int("threads"), default=1, help="torch CPU threads per run")
    p.add_argument("--workers", type=workers_int(), default=1, help="runs in parallel (processes)")
    p.add_argument("--scheduler", help="a Dask scheduler address instead of local workers")
    p.add_argument("--mnist", help="digits: a local mnist.npz instead of the bundled 8x8 digits")
    p.add_argument("--export", choices=("json", "markdown"), help="print the stored results instead of training")
    p.add_argument(
        "--keep-rows",
        help="--export json: also the rows of this JSON file (an earlier export) whose task the store does not "
        "hold, marked as the one-seed protocol (for ses: those with a lens)",
    )
    p.add_argument(
        "--rows",
        help="--export markdown: read rows from this JSON file instead of --db (a regular file of at most "
        f"{MAX_INPUT_BYTES // 2**20} MiB)",
    )
    return p


def _configs(args) -> list[Config]:
    if args.task is None or args.params is None:
        raise ValueError("give --task and --params (or --export json|markdown)")
    configs = [
        Config(
            task=args.task,
            cell=c,
            depth=d,
            params=P,
            seed=args.seed,
            m=args.m,
            n=args.n,
            n_in=args.n_in,
            steps=args.steps,
            iterations=args.iterations,
            batch=args.batch,
            val=args.val,
            test=args.test,
            eval_every=args.eval_every,
            threads=args.threads,
            mnist=args.mnist,
        )
        for c in args.cell
        for d in args.depth
        for P in args.params
    ]
    for c in configs:
        get_cell(c.cell)
        check_config(c)
    if args.task == "ses" and args.m % 2:
        raise ValueError(f"--m {args.m} must be even for ses (classes of 0, m/2 and m matches)")
    return configs


def _progress(label: str):
    start = time.monotonic()

    def show(done: int, total: int, eta: float | None) -> None:
        left = "?" if eta is None else f"{eta / 60:.1f} min"
        print(
            f"train: {label}{done}/{total} runs, {(time.monotonic() - start) / 60:.1f} min, about {left} left",
            file=sys.stderr,
            flush=True,
        )

    return show


def _log(kind: str, case: dict, message: str) -> None:
    print(f"train: {kind}: {case_key(case)}: {message}", file=sys.stderr, flush=True)


def _sizes(args) -> list[int]:
    """The hardness values of the campaign: the bisection grid (ses, copy), or --sizes."""
    if args.task in BISECTED and args.seeds is not None and args.sizes is not None:
        return args.sizes
    if args.task in BISECTED:
        sizes = grid(step=args.step, max_size=args.max, task=args.task, m=args.m)
        if not sizes:
            raise ValueError(
                f"no valid {BISECTED[args.task]} up to --max {args.max} with --step {args.step}"
                f"{' and T/2 > m' if args.task == 'ses' else ''}; raise --max"
            )
        return sizes
    if args.task == "digits":
        return [64]
    if args.sizes is None:
        raise ValueError(f"give --sizes for --task {args.task} (T for adding/memory, b for capacity)")
    return args.sizes


def _campaign(args) -> None:
    configs = _configs(args)
    if not args.db:
        raise ValueError("give --db FILE: the campaign store")
    if args.mnist is not None:  # a FIFO or a device would hang or drown the reader: refused before it is opened
        check_input_file(args.mnist, "--mnist", max_bytes=None)
    sizes = _sizes(args)
    for c in configs:  # memory grows with the size
        check_case(make_case(c, size=sizes[-1], lr=args.lrs[0]))
    for c in configs:  # the tasks' own checks, on one example each: their lower limits bind the smallest size
        for size in {sizes[0], sizes[-1]}:
            try:
                problem_of(make_case(c, size=size, lr=args.lrs[0]), val=1, test=1)
            except ImportError:  # scikit-learn's digits without the extra: said in one line just below
                break
    # Importing (not only finding) them: a broken or shadowed install fails here, in one line, instead of in every run.
    for module, why in (("torch", "training"), *((("sklearn", "--task digits"),) if args.task == "digits" else ())):
        try:
            import_module(module)
        except (ImportError, OSError) as exc:
            raise ValueError(
                f"{why} needs {module}, which cannot be imported ({exc}): pip install -e '.[train]' "
                "(the extra racs-lab[train])"
            ) from None
    if args.scheduler is not None:  # before the database is opened: a bad address leaves no file behind
        connect_scheduler(args.scheduler)
    store = open_store(args.db, campaign=CAMPAIGN, create=True)
    kw = dict(key=case_key, workers=args.workers, scheduler=args.scheduler)
    try:
        if args.seeds is not None:
            _ensembles(args, store, configs, sizes, kw)
        elif args.task in BISECTED:
            rnd = 0
            while cases := bisect_cases(store.rows(), configs, sizes, args.lrs):
                rnd += 1
                s = run_campaign(store, cases, compute, progress=_progress(f"round {rnd}: "), log=_log, **kw)
                if s.ran + s.by_others == 0:  # nothing new stored: the next round would ask the same runs again
                    raise ValueError(
                        f"round {rnd}: none of its {len(cases)} runs finished ({s.failed} failed, "
                        f"{s.skipped} skipped); fix the cause above and rerun to resume"
                    )
            rows = store.rows()
            for c in configs:
                print(
                    f"{c.task} {c.cell} depth {c.depth} params {c.params}: largest {BISECTED[c.task]} solved "
                    f"{largest_solved(rows, c, sizes, args.lrs)}"
                )
        else:
            cases = [make_case(c, size=s, lr=lr) for c in configs for s in sizes for lr in args.lrs]
            s = run_campaign(store, cases, compute, progress=_progress(""), log=_log, **kw)
            if s.all_skipped:  # the atlas' rule: a campaign that did nothing is an error
                raise ValueError(
                    f"all {s.skipped} runs were skipped (see the lines above); nothing was stored in {args.db}"
                )
            print(
                f"train: {s.ran} runs trained, {s.reused} reused, {s.skipped} skipped, {s.failed} failed in "
                f"{s.seconds:.0f} s",
                file=sys.stderr,
            )
            for r in best_rows([r for r in member_rows(store.rows()) if r["task"] == args.task]):
                print(
                    f"{r['task']} {r['cell']} depth {r['depth']} params {r['params']} size {r['size']}: "
                    f"{r['metric']} {r['value']:.4g} (lr {r['lr']:g})"
                )
    finally:
        store.close()


def _ensembles(args, store, configs, sizes, kw) -> None:
    """The fixed protocol: one batched ensemble (seeds x learning rates) per (config, size), budgets outermost
    so that a partial campaign holds whole budgets."""
    order = sorted(configs, key=lambda c: (c.cell, c.params))
    cases = [
        make_ensemble_case(c, size=s, seeds=args.seeds, lrs=args.lrs)
        for c0 in dict.fromkeys((c.cell, c.params) for c in order)
        for s in sizes
        for c in order
        if (c.cell, c.params) == c0
    ]
    s = run_campaign(store, cases, compute_ensemble, progress=_progress("ensembles: "), log=_log, **kw)
    if s.all_skipped:
        raise ValueError(f"all {s.skipped} ensembles were skipped (see the lines above); nothing was stored")
    print(
        f"train: {s.ran} ensembles trained, {s.reused} reused, {s.skipped} skipped, {s.failed} failed in "
        f"{s.seconds:.0f} s",
        file=sys.stderr,
    )
    mine = [r for r in best_rows(store.rows()) if r["task"] == args.task and r.get("protocol") != OLD_PROTOCOL]
    groups: dict = {}
    for r in mine:
        groups.setdefault((r["cell"], r["params"], r["size"], r["depth"]), []).append(r)
    for (cell, P, size, depth), rs in sorted(groups.items()):
        vals = sorted(r["value"] for r in rs)
        print(
            f"{args.task} {cell} depth {depth} params {P} size {size}: {sum(r['solved'] for r in rs)}/{len(rs)} "
            f"seeds solved, median {rs[0]['metric']} {vals[len(vals) // 2]:.4g}"
        )


def _kept_rows(path: str, rows: list) -> list:
    """The rows of an earlier export (``--keep-rows``) of tasks ``rows`` lacks, marked as the one-seed protocol;
    of a task ``rows`` has, only those that carry a lens (the lens table of the first campaign)."""
    old = read_json_file(path, "--keep-rows")
    if not isinstance(old, list):
        raise ValueError(f"--keep-rows {quote_path(path)} holds no list of rows; give an --export json file")
    tasks = {r["task"] for r in rows}
    return [
        {**r, "protocol": r.get("protocol", OLD_PROTOCOL)}
        for r in old
        if r.get("protocol", OLD_PROTOCOL) == OLD_PROTOCOL and (r["task"] not in tasks or "lens" in r)
    ]


def _foreign(source: str, exc: Exception) -> ValueError:
    """The one line for rows that are not what ``--export json`` writes (read from ``source``)."""
    return ValueError(
        f"{source} does not hold exported rows ({type(exc).__name__}: {' '.join(str(exc).split())[:100]}); "
        "write it with --export json from a --db that only this command wrote"
    )


_NOT_ROWS = (KeyError, TypeError, AttributeError, IndexError)


def _export(args) -> None:
    if args.keep_rows is not None and args.export != "json":
        raise ValueError("--keep-rows is read by --export json only")
    if args.rows is not None:
        if args.export != "markdown":
            raise ValueError("--rows is read by --export markdown only; export json from --db")
        source = f"--rows {quote_path(args.rows)}"
        rows = read_json_file(args.rows, "--rows")
        if not isinstance(rows, list):
            raise ValueError(
                f"{source} holds a JSON {type(rows).__name__}, not a list of rows; write it with --export json"
            )
        if not rows:
            raise ValueError(f"{source} holds no rows; write it with --export json from a --db with runs")
    else:
        if not args.db:
            raise ValueError("give --db FILE (or --rows FILE.json for markdown)")
        source = f"--db {quote_path(args.db)}"
        store = open_store(args.db, campaign=CAMPAIGN, create=False, readonly=True)  # a read-only filesystem too
        try:
            rows = best_rows(store.rows())
        except _NOT_ROWS as exc:  # rows another program wrote into the file
            raise _foreign(source, exc) from None
        finally:
            store.close()
        if not rows:  # an empty report would claim to be the published one
            raise ValueError(f"--db {args.db} holds no {CAMPAIGN} rows yet; run a campaign first (drop --export)")
    if args.export == "json":
        if args.keep_rows is not None:
            rows = rows + _kept_rows(args.keep_rows, rows)
        print(json.dumps(rows, indent=1))
        return
    try:
        text = markdown(rows)
    except _NOT_ROWS as exc:
        raise _foreign(source, exc) from None
    print(text, end="")


def main(argv: Sequence[str] | None = None) -> int:
    args = build_parser().parse_args(argv)
    # the tasks name the sequence length T: bisected (--max) for ses, given (--sizes) for adding and memory
    options = {**_OPTIONS, "T": "--sizes"} if args.task in ("adding", "memory") else _OPTIONS
    return one_line_errors(
        "train",
        lambda: _export(args) if args.export else _campaign(args),
        options,
        on_interrupt=lambda: "interrupted; finished runs are stored, rerun the same command to resume",
    )


if __name__ == "__main__":
    sys.exit(main())
