"""Cross-check: edge16_eval.build vs the earlier reviewer's edge_rev.build (same draws, same prime) on small sizes,
and rank by python-flint nmod_mat."""
import sys, time
import numpy as np
import flint
sys.path.insert(0, '.')
sys.path.insert(0, '../edge-T12-2026-12-01')  # the earlier reviewer's script, used in place
import edge16_eval, edge_rev
p = 32749
for T, C, E in [(6, 40, 37), (8, 50, 45), (10, 30, 20)]:
    for seed in (7, 8):
        A = edge16_eval.build(T, C, E, seed, p).astype(np.int64) % p
        B = edge_rev.build(T, C, E, seed, p, log=lambda s: None).astype(np.int64)
        print(T, C, E, seed, 'identical' if np.array_equal(A, B) else 'DIFFERENT', flush=True)
