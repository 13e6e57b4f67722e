"""5a: Conjecture 32's value h_n(n+d) - 3 C(n-2d+1, 3)_+ equals min(h_n(n+d), Pi(n, d)), Pi a polynomial; chi of the
kernel bundle is quadratic in d. Also Pi against the known dimensions at d = 1, 2 (g2 notes: dim C_n = (n+2) n (n-1),
Q_{n+2} = 57, 90, 144, 231, 366, 567 for n = 4..9)."""
from math import comb

import sympy as sp

n, d = sp.symbols("n d")


def K(k, m):
    return 2 * sp.binomial(k + 1, 2) * sp.binomial(m + 1, 2) - sp.binomial(k, 2) * sp.binomial(m, 2)


r = sp.binomial(n + 3, 4) - sp.binomial(n + 1, 2)
h = sp.expand(sp.expand_func(K(n + d, n) - 3 * r - 3))
C3 = lambda m: m * (m - 1) * (m - 2) / 6  # noqa: E731
Pi = sp.expand(h - 3 * C3(n - 2 * d + 1))
print("Pi(n, d) =", sp.factor(Pi))
ok = True
for nn in range(4, 60):
    for dd in range(3, 60):
        hv = int(h.subs({n: nn, d: dd}))
        conj = hv - 3 * comb(max(nn - 2 * dd + 1, 0), 3)
        if conj != min(hv, int(Pi.subs({n: nn, d: dd}))):
            ok = False
print("min-form identity for 4 <= n < 60, 3 <= d < 60:", ok)
dimC = sp.expand((n + 2) * n * (n - 1))
chi = sp.expand((d + 1) * d / 2 * dimC - h)
print("chi(K(n+d)) =", sp.factor(chi), " degree in d:", sp.degree(chi, d))
Q2 = {4: 57, 5: 90, 6: 144, 7: 231, 8: 366, 9: 567}
for nn in range(4, 10):
    print(f"n={nn}: d=1 dim C_n={int(dimC.subs(n, nn))} Pi={int(Pi.subs({n: nn, d: 1}))};"
          f" d=2 dim={int(h.subs({n: nn, d: 2})) - Q2[nn]} Pi={int(Pi.subs({n: nn, d: 2}))}")
