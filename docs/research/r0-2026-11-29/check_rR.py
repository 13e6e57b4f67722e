"""General R, M = R - 1: r0 from the definition (small n), sum of block ranks, per-weight profile vs the
ideal I' of the weight-0 parts (A_m^(i)).  usage: python check_rR.py R nmax_direct nmax seed"""
import sys, time
from math import comb
from r0lib import *

R = int(sys.argv[1]); M = R - 1
nmax_direct = int(sys.argv[2]); nmax = int(sys.argv[3]); seed = int(sys.argv[4])
W2, d, ell = weights(R, M, seed)
terms, Es, v = mu_terms_adapted(W2, d)
for n in range(2, nmax + 1):
    t = time.time()
    out = [f"R={R} n={n}"]
    if n <= nmax_direct:
        rd, _, _ = r0_direct(R, M, n, seed)
        out.append(f"direct={rd}")
        ra, nbad = r_full_adapted(R, n, terms)
        out.append(f"adapted_full={ra}")
    rb = []
    for i in range(R):
        cols, rows = block_matrix(R, n, i, terms)
        rb.append(rank(cols, len(rows)))
    out.append(f"blocks={rb} sum={sum(rb)}")
    prof = weight_profile(R, n, 0, terms)
    ini = ideal_weight_dims(R, n, 0, initial_terms(terms, 0))
    out.append(f"in(I)(i=0) per w={dict(sorted(prof.items()))} sum={sum(prof.values())}")
    out.append(f"I'(i=0) per w={dict(sorted(ini.items()))} sum={sum(ini.values())}")
    out.append(f"{time.time()-t:.1f}s")
    print("  ".join(out), flush=True)
