"""Evaluation throughput of the T = 18 kernel at the production sizes (E = C = 41858, seed 20261204, q = 241)."""
import sys, time
import numpy as np
sys.path.insert(0, '.')
from q241_eval import make_filler
T, E, C, seed, q = 18, 41858, 41858, 20261204, 241
t = time.time(); fill, XA, YA, src = make_filler(T, E, C, seed, q); t1 = time.time()
out = np.empty((3 * 128, 3 * C), np.int8)
fill(out[:3], XA, YA, 0, 1, C); t2 = time.time()
print(f'precompute {t1 - t:.1f}s, compile+1 row {t2 - t1:.1f}s, generated lines {len(src.splitlines())}', flush=True)
for nb in (64, 128):
    t = time.time(); c0 = time.process_time(); fill(out[: 3 * nb], XA, YA, 1000, 1000 + nb, C); el = time.time() - t; cpu = time.process_time() - c0
    print(f'{nb} End points x {C} cut points = {nb * C} pairs in {el:.2f}s: {nb * C / el:.3e} pairs/s; '
          f'whole T=18 block {E * C:.3e} pairs -> {E * C / (nb * C / el):.0f} s at this rate; CPU {cpu:.2f}s: {nb * C / cpu:.3e} pairs per CPU-second -> {E * C / (nb * C / cpu):.0f} CPU-s', flush=True)
