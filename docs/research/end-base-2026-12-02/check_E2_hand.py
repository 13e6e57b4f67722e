"""Exact check (sympy, symbolic a, b, c, d) of the two hand computations of Proposition E2 (M = R - 2, K = 3):
type (2,2) with beta = (2,1): the 5 cubics f1..f5 have rank 5 = dim (I_al)_beta for generic (a, b, c, d);
type (2,2,1) with beta = (1,1,1) at al = e_i: x -> (N1 x) (x) (N2 x) spans K^2 (x) K^2 (rank 4)."""
import sympy as sp
a, b, c, d = sp.symbols('a b c d')
F = sp.Matrix([[c, d, 0, 0, 0, 0], [0, a, 0, b, 0, 0], [0, 0, 0, a, 0, b], [a, 0, b + c, d, 0, 0],
               [0, 0, a, 0, b + c / 2, d / 2]])
print("type (2,2), beta (2,1): generic rank", F.rank(), "; at a=b=c=d=1:", F.subs({a: 1, b: 1, c: 1, d: 1}).rank())
# direct recomputation of f1..f5 from the definition, to check the hand expansion
x1, x2, x3, p1, q1, p2, q2 = sp.symbols('x1 x2 x3 p1 q1 p2 q2')
lam1 = a * p1 + b * q1; lam2 = c * p2 + d * q2
Y1 = x1 * p1 + x2 * q1; Y2 = x2 * p2 + x3 * q2          # N1 x = (x1, x2) on (p1, q1); N2 x = (x2, x3) on (p2, q2)
expr = sp.expand(lam1 * 2 * Y1 * Y2 + lam2 * Y1 ** 2)     # pi_beta[(al.w) y(x)^2], beta = 2 e_1 + e_2
P = sp.Poly(expr, x1, x2, x3)
mons = [p1**2*p2, p1**2*q2, p1*q1*p2, p1*q1*q2, q1**2*p2, q1**2*q2]
rows = []
for mon, coef in P.terms():
    cp = sp.Poly(sp.expand(coef), p1, q1, p2, q2)
    rows.append([cp.coeff_monomial(m) for m in mons])
print("type (2,2), beta (2,1), from the definition: rank", sp.Matrix(rows).rank(), "(target 5)")
# type (2,2,1) at al = e_i: span of (N1 x)(N2 x) over x, N1 x = (x1, x2), N2 x = (x2, x3)
expr2 = sp.expand(Y1 * Y2)
P2 = sp.Poly(expr2, x1, x2, x3)
mons2 = [p1*p2, p1*q2, q1*p2, q1*q2]
rows2 = [[sp.Poly(sp.expand(cf), p1, q1, p2, q2).coeff_monomial(m) for m in mons2] for _, cf in P2.terms()]
print("type (2,2,1), beta (1,1,1) at al = e_i: rank", sp.Matrix(rows2).rank(), "(target 4)")
