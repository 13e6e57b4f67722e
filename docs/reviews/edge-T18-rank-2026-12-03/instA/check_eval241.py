"""instance A: ev139 at q = 241 (the production path: centred int8 output, parallel kernel, evaluated in chunks of
End points as run139 does) against the lab's edge_block with its module prime set to 241 (draw_point is unchanged:
it draws with near_vertex.PRIME = 1048571, so the integers are the same), and against ev139 at p = 1048571 reduced
mod 241 is NOT expected to agree (different prime, same integers only at the input): not compared."""
import sys
import numpy as np
sys.path.insert(0, "/work/main/docs/reviews/edge-T18-rank-2026-12-03/instA")
from ev139 import edge_block139, kernel, precompute, weights_array
import proofs.general.depth4.edge_block as EB

q = 241
for T, Y, cuts in [(6, 40, 50), (8, 60, 70), (10, 50, 80), (12, 40, 60), (14, 20, 40), (16, 12, 30), (18, 12, 20), (18, 30, 200)]:
    for seed in (20261204, 20261205):
        old = EB.PRIME
        EB.PRIME = q
        try:
            lab = EB.edge_block(T=T, Y=Y, cuts=cuts, seed=seed).astype(np.int64)
        finally:
            EB.PRIME = old
        pre = precompute(T=T, seed=seed, Y=Y, cuts=cuts, p=q)
        out = np.zeros((3 * Y, 3 * cuts), np.int8)
        k = kernel(True)
        for y0 in range(0, Y, 7):  # in chunks, as the driver does
            k(y0, min(Y, y0 + 7), 0, pre["PX"], pre["PY"], weights_array(pre), pre["S"], float(q), True, out)
        mine = out.astype(np.int64)
        eq = np.array_equal(mine % q, lab) and np.abs(mine).max() <= (q - 1) // 2
        print(f"T={T} Y={Y} cuts={cuts} seed={seed}: int8 centred mod 241 equal to the lab mod 241: {eq} "
              f"(nonzero {np.count_nonzero(lab)} of {lab.size})", flush=True)
        assert eq
print("ALL EQUAL")
