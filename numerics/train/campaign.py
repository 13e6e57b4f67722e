r"""Training campaigns through the one campaign store (:mod:`numerics.campaigns.store`), resumable and parallel.

A *case* is one training run: a JSON-able dict (task, cell, depth, parameter budget ``params``, hardness
``size``, learning rate, seed, protocol settings). :func:`compute` trains it and returns a row; the store keys
it by :func:`case_key`, so a rerun skips finished runs and two processes share the work.

At equal parameter budgets (Collins' rule, :func:`racs.cells.width_for_params`), the thesis' question is the
largest hardness each depth solves: for ``ses`` the length :math:`T`, for ``copy`` the delay :math:`B`
(Secs. 3.1-3.2, success = test accuracy > 99%). :func:`bisect_cases` finds it on a grid
``step, 2 step, ..., max`` by bisection, assuming success is monotone in the hardness; its state is read
from the stored rows, so an interrupted campaign resumes where it stopped. A size counts as solved when the
best of the swept learning rates solves it.
"""

from __future__ import annotations

import json
from collections.abc import Sequence
from dataclasses import dataclass

from numerics.train.problems import TASKS, make_problem
from racs.cells import param_count, width_for_params
from racs.memory import check_fits

__all__ = [
    "LENS_MAX_ENTRIES",
    "CAMPAIGN",
    "BISECTED",
    "Config",
    "compute",
    "case_key",
    "make_case",
    "grid",
    "bisect_state",
    "bisect_cases",
    "best_rows",
    "largest_solved",
    "check_config",
    "check_case",
    "case_nbytes",
    "problem_of",
    "ROW_KEYS",
    "MAX_ITERATIONS",
    "MAX_THREADS",
    "MAX_DEPTH",
    "MAX_SIZES",
    "PROTOCOL",
    "OLD_PROTOCOL",
    "make_ensemble_case",
    "compute_ensemble",
    "member_rows",
]

#: Protocol name of rows trained by the fixed protocol of docs/experiments.md (batched ensembles of seeds x
#: learning rates, stopping on a plateau only); rows without one are :data:`OLD_PROTOCOL`'s.
PROTOCOL = "fixed"
#: The first published rows: one seed, bisection, stopping once the validation set is solved.
OLD_PROTOCOL = "one-seed"

#: The store's campaign name for every training run.
CAMPAIGN = "train"
#: Tasks whose hardness is bisected, and the name of that hardness.
BISECTED = {"ses": "T", "copy": "B"}
#: Start-End similarity runs whose grid tensor has at most this many entries also record the lens
#: (:func:`numerics.train.lens.start_end_lens`) before and after training.
LENS_MAX_ENTRIES = 2**22
#: Keys of an exported row (docs/experiments.json).
ROW_KEYS = ("task", "cell", "depth", "params", "R", "T", "solved", "metric", "value", "seed", "iterations", "seconds")
#: Most optimisation steps a run may be given: 50 times the thesis' 200K (a larger budget is a typo, not a plan).
MAX_ITERATIONS = 10**7
#: Most torch threads a run may ask for (``torch.set_num_threads`` starts them all).
MAX_THREADS = 1024
#: Most layers a network may have: the forward pass loops over the layers in Python, so a deeper stack would not
#: train in reasonable time.
MAX_DEPTH = 10_000
#: Most hardness values a bisection grid may hold (it visits about their log2, but lists them all).
MAX_SIZES = 10_000


@dataclass(frozen=True)
class Config:
    """One network and task setting whose hardness varies: everything of a case except ``size`` and ``lr``."""

    task: str
    cell: str
    depth: int
    params: int
    seed: int = 0
    m: int = 4
    n: int = 4
    n_in: int = 8
    steps: int = 5
    iterations: int = 2000
    batch: int = 128
    val: int = 1000
    test: int = 2000
    eval_every: int = 50
    threads: int = 1
    mnist: str | None = None


def make_case(config: Config, *, size: int, lr: float) -> dict:
    """The case dict of ``config`` at hardness ``size`` and learning rate ``lr``."""
    return {**config.__dict__, "size": int(size), "lr": float(lr)}


def case_key(case: dict) -> str:
    """Stable store key of a case."""
    return json.dumps(case, sort_keys=True)


def _n_in(case: dict) -> int:
    return {"ses": case["n"] + 1, "copy": case["n"] + 2, "adding": 2, "digits": 1}.get(case["task"], case["n_in"])


