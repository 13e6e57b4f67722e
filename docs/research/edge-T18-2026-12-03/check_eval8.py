"""int8 fast kernel (p = 251, two threads path not used here) vs the plain int64 kernel edge16_eval.kernel, entry for entry."""
import os, sys
os.environ.setdefault("NUMBA_CACHE_DIR", "/tmp/edge18/numba_cache")
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
# edge16_eval is the T = 16 reviewer's, used in place (edge16_fast puts its folder on the path too)
sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), '..', '..', 'reviews', 'edge-T16-rank-2026-12-03'))
import numpy as np
import edge16_eval, edge16_fast
p = 251
ok = True
for T, C, E in [(6, 40, 30), (8, 300, 200), (10, 300, 200), (12, 200, 100), (18, 150, 60)]:
    for seed in (20261218, 7):
        Ws, WO, bcut, ccut, ends = edge16_eval.draw(T, C, E, seed, p)
        ref = np.zeros((3 * E, 3 * C), np.int16)
        edge16_eval.kernel(Ws, WO, bcut, ccut, ends, p, T // 2 - 2, 0, E, ref, 0)
        out = np.zeros((3 * E, 3 * C), np.int8)
        edge16_fast.build(T, C, E, seed, p, out=out)
        # also in two pieces (as the threaded driver fills disjoint row ranges)
        out2 = np.zeros((3 * E, 3 * C), np.int8)
        h = E // 3
        edge16_fast.build(T, C, E, seed, p, e_lo=h, e_hi=E, out=out2[3 * h:], out_row0=h)
        edge16_fast.build(T, C, E, seed, p, e_lo=0, e_hi=h, out=out2[:3 * h], out_row0=0)
        same = np.array_equal(ref, out.astype(np.int16)) and np.array_equal(out, out2)
        ok &= same
        print(f"T={T} C={C} E={E} seed={seed}: max|x| {np.abs(ref).max()}, nonzero {np.count_nonzero(ref)/ref.size:.4f}, {'identical' if same else 'DIFFERENT'}", flush=True)
print("ALL IDENTICAL" if ok else "MISMATCH")
