r"""The one style every figure of the lab shares: page size, fonts, colours, node labels, plot axes.

Sizes are in typographic points (1/72 in) at print size: a figure made with :func:`figure` no wider than
:data:`PAGE_WIDTH_IN` is printed at 100 %, so a font size here is the size on paper. Colours are the
Okabe-Ito palette (colour-blind safe); Start and End inputs (Sec. 2.3: ``t <= T/2`` and ``t > T/2``) are its
blue/orange pair. Node labels follow the thesis' notation (Eq. 1.1, Fig. A.2): :math:`W^{H,l}`,
:math:`W^{I,l}`, :math:`W^{O}`, :math:`h^{0,l}` in mathtext. No glyph is below :data:`MIN_FONT_PT` on paper,
scripts included: mathtext draws them at :data:`SCRIPT_SCALE` of the base size, so any text that may hold a
script is set at :data:`MATH_PT` or more; plain tags may go down to :data:`TAG_PT`.

New figures reuse it as::

    from figures.style import figure, style_axes, PALETTE
    fig = figure(3.2, 2.4)
    ax = fig.subplots()
    ax.plot(x, y, color=PALETTE[0]); style_axes(ax, xlabel="T", ylabel="rank")
"""

from __future__ import annotations

from functools import cache

__all__ = [
    "PAGE_WIDTH_IN",
    "PAGE_HEIGHT_IN",
    "MAX_ASPECT",
    "MIN_FONT_PT",
    "SCRIPT_SCALE",
    "MATH_PT",
    "FONT_PT",
    "LABEL_PT",
    "TAG_PT",
    "CAPTION_PT",
    "FONT_FAMILY",
    "RC",
    "PALETTE",
    "START_COLOR",
    "END_COLOR",
    "HIGHLIGHT",
    "EDGE_COLOR",
    "DELTA_FILL",
    "TIE_FILL",
    "BOX_FILL",
    "rc",
    "figure",
    "fits_page",
    "style_axes",
    "text_size",
    "node_label",
    "edge_width",
    "input_colors",
    "wrap",
]

#: Text width of a printed page (US letter / A4 with 1 in margins), inches.
PAGE_WIDTH_IN = 6.5
#: Most a figure may be tall: a page's text height (9 in) less room for the caption's surroundings.
PAGE_HEIGHT_IN = 8.0
#: Most a figure's longer side may be, in multiples of its shorter side.
MAX_ASPECT = 3.0
#: No glyph of any figure (super- and subscripts included) is smaller than this at print size.
MIN_FONT_PT = 6.0
#: Mathtext draws a super- or subscript at this fraction of its base size (matplotlib's ``SHRINK_FACTOR``).
SCRIPT_SCALE = 0.7
#: Least base size whose scripts keep :data:`MIN_FONT_PT`: :math:`W^{H,l}` at 8.6 pt has a 6.02 pt ``H,l``.
MATH_PT = 8.6
#: Axis labels, tick labels, legends and titles of plots (log axes print :math:`10^{k}`: mathtext).
FONT_PT = MATH_PT
#: Labels inside diagram nodes (mathtext with scripts).
LABEL_PT = MATH_PT
#: Short plain-text tags without scripts: input time steps, delays on edges, architecture node names.
TAG_PT = 6.5
#: Captions and panel titles (they quote the mathtext labels).
CAPTION_PT = MATH_PT
FONT_FAMILY = "DejaVu Sans"

#: Okabe & Ito (2008), "Color Universal Design": distinguishable under the common colour-vision deficiencies.
PALETTE = ("#0072B2", "#E69F00", "#009E73", "#CC79A7", "#56B4E9", "#D55E00", "#F0E442", "#000000")
START_COLOR = PALETTE[0]
END_COLOR = PALETTE[1]
#: The thesis highlights the Start-End basic unit in red (Fig. 2.1); vermillion is the palette's red.
HIGHLIGHT = PALETTE[5]
EDGE_COLOR = "#444444"
DELTA_FILL = "#d9d9d9"
TIE_FILL = "#f2f2f2"
BOX_FILL = "white"

#: Settings every figure is drawn and saved under: reproducible bytes (fixed SVG hash salt, no font
#: embedding differences: text kept as text), one font, mathtext in the same sans-serif family.
RC = {
    "svg.hashsalt": "racs-lab",
    "svg.fonttype": "none",
    "font.family": FONT_FAMILY,
    "figure.dpi": 100,
    "mathtext.fontset": "dejavusans",
    "font.size": FONT_PT,
    "axes.titlesize": FONT_PT,
    "axes.labelsize": FONT_PT,
    "xtick.labelsize": FONT_PT,
    "ytick.labelsize": FONT_PT,
    "legend.fontsize": FONT_PT,
    "lines.linewidth": 1.2,
    "axes.spines.top": False,
    "axes.spines.right": False,
}


