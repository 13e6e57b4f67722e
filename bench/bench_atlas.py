"""Atlas throughput: cases per minute with 1 vs 2 workers, the largest T reached per depth in a time budget, and
how good the progress ETA is.

    python bench/bench_atlas.py                    # 60 s budget per (M, depth) sweep
    python bench/bench_atlas.py --budget 600       # the issue's 10 minutes
    python bench/bench_atlas.py --skip-throughput --budget 600 --sweeps 2:3,3:3
    python bench/bench_atlas.py --eta --workers 2  # only the ETA check (issue 11: within 2x after 10% of the work)
    python bench/bench_atlas.py --eta --grid big --workers 2 --db live.sqlite  # 456 cases, a few minutes
    python bench/bench_atlas.py --eta-replay numerics/data/atlas.json --workers 2  # the ETA replayed on the
                                                   # committed Atlas II campaign's seconds (or a DB)
    python bench/bench_atlas.py --fit-cost atlas.sqlite [more.sqlite ...]  # refit numerics.atlas.run.COST_FIT

Each sweep raises T by 2 until the next case would exceed the remaining budget (estimated as the last case's
time times M^3, the growth of the exact rank) or the memory plan; it reports the largest finished T.
"""

from __future__ import annotations

import argparse
import heapq
import json
import statistics
import sys
import tempfile
import time
from pathlib import Path

import numpy as np

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from numerics import default_prime, grid_tensor, rank_mod_p, sketched_rank, start_end
from numerics.atlas.db import atlas_rows, open_atlas
from numerics.atlas.run import COST_FIT, case_cost, compute_case, cost_terms, grid_cases, run_atlas
from numerics.campaigns.workers import _Eta
from numerics.rank.dense import BLAS_PANEL
from racs import ModP, random_rac


def sketch_vs_full(L: int = 2, M: int = 4, R: int = 2, T: int = 12, repeats: int = 3):
    """Median time and numpy-tracked peak memory (tracemalloc) of the full and the streamed-sketch rank."""
    import tracemalloc

    p = default_prime(BLAS_PANEL)  # the prime sep_rank and the atlas use
    rac = random_rac(depth=L, M=M, R=R, seed=0, field=ModP(p))
    out = {}
    for name, fn in (
        ("full", lambda: rank_mod_p(start_end(grid_tensor(rac, T=T)), p).rank),
        ("sketch", lambda: sketched_rank(rac, T=T, seed=0, block_entries=2**18).rank),
    ):
        times, rank = [], None
        for _ in range(repeats):
            t = time.perf_counter()
            rank = fn()
            times.append(time.perf_counter() - t)
        tracemalloc.start()
        fn()
        peak = tracemalloc.get_traced_memory()[1]
        tracemalloc.stop()
        out[name] = (statistics.median(times), peak, rank)
    (tf, mf, rf), (ts, ms, rs) = out["full"], out["sketch"]
    print(
        f"low-rank case L={L} M={M} R={R} T={T} ({M ** (T // 2)} x {M ** (T // 2)}): full rank {rf} in {tf:.2f} s, "
        f"peak {mf / 2**20:.0f} MiB; sketch rank {rs} in {ts:.2f} s, peak {ms / 2**20:.0f} MiB "
        f"(time x{ts / tf:.2f}, memory x{ms / mf:.3f}; FLINT's own copy is outside tracemalloc)"
    )


THROUGHPUT_GRID = grid_cases([2], [2, 3, 4], [18, 20, 22], [1, 2, 3]) + grid_cases(
    [3], [2, 3, 4], [10, 12, 14], [1, 2, 3]
)


def throughput(workers: int, db: Path) -> float:
    """Cases per minute on :data:`THROUGHPUT_GRID` (54 cases), after a warm-up case in this process."""
    compute_case(dict(M=2, R=2, T=4, depth=2, trials=1, seed=1))  # imports and caches out of the timing
    t = time.perf_counter()
    run_atlas(THROUGHPUT_GRID, db, workers=workers)
    return len(THROUGHPUT_GRID) / (time.perf_counter() - t) * 60


