"""Corollary B (depth 2, T = 4, M < R): grid rank with Ke = ((M, 2)) random templates at random RACs vs
E = M ((M, 2)); and the F4 zero-padding identity (width R' embedded in width R, y unchanged) at depths 2-4."""
import time

import numpy as np

from racgf import P, RAC, grid_matrix, mc, random_point_matrix, rank_np

t0 = time.time()
rng = np.random.default_rng(3)
for M, R in ((2, 3), (2, 4), (2, 6), (3, 4), (3, 5), (4, 6)):
    E = M * mc(M, 2)
    Ke = mc(M, 2)
    for seed in range(2):
        rac = RAC(2, M, R, rng)
        rp = rank_np(random_point_matrix(rac, 2, E + 10, E + 10, rng))
        g = rank_np(grid_matrix(rac, rng.integers(0, P, size=(Ke, M)), 2))
        g1 = rank_np(grid_matrix(rac, rng.integers(0, P, size=(Ke - 1, M)), 2))
        print(f"(2,{M},{R},4) draw {seed}: E = {E}, rank at random points {rp}, grid rank K=Ke={Ke}: {g}, K=Ke-1: {g1}")

# F4: zero padding
for L in (2, 3, 4):
    M, Rp, R = 2, 2, 4
    small = RAC(L, M, Rp, rng)
    pad = lambda A, r, c: np.pad(A, ((0, r - A.shape[0]), (0, c - A.shape[1])))
    big = RAC(L, M, R, WI=[pad(small.WI[0], R, M)] + [pad(w, R, R) for w in small.WI[1:]],
              WH=[pad(w, R, R) for w in small.WH], h0=[np.pad(h, (0, R - Rp)) for h in small.h0],
              WO=np.pad(small.WO, (0, R - Rp)))
    xs = [rng.integers(0, P, size=(50, M)) for _ in range(6)]
    ys = small.out(small.run(small.init_states(50), xs))
    yb = big.out(big.run(big.init_states(50), xs))
    print(f"F4 padding, depth {L}, width {Rp} -> {R}, T = 6, 50 random inputs: y identical = {bool(np.all(ys == yb))}")
print(f"wall {time.time() - t0:.1f} s")
