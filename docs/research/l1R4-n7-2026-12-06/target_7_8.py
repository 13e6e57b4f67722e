"""Theorem G_4's input at n = 7: dim M''_4(7, 8) at the family point of seed 11 (the lab's `space`, kernel of the
sampled necessary conditions mod L1_PRIME), an upper bound on the generic dimension; h_4(7, 8) is the closed form.

Run by the lead, session 66: `/usr/bin/time -v python target_7_8.py > target_7_8.log 2>&1`.
"""

import time

from proofs.general.depth3.l1_reduction import family, space, target_dimension

t0 = time.time()
_, basis = space(family(11, R=4), d=8, m=7, seed=12)
h = target_dimension(n=7, k=8, R=4)
print(f"RESULT seed 11: dim M''_4(7, 8) = {basis.shape[1]} at the point, h_4(7, 8) = {h}: {basis.shape[1] == h}")
print(f"# wall={time.time() - t0:.1f} s", flush=True)
