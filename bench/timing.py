"""Timing helpers shared by the benchmark scripts (``bench_core.py``, ``bench_cells.py``): medians of repeats
after one untimed warm-up call, repeats taken in turn, an older engine loaded beside the current one, and the
argparse types of their shared options."""

from __future__ import annotations

import argparse
import importlib.util
import statistics
import sys
import time
from pathlib import Path

__all__ = ["interleaved", "median_time", "load_against", "existing_file"]


def interleaved(fns: dict, repeats: int, clock=time.perf_counter, *, warmup: bool = True) -> dict:
    """Median time of each function over ``repeats`` calls, the repeats taken in turn (a load change hits every
    function alike), after one untimed call of each unless ``warmup=False`` (for runs of many seconds, where the
    first call's extra cost is lost in the noise): the first call of a configuration pays for lazy imports,
    first-touch page faults and BLAS thread start-up, which once timed a 0.0 speed-up."""
    if repeats < 1:
        raise ValueError(f"repeats={repeats} times nothing; give 1 or more")
    for fn in fns.values() if warmup else ():
        fn()
    times = {name: [] for name in fns}
    for _ in range(repeats):
        for name, fn in fns.items():
            t = clock()
            fn()
            times[name].append(clock() - t)
    return {name: statistics.median(v) for name, v in times.items()}


def median_time(fn, repeats: int, clock=time.perf_counter, *, warmup: bool = True) -> float:
    """:func:`interleaved` of one function."""
    return interleaved({"fn": fn}, repeats, clock, warmup=warmup)["fn"]


def existing_file(name: str):
    """An argparse type for ``--name PATH``: the path of a readable file, or one line naming it and the fix."""

    def conv(text: str) -> str:
        if not Path(text).is_file():
            raise argparse.ArgumentTypeError(
                f"--{name} {text!r} is not a file; give the path of an older version of the module to time against"
            )
        return text

    return conv


def load_against(path: str, name: str):
    """Another version of ``numerics/NAME.py``, loaded from ``path`` as ``numerics.NAME_against`` (its relative
    imports resolve in ``numerics``; registered in ``sys.modules``, as dataclasses need)."""
    spec = importlib.util.spec_from_file_location(f"numerics.{name}_against", path)
    module = importlib.util.module_from_spec(spec)
    sys.modules[spec.name] = module
    spec.loader.exec_module(module)
    return module
