r"""Benchmark of general-cell grid tensors (``numerics.grid.cell_grid``), as ratios measured in one run.

    python bench/bench_cells.py                 # every cell, depths 1 and 3, R in {8, 32, 64}, K=2, T=14
    python bench/bench_cells.py --quick         # smaller sizes, for a smoke run
    python bench/bench_cells.py --clock cpu     # process CPU time, BLAS on one thread: stable on a busy machine
    python bench/bench_cells.py --against OLD.py --cells lstm --depths 3   # an older cell_grid.py, same run
    python bench/bench_cells.py --workers 2     # the grid engine on two threads (wall clock)

For each (cell, depth, R) it reports medians over repeats of

* ``speedup``: per-sequence batch evaluation (``racs.cells.stacked_forward`` on all K^T one-hot sequences, in
  the faster of batches of 2^9 and 2^14 sequences) over the prefix-shared grid tensor; the issue asks for at
  least T/2;
* ``flop x``: the same ratio for matmul flops (below), the best the speed-up can be where matmuls dominate;
* ``ceiling``: the speed-up prefix sharing reaches with no overhead of its own, at the per-sequence evaluation's
  own speeds: its time inside ``matmul`` (measured by wrapping it, in one extra untimed run) divided by ``flop x``,
  plus the rest divided by the ratio of elementwise updates, :math:`T K^T / N` (below: 7.0004 at K = 2, T = 14);
  ``of ceil`` is the speed-up over it. The target T/2 lies above the ceiling wherever the per-sequence time is
  mostly outside matmuls (small R, depth 1), so there it can only be met with a schedule whose elementwise passes
  run faster per entry than the per-sequence batch's. It is a ceiling only at equal speeds, not a bound: the grid
  engine exceeds it (``of ceil`` > 1, a ``>`` mark) wherever it runs faster per flop or per entry than the
  per-sequence batch, which is common: the batch's matmuls run at ``seq GF/s`` (the flops inside its matmuls
  over the time inside them), often a fraction of the GEMM rate, e.g. layer 1's one-hot projections
  ``(gR x n_in) @ (n_in x B)`` on a strided slice of the inputs (few flops, slow per flop; the tree does them
  once per template, so dividing their time by ``flop x`` overstates what it keeps); its elementwise passes run
  over ``R x B`` arrays, larger than the tree's chunks (not measured apart). Measured (``--quick --cells mcrm,rac``,
  wall clock on the shared 2-core machine, 2026-11-23): mcrm at R = 32 sped up 18.5 (depth 1) and 13.4 (depth 3)
  against ceilings of 6.9 and 5.9, its batch's matmuls running at 0.4 and 3.0 GFlop/s against a GEMM rate of 15.
  The time inside matmuls is taken by wrapping ``matmul`` in one untimed run of the batch size that was timed;
  the wrapper's two clock reads (about 0.25 us each here) are negligible against the calls at R >= 32, but at
  R = 8 in batches of 2^9 a call takes about a microsecond, so there the share is overstated;
* ``vs GEMM``: the grid tensor's time over a GEMM floor: the flops of the matmuls the engine performs (counted
  by wrapping the namespace's ``matmul``; equal to the count below up to +RNN's per-chunk carry ``P x``) at the
  float64 GEMM rate measured in this run on ``(4R x R) @ (R x 2^16)``; the issue asks for at most 3 when
  R >= 32;
* ``vs floor``: the grid time over GEMM floor + tanh floor (every ``tanh`` element the engine evaluates, at
  numpy's tanh rate measured in this run on a cache-sized array): the elementwise work no schedule avoids.

A ratio below 1 in ``vs GEMM`` or ``vs floor`` is impossible as a bound and is marked ``!`` with a line under the
table: the grid's own matmuls ran faster than the rate measured on ``(4R x R) @ (R x 2^16)`` (a thin product at
R = 8, whose rate is low), or the load changed during the run. The rates are medians of at least
:data:`RATE_REPEATS` products whatever ``--repeats`` is, and every median follows one untimed warm-up call (the
first configuration once timed a speed-up of 0.0 without it).

What is reachable: flop counts (step 1 of issue 12 item 5)
----------------------------------------------------------
Per layer a cell has ``a R`` rows in its state-only half (``recurrent``: rac, rnn, irnn, scornn 1; ugrnn, gru 2;
lstm, plusrnn 4; mcrm 7 = 4 LSTM gates + 3 nested-GRU rows), ``g R`` input rows (``Wx``: 1, 1, 1, 1; 2, 3;
4, 4; 4) and ``u`` multiply-adds inside ``update`` per column (gru :math:`R^2` for :math:`W^{ch}(r\odot h)`,
mcrm :math:`6R^2` for :math:`U^x x^{GRU}`, others 0). Per-sequence evaluation of all :math:`K^T` sequences
costs (2 flops per multiply-add, :math:`n_1 = n_{in}`, :math:`n_l = R` above)

.. math:: F_{seq} = 2 K^T T \sum_l (a R^2 + g R n_l + u) + 2 R K^T.

The prefix tree has :math:`P = \sum_{t=1}^T K^{t-1}` parents and :math:`N = K P` children (levels 1..T):
the state-only half runs once per parent, layer 1's input projection once per template, everything else once
per child:

.. math:: F_{tree} = 2 \sum_l \big(a R^2 P + [l \ge 2]\, g R^2 N + u N\big) + 2 g R\, n_{in} K + 2 R K^T.

With :math:`P = (K^T - 1)/(K-1)` and :math:`N = K P`, at :math:`K = 2` (:math:`P \approx K^T`,
:math:`N \approx 2 K^T`) and large R the best
speed-up in flops is

.. math:: \frac{F_{seq}}{F_{tree}} \approx T\,\frac{\sum_l (a + g[l \ge 2] + u/R^2)}
                                              {\sum_l (a + 2 g[l \ge 2] + 2u/R^2)}

(``flop x`` in the table, which keeps the lower-order terms; values below from ``sequence_flops /
tree_flops`` at T = 40, R = 10^4):

==========  =====================  ======================  =========================
cell        depth 1                depth 3                 depth -> infinity
==========  =====================  ======================  =========================
rnn, rac    T (a = 1, no input)    5/7 T = 0.71 T          2/3 T
lstm, +RNN  T                      0.71 T                  2/3 T
gru         3/4 T                  15/24 T = 0.63 T        3/5 T
mcrm        13/19 T = 0.68 T       47/73 T = 0.64 T        17/27 T = 0.63 T
==========  =====================  ======================  =========================

So T/2 is reachable in flops for every cell: the recurrent halves gain T (:math:`T K^T` columns against
:math:`P \approx K^T`), but the input projections of layers :math:`l \ge 2` and the update's own matmuls gain
only T/2 (each child's layer-l input differs: :math:`N \approx 2 K^T` columns), hence 0.6 T to 0.75 T for deep
stacks, 20-40% above T/2. Elementwise work has no such margin: every child runs the whole ``update`` of every
layer, so the tree does :math:`N L` updates against :math:`T K^T L` for the sequences, a ratio of
:math:`T K^T / N = T \frac{K-1}{K} \frac{1}{1 - K^{-T}}`: T/2 at K = 2 (7.0004 at T = 14). Cells whose time is
elementwise (small R, the gated cells' tanh) reach T/2 only if the tree's elementwise passes run at least as
fast per entry as the per-sequence batch's (cache-sized chunks, no broadcast inner loops, few numpy calls per
entry), or on more cores (numpy's elementwise passes are single-threaded; ``cell_grid_tensor(workers=...)``).

The GEMM target is not reachable in principle wherever the tanh floor alone exceeds twice the GEMM floor:
per child and layer a cell evaluates ``tau R`` tanh (rnn 1, ugrnn 2, gru 3, lstm 5, +RNN 3, mcrm 8; rac, irnn,
scornn 0; a sigmoid is one tanh) against :math:`(a + 2g) R^2` matmul flops in layers :math:`l \ge 2` and
:math:`a R^2` in layer 1, so the tanh floor over the GEMM floor is ``tau t_tanh rate / ((a + 2g) R)``, or
``tau t_tanh rate / (a R)`` at depth 1. At the rates of a ``--clock cpu`` run on the lab machine (1.85 ns per
tanh, 25 GFlop/s on one BLAS thread: ``t_tanh rate = 46``) the LSTM's ratio is ``5 x 46 / (12 R)`` = 0.6 at
R = 32 for deep stacks but ``5 x 46 / (4 R)`` = 1.8 at depth 1 (0.9 at R = 64), before any other pass; a vanilla
RNN's layer 1 gives ``46 / R`` = 1.4. With two BLAS threads against numpy's one elementwise thread (wall clock
on an idle two-core machine) the GEMM rate, and these ratios, double: the depth-1 LSTM at R = 32 is then out of
reach (3.6) unless the elementwise passes get the second core too (``--workers 2``). The bench prints the rates
it measured.
"""

