"""Regenerated diagrams and plots: ``python -m figures``.

Diagrams are drawn from the same :class:`racs.Network` objects the lab contracts, laid out from the network
itself (:mod:`figures.layout`), styled by :mod:`figures.style`; ``rank_vs_T`` plots the committed rank atlas (``numerics/data/atlas.json``, package data).
"""

import numerics  # noqa: F401  (first: its start-up Ctrl-C guard covers `python -m figures`'s imports)

from .catalog import FIGURES, atlas_series, build, diagram, start_end_chains
from .draw import MAX_DRAW_NODES, draw_network
from .layout import fold, stacked_copies, tree_layout
from .render import FORMATS, render

__all__ = [
    "atlas_series",
    "FIGURES",
    "build",
    "diagram",
    "start_end_chains",
    "MAX_DRAW_NODES",
    "draw_network",
    "tree_layout",
    "fold",
    "stacked_copies",
    "FORMATS",
    "render",
]
