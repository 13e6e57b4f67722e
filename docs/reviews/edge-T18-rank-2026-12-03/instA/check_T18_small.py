"""instance A: end-to-end at T = 18 on small corners (first E End points, first C cut points), q = 241: the lab's
edge_block run mod 241 (module prime patched; the same integers), ev139's int8 block, and three ranks: FLINT's on the
lab's matrix, FLINT's on ev139's, el139's on ev139's (kmax 1152 and kmax 100)."""
import sys
import flint
import numpy as np
sys.path.insert(0, "/work/main/docs/reviews/edge-T18-rank-2026-12-03/instA")
from ev139 import edge_block139
from el139 import rank_int8
import proofs.general.depth4.edge_block as EB

q = 241
for E, C, seed in [(1000, 1000, 20261204), (600, 900, 20261204), (1000, 1000, 20261205)]:
    old = EB.PRIME
    EB.PRIME = q
    try:
        lab = EB.edge_block(T=18, Y=E, cuts=C, seed=seed).astype(np.int64)
    finally:
        EB.PRIME = old
    mine = edge_block139(T=18, seed=seed, Y=E, cuts=C, p=q, center=True, dtype=np.int8)
    same = np.array_equal(mine.astype(np.int64) % q, lab)
    m, n = lab.shape
    rf_lab = flint.nmod_mat(m, n, [int(x) for x in lab.ravel()], q).rank()
    rf_mine = flint.nmod_mat(m, n, [int(x) % q for x in mine.ravel()], q).rank()
    r1 = rank_int8(mine.ravel().copy(), m, n, q)
    r2 = rank_int8(mine.ravel().copy(), m, n, q, kmax=100)
    print(f"T=18 E={E} C={C} seed={seed}: matrices equal {same}; FLINT(lab) {rf_lab}, FLINT(mine) {rf_mine}, "
          f"el139 {r1} (kmax 1152), {r2} (kmax 100)", flush=True)
    assert same and rf_lab == rf_mine == r1 == r2
print("ALL AGREE")
