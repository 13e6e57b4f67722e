"""Direct GF(p) rank of X_(a,b) = k[p]_(d-1) * G_(a,b) (rows = monomial times generator), small n only."""
import sys
from math import comb
import numpy as np
from proofs.general.depth4.thin.slices import SliceModel, special_point
from proofs.general.depth4.window_model import _monos
from numerics.rank.flint_bridge import flint_rank_mod_p
n = int(sys.argv[1])
m = SliceModel(n=n, point=special_point(seed=1))
d = comb(n, 2); nc = m.nc; p = m.p
big = _monos(d + n); idx = {e: i for i, e in enumerate(big)}
mult = _monos(d - 1)
for ab in sys.argv[2:]:
    a, b = map(int, ab.split(","))
    B = m.box_generators(a=a, b=b)
    rows = []
    for g in B:
        R = g.reshape(len(m._pm), nc)
        for u in mult:
            v = np.zeros((len(big), nc), np.int64)
            for i, e in enumerate(m._pm):
                v[idx[(e[0]+u[0], e[1]+u[1], e[2]+u[2])]] = R[i]
            rows.append(v.reshape(-1))
    M = np.array(rows) % p
    r = int(flint_rank_mod_p(M.astype(np.uint64), p, threads=1)[0])
    print(f"n={n} a={a} b={b} gens={B.shape[0]} rows={M.shape[0]} cols={M.shape[1]} rank={r}", flush=True)
