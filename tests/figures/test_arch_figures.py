"""Architecture figures: each builds headlessly, and draws exactly the cyclic graph's / window's nodes and edges."""

import re

import matplotlib
import pytest

from figures.arch import ARCH_FIGURES
from figures.style import rc
from racs.archgraph import fig2a, stacked, unfold

GRAPHS = {"sh": fig2a("sh"), "st": fig2a("st"), "bu": fig2a("bu"), "td": fig2a("td"), "rac": stacked("rac", depth=3)}


@pytest.mark.parametrize("name", sorted(ARCH_FIGURES))
def test_arch_figure_draws_the_graph(tmp_path, name):
    kind, arch = name.rsplit("_", 1)
    g = GRAPHS[arch]
    if kind == "arch_graph":
        expect = (len(g.nodes), len(g.edges))
    else:
        w = unfold(g, T=4)
        expect = (len(w.nodes), len(w.edges))
    with matplotlib.rc_context(rc()):
        fig, info = ARCH_FIGURES[name]()
        fig.savefig(tmp_path / "f.svg", format="svg")
    svg = (tmp_path / "f.svg").read_text()
    assert (info["nodes"], info["edges"]) == (info["network_nodes"], info["network_edges"]) == expect
    assert (len(re.findall(r'id="node-\d+"', svg)), len(re.findall(r'id="edge-\d+"', svg))) == expect
    assert info["caption"]


def test_every_fig2a_architecture_and_the_rac_has_both_figures():
    assert set(ARCH_FIGURES) == {f"{k}_{a}" for a in GRAPHS for k in ("arch_graph", "unfolded")}
