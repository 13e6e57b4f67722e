import time, numpy as np
rng = np.random.default_rng(1)
m = 30000
for dt in (np.float64, np.float32):
    for kb in (1024, 2048):
        c = rng.integers(-125, 126, size=(m, kb)).astype(dt); U = rng.integers(-125, 126, size=(kb, 1024)).astype(dt)
        X = np.empty((m, 1024), dt); np.matmul(c[:1000], U, out=X[:1000])
        t = time.time(); np.matmul(c, U, out=X); el = time.time() - t
        print(dt.__name__, kb, f"{2*m*kb*1024/el/1e9:.1f} GFLOPS", flush=True)
