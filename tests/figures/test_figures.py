"""Figures: produced headlessly, drawn counts equal the networks', byte-identical reruns, committed SVGs current."""

import itertools
import json
import re
import subprocess
import sys
from pathlib import Path

import numpy as np
import pytest

from figures import FIGURES, MAX_DRAW_NODES, render, start_end_chains, tree_layout
from figures.experiments import EXPERIMENT_FIGURES
from figures.spectra import SPECTRA_FIGURES
from numerics import multiset
from racs import deep_network, random_rac, shallow_network

ROOT = Path(__file__).resolve().parents[2]
DOCS = ROOT / "docs" / "figures"
#: The spectra plots have their own tests (tests/figures/test_spectra_figures.py).
MINE = [n for n in FIGURES if n not in SPECTRA_FIGURES and n not in EXPERIMENT_FIGURES]
#: Every diagram (not the plots) is shown in docs/figures.md; rank_vs_T is in the README.
PLOTS = ("rank_vs_T", "network_size_vs_depth", "lens_depth")  # plots embedded on their own pages
COMMITTED = [n for n in MINE if n != "network_size_vs_depth"]
REGENERATE = "python -m figures --out docs/figures --format svg --only " + " ".join(COMMITTED)


@pytest.fixture(scope="module")
def all_svgs(tmp_path_factory):
    out = tmp_path_factory.mktemp("figs")
    return {p.stem: (p, info) for p, info in render(MINE, out, ["svg"])}


def test_every_figure_is_written(all_svgs):
    assert set(all_svgs) == set(MINE)
    for path, _ in all_svgs.values():
        assert path.stat().st_size > 1000 and path.read_text().startswith("<?xml")


def svg_counts(svg):
    """(nodes, edges) an SVG shows: one per node-/edge- element plus what each stacked box stands for."""
    stacks = [(int(n), int(e)) for n, e in re.findall(r'id="stack-\d+-(\d+)n-(\d+)e"', svg)]
    return (
        len(re.findall(r'id="node-\d+"', svg)) + sum(n for n, _ in stacks),
        len(re.findall(r'id="edge-\d+"', svg)) + sum(e for _, e in stacks),
    )


def test_drawn_nodes_and_edges_equal_the_networks(all_svgs):
    for name, (path, info) in all_svgs.items():
        nodes, edges = svg_counts(path.read_text())
        assert nodes == info["network_nodes"] == info["nodes"] + info["stacked_nodes"], name
        assert edges == info["network_edges"] == info["edges"] + info["stacked_edges"], name


