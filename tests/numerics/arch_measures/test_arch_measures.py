"""Exact measures against two independent oracles and every value the paper states for its figures.

Oracle 1 enumerates simple cycles and simple input -> output paths with networkx (Thms. 3.2, 3.4, 3.6 as
stated). Oracle 2 never looks at cycles: it runs dynamic programs on a window of the unfolded graph
(Def. 2.1.2) for the longest/shortest path lengths D_i(n), d_i(n) of Secs. 3.2 and 3.5 and reads the growth
rates off their eventual periodicity (F(n + c) = F(n) + c lambda for large n).
"""

import itertools
import time
from fractions import Fraction

import networkx as nx
import pytest
from hypothesis import given, settings
from strategies import component_chains, cyclic_graphs

from numerics.arch_measures import longest_window_path, measures
from racs.archgraph import (
    BUILTINS,
    ZOO,
    ArchGraph,
    ArchNode,
    builtin,
    deep_output,
    deep_transition,
    fig2a,
    fig2b,
    graph_from_dict,
    skip_fig5a,
    skip_fig5b,
    stacked,
)


def _multigraph(d):
    g = nx.MultiDiGraph()
    g.add_nodes_from(n["name"] for n in d["nodes"])
    for u, v, s in d["edges"]:
        g.add_edge(u, v, sigma=s)
    return g


def cycle_oracle(d):
    """(d_r, d_f, s) by enumerating simple cycles / simple input-output paths (networkx)."""
    g = _multigraph(d)
    d_r = s = None
    for cyc in nx.simple_cycles(nx.DiGraph(g)):
        pairs = list(zip(cyc, cyc[1:] + cyc[:1]))
        lo = sum(min(e["sigma"] for e in g[u][v].values()) for u, v in pairs)
        hi = sum(max(e["sigma"] for e in g[u][v].values()) for u, v in pairs)
        r_depth, r_skip = Fraction(len(cyc), lo), Fraction(hi, len(cyc))
        d_r = r_depth if d_r is None else max(d_r, r_depth)
        s = r_skip if s is None else max(s, r_skip)
    ins = [n["name"] for n in d["nodes"] if n["kind"] == "input"]
    outs = [n["name"] for n in d["nodes"] if n["kind"] == "output"]
    d_f = None
    for a in ins:
        for b in outs:
            for path in nx.all_simple_edge_paths(g, a, b):
                val = len(path) - d_r * sum(g[u][v][k]["sigma"] for u, v, k in path)
                d_f = val if d_f is None else max(d_f, val)
    return d_r, d_f, s


def _window_dp(d, start, steps, *, longest, from_inputs=False):
    """best[t][v]: longest (shortest) path length from any node (input) at time start to (t, v), t >= start."""
    m = d["period"]
    phase = {n["name"]: n["phase"] for n in d["nodes"]}
    kind = {n["name"]: n["kind"] for n in d["nodes"]}
    zero = [(u, v) for u, v, s in d["edges"] if s == 0]
    order = list(nx.topological_sort(nx.DiGraph(zero))) if zero else []
    order += [n for n in phase if n not in order]
    into = {v: [(u, s) for u, w, s in d["edges"] if w == v] for v in phase}
    pick = max if longest else min
    best = []
    for t in range(start, start + steps + 1):
        row = {}
        for v in order:
            if (t - phase[v]) % m:
                continue
            cands = []
            if t == start and (not from_inputs or kind[v] == "input"):
                cands.append(0)
            for u, s in into[v]:
                val = (best[t - s - start] if s else row).get(u) if t - s >= start else None
                if val is not None:
                    cands.append(val + 1)
            if cands:
                row[v] = pick(cands)
        best.append(row)
    return best


def _rate(F, *, max_c=120):
    """lambda with F(n + c) = F(n) + c lambda on the second half of the window, for the least such c."""
    N = len(F) - 1
    for c in range(1, max_c + 1):
        lo = N // 2
        diffs = {
            (None if F[n] is None else F[n + c] - F[n]) if (F[n] is None) == (F[n + c] is None) else "x"
            for n in range(lo, N - c + 1)
        }
        if "x" not in diffs and len(diffs - {None}) == 1:
            return Fraction((diffs - {None}).pop(), c)
    raise AssertionError("no eventual period found; widen the window")


def unfold_oracle(d, *, steps=1200):
    """(d_r, d_f, s) from dynamic programs on the unfolded graph (every delay >= 0)."""
    m = d["period"]
    outs = {n["name"] for n in d["nodes"] if n["kind"] == "output"}
    longest = [_window_dp(d, i, steps, longest=True) for i in range(m)]
    shortest = [_window_dp(d, i, steps, longest=False) for i in range(m)]

    def over_starts(tables, pick):
        vals = []
        for n in range(steps + 1):
            xs = [
                max(tab[n].values()) if pick is max else min(tab[n].values())
                for i, tab in enumerate(tables)
                if tab[n] and any((i - nd["phase"]) % m == 0 for nd in d["nodes"])
            ]
            vals.append(pick(xs) if xs else None)
        return vals

    d_r = _rate(over_starts(longest, max))
    j = _rate(over_starts(shortest, min))
    d_f = None
    for i in range(m):
        io = _window_dp(d, i, 150, longest=True, from_inputs=True)
        for n, row in enumerate(io):
            for v, val in row.items():
                if v in outs:
                    d_f = val - n * d_r if d_f is None else max(d_f, val - n * d_r)
    return d_r, d_f, 1 / j


