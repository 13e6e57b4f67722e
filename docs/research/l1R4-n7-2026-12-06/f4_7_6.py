"""F_4(7, 6) (Proposition 30, step 3) at the family point of seed 11: the lab's check_every_r, timed.

Run by the lead, session 66: `OPENBLAS_NUM_THREADS=2 /usr/bin/time -v python f4_7_6.py 7 6 4 11 > f4_7_6.log 2>&1`
(the elimination itself ran on one thread: the thread rule then read the run's own load). Holding, with L1_4(6)
(Proposition 30) it gives L1_4(7), tau_4(7) = V_4(7) - 4 and so sep(3, 3, 4, 14) >= 4 tau_4(7).
"""

import sys
import time

from proofs.general.depth3.l1_reduction import check_every_r

n, d, R, seed = (int(a) for a in sys.argv[1:5]) if len(sys.argv) > 1 else (7, 6, 4, 11)
t0 = time.time()
print(f"# F_{R}({n}, {d}) seed {seed}, start {time.strftime('%FT%TZ', time.gmtime())}", flush=True)
cert = check_every_r(n=n, d=d, R=R, seed=seed)
print(cert, flush=True)
print(f"# passed={cert.passed} wall={time.time() - t0:.1f} s", flush=True)
