"""(E1) (two h) for selected a at larger n: python edge_single_sel.py n seed a1,a2,..."""
import sys
from math import comb
import numpy as np
from fj import rank
from pieces import setup, mul, pw, theta, span_times_forms
n, seed, alist = int(sys.argv[1]), int(sys.argv[2]), [int(x) for x in sys.argv[3].split(",")]
rng, W3, H2, y, h = setup(n, seed)
m, d, D1 = n - 1, comb(n, 2), comb(n + 1, 2); N = comb(D1 + 2, 2)
for a in alist:
    base = mul(pw(y[0], a), pw(y[1], m - a))
    G = [mul(base, y[0]), mul(base, y[1])]
    vecs = [[theta(mul(h[j], c), a2, a3) for c in G] for j in (0, 1) for a2 in range(n + 1) for a3 in range(n + 1 - a2)]
    X = span_times_forms(vecs, d - 1, 2 * N + 10, rng)
    print(f"n={n} seed={seed} a={a}: dim sum_j k_(d-1) Kr_n(h_j G_a) = {rank(X)}, 2N-3 = {2*N-3}", flush=True)
