# rank of ev_N(S): the End functions at general Start points, first End input at the zero of l_k
import sys, time
import numpy as np
from proofs.general.instance import PRIME, evaluation_matrix, explicit_rac
from proofs.general.filtration import _recurrence as rec
from numerics.rank.flint_bridge import flint_rank_mod_p
L, R, T = (int(x) for x in sys.argv[1:4])
N, dim = rec.sizes(L, T)
W1 = rec.rac_weights(L, R)[0][0].astype(np.int64) % PRIME
cstar = -int(W1[rec.K, 0]) * pow(int(W1[rec.K, 1]), -1, PRIME) % PRIME
rng = np.random.default_rng(7)
P, Q = dim + 200, dim + 10
starts = rng.integers(0, PRIME, size=(P, T // 2, 2))
ends = rng.integers(0, PRIME, size=(Q, T - T // 2, 2))
ends[:, 0, :] = (1, cstar)
t = time.time()
Y = evaluation_matrix(explicit_rac(depth=L, M=2, R=R), starts, ends)
print("L R T", L, R, T, "N", N, "dim V'", dim, "rank ev_N(S) general starts:", flint_rank_mod_p(Y.astype(np.uint64), PRIME, threads=1)[0], round(time.time()-t,1))
