r"""``python -m numerics.spectrum``: Start-End spectra of random stacked cells, one row per (depth, size, T, K).

Example: ``python -m numerics.spectrum --cell lstm --depth 1-3 --params 1000 --T 4-12 --K 2 --seeds 10``.
Ranges ``a-b`` are allowed for ``--depth``, ``--R``, ``--params``, ``--T`` (even values only) and ``--K``;
``n_in = K`` (one-hot templates); eps-ranks and entropies are medians over seeds ``0..N-1``.
"""
from __future__ import annotations

import argparse
import sys
from typing import Optional, Sequence

from racs.cells import CELLS, param_count, width_for_params
from racs.memory import LOG2_HOPELESS, TooLargeError, check_fits, log2_bytes

from ..cell_grid import cell_grid_nbytes
from ..cli import OneLineParser, int_list, positive_int, report_main
from . import MAX_SPECTRUM_LAYER_STEPS, spectrum_row

__all__ = ["main", "run", "build_parser"]


def positive_float(name: str):
    def conv(text: str) -> float:
        try:
            v = float(text)
        except ValueError:
            raise argparse.ArgumentTypeError(f"--{name} must be a number, got {text!r}") from None
        if not v > 0 or v == float("inf"):
            raise argparse.ArgumentTypeError(f"--{name} must be a finite number > 0, got {text!r}")
        return v
    return conv


def build_parser():
    p = OneLineParser(prog="python -m numerics.spectrum",
                      description="Start-End singular-value spectra, eps-ranks and entropies of random stacked cells.")
    p.add_argument("--cell", choices=list(CELLS), required=True, help="cell family")
    p.add_argument("--depth", type=int_list("depth"), required=True, help="layers L, or a range A-B")
    size = p.add_mutually_exclusive_group(required=True)
    size.add_argument("--R", type=int_list("R"), help="width per layer, or a range")
    size.add_argument("--params", type=int_list("params"),
                      help="parameter budget: the largest width within it (Collins' rule), or a range")
    p.add_argument("--T", type=int_list("T"), required=True, help="sequence length (even), or a range (its even values)")
    p.add_argument("--K", type=int_list("K"), required=True, help="alphabet size = input dimension, or a range")
    p.add_argument("--seeds", type=positive_int("seeds"), default=1, help="seeds 0..N-1 per row (default 1)")
    p.add_argument("--gain", type=positive_float("gain"), default=1.0, help="weight gain g (default 1)")
    p.add_argument("--json", action="store_true", help="print a JSON list of rows instead of the table")
    return p


def _plan(cell: str, *, depth: int, R: int, T: int, K: int) -> None:
    """Refuse one row before allocating: the weights (four copies of the parameters while drawing), the grid
    tensor and the SVD's three matrices of its size."""
    what = f"--cell {cell} --depth {depth} --R {R} --T {T} --K {K}"
    log2_grid = log2_bytes(base=K, exponent=T, times=8 * 4)
    if log2_grid >= LOG2_HOPELESS:
        check_fits(log2_grid, f"{what} (grid tensor of {K}^{T} entries and its SVD)", log2=True, fix="lower T or K")
    need = 4 * 8 * param_count(cell, n_in=K, R=R, depth=depth) + cell_grid_nbytes(cell, K=K, T=T, depth=depth, R=R) \
        + 3 * 8 * K**T
    check_fits(need, f"{what} (weights, grid tensor of {K}^{T} entries and its SVD)",
               fix="lower R (or --params), T, K or the depth")


def run(args) -> list:
    """Rows for parsed arguments (see :func:`numerics.spectrum.spectrum_row`); every row is planned (memory,
    :func:`_plan`, and work, :data:`MAX_SPECTRUM_LAYER_STEPS`) before the first one runs."""
    Ts = [T for T in args.T if T % 2 == 0 and T >= 2]
    if not Ts:
        raise ValueError(f"--T {args.T[0]}{'-' + str(args.T[-1]) if len(args.T) > 1 else ''} has no even value >= 2; "
                         "the Start-End partition needs an even T")
    # planned from the sizes alone, before any stack is built
    sizes = len(args.R if args.R is not None else args.params)
    rows = len(args.depth) * len(args.K) * sizes * len(Ts)
    steps = args.seeds * len(args.K) * sizes * sum(depth for depth in args.depth) * sum(Ts)
    if steps > MAX_SPECTRUM_LAYER_STEPS:
        raise TooLargeError(f"{rows} row(s) x {args.seeds} seed(s) need {steps} layer-step updates in Python "
                            f"(about {steps // 2000} s), above the {MAX_SPECTRUM_LAYER_STEPS} allowed; "
                            "lower the depth, T, --seeds or the number of rows")
    cases = []
    for depth in args.depth:
        for K in args.K:
            widths = args.R if args.R is not None else [width_for_params(args.cell, depth=depth, params=P, n_in=K)
                                                          for P in args.params]
            cases += [(depth, R, T, K) for R in widths for T in Ts]
    for depth, R, T, K in cases:
        _plan(args.cell, depth=depth, R=R, T=T, K=K)
    return [spectrum_row(args.cell, depth=depth, R=R, T=T, K=K, seeds=range(args.seeds), gain=args.gain)
            for depth, R, T, K in cases]


def _fmt(v) -> str:
    return "null" if v is None else f"{v:g}"


def format_table(rows: list) -> str:
    keys = list(rows[0]["eps_rank"])
    head = (f"{'cell':>8} {'L':>2} {'R':>4} {'params':>7} {'T':>3} {'K':>2} "
            + " ".join(f"{'rank@' + k:>10}" for k in keys) + f" {'entropy':>9} {'centred':>9}")
    lines = [head]
    for r in rows:
        lines.append(f"{r['cell']:>8} {r['depth']:>2} {r['R']:>4} {r['params']:>7} {r['T']:>3} {r['K']:>2} "
                     + " ".join(f"{_fmt(r['eps_rank'][k]):>10}" for k in keys)
                     + f" {r['entropy']:9.4f} {r['entropy_centred']:9.4f}")
    lines.append(f"medians over {rows[0]['seeds']} seed(s), gain {rows[0]['gain']:g}; float64 spectra "
                 f"(numerical, not certified); precision floor side x 2^-52 relative to s_1 "
                 f"(e.g. {rows[-1]['precision_floor']:.1e})")
    return "\n".join(lines)


def main(argv: Optional[Sequence[str]] = None) -> int:
    return report_main("spectrum", build_parser(), run, format_table, argv)


if __name__ == "__main__":
    sys.exit(main())
