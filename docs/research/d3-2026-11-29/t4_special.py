"""T = 4 (s = 2), M = R, W^(I,1) = I, thesis initial states H_l h^(0,l) = 1: rank of the Start x End evaluation
matrix of the actual RAC at special weights (flags H1I H2I H3I W2I W3I set those matrices to I).
usage: python t4_special.py R seed [flags]"""
import sys, numpy as np
from math import comb
from endrank import mm, p
from numerics.rank import flint_rank_mod_p
R, seed = int(sys.argv[1]), int(sys.argv[2]); flags = sys.argv[3:]
rng = np.random.default_rng(seed)
W = lambda: rng.integers(1, p, size=(R, R), dtype=np.int64)
w = dict(W2=W(), W3=W(), H1=W(), H2=W(), H3=W(), WO=rng.integers(1, p, size=R, dtype=np.int64))
for f in ('H1', 'H2', 'H3', 'W2', 'W3'):
    if f + 'I' in flags: w[f] = np.eye(R, dtype=np.int64)
cap = R * comb(R + 2, 3); N = cap + 10
X = rng.integers(0, p, size=(N, 4, R), dtype=np.int64)   # rows: Start (x1, x2); cols: End (x3, x4)
S = X[:, :2, :]; E = X[:, 2:, :]
one = np.ones(R, dtype=np.int64)
h = [np.broadcast_to(one, (N, N, R))] * 3
h1 = h2 = h3 = None
for t in range(4):
    x = (S[:, None, t, :] if t < 2 else E[None, :, t - 2, :])
    x = np.broadcast_to(x, (N, N, R))
    if t == 0:
        h1 = x % p; h2 = mm(w['W2'], h1); h3 = mm(w['W3'], h2)
    else:
        h1 = mm(w['H1'], h1) * x % p
        h2 = mm(w['H2'], h2) * mm(w['W2'], h1) % p
        h3 = mm(w['H3'], h3) * mm(w['W3'], h2) % p
Y = mm(w['WO'][None, :], h3)[..., 0]
r = flint_rank_mod_p(Y.astype(np.uint64), p, threads=1)[0]
print(f"T=4 R={R} seed={seed} flags={flags} rank={r} cap={cap}")
