r"""The workers behind :func:`numerics.campaigns.run.run_campaign`: local processes that die with their parent, a Dask
client with a connect timeout, and the ETA fitted from finished cases. Internal to the store."""

from __future__ import annotations

import math
import os
import signal
import socket
import statistics
import threading
import time
from collections.abc import Callable, Sequence
from concurrent.futures import FIRST_COMPLETED, ProcessPoolExecutor
from concurrent.futures import wait as wait_futures
from concurrent.futures.process import BrokenProcessPool

__all__ = ["StoreError", "_Eta", "_Local", "_Dask", "_probe", "_timed"]


class StoreError(ValueError):
    """A store that cannot be opened or used: one line naming the path (or address) and what is wrong."""


def _set_pdeathsig() -> None:
    """Ask Linux to SIGKILL this process when its parent dies (``prctl(PR_SET_PDEATHSIG)``)."""
    try:
        import ctypes

        libc = ctypes.CDLL(None, use_errno=True)
        libc.prctl(1, signal.SIGKILL, 0, 0, 0)  # 1 = PR_SET_PDEATHSIG
    except (OSError, AttributeError):  # not Linux: the parent watch below still applies
        pass


def _watch_parent(parent: int, every: float) -> None:
    while True:
        if os.getppid() != parent:
            os._exit(1)
        time.sleep(every)


def _init_worker(parent: int, blas_threads: int) -> None:
    """Pool initializer: die with the parent, leave Ctrl-C to the parent, BLAS on this worker's share of cores.

    N workers each using every core in BLAS would oversubscribe them.
    """
    _set_pdeathsig()
    if os.getppid() != parent:  # the parent died before prctl took effect
        os._exit(1)
    threading.Thread(target=_watch_parent, args=(parent, 1.0), daemon=True).start()
    signal.signal(signal.SIGINT, signal.SIG_IGN)
    try:
        import numpy  # noqa: F401 - threadpoolctl limits the BLAS libraries already loaded
        from threadpoolctl import threadpool_limits
    except ImportError:  # pragma: no cover - numpy and threadpoolctl are dependencies
        return
    threadpool_limits(limits=blas_threads)


def _timed(compute: Callable[[dict], dict], case: dict):
    t = time.perf_counter()
    row = compute(case)
    return row, time.perf_counter() - t


