r"""The statistics named in advance by the fixed protocol (docs/experiments.md), on exported rows.

Pure numpy. Rows are :func:`numerics.train.campaign.best_rows` of the fixed protocol: one per (task, cell,
depth, params, size, seed), the learning rate chosen on validation loss, the test value scored once.

* :func:`paired_differences`: per (cell, params, size) and depth :math:`d > 1`, the mean over seeds of the
  paired difference :math:`x_{d,s} - x_{1,s}` of test accuracy and of the solved indicator (seed :math:`s`
  fixes the data of both depths), with a percentile bootstrap CI over seeds (:func:`bootstrap_ci`);
* :func:`largest_solved_by_seed`: per (cell, params, depth) and seed, the largest size of the fixed grid whose
  chosen model is solved (0 if none), summarised by median and IQR (:func:`summary`);
* :func:`capacity_by_cell`: Collins' capacity (Sec. 2.1.1) per (cell, depth, params) over the seeds that ran
  every sample count :math:`b` of the grid: each seed's most bits over :math:`b`, its mean with a bootstrap CI
  (also per parameter), the mean bits at each :math:`b`, the best :math:`b` and whether it lies strictly inside
  the grid; :func:`capacity_differences`: the paired difference of bits per parameter, depth :math:`d` minus
  depth 1;
* Bonferroni: :func:`bootstrap_ci` at level :math:`1 - \alpha/K` for a family of :math:`K` comparisons.
"""

from __future__ import annotations

from collections.abc import Sequence

import numpy as np

__all__ = [
    "BOOTSTRAP_RESAMPLES",
    "BOOTSTRAP_SEED",
    "bootstrap_ci",
    "summary",
    "paired_differences",
    "largest_solved_by_seed",
    "largest_solved_differences",
    "capacity_by_cell",
    "capacity_differences",
]

#: Resamples of every bootstrap CI.
BOOTSTRAP_RESAMPLES = 10_000
#: Seed of every bootstrap (``numpy.random.default_rng(BOOTSTRAP_SEED)``, fresh per interval).
BOOTSTRAP_SEED = 0


def bootstrap_ci(
    x: Sequence[float],
    *,
    level: float = 0.95,
    resamples: int = BOOTSTRAP_RESAMPLES,
    seed: int = BOOTSTRAP_SEED,
    statistic: str = "mean",
) -> tuple[float, float, float]:
    r"""``(stat, lo, hi)``: the ``statistic`` (``"mean"`` or ``"median"``) of ``x`` and its percentile bootstrap
    interval at ``level`` (the statistic of ``resamples`` samples of ``len(x)`` draws with replacement, from
    ``default_rng(seed)``; quantiles :math:`(1 \mp \text{level})/2`, numpy's linear interpolation)."""
    a = np.asarray(x, dtype=np.float64)
    if a.ndim != 1 or len(a) == 0:
        raise ValueError(f"x must be a non-empty 1-d sequence; got shape {a.shape}")
    if not 0 < level < 1:
        raise ValueError(f"level={level} must lie in (0, 1), e.g. 0.95")
    if statistic not in ("mean", "median"):
        raise ValueError(f"statistic={statistic!r} is unknown: use 'mean' or 'median'")
    f = np.mean if statistic == "mean" else np.median
    rng = np.random.default_rng(seed)
    stats = f(a[rng.integers(0, len(a), size=(resamples, len(a)))], axis=1)
    lo, hi = np.quantile(stats, [(1 - level) / 2, (1 + level) / 2])
    return float(f(a)), float(lo), float(hi)


def summary(x: Sequence[float]) -> dict:
    """``{"n", "median", "q25", "q75"}`` of ``x`` (numpy's linear quantiles)."""
    a = np.asarray(x, dtype=np.float64)
    q25, med, q75 = np.quantile(a, [0.25, 0.5, 0.75])
    return {"n": len(a), "median": float(med), "q25": float(q25), "q75": float(q75)}


