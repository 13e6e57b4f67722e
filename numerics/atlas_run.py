r"""Running the rank atlas: its cases, their method, one row per case, stored case by case in SQLite.

The command line is :mod:`numerics.atlas`; see its docstring for the proven upper bounds each row records.
"""
from __future__ import annotations

import json
import os
import time
from concurrent.futures import ProcessPoolExecutor, as_completed
from typing import Callable, Optional, Sequence

from .atlas_db import all_rows, connect, done_keys, insert_row
from .bound_registry import upper_bounds
from .certified import certified_rank

__all__ = ["grid_cases", "case_bounds", "case_method", "compute_case", "run_atlas", "refresh_bounds",
           "SKETCH_MIN_SIDE", "SKETCH_FRACTION"]

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


def grid_cases(Ms, Rs, Ts, depths, *, trials: int = 1, seed: int = 0) -> list[dict]:
    """Every combination, with odd T left out (the Start-End partition needs even T)."""
    Ts = [T for T in Ts if T % 2 == 0]
    if not Ts:
        raise ValueError("--T contains no even value; the Start-End partition needs an even T")
    return [dict(M=M, R=R, T=T, depth=L, trials=trials, seed=seed)
            for M in Ms for L in depths for R in Rs for T in Ts]


def case_bounds(case: dict) -> dict:
    """The proven upper bounds (registry keys) on the grid rank of every RAC of the case's shape."""
    return upper_bounds(depth=case["depth"], M=case["M"], R=case["R"], T=case["T"], K=case.get("K"))


def case_method(case: dict) -> str:
    """``"sketch"`` for provably low-rank cases of side >= :data:`SKETCH_MIN_SIDE`, ``"exact"`` otherwise."""
    side = case["M"] ** (case["T"] // 2)
    low = SKETCH_FRACTION * min(case_bounds(case).values()) <= side
    return "sketch" if side >= SKETCH_MIN_SIDE and low else "exact"


def compute_case(case: dict) -> dict:
    """One atlas row: :func:`numerics.certified_rank` for the case with :func:`case_method` (module-level so it
    pickles)."""
    method = case_method(case)
    t0 = time.perf_counter()
    rep = certified_rank(depth=case["depth"], M=case["M"], R=case["R"], T=case["T"], trials=case["trials"],
                         seed=case["seed"], method=method)
    ub = {b.key: b.value for b in rep.bounds if b.relation == "<=" and b.value is not None}
    lower = {b.key: b.value for b in rep.bounds if b.relation != "<=" and b.value is not None}
    return {**case, "method": method, "rank": rep.rank, "trial_ranks": list(rep.trial_ranks), "prime": rep.prime,
            "schwartz_zippel": rep.schwartz_zippel["all_trials"], "lower_bounds": lower,
            "upper_bound": min(ub.values()), "upper_bounds": ub, "exact": rep.rank == min(ub.values()),
            "seconds": round(time.perf_counter() - t0, 6), "version": _version()}


def refresh_bounds(db) -> int:
    """Recompute the proven upper bounds and ``exact`` of every stored row (ranks are not recomputed).

    Bounds are pure functions of the shape; this brings rows stored before a bound was added up to date.
    """
    con = connect(db)
    rows = all_rows(con)
    with con:
        for r in rows:
            ub = case_bounds(r)
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
