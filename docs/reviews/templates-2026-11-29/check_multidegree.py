"""Remark (iv) of Proposition C: the End polynomial is multihomogeneous of multidegree (N_1, .., N_L) in the Start
states, N_l = C(s-1+L-l, L-l). Test: scaling layer l's state h^{s,l} by lam multiplies y(state; e) by lam^N_l."""
import time
from math import comb
import numpy as np
from racgf import P, RAC, end_values, words

t0 = time.time()
rng = np.random.default_rng(2)
for L, M, R, T in ((2, 3, 3, 6), (3, 2, 3, 6), (3, 3, 2, 8), (4, 2, 2, 8), (5, 2, 3, 6)):
    s = T // 2
    rac = RAC(L, M, R, rng)
    tau = rng.integers(0, P, size=(4, M))
    E = words(4, s)[rng.choice(4 ** s, 50, replace=False)]
    st = [rng.integers(0, P, size=(5, R)) for _ in range(L)]
    base = end_values(rac, st, tau, E)
    res = []
    for l in range(L):
        N = comb(s - 1 + L - (l + 1), L - (l + 1))
        lam = int(rng.integers(2, P))
        st2 = [h.copy() for h in st]
        st2[l] = st2[l] * lam % P
        ok = np.all(end_values(rac, st2, tau, E) == base * pow(lam, N, P) % P)
        res.append((l + 1, N, bool(ok)))
    print(f"(L,M,R,T)=({L},{M},{R},{T}): (layer, N_l, homogeneous of degree N_l) = {res}")
print(f"wall {time.time()-t0:.1f} s")
