"""Cyclic graphs: well-posedness (Def. 2.1.1) against networkx cycle enumeration, unfolding (Def. 2.1.2) against
its definition, Howard's minimum cycle means against brute force, the JSON format and the builders."""

import json
from fractions import Fraction

import networkx as nx
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from strategies import cyclic_graphs

from racs.archgraph import (
    BUILTINS,
    ZOO,
    ArchGraph,
    ArchNode,
    builtin,
    graph_from_dict,
    graph_to_dict,
    min_mean_cycles,
    read_graph,
    stacked,
    unfold,
    write_graph,
)


def _nodes(*hidden, period=1, phases=None):
    phases = phases or {}
    return (
        (ArchNode("x", "input", phases.get("x", 0)),)
        + tuple(ArchNode(h, "hidden", phases.get(h, 0)) for h in hidden)
        + (ArchNode("y", "output", phases.get("y", 0)),)
    )


def well_posed_oracle(d) -> bool:
    """Def. 2.1.1 checked literally, with networkx's simple cycles for conditions 2 and 3."""
    m = d["period"]
    phase = {n["name"]: n["phase"] for n in d["nodes"]}
    kind = {n["name"]: n["kind"] for n in d["nodes"]}
    if any((s - phase[v] + phase[u]) % m for u, v, s in d["edges"]):
        return False
    if any(kind[v] == "input" or kind[u] == "output" for u, v, _ in d["edges"]):
        return False
    for h in (n for n in phase if kind[n] == "hidden"):
        if not (any(v == h for _, v, _ in d["edges"]) and any(u == h for u, _, _ in d["edges"])):
            return False
    g = nx.MultiDiGraph()
    g.add_nodes_from(phase)
    g.add_edges_from((u, v, {"s": s}) for u, v, s in d["edges"])
    sums = {}  # component -> set of cycle delay sums (every parallel-edge choice)
    comp = {v: i for i, c in enumerate(nx.strongly_connected_components(g)) for v in c}
    found = False
    for cyc in nx.simple_cycles(nx.DiGraph(g)):
        found = True
        totals = {0}
        for u, v in zip(cyc, cyc[1:] + cyc[:1]):
            totals = {t + e["s"] for t in totals for e in g[u][v].values()}
        sums.setdefault(comp[cyc[0]], set()).update(totals)
    if not found:
        return False
    return all(0 not in s and (min(s) > 0 or max(s) < 0) for s in sums.values())


@st.composite
def arbitrary_graphs(draw):
    """Small graphs with arbitrary delays (mostly ill-posed); condition 1 holds or not at random."""
    m = draw(st.integers(1, 2))
    hidden = [f"h{i}" for i in range(draw(st.integers(1, 3)))]
    names = ["x"] + hidden + ["y"]
    nodes = [
        {
            "name": v,
            "kind": "input" if v == "x" else "output" if v == "y" else "hidden",
            "phase": draw(st.integers(0, m - 1)),
        }
        for v in names
    ]
    edges = [
        [draw(st.sampled_from(names)), draw(st.sampled_from(names)), draw(st.integers(-2, 2))]
        for _ in range(draw(st.integers(1, 7)))
    ]
    return {"period": m, "nodes": nodes, "edges": edges}


@given(cyclic_graphs())
def test_generated_graphs_are_well_posed(d):
    assert well_posed_oracle(d)
    graph_from_dict(d)


@st.composite
def perturbed_graphs(draw):
    """A well-posed graph with one delay redrawn and maybe one edge added: about half stay well-posed."""
    d = draw(cyclic_graphs(max_hidden=3, max_period=2))
    names = [n["name"] for n in d["nodes"]]
    e = draw(st.integers(0, len(d["edges"]) - 1))
    d["edges"][e][2] = draw(st.integers(-3, 3))
    if draw(st.booleans()):
        d["edges"].append([draw(st.sampled_from(names)), draw(st.sampled_from(names)), draw(st.integers(-3, 3))])
    return d


