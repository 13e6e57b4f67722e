"""instance A: entry-by-entry check of ev139 (p = 1048571) against the lab's edge_block (mod PRIME)."""
import sys, time
import numpy as np
sys.path.insert(0, "/work/main/docs/reviews/edge-T18-rank-2026-12-03/instA")
from ev139 import edge_block139
from proofs.general.depth4.edge_block import edge_block, PRIME

cases = [(6, 40, 30), (8, 60, 50), (10, 50, 70), (12, 40, 60), (18, 6, 20)]
if len(sys.argv) > 1:
    cases = [tuple(int(a) for a in s.split(",")) for s in sys.argv[1:]]
for T, Y, cuts in cases:
    for seed in (20261204, 7):
        t0 = time.time()
        lab = edge_block(T=T, Y=Y, cuts=cuts, seed=seed).astype(np.int64)
        t1 = time.time()
        mine = edge_block139(T=T, seed=seed, Y=Y, cuts=cuts, p=PRIME)
        t2 = time.time()
        eq = np.array_equal(lab, mine)
        print(f"T={T} Y={Y} cuts={cuts} seed={seed} shape={lab.shape} nonzero={np.count_nonzero(lab)} "
              f"equal={eq} (lab {t1-t0:.1f}s, mine {t2-t1:.1f}s)", flush=True)
        assert eq
print("ALL EQUAL")
