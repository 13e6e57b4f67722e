"""Cost of the exact architecture measures (issue: architectural complexity measures, item 6).

``python bench/bench_arch_measures.py [--repeats N]`` prints, per graph of about 10^4 edges, the median time to
build and validate it (``racs.archgraph.ArchGraph``), the median time of ``numerics.arch_measures.measures``, and
its ratio to a linear-time floor measured in the same run: networkx's strongly connected components of the
same graph (one O(n + |E|) pass). ``measures`` runs Howard's policy iteration (O(n + |E|) per round; the
number of rounds has no known polynomial bound, small in practice) and a longest-path pass.
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
    args = ap.parse_args()
    cases = [
        ("mcrm, gate granularity, depth 440", lambda: stacked("mcrm", depth=440, granularity="gate")),
        ("random, 2000 hidden nodes", lambda: random_graph(2000, 10_000, 0)),
        ("random, 500 hidden nodes", lambda: random_graph(500, 10_000, 1)),
    ]
    print(f"{'graph':<36} {'edges':>6} {'build s':>8} {'measures s':>11} {'SCC floor s':>12} {'ratio':>6}")
    for label, make in cases:
        t_build, g = median_time(make, args.repeats)
        t_meas, m = median_time(lambda: measures(g), args.repeats)
        dg = nx.MultiDiGraph([(u, v) for u, v, _ in g.edges])
        t_floor, _ = median_time(lambda: list(nx.strongly_connected_components(dg)), args.repeats)
        print(
            f"{label:<36} {len(g.edges):>6} {t_build:>8.3f} {t_meas:>11.3f} {t_floor:>12.4f} "
            f"{t_meas / t_floor:>6.0f}   d_r={m.d_r} d_f={m.d_f} s={m.s}"
        )


if __name__ == "__main__":
    main()
