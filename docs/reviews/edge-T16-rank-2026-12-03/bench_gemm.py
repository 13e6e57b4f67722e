import numpy as np, time
m, k, w = 40000, 2048, 1024
rng = np.random.default_rng(0)
c = rng.integers(-16374, 16375, size=(m, k)).astype(np.float64)
U = rng.integers(-16374, 16375, size=(k, w)).astype(np.float64)
for _ in range(2):
    t = time.time(); X = c @ U; dt = time.time() - t
    print(f"gemm {m}x{k}x{w}: {dt:.2f}s {2*m*k*w/dt/1e9:.1f} GFLOPS", flush=True)
A16 = rng.integers(-16374, 16375, size=(m, w)).astype(np.int16)
t = time.time()
Y = A16.astype(np.float64); Y -= X
q = np.floor(Y * (1.0/32749) + 0.5); Y -= q * 32749
out = Y.astype(np.int16)
print(f"convert+mod {m}x{w}: {time.time()-t:.3f}s", flush=True)
