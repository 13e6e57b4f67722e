"""Item 1, numerically: edge_block(T, Y, cuts=c) is the column subset (first c cut points, each k) of
edge_block(T, Y) with the same seed, rows identical; and draw_point does not depend on cuts."""
import sys, time
from math import comb
import numpy as np
from numerics.bounds.depth4 import start_degrees
from proofs.general.depth4.edge_block import edge_block
from proofs.general.depth4.near_vertex import draw_point

for T, Y, cuts, seed in [(6, 40, 7, 1), (8, 60, 37, 1), (8, 60, 37, 5), (10, 30, 101, 1)]:
    t0 = time.time()
    n1, n2, n3 = start_degrees(depth=4, T=T)
    X = comb(n2 + 2, 2) * comb(n3 + 2, 2)
    full = edge_block(T=T, Y=Y, seed=seed)
    sub = edge_block(T=T, Y=Y, seed=seed, cuts=cuts)
    cols = np.concatenate([k * X + np.arange(cuts) for k in range(3)])
    same = np.array_equal(sub, full[:, cols])
    fc = edge_block(T=T, Y=Y, seed=seed, centred=True)
    sc = edge_block(T=T, Y=Y, seed=seed, cuts=cuts, centred=True)
    same_c = np.array_equal(sc, fc[:, cols])
    # centred float32 equals uint32 mod p
    p = 1048571
    cen_ok = np.array_equal(np.mod(fc.astype(np.int64), p), full.astype(np.int64))
    print(f"T={T} X={X} Y={Y} cuts={cuts} seed={seed}: full {full.shape}, sub {sub.shape}; "
          f"sub == full[:, first cuts of each k]: {same}; centred too: {same_c}; centred == uint32 mod p: {cen_ok}; "
          f"{time.time() - t0:.1f}s", flush=True)
# draw_point: the draws are the same whatever cuts, since edge_block always draws X_all; and b, c prefix of X
w1, b1, c1, e1 = draw_point(seed=1, X=990, Y=60, n=4)
print("draw_point is called with X = X_all in edge_block (source check below); ends shape", e1.shape)
