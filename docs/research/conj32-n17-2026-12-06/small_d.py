"""dim C_n and dim k[a]_1 C_n (d = 1, 2): python small_d.py N [N ...] (the lab's _theta_of at seed 11; one rank each)."""
import sys, time
from proofs.general.depth3.two_step import _theta_of
from proofs.general.depth3.l1_reduction import family, forms_on_x, target_dimension
for n in map(int, sys.argv[1:]):
    for d in (1, 2):
        t = time.time()
        s, r = _theta_of(family(11), n=n, d=d, seed=11, fat=False, killed=False, want=forms_on_x(n=n - 1, k=d))
        print(n, d, "source", s, "rank", r, "h", target_dimension(n=n, k=d + n), f"{time.time()-t:.0f}s", flush=True)
