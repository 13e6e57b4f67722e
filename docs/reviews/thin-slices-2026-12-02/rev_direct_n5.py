"""Reviewer's brute-force X_(a,b) at n = 5 (no (K1), no slices): X_(a,b) = span{C(theta_2,i) C(theta_3,j) V_0 : i <= a,
j <= b} (Lemma K's first form), V_0 = span{p^mu g : |mu| = d-1, g in G} built explicitly. usage: rev_direct_n5.py seed a:b,...
"""
import json, sys, time
from math import comb
import numpy as np
sys.argv += []
from rev_slices import P, draw, generators, rref

n, seed = 5, int(sys.argv[1])
d, d1 = comb(n, 2), comb(n + 1, 2)
W2, W3, H2, H3, H1, L = draw(seed, False)
gens = generators(n, W2, W3, H2, H3, L)
cm = [(f2, f3) for f2 in range(n + 1) for f3 in range(n + 1 - f2)]
fi = np.array([f for f, _ in cm]), np.array([f for _, f in cm])
pm = [(e2, e3) for e2 in range(d1 + 1) for e3 in range(d1 + 1 - e2)]
rows = []
for m2 in range(d):
    for m3 in range(d - m2):
        for g in gens:
            A = np.zeros((d1 + 1, d1 + 1, n + 1, n + 1), np.int64)
            A[m2:m2 + n + 2, m3:m3 + n + 2] = g.A
            rows.append(np.stack([A[e2, e3][fi[0], fi[1]] for e2, e3 in pm]).reshape(-1))
V0 = rref(np.array(rows))
print(f"# n=5 seed={seed}: dim V_0 = {V0.shape[0]} (c_3(d, n-1) = {comb(d+2,2)*comb(n+1,2) - 3*(d+n-1)})", flush=True)
E2 = np.repeat(np.array([e for e, _ in pm]), len(cm)); E3 = np.repeat(np.array([e for _, e in pm]), len(cm))
def binw(E, i):
    return np.array([comb(int(x), i) % P for x in E], dtype=np.int64)
for ab in sys.argv[2].split(","):
    a, b = (int(t) for t in ab.split(":"))
    t0 = time.time(); B = V0
    for i in range(a + 1):
        for j in range(b + 1):
            if i == j == 0: continue
            w = binw(E2, i) * binw(E3, j) % P
            B = rref(np.concatenate([B, V0 * w[None, :] % P]))
    print(json.dumps({"a": a, "b": b, "dim_X_direct": int(B.shape[0]), "secs": round(time.time() - t0, 1)}), flush=True)
