"""Check 6: Lemma 3's inclusion Block_j^free ⊆ span{C_(beta,alpha') : |beta| - beta_k <= j} =: Σ_(i<=j) M_i, where
M_i = span over (v, h^2..h^L free) of [t^i] G_n(e_k + t v, h^2, ..., h^L) (= span{C : |beta| - beta_k = i}).
Usage: python check6.py L R T jmax seed"""
import sys
from math import comb
import numpy as np
from rev import *

L, R, T, jmax, seed = map(int, sys.argv[1:6])
rng = np.random.default_rng(seed)
def rnd(*sh): return rng.integers(0, p, size=sh)
rac = Rac.explicit(L, R)
s, n = T // 2, T // 2 - 1
N, D = sizes(L, T)
m1 = comb(s - 2 + L - 1, L - 1)
U = prod(mset(R, comb(s - 2 + L - l, L - l)) for l in range(2, L + 1))
Q = D + 10
E = rnd(Q, n, 2)
P = D + 20
v = rnd(R, P); v[K] = 0
ek = np.zeros((R, P), dtype=np.int64); ek[K] = 1
hfree = [rnd(R, P) for _ in range(L - 1)]
vals = [G(rac, [(ek + t * v) % p] + hfree, E) for t in range(1, m1 + 2)]
Vi = inv_vandermonde(m1)
Mi = []
for i in range(jmax + 1):
    acc = np.zeros_like(vals[0])
    for t in range(m1 + 1):
        acc = (acc + int(Vi[i, t]) * vals[t]) % p
    Mi.append(acc)
b = [rnd(R, P) for _ in range(L - 1)]
B = tcoeffs(rac, v, b, E, N)
for j in range(jmax + 1):
    Mstack = np.vstack(Mi[: j + 1])
    rM = rank(Mstack)
    print(f"({L},2,{R},{T}) j={j}: rank Σ_(i<=j) M_i = {rM} (count C(j+R-1,R-1) U = {comb(j + R - 1, R - 1) * U}); "
          f"rank Block_j^free = {rank(B[j])}; joint = {rank(np.vstack([Mstack, B[j]]))}")
