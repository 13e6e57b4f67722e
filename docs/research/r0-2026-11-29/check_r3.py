"""R = 3, M = 2: (1) r0 from the definition (original coordinates, derivative conditions at v_i);
(2) r0 in adapted coordinates = rank of pi_B Phi (all columns, all bad rows);
(3) sum of the three block ranks; (4) per-weight profile of each block vs the ideal of initial forms (A_0, A_1);
(5) closed forms."""
import sys, time
from math import comb
from r0lib import *

R, M = 3, 2
nmax_direct = int(sys.argv[1]) if len(sys.argv) > 1 else 5
nmax = int(sys.argv[2]) if len(sys.argv) > 2 else 9
seed = int(sys.argv[3]) if len(sys.argv) > 3 else 1
W2, d, ell = weights(R, M, seed)
terms, Es, v = mu_terms_adapted(W2, d)
lab = {2: 6, 3: 27, 4: 75, 5: 165, 6: 315, 7: 546, 8: 882, 9: 1350}
for n in range(2, nmax + 1):
    t = time.time()
    closed = (n - 1) * n * (n + 1) * (n + 6) // 8
    blk = comb(n + 2, 4) + comb(n + 1, 3)
    out = [f"n={n}", f"closed={closed}", f"lab={lab.get(n)}"]
    if n <= nmax_direct:
        rd, nc, ncol = r0_direct(R, M, n, seed)
        out.append(f"direct={rd}")
        ra, nbad = r_full_adapted(R, n, terms)
        out.append(f"adapted_full={ra} (bad monomials {nbad} = 3C(n+3,4)={3*comb(n+3,4)})")
    rb = []
    for i in range(R):
        cols, rows = block_matrix(R, n, i, terms)
        rb.append(rank(cols, len(rows)))
    out.append(f"blocks={rb} (C(n+2,4)+C(n+1,3)={blk})")
    prof = [weight_profile(R, n, i, terms) for i in range(R)]
    ini = [ideal_weight_dims(R, n, i, initial_terms(terms, i)) for i in range(R)]
    okw = all(all(prof[i].get(w, 0) == ini[i].get(w, 0) for w in set(prof[i]) | set(ini[i])) for i in range(R))
    out.append(f"per-weight in(I)=I' : {okw}  profile(i=0)={dict(sorted(prof[0].items()))}")
    out.append(f"{time.time()-t:.1f}s")
    print("  ".join(out), flush=True)
