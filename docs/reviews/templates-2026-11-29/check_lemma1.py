"""Lemma 1 (T = 2): grid rank with K = r = min{R, M} random templates vs the rank of y at 20 x 20 random points,
for random RACs and for special (non-generic) RACs: 0/1 weights with many zeros, rank-one W^{I,1}, zero initial
states in some layers, all-ones W^{H,l}. Depths L = 1..5."""
import time

import numpy as np

from racgf import P, RAC, grid_matrix, random_point_matrix, rank_np

t0 = time.time()
rng = np.random.default_rng(7)
bad = 0
from collections import Counter
tally = Counter()
total = 0


def special(L, M, R, kind):
    if kind == "generic":
        return RAC(L, M, R, rng)
    if kind == "01sparse":
        WI = [(rng.random((R, M if l == 0 else R)) < 0.35).astype(np.int64) for l in range(L)]
        WH = [(rng.random((R, R)) < 0.35).astype(np.int64) for l in range(L)]
        h0 = [(rng.random(R) < 0.5).astype(np.int64) for l in range(L)]
        WO = rng.integers(0, 3, size=R)
        return RAC(L, M, R, WI=WI, WH=WH, h0=h0, WO=WO)
    if kind == "rank1_WI1":
        r = RAC(L, M, R, rng)
        u = rng.integers(0, P, size=(R, 1))
        v = rng.integers(0, P, size=(1, M))
        r.WI[0] = (u @ v) % P
        return r
    if kind == "ones_WH":
        r = RAC(L, M, R, rng)
        r.WH = [np.ones((R, R), dtype=np.int64) for _ in range(L)]
        return r
    if kind == "zero_h0_and_repeated_rows":
        r = RAC(L, M, R, rng)
        r.h0[0] = np.zeros(R, dtype=np.int64)
        r.h0[0][0] = 1
        r.WI[0][1:] = r.WI[0][0]
        return r
    raise ValueError(kind)


for L in (1, 2, 3, 4, 5):
    for M, R in ((2, 2), (2, 3), (3, 2), (3, 3), (4, 3), (2, 5), (5, 4)):
        r = min(M, R)
        for kind in ("generic", "01sparse", "rank1_WI1", "ones_WH", "zero_h0_and_repeated_rows"):
            for rep in range(3):
                rac = special(L, M, R, kind)
                sep = rank_np(random_point_matrix(rac, 1, 20, 20, rng))
                tau = rng.integers(0, P, size=(r, M))
                g = rank_np(grid_matrix(rac, tau, 1))
                total += 1
                tally[(kind, 'sep<r' if sep < r else 'sep=r')] += 1
                if g != sep or sep > r:
                    bad += 1
                    print("MISMATCH", L, M, R, kind, rep, "grid", g, "random-point rank", sep)
        print(f"L={L} (M,R)={M,R} done", flush=True) if False else None
    print(f"depth {L}: done ({time.time() - t0:.1f}s)", flush=True)
print(f"{total} (RAC, templates) draws, mismatches (grid rank != random-point rank, or rank > r): {bad}")
print(sorted(tally.items()))
print(f"wall {time.time() - t0:.1f} s")
