"""Proposition 59's bases at R = 9..12 (M >= 3, but (3, 11), (3, 12)), by the lab's own functions at seed 0:
for each pair, s0 = the least s with D_s at most the end-input cap, s1 = Theorem S*'s ceil((2R - 2)/(M - 1)); the
Start Jacobian's rank at s1 and s1 - 1, and the End span's rank at s0 (depth2_span.end_span_rank, p = SPAN_PRIME).
Smallest span first.

Run: OPENBLAS_NUM_THREADS=1 /usr/bin/time -v python bases_r9_12.py > bases_r9_12.log 2>&1"""
import time

from numerics.bounds.formulas import depth2_ideal_bound, end_input_cap
from proofs.general import depth2_span as d
from proofs.general.free_states import start_jacobian_rank


def s0_of(M: int, R: int) -> int:
    s = 1
    while depth2_ideal_bound(M=M, R=R, T=2 * s) > end_input_cap(M=M, R=R, T=2 * s, depth=2):
        s += 1
    return s


pairs = [(M, R) for R in range(9, 13) for M in range(3, R) if (M, R) not in ((3, 11), (3, 12))]
pairs.sort(key=lambda mr: depth2_ideal_bound(M=mr[0], R=mr[1], T=2 * s0_of(*mr)))
t0 = time.time()
for M, R in pairs:
    t = time.time()
    s0, s1 = s0_of(M, R), d.start_threshold(M=M, R=R)
    D = depth2_ideal_bound(M=M, R=R, T=2 * s0)
    j1 = start_jacobian_rank(n=s1, seed=0, R=R, M=M, depth=2)
    j0 = start_jacobian_rank(n=s1 - 1, seed=0, R=R, M=M, depth=2)
    r = d.end_span_rank(M=M, R=R, s=s0, seed=0)
    print(f"(M, R) = ({M}, {R}): s0 = {s0} (D_s0 = {D}, cap {end_input_cap(M=M, R=R, T=2 * s0, depth=2)}; "
          f"D_(s0-1) = {depth2_ideal_bound(M=M, R=R, T=2 * s0 - 2)} > cap "
          f"{end_input_cap(M=M, R=R, T=2 * s0 - 2, depth=2)}), s1 = {s1}: Jacobian {j1} at s1, {j0} at s1 - 1 "
          f"(full {2 * R}); End span S_s0 = {r} {'FULL' if r == D else 'SHORT'} [{time.time() - t:.1f} s; "
          f"{time.time() - t0:.0f} s in all]", flush=True)
