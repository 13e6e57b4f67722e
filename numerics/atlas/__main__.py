r"""``python -m numerics.atlas``: certified Start-End ranks over parameter grids, stored case by case.

For every :math:`(M, K, R, T, L)` of the grid: the best certified GF(p) rank over ``--trials`` seeded
instances (exactly what ``python -m numerics.sep_rank`` reports for the same seed and ``--K``), its
Schwartz-Zippel bound, every lower bound of the theory, the proven upper bounds and their minimum, and
``exact`` when the certified lower bound meets the proven upper bound (then the generic grid rank is known
exactly). ``K = M`` (the default) uses the M one-hot templates; ``K > M`` uses K random templates per trial,
drawn by :func:`numerics.certified_rank`'s seed rule.

Proven upper bounds, for every RAC of the shape (the bound registry :data:`numerics.BOUNDS` holds them all;
each row takes the bounds :func:`numerics.certified_rank` reports for its shape):

* ``trivial``: :math:`K^{T/2}`, the matrix side;
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

Large cases pick a cheaper exact method (:func:`numerics.atlas.run.case_method`, from side ``SKETCH_MIN_SIDE``
on): ``sep_rank --method factorised`` where the D crossing-state features are at most side / ``FACTORISED_SHARE``
(exact GF(p) rank in O(side D^2), no randomness), else ``--method sketch`` where the best proven upper bound is
at most side / ``SKETCH_FRACTION`` (the Start-End matrix streamed into a GF(p) sketch of adaptive width, O(side x
width) memory, a certified lower bound that equals the full rank except with probability at most width / p).
Every other case is ``--method exact``. Each row records its method.

``--extend-K`` runs the atlas along K instead (:mod:`numerics.atlas.kseq`): for every shape (L, M, R, T) of the
grid (``--K`` not given), K = M, M+1, ... until the certified rank meets the least proven K-free cap on the
separation rank (``pinned``), stops rising for ``--stable`` steps (``stable``), or the next case is over
``--case-seconds`` predicted seconds, ``--max-entries`` or the memory share; smallest T first, within
``--budget-seconds``. Its cases are ordinary atlas rows of the same database; ``--export kseq`` prints the
per-shape summary as JSON.

Cases run largest first in a local process pool (each of N workers capped at 1/N of the cores for BLAS), or on
a Dask cluster with ``--scheduler`` (extra ``[cluster]``), through the campaign store
(:mod:`numerics.campaigns.store`): each finished case is committed to SQLite at once, reruns skip it, two processes on
one database share the work, workers die with the parent, Ctrl-C stops them and keeps every finished case
(exit 130). Cases whose grid exceeds ``--max-entries`` or whose memory plan exceeds a worker's share of the
memory are skipped with one line each; the rest runs.
"""

from __future__ import annotations

import argparse
import json
import logging
import os
import sys
from typing import Any

from numerics.atlas.db import atlas_rows, open_atlas
from numerics.atlas.doc import export
from numerics.atlas.kseq import K_STABLE, extend_K, k_sequences
from numerics.atlas.run import SKETCH_MIN_SIDE, check_case, entries_exceed, grid_cases, refresh_bounds, run_atlas
from numerics.campaigns.run import connect_scheduler
from numerics.certify.plan import SKETCH_FRACTION
from numerics.cli import (
    OneLineParser,
    as_options,
    exact_int_output,
    nonnegative_int,
    one_line_errors,
    parse_values,
    positive_int,
    workers_int,
)
from numerics.rank.factorised import FACTORISED_SHARE

__all__ = ["main", "DEFAULT_MAX_ENTRIES", "MAX_CASES", "MAX_TRIALS"]

DEFAULT_MAX_ENTRIES = 2**24
#: Largest grid one command accepts (counted before any range is expanded).
MAX_CASES = 100_000
#: Most seeded instances per case.
MAX_TRIALS = 1000
_AXES = ("M", "K", "R", "T", "depth")
_OPTIONS = {"max_bytes": "--max-bytes"}


def _seconds(text: str) -> float:
    try:
        v = float(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"--connect-timeout must be a number of seconds, got {text!r}") from None
    if not 0 < v <= 3600:
        raise argparse.ArgumentTypeError(f"--connect-timeout must be in (0, 3600] seconds, got {text!r}")
    return v


