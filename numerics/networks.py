r"""``python -m numerics.networks``: build a RAC's tensor networks, contract them, and count what the theory counts.

For a random float64 RAC of depth L (trial seed ``--seed``) it builds

* form (a), the duplicated-input network with random inputs, contracted and compared with ``forward``;
* form (b), the same network with one open leg per time step, contracted and compared with the grid
  tensor of :mod:`numerics.grid.grid_tensor` (identity templates);
* the network under the rank-1 assignment :math:`W^{I,2} = e_1 \mathbf 1^\top`, whose Start-End
  connected layer-1 chains are counted by walking it (Claim 4) beside :math:`(\!(T/2, L-1)\!)`;
* a minimum Start-End cut of form (b): an upper bound on the Start-End rank, shown next to the
  exact GF(p) rank of a random instance of the same shape;
* the sizes of the networks for depths 1..L next to the recurrence's.
"""

from __future__ import annotations

import sys
from collections.abc import Sequence

import numpy as np

from numerics.bounds.formulas import multiset
from numerics.certify.certified import certified_rank
from numerics.cli import OneLineParser, add_rac_sizes, nonnegative_int, positive_int, report_main
from numerics.grid.grid_tensor import grid_tensor
from racs import (
    MAX_CONTRACT_NODES,
    basic_units,
    contract,
    deep_network,
    forward,
    network_sizes,
    random_rac,
    rank1_assignment,
    start_end_mincut,
)
from racs.deep_tn import deep_network_nbytes
from racs.memory import check_fits
from racs.model import rac_nbytes

__all__ = ["main", "run", "GRID_MAX_ENTRIES"]

#: Form (b) contracts to the whole grid tensor; above this many entries it is skipped.
GRID_MAX_ENTRIES = 2**16


def build_parser():
    p = OneLineParser(
        prog="python -m numerics.networks",
        description="Tensor networks of a random depth-L RAC: contraction checks, Claim 4, min-cut.",
    )
    add_rac_sizes(p, M=2, R=3)
    p.add_argument("--seed", type=nonnegative_int("seed"), default=0, help="seed of weights and inputs (default 0)")
    p.add_argument(
        "--max-bytes",
        type=positive_int("max-bytes"),
        default=None,
        help="memory budget in bytes (default 80%% of available memory)",
    )
    p.add_argument("--json", action="store_true", help="print one JSON object instead of the table")
    return p


def _plan(*, depth: int, T: int, M: int, R: int, max_bytes) -> None:
    """Refuse before building anything: node counts from :func:`racs.network_sizes` (no network is built to
    count it), memory for two RACs (the random one and its rank-1 assignment), three networks with their copy
    tensors and graphs, and three grid-sized arrays."""
    top = network_sizes(T=T, depth=depth)["network_nodes"]
    if top > MAX_CONTRACT_NODES:
        raise ValueError(
            f"--depth {depth} --T {T} gives a network of {top} nodes, above the "
            f"{MAX_CONTRACT_NODES} that can be contracted; lower T or the depth"
        )
    if M**T > GRID_MAX_ENTRIES:
        raise ValueError(
            f"form (b) contracts to M^T = {M}^{T} = {M**T} entries, above {GRID_MAX_ENTRIES}; lower M or T"
        )
    need = 2 * rac_nbytes(depth=depth, M=M, R=R) + 3 * deep_network_nbytes(T=T, depth=depth, M=M, R=R) + 3 * 8 * M**T
    check_fits(
        need,
        f"--depth {depth} --T {T} --M {M} --R {R} (weights, three networks with copy tensors of "
        f"R^3 = {R**3} entries, {top} nodes each)",
        max_bytes=max_bytes,
        fix="lower R, T or the depth",
    )


