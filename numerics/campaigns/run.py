r"""Running a campaign through the store: claim each case, compute it in this process, a local pool or on Dask
workers, store its row, and report progress (:func:`run_campaign`).

:func:`run_campaign` claims each case in the file before computing it, so two processes on one host share
the work instead of repeating it; the claims of dead processes are released. The file is in SQLite's WAL mode,
which needs shared memory on one host: do not share it over a network filesystem (to spread a campaign over
machines, use one process with ``scheduler=`` and Dask workers; the host and heartbeat fields of a claim only
make a stale claim from another host expire). Worker
processes die with their parent (``PR_SET_PDEATHSIG`` on Linux, and a parent-pid watch), ignore Ctrl-C,
and are stopped by the parent on Ctrl-C, which then re-raises ``KeyboardInterrupt``.

:func:`connect_scheduler` reaches a Dask scheduler before the database is opened, so an unreachable scheduler
leaves no file behind.
"""

from __future__ import annotations

import time
from collections.abc import Callable, Sequence
from dataclasses import dataclass

from numerics.campaigns.store import CLAIM_LEASE_SECONDS, Store
from numerics.campaigns.workers import _Dask, _Eta, _Local, _timed
from racs.memory import TooLargeError

__all__ = ["run_campaign", "CampaignSummary", "MAX_WORKERS", "connect_scheduler"]

#: Most local worker processes (a pool of 10^6 fails inside multiprocessing); a cluster goes through Dask.
MAX_WORKERS = 256


@dataclass(frozen=True)
class CampaignSummary:
    """What :func:`run_campaign` did.

    ``ran``: computed and stored by this call; ``reused``: already stored when it started; ``by_others``:
    finished by another process while it ran; ``skipped``: refused by ``compute`` (an exception of
    ``skip_on``, e.g. a case that does not fit in memory); ``failed``: any other exception, or a worker that
    died twice on the case; ``seconds``: wall time of the call.
    """

    ran: int
    reused: int
    skipped: int
    failed: int
    seconds: float
    by_others: int = 0

    @property
    def all_skipped(self) -> bool:
        """Every case was refused (``skipped``) and none ran, was stored already or failed: the command lines
        answer this with exit code 2 (one rule for the atlas, the depth study and training)."""
        return self.skipped > 0 and self.ran + self.reused + self.by_others + self.failed == 0


def connect_scheduler(address: str, connect_timeout: float = 10.0) -> None:
    """Reach the Dask scheduler at ``address`` now, before the command opens (and perhaps creates) its database:
    an unreachable, malformed or worker-less scheduler is a :class:`StoreError` and no file is left behind. The
    client is kept for the next :func:`run_campaign` with this ``scheduler``, which would otherwise connect itself.
    """
    if address not in _CONNECTED:
        _CONNECTED[address] = _Dask(address, connect_timeout)


#: Clients made by :func:`connect_scheduler`, each taken (and closed at its end) by the next run_campaign.
_CONNECTED: dict[str, _Dask] = {}


