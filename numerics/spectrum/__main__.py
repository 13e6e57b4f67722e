r"""``python -m numerics.spectrum``: Start-End spectra of random stacked cells, one row per (depth, size, T, K).

Example: ``python -m numerics.spectrum --cell lstm --depth 1-3 --params 1000 --T 4-12 --K 2 --seeds 10``.
Ranges ``a-b`` are allowed for ``--depth``, ``--R``, ``--params``, ``--T`` (even values only) and ``--K``;
``n_in = K`` (one-hot templates); eps-ranks and entropies are medians over seeds ``0..N-1``. A seed whose grid
tensor leaves float64's range (:func:`numerics.spectrum.in_float_range`: overflow or underflow) is dropped and
counted, as the depth study does (:func:`numerics.spectrum.seed_spectra`); only when every seed of every row is
dropped does the command fail, with the first seed's reason.
"""

from __future__ import annotations

import argparse
import sys
from collections.abc import Sequence

from numerics.cli import OneLineParser, int_list, positive_int, report_main
from numerics.spectrum import MAX_SPECTRUM_LAYER_STEPS, cell_spectrum, check_spectrum_fits, spectrum_row
from racs.cells import CELLS, width_for_params
from racs.memory import TooLargeError

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
    p = OneLineParser(
        prog="python -m numerics.spectrum",
        description="Start-End singular-value spectra, eps-ranks and entropies of random stacked cells.",
    )
    p.add_argument("--cell", choices=list(CELLS), required=True, help="cell family")
    p.add_argument("--depth", type=int_list("depth"), required=True, help="layers L, or a range A-B")
    size = p.add_mutually_exclusive_group(required=True)
    size.add_argument("--R", type=int_list("R"), help="width per layer, or a range")
    size.add_argument(
        "--params",
        type=int_list("params"),
        help="parameter budget: the largest width within it (Collins' rule), or a range",
    )
    p.add_argument(
        "--T", type=int_list("T"), required=True, help="sequence length (even), or a range (its even values)"
    )
    p.add_argument("--K", type=int_list("K"), required=True, help="alphabet size = input dimension, or a range")
    p.add_argument("--seeds", type=positive_int("seeds"), default=1, help="seeds 0..N-1 per row (default 1)")
    p.add_argument("--gain", type=positive_float("gain"), default=1.0, help="weight gain g (default 1)")
    p.add_argument("--json", action="store_true", help="print a JSON list of rows instead of the table")
    return p


def run(args) -> list:
    """Rows for parsed arguments (see :func:`numerics.spectrum.spectrum_row`); every row is planned (memory,
    :func:`_plan`, and work, :data:`MAX_SPECTRUM_LAYER_STEPS`) before the first one runs."""
    Ts = [T for T in args.T if T % 2 == 0 and T >= 2]
    if not Ts:
        raise ValueError(
            f"--T {args.T[0]}{'-' + str(args.T[-1]) if len(args.T) > 1 else ''} has no even value >= 2; "
            "the Start-End partition needs an even T"
        )
    # planned from the sizes alone, before any stack is built
    sizes = len(args.R if args.R is not None else args.params)
    n_rows = len(args.depth) * len(args.K) * sizes * len(Ts)
    steps = args.seeds * len(args.K) * sizes * sum(depth for depth in args.depth) * sum(Ts)
    if steps > MAX_SPECTRUM_LAYER_STEPS:
        raise TooLargeError(
            f"{n_rows} row(s) x {args.seeds} seed(s) need {steps} layer-step updates in Python "
            f"(about {steps // 2000} s), above the {MAX_SPECTRUM_LAYER_STEPS} allowed; "
            "lower the depth, T, --seeds or the number of rows"
        )
    cases = []
    for depth in args.depth:
        for K in args.K:
            widths = (
                args.R
                if args.R is not None
                else [width_for_params(args.cell, depth=depth, params=P, n_in=K) for P in args.params]
            )
            cases += [(depth, R, T, K) for R in widths for T in Ts]
    for depth, R, T, K in cases:
        check_spectrum_fits(
            args.cell,
            depth=depth,
            R=R,
            T=T,
            K=K,
            what=f"--cell {args.cell} --depth {depth} --R {R} --T {T} --K {K} (weights, grid tensor "
            f"of {K}^{T} entries and its SVD)",
            fix="lower R (or --params), T, K or the depth",
        )
    rows = [
        spectrum_row(args.cell, depth=depth, R=R, T=T, K=K, seeds=range(args.seeds), gain=args.gain)
        for depth, R, T, K in cases
    ]
    if all(r["out_of_range"] == r["seeds"] for r in rows):  # nothing measured: say why, as the first seed's check does
        depth, R, T, K = cases[0]
        cell_spectrum(args.cell, depth=depth, R=R, T=T, K=K, gain=args.gain, seed=0)
    return rows


def _fmt(v, spec: str = "g") -> str:
    return "null" if v is None else f"{v:{spec}}"


def format_table(rows: list) -> str:
    keys = list(rows[0]["eps_rank"])
    head = (
        f"{'cell':>8} {'L':>2} {'R':>4} {'params':>7} {'T':>3} {'K':>2} "
        + " ".join(f"{'rank@' + k:>10}" for k in keys)
        + f" {'entropy':>9} {'centred':>9}"
    )
    lines = [head]
    for r in rows:
        lines.append(
            f"{r['cell']:>8} {r['depth']:>2} {r['R']:>4} {r['params']:>7} {r['T']:>3} {r['K']:>2} "
            + " ".join(f"{_fmt(r['eps_rank'][k]):>10}" for k in keys)
            + f" {_fmt(r['entropy'], '.4f'):>9} {_fmt(r['entropy_centred'], '.4f'):>9}"
        )
    dropped = [r for r in rows if r["out_of_range"]]
    if dropped:
        lines.append(
            "seeds dropped, their grid tensor out of float64's range (overflow or underflow): "
            + ", ".join(
                f"{r['out_of_range']} of {r['seeds']} at L={r['depth']} R={r['R']} T={r['T']} K={r['K']}"
                for r in dropped
            )
            + "; statistics are over the other seeds"
        )
    lines.append(
        f"medians over the kept of {rows[0]['seeds']} seed(s) per row"
        if dropped
        else f"medians over {rows[0]['seeds']} seed(s)"
    )
    lines[-1] += (
        f", gain {rows[0]['gain']:g}; float64 spectra (numerical, not certified); precision floor "
        f"side x 2^-52 relative to s_1 (e.g. {rows[-1]['precision_floor']:.1e})"
    )
    return "\n".join(lines)


def main(argv: Sequence[str] | None = None) -> int:
    return report_main("spectrum", build_parser(), run, format_table, argv)


if __name__ == "__main__":
    sys.exit(main())
