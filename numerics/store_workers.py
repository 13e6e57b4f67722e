r"""The workers behind :func:`numerics.store.run_campaign`: local processes that die with their parent, a Dask
client with a connect timeout, and the ETA fitted from finished cases. Internal to the store."""
from __future__ import annotations

import math
import os
import signal
import socket
import statistics
import threading
import time
from concurrent.futures import FIRST_COMPLETED, ProcessPoolExecutor
from concurrent.futures import wait as wait_futures
from concurrent.futures.process import BrokenProcessPool
from typing import Callable, Optional, Sequence

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
    r"""Seconds left, from the cases finished here: :math:`t \approx a\,c^b` over their costs ``c``.

    With ``cost=None`` every case costs 1 (the mean case time). The exponent is fitted (log-log least squares,
    clamped to [0, 3]) only when the finished costs span a factor 4; otherwise ``b = 1``, i.e. ``cost``
    is taken as proportional to time.
    """

    def __init__(self, cost: Optional[Callable[[dict], float]], slots: int):
        self._cost = cost
        self._slots = slots
        self._seen: list[tuple[float, float]] = []

    def cost(self, case: dict) -> float:
        return max(float(self._cost(case)), 1e-12) if self._cost else 1.0

    def record(self, case: dict, seconds: float) -> None:
        self._seen.append((self.cost(case), max(seconds, 1e-4)))

    def seconds_left(self, remaining: Sequence[dict], running: Sequence[tuple[dict, float]]) -> Optional[float]:
        if not self._seen:
            return None
        lc = [math.log(c) for c, _ in self._seen]
        ls = [math.log(s) for _, s in self._seen]
        b = 1.0
        if len(lc) >= 3 and max(lc) - min(lc) >= math.log(4):
            mc, ms = statistics.fmean(lc), statistics.fmean(ls)
            var = sum((x - mc) ** 2 for x in lc)
            b = min(3.0, max(0.0, sum((x - mc) * (y - ms) for x, y in zip(lc, ls)) / var))
        loga = statistics.median(y - b * x for x, y in zip(lc, ls))

        def predict(case):
            return math.exp(loga + b * math.log(self.cost(case)))
        left = [predict(c) for c in remaining] + [max(predict(c) - el, 0.0) for c, el in running]
        if not left:
            return 0.0
        return max(sum(left) / self._slots, max(left))


# ---------------------------------------------------------------- the campaign loop

class _Local:
    """A pool of worker processes that die with the parent; rebuilt if a worker is killed."""

    def __init__(self, workers: int):
        self.workers = workers
        self._pool = self._new()

    def _new(self) -> ProcessPoolExecutor:
        share = max(1, (os.cpu_count() or 1) // self.workers)
        return ProcessPoolExecutor(max_workers=self.workers, initializer=_init_worker,
                                   initargs=(os.getpid(), share))

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
    if not sep or proto not in ("tcp", "tls", "inproc", "ucx", "ws", "wss") or (proto != "inproc" and not
                                                                                 (host and port.isdigit())):
        raise StoreError(f"Dask scheduler address {address!r} is not of the form tcp://HOST:PORT")
    if proto == "tcp":
        try:
            socket.create_connection((host.strip("[]"), int(port)), timeout=timeout).close()
        except (OSError, OverflowError, ValueError) as exc:
            raise StoreError(f"cannot reach the Dask scheduler {address!r} within {timeout:g} s ({exc}); check the "
                             "address or raise the connect timeout") from None


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
                except Exception:  # noqa: BLE001
                    pass

        _probe(address, connect_timeout)
        try:
            self._client = QuietClient(address, timeout=connect_timeout, set_as_default=False)
        except (Exception, MemoryError) as exc:  # noqa: BLE001 - whatever answers there, it is not a scheduler
            msg = " ".join(str(exc).split())[:200] or type(exc).__name__
            raise StoreError(f"no Dask scheduler answers at {address!r} within {connect_timeout:g} s ({msg}); "
                             "check the address or raise the connect timeout") from None
        self._address = address
        self.workers = sum(self._client.nthreads().values())
        if not self.workers:
            self._client.close()
            raise StoreError(f"the Dask scheduler {address!r} has no workers; start some (dask worker {address})")

    def _check(self) -> None:
        if self._client.status != "running":
            raise StoreError(f"lost the Dask scheduler {self._address!r} (client {self._client.status}); finished "
                             "cases are stored; rerun to resume")

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