def test_stacked_boxes_stand_for_repeated_subtrees_only(all_svgs):
    """Fig. 2.1 stacks whole chains h^(s,1) and subtrees h^(t,2) (s, t <= T/2), never a Start-End chain;
    --full stacks nothing."""
    svg = all_svgs["deep_rac_L3_T6"][0].read_text()
    T, L = 6, 3
    net = deep_network(random_rac(depth=L, M=2, R=2, seed=0), T=T, inputs=np.ones((T, 2)))
    # independent sizes: a layer-1 chain of s blocks has 4 nodes per block plus h0; h^(t,2) has h0 and per
    # step s <= t a block W^H, delta, W^I over the chain h^(s,1): 1 + sum_s (3 + 4 s + 1) = 2t^2 + 6t + 1
    chains = {4 * s + 1 for s in range(1, T // 2 + 1)}
    layer2 = {2 * t * t + 6 * t + 1 for t in range(1, T // 2 + 1)}
    stacks = [(int(r), int(n), int(e)) for r, n, e in re.findall(r'id="stack-(\d+)-(\d+)n-(\d+)e"', svg)]
    assert stacks
    for root, n, e in stacks:
        assert n in chains | layer2 and e == n - 1  # a tree: one edge fewer than nodes
        assert net.nodes[root].kind == "delta"
    drawn = {int(k) for k in re.findall(r'id="node-(\d+)"', svg)}
    for chain in start_end_chains(net, T=T):  # the basic units stay drawn node by node
        assert chain <= drawn


def test_full_draws_every_node(tmp_path):
    ((path, info),) = render(["deep_rac_L3_T6"], tmp_path, ["svg"], full=True)
    svg = path.read_text()
    assert 'id="stack-' not in svg and info["stacked_nodes"] == 0
    assert len(re.findall(r'id="node-\d+"', svg)) == info["network_nodes"]


def test_basic_units_are_highlighted_and_counted():
    T, L = 6, 3
    net = deep_network(random_rac(depth=L, M=2, R=2, seed=0), T=T, inputs=np.ones((T, 2)))
    chains = start_end_chains(net, T=T)
    assert len(chains) == multiset(T // 2, L - 1) == 6
    assert all(not (a & b) for i, a in enumerate(chains) for b in chains[i + 1 :])  # disjoint subtrees


def test_rerun_gives_identical_svg_text(tmp_path):
    a = render(["deep_rac_L2_T4", "rank_vs_T"], tmp_path / "a", ["svg"])
    b = render(["deep_rac_L2_T4", "rank_vs_T"], tmp_path / "b", ["svg"])
    for (pa, _), (pb, _) in zip(a, b):
        assert pa.read_text() == pb.read_text()
    assert "<text" in a[0][0].read_text()  # text kept as text
    assert "Date" not in a[0][0].read_text()


@pytest.mark.parametrize("name", COMMITTED)
def test_committed_figures_are_current(all_svgs, name):
    assert (DOCS / f"{name}.svg").read_text() == all_svgs[name][0].read_text(), f"stale: {REGENERATE}"


def test_docs_show_every_diagram_and_nothing_stale():
    """docs/figures.md embeds each committed SVG; docs/figures holds no SVG of a figure that no longer exists."""
    text = (ROOT / "docs" / "figures.md").read_text()
    assert {p.stem for p in DOCS.glob("*.svg")} == set(COMMITTED)
    for name in COMMITTED:
        if name not in PLOTS:
            assert f"](figures/{name}.svg)" in text, name


def test_rank_vs_T_plots_the_committed_atlas():
    from figures.catalog import rank_vs_T
    from numerics.atlas.doc import committed_atlas

    rows = json.loads((ROOT / "numerics" / "data" / "atlas.json").read_text())
    assert rows == committed_atlas()
    mine = [r for r in rows if (r["M"], r["R"], r.get("K", r["M"])) == (3, 3, 3)]  # one-hot templates
    want = {
        L: [r["rank"] for r in sorted(mine, key=lambda r: r["T"]) if r["depth"] == L]
        for L in sorted({r["depth"] for r in mine})
    }
    assert len(want) >= 3 and all(len(v) >= 5 for v in want.values())
    assert rank_vs_T()[1]["measured"] == want
    edited = [dict(r, rank=r["rank"] + 1) if r in mine and r["depth"] == 1 else r for r in rows]
    assert rank_vs_T(edited)[1]["measured"][1] == [v + 1 for v in want[1]]
    with pytest.raises(ValueError, match="no rows"):
        rank_vs_T([r for r in rows if r not in mine])


def test_png_and_pdf(tmp_path):
    out = render(["shallow_rac_tn"], tmp_path, ["png", "pdf"])
    assert [p.suffix for p, _ in out] == [".png", ".pdf"]
    assert out[0][0].read_bytes()[:4] == b"\x89PNG" and out[1][0].read_bytes()[:4] == b"%PDF"


@pytest.mark.parametrize("L, T", [(1, 5), (2, 4), (3, 4), (3, 6)])
def test_layout_keeps_boxes_apart(L, T):
    net = (
        deep_network(random_rac(depth=L, M=2, R=2, seed=0), T=T, inputs=np.ones((T, 2)))
        if L > 1
        else shallow_network(random_rac(depth=1, M=2, R=2, seed=0), T=T, inputs=np.ones((T, 2)))
    )
    sizes = {n.id: (8.0 + (n.id % 5), 6.0) for n in net.nodes}  # uneven widths: spacing must follow them
    pos = tree_layout(net, sizes=sizes, gap=3.0, row_gap=5.0)
    assert set(pos) == {n.id for n in net.nodes}
    rows = {}
    for i, (x, y) in pos.items():
        rows.setdefault(y, []).append((x - sizes[i][0] / 2, x + sizes[i][0] / 2))
    for spans in rows.values():
        spans.sort()
        assert all(b[0] - a[1] >= 3.0 - 1e-9 for a, b in itertools.pairwise(spans))
    ys = sorted(rows)
    assert all(b - a >= 6.0 + 5.0 - 1e-9 for a, b in itertools.pairwise(ys))
    inputs = sorted((pos[n.id][0], n.time) for n in net.nodes if n.kind == "input")
    assert all(pos[n.id][1] == 0 for n in net.nodes if n.kind == "input")
    assert inputs[-1][1] == T  # the last input (one copy) ends the baseline
    for e in net.edges:  # every edge vertical or horizontal
        (xu, yu), (xv, yv) = pos[e.u], pos[e.v]
        assert xu == xv or yu == yv


def test_large_networks_are_refused(tmp_path):
    from matplotlib.figure import Figure

    from figures import draw_network

    net = deep_network(random_rac(depth=4, M=1, R=1, seed=0), T=10, inputs=np.ones((10, 1)))
    assert len(net.nodes) > MAX_DRAW_NODES
    with pytest.raises(ValueError, match="diagrams are drawn up to"):
        draw_network(Figure().subplots(), net, T=10)


def run(*args):
    return subprocess.run([sys.executable, "-m", "figures", *args], capture_output=True, text=True, timeout=300)


def test_cli_full(tmp_path):
    r = run("--out", str(tmp_path), "--format", "svg", "--only", "deep_rac_L2_T4", "--full")
    assert r.returncode == 0, r.stderr
    assert r.stdout.split() == [str(tmp_path / "deep_rac_L2_T4.svg")]


def test_cli_prints_one_line_per_file(tmp_path):
    r = run("--out", str(tmp_path), "--format", "svg,png", "--only", "shallow_rac_tn", "network_size_vs_depth")
    assert r.returncode == 0, r.stderr
    assert r.stdout.split() == [
        str(tmp_path / f"{n}.{f}") for n in ("shallow_rac_tn", "network_size_vs_depth") for f in ("svg", "png")
    ]


@pytest.mark.parametrize(
    "args, needle",
    [
        (["--only", "nope"], "unknown figure 'nope'"),
        (["--format", "gif"], "unknown format 'gif'"),
        (["--format", ""], "--format ''"),
    ],
)
def test_cli_errors_are_one_line_exit_2(tmp_path, args, needle):
    r = run("--out", str(tmp_path), *args)
    assert r.returncode == 2 and "Traceback" not in r.stderr
    assert len(r.stderr.strip().splitlines()) == 1 and needle in r.stderr