from __future__ import annotations

import argparse
import contextlib
import math
import statistics
import sys
import time
from pathlib import Path

import numpy as np

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

import array_api_compat.numpy as xp_numpy
from threadpoolctl import threadpool_limits
from timing import existing_file, interleaved, load_against, median_time

import numerics.grid.cell_grid
from numerics.cli import OneLineParser, int_list, one_line_errors, positive_int
from racs.cells import CELLS, init_stack, stacked_forward
from racs.memory import check_fits

BATCHES = (2**9, 2**14)
#: Fewest repeats of the GEMM and tanh rates, whatever ``--repeats`` is: a single timed product once measured
#: 1-7 GFlop/s against 10-36 and put the grid below its own floor.
RATE_REPEATS = 7
#: Per layer: rows of the state-only half / R, rows of Wx / R, multiply-adds per column inside update / R^2.
SHAPES = {
    "rac": (1, 1, 0),
    "rnn": (1, 1, 0),
    "irnn": (1, 1, 0),
    "scornn": (1, 1, 0),
    "ugrnn": (2, 2, 0),
    "gru": (2, 3, 1),
    "lstm": (4, 4, 0),
    "plusrnn": (4, 4, 0),
    "mcrm": (7, 4, 6),
}


def sequence_flops(cell: str, *, K: int, T: int, depth: int, R: int, n_in: int) -> int:
    """Matmul flops of per-sequence evaluation of all K^T sequences (module text)."""
    a, g, u = SHAPES[cell]
    per_step = sum(a * R * R + g * R * (n_in if l == 0 else R) + u * R * R for l in range(depth))
    return 2 * K**T * T * per_step + 2 * R * K**T


