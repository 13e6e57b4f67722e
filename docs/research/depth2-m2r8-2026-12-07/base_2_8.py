"""Proposition 59's base at (M, R) = (2, 8): the Start Jacobian at s1 = 14 (and 13, one below) and the End span at
s0 = 7 (side D_7 + 32 = 21152), by the lab's own functions at seed 0 (the End span at SPAN_PRIME = 11863279).

Run: OPENBLAS_NUM_THREADS=1 /usr/bin/time -v python base_2_8.py > base_2_8.log 2>&1"""
import time

from numerics.bounds.formulas import depth2_ideal_bound, end_input_cap
from proofs.general import depth2_span as d
from proofs.general.free_states import start_jacobian_rank

t = time.time()
M, R = 2, 8
print(f"s* = {d.start_threshold(M=M, R=R)}; D_6 = {depth2_ideal_bound(M=M, R=R, T=12)}, "
      f"D_7 = {depth2_ideal_bound(M=M, R=R, T=14)}; end-input cap at T = 12: {end_input_cap(depth=2, M=M, R=R, T=12)}, "
      f"at T = 14: {end_input_cap(depth=2, M=M, R=R, T=14)}", flush=True)
for s in (13, 14):
    print(f"Start Jacobian rank at s = {s}: {start_jacobian_rank(n=s, seed=0, R=R, M=M, depth=2)} (full: {2 * R})"
          f" [{time.time() - t:.1f} s]", flush=True)
r = d.end_span_rank(M=M, R=R, s=7, seed=0)
print(f"End span S_7 at (2, 8), seed 0, p = {d.SPAN_PRIME}: {r} (ideal bound D_7 = "
      f"{depth2_ideal_bound(M=M, R=R, T=14)}) [{time.time() - t:.1f} s]", flush=True)
