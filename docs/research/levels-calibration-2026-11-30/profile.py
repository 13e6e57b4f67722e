"""The exact layer profile dim ev_j(S n F_j), j = 0..N, of the explicit RAC at (L, 2, R, T), from general Start
points (not axis points): rows = End functions at P random Start points, columns = the first End input at
(1, c* + eta), eta = 0..N, times Q random End' points. lambda_m(f) = [eta^(N-m)] f(1, c* + eta) (Vandermonde
inverse), and dim(S n F_j) = dim S - rank(lambda_(>j) on S), so layer j = rank(lambda_(>=j)) - rank(lambda_(>j)).
Ranks mod p = PRIME (lower bounds over Q for this instance; P general points reach dim S when the total equals sep).
Usage: python profile.py L R T [extra_rows]"""

import sys
import time

import numpy as np

from numerics.rank.flint_bridge import flint_rank_mod_p, flint_solve_mod_p
from proofs.general.filtration import _recurrence as rec
from proofs.general.instance import PRIME, evaluation_matrix, explicit_rac

L, R, T = (int(x) for x in sys.argv[1:4])
extra = int(sys.argv[4]) if len(sys.argv) > 4 else 200
N, dim = rec.sizes(L, T)
cap = (N + 1) * dim
W1 = rec.rac_weights(L, R)[0][0].astype(np.int64) % PRIME
cstar = -int(W1[rec.K, 0]) * pow(int(W1[rec.K, 1]), -1, PRIME) % PRIME
rng = np.random.default_rng(11)
P, Q = cap + extra, dim + 10
starts = rng.integers(0, PRIME, size=(P, T // 2, 2))
ends = rng.integers(0, PRIME, size=(Q, T - T // 2, 2))
rac = explicit_rac(depth=L, M=2, R=R)
t0 = time.time()
Ys = []
for eta in range(N + 1):
    e = ends.copy()
    e[:, 0, :] = (1, (cstar + eta) % PRIME)
    Ys.append(evaluation_matrix(rac, starts, e).astype(np.uint64))
V = np.array([[pow(eta, d, PRIME) for d in range(N + 1)] for eta in range(N + 1)], dtype=np.uint64)
Vinv = flint_solve_mod_p(V, np.eye(N + 1, dtype=np.uint64), PRIME)  # coefficient d of eta^d from the values
lam = []
for m in range(N + 1):
    acc = np.zeros((P, Q), dtype=np.uint64)
    for eta in range(N + 1):
        acc = (acc + Ys[eta] * np.uint64(int(Vinv[N - m, eta])) % PRIME) % PRIME
    lam.append(acc)
del Ys
print(f"(L, M, R, T) = ({L}, 2, {R}, {T}); N = {N}, dim V' = {dim}, cap = {cap}; P = {P}, Q = {Q}; "
      f"p = {PRIME}; evaluations {time.time() - t0:.1f} s", flush=True)
ranks = {N + 1: 0}  # ranks[j] = rank of lambda_(>=j) on the rows
for j in range(N, -1, -1):
    t = time.time()
    ranks[j] = flint_rank_mod_p(np.hstack(lam[j:]), PRIME, threads=1)[0]
    print(f"  rank lambda_(>={j}) = {ranks[j]}  ({time.time() - t:.1f} s)", flush=True)
layers = [ranks[j] - ranks[j + 1] for j in range(N + 1)]
print("layers j = 0..N:", tuple(layers), "sum", sum(layers), f"total {time.time() - t0:.1f} s", flush=True)
