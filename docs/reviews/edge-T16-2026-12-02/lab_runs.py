"""Item 3 (lab side): edge_block_rank with small nearly square sizes at T = 8 and 10, FLINT and BLAS."""
import sys, time, resource
from proofs.general.depth4.edge_block import edge_block_rank
runs = [(8, 495, 495, 1), (8, 491, 491, 2), (10, 1615, 1615, 1), (10, 1612, 1612, 3)]
only = sys.argv[1:]
for T, Y, cuts, seed in runs:
    for blas in (False, True):
        if only and f"{T}" not in only:
            continue
        t0 = time.time()
        r = edge_block_rank(T=T, Y=Y, cuts=cuts, seed=seed, blas=blas)
        rss = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1e6
        print(f"edge_block_rank(T={T}, Y={Y}, cuts={cuts}, seed={seed}, blas={blas}) = {r}  (side {3*Y} x {3*cuts}, "
              f"{time.time()-t0:.1f}s, maxRSS so far {rss:.2f} GB)", flush=True)
