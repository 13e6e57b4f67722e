"""Obtain the lab's numbers (calls the code under test; NOT a verification): r0_lab = ideal_dimension - vanishing_bound,
seed 0, and compare with R * (C(n+2R-3, 2R-2) - C(n+R-2, R-1)).  usage: python lab_calls.py R n"""
import sys, time
from math import comb
sys.path.insert(0, "/work/main")
from proofs.general.depth3.one_step_m2 import vanishing_bound, ideal_dimension

R, n = int(sys.argv[1]), int(sys.argv[2]); M = R - 1
t = time.time()
vb = vanishing_bound(R=R, n=n, M=M, seed=0)
idim = ideal_dimension(R=R, M=M, n=n)
f = R * (comb(n + 2 * R - 3, 2 * R - 2) - comb(n + R - 2, R - 1))
print(f"lab: R={R} M={M} n={n} vanishing_bound={vb} ideal_dimension={idim} r0_lab={idim - vb} formula={f} equal={idim - vb == f} {time.time() - t:.1f}s", flush=True)
