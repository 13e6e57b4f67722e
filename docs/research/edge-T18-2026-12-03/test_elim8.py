"""elim18.rank_modp (int8, p = 251, float32 GEMM for kb <= 1073) vs python-flint nmod_mat.rank() on random and
deliberately rank-deficient matrices mod 251, side 500-3000; plus forced extra-round cases; plus a checkpoint
round trip inside the elimination (ckpt_every=0: a checkpoint after every panel, then resume from the last one)."""
import os, sys, time, tempfile
os.environ.setdefault("NUMBA_CACHE_DIR", "/tmp/edge18/numba_cache")
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import numpy as np
import flint
import elim18
from elim18 import rank_modp, to_flint
p = 251
rng = np.random.default_rng(20261218)
def centred(M):
    M = np.asarray(M, np.int64) % p
    M[M > (p - 1) // 2] -= p
    return M.astype(np.int8)
cases = []
for (nr, nc) in [(500, 500), (1200, 900), (900, 1300), (2000, 2000)]:
    cases.append((f"random {nr}x{nc}", rng.integers(0, p, size=(nr, nc))))
for (nr, nc, k) in [(500, 500, 437), (1500, 1500, 1490), (2500, 2400, 2100), (3000, 3000, 2999)]:
    L = rng.integers(0, p, size=(nr, k)); Rm = rng.integers(0, p, size=(k, nc))
    cases.append((f"rank<= {k} product {nr}x{nc}", (L @ Rm) % p))
M = rng.integers(0, p, size=(2000, 2000))
M[:, 100:140] = (M[:, 0:40] * 3 + M[:, 200:240]) % p
M[:, 1500] = 0
M[700:900] = (M[0:200] * 5 + M[1000:1200]) % p
cases.append(("structured 2000x2000", M))
M = np.zeros((1800, 1600), np.int64); M[:, :700] = rng.integers(0, p, size=(1800, 700))
M[:, 900:1600] = (M[:, :700] @ rng.integers(0, p, size=(700, 700))) % p
M[:300] = 0
cases.append(("block-sparse 1800x1600", M))
# extra-round path
for trial in range(2):
    M = rng.integers(0, p, size=(2400, 1500))
    M[:1200, 5 + trial:] = 0
    M[1300:1500] = (M[1500:1700] * 2 + M[2000:2200]) % p
    M[:, 1400:1450] = (M[:, 0:50] + M[:, 700:750] * 7) % p
    cases.append((f"extra-round {trial} 2400x1500", M))
ok = True
for name, M in cases:
    r2 = to_flint(M, p).rank()
    for kb in ((128, 1024, 2048) if name.startswith("random 2000") else (128, 1024)):
        A = centred(M)
        lines = []
        t = time.time(); r1, st = rank_modp(A, p, kb=kb, w=kb, extra=8, log=lines.append); t1 = time.time() - t
        extra_rounds = st["rounds"] - st["panel"]
        ok &= (r1 == r2)
        print(f"{name:32s} kb={kb:4d} ({'float32' if kb * 125**2 + 125 < 2**24 else 'float64'}): mine {r1} ({t1:.1f}s, rounds {st['rounds']}, panels {st['panel']})  flint {r2}  {'OK' if r1 == r2 else 'MISMATCH'}", flush=True)
# checkpoint round trip: checkpoint after every panel; then resume from the file (the last one) and finish
M = cases[3][1]  # random 2000x2000
r2 = to_flint(M, p).rank()
d = tempfile.mkdtemp(dir="/tmp/edge18")
path = os.path.join(d, "t.bin")
A = centred(M)
r1, st = rank_modp(A, p, kb=128, w=128, extra=8, log=lambda s: None, ckpt_path=path, ckpt_every=0.0, ckpt_meta={"x": 1})
B, meta = elim18.read_checkpoint(path)
r3, st3 = rank_modp(B, p, kb=128, w=128, extra=8, log=lambda s: None, state=meta["state"])
print(f"checkpoint round trip 2000x2000 kb=128: full {r1}, resumed from panel {meta['state']['panel']} (block {B.shape}) -> {r3}, flint {r2}  {'OK' if r1 == r2 == r3 else 'MISMATCH'}")
ok &= r1 == r2 == r3
os.remove(path); os.rmdir(d)
print("ALL OK" if ok else "SOME MISMATCH")
