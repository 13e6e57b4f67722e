"""Jet test.  Same weights (d4.weights(2, seed, True): H4 = I, H1 generic) and the same (b, c) points:
 S_r  = Start span of Q_(N1-r, r) at generic H1 with g = e_k (per-k block), r = 0..n+1, sampled over Y End points;
 J_r  = P_0(T') + ... + P_r(T')  (the r-jet at x_1 = e_1 of the depth-3 End polynomial of layers 2-4; wlemma pieces).
Prints rank S_r, rank J_r, rank(S_r + J_r), and the term-4 value c_2(N_2, n) - 2 C(n-r+1, 2).
Usage: python jetcheck.py n seed k"""
import sys, time, json, inspect
from math import comb
import numpy as np
sys.path.insert(0, "/work/main/docs/research/d4b4-2026-11-30")
sys.path.insert(0, "/work/main/docs/research/d4-2026-11-29")
import wlemma
from d4 import P, rank, mv, weights
from pieces import vinv, interp

n, seed, k = map(int, sys.argv[1:4])
t0 = time.time()
code = inspect.getsource(wlemma.run).replace("    single = [rank(C[i]) for i in range(d + 1)]", "    return C, target, d, b, c")
ns = dict(vars(wlemma)); exec(code, ns)
C, target, d, b, c = ns["run"](n, seed, k)          # b, c: (2, X)
X = b.shape[1]
Y = X
w = weights(2, seed, True)
rng = np.random.default_rng(seed + 99)
us = [rng.integers(0, P, size=(2, 1, Y), dtype=np.int64) for _ in range(n - 1)]
n1 = comb(n + 2, 3)
ts, Vi = vinv(n1)
bb, cc = b.reshape(2, X, 1), c.reshape(2, X, 1)
V = np.empty((n1 + 1, X, Y), dtype=np.int64)
for i, t in enumerate(ts):
    h1 = np.array([1, t], dtype=np.int64).reshape(2, 1, 1)
    h2 = bb * mv(w["W2"], h1) % P
    h3 = cc * mv(w["W3"], h2) % P
    h4 = mv(w["W4"], h3) % P
    h4 = h4 * (np.arange(2) == k).reshape(2, 1, 1)
    for u in us:
        h1 = mv(w["H1"], h1) * u % P
        h2 = mv(w["H2"], h2) * mv(w["W2"], h1) % P
        h3 = mv(w["H3"], h3) * mv(w["W3"], h2) % P
        h4 = mv(w["H4"], h4) * mv(w["W4"], h3) % P
    V[i] = np.tensordot(w["WO"], h4, axes=(0, 0)) % P
Q = interp(Vi, V)
out = []
for r in range(n + 2):
    S = Q[r]                                   # (X, Y): columns = elements of S_r
    J = np.concatenate([C[i] for i in range(r + 1)], axis=0).T   # (X, m): columns = elements of J_r
    rs, rj, ru = rank(S), rank(J), rank(np.concatenate([S, J], axis=1))
    t4 = (comb(n + 1, 2) + 1) * (n + 1) - 2 - 2 * comb(max(n - r + 1, 0), 2)
    out.append((r, rs, rj, ru, t4))
print(json.dumps({"n": n, "seed": seed, "k": k, "(r, rank S_r, rank J_r, rank S_r+J_r, term4)": out,
                  "sec": round(time.time() - t0, 1)}), flush=True)