def compute(case: dict) -> dict:
    r"""Train one case (module level, so pool workers can run it); the row holds :data:`ROW_KEYS` and more
    (``lens``: the Start-End spectrum before and after training, for short Start-End similarity runs).

    Raises ``ValueError`` (the store counts it *skipped*) when the budget is below the smallest network.
    """
    import torch

    from numerics.train.lens import start_end_lens
    from numerics.train.model import init_net
    from numerics.train.protocol import Settings, train

    torch.set_num_threads(int(case["threads"]))
    problem = problem_of(case)
    R = width_for_params(case["cell"], depth=case["depth"], params=case["params"], n_in=problem.n_in)
    net = init_net(case["cell"], depth=case["depth"], R=R, n_in=problem.n_in, C=problem.C, seed=[case["seed"], 0])
    settings = Settings(
        lr=case["lr"], iterations=case["iterations"], batch=case["batch"], eval_every=case["eval_every"]
    )
    lens = {}
    if case["task"] == "ses" and problem.n_in**problem.T <= LENS_MAX_ENTRIES:
        lens["before"] = start_end_lens(net, T=problem.T)
    r = train(net, problem, settings, seed=case["seed"])
    if lens:
        lens["after"] = start_end_lens(net, T=problem.T)
    return {
        **({"lens": lens} if lens else {}),
        "task": case["task"],
        "cell": case["cell"],
        "depth": case["depth"],
        "params": case["params"],
        "R": R,
        "T": problem.T,
        "solved": r.solved,
        "metric": r.metric,
        "value": r.value,
        "seed": case["seed"],
        "iterations": r.iterations,
        "seconds": round(r.seconds, 3),
        "lr": case["lr"],
        "size": case["size"],
        "actual_params": net.params,
        "score": r.score,
        "val_loss": r.val_loss,
        "case": case,
    }


