"""Entry-by-entry check of q241_eval against the lab's edge_block (mod PRIME = 1048571) and against the lab's
algorithm run mod 241 (module constant patched; draw_point unchanged, so the same integers)."""
import sys, time
import numpy as np
import proofs.general.depth4.edge_block as EB
from proofs.general.depth4.near_vertex import PRIME
sys.path.insert(0, '.')
from q241_eval import make_filler, edge_rows

def lab(T, Y, cuts, seed, p):
    old = EB.PRIME
    EB.PRIME = p
    try:
        return EB.edge_block(T=T, Y=Y, cuts=cuts, seed=seed).astype(np.int64)
    finally:
        EB.PRIME = old

if __name__ == '__main__':
    cases = [(6, 40, 50), (8, 60, 70), (10, 50, 80), (12, 40, 60), (18, 12, 20)]
    if len(sys.argv) > 1 and sys.argv[1] == 'big':
        cases = [(6, 93, 280), (8, 330, 495), (10, 400, 700), (12, 300, 500), (18, 40, 60)]
    ok = True
    for T, Y, cuts in cases:
        for seed in (20261204, 7):
            for p in (PRIME, 241):
                t0 = time.time(); ref = lab(T, Y, cuts, seed, p); t1 = time.time()
                f = make_filler(T, Y, cuts, seed, p)
                mine = edge_rows(T, Y, cuts, seed, p, 0, Y, filler=f)
                t2 = time.time()
                assert mine.shape == ref.shape
                eq = np.array_equal(mine % p, ref) and np.abs(mine).max() <= p // 2
                # also filled in two disjoint row ranges with one compiled filler
                half = Y // 2
                two = np.vstack([edge_rows(T, Y, cuts, seed, p, 0, half, filler=f), edge_rows(T, Y, cuts, seed, p, half, Y, filler=f)])
                eq2 = np.array_equal(two, mine)
                i8 = ''
                if p == 241:
                    m8 = edge_rows(T, Y, cuts, seed, p, 0, Y, dtype=np.int8, filler=f)
                    i8 = f' int8==int64: {np.array_equal(m8.astype(np.int64), mine)}'
                    eq2 = eq2 and np.array_equal(m8.astype(np.int64), mine)
                nz = np.count_nonzero(ref)
                print(f'T={T} Y={Y} cuts={cuts} seed={seed} p={p}: shape {ref.shape} nonzero {nz} equal={eq} split_equal={eq2}{i8} (lab {t1-t0:.1f}s, mine {t2-t1:.1f}s incl. compile)', flush=True)
                ok = ok and eq and eq2
    print('ALL EQUAL' if ok else 'MISMATCH')
