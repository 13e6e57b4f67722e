"""Conjecture 49's E rank at j = 1 (before the min with Proposition 12's bound) equals k45's count 2 z_bound - kernel
(closures._edge_counts) as polynomials in s: symbolic (sympy) with the model's codim at j = 1 in closed form, and
numerically against the lab's functions for s = 4..120."""
import sympy as sp
from math import comb
from numerics.bounds.depth4 import common_support_count
from proofs.general.depth4 import closures, sep_formula

s = sp.symbols('s', integer=True, positive=True)
C2 = lambda n: n * (n - 1) / 2  # binomial(n, 2) as a polynomial (valid for n >= 0)
N2 = s * (s + 1) / 2
D = C2(N2 + 2) * C2(s + 2)
ms = lambda n: C2(n + 2)  # number of monomials of degree n in 3 variables (n >= -2)
c2 = 2 * ms(N2 - 1) * ms(s - 1) - ms(N2 - 2) * ms(s - 2)   # inclusion-exclusion, k = 2
# the model at j = 1 (alpha_2 = 1, alpha_3 = 0): per kappa, |g| = s - #supp, fat = #supp, lambda = 2 per pair in supp
codim = (3 * (C2(N2 + 2) - C2(N2 - (s - 1) + 2) + 1)
         + 3 * (s - 1) * (C2(N2 + 2) - C2(N2 - (s - 2) + 2) + 2 + 2)
         + C2(s - 1) * (C2(N2 + 2) - C2(N2 - (s - 3) + 2) + 3 + 6))
codimE = 3 * C2(s + 1) + 3 * C2(s)
r = 3 * (c2 - codim + codimE) - 27
d = N2 - s
dimP = C2(d + 2) * C2(s + 1)
q = 3 * s + 3 * (d - 1)
unknowns = 3 * C2(d - 1) * C2(s)  # dim P(d - 3, s - 2) = C(d - 1, 2) C(s, 2)
kernel = unknowns - 3 * (q - 9) - 3 * q
zb = 3 * (dimP - q)
k45 = 2 * zb - kernel
print("r - k45 =", sp.simplify(sp.expand(r - k45)))
print("r =", sp.factor(sp.expand(r)))
bad = []
for sv in range(4, 121):
    T = 2 * sv
    n2 = comb(sv + 1, 2)
    c2n = common_support_count(R=3, degrees=(n2, sv), k=2)
    cod = sep_formula.start_codimension(T=T, a2=1, a3=0)
    rn = 3 * (c2n - cod + 3 * comb(sv + 1, 2) + 3 * comb(sv, 2)) - 27
    e = closures._edge_counts(sv)
    kn = 2 * e["z_bound"] - e["kernel"]
    if not (rn == kn == int(r.subs(s, sv)) and c2n == int(c2.subs(s, sv)) and cod == int(codim.subs(s, sv))):
        bad.append(sv)
print("numeric s = 4..120 mismatches:", bad)
