r"""The lens study's figure (``docs/lens.json``, ``docs/lens.md``): Start-End spectra of trained networks at
task length against depth.

``lens_depth``: one panel per quantity (:math:`\varepsilon`-ranks at :math:`10^{-1}, 10^{-2}, 10^{-3}`, the
entanglement entropy and that of the centred tensor), depth on the x-axis; before training (blue) and after
(orange), every seed a point, the median a line, the percentile-bootstrap 95 % CI of the median a band
(:func:`numerics.train.lens.lens_summary`, the numbers of the table in ``docs/lens.md``). Each seed series is one
artist with the SVG id ``seeds-<quantity>-<phase>`` so a test can check what was drawn against the rows.
"""

from __future__ import annotations

import json
from collections.abc import Callable
from pathlib import Path

from numerics.train.lens import lens_summary

from . import style

__all__ = ["LENS_FIGURES", "LENS_JSON", "lens_depth", "committed_lens", "lens_points"]

#: The study's committed rows.
LENS_JSON = Path(__file__).resolve().parents[1] / "docs" / "lens.json"
#: (panel title, key of a lens dict, eps key or None), in drawing order.
PANELS = (
    ("eps-rank, eps = 1e-1", "eps_rank", "1e-1"),
    ("eps-rank, eps = 1e-2", "eps_rank", "1e-2"),
    ("eps-rank, eps = 1e-3", "eps_rank", "1e-3"),
    ("entropy (nats)", "entropy", None),
    ("entropy, centred (nats)", "entropy_centred", None),
)
_QUANTITY = {
    "eps_rank1e-1": "eps-rank 1e-1",
    "eps_rank1e-2": "eps-rank 1e-2",
    "eps_rank1e-3": "eps-rank 1e-3",
    "entropy": "entropy",
    "entropy_centred": "entropy centred",
}
_PHASES = (("before", "before training", style.PALETTE[0], -0.12), ("after", "after training", style.PALETTE[1], 0.12))
_EMPTY = {"nodes": 0, "edges": 0, "stacked_nodes": 0, "stacked_edges": 0, "network_nodes": 0, "network_edges": 0}


def committed_lens() -> list[dict]:
    """The rows of ``docs/lens.json``."""
    try:
        return json.loads(LENS_JSON.read_text())
    except OSError:
        raise ValueError(f"{LENS_JSON} is missing; run the lens study of docs/lens.md") from None


def lens_points(rows: list, *, T: int, key: str, eps: str | None, phase: str) -> list[tuple[int, float]]:
    """``[(depth, value), ...]`` of every row at ``T`` (depth, then seed order), ``None`` values left out."""
    mine = sorted((r for r in rows if r["T"] == T), key=lambda r: (r["depth"], r["seed"]))
    vals = [(r["depth"], r[phase][key][eps] if eps else r[phase][key]) for r in mine]
    return [(d, float(v)) for d, v in vals if v is not None]


def lens_depth(rows: list | None = None, *, full: bool = False, T: int | None = None):
    r"""Eps-ranks and entropies against depth, before and after training (module text); ``T`` defaults to the
    shortest length of the rows (the study's protocol length); ``full`` is unused."""
    rows = committed_lens() if rows is None else rows
    if not rows:
        raise ValueError("no lens rows; run the lens study of docs/lens.md")
    T = min(r["T"] for r in rows) if T is None else T
    summary = [e for e in lens_summary(rows) if e["T"] == T]
    depths = sorted({r["depth"] for r in rows if r["T"] == T})
    fig = style.figure(style.PAGE_WIDTH_IN, 4.2)
    axes = list(fig.subplots(2, 3, sharex=True).flat)  # depth labels on the bottom row only
    measured: dict = {}
    for ax, (title, key, eps) in zip(axes, PANELS):
        label = _QUANTITY[key + (eps or "")]
        for phase, legend, color, dx in _PHASES:
            pts = lens_points(rows, T=T, key=key, eps=eps, phase=phase)
            # a fixed spread inside each depth's slot: seeds stay apart without a random jitter
            counts: dict = {}
            xs = []
            for d, _ in pts:
                k = counts[d] = counts.get(d, -1) + 1
                xs.append(d + dx + 0.012 * (k - 4.5))
            sc = ax.scatter(xs, [v for _, v in pts], s=5, color=color, alpha=0.6, linewidths=0, label=legend)
            sc.set_gid(f"seeds-{key}{eps or ''}-{phase}")
            ci = [next(e[phase] for e in summary if e["depth"] == d and e["quantity"] == label) for d in depths]
            ds = [d + dx for d in depths]
            ax.plot(ds, [c[0] for c in ci], color=color, linewidth=1.0, marker="_", markersize=6)
            ax.fill_between(ds, [c[1] for c in ci], [c[2] for c in ci], color=color, alpha=0.2, linewidth=0)
            measured[f"{key}{eps or ''}-{phase}"] = {"points": pts, "median_ci": dict(zip(depths, ci))}
        if key == "eps_rank":  # above half the sample an eps-rank is saturated: an underestimate
            n = min(min(r[ph]["n_s"], r[ph]["n_e"]) for r in rows if r["T"] == T for ph in ("before", "after"))
            ax.axhline(n / 2, color="grey", linewidth=0.8, linestyle="--")
        ax.set_xticks(depths)
        style.style_axes(ax, title=title)
    for ax in axes[3:5]:
        ax.set_xlabel("depth", fontsize=style.FONT_PT)
    axes[2].tick_params(labelbottom=True)  # nothing below it but the legend
    legend_ax = axes[5]
    legend_ax.axis("off")
    handles, labels = axes[0].get_legend_handles_labels()
    legend_ax.legend(handles, labels, fontsize=style.FONT_PT, frameon=False, loc="center", markerscale=2.5)
    fig.tight_layout(pad=0.3, h_pad=0.0)
    n = len({r["seed"] for r in rows if r["T"] == T})
    cell = ", ".join(sorted({r["cell"] for r in rows if r["T"] == T}))
    params = ", ".join(str(p) for p in sorted({r["params"] for r in rows if r["T"] == T}))
    return fig, {
        **_EMPTY,
        "measured": measured,
        "T": T,
        "caption": f"Start-End spectrum of the 1-similar readout of {cell} at {params} parameters on Start-End "
        f"similarity, T = {T}, against depth, before (blue) and after (orange) training: {n} seeds as points, the "
        "median as a line, its bootstrap 95% CI as a band; dashed: half the sampled halves, above which an eps-rank is saturated (an "
        "underestimate). Sampled estimate (docs/lens.md); float64, numerical.",
    }


#: ``{figure name: builder}``; each builder returns ``(Figure, info)`` like :data:`figures.catalog.FIGURES`.
LENS_FIGURES: dict[str, Callable] = {"lens_depth": lens_depth}
