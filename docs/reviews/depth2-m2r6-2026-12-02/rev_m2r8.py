"""(2, 8), s = 7: rank of the End coefficient span S_7 (rows from rev_d2.end_rows, own code), stored as float32
centred GF(p) values; rank by the lab's numerics.rank.dense.rank_mod_p (BLAS elimination, exact mod p < 2^25)."""
import sys, time, resource
import numpy as np
from rev_d2 import draw_weights, mult_table, D
from rev_left import end_rows_left as end_rows
from numerics.rank.dense import rank_mod_p

M, R, s = (int(v) for v in sys.argv[3:6]) if len(sys.argv) > 3 else (2, 8, 7)
p = int(sys.argv[1]); seed = int(sys.argv[2]); batch = 200
W = draw_weights(M, R, seed, p)
Dm = D(M, R, s); N = Dm + 24
tabs = {j: mult_table(R, j) for j in range(1, s)}

rng = np.random.default_rng(seed * 1000 + s)
probe = end_rows(W, s, rng.integers(0, p, (1, s, M)).astype(np.int64), p, tabs)
ncol = probe.shape[1]
print(f"(M,R,s)=({M},{R},{s}) p={p} seed={seed} rows={N} cols={ncol} D_s={Dm}", flush=True)
A = np.empty((N, ncol), dtype=np.float32)
t0 = time.time(); h = p // 2
for b0 in range(0, N, batch):
    nb = min(batch, N - b0)
    X = rng.integers(0, p, (nb, s, M)).astype(np.int64)
    rows = end_rows(W, s, X, p, tabs)
    rows[rows > h] -= p
    A[b0:b0 + nb] = rows
t1 = time.time()
print(f"build {t1 - t0:.0f}s, maxrss {resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1e6:.2f} GB", flush=True)
r = rank_mod_p(A, p, backend="blas", overwrite=True)
print(f"rank {r}, D_s={Dm}; rank time {time.time() - t1:.0f}s, maxrss {resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1e6:.2f} GB", flush=True)