def tree_flops(cell: str, *, K: int, T: int, depth: int, R: int, n_in: int) -> int:
    """Matmul flops of the prefix tree (module text)."""
    a, g, u = SHAPES[cell]
    P = sum(K ** (t - 1) for t in range(1, T + 1))
    N = K * P
    layers = sum(a * R * R * P + (g * R * R * N if l else 0) + u * R * R * N for l in range(depth))
    return 2 * layers + 2 * g * R * n_in * K + 2 * R * K**T


def gemm_rate(R: int, repeats: int, clock) -> float:
    """Flop/s of a float64 ``(4R x R) @ (R x 2^16)`` product."""
    rng = np.random.default_rng(0)
    A, B = rng.standard_normal((4 * R, R)), rng.standard_normal((R, 2**16))
    return 2 * A.shape[0] * R * B.shape[1] / median_time(lambda: A @ B, repeats, clock)


def tanh_seconds(repeats: int, clock) -> float:
    """Seconds per element of numpy's float64 tanh on a cache-sized array (2^15 entries)."""
    x = np.random.default_rng(0).standard_normal(2**15)
    return median_time(lambda: [np.tanh(x) for _ in range(32)], repeats, clock) / (32 * x.size)


@contextlib.contextmanager
def patched(name: str, wrap):
    """Replace ``xp_numpy.<name>`` by ``wrap(original)`` inside the block (what the cells call), restoring it after."""
    original = getattr(xp_numpy, name)
    setattr(xp_numpy, name, wrap(original))
    try:
        yield
    finally:
        setattr(xp_numpy, name, original)