@settings(max_examples=60)
@given(st.one_of(arbitrary_graphs(), perturbed_graphs()))
def test_accepts_exactly_the_well_posed_graphs(d):
    ok = well_posed_oracle(d)
    try:
        graph_from_dict(d)
        accepted = True
    except ValueError as exc:
        accepted = False
        assert "\n" not in str(exc)
    assert accepted == ok


@given(
    st.integers(1, 6),
    st.lists(st.tuples(st.integers(0, 5), st.integers(0, 5), st.integers(-4, 4)), min_size=1, max_size=12),
)
def test_min_mean_cycles_equals_brute_force(n, raw):
    edges = [(u % n, v % n, w) for u, v, w in raw]
    got = min_mean_cycles(n, [e[0] for e in edges], [e[1] for e in edges], [e[2] for e in edges])
    g = nx.MultiDiGraph()
    g.add_nodes_from(range(n))
    g.add_edges_from((u, v, {"w": w}) for u, v, w in edges)
    comp = {v: i for i, c in enumerate(nx.strongly_connected_components(g)) for v in c}
    brute = {}
    for cyc in nx.simple_cycles(nx.DiGraph(g)):
        mean = Fraction(sum(min(e["w"] for e in g[u][v].values()) for u, v in zip(cyc, cyc[1:] + cyc[:1])), len(cyc))
        brute[comp[cyc[0]]] = min(brute.get(comp[cyc[0]], mean), mean)
    assert sorted(got.means) == sorted(brute.values())
    for c, cyc in enumerate(got.cycles):  # the witness cycle is closed and attains its mean
        assert all(edges[a][1] == edges[b][0] for a, b in zip(cyc, cyc[1:] + cyc[:1]))
        assert Fraction(sum(edges[e][2] for e in cyc), len(cyc)) == got.means[c]
    for _e, (u, v, w) in enumerate(edges):  # the potentials certify the minimum
        c = got.component[u]
        if c >= 0 and got.component[v] == c:
            assert got.potential[u] <= w - got.means[c] + got.potential[v]


@given(cyclic_graphs(), st.integers(1, 7), st.integers(-3, 3))
def test_unfold_follows_definition_2_1_2(d, T, start):
    g = graph_from_dict(d)
    w = unfold(g, T=T, start=start)
    m = d["period"]
    expect_nodes = {(t, n["name"]) for n in d["nodes"] for t in range(start, start + T) if t % m == n["phase"] % m}
    assert set(w.nodes) == expect_nodes and len(w.nodes) == len(expect_nodes)
    expect = sorted(
        ((t, u), (t + s, v))
        for (t, u) in expect_nodes
        for (a, v, s) in d["edges"]
        if a == u and (t + s, v) in expect_nodes
    )
    assert sorted((w.nodes[i], w.nodes[j]) for i, j, _ in w.edges) == expect


@pytest.mark.parametrize(
    "edges, nodes, period, match",
    [
        ([("x", "h", 0), ("h", "h", 0), ("h", "y", 0)], _nodes("h"), 1, r"closed walk h -> h .* delay sum 0"),
        (
            [("x", "h", 0), ("h", "g", 1), ("g", "h", -2), ("h", "h", 1), ("h", "y", 0), ("x", "g", 0)],
            _nodes("h", "g"),
            1,
            r"cycles .* share a strongly connected component",
        ),
        ([("x", "h", 0), ("h", "h", 1), ("h", "y", 0)], _nodes("h"), 2, r"edge \('h', 'h', 1\).*mod period 2"),
        ([("x", "h", 0), ("h", "x", 1), ("h", "h", 1), ("h", "y", 0)], _nodes("h"), 1, r"enters input 'x'"),
        ([("x", "h", 0), ("y", "h", 1), ("h", "h", 1), ("h", "y", 0)], _nodes("h"), 1, r"leaves output 'y'"),
        ([("x", "h", 0), ("h", "y", 0)], _nodes("h"), 1, r"no directed cycle"),
        ([("x", "h", 0), ("h", "h", 1), ("h", "y", 0), ("x", "g", 0)], _nodes("h", "g"), 1, r"hidden node 'g'"),
        ([("x", "h", 0), ("h", "h", 1), ("h", "z", 0)], _nodes("h"), 1, r"unknown node 'z'"),
    ],
)
def test_ill_posed_graphs_are_refused_in_one_line(edges, nodes, period, match):
    with pytest.raises(ValueError, match=match) as info:
        ArchGraph(nodes, edges, period)
    assert "\n" not in str(info.value)


