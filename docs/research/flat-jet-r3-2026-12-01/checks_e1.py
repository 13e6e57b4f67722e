"""Sanity checks of two steps of the (E1) proof (exact ranks mod p):
 (K) Kr_n(H) = span_b D_b H, D_b H = sum_l p_l (d_l H)(b*p), for a random H of degree n+1;
 (a) h^(n+1) k_(D-2n-1) grad(G_a) is inside k_(d-1) Kr_n(h G_a)  (one h)."""
import sys
from math import comb
import numpy as np
from fj import P, rank
from pieces import setup, mul, pw, theta, zero, span_times_forms, rand_form, flat
n, seed = int(sys.argv[1]), int(sys.argv[2])
rng, W3, H2, y, h = setup(n, seed)
m, d, D1 = n - 1, comb(n, 2), comb(n + 1, 2)
N1 = n + 1
def Db(H, b):
    """sum_l p_l (d_l H)(b*p) for a form H (array A[a2,a3], p1-exponent N - a2 - a3)"""
    Nd = H.shape[0] - 1
    out = zero(Nd)
    for a2 in range(Nd + 1):
        for a3 in range(Nd + 1 - a2):
            a1 = Nd - a2 - a3
            c = H[a2, a3] * pow(int(b[0]), a1, P) % P * pow(int(b[1]), a2, P) % P * pow(int(b[2]), a3, P) % P
            # sum_l gamma_l b^(gamma - e_l) = b^gamma * sum_l gamma_l / b_l
            s = (a1 * pow(int(b[0]), P - 2, P) + a2 * pow(int(b[1]), P - 2, P) + a3 * pow(int(b[2]), P - 2, P)) % P
            out[a2, a3] = c * s % P
    return out
H = rand_form(N1, rng)
K1 = np.stack([flat(theta(H, a2, a3)) for a2 in range(n + 1) for a3 in range(n + 1 - a2)], 1)
K2 = np.stack([flat(Db(H, rng.integers(1, P, 3))) for _ in range(comb(n + 2, 2) + 10)], 1)
print(f"n={n} (K): rank Kr_n(H) = {rank(K1)}, rank span_b D_b H = {rank(K2)}, rank both = {rank(np.concatenate([K1, K2], 1))}")
for a in (1, m - 1):
    base = mul(pw(y[0], a), pw(y[1], m - a))
    G = [mul(base, y[0]), mul(base, y[1])]
    vecs = [[theta(mul(h[0], c), a2, a3) for c in G] for a2 in range(n + 1) for a3 in range(n + 1 - a2)]
    NN = comb(D1 + 2, 2)
    X = span_times_forms(vecs, d - 1, 2 * NN + 20, rng)
    hp = pw(h[0], n + 1)
    gv = []
    for a2 in range(n + 1):
        for a3 in range(n + 1 - a2):
            v = [zero(n) for _ in G]
            for i, c in enumerate(G):
                v[i][a2, a3] = c[a2, a3]
            gv.append([mul(hp, x) for x in v])
    Y = span_times_forms(gv, D1 - 2 * n - 1, 200, rng)
    print(f"n={n} a={a} (a): rank X = {rank(X)}, rank h^(n+1) part = {rank(Y)}, rank [X|Y] = {rank(np.concatenate([X, Y], 1))}")
