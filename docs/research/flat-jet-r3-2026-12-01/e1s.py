"""(E1s) scalar: dim sum_{j=1,2} k_(d-1) Kr_n(h_j G) vs dim k_d grad(G) for G = y1^A y2^B and G = y^n."""
import sys
from math import comb
import numpy as np
from fj import P, rank
from pieces import setup, mul, pw, theta, zero, span_times_forms
n, seed = int(sys.argv[1]), int(sys.argv[2])
rng, W3, H2, y, h = setup(n, seed)
d, D1 = comb(n, 2), comb(n + 1, 2); N = comb(D1 + 2, 2)
for A in range(0, n + 1):
    G = mul(pw(y[0], A), pw(y[1], n - A))
    vecs = [[theta(mul(h[j], G), a2, a3)] for j in (0, 1) for a2 in range(n + 1) for a3 in range(n + 1 - a2)]
    X = span_times_forms(vecs, d - 1, N + 20, rng)
    vecs1 = [[theta(mul(h[0], G), a2, a3)] for a2 in range(n + 1) for a3 in range(n + 1 - a2)]
    X1 = span_times_forms(vecs1, d - 1, N + 20, rng)
    print(f"n={n} G=y1^{A} y2^{n-A}: two h: {rank(X)}, one h: {rank(X1)}, of N={N}", flush=True)
