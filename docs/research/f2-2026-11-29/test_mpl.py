"""Non-vacuous test of the Moving-Point Lemma (NOTES.md §2):  S = m_z^c ⊗ k[b]_(n-1)  ⊆  S' = all forms of bidegree
(d, n-1).  The lemma (z with (H1^{-1} z)_r != 0 for r = 0,1,2; e0 = c - 1) predicts Θ(S_d) = Θ(S'_d) as soon as
2d >= 3 e0 + (n-1) + 2.  Controls: z = H1 e_0 (fixed by every σ_u^{-1}: Θ(S) vanishes to order c at e_0, must fail
for every d) and z = H1 (0, v1, v2) (hypothesis (H1^{-1}z)_0 != 0 violated; outcome not predicted).
Usage: python test_mpl.py seed n c kind d1 d2 ...   kind = gen | fixed | line
Uses geo.py / t_fill.py of docs/research/l1-2026-11-29 (imported read-only)."""
import sys, os, time, math
sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), '..', 'l1-2026-11-29'))
from geo import *
from t_fill import theta_rank

def kernel(C):
    M = to_nmod(C % p); R, r = M.rref()
    Rn = np.array(R.entries(), dtype=np.int64).reshape(R.nrows(), R.ncols())[:r]
    piv = [int(np.nonzero(Rn[i])[0][0]) for i in range(r)]
    K = C.shape[1]; free = [j for j in range(K) if j not in set(piv)]
    N = np.zeros((K, len(free)), np.int64); N[free, np.arange(len(free))] = 1; N[piv, :] = (-Rn[:, free]) % p
    return N

seed, n, c, kind = int(sys.argv[1]), int(sys.argv[2]), int(sys.argv[3]), sys.argv[4]
fam = Family(seed); g = np.random.default_rng(seed + 99)
if kind == 'gen':
    z = rnd(g, 3)
elif kind == 'fixed':
    z = fam.H1[:, 0].copy()
else:
    v = rnd(g, 3); v[0] = 0; z = fam.H1.dot(v) % p
m = n - 1; e0 = c - 1
for d in map(int, sys.argv[5:]):
    t0 = time.time()
    E = monomials(d, m)
    rows = []
    npairs = math.comb(c + 2, 3) * math.comb(m + 2, 2) + 20
    for _ in range(npairs):
        P = np.concatenate([z, rnd(g, 3)]); vv = np.concatenate([rnd(g, 3), np.zeros(3, np.int64)])
        rows.append(jet_rows(E, P, vv, c))
    S = kernel(np.concatenate(rows, axis=0))
    expect = (math.comb(d + 2, 2) - math.comb(c + 1, 2)) * math.comb(m + 2, 2) if d >= c - 1 else 0
    ncols = min(E.shape[0] * 0 + monomials(d + n, n).shape[0], 10**9)
    Sfull = np.eye(E.shape[0], dtype=np.int64)
    rf = theta_rank(fam, E, Sfull, n, d + n, min(ncols, E.shape[0] * (d + n + 1)) , g)
    rz = theta_rank(fam, E, S, n, d + n, min(ncols, E.shape[0] * (d + n + 1)), g) if S.shape[1] else 0
    pred = 2 * d >= 3 * e0 + m + 2
    print(f"seed={seed} n={n} c={c} z={kind} d={d}: dim S = {S.shape[1]} (expected {expect}), dim Θ(S) = {rz}, "
          f"dim Θ(all) = {rf}, equal: {rz == rf}; lemma predicts equality: {pred if kind=='gen' else 'n/a'}  [{time.time()-t0:.1f}s]", flush=True)
