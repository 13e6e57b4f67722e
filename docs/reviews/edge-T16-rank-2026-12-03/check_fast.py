import sys, time
import numpy as np
sys.path.insert(0, '.')
import edge16_eval, edge16_fast
p = 32749
for T, C, E in [(6, 300, 37), (8, 530, 45), (10, 300, 20), (16, 600, 15)]:
    for seed in (7, 8):
        A = edge16_eval.build(T, C, E, seed, p)
        B = edge16_fast.build(T, C, E, seed, p)
        print(T, C, E, seed, 'identical' if np.array_equal(A, B) else 'DIFFERENT', flush=True)
for T in (12, 16):
    t = time.time(); edge16_fast.build(T, 2000, 200, 5, p); dt = time.time() - t
    print(f"fast T={T} C=2000 E=200: {dt:.2f}s per pair {dt/(400000)*1e9:.0f} ns", flush=True)
