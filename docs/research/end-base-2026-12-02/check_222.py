"""Type (2,2,2), beta = e1+e2+e3 (three classes of size 2), K = 4: the span of the coefficients in x of
pi_beta[(al.w) y(x)^2] = 2[lam1 Y2 Y3 + lam2 Y1 Y3 + lam3 Y1 Y2], Y_j = N_j x . w^(j), against dim (I_al)_beta = 7.
Special N: N1 x = (x1, x2), N2 x = (x2, x3), N3 x = (x3, x4); lam_j = p_j (a = 1, b = 0: lam_j = w_(p_j))."""
import sympy as sp
x = sp.symbols('x1:5'); p = sp.symbols('p1:4'); q = sp.symbols('q1:4')
Y = [x[0]*p[0] + x[1]*q[0], x[1]*p[1] + x[2]*q[1], x[2]*p[2] + x[3]*q[2]]
def run(lam):
    expr = sp.expand(lam[0]*Y[1]*Y[2] + lam[1]*Y[0]*Y[2] + lam[2]*Y[0]*Y[1])
    P = sp.Poly(expr, *x)
    mons = [u*v*w for u in (p[0], q[0]) for v in (p[1], q[1]) for w in (p[2], q[2])]
    rows = [[sp.Poly(sp.expand(c), *(p + q)).coeff_monomial(m) for m in mons] for _, c in P.terms()]
    return sp.Matrix(rows), [mon for mon, _ in P.terms()], mons
for name, lam in (("lam_j = p_j", [p[0], p[1], p[2]]), ("lam_j = p_j + q_j", [p[0]+q[0], p[1]+q[1], p[2]+q[2]]),
                  ("symbolic", [sp.Symbol('a1')*p[0]+sp.Symbol('b1')*q[0], sp.Symbol('a2')*p[1]+sp.Symbol('b2')*q[1], sp.Symbol('a3')*p[2]+sp.Symbol('b3')*q[2]])):
    Mx, xm, mons = run(lam)
    print(name, "rank", Mx.rank(), "(target 7)")
    if name == "lam_j = p_j":
        print("columns:", mons); 
        for r, m in zip(Mx.tolist(), xm): print(m, r)