@contextlib.contextmanager
def counting(name: str, size):
    """Count ``size(args)`` over every call of ``xp_numpy.<name>`` inside the block."""
    count = [0]

    def wrap(original):
        def counted(*args):
            count[0] += size(*args)
            return original(*args)

        return counted

    with patched(name, wrap):
        yield count


def matmul_share(work, clock) -> tuple[float, float]:
    """Fraction of ``work()``'s time spent inside ``xp_numpy.matmul`` and the flop rate inside it (one instrumented
    run, not a timed one)."""
    spent, flops = [0.0], [0]

    def wrap(original):
        def timed(a, b):
            t0 = clock()
            out = original(a, b)
            spent[0] += clock() - t0
            flops[0] += 2 * a.shape[0] * a.shape[1] * b.shape[-1]
            return out

        return timed

    with patched("matmul", wrap):
        t0 = clock()
        work()
        total = clock() - t0
    return min(1.0, spent[0] / total), flops[0] / max(spent[0], 1e-12)


def ideal_tree_seconds(t_seq: float, *, matmul_share: float, flop_x: float, K: int, T: int) -> float:
    r"""The prefix tree's time if it ran at the per-sequence evaluation's own speeds, with no overhead of its own:
    the per-sequence matmul time divided by the flop ratio, plus the rest (elementwise passes and calls) scaled by
    the tree's share of updates, :math:`N / (T K^T)` with :math:`N = K (K^T-1)/(K-1)` children. ``t_seq`` over it
    is the ``ceiling`` column: the speed-up prefix sharing can reach on this machine, between :math:`T/2`
    (elementwise time, :math:`K = 2`) and the flop ratio (matmul time)."""
    children = K * (K**T - 1) // (K - 1)
    return t_seq * (matmul_share / flop_x + (1 - matmul_share) * children / (T * K**T))


def engine_counts(engine, stack, T: int):
    """Matmul flops and tanh elements of one grid tensor."""
    with (
        counting("matmul", lambda a, b: 2 * a.shape[0] * a.shape[1] * b.shape[-1]) as flops,
        counting("tanh", lambda z: int(np.prod(z.shape))) as tanhs,
    ):
        engine.cell_grid_tensor(stack, T=T)
    return flops[0], tanhs[0]


def per_sequence(stack, T: int, K: int, batch: int) -> None:
    idx = np.indices((K,) * T).reshape(T, -1).T  # every sequence, C order
    eye = np.eye(K)
    for a in range(0, idx.shape[0], batch):
        stacked_forward(stack, eye[idx[a : a + batch]])


def bench(
    cells,
    depths,
    widths,
    T: int,
    K: int,
    repeats: int,
    clock,
    rates: dict,
    t_tanh: float,
    against=None,
    workers: int = 1,
) -> list:
    rows = []
    engines = {"new": numerics.grid.cell_grid} | ({"old": against} if against else {})
    for cell in cells:
        for depth in depths:
            for R in widths:
                stack = init_stack(cell, depth=depth, R=R, n_in=K, seed=0)
                t_seq, batch = min(
                    (median_time(lambda: per_sequence(stack, T, K, b), repeats, clock), b) for b in BATCHES
                )
                flops, tanhs = engine_counts(numerics.grid.cell_grid, stack, T)
                flop_x = sequence_flops(cell, K=K, T=T, depth=depth, R=R, n_in=K) / tree_flops(
                    cell, K=K, T=T, depth=depth, R=R, n_in=K
                )
                share, seq_rate = matmul_share(lambda: per_sequence(stack, T, K, batch), clock)
                row = {
                    "cell": cell,
                    "depth": depth,
                    "R": R,
                    "seq_s": t_seq,
                    "flop_x": flop_x,
                    "seq_rate": seq_rate,
                    "gemm_s": flops / rates[R],
                    "tanh_s": tanhs * t_tanh,
                    "ideal_s": ideal_tree_seconds(t_seq, matmul_share=share, flop_x=flop_x, K=K, T=T),
                }
                kw = {"new": {"workers": workers} if workers > 1 else {}, "old": {}}
                row.update(
                    interleaved(
                        {
                            name: (lambda e=e, k=kw[name]: e.cell_grid_tensor(stack, T=T, **k))
                            for name, e in engines.items()
                        },
                        repeats,
                        clock,
                    )
                )
                rows.append(row)
    return rows


