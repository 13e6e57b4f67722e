"""(E1) with one h only: dim k_(d-1) Kr_n(h_1 G_a) vs k_d grad(G_a)."""
import sys
from math import comb
import numpy as np
from fj import rank
from pieces import setup, mul, pw, theta, zero, span_times_forms
n, seed = int(sys.argv[1]), int(sys.argv[2])
rng, W3, H2, y, h = setup(n, seed)
m, d, D1 = n - 1, comb(n, 2), comb(n + 1, 2); N = comb(D1 + 2, 2)
for a in range(1, m):
    base = mul(pw(y[0], a), pw(y[1], m - a))
    G = [mul(base, y[0]), mul(base, y[1])]
    vecs = [[theta(mul(h[0], c), a2, a3) for c in G] for a2 in range(n + 1) for a3 in range(n + 1 - a2)]
    X = span_times_forms(vecs, d - 1, 2 * N + 20, rng)
    print(f"n={n} a={a}: one h: {rank(X)} (target 2N-3 = {2*N-3})", flush=True)
