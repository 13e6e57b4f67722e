"""dim Y_alpha(kappa) at one integer point (the lab's weights fat_points._weights(seed), p = 2^29 - 3), per kappa,
against Theorem Y's per-kappa bound C(N_2+2,2) - [C(N_2+2,2) - C(d+2,2) + len Z]. A point value is a lower bound on
the generic value; Theorem Y an upper bound; equality shows both sharp. Same products matrix as
local_jets.jet_dimension's 'point' (without the jet conditions)."""
import sys, time, resource
from math import comb
from itertools import product
import numpy as np
sys.path.insert(0, __file__.rsplit('/', 1)[0])
import regularity as R
from numerics.bounds.depth4 import start_degrees
from numerics.rank.flint_bridge import flint_rank_mod_p
from proofs.general.depth4 import fat_points
from proofs.general.free_states import exponents
P = fat_points.PRIME
T = int(sys.argv[1]); seed = int(sys.argv[2])
s = T // 2; n1 = start_degrees(depth=4, T=T)[0]; n2 = comb(s + 1, 2)
n, _, general = fat_points._weights(seed)
assert general
t0 = time.time()
powers = fat_points._powers(n, s)
monomials = [tuple(e) for e in exponents(3, n2).tolist()]
index = {e: i for i, e in enumerate(monomials)}
shifts = [tuple(e) for e in exponents(3, n2 - s).tolist()]
classes = [tuple(int(v) for v in c.split(',')) for c in sys.argv[3:]] or \
    [(a2, a3) for a2 in range(1, s) for a3 in range(0, a2 + 1) if a2 + a3 <= s]
print(f"T={T} seed={seed}: powers built in {time.time()-t0:.1f}s", flush=True)
for a2, a3 in classes:
    t0 = time.time()
    tot_point, tot_model, bad = 0, 0, []
    for kappa, by_beta in powers.items():
        gens = [g for beta, g in by_beta.items() if beta[1] <= a2 and beta[2] <= a3]
        M = np.zeros((len(gens) * len(shifts), len(monomials)), dtype=np.uint64)
        for t, g in enumerate(gens):
            for u, mu in enumerate(shifts):
                for e, v in g.items():
                    M[t * len(shifts) + u, index[(e[0] + mu[0], e[1] + mu[1], e[2] + mu[2])]] = v
        point = flint_rank_mod_p(M, P, threads=1)[0]
        g, d, mults, length = R.data(s, a2, a3, kappa)
        model = comb(d + 2, 2) - length
        tot_point += point; tot_model += model
        if point != model:
            bad.append((kappa, point, model))
    print(f"T={T} seed={seed} alpha={(n1-a2-a3,a2,a3)} model={tot_model} point={tot_point} equal={tot_point==tot_model}"
          f" kappa-mismatches={bad} {time.time()-t0:.1f}s maxrss={resource.getrusage(resource.RUSAGE_SELF).ru_maxrss//1024}MB", flush=True)
