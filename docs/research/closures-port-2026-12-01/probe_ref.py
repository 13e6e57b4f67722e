"""Reference values from the lab (not the module under port): block ranks at T = 6, 8 and Prop. 42 bounds."""
import time
from proofs.general.depth4 import near_vertex, outer_blocks, local_jets
t = time.time()
print("T6 ranks", near_vertex.block_ranks(T=6, alphas=[(8, 1, 1), (7, 2, 1), (9, 1, 0), (8, 2, 0), (7, 3, 0)]), f"{time.time()-t:.0f}s", flush=True)
t = time.time()
bb6 = outer_blocks.block_bounds(T=6)
print("T6 bounds", {a: bb6[a] for a in [(8, 1, 1), (7, 2, 1), (9, 1, 0), (8, 2, 0), (7, 3, 0), (6,2,2),(6,3,1),(5,4,1)] if a in bb6}, f"{time.time()-t:.0f}s", flush=True)
t = time.time()
bb = outer_blocks.block_bounds(T=8)
print("T8 bounds", {a: bb[a] for a in [(19, 1, 0), (18, 1, 1), (17, 2, 1), (16, 2, 2), (16, 3, 1)]}, f"{time.time()-t:.0f}s", flush=True)
t = time.time()
for a in [(30, 3, 2), (31, 3, 1), (33, 1, 1)]:
    t = time.time()
    print("T10 jet", a, local_jets.jet_dimension(T=10, alpha=a)["bound"], f"{time.time()-t:.0f}s", flush=True)
t = time.time()
print("T8 ranks", near_vertex.block_ranks(T=8, alphas=[(19, 1, 0), (18, 1, 1), (17, 2, 1), (16, 2, 2), (16, 3, 1)]), f"{time.time()-t:.0f}s", flush=True)
