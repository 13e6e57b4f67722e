r"""The atlas along K: per shape :math:`(L, M, R, T)`, the certified rank with :math:`K = M, M+1, \dots` templates,
where it stops rising, and whether it pins the Start-End separation rank.

By Claim 2 the grid rank with any :math:`K` templates is at most :math:`\mathrm{sep}_{(S,E)}(y)` (general inputs,
:math:`f` the identity on :math:`\mathbb R^M`), and with :math:`K` generic templates it rises to
:math:`\mathrm{sep}` as :math:`K` grows. A shape is

* ``pinned`` when a certified rank meets the least proven K-free cap on :math:`\mathrm{sep}`
  (:func:`numerics.bounds.separation_cap`): the generic separation rank is then that number, exactly;
* ``stable`` when the rank did not rise over the last ``stable`` steps of K but is below that cap (the
  separation rank is at least the rank; whether it is more is open: the cap may be loose, or a larger K may
  still raise the rank);
* ``rising`` when it rose at the last K computed (the next K was too large for the campaign's limits, or the
  rank sat at the K-template grid's own cap while the K that could reach the separation cap was too large).

Stability is an observation, not a proof, so a ``stable`` shape's rank is a certified lower bound only. The
:math:`K` from which the grid rank provably equals :math:`\mathrm{sep}` is
:func:`numerics.bounds.sufficient_templates` (Proposition 14; far above what the atlas needs), and for a pinned
shape it is exactly ``stable_from`` when ``threshold_exact``.

:func:`extend_K` is the campaign behind ``python -m numerics.atlas --extend-K``: rounds of atlas cases (the
ordinary rows of :mod:`numerics.atlas.run`, in the same store, so it resumes), each round the next K of every
shape still rising at the smallest T that has one, until every shape is pinned, stable, or stopped by a limit.
"""

from __future__ import annotations

import time
from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass, field

from numerics.atlas.db import atlas_rows, case_key
from numerics.atlas.run import case_cost, check_case, entries_exceed, run_atlas
from numerics.bounds.registry import least_separation_cap, separation_caps, upper_bounds
from numerics.campaigns.store import Store
from racs.memory import TooLargeError

__all__ = ["K_STABLE", "STATUSES", "k_sequences", "next_K", "ExtendSummary", "extend_K"]

#: Steps of K without a rise after which a shape's rank counts as stable (``--stable``).
K_STABLE = 2
#: A shape's status along K (module docstring).
STATUSES = ("pinned", "stable", "rising")


def _shape(row: dict) -> tuple[int, int, int, int]:
    return row["depth"], row["M"], row["R"], row["T"]


def k_sequences(rows: Iterable[dict], *, stable: int = K_STABLE) -> list[dict]:
    r"""One summary per shape :math:`(L, M, R, T)` of ``rows`` (atlas rows, any K), ordered by M, L, R, T.

    Keys: ``depth``, ``M``, ``R``, ``T``; ``Ks`` and ``ranks``, the run :math:`K = M, M+1, \dots` up to the first
    K with no row (the best rank over the rows of each K); ``rank``, the largest of them (a certified lower bound
    on :math:`\mathrm{sep}`); ``separation_caps`` and ``separation_cap`` (their minimum), the proven K-free caps;
    ``cap_keys``, the caps equal to the minimum; ``gap``, cap minus rank; ``status`` (:data:`STATUSES`);
    ``stable_from``, the K from which the rank stopped rising (the first K at the cap when ``pinned``, the start
    of the final run of equal ranks when ``stable``, ``None`` when ``rising``); ``threshold_exact``, ``True`` when
    the shape is pinned and a proven bound on the grid rank with ``stable_from - 1`` templates
    (:func:`numerics.bounds.upper_bounds`) is below ``separation_cap``: then ``stable_from`` is exactly the
    :math:`K` from which the grid rank with generic templates equals :math:`\mathrm{sep}` for a generic RAC of
    the shape, whose sep is ``separation_cap`` (it never falls as
    :math:`K` grows, a smaller grid being a sub-grid), a per-shape certificate of issue 32's threshold.
    """
    if stable < 1:
        raise ValueError(f"stable={stable} must be >= 1 (steps of K without a rise)")
    best: dict = {}
    for r in rows:
        key = (_shape(r), r.get("K", r["M"]))
        best[key] = max(best.get(key, r["rank"]), r["rank"])
    out = []
    for shape in sorted({s for s, _ in best}, key=lambda s: (s[1], s[0], s[2], s[3])):
        L, M, R, T = shape
        Ks: list[int] = []
        while (shape, M + len(Ks)) in best:
            Ks.append(M + len(Ks))
        if not Ks:  # rows with K > M only: no run from K = M
            continue
        ranks = [best[(shape, K)] for K in Ks]
        caps = separation_caps(depth=L, M=M, R=R, T=T)
        cap, keys = least_separation_cap(depth=L, M=M, R=R, T=T)
        rank = max(ranks)
        tail = len(ranks) - next(i for i in range(len(ranks)) if all(v == ranks[-1] for v in ranks[i:]))
        exact = False
        if rank == cap:
            status, since = "pinned", Ks[ranks.index(cap)]
            # The generic grid rank never falls as K grows (a sub-grid), so sep is reached from `since` on; it is
            # reached no earlier when a proven bound on the grid rank with one template fewer is below it.
            exact = since > 1 and min(upper_bounds(depth=L, M=M, R=R, T=T, K=since - 1).values()) < cap
        elif tail > stable:
            status, since = "stable", Ks[-tail]
        else:
            status, since = "rising", None
        out.append(
            {
                "depth": L,
                "M": M,
                "R": R,
                "T": T,
                "Ks": Ks,
                "ranks": ranks,
                "rank": rank,
                "separation_caps": caps,
                "separation_cap": cap,
                "cap_keys": keys,
                "gap": cap - rank,
                "status": status,
                "stable_from": since,
                "threshold_exact": exact,
            }
        )
    return out


