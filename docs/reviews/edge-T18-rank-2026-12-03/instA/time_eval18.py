"""instance A: evaluation time per (End point, cut point) pair at T = 12, 14, 18 (q = 241, centred int8, one
thread, compile excluded): E_s End points against all C cut points of the production size."""
import sys, time
import numpy as np
import numba
sys.path.insert(0, "/work/main/docs/reviews/edge-T18-rank-2026-12-03/instA")
from ev139 import kernel, precompute, weights_array

numba.set_num_threads(1)
k = kernel(True)
for T, C, Es in [(18, 41858, 240)]:
    pre = precompute(T=T, seed=20261204, Y=Es, cuts=C, p=241)
    out = np.zeros((3 * Es, 3 * C), np.int8)
    Wt = weights_array(pre)
    k(0, 1, 0, pre["PX"], pre["PY"], Wt, pre["S"], 241.0, True, out)  # compile / warm
    t0 = time.process_time(); w0 = time.time()
    k(0, Es, 0, pre["PX"], pre["PY"], Wt, pre["S"], 241.0, True, out)
    cpu, wall = time.process_time() - t0, time.time() - w0
    per = cpu / (Es * C)
    print(f"T={T} S={pre['S']}: {Es} x {C} pairs, cpu {cpu:.1f}s (wall {wall:.1f}s), {per*1e9:.0f} ns/pair cpu; "
          f"full {C} x {C}: {per * C * C:.0f} cpu-s", flush=True)