def largest_T(M: int, depth: int, budget: float, R: int = 4) -> tuple[int, float]:
    start = time.perf_counter()
    T, best, last = 2, 0, 0.0
    while True:
        left = budget - (time.perf_counter() - start)
        if best and last * M**3 > left:  # next case: grid tensor x M^2, exact rank (side^3) x M^3
            return best, time.perf_counter() - start
        t = time.perf_counter()
        try:
            compute_case(dict(M=M, R=R, T=T, depth=depth, trials=1, seed=0))
        except ValueError:  # refused by the memory plan
            return best, time.perf_counter() - start
        last = time.perf_counter() - t
        best = T
        T += 2


ETA_GRIDS = {
    "small": (
        grid_cases([2], [2, 3, 4], list(range(10, 23, 2)), [2, 3]) + grid_cases([3], [2, 3], [6, 8, 10, 12], [2, 3])
    ),
    # exact and factorised cases to side 4096 and a long tail of millisecond cases, as in the side-16384
    # campaign, in a few minutes
    "big": (
        grid_cases([2], range(1, 7), range(2, 25, 2), range(1, 5))
        + grid_cases([3], range(1, 7), range(2, 15, 2), range(1, 5))
    ),
}


def _ratio_summary(ratios: list) -> str:
    inside = sum(0.5 <= r <= 2 for r in ratios) / len(ratios)
    return (
        f"min {min(ratios):.2f}, median {statistics.median(ratios):.2f}, max {max(ratios):.2f}, "
        f"{inside:.0%} within [0.5, 2] over {len(ratios)} reports"
    )


def _late_ratios(reports, start: float, end: float) -> list:
    """ETA / time actually left for the reports after 10% of the run's time, while more than 1 s was left."""
    return [
        eta / (end - at)
        for at, eta in reports
        if at - start >= 0.1 * (end - start) and end - at > 1.0 and eta is not None
    ]


def eta_quality(grid: str, workers: int, db: Path) -> None:
    """Run :data:`ETA_GRIDS` ``[grid]`` with a progress callback; compare every ETA given after 10% of the run's
    time with the time that was actually left, and each case's seconds with :func:`case_cost`."""
    cases = ETA_GRIDS[grid]
    seen = []
    t0 = time.perf_counter()
    run_atlas(cases, db, workers=workers, progress=lambda d, t, e: seen.append((time.perf_counter(), e)))
    end = time.perf_counter()
    with open_atlas(db) as store:
        rows = atlas_rows(store)
    per = sorted(r["seconds"] / case_cost(r, method=r["method"]) for r in rows if r["seconds"] > 0.1)
    busy = sum(r["seconds"] for r in rows)
    print(
        f"ETA on the {grid} grid ({len(cases)} cases), {workers} worker(s), {end - t0:.1f} s (case seconds sum to "
        f"{busy:.1f}): ETA / time left after 10% (while > 1 s left): {_ratio_summary(_late_ratios(seen, t0, end))}; "
        f"seconds / case_cost over cases > 0.1 s: {per[0]:.2f} .. {per[-1]:.2f}, median "
        f"{statistics.median(per):.2f}",
        flush=True,
    )