def _by(rows: Sequence[dict], task: str) -> dict:
    out: dict = {}
    for r in rows:
        if r["task"] == task:
            out.setdefault((r["cell"], r["params"], r["size"], r["depth"]), {})[r["seed"]] = r
    return out


def paired_differences(rows: Sequence[dict], task: str = "ses", *, alpha: float = 0.05) -> list[dict]:
    r"""Per (cell, params, size) and depth :math:`d > 1` with depth 1 run on the same seeds: the paired
    differences over the common seeds of test accuracy (``value``) and of the solved indicator, each as
    ``(mean, lo, hi)`` at level :math:`1 - \alpha` and, under ``*_bonf``, at the Bonferroni level
    :math:`1 - \alpha/K` (``K``: the comparisons of that cell, reported as ``family``)."""
    groups = _by(rows, task)
    out = []
    for (cell, P, size, d), mine in sorted(groups.items()):
        base = groups.get((cell, P, size, 1))
        if d == 1 or base is None:
            continue
        seeds = sorted(set(mine) & set(base))
        if not seeds:
            continue
        acc = [mine[s]["value"] - base[s]["value"] for s in seeds]
        sol = [float(mine[s]["solved"]) - float(base[s]["solved"]) for s in seeds]
        out.append({"cell": cell, "params": P, "size": size, "depth": d, "n": len(seeds), "acc": acc, "sol": sol})
    family: dict = {}
    for e in out:
        family[e["cell"]] = family.get(e["cell"], 0) + 1
    for e in out:
        K = family[e["cell"]]
        e["family"] = K
        for key in ("acc", "sol"):
            x = e.pop(key)
            e[f"{key}_ci"] = bootstrap_ci(x, level=1 - alpha)
            e[f"{key}_bonf"] = bootstrap_ci(x, level=1 - alpha / K)
    return out


def largest_solved_by_seed(rows: Sequence[dict], task: str = "ses") -> list[dict]:
    """Per (cell, params, depth): ``{seed: largest size solved}`` over the seeds that ran every size of the
    grid (the sizes any run of that cell and budget ran, listed under ``grid``), 0 where none was solved."""
    groups = _by(rows, task)
    grids: dict = {}
    for cell, P, size, _ in groups:
        grids.setdefault((cell, P), set()).add(size)
    table: dict = {}
    for (cell, P, size, d), mine in groups.items():
        for s, r in mine.items():
            table.setdefault((cell, P, d), {}).setdefault(s, {})[size] = r["solved"]
    out = []
    for (cell, P, d), seeds in sorted(table.items()):
        grid = grids[(cell, P)]
        full = {s: v for s, v in seeds.items() if set(v) == grid}
        if full:
            largest = {s: max([size for size, ok in v.items() if ok], default=0) for s, v in sorted(full.items())}
            out.append({"cell": cell, "params": P, "depth": d, "grid": sorted(grid), "largest": largest})
    return out


def largest_solved_differences(rows: Sequence[dict], task: str = "ses", *, alpha: float = 0.05) -> list[dict]:
    r"""Per (cell, params) and depth :math:`d > 1`: the paired difference over seeds of the largest size solved,
    depth :math:`d` minus depth 1, as ``(mean, lo, hi)`` (level :math:`1 - \alpha`)."""
    table = {(e["cell"], e["params"], e["depth"]): e["largest"] for e in largest_solved_by_seed(rows, task)}
    out = []
    for (cell, P, d), largest in sorted(table.items()):
        base = table.get((cell, P, 1))
        if d == 1 or base is None:
            continue
        seeds = sorted(set(largest) & set(base))
        if seeds:
            diff = [largest[s] - base[s] for s in seeds]
            out.append(
                {"cell": cell, "params": P, "depth": d, "n": len(seeds), "ci": bootstrap_ci(diff, level=1 - alpha)}
            )
    return out


