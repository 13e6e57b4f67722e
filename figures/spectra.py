r"""The depth study's figures: eps-rank against T, and singular-value decay, one panel per cell of the zoo.

Both read the committed rows (``numerics/data/spectra.json``, :func:`numerics.depth_study.committed_spectra`)
or rows passed in. Every plotted series is one artist with an SVG id (``series-<cell>-L<depth>``, the rac
panel's certified ranks ``certified-rac-L<depth>``) so a test can check what was drawn against the data.
All values are medians over seeds (the band: quartiles); everything is numerical except the certified RAC
ranks (``docs/spectra.md``).
"""

from __future__ import annotations

from collections.abc import Callable

from numerics.depth_study import committed_spectra

from . import style

__all__ = ["SPECTRA_FIGURES", "rank_series", "decay_series", "spectrum_vs_T", "singular_values"]

_COLS = 3
#: The setting both figures show by default: the larger budget at unit gain on the binary alphabet.
_BUDGET, _GAIN, _K, _EPS = 1000, 1.0, 2, "1e-4"


def rank_series(rows: list, *, K: int, budget: int, gain: float, eps: str) -> dict:
    r"""``{cell: {depth: [(T, median, q1, q3), ...]}}`` of the ``eps``-rank, T ascending; ``null`` ranks are
    left out (below the precision floor, or no seed in float64's range)."""
    out: dict = {}
    for r in sorted(rows, key=lambda r: r["T"]):
        if (r["K"], r["budget"], r["gain"]) != (K, budget, gain):
            continue
        s = r["eps_rank"][eps]
        series = out.setdefault(r["cell"], {}).setdefault(r["depth"], [])
        if s is not None:
            series.append((r["T"], s["median"], s["q1"], s["q3"]))
    return out


def decay_series(rows: list, *, K: int, T: int, budget: int, gain: float) -> dict:
    """``{cell: {depth: (singular values, precision floor)}}``: the per-index median of :math:`s_i/s_1`."""
    out: dict = {}
    for r in rows:
        if (r["K"], r["T"], r["budget"], r["gain"]) == (K, T, budget, gain):
            out.setdefault(r["cell"], {})[r["depth"]] = (r["singular_values"], r["precision_floor"])
    return out