def test_json_round_trip_and_defaults(tmp_path):
    text = (
        '{"nodes": [{"name": "x", "kind": "input"}, {"name": "h", "kind": "hidden"}, '
        '{"name": "y", "kind": "output"}], "edges": [["x", "h", 0], ["h", "h", 1], ["h", "y", 0]]}'
    )
    (tmp_path / "g.json").write_text(text)
    g = read_graph(tmp_path / "g.json")
    assert g.period == 1 and all(n.phase == 0 for n in g.nodes) and g.name == "g"
    for name in BUILTINS:
        b = builtin(name)
        write_graph(b, tmp_path / "b.json")
        assert read_graph(tmp_path / "b.json") == b
        assert json.loads((tmp_path / "b.json").read_text()) == graph_to_dict(b)


@pytest.mark.parametrize(
    "text, match",
    [
        ("[1, 2]", "JSON object"),
        ("{not json", "is not JSON"),
        ('{"nodes": [], "edges": [], "colour": 1}', "unknown key"),
        ('{"nodes": [{"name": "x"}], "edges": []}', "name, kind"),
        ('{"nodes": [], "edges": [[1, 2]]}', r"\[u, v, sigma\]"),
    ],
)
def test_bad_files_name_the_file_and_the_problem(tmp_path, text, match):
    (tmp_path / "bad.json").write_text(text)
    with pytest.raises(ValueError, match=match) as info:
        read_graph(tmp_path / "bad.json")
    assert "bad.json" in str(info.value)


@pytest.mark.parametrize("depth", [1, 2, 4])
def test_cell_granularity_is_the_plain_stack(depth):
    expect = (
        [("x", "h1", 0)]
        + [(f"h{l}", f"h{l}", 1) for l in range(1, depth + 1)]
        + [(f"h{l}", f"h{l + 1}", 0) for l in range(1, depth)]
        + [(f"h{depth}", "y", 0)]
    )
    for arch in ZOO:
        assert sorted(stacked(arch, depth=depth).edges) == sorted(expect)


def test_gate_granularity_has_one_node_per_seed_equation():
    # seed 000: UGRNN Eqs. 2-4, GRU 5-8, LSTM 9-14, +RNN 15-20; seed 004 MCRM Eqs. 3-5 (x^GRU, 4 LSTM lines
    # besides c = h^GRU, 4 GRU lines); thesis Eq. 1.2 and the one-line cells: 1
    per_layer = {"ugrnn": 3, "gru": 4, "lstm": 6, "plusrnn": 6, "mcrm": 9, "rac": 1, "rnn": 1, "irnn": 1, "scornn": 1}
    for arch, k in per_layer.items():
        g = stacked(arch, depth=3, granularity="gate")
        assert len(g.names("hidden")) == 3 * k, arch


def test_builders_refuse_bad_arguments():
    with pytest.raises(ValueError, match="depth=0"):
        stacked("lstm", depth=0)
    with pytest.raises(ValueError, match="unknown architecture 'tree'"):
        builtin("tree")
    with pytest.raises(ValueError, match="granularity='neuron'"):
        stacked("gru", depth=1, granularity="neuron")
    with pytest.raises(ValueError, match="T=0"):
        unfold(builtin("sh"), T=0)