@given(cyclic_graphs())
def test_library_equals_cycle_enumeration(d):
    m = measures(graph_from_dict(d))
    assert (m.d_r, m.d_f, m.s) == cycle_oracle(d)


@settings(max_examples=12)
@given(cyclic_graphs(max_hidden=4, nonnegative=True, max_bonus=1, max_extra_edges=5))
def test_library_equals_unfolded_growth_rates(d):
    m = measures(graph_from_dict(d))
    assert (m.d_r, m.d_f, m.s) == unfold_oracle(d)


@given(cyclic_graphs())
def test_witnesses_attain_the_values(d):
    m = measures(graph_from_dict(d))
    for cyc, value in ((m.depth_cycle, m.d_r), (m.skip_cycle, 1 / m.s)):
        assert all(a[1] == b[0] for a, b in zip(cyc, cyc[1:] + cyc[:1]))
        assert Fraction(len(cyc), sum(e[2] for e in cyc)) == value
    kinds = {n["name"]: n["kind"] for n in d["nodes"]}
    if m.d_f is not None:
        p = m.io_path
        assert kinds[p[0][0]] == "input" and kinds[p[-1][1]] == "output"
        assert len(p) - m.d_r * sum(e[2] for e in p) == m.d_f


def test_period_two_example_by_hand():
    # x0 (phase 0) -> h0 -> h1 (phase 1, delay 1) -> h0 (delay 1) and a skip loop h0 -> h0 of delay 2:
    # cycles h0 h1 (length 2, delays 2: ratio 1) and h0 (1, 2): d_r = 1, s = 2; d_f = x0 -> h0 -> y0 = 2
    d = {
        "period": 2,
        "nodes": [
            {"name": "x0", "kind": "input"},
            {"name": "h0", "kind": "hidden"},
            {"name": "h1", "kind": "hidden", "phase": 1},
            {"name": "y0", "kind": "output"},
        ],
        "edges": [["x0", "h0", 0], ["h0", "h1", 1], ["h1", "h0", 1], ["h0", "h0", 2], ["h0", "y0", 0]],
    }
    m = measures(graph_from_dict(d))
    assert (m.d_r, m.d_f, m.s) == (1, 2, 2) == cycle_oracle(d)


# ---- values stated in the paper (seed 002) ----


@pytest.mark.parametrize("name, d_r, d_f", [("sh", 1, 2), ("st", 1, 3), ("bu", 1, 3), ("td", 2, 3)])
def test_fig2a_values(name, d_r, d_f):
    """Fig. 2(a) caption: (d_r, d_f) = (1,2), (1,3), (1,3), (2,3); Sec. 4.2: td has d_r = 2, the rest 1."""
    m = measures(fig2a(name))
    assert (m.d_r, m.d_f) == (d_r, d_f)


@pytest.mark.parametrize("d_r", [1, 2, 3])
@pytest.mark.parametrize("d_f", [2, 3, 4])
def test_fig2b_labels(d_r, d_f):
    """Fig. 2(b): nine architectures labelled by d_r = 1, 2, 3 and d_f = 2, 3, 4 (graphs reconstructed)."""
    m = measures(fig2b(d_r=d_r, d_f=d_f))
    assert (m.d_r, m.d_f) == (d_r, d_f)


@pytest.mark.parametrize("k", [1, 2, 3, 5, 9, 21])
def test_fig5a_skip_coefficient_is_k(k):
    """Sec. 4.4 / Fig. 5(a): connections t -> t+k raise s from 1 (baseline) to k (Table 3 uses s up to 21)."""
    assert measures(skip_fig5a(k=k)).s == k


@pytest.mark.parametrize("sparse", [False, True])
@pytest.mark.parametrize("k", [2, 3, 5, 9])
def test_fig5b_skip_coefficients(k, sparse):
    """Sec. 4.5 / Fig. 5(b): (1) s = 1, (2) s = 1, (3) s = k/2, (4) s = k."""
    got = [measures(skip_fig5b(v, k=k, sparse=sparse)).s for v in (1, 2, 3, 4)]
    assert got == [1, 1, Fraction(k, 2), k]


@pytest.mark.parametrize("depth", [1, 2, 3, 5])
def test_simple_and_stacked_rnns_have_recurrent_depth_one(depth):
    """Sec. 3.2: simple and stacked RNNs share d_r = 1; footnote 5: d_f = conventional depth + 1."""
    for arch in ZOO:
        m = measures(stacked(arch, depth=depth))
        assert (m.d_r, m.d_f, m.s) == (1, depth + 1, 1)