def next_K(summary: dict) -> int | None:
    """The next K a shape's campaign needs (one past its run), ``None`` once it is pinned or stable."""
    return None if summary["status"] != "rising" else summary["Ks"][-1] + 1


@dataclass
class ExtendSummary:
    """What :func:`extend_K` did: ``rounds`` of cases, ``ran`` cases computed here, the ``seconds`` it took,
    ``stopped`` (``{(L, M, R, T): reason}`` for shapes left rising by a limit) and ``budget_hit`` (it stopped
    at ``budget_seconds`` with work left)."""

    rounds: int = 0
    ran: int = 0
    seconds: float = 0.0
    stopped: dict = field(default_factory=dict)
    budget_hit: bool = False


def _limit(case: dict, *, max_entries: int, max_case_seconds: float, workers: int, max_bytes: int | None) -> str | None:
    """Why the campaign does not run ``case`` (a size, memory or predicted-time limit), or ``None``."""
    K, T = case["K"], case["T"]
    if entries_exceed(K, T, max_entries):
        return f"K={K}: K^T entries > max_entries {max_entries}"
    try:
        check_case(case, workers=workers, max_bytes=max_bytes)
    except (TooLargeError, ValueError) as exc:
        return f"K={K}: {' '.join(str(exc).split())}"
    cost = case_cost(case)
    if cost > max_case_seconds:
        return f"K={K}: predicted {cost:.0f} s > {max_case_seconds:g} s a case"
    return None


def _hopeless(seq: dict, case: dict, limit: Callable[[dict], str | None]) -> str | None:
    r"""Why a rising shape is not worth its next case, or ``None``.

    While the last rank sits at the K-template grid's own cap (the least registry upper bound at that K), it can
    only go on rising with that cap; the separation cap is reached first at the least K whose grid cap is at least
    it. If that K is over the limits, the shape cannot be pinned within them, and stability cannot show while the
    rank keeps to the grid cap, so it stops here (a rank below its grid cap is always followed: it may be levelling
    off)."""
    L, M, R, T = case["depth"], case["M"], case["R"], case["T"]
    K, rank, cap = seq["Ks"][-1], seq["ranks"][-1], seq["separation_cap"]
    if rank < min(upper_bounds(depth=L, M=M, R=R, T=T, K=K).values()):
        return None
    reach = case["K"]
    while min(upper_bounds(depth=L, M=M, R=R, T=T, K=reach).values()) < cap:
        if entries_exceed(reach, T, 2**64):
            break
        reach += 1
    if reach == case["K"]:
        return None
    why = limit({**case, "K": reach})
    return None if why is None else f"at the K={K} grid cap; the separation cap {cap} needs K >= {reach}, and {why}"


