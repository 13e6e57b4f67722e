"""Cost of one tile of the free-state evaluation (``proofs.general.free_states.free_state_output``, the build of
``free_state_rank`` and of Proposition 59's End spans): the product mod p one column at a time (the code before
2026-12-07, kept here as the reference) against ``matmul_mod``'s one product, at the same prime and at
``depth2_span.SPAN_PRIME``.

``python bench/bench_free_states.py [--repeats N] [--rows P] [--ends Q] [--depth L] [--M M] [--R R] [--s S]`` times,
in the same run and on the same random weights, states and End inputs (default: the shape of the (2, 8) base, depth 2,
M = 2, R = 8, s = 7, a tile of 64 x 512 as ``free_state_rank`` makes): ``columns`` (R reductions per product,
p = 2^31 - 1), ``split`` (``matmul_mod`` at p = 2^31 - 1: two int64 products on 16-bit halves) and ``blas``
(``matmul_mod`` at p = 11863279: one float64 product). It checks that ``columns`` and ``split`` give the same tile,
and prints the medians over ``N`` repeats taken in turn (after one untimed call) and the ratios to ``columns``.
"""

import argparse
import sys
from pathlib import Path

import numpy as np

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
sys.path.insert(0, str(Path(__file__).resolve().parent))

from timing import interleaved

from proofs.general import free_states as fs
from proofs.general.depth2_span import SPAN_PRIME


def columns(A: np.ndarray, h: np.ndarray, *, p: int = fs.PRIME) -> np.ndarray:
    """``h @ A.T mod p`` one column at a time, reduced after each (the reference)."""
    out = np.zeros(h.shape[:-1] + (A.shape[0],), dtype=np.int64)
    for c in range(A.shape[1]):
        out = (out + h[..., c : c + 1] * A[:, c]) % p
    return out


def draw(p: int, *, L: int, M: int, R: int, s: int, rows: int, ends: int, seed: int = 0) -> tuple:
    g = np.random.default_rng(seed)
    WI = [g.integers(0, p, (R, M if l == 0 else R)) for l in range(L)]
    WH = [g.integers(0, p, (R, R)) for _ in range(L)]
    WO = g.integers(0, p, R)
    states = [g.integers(0, p, (rows, R)) for _ in range(L)]
    return WI, WH, WO, states, g.integers(0, p, (ends, s, M))


def tile(args: tuple, p: int, product=None) -> np.ndarray:
    """One tile, with ``product`` in place of ``matmul_mod`` when given."""
    saved = fs.matmul_mod
    try:
        if product is not None:
            fs.matmul_mod = product
        return fs.free_state_output(*args, p=p)
    finally:
        fs.matmul_mod = saved


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--repeats", type=int, default=5)
    ap.add_argument("--rows", type=int, default=64, help="Start points of the tile")
    ap.add_argument("--ends", type=int, default=512, help="End sequences of the tile")
    ap.add_argument("--depth", type=int, default=2)
    ap.add_argument("--M", type=int, default=2)
    ap.add_argument("--R", type=int, default=8)
    ap.add_argument("--s", type=int, default=7, help="End steps (T/2)")
    a = ap.parse_args()
    for name in ("repeats", "rows", "ends", "depth", "M", "R", "s"):
        if getattr(a, name) < 1:
            ap.error(f"--{name} {getattr(a, name)} must be at least 1")
    shape = dict(L=a.depth, M=a.M, R=a.R, s=a.s, rows=a.rows, ends=a.ends)
    big, small = draw(fs.PRIME, **shape), draw(SPAN_PRIME, **shape)
    if not np.array_equal(tile(big, fs.PRIME, columns), tile(big, fs.PRIME)):
        sys.exit("bench_free_states.py: the column reference and matmul_mod disagree")
    med = interleaved(
        {
            "columns": lambda: tile(big, fs.PRIME, columns),
            "split": lambda: tile(big, fs.PRIME),
            "blas": lambda: tile(small, SPAN_PRIME),
        },
        a.repeats,
    )
    print(f"tile {a.rows} x {a.ends}, depth {a.depth}, M = {a.M}, R = {a.R}, s = {a.s}; medians of {a.repeats}")
    for name, t in med.items():
        print(f"{name:>8} {t:9.3f} s  {med['columns'] / t:5.1f}x")


if __name__ == "__main__":
    main()
