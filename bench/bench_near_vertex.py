"""Cost of evaluating the depth-4 near-vertex blocks (``proofs.general.depth4.near_vertex.block_ranks``): the numpy
evaluation against the compiled kernel (``proofs.general.depth4._kernel``, the ``fast`` extra's numba).

``python bench/bench_near_vertex.py [--repeats N] [--points E] [--blocks B]`` times, in the same run and on the same
random states of the shapes of :math:`T = 8` and :math:`T = 10` (lattice 231 and 666, 990 and 2856 cut points),
``E`` End points of the evaluation: ``near_vertex._evaluate`` (numpy, chunk 2 as the recorded runs) and
``near_vertex._evaluate_compiled`` (one chunk), each writing ``B`` blocks. It prints the medians over ``N`` repeats
taken in turn (after one untimed call), their ratio, and the projection to a whole pass (952 and 2800 End points).
The projection is linear in the End points (the evaluation is a loop over them with nothing carried across).
"""

import argparse
import sys
from math import comb
from pathlib import Path

import numpy as np

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
sys.path.insert(0, str(Path(__file__).resolve().parent))

from timing import interleaved

from numerics.bounds.depth4 import start_degrees
from proofs.general.depth4 import near_vertex as nv

SIDES = {8: 952, 10: 2800}  # End points Y of a whole pass (3 Y columns per block)


def setup(T: int, E: int, B: int, seed: int = 0):
    """Random states of the shapes of ``block_ranks`` at ``T`` for ``E`` End points and ``B`` blocks."""
    n1, n2, n3 = start_degrees(depth=4, T=T)
    X, L = comb(n2 + 2, 2) * comb(n3 + 2, 2), comb(n1 + 2, 2)
    rng = np.random.default_rng(seed)

    def states(shape):
        return [rng.integers(0, nv.PRIME, size=shape, dtype=np.int64) for _ in range(3)]

    w = [np.ones((1, L, 1), np.int64), *(rng.integers(0, nv.PRIME, size=(1, L, 1)) for _ in range(2))]
    h2, h3, v = states((X, L, 1)), states((X, L, 1)), states((X, L, 1))
    ends = rng.integers(0, nv.PRIME, size=(T // 2 - 2, 3, E), dtype=np.int64)
    weights = tuple(rng.integers(1, nv.PRIME, size=(3, 3), dtype=np.int64) for _ in range(7))
    weights += (rng.integers(1, nv.PRIME, size=3, dtype=np.int64),)
    pick = rng.integers(0, nv.PRIME, size=(B, L)).astype(np.float64)
    blocks = np.empty((B, 3 * E, 3 * X), np.uint32)
    return X, blocks, pick, w, h2, h3, v, ends, weights


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--repeats", type=int, default=3)
    ap.add_argument("--points", type=int, default=4, help="End points timed (a whole pass has 952 or 2800)")
    ap.add_argument("--blocks", type=int, default=14)
    args = ap.parse_args()
    kernel = nv._kernel_module()
    if kernel is None:
        sys.exit("bench_near_vertex.py: numba is not importable: pip install 'racs-lab[fast]'")
    print(
        f"{'T':>3} {'points':>6} {'blocks':>6} {'numpy s':>8} {'kernel s':>9} {'ratio':>6} {'pass numpy':>11} "
        f"{'pass kernel':>12}"
    )
    for T, Y in SIDES.items():
        X, blocks, pick, w, h2, h3, v, ends, weights = setup(T, args.points, args.blocks)
        E = args.points
        times = interleaved(
            {
                "numpy": lambda: nv._evaluate(blocks, X, E, 2, pick, w, h2, h3, v, ends, weights),
                "kernel": lambda: nv._evaluate_compiled(kernel, blocks, X, E, E, pick, w, h2, h3, v, ends, weights),
            },
            args.repeats,
        )
        a, b = times["numpy"], times["kernel"]
        print(
            f"{T:>3} {E:>6} {args.blocks:>6} {a:>8.2f} {b:>9.2f} {a / b:>6.1f} {a * Y / E / 60:>9.1f} m "
            f"{b * Y / E / 60:>10.1f} m",
            flush=True,
        )


if __name__ == "__main__":
    main()