class _Eta:
    r"""Seconds left, from the cases finished here: each case's cost times its class's scale, plus the time each
    case takes beyond its own seconds.

    ``cost(case)`` is taken as proportional to the case's seconds (default: every case costs 1);
    ``cost_class(case)`` names the class whose cases share one proportion (default: one class), e.g. the method
    that computes the case, when a cost model is better at some methods than at others. A class's scale is the
    median of seconds / cost over its finished cases; a class with no finished case yet takes the median over
    every finished case. The first ``slots`` cases to finish count only until a class (or, for the overall
    median, the campaign) has others: each worker's first case carries the start of its process (first calls,
    first allocations: 1-2.5 s for an atlas case of a few seconds on this machine), which put the first ETAs of
    short 2-worker runs 2-4x over (``bench/bench_atlas.py --eta --workers 2``).

    Given the campaign's ``wall`` time, the slot time spent outside the cases (claiming, storing, passing cases
    to workers, reporting: work the parent process does once per case) since the first report is shared out over
    the cases finished since then,
    :math:`o = (\text{slots}\,\Delta\text{wall} - \Delta\text{inside}) / (\text{slots}\,\Delta n)` with "inside"
    the seconds of the finished cases and those the running ones have run so far, and charged to every case not
    started. Thousands of millisecond cases take longer than their seconds say: the parent's few milliseconds per
    case set the pace (``bench/bench_atlas.py --eta --grid big``). Counting from the first report leaves out the
    start of the workers.

    The ETA is the predicted seconds of the cases not started plus what is left of the running ones (none once
    a case has outlived its prediction), over the slots, plus :math:`o` per case not started, and at least the
    longest of those cases.

    No exponent is fitted: campaigns run largest cost first, so the finished cases span a narrow range of costs
    and an exponent fitted on them, extrapolated to the small cases, ran the replay of the side-16384 atlas
    campaign up to 18x over the time left (``bench/bench_atlas.py --eta-replay``). A cost that is not
    proportional to time belongs in the cost function. Costs and classes are computed once per case (held by
    identity: the cases are the caller's dicts, kept alive here), so a report over thousands of cases stays cheap.
    """

    def __init__(
        self, cost: Callable[[dict], float] | None, slots: int, cost_class: Callable[[dict], str] | None = None
    ):
        self._cost = cost
        self._class = cost_class
        self._slots = slots
        self._known: dict[int, tuple[dict, float, str]] = {}
        self._logs: dict[str, list[float]] = {}  # log(seconds / cost) of the finished cases, per class
        self._starts: dict[str, list[float]] = {}  # the same for the first `slots` cases to finish
        self._seconds = 0.0  # inside the finished cases
        self._first: tuple[float, float, int] | None = None  # (wall, inside, finished) at the first report

    def _cost_and_class(self, case: dict) -> tuple[float, str]:
        known = self._known.get(id(case))
        if known is None:
            c = max(float(self._cost(case)), 1e-12) if self._cost else 1.0
            known = self._known[id(case)] = (case, c, str(self._class(case)) if self._class else "")
        return known[1], known[2]

    def cost(self, case: dict) -> float:
        return self._cost_and_class(case)[0]

    def record(self, case: dict, seconds: float) -> None:
        c, k = self._cost_and_class(case)
        first = sum(map(len, self._starts.values())) < self._slots
        (self._starts if first else self._logs).setdefault(k, []).append(math.log(max(seconds, 1e-4) / c))
        self._seconds += seconds

    def spent(self, seconds: float) -> None:
        """Slot time spent inside a case that stored nothing (failed or skipped): not the parent's per-case
        time, which would otherwise be charged to every case left (one failed 300 s case: the ETA 16x over)."""
        self._seconds += max(seconds, 0.0)

    def seconds_left(
        self, remaining: Sequence[dict], running: Sequence[tuple[dict, float]], wall: float | None = None
    ) -> float | None:
        """``remaining``: cases not started; ``running``: ``(case, seconds since it started)``; ``wall``: seconds
        since the campaign started, in every call or in none (``None``: no time is charged beyond the cases'
        own)."""
        if not self._starts:
            return None
        scale = {k: math.exp(statistics.median(v)) for k, v in self._starts.items()}
        scale.update((k, math.exp(statistics.median(v))) for k, v in self._logs.items())
        overall = math.exp(statistics.median([x for v in (self._logs or self._starts).values() for x in v]))
        finished = sum(map(len, self._logs.values())) + sum(map(len, self._starts.values()))
        inside = self._seconds + sum(el for _, el in running)
        per_case = 0.0
        first = self._first
        if wall is not None and first is None:
            self._first = (wall, inside, finished)
        elif wall is not None and first is not None and finished > first[2]:
            wall0, inside0, finished0 = first
            outside = self._slots * (wall - wall0) - (inside - inside0)
            per_case = max(0.0, outside) / (self._slots * (finished - finished0))

        def predict(case):
            c, k = self._cost_and_class(case)
            return scale.get(k, overall) * c

        todo = [predict(c) for c in remaining]
        left = todo + [max(predict(c) - el, 0.0) for c, el in running]
        if not left:
            return 0.0
        return max(sum(left) / self._slots + per_case * len(todo), max(left))


# ---------------------------------------------------------------- the campaign loop