def _panels(series: dict, missing: str):
    """``(cells, figure, axes)``: one panel per cell of ``series`` in the zoo's order; ``missing`` is the
    ``ValueError`` when there is nothing to draw."""
    if not series:
        raise ValueError(missing)
    cells = _order(series)
    rows = -(-len(cells) // _COLS)
    fig = style.figure(style.PAGE_WIDTH_IN, 1.9 * rows + 0.5)
    axes = fig.subplots(rows, _COLS, squeeze=False)
    for ax in axes.flat[len(cells) :]:
        ax.set_visible(False)
    return cells, fig, list(axes.flat)


def _label(fig, axes: list, cells: list, *, x: str, y: str) -> None:
    """Axis labels on the outer panels only: a figure-level label leaves an empty band beside the panels."""
    n = len(cells)
    for i, ax in enumerate(axes[:n]):
        if i + _COLS >= n:
            ax.set_xlabel(x, fontsize=style.FONT_PT)
        if i % _COLS == 0:
            ax.set_ylabel(y, fontsize=style.FONT_PT)
    fig.tight_layout(pad=0.3, h_pad=-0.2, w_pad=0.0)
    fig.subplots_adjust(wspace=fig.subplotpars.wspace * 0.8)


def _order(series: dict) -> list:
    from racs.cells import CELLS

    return [c for c in CELLS if c in series] + sorted(c for c in series if c not in CELLS)


def _info(caption: str, **extra) -> dict:
    return {
        "nodes": 0,
        "edges": 0,
        "stacked_nodes": 0,
        "stacked_edges": 0,
        "network_nodes": 0,
        "network_edges": 0,
        "caption": caption,
        **extra,
    }


def spectrum_vs_T(
    rows: list | None = None,
    *,
    full: bool = False,
    K: int = _K,
    budget: int = _BUDGET,
    gain: float = _GAIN,
    eps: str = _EPS,
):
    r"""The ``eps``-rank against T, one panel per cell, a line per depth (quartile band), at equal parameters.

    ``rows`` default to the committed study; ``full`` is accepted like every catalog builder's and unused.
    The grey line is the matrix side :math:`K^{T/2}` (full rank); in the ``rac`` panel, crosses mark the
    certified exact ranks.
    """
    rows = committed_spectra() if rows is None else rows
    series = rank_series(rows, K=K, budget=budget, gain=gain, eps=eps)
    cells, fig, axes = _panels(
        series,
        f"no rows with K={K}, budget={budget}, gain={gain}; run python -m "
        f"numerics.depth_study --max-T {K}:T --params {budget} --gains {gain:g}",
    )
    drawn: dict[str, list[int]] = {}
    for ax, cell in zip(axes, cells):
        Ts = sorted({r["T"] for r in rows if (r["cell"], r["K"], r["budget"], r["gain"]) == (cell, K, budget, gain)})
        ax.plot(Ts, [K ** (T // 2) for T in Ts], color="grey", linewidth=0.8, linestyle="--")
        for k, (L, pts) in enumerate(sorted(series[cell].items())):
            color = style.PALETTE[k % len(style.PALETTE)]
            if pts:
                T_, med, q1, q3 = zip(*pts)
                (line,) = ax.plot(T_, med, marker="o", markersize=2.5, color=color, label=f"L = {L}")
                line.set_gid(f"series-{cell}-L{L}")
                ax.fill_between(T_, q1, q3, color=color, alpha=0.15, linewidth=0)
            drawn.setdefault(cell, []).append(L)
        if cell == "rac":
            for k, L in enumerate(sorted(series[cell])):
                cert = sorted(
                    (r["T"], r["certified_rank"]["rank"])
                    for r in rows
                    if r["certified_rank"]
                    and (r["cell"], r["depth"], r["K"], r["budget"], r["gain"]) == (cell, L, K, budget, gain)
                )
                if cert:
                    (mark,) = ax.plot(
                        *zip(*cert),
                        linestyle="none",
                        marker="x",
                        markersize=4,
                        color=style.PALETTE[k % len(style.PALETTE)],
                    )
                    mark.set_gid(f"certified-rac-L{L}")
        ax.set_yscale("log")
        style.style_axes(ax, title=cell)
    axes[0].legend(fontsize=style.FONT_PT, frameon=False, loc="upper left")
    _label(fig, axes, cells, x="T", y=f"{eps}-rank")
    caption = (
        f"Median {eps}-rank of the Start-End matricization over seeds (band: quartiles) against T at equal parameters P = {budget}, gain "
        f"{gain:g}, K = {K}; dashed: the matrix side K^(T/2); rac crosses: certified exact ranks. Float64, "
        f"numerical (docs/spectra.md)."
    )
    return fig, _info(
        caption,
        panels=cells,
        lines=drawn,
        series={c: {L: [p[:2] for p in pts] for L, pts in s.items()} for c, s in series.items()},
    )


def singular_values(
    rows: list | None = None,
    *,
    full: bool = False,
    K: int = _K,
    T: int | None = None,
    budget: int = _BUDGET,
    gain: float = _GAIN,
):
    r"""Normalised singular values :math:`s_i/s_1` against :math:`i`, one panel per cell, a line per depth.

    ``T`` defaults to the longest sequence of the rows at this ``K``; the grey line is the precision floor
    (values below it are not resolved and are not stored). ``full`` is unused.
    """
    rows = committed_spectra() if rows is None else rows
    if T is None:
        T = max((r["T"] for r in rows if r["K"] == K), default=None)
    series = decay_series(rows, K=K, T=T, budget=budget, gain=gain) if T is not None else {}
    cells, fig, axes = _panels(
        series,
        f"no rows with K={K}, T={T}, budget={budget}, gain={gain}; run python -m "
        f"numerics.depth_study --max-T {K}:T --params {budget} --gains {gain:g}",
    )
    drawn: dict[str, list[int]] = {}
    for ax, cell in zip(axes, cells):
        floor = None
        for k, (L, (sv, floor)) in enumerate(sorted(series[cell].items())):  # noqa: B007 (the last floor is drawn)
            (line,) = ax.plot(range(1, len(sv) + 1), sv, color=style.PALETTE[k % len(style.PALETTE)], label=f"L = {L}")
            line.set_gid(f"series-{cell}-L{L}")
            drawn.setdefault(cell, []).append(L)
        ax.axhline(floor, color="grey", linewidth=0.8, linestyle="--")
        ax.set_yscale("log")
        style.style_axes(ax, title=cell)
    axes[0].legend(fontsize=style.FONT_PT, frameon=False, loc="lower left")
    _label(fig, axes, cells, x="index i", y="$s_i / s_1$")
    caption = (
        f"Decay of the normalised Start-End singular values (medians over seeds) at T = {T}, K = {K}, equal parameters "
        f"P = {budget}, gain {gain:g}; dashed: the precision floor side x 2^-52. Float64, numerical."
    )
    return fig, _info(caption, panels=cells, lines=drawn, T=T)


#: ``{figure name: builder}``; each builder returns ``(Figure, info)`` like :data:`figures.catalog.FIGURES`.
SPECTRA_FIGURES: dict[str, Callable] = {"spectrum_vs_T": spectrum_vs_T, "singular_values": singular_values}