def _positive_seconds(name: str):
    def parse(text: str) -> float:
        try:
            v = float(text)
        except ValueError:
            raise argparse.ArgumentTypeError(f"--{name} must be a number of seconds, got {text!r}") from None
        if not 0 < v <= 1e7:
            raise argparse.ArgumentTypeError(f"--{name} must be in (0, 1e7] seconds, got {text!r}")
        return v

    return parse


def _shapes(args) -> list[tuple[int, int, int, int]]:
    """The (L, M, R, T) shapes of ``--extend-K``'s grid (``grid_cases`` with K = M: its checks, its even T)."""
    if args.K is not None:
        raise ValueError("--extend-K chooses K itself; drop --K")
    return sorted({(c["depth"], c["M"], c["R"], c["T"]) for c in _grid(args)})


def _extend(args) -> None:
    shapes = _shapes(args)
    if args.scheduler is not None:
        raise ValueError("--extend-K runs locally; drop --scheduler")
    with open_atlas(args.db) as store:
        s = extend_K(
            shapes,
            store,
            stable=args.stable,
            max_case_seconds=args.case_seconds,
            budget_seconds=args.budget_seconds,
            max_entries=args.max_entries,
            workers=args.workers,
            max_bytes=args.max_bytes,
            trials=args.trials,
            seed=args.seed,
            log=lambda text: print(f"atlas --extend-K: {text}", file=sys.stderr, flush=True),
        )
        seqs = [
            q
            for q in k_sequences(atlas_rows(store), stable=args.stable)
            if (q["depth"], q["M"], q["R"], q["T"]) in set(shapes)
        ]
    counts = {k: sum(q["status"] == k for q in seqs) for k in ("pinned", "stable", "rising")}
    print(
        f"atlas --extend-K: {len(shapes)} shapes: {counts['pinned']} pinned, {counts['stable']} stable, "
        f"{counts['rising']} rising ({len(s.stopped)} stopped by a limit{', budget reached' if s.budget_hit else ''}); "
        f"{s.ran} cases run here in {s.rounds} rounds ({s.seconds:.1f} s)",
        file=sys.stderr,
    )


def _count_values(text: str) -> int:
    """How many values ``text`` (``2,4-8``) names, without expanding its ranges; 0 when it does not parse
    (then :func:`numerics.cli.parse_values` says why)."""
    n = 0
    for part in text.split(","):
        lo, sep, hi = part.strip().partition("-")
        try:
            a, b = int(lo), int(hi) if sep else int(lo)
        except ValueError:
            return 0
        n += max(0, b - a + 1)
    return n


def _grid(args) -> list[dict]:
    texts = {a: getattr(args, a) for a in _AXES if getattr(args, a) is not None}
    counts = {a: _count_values(t) for a, t in texts.items()}
    size = 1
    for n in counts.values():
        size *= max(n, 1)
    if size > MAX_CASES:
        axes = " x ".join(f"--{a} {n:.3g}" if n > 1e6 else f"--{a} {n}" for a, n in counts.items())
        raise ValueError(
            f"the grid has {size:.3g} cases ({axes} values), more than the {MAX_CASES} one run "
            "accepts; narrow the ranges"
        )
    values = {a: parse_values(t, a) for a, t in texts.items()}
    return grid_cases(
        values["M"], values["R"], values["T"], values["depth"], Ks=values.get("K"), trials=args.trials, seed=args.seed
    )


def _name(case: dict) -> str:
    K = f" K={case['K']}" if case["K"] != case["M"] else ""
    return f"M={case['M']}{K} R={case['R']} T={case['T']} depth={case['depth']}"


def _refusals(cases: list[dict], *, max_entries: int, workers: int, max_bytes) -> dict:
    """``{index: one-line reason}`` for the cases that are skipped before anything runs."""
    out = {}
    for i, c in enumerate(cases):
        K, T, sym = c["K"], c["T"], "M" if c["K"] == c["M"] else "K"
        if entries_exceed(K, T, max_entries):
            size = f"{K**T}" if T * K.bit_length() < 200 else f"{K}^{T}"
            out[i] = f"{sym}^T = {size} entries > --max-entries {max_entries}"
            continue
        try:
            check_case(c, workers=workers, max_bytes=max_bytes)
        except ValueError as exc:
            out[i] = as_options(" ".join(str(exc).split()), _OPTIONS)
    return out


