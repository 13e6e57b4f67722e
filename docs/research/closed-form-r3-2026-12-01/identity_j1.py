"""PROVED (polynomial identity): the k45 edge-kernel count equals the Prop-42-type form at j = 1 minus 27, every s >= 4."""
import sympy as sp
s = sp.symbols("s", integer=True, positive=True)
def C2(n): return n * (n - 1) / 2
ms = lambda d: (d + 2) * (d + 1) / 2          # monomials of degree d in 3 variables
N2 = s * (s + 1) / 2
c2 = 2 * ms(N2 - 1) * ms(s - 1) - ms(N2 - 2) * ms(s - 2)
# codim Y at the edge j = 1 by support size r of kappa: n_r kappas, G = s - r, fat = r (order 1 at z^(3)), lambda = 2 per pair
n = {1: 3, 2: 3 * (s - 1), 3: (s - 1) * (s - 2) / 2}
codY1 = sum(n[r] * (ms(N2) - ms(N2 - s + r) + r + 2 * C2(r)) for r in (1, 2, 3))
prop42 = 3 * (c2 - codY1 + 3 * C2(s + 1) + 3 * C2(s))
d = N2 - s; dimP = ms(d) * C2(s + 1); q = 3 * s + 3 * (d - 1)
kern = 6 * (dimP - q) - (3 * C2(d - 1) * C2(s) - 6 * q + 27)
print("prop42 - 27 - kernel =", sp.expand(prop42 - 27 - kern))
print("edge j=1 rank(s) =", sp.factor(sp.expand(kern)))
print([kern.subs(s, v) for v in range(4, 9)])
