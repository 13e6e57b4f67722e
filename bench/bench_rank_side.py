"""Exact GF(p) rank on BLAS against float LU on the same matrix, at sides 4096 to 16384 (issue 14, item 3).

    python bench/bench_rank_side.py                       # sides 4096, 8192, 16384, medians of 3
    python bench/bench_rank_side.py --sides 4096 --repeats 5
    python bench/bench_rank_side.py --source rac           # Start-End matrices of random RACs instead
    python bench/bench_rank_side.py --campaign             # per-case seconds, full exact vs factorised (M = 2)

Each repeat times, in the same process and one after the other on fresh copies of one matrix, scipy's
``lu_factor`` (LAPACK getrf on the float64 values, overwriting its copy) and :func:`numerics.rank_mod_p` with
``backend="blas", overwrite=True`` (the elimination of ``sep_rank --method exact``). Timings drift with the
load of a shared machine, so the figure that counts is the ratio of the two medians; the load average is
printed with them. At most two matrix-sized arrays are alive at once: the matrix and the working copy.

Matrices (``--source``): ``random``, uniform over GF(p) as centred float64 values (full rank with probability
above ``1 - side/p``); ``rac``, the Start-End matrix of a random RAC with ``M = 2, depth = 4, R = 6`` and
``T = 2 log2(side)`` (its rank is the side: the atlas finds it full from T = 2 on).

``--campaign`` plans the atlas' coverage campaign (M = 2, depth 1-4, R 1-6, sides 4096 / 8192 / 16384 from
T = 24 / 26 / 28): the factorised rank (:mod:`numerics.rank.factorised`) is *measured* at every side where it applies
(D <= side/4); the full exact method is *estimated* from the same case measured at side 4096: its grid tensor
scaled by side^2, plus its exact rank scaled like the exact rank of a random full-rank matrix measured at each
side in the same run, times the change of the rank share (best proven bound / side): an elimination of rank r
costs about side^2 r.
"""

from __future__ import annotations

import argparse
import gc
import os
import statistics
import sys
import time
from pathlib import Path

import numpy as np
import scipy.linalg

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from numerics import check_fits, default_prime, format_bytes, grid_tensor, rank_mod_p, start_end, upper_bounds
from numerics.cli import int_list
from numerics.rank.blas import blas_rank_nbytes
from numerics.rank.dense import BLAS_PANEL
from numerics.rank.factorised import FACTORISED_SHARE, factorised_rank, feature_count
from racs import ModP, random_rac

_ROWS = 1024  # rows drawn per chunk, so no int64 temporary of the matrix's size appears


def random_matrix(side: int, p: int, seed: int) -> np.ndarray:
    """A uniform ``side x side`` matrix over GF(p) as centred float64 values, drawn in row chunks."""
    F = ModP(p)
    rng = np.random.default_rng(seed)
    A = np.empty((side, side))
    for i in range(0, side, _ROWS):
        A[i : i + _ROWS] = F.random(rng, (min(_ROWS, side - i), side))
    return A