def grid(*, step: int, max_size: int, task: str, m: int) -> list[int]:
    """Hardness values tried: multiples of ``step`` up to ``max_size`` that make a valid task (ses: T even,
    :math:`T/2 > m`); more than :data:`MAX_SIZES` multiples raise ``ValueError``."""
    if max_size // step > MAX_SIZES:
        raise ValueError(
            f"max_size={max_size} with step={step} gives {max_size // step} sizes, more than the "
            f"{MAX_SIZES} allowed; raise step or lower max_size"
        )
    sizes = range(step, max_size + 1, step)
    if task == "ses":
        return [T for T in sizes if T % 2 == 0 and T // 2 > m]
    return list(sizes)


def _val_loss(row: dict) -> float:
    """The run's best validation loss, a diverged run's (NaN) counted as infinite."""
    v = row["val_loss"]
    return v if v == v else float("inf")


def _solved_by_size(rows: Sequence[dict], config: Config, lrs: Sequence[float]) -> dict:
    """``{size: solved}`` for the sizes where every swept learning rate has a stored row: whether the rate with
    the lowest validation loss solved the held-out test set (the rate is chosen without looking at the test)."""
    mine: dict = {}
    for r in rows:
        case = r.get("case", {})
        if {k: case.get(k) for k in config.__dict__} == config.__dict__ and case.get("lr") in lrs:
            mine.setdefault(case["size"], {})[case["lr"]] = ((_val_loss(r), case["lr"]), r["solved"])
    return {s: min(v.values())[1] for s, v in mine.items() if set(v) == set(lrs)}


def bisect_state(rows: Sequence[dict], config: Config, sizes: Sequence[int], lrs: Sequence[float]):
    r"""``(lo, hi)`` indices into ``sizes``: every size up to ``lo`` is taken as solved, from ``hi`` on as failed
    (monotonicity); ``lo = -1``: none solved, ``hi = len(sizes)``: none failed. Done when ``hi - lo == 1``."""
    known = _solved_by_size(rows, config, lrs)
    lo, hi = -1, len(sizes)
    for i, s in enumerate(sizes):
        if s in known:
            if known[s]:
                lo = max(lo, i)
            else:
                hi = min(hi, i)
    if lo >= hi:  # a non-monotone outcome: trust the failure, bisect below it
        lo = -1 if hi == 0 else max((i for i, s in enumerate(sizes[:hi]) if known.get(s)), default=-1)
    return lo, hi


def bisect_cases(
    rows: Sequence[dict], configs: Sequence[Config], sizes: Sequence[int], lrs: Sequence[float]
) -> list[dict]:
    """The next round's cases: for each unfinished config, the middle size of its open interval, every lr."""
    out = []
    for c in configs:
        lo, hi = bisect_state(rows, c, sizes, lrs)
        if hi - lo > 1:
            out += [make_case(c, size=sizes[(lo + hi) // 2], lr=lr) for lr in lrs]
    return out


def largest_solved(rows: Sequence[dict], config: Config, sizes: Sequence[int], lrs: Sequence[float]):
    """The largest size solved (0 when none; ``None`` while the bisection is open)."""
    lo, hi = bisect_state(rows, config, sizes, lrs)
    if hi - lo > 1:
        return None
    return sizes[lo] if lo >= 0 else 0


def best_rows(rows: Sequence[dict]) -> list[dict]:
    """One row per (protocol, task, cell, depth, params, size, seed): the learning rate with the lowest
    *validation* loss (the test metric plays no part in the choice, so the reported test value is not selected
    on), as :data:`ROW_KEYS` plus ``lr``, ``size`` (the hardness), ``actual_params``
    (:func:`racs.cells.param_count`) and, where recorded, ``lens``, ``protocol``, ``device`` and ``val_loss``,
    in a stable order. Ensemble rows (:func:`compute_ensemble`) count member by member (:func:`member_rows`)."""
    best: dict = {}
    for r in member_rows(rows):
        k = (r.get("protocol", OLD_PROTOCOL), r["task"], r["cell"], r["depth"], r["params"], r["size"], r["seed"])
        v = (_val_loss(r), r["lr"])
        if k not in best or v < best[k][0]:
            best[k] = (v, r)
    return [
        {
            **{key: r[key] for key in ROW_KEYS},
            "lr": r["lr"],
            "size": r["size"],
            "actual_params": r["actual_params"],
            **({"lens": r["lens"]} if "lens" in r else {}),
            **{
                key: r[key]
                for key in ("protocol", "device", "val_loss", "ensemble_cpu_seconds", "ensemble_members")
                if key in r
            },
        }
        for _, (_, r) in sorted(best.items())
    ]


def member_rows(rows: Sequence[dict]) -> list[dict]:
    """``rows`` with each ensemble row (:func:`compute_ensemble`) replaced by its members' rows, each with the
    ensemble's ``ensemble_cpu_seconds`` and ``ensemble_members``."""
    out: list[dict] = []
    for r in rows:
        if "members" in r:  # each member carries its ensemble's whole CPU time and size, for the totals
            n = len(r["members"])
            out += [{**m, "ensemble_cpu_seconds": r["cpu_seconds"], "ensemble_members": n} for m in r["members"]]
        else:
            out.append(r)
    return out


def make_ensemble_case(config: Config, *, size: int, seeds: Sequence[int], lrs: Sequence[float]) -> dict:
    """One batched ensemble: ``config`` at hardness ``size`` for every seed x learning rate (``config.seed``
    is not read), trained by the fixed protocol (:data:`PROTOCOL`)."""
    case = {k: v for k, v in config.__dict__.items() if k != "seed"}
    return {
        **case,
        "size": int(size),
        "seeds": [int(s) for s in seeds],
        "lrs": [float(v) for v in lrs],
        "protocol": PROTOCOL,
    }


def compute_ensemble(case: dict) -> dict:
    r"""Train one ensemble case (:func:`make_ensemble_case`) as one batched model
    (:func:`numerics.train.ensemble.train_ensemble`): every member's own data, optimizer state, plateau
    schedule and stopping, with no stop on a solved validation set. The row holds ``members`` (one row per
    seed x learning rate, as :func:`compute` gives for one run, each with its share of the CPU time in
    ``seconds``, ``protocol`` and ``device`` ``"cpu"``) and the ensemble's ``cpu_seconds`` and ``wall_seconds``.
    """
    import time

    import torch

    from numerics.train.ensemble import train_ensemble
    from numerics.train.model import init_net
    from numerics.train.protocol import Settings

    wall = time.perf_counter()
    torch.set_num_threads(int(case["threads"]))
    members = [(s, lr) for s in case["seeds"] for lr in case["lrs"]]
    base = {k: v for k, v in case.items() if k not in ("seeds", "lrs")}
    problems = {s: problem_of({**base, "seed": s}) for s in case["seeds"]}
    first = problems[case["seeds"][0]]
    R = width_for_params(case["cell"], depth=case["depth"], params=case["params"], n_in=first.n_in)
    nets = [
        init_net(case["cell"], depth=case["depth"], R=R, n_in=first.n_in, C=first.C, seed=[s, 0]) for s, _ in members
    ]
    settings = Settings(
        iterations=case["iterations"], batch=case["batch"], eval_every=case["eval_every"], stop_on_solved=False
    )
    results, cpu = train_ensemble(
        nets, [problems[s] for s, _ in members], settings, seeds=[s for s, _ in members], lrs=[lr for _, lr in members]
    )
    rows = [
        {
            "task": case["task"],
            "cell": case["cell"],
            "depth": case["depth"],
            "params": case["params"],
            "R": R,
            "T": first.T,
            "solved": r.solved,
            "metric": r.metric,
            "value": r.value,
            "seed": s,
            "iterations": r.iterations,
            "seconds": round(r.seconds, 3),
            "lr": lr,
            "size": case["size"],
            "actual_params": nets[0].params,
            "score": r.score,
            "val_loss": r.val_loss,
            "protocol": case["protocol"],
            "device": "cpu",
            "case": {**base, "seed": s, "lr": lr},
        }
        for (s, lr), r in zip(members, results)
    ]
    return {
        "members": rows,
        "cpu_seconds": round(cpu, 3),
        "wall_seconds": round(time.perf_counter() - wall, 3),
        "device": "cpu",
        "case": case,
    }


def check_config(config: Config) -> None:
    """``ValueError`` naming the option when a config cannot run (unknown task, budget too small, more than
    :data:`MAX_ITERATIONS` steps, :data:`MAX_THREADS` threads or :data:`MAX_DEPTH` layers, a seed torch cannot
    take)."""
    if config.task not in TASKS:
        raise ValueError(f"task={config.task!r} is unknown: use one of {', '.join(TASKS)}")
    if config.iterations > MAX_ITERATIONS:
        raise ValueError(
            f"iterations={config.iterations} is more than the {MAX_ITERATIONS} allowed "
            "(50 times the thesis' 200K); lower iterations"
        )
    if config.threads > MAX_THREADS:
        raise ValueError(f"threads={config.threads} is more than the {MAX_THREADS} allowed; lower threads")
    if not 0 <= config.seed < 2**64:
        raise ValueError(f"seed={config.seed} must lie in 0 .. 2^64 - 1 (torch.manual_seed takes no more)")
    if config.depth > MAX_DEPTH:
        raise ValueError(f"depth={config.depth} is more than the {MAX_DEPTH} layers allowed; lower depth")
    n_in = _n_in(config.__dict__)
    smallest = param_count(config.cell, n_in=n_in, R=1, depth=config.depth)
    if config.params < smallest:
        raise ValueError(
            f"params={config.params} is below the smallest {config.cell} of depth {config.depth} "
            f"({smallest} parameters); raise params"
        )


def _length(case: dict) -> int:
    """Steps of one sequence of the case's problem (:func:`numerics.train.problems.make_problem`)."""
    if case["task"] == "digits":
        return 28 * 28 if case["mnist"] else 64
    return {"copy": case["size"] + 2 * case["m"], "capacity": case["steps"]}.get(case["task"], case["size"])


def case_nbytes(case: dict) -> int:
    r"""Planned peak bytes of one run: its data (float64 inputs of ``val + test + batch`` sequences, or the
    ``b = size`` capacity samples; one-hot inputs through an identity of side ``n_in``), the activations of a
    training batch kept for the backward pass (eight values per unit, layer and step: gates and states), and four
    copies of the weights (weights, gradients, two RMSprop moments)."""
    n_in, T = _n_in(case), _length(case)
    examples = {"capacity": case["size"], "digits": 0}.get(case["task"], case["val"] + case["test"]) + case["batch"]
    R = width_for_params(case["cell"], depth=case["depth"], params=case["params"], n_in=n_in)
    return (
        8 * T * (n_in + 1) * examples
        + 8 * n_in * n_in
        + 8 * 8 * case["batch"] * T * case["depth"] * R
        + 4 * 8 * param_count(case["cell"], n_in=n_in, R=R, depth=case["depth"])
    )


def check_case(case: dict) -> None:
    """Refuse a run before it starts: :class:`racs.memory.TooLargeError` naming the sizes when
    :func:`case_nbytes` does not fit in memory."""
    check_fits(
        case_nbytes(case),
        f"a run of {case['cell']} on {case['task']} (depth {case['depth']}, params="
        f"{case['params']}, size={case['size']}, T {_length(case)}, val={case['val']}, test={case['test']}, "
        f"batch={case['batch']})",
        fix="lower size, val, test, batch or params",
    )


def problem_of(case: dict, *, val: int | None = None, test: int | None = None):
    """The case's :class:`numerics.train.problems.Problem` (``val``, ``test``: other set sizes than the case's,
    e.g. 1 to let the task check its settings cheaply)."""
    return make_problem(
        case["task"],
        size=case["size"],
        val=case["val"] if val is None else val,
        test=case["test"] if test is None else test,
        seed=case["seed"],
        m=case["m"],
        n=case["n"],
        n_in=case["n_in"],
        steps=case["steps"],
        mnist=case["mnist"],
    )
