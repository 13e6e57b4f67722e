r"""The closures' missing input at the N classes (NOTES.md §5.3): dim(Y_alpha + (J_k ∩ ker Omega)) = D, Omega Lemma V's
3(m+1) functionals (the lab's closures.lemma_v_functionals).  Given Y + J = D (Theorem F) it is equivalent to
Omega restricted to Y ∩ J having rank 3(m+1).  Elements of Y ∩ J: F = c^kappa b_1 b_2 b_3 b^mu' g^kappa_beta
(in Y(kappa); it vanishes on the hexagon V(J) since b_1 b_2 b_3 does, and J is radical).  So a rank 3(m+1) of
Omega on a sample of such F certifies the hypothesis of Lemma C at that point (a rank is a lower bound on the generic
rank of this polynomial family).  usage: python closureN.py T [nsample]"""
import sys, time, resource
from math import comb
import numpy as np
sys.path.insert(0, "/work/main")
from proofs.general.depth4 import fat_points as fp, closures, sep_formula, near_vertex
from numerics.bounds.depth4 import start_degrees
from numerics.rank.flint_bridge import flint_rank_mod_p, flint_matmul_mod_p
from proofs.general.free_states import exponents
P = fp.PRIME
T = int(sys.argv[1]); nsample = int(sys.argv[2]) if len(sys.argv) > 2 else 300
s, n1 = T // 2, start_degrees(depth=4, T=T)[0]; N2 = comb(s + 1, 2)
n, W4, general = fp._weights(1)
ib, ic = fp._index(N2), fp._index(s); nb = len(ib); D = nb * len(ic)
powers = fp._powers(n, s)
rng = np.random.default_rng(2718)
mus = [tuple(mu) for mu in exponents(3, N2 - s - 3).tolist()]
for a, kk in near_vertex.orbit_representatives(n1=n1):
    a = tuple(sorted(a, reverse=True))
    cls, conj = sep_formula.block_rank(T=T, alpha=a)
    if cls != "N":
        continue
    t0 = time.time()
    m = s - a[1] - a[2]
    Om = closures.lemma_v_functionals(T=T, alpha=a, k=0, seed=1).astype(np.uint64) % P
    kap_list = list(powers.keys())
    F = np.zeros((nsample, D), dtype=np.uint64)
    for t in range(nsample):
        kap = kap_list[rng.integers(len(kap_list))]
        gens = [g for beta, g in powers[kap].items() if all(x <= y for x, y in zip(beta, a))]
        g = gens[rng.integers(len(gens))]
        mu = mus[rng.integers(len(mus))]
        base = ic[kap] * nb
        for eb, v in g.items():
            e = (eb[0] + mu[0] + 1, eb[1] + mu[1] + 1, eb[2] + mu[2] + 1)
            F[t, base + ib[e]] = (int(F[t, base + ib[e]]) + v) % P
    M = flint_matmul_mod_p(Om, F.T.copy(), P)
    r = flint_rank_mod_p(M, P, threads=1)[0]
    rO = flint_rank_mod_p(Om, P, threads=1)[0]
    print(f"T={T} {a} x{kk} m={m}: rank Omega = {rO}, rank Omega on {nsample} elements of Y∩J = {r} (need {3*(m+1)}): "
          f"{'OK' if r == 3*(m+1) else 'SHORT'}; {time.time()-t0:.1f}s peak {resource.getrusage(resource.RUSAGE_SELF).ru_maxrss/1024:.0f} MB", flush=True)
