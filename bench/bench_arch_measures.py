"""Cost of the exact architecture measures (issue: architectural complexity measures, item 6).

``python bench/bench_arch_measures.py [--repeats N]`` prints, per graph of about 10^4 edges, the median time to
build and validate it (``racs.archgraph.ArchGraph``), the median time of ``numerics.arch_measures.measures``, and
its ratio to a linear-time floor measured in the same run: networkx's strongly connected components of the
same graph (one O(n + |E|) pass). ``measures`` runs Howard's policy iteration (O(n + |E|) per round; the
number of rounds has no known polynomial bound, small in practice) and a longest-path pass.

The last line is a graph of 10^6 nodes with 10^6 strongly connected components (a chain of self-loop nodes),
timed once (``--repeats`` does not apply): the potentials' shift along the condensation once looped over every
node per component (10^4 nodes: 3.0 s, 3x10^4: 21.5 s, 10^6: no answer in 400 s); ``--no-large`` leaves it out.
"""

import argparse
import statistics
import sys
import time
from pathlib import Path

import numpy as np

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from numerics.arch_measures import measures
from racs.archgraph import ArchGraph, ArchNode, stacked


def random_graph(n: int, E: int, seed: int) -> ArchGraph:
    """A well-posed random graph: a chain x -> h0 -> ... -> y closed by a delay-1 edge, plus random edges whose
    zero delays only go forward in a random order (so every cycle has a positive delay sum)."""
    rng = np.random.default_rng(seed)
    rank = rng.permutation(n)
    nodes = [ArchNode("x", "input"), ArchNode("y", "output")] + [ArchNode(f"h{i}", "hidden") for i in range(n)]
    edges = [("x", "h0", 0), (f"h{n - 1}", "y", 0)] + [(f"h{i}", f"h{i + 1}", 0) for i in range(n - 1)]
    edges.append((f"h{n - 1}", "h0", 1))
    while len(edges) < E:
        u, v = (int(i) for i in rng.integers(n, size=2))
        edges.append((f"h{u}", f"h{v}", int(rng.integers(1 if rank[v] <= rank[u] else 0, 4))))

    def backward(a: str, b: str) -> bool:
        return a[0] == b[0] == "h" and rank[int(b[1:])] <= rank[int(a[1:])]

    return ArchGraph(nodes, [(a, b, 1 if s == 0 and backward(a, b) else s) for a, b, s in edges])


def self_loop_chain(n: int) -> ArchGraph:
    """x -> h0 -> h1 -> ... -> h(n-1) -> y with a delay-1 self-loop on every hidden node: n components."""
    nodes = [ArchNode("x", "input"), ArchNode("y", "output")] + [ArchNode(f"h{i}", "hidden") for i in range(n)]
    edges = [("x", "h0", 0), (f"h{n - 1}", "y", 0)] + [(f"h{i}", f"h{i + 1}", 0) for i in range(n - 1)]
    return ArchGraph(nodes, edges + [(f"h{i}", f"h{i}", 1) for i in range(n)])


def median_time(fn, repeats: int):
    times, out = [], None
    for _ in range(repeats):
        t = time.perf_counter()
        out = fn()
        times.append(time.perf_counter() - t)
    return statistics.median(times), out


def main() -> None:
    import networkx as nx

    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--repeats", type=int, default=5)
    ap.add_argument("--no-large", action="store_true", help="leave out the 10^6-node line (about a minute)")
    args = ap.parse_args()
    cases = [
        ("mcrm, gate granularity, depth 440", lambda: stacked("mcrm", depth=440, granularity="gate"), args.repeats),
        ("random, 2000 hidden nodes", lambda: random_graph(2000, 10_000, 0), args.repeats),
        ("random, 500 hidden nodes", lambda: random_graph(500, 10_000, 1), args.repeats),
    ]
    if not args.no_large:
        cases.append(("self-loop chain, 10^6 components", lambda: self_loop_chain(10**6), 1))
    print(f"{'graph':<36} {'edges':>7} {'build s':>8} {'measures s':>11} {'SCC floor s':>12} {'ratio':>6}")
    for label, make, repeats in cases:
        t_build, g = median_time(make, repeats)
        t_meas, m = median_time(lambda: measures(g), repeats)
        dg = nx.MultiDiGraph([(u, v) for u, v, _ in g.edges])
        t_floor, _ = median_time(lambda: list(nx.strongly_connected_components(dg)), repeats)
        print(
            f"{label:<36} {len(g.edges):>7} {t_build:>8.3f} {t_meas:>11.3f} {t_floor:>12.4f} "
            f"{t_meas / t_floor:>6.0f}   d_r={m.d_r} d_f={m.d_f} s={m.s}",
            flush=True,
        )


if __name__ == "__main__":
    main()
