r"""``python -m numerics.arch_measures (--arch NAME [--depth L] | --graph FILE.json | --all) [--json]``.

Prints Zhang et al.'s recurrent depth :math:`d_r`, feedforward depth :math:`d_f` and recurrent skip coefficient
:math:`s` exactly, with a cycle or path attaining each. ``--json`` prints fractions as strings
(``{"d_r": "3/2", ...}``); ``--all`` tabulates every built-in (zoo cells at depths 1-3 in both granularities).
A bad file or argument is one line on stderr and exit code 2.
"""

from __future__ import annotations

import sys
from collections.abc import Sequence
from pathlib import Path

from numerics.arch_measures import measures
from numerics.cli import MAX_INPUT_BYTES, OneLineParser, positive_int, quote_path, read_json_file, report_main
from racs.archgraph import BUILTINS, GRANULARITIES, ZOO, ArchGraph, builtin, graph_from_dict
from racs.memory import format_bytes

__all__ = ["main", "run", "format_table"]


def build_parser():
    p = OneLineParser(
        prog="python -m numerics.arch_measures",
        description="Exact recurrent depth, feedforward depth and skip coefficient (Zhang et al. 2016).",
    )
    which = p.add_mutually_exclusive_group(required=True)
    which.add_argument("--arch", help=f"a zoo cell ({', '.join(ZOO)}), dt/dts/dot, or a figure ({', '.join(BUILTINS)})")
    which.add_argument(
        "--graph",
        help="a JSON cyclic graph {period, nodes: [{name, kind, phase}], edges: [[u, v, sigma]]}: a regular file of "
        f"at most {format_bytes(MAX_INPUT_BYTES)}",
    )
    which.add_argument("--all", action="store_true", help="tabulate every built-in")
    p.add_argument(
        "--depth", type=positive_int("depth"), help="layers of a zoo cell, or extra layers of dt/dts/dot (default 1)"
    )
    p.add_argument(
        "--granularity",
        choices=GRANULARITIES,
        default="cell",
        help="zoo cells: one node per cell (the paper's, default) or per equation",
    )
    p.add_argument("--json", action="store_true", help="print JSON instead of the table")
    return p


def _rows_all() -> list:
    rows = [
        measures(builtin(a, depth=L, granularity=gr)).to_json() for gr in GRANULARITIES for a in ZOO for L in (1, 2, 3)
    ]
    rows += [measures(builtin(n, depth=L)).to_json() for n in ("dt", "dts", "dot") for L in (1, 2)]
    return rows + [measures(builtin(n)).to_json() for n in BUILTINS]


#: Deepest ``--depth`` accepted: the exact measures walk every cycle of the unfolded graph, and beyond this the
#: command would run for minutes (``--arch lstm --depth 100000`` did not finish in 30 s).
MAX_DEPTH = 1000
#: Walks longer than this many nodes are printed by their ends in the table (``--json`` keeps them whole).
_WALK_SHOWN = 12


def read_graph_file(path: str) -> ArchGraph:
    """The graph of a ``--graph`` file: read by :func:`numerics.cli.read_json_file` (a regular file of at most
    ``MAX_INPUT_BYTES``, checked before it is opened; JSON of bounded depth), then checked as a graph; every problem
    is one ``ValueError`` line naming the file."""
    data = read_json_file(path, "--graph")
    try:
        return graph_from_dict(data, name=Path(path).stem)
    except (ValueError, TypeError) as exc:
        raise ValueError(f"--graph {quote_path(path)}: {exc}") from None


def run(args) -> dict:
    if (args.all or args.graph) and args.depth is not None:
        raise ValueError("--depth goes with --arch only")
    if args.graph is not None and not args.graph.strip():
        raise ValueError("--graph '' names no file; give the path of a JSON graph")
    if args.arch is not None and not args.arch.strip():
        raise ValueError("--arch '' names no architecture; see --help for the names")
    if args.depth is not None and args.depth > MAX_DEPTH:
        raise ValueError(f"--depth must be <= {MAX_DEPTH}, got {args.depth}: deeper stacks take minutes")
    if args.all:
        return {"rows": _rows_all()}
    g = (
        read_graph_file(args.graph)
        if args.graph
        else builtin(args.arch, depth=args.depth, granularity=args.granularity)
    )
    return measures(g).to_json()


def _walk(edges: list) -> str:
    if not edges:
        return "-"
    nodes = [e[0] for e in edges] + [edges[-1][1]]
    if len(nodes) <= _WALK_SHOWN:
        return " -> ".join(nodes)
    return " -> ".join(nodes[: _WALK_SHOWN // 2] + ["..."] + nodes[-_WALK_SHOWN // 2 :]) + f" ({len(edges)} edges)"


def format_table(r: dict) -> str:
    if "rows" in r:
        head = f"{'architecture':<24} {'m':>2} {'nodes':>5} {'edges':>5} {'d_r':>5} {'d_f':>5} {'s':>5}"
        return "\n".join(
            [head, "-" * len(head)]
            + [
                f"{x['name']:<24} {x['period']:>2} {x['nodes']:>5} {x['edges']:>5} {x['d_r']:>5} {x['d_f']!s:>5} "
                f"{x['s']:>5}"
                for x in r["rows"]
            ]
        )
    return "\n".join(
        [
            f"{r['name']}: period {r['period']}, {r['nodes']} nodes, {r['edges']} edges",
            f"  recurrent depth     d_r = {r['d_r']}   cycle {_walk(r['depth_cycle'])}",
            f"  feedforward depth   d_f = {r['d_f']}   path {_walk(r['io_path'])}",
            f"  skip coefficient    s   = {r['s']}   cycle {_walk(r['skip_cycle'])}",
        ]
    )


def main(argv: Sequence[str] | None = None) -> int:
    # racs.archgraph names its parameters (depth=3); the user typed options
    return report_main("arch_measures", build_parser(), run, format_table, argv, {"depth": "--depth"})


if __name__ == "__main__":
    sys.exit(main())