def replay_eta(rows: list, *, workers: int, parent: float = 0.0, by_class: bool = True) -> tuple[float, list]:
    """Replay a finished campaign on its stored seconds: ``workers`` slots take the cases in
    :func:`numerics.campaigns.run.run_campaign`'s order (largest :func:`case_cost` first, each case's stored method); the
    parent process spends ``parent`` seconds on each finished case (noticing, storing and reporting it, claiming
    and sending the next) one at a time, and :class:`numerics.campaigns.workers._Eta` reports after every finished
    case, as during the run. Returns the makespan and ``[(time, eta), ...]``."""

    def cost(r):
        return case_cost(r, method=r["method"])

    eta = _Eta(cost, workers, (lambda r: r["method"]) if by_class else None)
    pending = sorted(rows, key=lambda r: -eta.cost(r))[::-1]  # popped from the end
    running: dict[int, tuple[dict, float]] = {}
    finishing: list = []
    now, reports = 0.0, []
    while pending or running:
        while pending and len(running) < workers:
            r = pending.pop()
            running[id(r)] = (r, now)
            heapq.heappush(finishing, (now + r["seconds"], id(r)))
        done_at, i = heapq.heappop(finishing)
        now = max(now, done_at) + parent
        r, _ = running.pop(i)
        eta.record(r, r["seconds"])
        reports.append((now, eta.seconds_left(pending[::-1], [(c, now - t) for c, t in running.values()], wall=now)))
    return now, reports


#: Elimination exponents held fixed in the fit: a sketch's eliminations are a small part of its time, too small
#: to tell an exponent.
FIXED_GAMMA = {"sketch": 1.0}
#: Cross-validation: fit on sides up to this, test on the larger ones (sketched sides stop at 4096).
CV_SIDE = {"exact": 4096, "factorised": 4096, "sketch": 2401}


def fit_cost(rows: list, method: str) -> tuple[float, float, float, float]:
    r"""``(a, b, c, gamma)`` of :func:`numerics.atlas.run.case_cost` for ``method``: least squares of
    :math:`\log(a + bG + cE^\gamma) - \log t` with a soft-L1 loss (scale 0.5, so a few stray cases weigh less)
    over the rows (one trial each), from a few starting points."""
    from scipy.optimize import least_squares

    G, E = np.array([cost_terms(r, method) for r in rows]).T
    y = np.log([r["seconds"] / r["trials"] for r in rows])
    fixed = FIXED_GAMMA.get(method)

    def residuals(th):
        gamma = fixed if fixed is not None else th[3]
        return np.log(np.exp(th[0]) + np.exp(th[1]) * G + np.exp(th[2]) * E**gamma) - y

    best = None
    for start in (-8.0, -14.0, -20.0):
        th0 = np.array([-6.0, start, start] + ([] if fixed is not None else [1.0]))
        got = least_squares(residuals, th0, loss="soft_l1", f_scale=0.5)
        if best is None or got.cost < best.cost:
            best = got
    a, b, c = np.exp(best.x[:3])
    return float(a), float(b), float(c), float(fixed if fixed is not None else best.x[3])


def _errors(rows: list, method: str, consts) -> str:
    t = np.array([r["seconds"] for r in rows])
    pred = np.array([case_cost(r, method=method, constants=consts) for r in rows])
    q = pred / t
    fold = np.maximum(q / np.median(q), np.median(q) / q)  # after scaling by the median, as the ETA does
    return (
        f"{len(q)} cases: predicted/actual median {np.median(q):.2f} (10%-90% {np.quantile(q, 0.1):.2f}-"
        f"{np.quantile(q, 0.9):.2f}), after scaling 90% within {np.quantile(fold, 0.9):.2f}x, sums "
        f"{pred.sum() / t.sum():.2f}"
    )


