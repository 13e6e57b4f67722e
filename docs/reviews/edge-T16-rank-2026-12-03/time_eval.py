import sys, time
import numpy as np
sys.path.insert(0, '.')
import edge16_eval
T, C = int(sys.argv[1]), int(sys.argv[2])
t = time.time()
A = edge16_eval.build(T, C, 200, 5, 32749)
dt = time.time() - t
print(f"T={T} C={C} E=200: {dt:.2f}s  per pair {dt/(200*C)*1e9:.0f} ns", flush=True)