def _marked(value: float, width: int, mark: bool, sign: str) -> str:
    """``value`` right-aligned in ``width`` characters, then ``sign`` where ``mark`` holds, else a blank."""
    return f"{value:{width}.2f}{sign if mark else ' '}"


def report(rows, T: int, against: bool) -> None:
    # The marked columns carry one character after the number: their headers end in a blank to stay aligned.
    print(
        f"{'cell':>8} {'L':>2} {'R':>3} {'grid s':>8} {'per-seq s':>9} {'speedup':>7} {'flop x':>6} "
        f"{'ceiling':>7} {'of ceil':>7}  {'seq GF/s':>8} {'vs GEMM':>7}  {'vs floor':>8} "
        + (f" {'old s':>8} {'old/new':>7}" if against else "")
    )
    for r in rows:
        t = r["new"]
        of_ceil, vs_gemm, vs_floor = r["ideal_s"] / t, t / r["gemm_s"], t / (r["gemm_s"] + r["tanh_s"])
        print(
            f"{r['cell']:>8} {r['depth']:>2} {r['R']:>3} {t:8.4f} {r['seq_s']:9.4f} {r['seq_s'] / t:7.1f} "
            f"{r['flop_x']:6.1f} {r['seq_s'] / r['ideal_s']:7.1f} {_marked(of_ceil, 7, of_ceil > 1, '>')} "
            f"{r['seq_rate'] / 1e9:8.1f} {_marked(vs_gemm, 7, vs_gemm < 1, '!')} "
            f"{_marked(vs_floor, 8, vs_floor < 1, '!')}" + (f" {r['old']:8.4f} {r['old'] / t:7.2f}" if against else "")
        )
    sp = [r["seq_s"] / r["new"] for r in rows]
    print(f"speedup: median {statistics.median(sp):.1f}, min {min(sp):.1f} (target >= T/2 = {T / 2:g})")
    eff = [r["ideal_s"] / r["new"] for r in rows]
    print(
        f"speedup / ceiling: median {statistics.median(eff):.2f}, min {min(eff):.2f}; "
        f"{sum(e >= 0.9 for e in eff)} of {len(eff)} >= 0.9"
    )
    above = sum(e > 1 for e in eff)
    if above:
        print(
            f"> {above} of {len(eff)} rows above their ceiling: the grid ran faster per flop or per entry than the "
            "per-sequence batch (whose matmul rate is 'seq GF/s'); the ceiling holds only at equal speeds"
        )
    big = [r for r in rows if r["R"] >= 32]
    if big:
        g = [r["new"] / r["gemm_s"] for r in big]
        f = [r["new"] / (r["gemm_s"] + r["tanh_s"]) for r in big]
        print(
            f"grid time / GEMM floor for R >= 32: median {statistics.median(g):.2f}, max {max(g):.2f} "
            f"(target <= 3); / (GEMM + tanh floor): median {statistics.median(f):.2f}, max {max(f):.2f}"
        )
    impossible = sum(r["new"] < r["gemm_s"] + r["tanh_s"] for r in rows)
    if impossible:
        print(
            f"! {impossible} of {len(rows)} rows ran faster than their floor, which no schedule can: the grid's "
            "own matmuls or tanh ran faster than the rates measured on (4R x R) @ (R x 2^16) and a cache-sized "
            "array (other shapes, thin at small R; or the load changed during the run); those ratios bound "
            "nothing: rerun with more --repeats or --clock cpu, and read them at R >= 32"
        )
    if against:
        o = [r["old"] / r["new"] for r in rows]
        print(f"old / new: median {statistics.median(o):.2f}, min {min(o):.2f}, max {max(o):.2f}")


