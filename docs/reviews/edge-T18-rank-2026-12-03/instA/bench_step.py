"""instance A: cpu time of one Schur step (r = 1152) on a random centred int8 matrix of side n, one thread, and
of the float32 GEMM alone at the trailing-update shape; gives cpu-ns per (active element x step)."""
import sys, time
import numpy as np
import numba
from scipy.linalg.blas import sgemm
sys.path.insert(0, "/work/main/docs/reviews/edge-T18-rank-2026-12-03/instA")
from el139 import Elim

numba.set_num_threads(1)
q = 241
rng = np.random.default_rng(5)
for n in (6000, 16000):
    buf = rng.integers(-120, 121, size=n * n, dtype=np.int8)
    el = Elim(buf, n, n, q)
    if n == 6000:
        el.step()  # compile
        continue
    c0, w0 = time.process_time(), time.time()
    el.step()
    c, w = time.process_time() - c0, time.time() - w0
    print(f"n={n}: one step r={el.rank}: cpu {c:.1f}s wall {w:.1f}s (profile {el.t_profile:.1f}, inverse {el.t_inv:.1f}, "
          f"U {el.t_U:.1f}); cpu per element-step {c / (n * n) * 1e9:.1f} ns", flush=True)
ncn, r, B = 16000, 1152, 256
U = rng.integers(-120, 121, size=(r, ncn)).astype(np.float32)
L = rng.integers(-120, 121, size=(B, r)).astype(np.float32)
N = rng.integers(-120, 121, size=(B, ncn)).astype(np.float32)
sgemm(-1.0, U.T, L.T, beta=1.0, c=N.T, overwrite_c=1)
c0 = time.process_time()
for _ in range(10):
    sgemm(-1.0, U.T, L.T, beta=1.0, c=N.T, overwrite_c=1)
c = (time.process_time() - c0) / 10
print(f"sgemm {B} x {r} x {ncn}: cpu {c * 1e3:.0f} ms, {2 * B * r * ncn / c / 1e9:.0f} GFLOPS (cpu), "
      f"{c / (B * ncn) * 1e9:.1f} cpu-ns per element-step", flush=True)
