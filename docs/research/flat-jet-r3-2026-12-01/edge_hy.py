"""edge statement at the further special point h_1 = y_1, h_2 = y_2 (rows 1, 2 of H2 = rows 1, 2 of W3)."""
import sys
from math import comb
import numpy as np
import pieces
from fj import rank
n, seed, mode = int(sys.argv[1]), int(sys.argv[2]), sys.argv[3]
orig = pieces.setup
def setup2(n, seed):
    rng, W3, H2, y, h = orig(n, seed)
    if mode == "hy":
        h = [y[0], y[1], h[2]]
    return rng, W3, H2, y, h
pieces.setup = setup2
rk, tgt = pieces.edge(n, seed)
print(f"n={n} seed={seed} mode={mode}: dim Ed_12 = {rk}, target {tgt}")
