"""Atlas throughput: cases per minute with 1 vs 2 workers, and the largest T reached per depth in a time budget.

    python bench/bench_atlas.py                    # 60 s budget per (M, depth) sweep
    python bench/bench_atlas.py --budget 600       # the issue's 10 minutes
    python bench/bench_atlas.py --skip-throughput --budget 600 --sweeps 2:3,3:3

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
from numerics.atlas_run import compute_case, grid_cases, run_atlas  # noqa: E402
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


def main(argv=None):
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--budget", type=float, default=60.0, help="seconds per (M, depth) sweep (default 60)")
    ap.add_argument("--skip-sweeps", action="store_true", help="only the throughput comparison")
    ap.add_argument("--sweeps", default="2:1,2:2,2:3,3:1,3:2,3:3",
                    help="M:depth pairs to sweep (default 2:1,2:2,2:3,3:1,3:2,3:3)")
    ap.add_argument("--skip-throughput", action="store_true", help="only the sweeps")
    args = ap.parse_args(argv)
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
