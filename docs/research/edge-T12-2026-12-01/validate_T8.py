"""T = 8: my dual-number edge block vs near_vertex (entrywise, via the lab's own _evaluate at the same point) and
vs block_ranks(T=8, alphas=[(19, 1, 0)]) (rank)."""
import sys, time, resource
sys.path.insert(0, "/work/main/docs/research/edge-T12-2026-12-01")
import numpy as np
from math import comb
from edge_dual import draw, default_Y, edge_block, PRIME
from proofs.general.depth4 import near_vertex as nv
from numerics.rank.flint_bridge import flint_rank_mod_p, flint_inv_mod_p

T, seed = 8, 1
alpha = (19, 1, 0)
Y = default_Y(T=T, alpha=alpha)
pt = draw(T=T, seed=seed, Y=Y)
X, n1 = pt["X"], pt["n1"]
t0 = time.time()
m1, m0 = edge_block(pt, constant=True)
print(f"mine: {m1.shape} in {time.time()-t0:.1f}s", flush=True)

# the lab's numpy path at the same point, blocks (19,1,0) and (20,0,0)
chosen = [alpha, (20, 0, 0)]
W2, W3, W4, H1, H2, H3, H4, WO = pt["weights"]
b = [v.reshape(X, 1, 1) for v in pt["b"]]
c = [v.reshape(X, 1, 1) for v in pt["c"]]
lattice = [(i, j) for i in range(n1 + 1) for j in range(n1 + 1 - i)]
V = np.array([[pow(i, a, PRIME) * pow(j, bb, PRIME) % PRIME for a, bb in lattice] for i, j in lattice])
row = {mono: r for r, mono in enumerate(lattice)}
pick = flint_inv_mod_p(V.astype(np.uint64), PRIME)[[row[(a[1], a[2])] for a in chosen]].astype(np.float64)
w = [np.ones((1, len(lattice), 1), np.int64)] + [np.array(v, np.int64).reshape(1, -1, 1) for v in zip(*lattice)]
h2 = nv._had(b, nv._mv(W2, w)); h3 = nv._had(c, nv._mv(W3, h2)); v = nv._mv(W4, h3)
blocks = np.empty((2, 3 * Y, 3 * X), np.uint32)
t0 = time.time()
nv._evaluate(blocks, X, Y, 10, pick, w, h2, h3, v, pt["ends"], pt["weights"])
print(f"lab _evaluate: {time.time()-t0:.1f}s", flush=True)
print("entrywise (19,1,0) equal:", np.array_equal(blocks[0], m1))
print("entrywise (20,0,0) equal:", np.array_equal(blocks[1], m0))
r1 = flint_rank_mod_p(m1.astype(np.uint64), PRIME, threads=1)[0]
r0 = flint_rank_mod_p(m0.astype(np.uint64), PRIME, threads=1)[0]
print(f"my ranks: (19,1,0) {r1}, (20,0,0) {r0}", flush=True)
t0 = time.time()
lab = nv.block_ranks(T=8, seed=seed, alphas=[alpha, (20, 0, 0)], compiled=None)
print(f"block_ranks(T=8, seed={seed}, alphas=[(19,1,0),(20,0,0)]): {lab} ({time.time()-t0:.1f}s)")
lab1 = nv.block_ranks(T=8, seed=seed, alphas=[alpha], compiled=None)
print(f"block_ranks(T=8, seed={seed}, alphas=[(19,1,0)]): {lab1}")
print("maxrss MB", resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024)
