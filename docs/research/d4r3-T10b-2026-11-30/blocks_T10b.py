"""The second batch at T = 10 (PREDICTION.txt): 30 orbit representatives with every alpha_i >= 5, with the lab's
near_vertex.block_ranks at the first batch's point (seed 1), blocks in a temporary file; each rank printed as taken."""
import time

from proofs.general.depth4 import near_vertex as nv

SIX = [(14, 11, 10), (14, 13, 8), (15, 12, 8), (15, 14, 6), (16, 11, 8), (16, 13, 6), (17, 10, 8), (17, 12, 6),
       (17, 13, 5), (18, 10, 7), (18, 11, 6), (19, 9, 7), (19, 11, 5), (20, 8, 7), (20, 10, 5), (21, 8, 6),
       (21, 9, 5), (22, 7, 6), (23, 7, 5)]
THREE = [(12, 12, 11), (13, 11, 11), (13, 13, 9), (14, 14, 7), (15, 10, 10), (15, 15, 5), (17, 9, 9), (19, 8, 8),
         (21, 7, 7), (23, 6, 6), (25, 5, 5)]
t = time.time()
total = 0


def report(alpha, rank):
    global total
    total += (6 if alpha in SIX else 3) * rank
    print(alpha, rank, "orbit-weighted so far", total, "time", round(time.time() - t, 1), flush=True)


ranks = nv.block_ranks(T=10, alphas=SIX + THREE, chunk=2, on_disk=True, report=report)
print("orbit-weighted sum of this batch", total, "with the first batch", total + 704592, flush=True)
