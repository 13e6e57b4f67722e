"""Larger entry-by-entry checks of q241_eval against the lab's edge_block (p = 1048571) and the lab's algorithm mod 241."""
import sys, time
import numpy as np
sys.path.insert(0, '.')
from check_eval import lab
from q241_eval import make_filler, edge_rows
from proofs.general.depth4.near_vertex import PRIME
ok = True
for T, Y, cuts in [(14, 300, 2000), (18, 150, 1500)]:
    for p in (PRIME, 241):
        t0 = time.time(); ref = lab(T, Y, cuts, 20261204, p); t1 = time.time()
        f = make_filler(T, Y, cuts, 20261204, p)
        mine = edge_rows(T, Y, cuts, 20261204, p, 0, Y, dtype=np.int8 if p == 241 else np.int64, filler=f).astype(np.int64)
        eq = np.array_equal(mine % p, ref)
        ok &= eq
        print(f'T={T} Y={Y} cuts={cuts} seed=20261204 p={p}: shape {ref.shape} equal={eq} (lab {t1-t0:.1f}s, mine {time.time()-t1:.1f}s incl. compile)', flush=True)
print('ALL EQUAL' if ok else 'MISMATCH')
