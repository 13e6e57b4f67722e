"""The lab's RAC block evaluation (independent of the window model) at T = 10, own seed, two non-interior orbits."""
import time
from proofs.general.depth4.near_vertex import block_ranks, OUTER_RANKS
t0 = time.time()
al = [(34, 1, 0), (21, 13, 1)]
r = block_ranks(T=10, seed=29, alphas=al, compiled=True,
                report=lambda a, k: print(f"alpha={a} block rank={k} recorded={OUTER_RANKS[a]} [{time.time()-t0:.0f}s]", flush=True))
print(r, f"total {time.time()-t0:.0f}s")
