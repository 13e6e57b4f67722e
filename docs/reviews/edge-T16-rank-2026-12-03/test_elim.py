"""Compare elim16.rank_modp with python-flint nmod_mat.rank() on random and deliberately rank-deficient matrices."""
import sys, time
import numpy as np
import flint
sys.path.insert(0, '.')
from elim16 import rank_modp, to_flint
p = 32749
rng = np.random.default_rng(20261203)
def centred(M):
    M = np.asarray(M, np.int64) % p
    M[M > (p - 1) // 2] -= p
    return M.astype(np.int16)
cases = []
for (nr, nc) in [(500, 500), (1200, 900), (900, 1300), (2000, 2000)]:
    cases.append((f"random {nr}x{nc}", rng.integers(0, p, size=(nr, nc))))
for (nr, nc, k) in [(500, 500, 437), (1500, 1500, 1490), (2500, 2400, 2100), (3000, 3000, 2999)]:
    L = rng.integers(0, p, size=(nr, k)); Rm = rng.integers(0, p, size=(k, nc))
    cases.append((f"rank<= {k} product {nr}x{nc}", (L @ Rm) % p))
# structured deficiency: duplicated/zero columns and rows, dependent panel columns
M = rng.integers(0, p, size=(2000, 2000))
M[:, 100:140] = (M[:, 0:40] * 3 + M[:, 200:240]) % p   # dependent columns inside one panel
M[:, 1500] = 0
M[700:900] = (M[0:200] * 5 + M[1000:1200]) % p         # dependent rows
cases.append(("structured 2000x2000", M))
M = np.zeros((1800, 1600), np.int64); M[:, :700] = rng.integers(0, p, size=(1800, 700))
M[:, 900:1600] = (M[:, :700] @ rng.integers(0, p, size=(700, 700))) % p
M[:300] = 0
cases.append(("block-sparse 1800x1600", M))
ok = True
for name, M in cases:
    for kb in (128, 512):
        A = centred(M)
        t = time.time(); r1 = rank_modp(A, p, kb=kb, w=kb, extra=8, log=lambda s: None); t1 = time.time() - t
        t = time.time(); r2 = to_flint(M, p).rank(); t2 = time.time() - t
        ok &= (r1 == r2)
        print(f"{name:32s} kb={kb:4d}: mine {r1} ({t1:.1f}s)  flint {r2} ({t2:.1f}s)  {'OK' if r1 == r2 else 'MISMATCH'}", flush=True)
print("ALL OK" if ok else "SOME MISMATCH")
