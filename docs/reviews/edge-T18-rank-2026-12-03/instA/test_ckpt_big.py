"""instance A: checkpoint round trip above 2^31 bytes (2.3 GB): write_ckpt, zero the buffer, read_ckpt, compare."""
import hashlib, os, shutil, sys, time
import numpy as np
sys.path.insert(0, "/work/main/docs/reviews/edge-T18-rank-2026-12-03/instA")
from run139 import read_ckpt, write_ckpt

n = 2_300_000_000
buf = np.empty(n, np.int8)
rng = np.random.default_rng(1)
for i in range(0, n, 1 << 26):
    buf[i : i + (1 << 26)] = rng.integers(-120, 121, size=min(1 << 26, n - i), dtype=np.int8)
h0 = hashlib.sha256(memoryview(buf)).hexdigest()
ck = "/tmp/edge18rev/instA/ckbig"
shutil.rmtree(ck, ignore_errors=True)
os.makedirs(ck)
params = {"test": 1}
t0 = time.time()
write_ckpt(ck, params, {"phase": "elim", "m": 1, "nc": n, "rank": 0, "steps": 0}, buf, n, print)
t1 = time.time()
buf[:] = 0
st = read_ckpt(ck, params, buf, print)
t2 = time.time()
h1 = hashlib.sha256(memoryview(buf)).hexdigest()
print(f"write {t1 - t0:.1f}s ({n / (t1 - t0) / 1e6:.0f} MB/s), read {t2 - t1:.1f}s, state {st}, sha256 equal: {h0 == h1}")
assert h0 == h1
shutil.rmtree(ck)
