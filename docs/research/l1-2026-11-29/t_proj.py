"""Projection bound (NOTES.md §3, Lemma P): Θ(S) = span_x E_x^* (T_1 S) with E_x = diag(x1 + x2 d_i) acting on a
(d = w2/w1), so dim Θ(S) >= Σ_m dim π^(j)_m (T_1 S) for each j, π^(j)_m = projection onto the monomials with a_j-degree m.
Here S = M''_{n-1,d}, T_1 f = ell(q) f(H1 p, H2 q) at u = w1 (x = (1,0)). Compares the bound with dim M''_{n,d+n}.
Usage: python t_proj.py seed n d1 d2 ..."""
import sys, time
from geo import *
from t_fill import mulmod
seed, n = int(sys.argv[1]), int(sys.argv[2]); ds = list(map(int, sys.argv[3:]))
fam = Family(seed); g = np.random.default_rng(seed + 555)
for d in ds:
    t0 = time.time()
    E_s, S = space(fam, d, n - 1)
    E_t, T = space(fam, d + n, n)
    K = E_t.shape[0]
    A = rnd(g, K, 3); B = rnd(g, K, 3); pts = np.concatenate([A, B], axis=1)
    u = fam.u([1, 0])
    vals = fam.lam(pts, u)[:, None] * mulmod(evalmon(E_s, fam.psi(pts, u)), S) % p     # K x s
    Mon = to_nmod(evalmon(E_t, pts))
    coef = from_nmod(Mon.solve(to_nmod(vals)))                                          # K x s coefficients
    # sanity: T_1 S inside M''_{n,d+n}: rank [T | coef] == rank T
    inside = rank(np.concatenate([T, coef], axis=1)) == T.shape[1]
    out = []
    for j in range(3):
        tot = 0
        for m in range(d + n + 1):
            rows = E_t[:, j] == m
            if rows.any():
                tot += rank(coef[rows])
        out.append(tot)
    print(f"seed={seed} n={n} d={d}: dim T_1 S = {rank(coef)} (= dim M''_({n-1},{d}) = {S.shape[1]}), T_1 S ⊆ M''_({n},{d+n}): {inside}; "
          f"projection bounds j=0,1,2: {out}  vs  dim M''_({n},{d+n}) = {T.shape[1]}  [{time.time()-t0:.1f}s]", flush=True)