def _reporter(stream):
    """``(progress, say)``: ``progress(done, total, eta)`` draws a tqdm bar on a terminal and one plain line per
    case otherwise; ``say(line)`` prints a message without breaking the bar."""
    tqdm: Any = None  # the tqdm.tqdm class (its .write is used too), on a terminal where tqdm is installed
    if stream.isatty():
        try:
            import tqdm as tqdm_module
        except ImportError:
            pass
        else:
            tqdm = tqdm_module.tqdm
    if tqdm is None:

        def say(text):
            print(text, file=stream, flush=True)

        def line(done, total, eta):
            say(f"atlas: {done}/{total} cases, ETA {'?' if eta is None else f'{eta:.0f} s'}")

        return line, say
    try:  # a terminal that reports no size (a bare pty) would get no bar at all
        size = os.get_terminal_size(stream.fileno())
        width, height = size.columns or 80, size.lines if size.lines > 1 else 24
    except (OSError, ValueError):
        width, height = 80, 24
    bar = tqdm(
        total=0,
        file=stream,
        unit="case",
        ncols=width,
        nrows=height,
        bar_format="{l_bar}{bar}| {n_fmt}/{total_fmt} [{elapsed}{postfix}]",
    )

    def draw(done, total, eta):
        bar.total, bar.n = total, done
        bar.set_postfix_str("ETA ?" if eta is None else f"ETA {eta:.0f} s", refresh=False)
        bar.refresh()
        if done == total:
            bar.close()

    def say_bar(text):
        tqdm.write(text, file=stream)

    return draw, say_bar


def _quiet_dask() -> None:
    """Silence Dask's own log lines (they would break the one-line promise); its errors reach us as exceptions.

    Dask configures its loggers when imported, so import it first (if it is there at all).
    """
    try:
        import distributed  # noqa: F401
    except ImportError:
        return
    for name in ["distributed", *logging.root.manager.loggerDict]:
        if name.startswith("distributed"):
            logging.getLogger(name).setLevel(logging.CRITICAL + 1)


def build_parser() -> OneLineParser:
    p = OneLineParser(
        prog="python -m numerics.atlas",
        description=__doc__.splitlines()[0],
        epilog=f"Each case picks its exact method (numerics.atlas.run.case_method): from side "
        f"{SKETCH_MIN_SIDE} on, sep_rank --method factorised where the crossing-state features "
        f"are at most side/{FACTORISED_SHARE}, else --method sketch where the proven upper bound "
        f"is at most side/{SKETCH_FRACTION}; the rest --method exact. Each row records its method. "
        "Ctrl-C keeps every finished case (exit 130); rerun to resume.",
    )
    p.add_argument("--M", help="input dimensions, e.g. 2,3,4")
    p.add_argument(
        "--K",
        help="templates, e.g. 2-6 (default: K = M, the one-hot templates; K > M: random "
        "templates; pairs with K < M are left out)",
    )
    p.add_argument("--R", help="widths, e.g. 1-6")
    p.add_argument("--T", help="sequence lengths, e.g. 2-16 (odd values are left out)")
    p.add_argument("--depth", help="depths, e.g. 1-4")
    p.add_argument("--trials", type=positive_int("trials"), default=1, help="seeded instances per case (default 1)")
    p.add_argument("--seed", type=nonnegative_int("seed"), default=0, help="base seed, as in sep_rank (default 0)")
    p.add_argument("--db", default="atlas.sqlite", help="SQLite file (default atlas.sqlite)")
    g = p.add_mutually_exclusive_group()
    g.add_argument("--workers", type=workers_int(), default=1, help="local processes (default 1)")
    g.add_argument("--scheduler", help="Dask scheduler address tcp://HOST:PORT (extra [cluster])")
    p.add_argument("--connect-timeout", type=_seconds, default=10.0, help="seconds to reach --scheduler (default 10)")
    p.add_argument(
        "--max-entries",
        type=positive_int("max-entries"),
        default=DEFAULT_MAX_ENTRIES,
        help=f"skip cases whose grid tensor has more than this many entries (default {DEFAULT_MAX_ENTRIES})",
    )
    p.add_argument(
        "--max-bytes",
        type=positive_int("max-bytes"),
        default=None,
        help="skip cases whose memory plan exceeds this many bytes (default: each worker's share of 80%% "
        "of the available memory)",
    )
    p.add_argument(
        "--extend-K",
        action="store_true",
        help="raise K per shape of the grid until the rank is pinned or stable (no --K; module docstring)",
    )
    p.add_argument(
        "--stable",
        type=positive_int("stable"),
        default=K_STABLE,
        help=f"--extend-K: steps of K without a rise that count as stable (default {K_STABLE})",
    )
    p.add_argument(
        "--case-seconds",
        type=_positive_seconds("case-seconds"),
        default=20.0,
        help="--extend-K: stop a shape where its next case is predicted to take longer (default 20)",
    )
    p.add_argument(
        "--budget-seconds",
        type=_positive_seconds("budget-seconds"),
        default=None,
        help="--extend-K: start no round after this many seconds (default: no limit)",
    )
    p.add_argument("--export", choices=("csv", "json", "markdown", "kseq"), help="print the whole database afterwards")
    p.add_argument(
        "--refresh-bounds",
        action="store_true",
        help="recompute the proven upper bounds of stored rows (after a new bound is added)",
    )
    return p


