"""(a) direct colength with random quadratic (non-affine) units vs the formula.
usage: scan_units.py SEED KMAX AMAX [KMIN]"""
import random
import sys
import time

import colen

seed, kmax, amax = (int(v) for v in sys.argv[1:4])
kmin = int(sys.argv[4]) if len(sys.argv) > 4 else 1
rng = random.Random(seed)
bad = n = 0
t0 = time.time()
for k in range(kmin, kmax + 1):
    for k2 in range(1, kmax + 1):
        for a2 in range(amax + 1):
            for a3 in range(amax + 1):
                units = tuple(colen.rand_unit(rng) for _ in range(4))
                lam, N = colen.colength(k, k2, a2, a3, units)
                f = colen.formula(k, k2, a2, a3)
                n += 1
                flag = "" if lam == f else "  MISMATCH"
                bad += lam != f
                print(f"k={k} k'={k2} a2={a2} a3={a3} colength={lam} formula={f} (stable at N={N}){flag}")
print(f"SUMMARY seed={seed} k,k' in [{kmin},{kmax}] a2,a3<={amax}: {n} cases, {bad} mismatches, {time.time()-t0:.1f}s")
