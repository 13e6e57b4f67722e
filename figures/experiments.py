r"""Figures of the training campaigns (``docs/experiments.json``, from ``python -m numerics.train --export json``).

``ses_depth``: the largest Start-End similarity length :math:`T` solved (test accuracy > 99%) against the
parameter budget, per depth (the thesis' Fig. 3.2, at laptop scale): with rows of the fixed protocol, each
seed's largest :math:`T` of the grid as a point, the median over seeds as a line and its bootstrap 95% CI as a
band, a panel per cell; with one-seed rows only, a line per depth. ``capacity_bits``: Collins'
stored bits :math:`I = b(1 - H_2(p))` against the parameter count, a line per cell (their Fig. 1a); with rows
of the fixed protocol, each seed's most bits over the grid of :math:`b` as points and their mean with its
bootstrap 95% CI, a line per cell and depth.
"""

from __future__ import annotations

import json
from collections.abc import Callable
from pathlib import Path

from numerics.train.report import capacity_table, fixed_rows, largest_solved_table
from numerics.train.stats import bootstrap_ci, capacity_by_cell, largest_solved_by_seed

from . import style

__all__ = ["EXPERIMENT_FIGURES", "ses_depth", "capacity_bits", "committed_experiments", "EXPERIMENTS_JSON"]

#: The published rows.
EXPERIMENTS_JSON = Path(__file__).resolve().parents[1] / "docs" / "experiments.json"

_EMPTY = {"nodes": 0, "edges": 0, "stacked_nodes": 0, "stacked_edges": 0, "network_nodes": 0, "network_edges": 0}


def committed_experiments() -> list[dict]:
    """The rows of ``docs/experiments.json``."""
    try:
        return json.loads(EXPERIMENTS_JSON.read_text())
    except OSError:
        raise ValueError(
            f"{EXPERIMENTS_JSON} is missing; run python -m numerics.train --export json --db FILE "
            "> docs/experiments.json"
        ) from None


def _ses_depth_fixed(fixed: list):
    """Per-seed largest T solved, median and its bootstrap 95% CI per depth, a panel per cell."""
    table = largest_solved_by_seed(fixed, "ses")
    cells = sorted({e["cell"] for e in table})
    fig = style.figure(style.PAGE_WIDTH_IN * min(1.0, 0.42 * len(cells) + 0.16), 2.8)
    axes = fig.subplots(1, len(cells), sharey=True, squeeze=False)[0]
    markers = "os^Dv"
    series: dict = {}
    seeds_drawn: dict = {}
    for ax, cell in zip(axes, cells):
        mine = [e for e in table if e["cell"] == cell]
        depths = sorted({e["depth"] for e in mine})
        for k, depth in enumerate(depths):
            es = sorted((e for e in mine if e["depth"] == depth), key=lambda e: e["params"])
            # depths side by side around each budget (a log axis: a factor), seeds spread within the slot
            shift = 1.12 ** (k - (len(depths) - 1) / 2)
            xs, ys = [], []
            for e in es:
                vals = list(e["largest"].values())
                xs += [e["params"] * shift * 1.012 ** (i - (len(vals) - 1) / 2) for i in range(len(vals))]
                ys += vals
            color = f"C{k}"
            ax.scatter(xs, ys, s=6, color=color, alpha=0.5, linewidths=0)
            ci = [bootstrap_ci(list(e["largest"].values()), statistic="median") for e in es]
            px = [e["params"] * shift for e in es]
            label = f"depth {depth}" if len(cells) == 1 else f"depth {depth}, {cell}"
            ax.plot(
                px,
                [c[0] for c in ci],
                color=color,
                marker=markers[k % len(markers)],
                markersize=4,
                label=f"depth {depth}",
            )
            ax.fill_between(px, [c[1] for c in ci], [c[2] for c in ci], color=color, alpha=0.15, linewidth=0)
            series[label] = [(e["params"], c[0]) for e, c in zip(es, ci)]
            seeds_drawn[label] = {e["params"]: e["largest"] for e in es}
        ax.set_xscale("log")
        grid = sorted({T for e in mine for T in e["grid"]})
        ax.set_yticks([0, *grid])
        style.style_axes(
            ax, xlabel="parameters (budget)", ylabel="largest T solved" if ax is axes[0] else "", title=cell
        )
    axes[0].legend(frameon=False, fontsize=style.FONT_PT)
    fig.tight_layout(pad=0.3)
    n = max(len(e["largest"]) for e in table)
    grids = "; ".join(
        f"{e['cell']} {e['params']}: T in {{{', '.join(map(str, e['grid']))}}}"
        for e in sorted(table, key=lambda e: (e["cell"], e["params"]))
        if e["depth"] == 1
    )
    return fig, {
        **_EMPTY,
        "measured": series,
        "seeds": seeds_drawn,
        "caption": f"Start-End similarity, fixed protocol: the largest T of the grid run at that budget "
        f"({grids}) each of {n} seeds solves (test accuracy > 99%; 0: none) at equal parameter budgets, as "
        "points; the median over seeds as a line and its bootstrap 95% CI as a band. Laptop scale: see "
        "docs/experiments.md.",
    }