class _Local:
    """A pool of worker processes that die with the parent; rebuilt if a worker is killed."""

    def __init__(self, workers: int):
        self.workers = workers
        self._pool = self._new()

    def _new(self) -> ProcessPoolExecutor:
        share = max(1, (os.cpu_count() or 1) // self.workers)
        return ProcessPoolExecutor(max_workers=self.workers, initializer=_init_worker, initargs=(os.getpid(), share))

    def submit(self, compute, case):
        return self._pool.submit(_timed, compute, case)

    def wait(self, futures, timeout):
        return wait_futures(futures, timeout=timeout, return_when=FIRST_COMPLETED)[0]

    def broken(self, exc: BaseException) -> bool:
        return isinstance(exc, BrokenProcessPool)

    def rebuild(self) -> None:
        self.stop()
        self._pool = self._new()

    def stop(self) -> None:
        # the pool's own shutdown waits for running cases: kill the workers first
        for proc in list(getattr(self._pool, "_processes", {}).values()):
            proc.kill()
        self._pool.shutdown(wait=True, cancel_futures=True)


def _probe(address, timeout: float) -> None:
    """Check the form ``PROTOCOL://HOST:PORT`` and fail at once on a refused or unknown ``tcp://`` address (Dask
    itself retries until its timeout, and leaves a half-built client behind when the address is malformed)."""
    proto, sep, rest = str(address).partition("://")
    host, _, port = rest.rpartition(":")
    if (
        not sep
        or proto not in ("tcp", "tls", "inproc", "ucx", "ws", "wss")
        or (proto != "inproc" and not (host and port.isdigit()))
    ):
        raise StoreError(f"Dask scheduler address {address!r} is not of the form tcp://HOST:PORT")
    if proto == "tcp":
        try:
            socket.create_connection((host.strip("[]"), int(port)), timeout=timeout).close()
        except (OSError, OverflowError, ValueError) as exc:
            raise StoreError(
                f"cannot reach the Dask scheduler {address!r} within {timeout:g} s ({exc}); check the "
                "address or raise the connect timeout"
            ) from None


class _Dask:
    """Cases on a Dask cluster (extra ``[cluster]``); the scheduler reschedules cases of lost workers."""

    def __init__(self, address: str, connect_timeout: float):
        try:
            from dask.distributed import Client
        except ImportError:
            raise StoreError("a Dask scheduler needs dask.distributed: pip install 'racs-lab[cluster]'") from None

        class QuietClient(Client):
            def __del__(self):  # a client that never connected fails to close; that is no news
                try:
                    super().__del__()
                except Exception:
                    pass

        _probe(address, connect_timeout)
        try:
            self._client = QuietClient(address, timeout=connect_timeout, set_as_default=False)
        except (Exception, MemoryError) as exc:
            msg = " ".join(str(exc).split())[:200] or type(exc).__name__
            raise StoreError(
                f"no Dask scheduler answers at {address!r} within {connect_timeout:g} s ({msg}); "
                "check the address or raise the connect timeout"
            ) from None
        self._address = address
        self.workers = sum(self._client.nthreads().values())
        if not self.workers:
            self._client.close()
            raise StoreError(f"the Dask scheduler {address!r} has no workers; start some (dask worker {address})")

    def _check(self) -> None:
        if self._client.status != "running":
            raise StoreError(
                f"lost the Dask scheduler {self._address!r} (client {self._client.status}); finished "
                "cases are stored; rerun to resume"
            )

    def submit(self, compute, case):
        self._check()
        return self._client.submit(_timed, compute, case, pure=False)

    def wait(self, futures, timeout):
        # distributed.wait needs a default client, which this one (set_as_default=False) is not
        end = time.monotonic() + timeout
        while True:
            self._check()
            done = [f for f in futures if f.done()]
            if done or time.monotonic() >= end:
                return done
            time.sleep(min(0.02, timeout))

    def broken(self, exc: BaseException) -> bool:
        """Never broken (the scheduler reschedules lost workers' cases); a lost scheduler raises instead."""
        if type(exc).__name__ in ("CancelledError", "FutureCancelledError"):
            time.sleep(0.5)  # a lost connection cancels the futures before the client says so
        self._check()
        return False

    def rebuild(self) -> None:  # pragma: no cover - never broken
        raise AssertionError

    def stop(self) -> None:
        self._client.close()