def capacity_by_cell(rows: Sequence[dict], *, alpha: float = 0.05) -> list[dict]:
    r"""Per (cell, depth, params) of ``capacity`` rows, over the seeds that ran every sample count :math:`b` of
    the grid (the :math:`b` any seed of that cell, depth and budget ran):

    * ``by_b``: ``{b: (mean, lo, hi)}``, the mean over seeds of the bits :math:`I = b(1 - H_2(p))` at that
      :math:`b` (``value``) with its bootstrap CI at level :math:`1 - \alpha`;
    * ``best_b``: the :math:`b` of the largest mean bits; ``inside``: whether it is neither the smallest nor the
      largest :math:`b` of the grid (a best :math:`b` at an edge says the grid, not the network, bounds it);
    * ``best_by_seed``: ``{seed: b}``, each seed's own best :math:`b`;
    * ``bits``: ``(mean, lo, hi)`` of each seed's most bits over the grid (its capacity estimate, Collins'
      maximum over :math:`b`); ``bits_per_param``: the same divided by ``actual_params``
      (:func:`racs.cells.param_count` of the network run, the same for every seed); ``seeds``: their number.
    """
    groups: dict = {}
    for r in rows:
        if r["task"] == "capacity":
            groups.setdefault((r["cell"], r["depth"], r["params"]), []).append(r)
    out = []
    for (cell, d, P), mine in sorted(groups.items()):
        grid = sorted({r["size"] for r in mine})
        bits: dict = {}
        for r in mine:
            bits.setdefault(r["seed"], {})[r["size"]] = r["value"]
        full = {s: v for s, v in sorted(bits.items()) if sorted(v) == grid}
        if not full:
            continue
        actual = mine[0]["actual_params"]
        by_b = {b: bootstrap_ci([v[b] for v in full.values()], level=1 - alpha) for b in grid}
        best_b = max(grid, key=lambda b: by_b[b][0])
        most = [max(v.values()) for v in full.values()]
        out.append(
            {
                "cell": cell,
                "depth": d,
                "params": P,
                "actual_params": actual,
                "grid": grid,
                "seeds": len(full),
                "by_b": by_b,
                "best_b": best_b,
                "inside": grid[0] < best_b < grid[-1],
                "best_by_seed": {s: max(grid, key=v.__getitem__) for s, v in full.items()},
                "bits": bootstrap_ci(most, level=1 - alpha),
                "bits_per_param": bootstrap_ci([x / actual for x in most], level=1 - alpha),
                "most_by_seed": dict(zip(full, most)),
            }
        )
    return out


def capacity_differences(rows: Sequence[dict], *, alpha: float = 0.05) -> list[dict]:
    r"""Per (cell, params) and depth :math:`d > 1` with depth 1 on common seeds: the paired difference over seeds
    of each seed's most bits per parameter (:func:`capacity_by_cell`), depth :math:`d` minus depth 1, as
    ``(mean, lo, hi)`` at level :math:`1 - \alpha` (``ci``) and at the Bonferroni level :math:`1 - \alpha/K`
    (``bonf``; ``K``, reported as ``family``: the comparisons of that cell). Seed :math:`s` draws the same
    samples at every depth, so the pairs share their data."""
    table = {(e["cell"], e["params"], e["depth"]): e for e in capacity_by_cell(rows)}
    out = []
    for (cell, P, d), e in sorted(table.items()):
        base = table.get((cell, P, 1))
        if d == 1 or base is None:
            continue
        seeds = sorted(set(e["most_by_seed"]) & set(base["most_by_seed"]))
        if seeds:
            diff = [
                e["most_by_seed"][s] / e["actual_params"] - base["most_by_seed"][s] / base["actual_params"]
                for s in seeds
            ]
            out.append({"cell": cell, "params": P, "depth": d, "n": len(seeds), "diff": diff})
    family: dict = {}
    for e in out:
        family[e["cell"]] = family.get(e["cell"], 0) + 1
    for e in out:
        x = e.pop("diff")
        e["family"] = family[e["cell"]]
        e["ci"] = bootstrap_ci(x, level=1 - alpha)
        e["bonf"] = bootstrap_ci(x, level=1 - alpha / e["family"])
    return out
