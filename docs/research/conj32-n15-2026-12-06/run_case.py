"""One case of Conjecture 32: python run_case.py N D [SEED [full]] (the lab's check_two_step; default seed 11).

With "full", every element of the source I_X(d, n - 1) at each of the C(d + n + 1, 1) = d + n + 1 values of u that
interpolate Theta (a square evaluation matrix of side (d + n + 1) dim I_X), instead of random elements spread over the
values of u: a rank short of the prediction there is not the sampling of random elements."""
import sys
import time

from proofs.general.depth3.l1_reduction import family, forms_on_x, space, theta_rank
from proofs.general.depth3.two_step import check_two_step, two_step_defect
from proofs.general.depth3.l1_reduction import target_dimension

n, d = map(int, sys.argv[1:3])
seed = int(sys.argv[3]) if len(sys.argv) > 3 else 11
full = len(sys.argv) > 4 and sys.argv[4] == "full"
t = time.time()
if not full:
    c = check_two_step(n=n, d=d, seed=seed)
    print(f"n={n} d={d} seed={seed}: {c}", flush=True)
else:
    # the same source as check_two_step (two_step._theta_of with fat=False, killed=False), every element at every u
    fam = family(seed)
    E, S = space(fam, d=d, m=n - 1, seed=seed + 1, fat=False, killed=False)
    s = S.shape[1]
    cols = (d + n + 1) * s
    want = target_dimension(n=n, k=d + n) - two_step_defect(n=n, d=d)
    r = theta_rank(fam, E, S, degree=d + n, columns=cols, seed=seed + 2)
    print(f"n={n} d={d} seed={seed} FULL SOURCE: dim I_X = {s} (generic {forms_on_x(n=n - 1, k=d)}), "
          f"{d + n + 1} values of u, side {cols}: rank {r}; predicted {want}; h_n(d+n) = "
          f"{target_dimension(n=n, k=d + n)}", flush=True)
print(f"[{time.time() - t:.1f} s]", flush=True)
