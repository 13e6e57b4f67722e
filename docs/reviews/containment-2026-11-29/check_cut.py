"""The free-state End recurrence of check_containment.py reproduces the full depth-3 RAC (mod p) when
a^(l) = W^(H,l) h^(s,l) is computed from the Start; and y = sum_k a^(3)_k F_k.  Usage: python check_cut.py"""

import numpy as np
from check_containment import P, end_F, mm


def full_rac(Wts, h0, xs):
    W1, W2, W3, H1, H2, H3, WO = Wts
    h = [v.copy() for v in h0]
    hs = None
    for t, x in enumerate(xs):
        h[0] = mm(H1, h[0]) * mm(W1, x) % P
        h[1] = mm(H2, h[1]) * mm(W2, h[0]) % P
        h[2] = mm(H3, h[2]) * mm(W3, h[1]) % P
        if t == len(xs) // 2 - 1:
            hs = [v.copy() for v in h]
    return int(mm(WO, h[2])[0]), hs


ok = 0
g = np.random.default_rng(5)
for R, M, n in [(2, 2, 2), (3, 2, 3), (3, 3, 2), (2, 1, 3)]:
    for _ in range(5):
        Wts = (
            (g.integers(0, P, (R, M)),)
            + tuple(g.integers(0, P, (R, R)) for _ in range(5))
            + (g.integers(0, P, (1, R)),)
        )
        h0 = [g.integers(0, P, R) for _ in range(3)]
        xs = g.integers(0, P, (2 * n, M))
        y, hs = full_rac(Wts, h0, xs)
        a = [mm(Wts[3 + l], hs[l]) for l in range(3)]
        # y via sum_k a3_k F_k(a1, a2; End)
        yk = sum(int(a[2][k]) * int(end_F(Wts, a[0][None, :], a[1][None, :], k, xs[n:])[0]) for k in range(R)) % P
        ok += y == yk
print(f"full RAC == sum_k a3_k F_k(a1, a2; End): {ok} of 20")

# bidegree (N1, N2) = (n(n+1)/2, n) of F_k in (a, b): F_k(la a, mu b) = la^N1 mu^N2 F_k(a, b)
ok = tot = 0
for R, M, n in [(2, 2, 2), (3, 2, 3), (3, 3, 2), (2, 2, 4)]:
    Wts = (g.integers(0, P, (R, M)),) + tuple(g.integers(0, P, (R, R)) for _ in range(5)) + (g.integers(0, P, (1, R)),)
    a, b = g.integers(0, P, (4, R)), g.integers(0, P, (4, R))
    la, mu = 3, 7
    xs = g.integers(0, P, (n, M))
    N1, N2 = n * (n + 1) // 2, n
    for k in range(R):
        f0 = end_F(Wts, a, b, k, xs)
        f1 = end_F(Wts, a * la % P, b * mu % P, k, xs)
        ok += int(np.all(f1 == f0 * (pow(la, N1, P) * pow(mu, N2, P) % P) % P))
        bad = int(np.all(f1 == f0 * (pow(la, N1 + 1, P) * pow(mu, N2, P) % P) % P))  # control: must fail
        tot += 1
        ok -= bad
print(f"bidegree (n(n+1)/2, n) holds (and the wrong degree N1+1 fails): {ok} of {tot}")