def main(argv=None) -> int:
    args = build_parser().parse_args(argv)
    interrupted = False

    def work():
        nonlocal interrupted
        if args.extend_K:
            if any(getattr(args, a) is None for a in ("M", "R", "T", "depth")):
                raise ValueError("--extend-K needs all of --M, --R, --T and --depth")
            lift()
            _extend(args)
        elif any(getattr(args, a) is not None for a in _AXES):
            if any(getattr(args, a) is None for a in ("M", "R", "T", "depth")):
                raise ValueError("a grid needs all of --M, --R, --T and --depth")
            if args.trials > MAX_TRIALS:
                raise ValueError(f"--trials {args.trials}: at most {MAX_TRIALS} instances per case")
            cases = _grid(args)
            refused = _refusals(cases, max_entries=args.max_entries, workers=args.workers, max_bytes=args.max_bytes)
            if len(refused) == len(cases):
                first = min(refused)
                raise ValueError(
                    ("" if len(cases) == 1 else f"all {len(cases)} cases refused; the first, ")
                    + f"{_name(cases[first])}: {refused[first]}"
                )
            keep = [c for i, c in enumerate(cases) if i not in refused]
            lift()  # from here on only rows are written and read: their bounds stay exact, however long
            if args.scheduler is not None:  # reached before the database is opened: a bad address leaves no file
                _quiet_dask()
                connect_scheduler(args.scheduler, args.connect_timeout)
            with open_atlas(args.db) as store:
                for i in sorted(refused):
                    print(f"atlas: skipped {_name(cases[i])}: {refused[i]}", file=sys.stderr)
                before = len(store.done())
                progress, say = _reporter(sys.stderr)
                try:
                    s = run_atlas(
                        keep,
                        store,
                        workers=args.workers,
                        scheduler=args.scheduler,
                        progress=progress,
                        connect_timeout=args.connect_timeout,
                        log=lambda kind, c, msg: say(f"atlas: {kind} {_name(c)}: {msg}"),
                    )
                except KeyboardInterrupt:
                    interrupted = True
                    now = len(store.done())
                    say(
                        f"atlas: interrupted; {now} cases saved in {args.db} ({now - before} this run); "
                        "rerun the same command to resume"
                    )
                    return
            if s.all_skipped:  # the same rule as the depth study and training: nothing done is an error
                raise ValueError(
                    f"all {s.skipped + len(refused)} cases were skipped (see the lines above); nothing was stored "
                    f"in {args.db}; lower the sizes"
                )
            others = f", {s.by_others} by another process" if s.by_others else ""
            print(
                f"atlas: {s.ran} cases run here{others}, {s.reused} already in {args.db}, "
                f"{s.skipped + len(refused)} skipped, {s.failed} failed ({s.seconds:.1f} s)",
                file=sys.stderr,
            )
        elif args.export is None and not args.refresh_bounds:
            raise ValueError("give a grid (--M --R --T --depth), --refresh-bounds or --export csv|json|markdown")
        lift()
        if args.refresh_bounds:
            print(f"atlas: refreshed the bounds of {refresh_bounds(args.db)} rows", file=sys.stderr)
        if args.export:
            with open_atlas(args.db, create=False, readonly=True) as store:  # a read-only filesystem too
                rows = atlas_rows(store)
            if not rows:
                raise ValueError(f"database is empty: {args.db!r} holds no atlas rows; run a grid first")
            if args.export == "kseq":
                sys.stdout.write(json.dumps(k_sequences(rows, stable=args.stable), indent=1) + "\n")
            else:
                sys.stdout.write(export(rows, args.export))

    with exact_int_output() as lift:
        code = one_line_errors("atlas", work, _OPTIONS)
    return 130 if interrupted and code == 0 else code


if __name__ == "__main__":
    sys.exit(main())