def ses_depth(rows: list | None = None, *, full: bool = False):
    r"""Largest :math:`T` solved vs parameter budget per depth (module text); ``full`` unused."""
    rows = committed_experiments() if rows is None else rows
    fixed, older = fixed_rows(rows)
    if any(r["task"] == "ses" for r in fixed):
        return _ses_depth_fixed([r for r in fixed if r["task"] == "ses"])
    table = largest_solved_table(older, "ses")
    if not table:
        raise ValueError("no Start-End similarity rows; run python -m numerics.train --task ses ...")
    cells = sorted({e["cell"] for e in table})
    fig = style.figure(style.PAGE_WIDTH_IN * 0.6, 2.8)
    ax = fig.subplots()
    series: dict = {}
    markers = "os^Dv"
    for cell in cells:
        mine = [e for e in table if e["cell"] == cell]
        for depth in sorted({d for e in mine for d in e["largest"]}):
            pts = sorted((e["params"], e["largest"][depth]) for e in mine if depth in e["largest"])
            label = f"depth {depth}" + (f", {cell}" if len(cells) > 1 else "")
            series[label] = pts
            ax.plot(*zip(*pts), marker=markers[(depth - 1) % len(markers)], markerfacecolor="none", label=label)
    ax.set_xscale("log")
    style.style_axes(
        ax,
        xlabel="parameters (budget)",
        ylabel="largest T solved",
        legend=True,
        title=f"Start-End similarity, {', '.join(cells)}",
    )
    ax.legend(frameon=False)
    return fig, {
        **_EMPTY,
        "measured": series,
        "caption": "Largest sequence length T each depth solves (test accuracy > 99%) at equal parameter "
        "budgets; 0: not solved at the smallest T tried. Laptop scale: see docs/experiments.md.",
    }


