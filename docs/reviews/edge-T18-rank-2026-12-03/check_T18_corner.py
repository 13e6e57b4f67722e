"""End to end at T = 18 on a 3000 x 3000 corner (E = C = 1000): lab's block mod 241 vs mine; FLINT rank vs my elimination."""
import sys, time
import flint
import numpy as np
sys.path.insert(0, '.')
from check_eval import lab
from q241_eval import edge_rows
from q241_elim import rank_mod_q
for seed in (20261204, 20261205):
    t0 = time.time()
    ref = lab(18, 1000, 1000, seed, 241)
    mine = edge_rows(18, 1000, 1000, seed, 241, 0, 1000, dtype=np.int8)
    same = np.array_equal(mine.astype(np.int64) % 241, ref)
    fr = flint.nmod_mat(3000, 3000, ref.ravel().tolist(), 241).rank()
    r1152 = rank_mod_q(mine.copy(), 241, kb=1152)
    r100 = rank_mod_q(mine.copy(), 241, kb=100)
    print(f'T=18 E=C=1000 seed={seed} q=241: matrices equal={same}; FLINT rank(lab) {fr}; mine kb=1152 {r1152}, kb=100 {r100} ({time.time()-t0:.0f}s)', flush=True)