def run_campaign(
    store: Store,
    cases: Sequence[dict],
    compute: Callable[[dict], dict],
    *,
    key: Callable[[dict], str],
    workers: int = 1,
    scheduler: str | None = None,
    progress: Callable[[int, int, float | None], None] | None = None,
    cost: Callable[[dict], float] | None = None,
    cost_class: Callable[[dict], str] | None = None,
    log: Callable[[str, dict, str], None] | None = None,
    skip_on: tuple = (TooLargeError, MemoryError),
    connect_timeout: float = 10.0,
    poll: float = 0.2,
) -> CampaignSummary:
    r"""Compute and store every case of ``cases`` whose key is not stored yet.

    Parameters
    ----------
    store : Store
    cases : list of dict
        JSON-able cases; duplicates (same key) run once.
    compute : callable
        ``case -> row dict``; module-level (picklable) when ``workers > 1`` or ``scheduler`` is given.
    key : callable
        ``case -> str``, stable across runs, e.g. ``json.dumps(case, sort_keys=True)``.
    workers : int
        Local processes (1: in this process).
    scheduler : str, optional
        A Dask scheduler address ``tcp://HOST:PORT`` instead of local workers.
    progress : callable, optional
        ``progress(done, total, eta_seconds)`` after every finished case; ``total`` counts the cases not stored
        at the start, ``eta_seconds`` is ``None`` until a case has finished here.
    cost : callable, optional
        ``case -> relative cost``, proportional to its time (e.g. predicted seconds): cases run largest first
        and the ETA scales it by the seconds per cost of the finished cases (:class:`_Eta`).
    cost_class : callable, optional
        ``case -> name`` of its cost class (e.g. the method that computes it): the ETA fits the seconds per
        cost of each class from its own finished cases (all finished cases until one of the class is done).
    log : callable, optional
        ``log(kind, case, message)`` for ``kind`` ``"skipped"`` or ``"failed"``.
    skip_on : tuple of exception types
        Exceptions of ``compute`` that mean "this case is refused" (counted ``skipped``; default: the memory
        plan's refusals, :class:`racs.memory.TooLargeError` and ``MemoryError``); any other exception, a bug's
        ``ValueError`` included, counts ``failed``. Neither stops the campaign.
    connect_timeout : float
        Seconds to reach ``scheduler``.
    poll : float
        Seconds between checks for finished cases and for cases claimed by other processes.

    Returns
    -------
    CampaignSummary

    Raises
    ------
    StoreError
        The scheduler cannot be reached, or the database fails.
    KeyboardInterrupt
        After stopping the workers and releasing this process's claims; finished rows stay stored.
    """
    if isinstance(workers, bool) or not isinstance(workers, int) or workers < 1:
        raise ValueError(f"workers={workers!r} must be an integer >= 1")
    if scheduler is None and workers > MAX_WORKERS:
        raise ValueError(
            f"workers={workers} is more than the {MAX_WORKERS} local processes allowed; lower it or "
            "give a Dask scheduler"
        )
    start = time.perf_counter()
    unique: dict[str, dict] = {}
    for c in cases:
        case_key = key(c)
        if not isinstance(case_key, str):
            raise TypeError(f"key(case) must return a str, got {type(case_key).__name__} for {c!r}")
        unique.setdefault(case_key, c)
    have = store.done()
    todo = {k: c for k, c in unique.items() if k not in have}
    if scheduler is not None:
        backend: _Dask | _Local | None = _CONNECTED.pop(scheduler, None) or _Dask(scheduler, connect_timeout)
    else:
        backend = _Local(workers) if workers > 1 else None
    slots = backend.workers if backend else 1
    eta = _Eta(cost, slots, cost_class)
    order = sorted(todo, key=lambda k: -eta.cost(todo[k])) if cost else list(todo)
    counts = dict(ran=0, skipped=0, failed=0, by_others=0)
    pending = list(reversed(order))  # popped from the end
    deferred: list[str] = []
    running: dict = {}  # future -> (key, started)
    suspects: list[str] = []  # cases lost with a dead worker, rerun one at a time
    last_beat = last_recheck = time.monotonic()
    err: Exception | None  # what a case raised, handed to finish()

    def report():
        if progress:
            done = sum(counts.values())
            now = time.perf_counter()
            progress(
                done,
                len(todo),
                eta.seconds_left(
                    [todo[k] for k in pending + deferred],
                    [(todo[k], now - t) for k, t in running.values()],
                    wall=now - start,
                ),
            )

    def finish(k, outcome, seconds=None, row=None, exc=None):
        case = todo[k]
        if outcome == "ok":
            eta.record(case, seconds)
            counts["ran" if store.put(k, row) else "by_others"] += 1
        else:
            if seconds is not None:
                eta.spent(seconds)
            store.release([k])
            counts[outcome] += 1
            if log:
                log(outcome, case, " ".join(str(exc).split()) or type(exc).__name__)
        report()

    def next_claimed() -> str | None:
        nonlocal last_recheck
        while True:
            if not pending and deferred and time.monotonic() - last_recheck >= poll:
                pending.extend(reversed(deferred))
                deferred.clear()
                last_recheck = time.monotonic()
            if not pending:
                return None
            k = pending.pop()
            state = store.claim(k)
            if state == "claimed":
                return k
            if state == "done":
                counts["by_others"] += 1
                report()
            else:
                deferred.append(k)

    def on_broken(exc):
        """A worker died (killed, out of memory): every case in the pool is lost. Each lost case reruns alone,
        so a case that kills its worker again is the culprit and fails; the others get through."""
        if backend is None:  # only the pool's futures break
            raise RuntimeError("on_broken without a worker pool")
        lost = [k for k, _ in running.values()]
        running.clear()
        backend.rebuild()
        if len(lost) == 1 and lost[0] in suspects:
            suspects.remove(lost[0])
            finish(lost[0], "failed", exc=exc)
        else:
            suspects.extend(k for k in lost if k not in suspects)

    def submit(k):
        if backend is None:  # without a pool the cases run in this process (below)
            raise RuntimeError("submit without a worker pool")
        try:
            running[backend.submit(compute, todo[k])] = (k, time.perf_counter())
        except Exception as exc:
            if not backend.broken(exc):
                raise
            if k not in suspects:
                pending.append(k)  # still claimed by us: the next claim returns "claimed"
            on_broken(exc)

    try:
        while pending or deferred or running or suspects:
            while len(running) < slots:
                if suspects:
                    if not running:
                        submit(suspects[-1])
                    break
                k = next_claimed()
                if k is None:
                    break
                if backend is not None:
                    submit(k)
                    continue
                running[None] = (k, time.perf_counter())
                try:
                    row, secs = _timed(compute, todo[k])
                except Exception as exc:
                    outcome, row, err = ("skipped" if isinstance(exc, skip_on) else "failed"), None, exc
                    secs = time.perf_counter() - running[None][1]
                else:
                    outcome, err = "ok", None
                del running[None]
                finish(k, outcome, secs, row, exc=err)
            if backend is not None and running:
                for fut in backend.wait(running, poll):
                    k = running[fut][0]
                    try:
                        row, secs = fut.result()
                    except Exception as exc:
                        if backend.broken(exc):
                            on_broken(exc)
                            break
                        outcome, row, err = ("skipped" if isinstance(exc, skip_on) else "failed"), None, exc
                        secs = time.perf_counter() - running[fut][1]
                    else:
                        outcome, err = "ok", None
                    del running[fut]
                    if k in suspects:
                        suspects.remove(k)
                    finish(k, outcome, secs, row, exc=err)
            elif deferred and not pending and not running:
                time.sleep(poll)
            if time.monotonic() - last_beat > CLAIM_LEASE_SECONDS / 4:
                store.heartbeat()
                last_beat = time.monotonic()
    except BaseException:
        if backend is not None:
            backend.stop()
            backend = None
        store.release_all()
        raise
    finally:
        if backend is not None:
            backend.stop()
    return CampaignSummary(
        ran=counts["ran"],
        reused=len(unique) - len(todo),
        skipped=counts["skipped"],
        failed=counts["failed"],
        seconds=time.perf_counter() - start,
        by_others=counts["by_others"],
    )
