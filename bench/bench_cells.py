r"""Benchmark of general-cell grid tensors (``numerics.cell_grid``), as ratios measured in one run.

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
  run faster per entry than the per-sequence batch's;
* ``vs GEMM``: the grid tensor's time over a GEMM floor: the flops of the matmuls the engine performs (counted
  by wrapping the namespace's ``matmul``; equal to the count below up to +RNN's per-chunk carry ``P x``) at the
  float64 GEMM rate measured in this run on ``(4R x R) @ (R x 2^16)``; the issue asks for at most 3 when
  R >= 32;
* ``vs floor``: the grid time over GEMM floor + tanh floor (every ``tanh`` element the engine evaluates, at
  numpy's tanh rate measured in this run on a cache-sized array): the elementwise work no schedule avoids.

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
import statistics
import sys
import time
from pathlib import Path

import numpy as np

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

import array_api_compat.numpy as xp_numpy  # noqa: E402
from threadpoolctl import threadpool_limits  # noqa: E402

import numerics.cell_grid  # noqa: E402
from timing import interleaved, load_against, median_time  # noqa: E402
from racs.cells import CELLS, init_stack, stacked_forward  # noqa: E402

BATCHES = (2**9, 2**14)
#: Per layer: rows of the state-only half / R, rows of Wx / R, multiply-adds per column inside update / R^2.
SHAPES = {"rac": (1, 1, 0), "rnn": (1, 1, 0), "irnn": (1, 1, 0), "scornn": (1, 1, 0), "ugrnn": (2, 2, 0),
          "gru": (2, 3, 1), "lstm": (4, 4, 0), "plusrnn": (4, 4, 0), "mcrm": (7, 4, 6)}


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
def counting(name: str, size):
    """Count ``size(args)`` over every call of ``xp_numpy.<name>`` inside the block."""
    count = [0]
    original = getattr(xp_numpy, name)

    def counted(*args):
        count[0] += size(*args)
        return original(*args)
    setattr(xp_numpy, name, counted)
    try:
        yield count
    finally:
        setattr(xp_numpy, name, original)


def matmul_share(work, clock) -> float:
    """Fraction of ``work()``'s time spent inside ``xp_numpy.matmul`` (one instrumented run, not a timed one)."""
    spent = [0.0]
    original = xp_numpy.matmul

    def timed(*args):
        t0 = clock()
        out = original(*args)
        spent[0] += clock() - t0
        return out
    xp_numpy.matmul = timed
    try:
        t0 = clock()
        work()
        total = clock() - t0
    finally:
        xp_numpy.matmul = original
    return min(1.0, spent[0] / total)


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
    with counting("matmul", lambda a, b: 2 * a.shape[0] * a.shape[1] * b.shape[-1]) as flops, \
            counting("tanh", lambda z: int(np.prod(z.shape))) as tanhs:
        engine.cell_grid_tensor(stack, T=T)
    return flops[0], tanhs[0]


def per_sequence(stack, T: int, K: int, batch: int) -> None:
    idx = np.indices((K,) * T).reshape(T, -1).T  # every sequence, C order
    eye = np.eye(K)
    for a in range(0, idx.shape[0], batch):
        stacked_forward(stack, eye[idx[a:a + batch]])


def bench(cells, depths, widths, T: int, K: int, repeats: int, clock, rates: dict, t_tanh: float,
          against=None, workers: int = 1) -> list:
    rows = []
    engines = {"new": numerics.cell_grid} | ({"old": against} if against else {})
    for cell in cells:
        for depth in depths:
            for R in widths:
                stack = init_stack(cell, depth=depth, R=R, n_in=K, seed=0)
                t_seq, batch = min((median_time(lambda: per_sequence(stack, T, K, b), repeats, clock), b)
                                   for b in BATCHES)
                flops, tanhs = engine_counts(numerics.cell_grid, stack, T)
                flop_x = (sequence_flops(cell, K=K, T=T, depth=depth, R=R, n_in=K)
                          / tree_flops(cell, K=K, T=T, depth=depth, R=R, n_in=K))
                share = matmul_share(lambda: per_sequence(stack, T, K, batch), clock)
                row = {"cell": cell, "depth": depth, "R": R, "seq_s": t_seq, "flop_x": flop_x,
                       "gemm_s": flops / rates[R], "tanh_s": tanhs * t_tanh,
                       "ideal_s": ideal_tree_seconds(t_seq, matmul_share=share, flop_x=flop_x, K=K, T=T)}
                kw = {"new": {"workers": workers} if workers > 1 else {}, "old": {}}
                row.update(interleaved({name: (lambda e=e, k=kw[name]: e.cell_grid_tensor(stack, T=T, **k))
                                        for name, e in engines.items()}, repeats, clock))
                rows.append(row)
    return rows


