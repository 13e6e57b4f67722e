# helper-112 review of NOTES §5.2: rank of Lemma V's Omega (the lab's lemma_v_functionals, IMPORTED, at the seed's
# point of fat_points._weights, p = 2^29 - 3) on ALL explicit elements F = c^kappa b1 b2 b3 b^mu' g^kappa_beta
# of Y_alpha cap J_k, the generators g built here from scratch (own expansion of l^kappa).
import sys, time, itertools
from math import comb
import numpy as np, flint
from proofs.general.depth4 import fat_points
from proofs.general.depth4.closures import lemma_v_functionals
P = fat_points.PRIME
T = int(sys.argv[1]); seed = int(sys.argv[2]); ks = [int(x) for x in sys.argv[3].split(",")] if len(sys.argv) > 3 else [0]
s = T // 2; N2 = comb(s + 1, 2); N1 = comb(s + 2, 3)
n, W4, general = fat_points._weights(seed)
print(f"T={T} seed={seed} p={P} general={general}", flush=True)
ib, ic = fat_points._index(N2), fat_points._index(s)
nb = len(ib)
def comps(d, r=3):
    return [c for c in itertools.product(range(d + 1), repeat=r) if sum(c) == d]
def mul(A, B):
    out = {}
    for ea, va in A.items():
        for eb, vb in B.items():
            e = tuple(x + y for x, y in zip(ea, eb)); out[e] = (out.get(e, 0) + va * vb) % P
    return out
# l_i = sum_j w_j n_ij(b): poly in (w, b) keyed by w-exp + b-exp (6-tuple)
ell = []
for i in range(3):
    ell.append({tuple([int(j == jj) for jj in range(3)] + [int(m == mm) for mm in range(3)]): int(n[i, j, m]) % P
                for j in range(3) for m in range(3)})
def lpow(kappa):
    out = {(0,) * 6: 1}
    for i in range(3):
        for _ in range(kappa[i]):
            out = mul(out, ell[i])
    gens = {}
    for e, v in out.items():
        if v:
            gens.setdefault(e[:3], {})[e[3:]] = v
    return gens
b123 = {(1, 1, 1): 1}
mus = comps(N2 - s - 3)
# sanity: b1 b2 b3 c^nu lies in J = (m_k1, m_k2, m_k3): m_kj = sum_m W2_mj b_m u_m, u = W3^T diag(W4_k) c (by hand);
for k in ks:
  for a2 in range(1, s):
    for a3 in range(1, a2 + 1):
        if a2 + a3 > s:
            continue
        alpha = (N1 - a2 - a3, a2, a3); m = s - a2 - a3
        t0 = time.time()
        Om = lemma_v_functionals(T=T, alpha=alpha, k=k, seed=seed).astype(np.int64) % P
        rOm = flint.nmod_mat(Om.tolist(), P).rank()
        cols = []
        nelem = 0
        for kappa in comps(s):
            gens = lpow(kappa)
            Ok = flint.nmod_mat(Om[:, ic[kappa] * nb:(ic[kappa] + 1) * nb].tolist(), P)
            for beta, g in gens.items():
                if not all(x <= y for x, y in zip(beta, alpha)):
                    continue
                h = mul(g, b123)
                M = np.zeros((nb, len(mus)), dtype=np.int64)
                for u, mu in enumerate(mus):
                    for e, v in h.items():
                        M[ib[tuple(x + y for x, y in zip(e, mu))], u] = v
                cols.append(Ok * flint.nmod_mat(M.tolist(), P))
                nelem += len(mus)
        # rank of [Omega F] over all elements: stack horizontally
        R = flint.nmod_mat(3 * (m + 1), 0, [], P) if False else None
        big = np.hstack([np.array([[int(C[i, j]) for j in range(C.ncols())] for i in range(C.nrows())], dtype=np.int64) for C in cols])
        r = flint.nmod_mat(big.tolist(), P).rank()
        print(f"k={k} alpha={alpha} m={m}: 3(m+1)={3*(m+1)} rank Omega={rOm} elements={nelem} rank Omega(F)={r} "
              f"{'FULL' if r == 3*(m+1) else 'SHORT'} {time.time()-t0:.1f}s", flush=True)
