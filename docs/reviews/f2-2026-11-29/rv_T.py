"""S2's condition (T) at e_j, exact over Q at random small-integer weights (reviewer's code, sympy):
c_x(a) = Gamma(a * u_x), Gamma(v) = H2^{-1} b*(H1 v) * adj(W2 v); in the chart a_j = 1, a = e_j + (s, t) in the other
coordinates, the linear part in (s, t) of the components of c_x x c_x' should have rank 2 (x != x'); control x' = x: 0.
Also checks c_x(e_j) is proportional to b_0j := H2^{-1} b*(H1 e_j) / c_j.
usage: python rv_T.py SEED"""
import sys, random
import sympy as sp

random.seed(int(sys.argv[1]))
R = lambda r, c: sp.Matrix(r, c, lambda i, j: random.randint(-9, 9) or 1)
W1, W2, H1, H2, ell = R(3, 2), R(3, 3), R(3, 3), R(3, 3), [random.randint(1, 9) for _ in range(3)]
s, t = sp.symbols('s t')
def bstar(a):
    z1 = [ell[r] * (W2 * sp.Matrix([a[i] * W1[i, 0] for i in range(3)]))[r] for r in range(3)]
    z2 = [ell[r] * (W2 * sp.Matrix([a[i] * W1[i, 1] for i in range(3)]))[r] for r in range(3)]
    return sp.Matrix(z1).cross(sp.Matrix(z2))
def adj(z):
    return sp.Matrix([z[1] * z[2], z[0] * z[2], z[0] * z[1]])
def c_x(a, x):
    u = [x[0] * W1[i, 0] + x[1] * W1[i, 1] for i in range(3)]
    v = sp.Matrix([a[i] * u[i] for i in range(3)])
    g = H2.inv() * bstar(H1 * v)
    ad = adj(W2 * v)
    return sp.Matrix([g[r] * ad[r] for r in range(3)])
x, xp = (1, 3), (2, -5)
for j in range(3):
    other = [r for r in range(3) if r != j]
    a = [0, 0, 0]; a[j] = 1; a[other[0]] = s; a[other[1]] = t
    cx, cxp = c_x(a, x), c_x(a, xp)
    e = [0, 0, 0]; e[j] = 1
    b0 = H2.inv() * bstar(H1 * sp.Matrix(e)); b0 = sp.Matrix([b0[r] / W2[r, j] for r in range(3)])
    prop = sp.Matrix(cx.subs({s: 0, t: 0})).cross(b0).applyfunc(sp.simplify) == sp.zeros(3, 1)
    for name, other_c in (("x'!=x", cxp), ("control x'=x", c_x(a, x))):
        cr = cx.cross(other_c).applyfunc(sp.expand)
        lin = sp.Matrix([[sp.Poly(cr[r], s, t).coeff_monomial(m) for m in (s, t)] for r in range(3)])
        const = [sp.Poly(cr[r], s, t).coeff_monomial(1) for r in range(3)]
        print(f"seed={sys.argv[1]} j={j} {name}: c_x(e_j) prop. b_0j: {prop}; constant part of c_x x c_x' = {const}; "
              f"rank of linear part = {lin.rank()}", flush=True)