def cost_fit_report(dbs: list) -> None:
    """Fit :data:`numerics.atlas.run.COST_FIT` per method on the rows of ``dbs``, and cross-validate."""
    rows = []
    for db in dbs:
        with open_atlas(db, create=False) as store:
            rows += atlas_rows(store)
    for method in sorted(COST_FIT):
        mine = [r for r in rows if r["method"] == method]
        if not mine:
            continue
        consts = fit_cost(mine, method)
        print(
            f"{method}: ({', '.join(f'{v:.3g}' for v in consts)}) from {len(mine)} rows; in sample "
            f"{_errors(mine, method, consts)}; committed COST_FIT: {_errors(mine, method, COST_FIT[method])}"
        )
        cut = CV_SIDE[method]
        train = [r for r in mine if r["K"] ** (r["T"] // 2) <= cut]
        test = [r for r in mine if r["K"] ** (r["T"] // 2) > cut]
        if train and test:
            cv = _errors(test, method, fit_cost(train, method))
            print(f"  fitted on sides <= {cut}, tested on larger sides: {cv}")


def eta_replay(db, workers: int) -> None:
    """:func:`replay_eta` on the rows of ``db``: per-method scales with no, 10 ms and 50 ms of parent time per
    case, and one scale over all cases for comparison. ``db`` may be the committed export
    ``numerics/data/atlas.json`` (its rows keep each case's seconds)."""
    if str(db).endswith(".json"):
        rows = json.loads(Path(db).read_text())
    else:
        with open_atlas(db, create=False) as store:
            rows = atlas_rows(store)
    for parent, by_class in ((0.0, True), (0.01, True), (0.05, True), (0.0, False)):
        end, reports = replay_eta(rows, workers=workers, parent=parent, by_class=by_class)
        print(
            f"replay of {db} ({len(rows)} cases, {sum(r['seconds'] for r in rows):.0f} case seconds, {workers} "
            f"workers, parent {parent * 1e3:.0f} ms per case: {end:.0f} s), scale "
            f"{'per method' if by_class else 'over all cases'}: ETA / time left after 10%: "
            f"{_ratio_summary(_late_ratios(reports, 0.0, end))}",
            flush=True,
        )


def main(argv=None):
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0].replace("\n", " "))
    ap.add_argument("--budget", type=float, default=60.0, help="seconds per (M, depth) sweep (default 60)")
    ap.add_argument("--skip-sweeps", action="store_true", help="only the throughput comparison")
    ap.add_argument(
        "--sweeps", default="2:1,2:2,2:3,3:1,3:2,3:3", help="M:depth pairs to sweep (default 2:1,2:2,2:3,3:1,3:2,3:3)"
    )
    ap.add_argument("--skip-throughput", action="store_true", help="only the sweeps")
    ap.add_argument("--eta", action="store_true", help="only the ETA check")
    ap.add_argument("--grid", choices=sorted(ETA_GRIDS), default="small", help="grid of the ETA check (default small)")
    ap.add_argument(
        "--db",
        type=Path,
        help="database of the ETA check (default: a temporary file); must not hold the grid's rows yet",
    )
    ap.add_argument("--workers", type=int, default=1, help="workers of the ETA check and replay (default 1)")
    ap.add_argument("--eta-replay", metavar="DB", help="replay the ETA on the stored seconds of DB")
    ap.add_argument("--fit-cost", metavar="DB", nargs="+", help="fit case_cost's constants to the rows of DB ...")
    args = ap.parse_args(argv)
    if args.fit_cost:
        cost_fit_report(args.fit_cost)
        return
    if args.eta_replay:
        eta_replay(args.eta_replay, args.workers)
        return
    if args.eta:
        if args.db:
            eta_quality(args.grid, args.workers, args.db)
            return
        with tempfile.TemporaryDirectory() as d:
            eta_quality(args.grid, args.workers, Path(d) / "eta.sqlite")
        return
    if not args.skip_throughput:
        with tempfile.TemporaryDirectory() as d:
            one = throughput(1, Path(d) / "one.sqlite")
            two = throughput(2, Path(d) / "two.sqlite")
        print(
            f"throughput on a 54-case grid (M=2: T 18-22, M=3: T 10-14; R 2-4; depth 1-3): 1 worker {one:.0f} "
            f"cases/min, 2 workers {two:.0f} cases/min, speed-up {two / one:.2f}x (target >= 1.7)",
            flush=True,
        )
        sketch_vs_full()
    pairs = [] if args.skip_sweeps else [tuple(int(v) for v in s.split(":")) for s in args.sweeps.split(",")]
    for M, depth in pairs:
        T, used = largest_T(M, depth, args.budget)
        print(
            f"largest T in {args.budget:.0f} s budget: M={M} depth={depth} R=4 -> T={T} ({used:.0f} s used)", flush=True
        )


if __name__ == "__main__":
    main()
