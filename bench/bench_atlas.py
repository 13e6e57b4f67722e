"""Atlas throughput: cases per minute with 1 vs 2 workers, the largest T reached per depth in a time budget, and
how good the progress ETA is.

    python bench/bench_atlas.py                    # 60 s budget per (M, depth) sweep
    python bench/bench_atlas.py --budget 600       # the issue's 10 minutes
    python bench/bench_atlas.py --skip-throughput --budget 600 --sweeps 2:3,3:3
    python bench/bench_atlas.py --eta --workers 2  # only the ETA check (issue 11: within 2x after 10% of the work)

Each sweep raises T by 2 until the next case would exceed the remaining budget (estimated as the last case's
time times M^3, the growth of the exact rank) or the memory plan; it reports the largest finished T.
"""
from __future__ import annotations

import argparse
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from numerics import default_prime, grid_tensor, rank_mod_p, sketched_rank, start_end  # noqa: E402
from numerics.atlas_run import case_cost, compute_case, grid_cases, run_atlas  # noqa: E402
from numerics.ranks import BLAS_PANEL  # noqa: E402
from racs import ModP, random_rac  # noqa: E402


def sketch_vs_full(L: int = 2, M: int = 4, R: int = 2, T: int = 12, repeats: int = 3):
    """Median time and numpy-tracked peak memory (tracemalloc) of the full and the streamed-sketch rank."""
    import statistics
    import tracemalloc

    p = default_prime(BLAS_PANEL)  # the prime sep_rank and the atlas use
    rac = random_rac(depth=L, M=M, R=R, seed=0, field=ModP(p))
    out = {}
    for name, fn in (("full", lambda: rank_mod_p(start_end(grid_tensor(rac, T=T)), p).rank),
                     ("sketch", lambda: sketched_rank(rac, T=T, seed=0, block_entries=2**18).rank)):
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
    print(f"low-rank case L={L} M={M} R={R} T={T} ({M ** (T // 2)} x {M ** (T // 2)}): full rank {rf} in {tf:.2f} s, "
          f"peak {mf / 2**20:.0f} MiB; sketch rank {rs} in {ts:.2f} s, peak {ms / 2**20:.0f} MiB "
          f"(time x{ts / tf:.2f}, memory x{ms / mf:.3f}; FLINT's own copy is outside tracemalloc)")


THROUGHPUT_GRID = (grid_cases([2], [2, 3, 4], [18, 20, 22], [1, 2, 3])
                   + grid_cases([3], [2, 3, 4], [10, 12, 14], [1, 2, 3]))


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


ETA_GRID = (grid_cases([2], [2, 3, 4], list(range(10, 23, 2)), [2, 3])
            + grid_cases([3], [2, 3], [6, 8, 10, 12], [2, 3]))


def eta_quality(workers: int, db: Path) -> None:
    """Run :data:`ETA_GRID` (58 cases) with a progress callback; compare every ETA given after 10% of the run's
    time with the time that was actually left, and each case's seconds with :func:`case_cost`."""
    seen = []
    t0 = time.perf_counter()
    run_atlas(ETA_GRID, db, workers=workers, progress=lambda d, t, e: seen.append((time.perf_counter(), d, t, e)))
    end = time.perf_counter()
    ratios = [eta / (end - at) for at, d, t, eta in seen
              if at - t0 >= 0.1 * (end - t0) and d < t and end - at > 1.0 and eta]
    from numerics.atlas_db import atlas_rows, open_atlas

    with open_atlas(db) as store:
        per = sorted(r["seconds"] / case_cost(r) for r in atlas_rows(store) if r["seconds"] > 0.1)
    print(f"ETA on a {len(ETA_GRID)}-case grid, {workers} worker(s), {end - t0:.1f} s: ETA / time left after 10% "
          f"(while > 1 s left): min {min(ratios):.2f}, median {sorted(ratios)[len(ratios) // 2]:.2f}, max "
          f"{max(ratios):.2f} over {len(ratios)} reports; seconds per unit of case_cost over cases > 0.1 s: "
          f"{per[0]:.2e} .. {per[-1]:.2e} ({per[-1] / per[0]:.1f}x)", flush=True)


def main(argv=None):
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--budget", type=float, default=60.0, help="seconds per (M, depth) sweep (default 60)")
    ap.add_argument("--skip-sweeps", action="store_true", help="only the throughput comparison")
    ap.add_argument("--sweeps", default="2:1,2:2,2:3,3:1,3:2,3:3",
                    help="M:depth pairs to sweep (default 2:1,2:2,2:3,3:1,3:2,3:3)")
    ap.add_argument("--skip-throughput", action="store_true", help="only the sweeps")
    ap.add_argument("--eta", action="store_true", help="only the ETA check")
    ap.add_argument("--workers", type=int, default=1, help="workers of the ETA check (default 1)")
    args = ap.parse_args(argv)
    if args.eta:
        with tempfile.TemporaryDirectory() as d:
            eta_quality(args.workers, Path(d) / "eta.sqlite")
        return
    if not args.skip_throughput:
        with tempfile.TemporaryDirectory() as d:
            one = throughput(1, Path(d) / "one.sqlite")
            two = throughput(2, Path(d) / "two.sqlite")
        print(f"throughput on a 54-case grid (M=2: T 18-22, M=3: T 10-14; R 2-4; depth 1-3): 1 worker {one:.0f} "
              f"cases/min, 2 workers {two:.0f} cases/min, speed-up {two / one:.2f}x (target >= 1.7)", flush=True)
        sketch_vs_full()
    pairs = [] if args.skip_sweeps else [tuple(int(v) for v in s.split(":")) for s in args.sweeps.split(",")]
    for M, depth in pairs:
        T, used = largest_T(M, depth, args.budget)
        print(f"largest T in {args.budget:.0f} s budget: M={M} depth={depth} R=4 -> T={T} ({used:.0f} s used)", flush=True)


if __name__ == "__main__":
    main()
