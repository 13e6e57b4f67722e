"""Validation of racgf.py: (1) the 2026-11-28 reviewer's special RAC at (2, 2, 3, 4) (weights copied from
docs/reviews/templates-2026-11-28/counterexample.py): expect grid rank 3 with K = 3 templates and sep 4;
(2) the depth-2 factorisation Y = S B through W_full entry by entry on a sampled sub-grid."""
import sys
import time

import numpy as np

from racgf import P, RAC, end_values, grid_matrix, mc, monomials2, random_point_matrix, rank_np, start_states, words
import flint

t0 = time.time()
rng = np.random.default_rng(11)
WI = [[[1, 0], [0, 1], [1, 0]], [[0, 1, 0], [1, 1, 0], [1, 1, 1]]]
WH = [[[0, 0, 0], [0, 0, 1], [1, 1, 1]], [[1, 1, 1], [1, 0, 0], [1, 1, 1]]]
H0 = [[0, 1, 0], [1, 1, 1]]
WO = [2, 3, 5]
rac = RAC(2, 2, 3, WI=WI, WH=WH, h0=H0, WO=WO)
sep = rank_np(random_point_matrix(rac, 2, 30, 30, rng))
print("special RAC (2,2,3,4): rank at 30x30 random points =", sep)
for K in (3, 4, 5):
    rk = [rank_np(grid_matrix(rac, rng.integers(0, P, size=(K, 2)), 2)) for _ in range(3)]
    print(f"  K = {K}: grid ranks (3 template draws) = {rk}")

# factorisation identity at (M, R, T) = (3, 3, 6)
M, R, s = 3, 3, 3
rac = RAC(2, M, R, rng)
K = mc(R, s)
tau = rng.integers(0, P, size=(K, M))
Wst = words(K, s)[rng.choice(K ** s, 40, replace=False)]
Wen = words(K, s)[rng.choice(K ** s, 300, replace=False)]
Y = end_values(rac, start_states(rac, tau, Wst), tau, Wen)
d = R * mc(R, s)
S = monomials2(rac, start_states(rac, tau, Wst), s)
rst = [rng.integers(0, P, size=(d, R)) for _ in range(2)]
Mon = monomials2(rac, rst, s)
Pm = end_values(rac, rst, tau, Wen)
MonN = flint.nmod_mat(d, d, [int(v) for v in Mon.ravel()], P)
print("rank Mon at", d, "random states:", MonN.rank())
B = MonN.solve(flint.nmod_mat(d, len(Wen), [int(v) for v in Pm.ravel()], P))
SB = flint.nmod_mat(len(Wst), d, [int(v) for v in S.ravel()], P) * B
ok = all(int(SB[i, j]) == int(Y[i, j]) for i in range(len(Wst)) for j in range(len(Wen)))
print("Y == S B on 40 x 300 sampled grid entries at (2,3,3,6):", ok)
print(f"wall {time.time() - t0:.1f} s")
