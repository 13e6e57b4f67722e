import time, sys, numpy as np, flint
from modrank import rank_modp
p = 8388587
rng = np.random.default_rng(99)
for (n, m, r) in [(50, 40, 30), (300, 200, 150), (2400, 2310, 2250), (2310, 2310, 2310), (2400, 2310, 2310)]:
    A = (rng.integers(0, p, (n, r)) @ np.eye(r, dtype=np.int64)) % p
    B = rng.integers(0, p, (r, m))
    # product mod p exactly via object-free int trick: split B
    M = np.zeros((n, m), dtype=np.int64)
    for i in range(r):
        M = (M + (A[:, i:i+1] * B[i:i+1, :]) % p) % p
    t0 = time.time(); rk = rank_modp(M, p); t1 = time.time()
    fl = flint.nmod_mat(n, m, M.ravel().tolist(), p).rank(); t2 = time.time()
    print(n, m, 'planted', r, 'mine', rk, f'{t1-t0:.1f}s', 'flint', fl, f'{t2-t1:.1f}s', flush=True)
    assert rk == fl
