"""Relations of Proposition 19 at (R, M, n) = (4, 3, 4) (sep(3, 3, 4, 8)), with an unchanged COPY of the
joint-span reviewer's psi_ranks (psi_copy_of_joint_span_review.py; general in R, M; not the lab's joint_span).

relations = sum_j max(0, sum_k r_jk - cap), cap = R (((R, n-1)) - ((R-M, n-1))), counted only if the R powers
((W^{I,1} x)_j)^{N_1} are independent (powers_rank = R). Usage: python psi_434.py PRIME SEED
"""

from __future__ import annotations

import sys
import time

import numpy as np
import psi_copy_of_joint_span_review as js

R, M, n = 4, 3, 4
js.P = int(sys.argv[1])  # psi_ranks reads the module-level prime
rng = np.random.default_rng(int(sys.argv[2]))
t = time.time()
ranks, joints, cap, pr, d, cols = js.psi_ranks(rng, n, R=R, M=M)
rel = sum(max(0, sum(ranks[R * j : R * j + R]) - cap) for j in range(R)) if pr == R else 0
print(
    f"(R, M, n)=({R}, {M}, {n}) prime={js.P} ((R,n-1))={d} r_jk={ranks} joint={joints} cap={cap} "
    f"powers_rank={pr} relations={rel} cols={cols} ({time.time() - t:.1f}s)"
)
