"""Timing helpers shared by the benchmark scripts (``bench_core.py``, ``bench_cells.py``): medians of repeats,
repeats taken in turn, and an older engine loaded beside the current one."""
from __future__ import annotations

import importlib.util
import statistics
import sys
import time

__all__ = ["interleaved", "median_time", "load_against"]


def interleaved(fns: dict, repeats: int, clock=time.perf_counter) -> dict:
    """Median time of each function, the repeats taken in turn (a load change hits every function alike)."""
    times = {name: [] for name in fns}
    for _ in range(repeats):
        for name, fn in fns.items():
            t = clock()
            fn()
            times[name].append(clock() - t)
    return {name: statistics.median(v) for name, v in times.items()}


def median_time(fn, repeats: int, clock=time.perf_counter) -> float:
    return interleaved({"fn": fn}, repeats, clock)["fn"]


def load_against(path: str, name: str):
    """Another version of ``numerics/NAME.py``, loaded from ``path`` as ``numerics.NAME_against`` (its relative
    imports resolve in ``numerics``; registered in ``sys.modules``, as dataclasses need)."""
    spec = importlib.util.spec_from_file_location(f"numerics.{name}_against", path)
    module = importlib.util.module_from_spec(spec)
    sys.modules[spec.name] = module
    spec.loader.exec_module(module)
    return module
