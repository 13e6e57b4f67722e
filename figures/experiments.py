r"""Figures of the training campaigns (``docs/experiments.json``, from ``python -m numerics.train --export json``).

``ses_depth``: the largest Start-End similarity length :math:`T` solved (test accuracy > 99%) against the
parameter budget, a line per depth (the thesis' Fig. 3.2, at laptop scale). ``capacity_bits``: Collins'
stored bits :math:`I = b(1 - H_2(p))` against the parameter count, a line per cell (their Fig. 1a).
"""

from __future__ import annotations

import json
from collections.abc import Callable
from pathlib import Path

from numerics.train.report import capacity_table, largest_solved_table

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


def ses_depth(rows: list | None = None, *, full: bool = False):
    r"""Largest :math:`T` solved vs parameter budget, a line per depth (per cell when several); ``full`` unused."""
    table = largest_solved_table(committed_experiments() if rows is None else rows, "ses")
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


def capacity_bits(rows: list | None = None, *, full: bool = False):
    r"""Most bits stored vs parameters, a line per cell (depth 1 and deeper as separate lines); ``full`` unused."""
    table = capacity_table(committed_experiments() if rows is None else rows)
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
