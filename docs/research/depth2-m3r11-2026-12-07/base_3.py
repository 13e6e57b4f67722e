"""Proposition 59's bases at (M, R) = (3, 11) and (3, 12), and (3, 9) again as a check of the float32 storage: the
Start Jacobian at s1 = Theorem S*'s ceil((2R - 2)/(M - 1)) and s1 - 1, and the End span at s0 = the least s with D_s
at most the end-input cap (side D_s0 + 32), by the lab's own functions at seed 0 (the End span at SPAN_PRIME =
11863279, where free_state_rank now stores the matrix as centred float32 and eliminates it in place).

Run: OPENBLAS_NUM_THREADS=1 /usr/bin/time -v python base_3.py R > base_3_R.log 2>&1"""
import sys
import time

from numerics.bounds.formulas import depth2_ideal_bound, end_input_cap
from proofs.general import depth2_span as d
from proofs.general.free_states import start_jacobian_rank

M, R = 3, int(sys.argv[1])
t = time.time()
s0 = 1
while depth2_ideal_bound(M=M, R=R, T=2 * s0) > end_input_cap(M=M, R=R, T=2 * s0, depth=2):
    s0 += 1
s1 = d.start_threshold(M=M, R=R)
D = depth2_ideal_bound(M=M, R=R, T=2 * s0)
print(f"(M, R) = ({M}, {R}): s0 = {s0} (D_s0 = {D}, cap {end_input_cap(M=M, R=R, T=2 * s0, depth=2)}; "
      f"D_(s0-1) = {depth2_ideal_bound(M=M, R=R, T=2 * s0 - 2)} > cap "
      f"{end_input_cap(M=M, R=R, T=2 * s0 - 2, depth=2)}), s1 = {s1}", flush=True)
for s in (s1 - 1, s1):
    print(f"Start Jacobian rank at s = {s}: {start_jacobian_rank(n=s, seed=0, R=R, M=M, depth=2)} (full: {2 * R})"
          f" [{time.time() - t:.1f} s]", flush=True)
r = d.end_span_rank(M=M, R=R, s=s0, seed=0)
print(f"End span S_{s0} at ({M}, {R}), seed 0, p = {d.SPAN_PRIME}: {r} (ideal bound D_{s0} = {D}) "
      f"{'FULL' if r == D else 'SHORT'} [{time.time() - t:.1f} s]", flush=True)
