"""Window functional spaces Lambda_alpha (generic H1) at n: dims, and the intersection over groups of alphas."""
import sys
import numpy as np
sys.path.insert(0, '.')
from model import Model, PR, monos, window
from numerics.rank.flint_bridge import flint_rank_mod_p, flint_rref_mod_p
n = int(sys.argv[1]); seed = int(sys.argv[2])
m = Model(n, seed)
Mr = m.Mmat(m.H1r)
N1, D = m.N1, m.D
inter = [(a, b, N1 - a - b) for a in range(N1 + 1) for b in range(N1 + 1 - a) if a >= b >= N1 - a - b >= n]
nonbox = [al for al in inter if max(al) < D]
print("n", n, "orbits", len(inter), "non-box orbits", len(nonbox))
def kernel(A):  # right kernel of A (rows x 253) mod PR, as rows
    R, r = flint_rref_mod_p(A.astype(np.uint64), PR)
    R = np.array(R, dtype=np.int64)[:r]
    piv = [int(np.nonzero(R[i])[0][0]) for i in range(r)]
    free = [j for j in range(A.shape[1]) if j not in piv]
    K = np.zeros((len(free), A.shape[1]), np.int64)
    for t, f in enumerate(free):
        K[t, f] = 1
        for i, pc in enumerate(piv):
            K[t, pc] = (-R[i, f]) % PR
    return K
Ks = {}
for al in nonbox:
    A = np.stack([Mr[b] for b in window(m, al)])
    Ks[al] = kernel(A)
S = np.concatenate([Ks[a] for a in nonbox])
print("dim sum of K over all non-box:", flint_rank_mod_p(S.astype(np.uint64), PR, threads=1)[0])
for al in nonbox[:5]:
    print(al, "dimK", Ks[al].shape[0], "|B|", len(window(m, al)))
# group by min coordinate
from collections import defaultdict
g = defaultdict(list)
for al in nonbox: g[min(al)].append(al)
for k in sorted(g):
    S = np.concatenate([Ks[a] for a in g[k]])
    print("min alpha", k, "orbits", len(g[k]), "dim sum K", flint_rank_mod_p(S.astype(np.uint64), PR, threads=1)[0], "max dimK", max(Ks[a].shape[0] for a in g[k]))