def report(rows, T: int, against: bool) -> None:
    print(f"{'cell':>8} {'L':>2} {'R':>3} {'grid s':>8} {'per-seq s':>9} {'speedup':>7} {'flop x':>6} "
          f"{'ceiling':>7} {'of ceil':>7} {'vs GEMM':>7} {'vs floor':>8}" + (f" {'old s':>8} {'old/new':>7}" if against else ""))
    for r in rows:
        t = r["new"]
        print(f"{r['cell']:>8} {r['depth']:>2} {r['R']:>3} {t:8.4f} {r['seq_s']:9.4f} {r['seq_s'] / t:7.1f} "
              f"{r['flop_x']:6.1f} {r['seq_s'] / r['ideal_s']:7.1f} {r['ideal_s'] / t:7.2f} {t / r['gemm_s']:7.2f} {t / (r['gemm_s'] + r['tanh_s']):8.2f}"
              + (f" {r['old']:8.4f} {r['old'] / t:7.2f}" if against else ""))
    sp = [r["seq_s"] / r["new"] for r in rows]
    print(f"speedup: median {statistics.median(sp):.1f}, min {min(sp):.1f} (target >= T/2 = {T / 2:g})")
    eff = [r["ideal_s"] / r["new"] for r in rows]
    print(f"speedup / ceiling: median {statistics.median(eff):.2f}, min {min(eff):.2f}; "
          f"{sum(e >= 0.9 for e in eff)} of {len(eff)} >= 0.9")
    big = [r for r in rows if r["R"] >= 32]
    if big:
        g = [r["new"] / r["gemm_s"] for r in big]
        f = [r["new"] / (r["gemm_s"] + r["tanh_s"]) for r in big]
        print(f"grid time / GEMM floor for R >= 32: median {statistics.median(g):.2f}, max {max(g):.2f} "
              f"(target <= 3); / (GEMM + tanh floor): median {statistics.median(f):.2f}, max {max(f):.2f}")
    if against:
        o = [r["old"] / r["new"] for r in rows]
        print(f"old / new: median {statistics.median(o):.2f}, min {min(o):.2f}, max {max(o):.2f}")


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--quick", action="store_true")
    ap.add_argument("--repeats", type=int, default=3)
    ap.add_argument("--cells", default=",".join(CELLS))
    ap.add_argument("--depths", default="1,3")
    ap.add_argument("--widths", help="default 8,32,64 (8,32 with --quick)")
    ap.add_argument("--T", type=int, help="default 14 (10 with --quick)")
    ap.add_argument("--clock", choices=("wall", "cpu"), default="wall",
                    help="cpu: process CPU time with BLAS on one thread (for a busy machine)")
    ap.add_argument("--against", help="path of another cell_grid.py to time in the same run")
    ap.add_argument("--workers", type=int, default=1, help="threads of the grid engine (wall clock only)")
    args = ap.parse_args(argv)
    T = args.T or (10 if args.quick else 14)
    K = 2
    widths = [int(w) for w in (args.widths or ("8,32" if args.quick else "8,32,64")).split(",")]
    depths = [int(d) for d in args.depths.split(",")]
    against = load_against(args.against, "cell_grid") if args.against else None
    if args.workers > 1 and args.clock == "cpu":
        ap.error("--workers > 1 needs --clock wall (CPU time adds the threads up)")
    clock = time.process_time if args.clock == "cpu" else time.perf_counter
    with threadpool_limits(1 if args.clock == "cpu" else None, user_api="blas"):
        rates = {R: gemm_rate(R, args.repeats, clock) for R in widths}
        t_tanh = tanh_seconds(args.repeats, clock)
        rows = bench(args.cells.split(","), depths, widths, T, K, args.repeats, clock, rates, t_tanh, against,
                     args.workers)
    print(f"K={K}, T={T} (T/2 = {T / 2:g}); medians of {args.repeats}, {args.clock} clock, grid on {args.workers} "
          f"thread(s); measured in this run: GEMM " + ", ".join(f"{r / 1e9:.0f}" for r in rates.values())
          + f" GFlop/s for R = {', '.join(map(str, rates))}, tanh {t_tanh * 1e9:.2f} ns")
    report(rows, T, bool(against))
    return 0


if __name__ == "__main__":
    sys.exit(main())
