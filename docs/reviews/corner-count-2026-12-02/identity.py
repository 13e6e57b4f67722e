"""Side identity: depth3_ideal_bound at T' = 2(s-1) is 3 c_3(C(s,2), s-1) (the complement of 'share an index' in
two sets is 'disjoint supports'), so r_0 = 3 c_3 at the previous s, and the depth3-ideal margin reads
2(s+1) c_3(s-1) > c_3(s)."""
import sympy as sp
s = sp.Symbol("s")
c3 = (s**6 + 5*s**5 + 15*s**4 + 31*s**3 + 16*s**2 - 36*s + 16) / 16
d3 = 3 * (s**6 - s**5 + 5*s**4 + s**3 - 22*s**2 - 16*s + 48) / 16
print("d3(s) == 3 c3(s-1):", sp.expand(d3 - 3 * c3.subs(s, s - 1)) == 0)
print("2(s+1) c3(s-1) - c3(s) =", sp.factor(sp.expand(2 * (s + 1) * c3.subs(s, s - 1) - c3)))
print("at s = 4 + u:", sp.Poly(sp.expand((2 * (s + 1) * c3.subs(s, s - 1) - c3).subs(s, s + 4)), s).all_coeffs())