def test_pascanu_deep_transition_and_output():
    """Pascanu et al. (2013a) as Zhang et al. read them: DT adds nonlinearities per step (d_r), DO after (d_f)."""
    for n in (1, 2, 4):
        assert (measures(deep_transition(depth=n)).d_r, measures(deep_output(depth=n)).d_f) == (n + 1, n + 2)
        assert measures(deep_transition(depth=n, shortcut=True)).s == 1


def test_every_builtin_agrees_with_cycle_enumeration():
    from racs.archgraph import graph_to_dict

    graphs = [builtin(n) for n in BUILTINS] + [stacked(a, depth=2, granularity="gate") for a in ZOO]
    for g in graphs:
        m = measures(g)
        assert (m.d_r, m.d_f, m.s) == cycle_oracle(graph_to_dict(g)), g.name


def test_bidirectional_and_backward_graphs_are_refused():
    nodes = (ArchNode("x", "input"), ArchNode("a", "hidden"), ArchNode("b", "hidden"), ArchNode("y", "output"))
    io = [("x", "a", 0), ("x", "b", 0), ("a", "y", 0), ("b", "y", 0)]
    with pytest.raises(ValueError, match="bidirectional.*a -> a.*b -> b"):
        measures(ArchGraph(nodes, io + [("a", "a", 1), ("b", "b", -1)]))
    with pytest.raises(ValueError, match="backwards in time.*negate"):
        measures(ArchGraph(nodes, io + [("a", "a", -1), ("b", "b", -2)]))


def test_unreachable_output_has_no_feedforward_depth():
    g = ArchGraph(
        (ArchNode("x", "input"), ArchNode("h", "hidden"), ArchNode("g", "hidden"), ArchNode("y", "output")),
        [("x", "h", 0), ("h", "h", 1), ("g", "g", 1), ("g", "y", 0)],
    )
    m = measures(g)
    assert m.d_f is None and m.io_path == ()


def test_longest_window_path_is_a_longest_path():
    g = fig2a("td")
    path, w = longest_window_path(g, T=4)
    edges = {(i, j) for i, j, _ in w.edges}
    assert all((a, b) in edges for a, b in itertools.pairwise(path))
    dag = nx.DiGraph(list(edges))
    firsts = [v for v, (t, _) in enumerate(w.nodes) if t == 0]
    lasts = [v for v, (t, _) in enumerate(w.nodes) if t == 3]
    best = max(len(p) - 1 for a in firsts for b in lasts for p in nx.all_simple_paths(dag, a, b))
    assert len(path) - 1 == best


@pytest.mark.slow
def test_ten_thousand_edges_under_a_second():
    g = stacked("mcrm", depth=440, granularity="gate")
    assert len(g.edges) >= 10_000
    t = time.perf_counter()
    m = measures(g)
    assert time.perf_counter() - t < 1.0
    assert m.d_r == measures(stacked("mcrm", depth=1, granularity="gate")).d_r


# ------------------------------------------------------------------ issue 34: many components, in linear time


@given(component_chains())
def test_many_components_equal_cycle_enumeration(d):
    """The potentials are shifted component by component (grouped once, not found by a loop over every node per
    component): the measures still equal the naive oracle's."""
    m = measures(graph_from_dict(d))
    assert (m.d_r, m.d_f, m.s) == cycle_oracle(d)


def _self_loop_chain(n: int) -> ArchGraph:
    nodes = [ArchNode("x", "input"), ArchNode("y", "output")] + [ArchNode(f"h{i}", "hidden") for i in range(n)]
    edges = [("x", "h0", 0), (f"h{n - 1}", "y", 0)] + [(f"h{i}", f"h{i + 1}", 0) for i in range(n - 1)]
    return ArchGraph(nodes, edges + [(f"h{i}", f"h{i}", 1) for i in range(n)])


def test_thirty_thousand_components_take_well_under_the_quadratic_time():
    """3 x 10^4 self-loop nodes in a chain, 3 x 10^4 components: 21.5 s with the quadratic shift (issue 34), about
    0.5 s now (bench/bench_arch_measures.py runs 10^6)."""
    g = _self_loop_chain(30_000)
    t = time.perf_counter()
    m = measures(g)
    assert time.perf_counter() - t < 5.0
    assert (m.d_r, m.d_f, m.s) == (1, 30_001, 1)  # every cycle a self-loop of delay 1; the path x -> ... -> y
    small = _self_loop_chain(5)
    d = {
        "nodes": [{"name": n.name, "kind": n.kind} for n in small.nodes],
        "edges": [list(e) for e in small.edges],
    }
    assert (measures(small).d_r, measures(small).d_f, measures(small).s) == cycle_oracle(d) == (1, 6, 1)