def run(args) -> dict:
    """Do the work for parsed arguments; return the JSON-ready report."""
    L, T, M, R = args.depth, args.T, args.M, args.R
    if T > 2 * MAX_CONTRACT_NODES:  # more steps than nodes allowed: refused without counting
        raise ValueError(f"--T {T} gives a network of more than {MAX_CONTRACT_NODES} nodes; lower T")
    _plan(depth=L, T=T, M=M, R=R, max_bytes=args.max_bytes)
    measured = certified_rank(depth=L, M=M, R=R, T=T, trials=1, seed=args.seed, max_bytes=args.max_bytes)
    sizes = [network_sizes(T=T, depth=l) for l in range(1, L + 1)]
    rng = np.random.default_rng([args.seed, 1])
    mb = args.max_bytes
    rac = random_rac(depth=L, M=M, R=R, seed=np.random.default_rng([args.seed, 0]), max_bytes=mb)
    X = rng.standard_normal((T, M))
    net_a = deep_network(rac, T=T, inputs=X, max_bytes=mb)
    y = float(forward(rac, X)[0])
    diff_a = abs(float(contract(net_a, max_bytes=mb)) - y)
    net_b = deep_network(rac, T=T, max_bytes=mb)
    G = grid_tensor(rac, T=T, max_bytes=mb)
    diff_b = float(np.max(np.abs(contract(net_b, max_bytes=mb) - G)))
    scale = max(abs(y), float(np.max(np.abs(G))))
    if L >= 2:
        rac1 = rank1_assignment(rac)
        net_1 = deep_network(rac1, T=T, inputs=X, split_rank1=True, max_bytes=mb)
        y1 = float(forward(rac1, X)[0])
        diff_1 = abs(float(contract(net_1, max_bytes=mb)) - y1)
        scale = max(scale, abs(y1))
    else:
        net_1, diff_1 = net_a, 0.0
    cut = start_end_mincut(net_b, T=T)
    return {
        "depth": L,
        "T": T,
        "M": M,
        "R": R,
        "seed": args.seed,
        "nodes": len(net_a.nodes),
        "edges": len(net_a.edges),
        "input_copies": net_a.input_copies(T),
        "grid_network": {"nodes": len(net_b.nodes), "edges": len(net_b.edges), "open_legs": len(net_b.open_legs)},
        "basic_units": basic_units(net_1, T=T),
        "basic_units_formula": multiset(T // 2, L - 1),
        "mincut_rank_bound": cut.rank_bound,
        "mincut_log2": cut.log2_capacity,
        "measured_rank": measured.rank,
        "measured_rank_prime": measured.prime,
        "max_abs_diff": max(diff_a, diff_b, diff_1),
        "max_abs_value": scale,
        "max_rel_diff": max(diff_a, diff_b, diff_1) / scale if scale else 0.0,
        "max_abs_diff_parts": {
            "form_a_vs_forward": diff_a,
            "form_b_vs_grid_tensor": diff_b,
            "rank1_vs_forward": diff_1,
        },
        "sizes_by_depth": sizes,
    }


def format_table(r: dict) -> str:
    L, T = r["depth"], r["T"]
    lines = [
        f"Tensor networks of a random RAC: depth L={L}, T={T}, M={r['M']}, R={r['R']}, seed {r['seed']}",
        f"  form (a), inputs given      {r['nodes']} nodes, {r['edges']} edges",
        f"  form (b), open legs         {r['grid_network']['nodes']} nodes, {r['grid_network']['edges']} edges, "
        f"{r['grid_network']['open_legs']} open legs",
        f"  input copies per time step  {r['input_copies']}",
        f"  basic Start-End units       {r['basic_units']} counted in the rank-1 network; "
        f"((T/2, L-1)) = (({T // 2}, {L - 1})) = {r['basic_units_formula']}",
        f"  min-cut of form (b)         {r['mincut_log2']:.3f} bits: Start-End rank <= {r['mincut_rank_bound']}; "
        f"measured exact rank {r['measured_rank']} (GF({r['measured_rank_prime']}))",
        f"  max |network - recurrence|  {r['max_abs_diff']:.3e} on values up to {r['max_abs_value']:.3e} "
        f"(relative {r['max_rel_diff']:.1e}; form a vs forward, form b vs grid tensor, rank-1 vs forward)",
        "",
        f"  {'depth':>5}  {'network nodes':>13}  {'recurrence nodes':>16}",
    ]
    lines += [f"  {s['depth']:>5}  {s['network_nodes']:>13}  {s['recurrence_nodes']:>16}" for s in r["sizes_by_depth"]]
    return "\n".join(lines)


#: API parameter names as the options that set them, for error messages.
OPTIONS = {"depth": "--depth", "T": "--T", "M": "--M", "R": "--R", "seed": "--seed", "max_bytes": "--max-bytes"}


def main(argv: Sequence[str] | None = None) -> int:
    return report_main("networks", build_parser(), run, format_table, argv, OPTIONS)


if __name__ == "__main__":
    sys.exit(main())
