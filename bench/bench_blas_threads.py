"""The BLAS elimination's thread rule after the caller's own two-thread work (session 66, 2026-12-06).

    python bench/bench_blas_threads.py                    # 90 s of two-thread matmuls, then side 8192, medians of 3
    python bench/bench_blas_threads.py --warm 30 --side 4096 --repeats 1

A long rank is usually preceded by the caller building its matrix with BLAS on every core (Proposition 73's
60162-side Theta matrix: about 15 minutes). The 1-minute load average then counts the caller's own threads, and the
old rule (:func:`numerics.rank.blas._machine_busy` before this session: load > CPUs - 0.5) held the elimination to
one thread on an otherwise idle machine. This script reproduces that: ``--warm`` seconds of two-thread float64
matmuls, then it prints the load average, what the load-average rule and the free-core rule
(:func:`numerics.rank.blas._free_cores`) decide, and the medians of :func:`numerics.rank.blas.blas_rank_mod_p` on one
``--side`` matrix with one BLAS thread and with BLAS's default (the rule's two outcomes). The figure that counts is
the ratio of the two medians, measured in the same run.
"""

from __future__ import annotations

import argparse
import os
import statistics
import sys
import time
from pathlib import Path

import numpy as np

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from numerics.grid.prefix_walk import one_blas_thread
from numerics.rank import blas


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--warm", type=float, default=90.0, help="seconds of two-thread matmuls first (default 90)")
    ap.add_argument("--side", type=int, default=8192, help="side of the random GF(p) matrix (default 8192)")
    ap.add_argument("--repeats", type=int, default=3, help="timings per thread setting (default 3)")
    args = ap.parse_args()
    if args.side < 2 or args.repeats < 1 or args.warm < 0:
        ap.error(f"need --side >= 2, --repeats >= 1 and --warm >= 0, got {args.side}, {args.repeats}, {args.warm}")
    p = 1048573
    g = np.random.default_rng(1)
    X = g.standard_normal((2048, 2048))
    end = time.monotonic() + args.warm
    while time.monotonic() < end:
        X = np.tanh(X @ X)  # BLAS on every core, as a matrix build does
    load = os.getloadavg()[0]
    old = load > (os.cpu_count() or 1) - 0.5
    free = blas._free_cores()
    print(
        f"after {args.warm:.0f} s of two-thread work: load average {load:.2f} -> load rule busy={old}; "
        f"free cores {free} -> free-core rule busy={blas._machine_busy()}",
        file=sys.stderr,
    )
    A = (g.integers(0, p, (args.side, args.side)) - p // 2).astype(np.float32)
    times: dict[str, list[float]] = {"one thread": [], "BLAS default": []}
    for _ in range(args.repeats):
        for name in times:
            B = A.copy()
            t = time.perf_counter()
            if name == "one thread":
                with one_blas_thread():
                    blas._eliminate(*_prepared(B, p))
            else:
                blas._eliminate(*_prepared(B, p))
            times[name].append(time.perf_counter() - t)
    med = {k: statistics.median(v) for k, v in times.items()}
    print(f"side {args.side}, medians of {args.repeats}: " + ", ".join(f"{k} {v:.2f} s" for k, v in med.items()))
    print(f"ratio one thread / BLAS default: {med['one thread'] / med['BLAS default']:.2f}")


def _prepared(B: np.ndarray, p: int) -> tuple:
    X, F, b, sub = blas._prepare(B, p, blas.BLAS_PANEL, 32, True)
    return X, F, b, sub, np.arange(X.shape[0])


if __name__ == "__main__":
    try:
        main()
    except KeyboardInterrupt:
        print("interrupted", file=sys.stderr)
        sys.exit(130)
