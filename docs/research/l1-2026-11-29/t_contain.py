"""Sanity check tying the geometric space to the RAC: span F_0^(n) (H3 = I, End inputs random) ⊆ M''_{n, N_1(n)},
and rank F_0 at this point. Own evaluator of F_0 = prod_t ell_0(h2^(t)) (H3 = I), mod p = 1048573.
Usage: python t_contain.py seed n ncols"""
import sys, time
from geo import *
from t_fill import mulmod
seed, n, ncols = map(int, sys.argv[1:4])
fam = Family(seed); g = np.random.default_rng(seed + 4242)
N1 = n * (n + 1) // 2
t0 = time.time()
E, T = space(fam, N1, n)
rows = T.shape[1] + 60
A = rnd(g, rows, 3); B = rnd(g, rows, 3)
MT = mulmod(evalmon(E, np.concatenate([A, B], axis=1)), T)
F = np.ones((rows, ncols), np.int64)
for c in range(ncols):
    h1 = A.copy(); h2 = B.copy()
    for t in range(n):
        u = fam.u(rnd(g, 2))
        if t == 0:
            h1 = h1 * u % p
            h2 = h2 * (h1.dot(fam.W2.T) % p) % p
        else:
            h1 = (h1.dot(fam.H1.T) % p) * u % p
            h2 = (h2.dot(fam.H2.T) % p) * (h1.dot(fam.W2.T) % p) % p
        F[:, c] = F[:, c] * (h2.dot(fam.ell) % p) % p
rT, rF, rTF = rank(MT), rank(F), rank(np.concatenate([MT, F], axis=1))
print(f"seed={seed} n={n}: dim M''_(n,N1) = {T.shape[1]}, rank of its evaluation = {rT}, rank F_0 ({ncols} End seqs) = {rF}, "
      f"rank [M'' | F_0] = {rTF}  => span F_0 ⊆ M'': {rTF == rT}  [{time.time()-t0:.1f}s]", flush=True)