def rc() -> dict:
    """:data:`RC` plus the palette as the colour cycle: pass to ``matplotlib.rc_context``."""
    from cycler import cycler

    return {**RC, "axes.prop_cycle": cycler(color=list(PALETTE))}


def figure(width_in: float, height_in: float):
    """A matplotlib ``Figure`` (no pyplot, no global state) of the given print size in inches.

    Raises ``ValueError`` when ``width_in`` exceeds :data:`PAGE_WIDTH_IN` (it would be shrunk in print and
    its text fall below :data:`MIN_FONT_PT`). Heights above :data:`PAGE_HEIGHT_IN` are allowed for complete
    drawings that span pages (``python -m figures --full``); :func:`fits_page` tells whether one fits.
    """
    from matplotlib.figure import Figure

    if not 0 < width_in <= PAGE_WIDTH_IN + 1e-9 or not height_in > 0:
        raise ValueError(
            f"figure size {width_in:g} x {height_in:g} in: width must be in (0, {PAGE_WIDTH_IN}] "
            f"and height > 0; fold or shrink the drawing"
        )
    return Figure(figsize=(width_in, height_in))


def fits_page(width_in: float, height_in: float) -> bool:
    """Whether a figure of this print size fits the page (:data:`PAGE_WIDTH_IN` x :data:`PAGE_HEIGHT_IN`)
    with its longer side at most :data:`MAX_ASPECT` times its shorter."""
    return (
        0 < width_in <= PAGE_WIDTH_IN + 1e-9
        and 0 < height_in <= PAGE_HEIGHT_IN + 1e-9
        and max(width_in, height_in) <= MAX_ASPECT * min(width_in, height_in)
    )


def style_axes(ax, *, xlabel: str = "", ylabel: str = "", title: str = "", legend: bool = False) -> None:
    """Label a plot's axes in the shared fonts; ``legend=True`` puts the legend inside, without a frame."""
    if xlabel:
        ax.set_xlabel(xlabel, fontsize=FONT_PT)
    if ylabel:
        ax.set_ylabel(ylabel, fontsize=FONT_PT)
    if title:
        ax.set_title(title, fontsize=FONT_PT)
    ax.tick_params(labelsize=FONT_PT)
    for side in ("top", "right"):
        ax.spines[side].set_visible(False)
    if legend:
        ax.legend(fontsize=FONT_PT, frameon=False)


@cache
def text_size(text: str, fontsize: float = LABEL_PT) -> tuple[float, float]:
    """``(width, height)`` in points of ``text`` (mathtext where it holds ``$``) as drawn in the shared font.

    Height is ascent plus descent of the rendered string, so boxes sized from it hold their label.
    """
    from matplotlib.font_manager import FontProperties
    from matplotlib.textpath import TextToPath

    prop = FontProperties(family=FONT_FAMILY, size=fontsize, math_fontfamily="dejavusans")
    w, h, _d = TextToPath().get_text_width_height_descent(text, prop, ismath="$" in text)
    return float(w), float(h)


def node_label(node, *, depth: int) -> str:
    r"""Mathtext label of a network node in the thesis' notation; ``""`` for deltas and ties.

    The layer index is dropped for a shallow network (``depth == 1``), as in Fig. A.2.
    """
    sup = (lambda s: s) if depth == 1 else (lambda s: f"{s},{node.layer}")
    return {
        "W_I": f"$W^{{{sup('I')}}}$",
        "W_H": f"$W^{{{sup('H')}}}$",
        "W_O": "$W^{O}$",
        "h0": f"$h^{{{sup('0')}}}$",
        "core": "$G$",
        "e1": "$e_1$",
        "ones": r"$\mathbf{1}$",
        "input": str(node.time),
    }.get(node.kind, "")


def edge_width(dim: int) -> float:
    """Line width in points for a bond of dimension ``dim``: grows with :math:`\\log_2` of it (App. A.1)."""
    import math

    return 0.5 + 0.45 * math.log2(max(dim, 1))


def input_colors(time: int, T: int) -> tuple[str, str]:
    """``(fill, text colour)`` of an input node: Start (``time <= T // 2``) or End."""
    return (START_COLOR, "white") if time <= T // 2 else (END_COLOR, "black")


def wrap(text: str, width_pt: float, fontsize: float = CAPTION_PT) -> list[str]:
    """Lines of ``text`` each at most ``width_pt`` wide as drawn (measured, not estimated); a ``$...$``
    mathtext span is never broken. A single word wider than ``width_pt`` gets a line of its own."""
    parts = text.split("$")
    glued = "$".join(p.replace(" ", "\0") if k % 2 else p for k, p in enumerate(parts))
    lines: list = []
    for word in (w.replace("\0", " ") for w in glued.split(" ") if w):
        if lines and text_size(f"{lines[-1]} {word}", fontsize)[0] <= width_pt:
            lines[-1] += f" {word}"
        else:
            lines.append(word)
    return lines
