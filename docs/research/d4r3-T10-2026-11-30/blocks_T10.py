"""The 14 predicted blocks at T = 10 with the lab's near_vertex.block_ranks (PREDICTION.txt); Lemma S at s = 5."""
import time

from proofs.general.depth4 import near_vertex as nv
from proofs.general.depth4.corner_blocks import start_jacobian_rank

ALPHAS = [(13, 12, 10), (14, 12, 9), (15, 11, 9), (15, 13, 7), (16, 10, 9), (16, 12, 7), (16, 14, 5), (17, 11, 7),
          (18, 9, 8), (18, 12, 5), (19, 10, 6), (20, 9, 6), (22, 8, 5), (24, 6, 5)]
t = time.time()
print("Start Jacobian rank at s = 5, R = 3:", start_jacobian_rank(n=5, R=3), flush=True)
ranks = nv.block_ranks(T=10, alphas=ALPHAS, chunk=2)
for a, r in ranks.items():
    print(a, r, flush=True)
print("orbit-weighted partial sum", 6 * sum(ranks.values()), "time", round(time.time() - t, 1), flush=True)