def rac_matrix(side: int, p: int, seed: int) -> np.ndarray:
    """The Start-End matrix of a random RAC with M = 2, depth 4, R = 6 and T = 2 log2(side)."""
    T = 2 * (side.bit_length() - 1)
    if 2 ** (T // 2) != side:
        raise ValueError(f"--source rac needs sides that are powers of 2, got {side}")
    return np.ascontiguousarray(start_end(grid_tensor(random_rac(depth=4, M=2, R=6, seed=seed, field=ModP(p)), T=T)))


def _timed(fn, *args, **kw) -> tuple[float, object]:
    """Seconds of ``fn(*args, **kw)`` and its result."""
    t = time.perf_counter()
    out = fn(*args, **kw)
    return time.perf_counter() - t, out


def measure(A: np.ndarray, p: int, repeats: int) -> dict:
    """Median seconds of float LU and exact BLAS rank on fresh copies of ``A``, interleaved per repeat."""
    lu, exact, ranks = [], [], set()
    for _ in range(repeats):
        W = A.copy()
        t, _ = _timed(scipy.linalg.lu_factor, W, overwrite_a=True, check_finite=False)
        lu.append(t)
        del W
        gc.collect()
        W = A.copy()
        t, res = _timed(rank_mod_p, W, p, backend="blas", overwrite=True)
        exact.append(t)
        ranks.add(res.rank)
        del W
        gc.collect()
    return {"lu": lu, "exact": exact, "rank": sorted(ranks)}


def campaign(p: int, seed: int) -> None:
    """Per case (M = 2): estimated full exact seconds and measured factorised seconds at sides 4096 to 16384."""
    field = ModP(p)
    sides = {4096: 24, 8192: 26, 16384: 28}
    full_rank = {}
    for n in sides:
        A = random_matrix(n, p, seed)
        full_rank[n], _ = _timed(rank_mod_p, A, p, backend="blas", overwrite=True)
        del A
    print("exact rank of a random full-rank matrix: " + ", ".join(f"{n}: {t:.2f} s" for n, t in full_rank.items()))
    print(
        f"per-case seconds, M = 2: full exact estimated from side 4096 (module docstring), factorised measured "
        f"where D <= side/{FACTORISED_SHARE}; load average {os.getloadavg()[0]:.2f}"
    )
    print(
        f"{'depth':>5} {'R':>2} "
        + " ".join(f"{'full ' + str(n):>11} {'fact ' + str(n):>11}" for n in sides)
        + "   at T=28: D, best proven bound, factorised rank"
    )
    for depth in range(1, 5):
        for R in range(1, 7):
            rac = random_rac(depth=depth, M=2, R=R, seed=seed, field=field)
            t_grid, A = _timed(grid_tensor, rac, T=24)
            t_rank, _ = _timed(rank_mod_p, start_end(A), p, overwrite=True)
            del A
            b0 = min(upper_bounds(depth=depth, M=2, R=R, T=24).values())
            cells = []
            for n, T in sides.items():
                b = min(upper_bounds(depth=depth, M=2, R=R, T=T).values())
                growth = full_rank[n] / full_rank[4096] * (min(b, n) / n) / (min(b0, 4096) / 4096)
                full = t_grid * (n / 4096) ** 2 + t_rank * growth
                fact, res = "-", None
                if FACTORISED_SHARE * feature_count(depth=depth, R=R, T=T) <= n:
                    t, res = _timed(factorised_rank, rac, T=T)
                    fact = f"{t:.2f}"
                cells.append(f"{full:>11.1f} {fact:>11}")
            rank = "-" if res is None else res.rank
            print(
                f"{depth:>5} {R:>2} " + " ".join(cells) + f"   {feature_count(depth=depth, R=R, T=28)}, {b}, {rank}",
                flush=True,
            )


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--sides", type=int_list("sides"), default=[4096, 8192, 16384])
    ap.add_argument("--repeats", type=int, default=3)
    ap.add_argument("--source", choices=("random", "rac"), default="random")
    ap.add_argument(
        "--prime",
        type=int,
        default=default_prime(BLAS_PANEL),
        help="GF(p) of the exact rank (default: the lab's prime, default_prime(256))",
    )
    ap.add_argument("--seed", type=int, default=0)
    ap.add_argument("--campaign", action="store_true", help="per-case seconds of the coverage campaign (M = 2)")
    args = ap.parse_args(argv)
    p = args.prime
    if args.campaign:
        campaign(p, args.seed)
        return 0
    print(
        f"exact GF({p}) rank (BLAS, in place) vs float LU (scipy lu_factor, in place), source {args.source}, "
        f"medians of {args.repeats}; load average at start {os.getloadavg()[0]:.2f}"
    )
    print(f"{'side':>6} {'float LU s':>11} {'exact s':>9} {'exact/LU':>9} {'rank':>6}   runs (LU | exact)")
    for side in args.sides:
        check_fits(
            2 * 8 * side * side + blas_rank_nbytes((side, side), overwrite=True),
            f"two {side} x {side} float64 copies and the elimination's working memory",
        )
        A = random_matrix(side, p, args.seed) if args.source == "random" else rac_matrix(side, p, args.seed)
        m = measure(A, p, args.repeats)
        del A
        gc.collect()
        t_lu, t_ex = statistics.median(m["lu"]), statistics.median(m["exact"])
        print(
            f"{side:>6} {t_lu:>11.2f} {t_ex:>9.2f} {t_ex / t_lu:>9.2f} {','.join(map(str, m['rank'])):>6}   "
            + " ".join(f"{t:.2f}" for t in m["lu"])
            + " | "
            + " ".join(f"{t:.2f}" for t in m["exact"]),
            flush=True,
        )
    print(f"load average at end {os.getloadavg()[0]:.2f}; matrix {format_bytes(8 * side * side)} per copy")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
