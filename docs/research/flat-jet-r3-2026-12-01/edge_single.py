"""(E1): for one a, is sum_{j=1,2} k_(d-1) Kr_n(h_j G_a) = k_d . grad(G_a)?  G_a = y1^a y2^(m-a) (y1 e_(a+1) + y2 e_a).
Also the scalar analogue G = y1^A y2^B and the graded-with-full-multiplier space Gr = sum_a k_d grad(G_a)."""
import sys, time
from math import comb
import numpy as np
from fj import P, rank
from pieces import setup, mul, pw, theta, zero, span_times_forms, flat
n, seed = int(sys.argv[1]), int(sys.argv[2])
rng, W3, H2, y, h = setup(n, seed)
m, d, D1 = n - 1, comb(n, 2), comb(n + 1, 2)
N = comb(D1 + 2, 2)
def grad_vecs(comps):
    """graded span of a vector of degree-n forms: one vector per monomial gamma"""
    D = comps[0].shape[0] - 1
    out = []
    for a2 in range(D + 1):
        for a3 in range(D + 1 - a2):
            v = [zero(D) for _ in comps]
            for i, c in enumerate(comps):
                v[i][a2, a3] = c[a2, a3]
            out.append(v)
    return out
def kr(comps, r):
    return [[theta(c, a2, a3) for c in comps] for a2 in range(r + 1) for a3 in range(r + 1 - a2)]
for a in range(1, m):
    base = mul(pw(y[0], a), pw(y[1], m - a))
    G = [mul(base, y[0]), mul(base, y[1])]  # components e_(a+1), e_a
    vecs = []
    for j in (0, 1):
        vecs += kr([mul(h[j], c) for c in G], n)
    X = span_times_forms(vecs, d - 1, 2 * N + 20, rng)
    Y = span_times_forms(grad_vecs(G), d, 2 * N + 20, rng)
    rx, ry = rank(X), rank(Y)
    print(f"n={n} a={a}: dim sum_j k_(d-1)Kr_n(h_j G_a) = {rx}; dim k_d grad(G_a) = {ry}; rank both = {rank(np.concatenate([X, Y], 1))}", flush=True)
