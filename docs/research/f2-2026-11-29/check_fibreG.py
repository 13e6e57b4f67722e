"""Sheaf-level G at a generic point a0 (NOTES.md §7): the values at a0 of T_x(λ_y g) are ℓ_x · ν_{x,y} · g',
ℓ_x = λ_x(a0, ·), ν_{x,y} = (λ_y ∘ ψ_x)(a0, ·), g' = g(H2(b ⊙ ζ_x(a0))) (all forms of degree n-2).  Checks the
n-independent conditions for two inputs x, x' (c_x := common zero of ν_{x,1}, ν_{x,2}):  ℓ_x(b*(a0)) = 0,
ν_{x,1}, ν_{x,2} independent, c_x ≠ c_x', ℓ_x'(c_x) ≠ 0, ℓ_x(c_x') ≠ 0; and directly that
dim(ℓ_x ν_x k[b]_{n-2} + ℓ_x' ν_x' k[b]_{n-2}) = C(n+2,2) - 1 for n = 3..7.   Usage: python check_fibreG.py seed..."""
import sys, os, math
sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), '..', 'l1-2026-11-29'))
from geo import *
def linform_vectors(fam, a0, x):
    u = fam.u(x); z = fam.W2.dot(a0 * u % p) % p            # ζ_x(a0)
    L = fam.ell * z % p                                         # λ_x(a0, b) = Σ b_r ℓ_r ζ_r
    sa = fam.H1.dot(a0 * u % p) % p                             # σ_x(a0)
    nus = []
    for m in range(2):
        eta = fam.W2.dot(sa * fam.W1[:, m] % p) % p             # W2(σ_x(a0) ⊙ w_m)
        w = fam.H2.T.dot(fam.ell * eta % p) % p                 # b' -> ℓ(b' ⊙ η), b' = H2(b ⊙ z)
        nus.append(z * w % p)
    return L, nus
def mulpoly(A, B):
    out = {}
    for ea, ca in A.items():
        for eb, cb in B.items():
            k = tuple(i + j for i, j in zip(ea, eb)); out[k] = (out.get(k, 0) + ca * cb) % p
    return out
def lin(v): return {(1,0,0): int(v[0]), (0,1,0): int(v[1]), (0,0,1): int(v[2])}
for seed in map(int, sys.argv[1:]):
    fam = Family(seed); g = np.random.default_rng(seed + 5)
    a0 = rnd(g, 3); pstar = fam.bstar(a0[None, :])[0]
    xs = [[1, int(t)] for t in rnd(g, 2)]
    data = [linform_vectors(fam, a0, x) for x in xs]
    cs = [cross(nu[0], nu[1]) for _, nu in data]
    conds = dict(on_line=[int(L.dot(pstar) % p) == 0 for L, _ in data],
                 nu_indep=[bool(np.any(c % p)) for c in cs],
                 cx_distinct=bool(np.any(cross(cs[0], cs[1]) % p)),
                 cross_off=[int(data[1][0].dot(cs[0]) % p) != 0, int(data[0][0].dot(cs[1]) % p) != 0])
    res = []
    for n in range(3, 8):
        mons = list(comps(n - 2)); cols = []
        for L, nus in data:
            for nu in nus:
                base = mulpoly(lin(L), lin(nu))
                for mm in mons:
                    cols.append(mulpoly(base, {mm: 1}))
        keys = list(comps(n)); kidx = {k: i for i, k in enumerate(keys)}
        M = np.zeros((len(keys), len(cols)), np.int64)
        for j, P in enumerate(cols):
            for k, c in P.items(): M[kidx[k], j] = c
        res.append((n, rank(M), math.comb(n + 2, 2) - 1))
    print(f"seed={seed}: {conds}; dims (n, rank, C(n+2,2)-1): {res}", flush=True)