def cell_list(text: str) -> list:
    """An argparse type for ``--cells``: comma-separated names from :data:`racs.cells.CELLS`."""
    cells = [c.strip() for c in text.split(",") if c.strip()]
    unknown = [c for c in cells if c not in CELLS]
    if unknown or not cells:
        raise argparse.ArgumentTypeError(
            f"--cells {text!r}: {'no cell named' if not cells else f'no cell {unknown[0]!r}'}; "
            f"give some of {','.join(CELLS)}, comma-separated"
        )
    return cells


def check_plan(cells, depths, widths, *, T: int, K: int) -> None:
    """Refuse sizes whose grid tensor or list of all K^T sequences would not fit, before anything is timed."""
    what = f"the K^T = {K}^{T} sequences"
    check_fits(math.log2(8 * T) + T * math.log2(K), what, fix="lower --T", log2=True)
    for cell in cells:
        for depth in depths:
            for R in widths:
                need = 8 * T * K**T + numerics.grid.cell_grid.cell_grid_nbytes(cell, K=K, T=T, depth=depth, R=R)
                check_fits(
                    need,
                    f"{what} and the {cell} grid tensor at depth {depth}, R = {R}",
                    fix="lower --T, --widths or --depths",
                )


def main(argv=None) -> int:
    ap = OneLineParser(prog="bench_cells", description=__doc__.splitlines()[0])
    ap.add_argument("--quick", action="store_true", help="smaller sizes, for a smoke run")
    ap.add_argument(
        "--repeats",
        type=positive_int("repeats"),
        default=3,
        help=f"timed calls per median, after one warm-up call (default 3; the GEMM and tanh rates "
        f"take at least {RATE_REPEATS})",
    )
    ap.add_argument("--cells", type=cell_list, default=list(CELLS), help=f"default {','.join(CELLS)}")
    ap.add_argument("--depths", type=int_list("depths"), default=[1, 3], help="default 1,3")
    ap.add_argument("--widths", type=int_list("widths"), help="R values, default 8,32,64 (8,32 with --quick)")
    ap.add_argument("--T", type=positive_int("T"), help="default 14 (10 with --quick)")
    ap.add_argument(
        "--clock",
        choices=("wall", "cpu"),
        default="wall",
        help="cpu: process CPU time with BLAS on one thread (for a busy machine)",
    )
    ap.add_argument(
        "--against", type=existing_file("against"), help="path of another cell_grid.py to time in the same run"
    )
    ap.add_argument(
        "--workers", type=positive_int("workers"), default=1, help="threads of the grid engine (wall clock only)"
    )

    def work():
        args = ap.parse_args(argv)
        T = args.T or (10 if args.quick else 14)
        K = 2
        widths = args.widths or ([8, 32] if args.quick else [8, 32, 64])
        if args.workers > 1 and args.clock == "cpu":
            ap.error("--workers > 1 needs --clock wall (CPU time adds the threads up)")
        check_plan(args.cells, args.depths, widths, T=T, K=K)
        against = load_against(args.against, "cell_grid") if args.against else None
        clock = time.process_time if args.clock == "cpu" else time.perf_counter
        rate_repeats = max(args.repeats, RATE_REPEATS)
        with threadpool_limits(1 if args.clock == "cpu" else None, user_api="blas"):
            rates = {R: gemm_rate(R, rate_repeats, clock) for R in widths}
            t_tanh = tanh_seconds(rate_repeats, clock)
            rows = bench(
                args.cells, args.depths, widths, T, K, args.repeats, clock, rates, t_tanh, against, args.workers
            )
        print(
            f"K={K}, T={T} (T/2 = {T / 2:g}); medians of {args.repeats} after a warm-up call, {args.clock} clock, "
            f"grid on {args.workers} thread(s); measured in this run (medians of {rate_repeats}): GEMM "
            + ", ".join(f"{r / 1e9:.0f}" for r in rates.values())
            + f" GFlop/s for R = {', '.join(map(str, rates))}, tanh {t_tanh * 1e9:.2f} ns"
        )
        report(rows, T, bool(against))

    return one_line_errors("bench_cells", work)


if __name__ == "__main__":
    sys.exit(main())
