import time, numpy as np, flint, sys
p = int(sys.argv[1]); n = int(sys.argv[2])
rng = np.random.default_rng(123)
A = rng.integers(0, p, size=(n, n))
t0 = time.time(); M = flint.nmod_mat(n, n, A.ravel().tolist(), p); t1 = time.time()
r = M.rank(); t2 = time.time()
print(f"n={n} p={p} build {t1-t0:.1f}s rank {r} in {t2-t1:.1f}s")