def extend_K(
    shapes: Sequence[tuple[int, int, int, int]],
    store: Store,
    *,
    stable: int = K_STABLE,
    max_case_seconds: float = 20.0,
    budget_seconds: float | None = None,
    max_entries: int = 2**28,
    workers: int = 1,
    max_bytes: int | None = None,
    trials: int = 1,
    seed: int = 0,
    log: Callable[[str], None] | None = None,
    clock: Callable[[], float] = time.monotonic,
) -> ExtendSummary:
    r"""Raise K shape by shape (``(depth, M, R, T)`` tuples) until each is pinned or stable (:func:`k_sequences`),
    storing every case as an atlas row of ``store``.

    Each round takes the shapes still rising at the smallest T that has any, and runs the next K of each
    (:func:`next_K`; :math:`K = M` first for a shape with no row) through :func:`numerics.atlas.run.run_atlas`,
    cheapest first and, with ``budget_seconds``, only as many as the predicted cost
    (:func:`numerics.atlas.run.case_cost`) of the rest of the budget allows (at least one). A shape whose next
    case is over ``max_entries`` grid entries, a worker's memory share, or ``max_case_seconds`` predicted seconds
    stops rising there (``stopped``), and so does one whose rank sits at the K-template grid's cap while the K that
    could reach the separation cap is over those limits (:func:`_hopeless`). Everything already stored is reused,
    so a killed campaign resumes.

    Parameters
    ----------
    shapes : sequence of (int, int, int, int)
        The shapes :math:`(L, M, R, T)`, even T.
    store : Store
        An open atlas store (:func:`numerics.atlas.db.open_atlas`); the cases are its rows.
    stable : int
        Steps of K without a rise that count as stable (:func:`k_sequences`).
    max_case_seconds, budget_seconds : float
        Predicted seconds one case may take; wall seconds after which no round starts (``None``: no limit).
    max_entries, workers, max_bytes : int
        Grid entries (:math:`K^T`) a case may have; local processes; bytes a case's plan may need (default: a
        worker's share of the memory, :func:`numerics.atlas.run.check_case`).
    trials, seed : int
        The rows' seeded instances, as ``python -m numerics.atlas`` takes them.
    log : callable, optional
        ``log(line)`` once per round (library code never prints).
    clock : callable
        Seconds, for the budget.

    Returns
    -------
    ExtendSummary
    """
    if max_case_seconds <= 0 or (budget_seconds is not None and budget_seconds <= 0):
        raise ValueError("max_case_seconds and budget_seconds must be > 0 seconds")
    say = log or (lambda text: None)
    out = ExtendSummary()
    t0 = clock()
    wanted = {tuple(s) for s in shapes}

    def limit(case: dict) -> str | None:
        return _limit(
            case, max_entries=max_entries, max_case_seconds=max_case_seconds, workers=workers, max_bytes=max_bytes
        )

    while True:
        rows = [r for r in atlas_rows(store) if _shape(r) in wanted and r["trials"] == trials and r["seed"] == seed]
        seqs = {_shape(s): s for s in k_sequences(rows, stable=stable)}
        todo = []
        for shape in sorted(wanted - set(out.stopped), key=lambda s: (s[3], s[1], s[0], s[2])):
            K = shape[1] if shape not in seqs else next_K(seqs[shape])
            if K is None:
                continue
            L, M, R, T = shape
            case = dict(M=M, R=R, T=T, depth=L, trials=trials, seed=seed, K=K)
            why = limit(case)
            if why is None and shape in seqs:
                why = _hopeless(seqs[shape], case, limit)
            if why is None:
                todo.append(case)
            else:
                out.stopped[shape] = why
        if not todo:
            break
        T0 = min(c["T"] for c in todo)
        batch = sorted((c for c in todo if c["T"] == T0), key=case_cost)
        if budget_seconds is not None:
            left = budget_seconds - (clock() - t0)
            if left <= 0:
                out.budget_hit = True
                break
            keep: list[dict] = []
            spent = 0.0
            for c in batch:
                if keep and spent + case_cost(c) > left:
                    break
                keep.append(c)
                spent += case_cost(c)
            batch = keep
        out.rounds += 1
        say(f"round {out.rounds}: T={T0}, {len(batch)} cases, {len(todo)} shapes rising")
        out.ran += run_atlas(batch, store, workers=workers).ran
        done = store.done()
        for c in batch:  # a case skipped or failed is not retried: its shape stops there, the campaign never spins
            if case_key(c) not in done:
                out.stopped[_shape(c)] = f"K={c['K']}: the case was skipped or failed"
    out.seconds = clock() - t0
    return out
