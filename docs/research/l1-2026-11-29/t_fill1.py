"""One-step analogue F'(n, d): Θ(Poly_(d, n-1)) = k[a]_d · B_n (the one-step model in a-degree d + n) against
M'_{n, d+n} = { F : F|_X = 0, mult_{P_i} F >= n } (no Q_j conditions).  Usage: python t_fill1.py seed n d1 d2 ..."""
import sys, time
from geo import *
from t_fill import theta_rank
seed, n = int(sys.argv[1]), int(sys.argv[2]); ds = list(map(int, sys.argv[3:]))
fam = Family(seed); g = np.random.default_rng(seed + 31)
for d in ds:
    t0 = time.time()
    E_s = monomials(d, n - 1); S = np.eye(E_s.shape[0], dtype=np.int64)
    E_t, T = space(fam, d + n, n, Q=False)
    r = theta_rank(fam, E_s, S, n, d + n, min(T.shape[1] + 30, E_t.shape[0]), g)
    print(f"seed={seed} n={n} d={d}: dim Θ(Poly_({d},{n-1})) = {r}, dim M'_({n},{d+n}) = {T.shape[1]}  fill: {r == T.shape[1]}  [{time.time()-t0:.1f}s]", flush=True)