def _capacity_bits_fixed(fixed: list):
    """Each seed's most bits over the grid of b (points), their mean with its bootstrap 95% CI (line and error
    bars), against the parameters, a line per (cell, depth)."""
    table = capacity_by_cell(fixed)
    fig = style.figure(style.PAGE_WIDTH_IN * 0.85, 2.8)
    ax = fig.subplots()
    series: dict = {}
    seeds_drawn: dict = {}
    keys = sorted({(e["cell"], e["depth"]) for e in table})
    for k, (cell, depth) in enumerate(keys):
        es = sorted((e for e in table if (e["cell"], e["depth"]) == (cell, depth)), key=lambda e: e["actual_params"])
        label = f"{cell}, depth {depth}"
        color = f"C{k}"
        shift = 1.04 ** (k - (len(keys) - 1) / 2)  # depths side by side on the log axis
        for e in es:
            vals = list(e["most_by_seed"].values())
            ax.scatter([e["actual_params"] * shift] * len(vals), vals, s=5, color=color, alpha=0.4, linewidths=0)
        xs = [e["actual_params"] * shift for e in es]
        ms = [e["bits"][0] for e in es]
        ax.errorbar(
            xs,
            ms,
            yerr=[[m - e["bits"][1] for m, e in zip(ms, es)], [e["bits"][2] - m for m, e in zip(ms, es)]],
            color=color,
            marker="o",
            markersize=3,
            capsize=2,
            label=label,
        )
        series[label] = [(e["actual_params"], e["bits"][0]) for e in es]
        seeds_drawn[label] = {e["params"]: e["most_by_seed"] for e in es}
    lo = min(e["actual_params"] for e in table)
    top = max(e["actual_params"] for e in table)
    ax.plot([lo, top], [5 * lo, 5 * top], "k--", linewidth=0.8, label="5 bits/param (Collins)")
    ax.set_xscale("log")
    ax.set_yscale("log")
    style.style_axes(
        ax, xlabel="parameters", ylabel="bits stored, b (1 - H2(p))", legend=True, title="Capacity, fixed protocol"
    )
    ax.legend(frameon=False, loc="upper left", bbox_to_anchor=(1.02, 1.0))
    fig.subplots_adjust(right=0.66, bottom=0.16)
    n = max(e["seeds"] for e in table)
    grids = "; ".join(f"{e['params']}: b in {{{', '.join(map(str, e['grid']))}}}" for e in table if e["depth"] == 1)
    return fig, {
        **_EMPTY,
        "measured": series,
        "seeds": seeds_drawn,
        "caption": f"Capacity (Collins et al.), fixed protocol: each of {n} seeds' most bits stored over the sample "
        f"counts b of the grid ({grids}), as points; their mean with its bootstrap 95% CI as a line with error "
        "bars, per cell and depth; dashed: Collins et al.'s ~5 bits per parameter. Laptop scale: see "
        "docs/experiments.md.",
    }


def capacity_bits(rows: list | None = None, *, full: bool = False):
    r"""Most bits stored vs parameters, a line per cell (depth 1 and deeper as separate lines); with rows of the
    fixed protocol, each seed's most bits as points and their mean with a bootstrap 95% CI; ``full`` unused."""
    rows = committed_experiments() if rows is None else rows
    fixed, older = fixed_rows(rows)
    if any(r["task"] == "capacity" for r in fixed):
        return _capacity_bits_fixed([r for r in fixed if r["task"] == "capacity"])
    table = capacity_table(older)
    if not table:
        raise ValueError("no capacity rows; run python -m numerics.train --task capacity ...")
    fig = style.figure(style.PAGE_WIDTH_IN * 0.85, 2.8)
    ax = fig.subplots()
    series: dict = {}
    for cell, depth in sorted({(e["cell"], e["depth"]) for e in table}):
        pts = sorted((e["actual_params"], e["bits"]) for e in table if (e["cell"], e["depth"]) == (cell, depth))
        label = cell if depth == 1 else f"{cell}, depth {depth}"
        series[label] = pts
        ax.plot(*zip(*pts), marker="o", label=label)
    lo = min(p for pts in series.values() for p, _ in pts)
    top = max(p for pts in series.values() for p, _ in pts)
    ax.plot([lo, top], [5 * lo, 5 * top], "k--", linewidth=0.8, label="5 bits/param (Collins)")
    ax.set_xscale("log")
    ax.set_yscale("log")  # the measured bits sit orders of magnitude below Collins' line
    style.style_axes(
        ax,
        xlabel="parameters",
        ylabel="bits stored, b (1 - H2(p))",
        legend=True,
        title="Capacity: random binary mappings",
    )
    ax.legend(frameon=False, loc="upper left", bbox_to_anchor=(1.02, 1.0))  # outside: the lines fill the axes
    fig.subplots_adjust(right=0.66, bottom=0.16)
    return fig, {
        **_EMPTY,
        "measured": series,
        "caption": "Most bits stored over the sample counts b tried, per cell; dashed: Collins et al.'s "
        "~5 bits per parameter. Laptop scale: see docs/experiments.md.",
    }


#: ``{figure name: builder}``; each builder returns ``(Figure, info)`` like :data:`figures.catalog.FIGURES`.
EXPERIMENT_FIGURES: dict[str, Callable] = {"ses_depth": ses_depth, "capacity_bits": capacity_bits}
