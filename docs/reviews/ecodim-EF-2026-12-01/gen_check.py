"""Reviewer helper-111: identities and genericity, own code (sympy, exact).

1. D - c_2 == C(d+2,2) - 3C(s+1,2), d = N + 2s, and D - c_3 == 3N + 3s, as polynomials in (N, s).
2. (G0), (G2) and Theorem F's extra conditions at an own small-integer point, exactly over Q, for k = 1, 2, 3.
   (G2) is certified by: R(x) = Res_y(A_1, A_2)(x, y, 1) after a random unimodular change of coordinates has
   degree 9 and nonzero discriminant => nine distinct points, each of multiplicity 1 (Bezout total 9).
   Also checks that the nine points are the named ones (e_m, z_i, q_ii').
usage: gen_check.py SEED
"""
import sys
import random
import sympy as sp

N, s = sp.symbols("N s")
C2 = lambda x: x * (x - 1) / 2
D = C2(N + 2) * C2(s + 2)
c2 = 2 * C2(N + 1) * C2(s + 1) - C2(N) * C2(s)
c3 = 3 * C2(N + 1) * C2(s + 1) - 3 * C2(N) * C2(s) + C2(N - 1) * C2(s - 1)
d = N + 2 * s
print("identity D - c2 - (C(d+2,2) - 3C(s+1,2)) =", sp.expand(D - c2 - (C2(d + 2) - 3 * C2(s + 1))))
print("identity D - c3 - (3N + 3s) =", sp.expand(D - c3 - 3 * N - 3 * s))
print("e - (2s-3) with N = C(s+1,2):", sp.factor(C2(s + 1) - s - (2 * s - 3)))

seed = int(sys.argv[1])
rnd = random.Random(seed)
M = lambda: sp.Matrix(3, 3, lambda i, j: rnd.randint(1, 20))
W2, W3, W4 = M(), M(), M()
print("W2 =", W2.tolist(), "W3 =", W3.tolist(), "W4 =", W4.tolist())
b = sp.symbols("b1:4")
bv = sp.Matrix(b)
x, y = sp.symbols("x y")
n = [[sum(W3[i, m] * W2[m, j] * b[m] for m in range(3)) for j in range(3)] for i in range(3)]
vec = lambda f: sp.Matrix([sp.Poly(f, *b).coeff_monomial(v) for v in b])
allok = True
for k in range(3):
    mu = [W2[1, 0] * W2[2, 1] - W2[2, 0] * W2[1, 1], W2[0, 0] * W2[2, 1] - W2[2, 0] * W2[0, 1],
          W2[0, 0] * W2[1, 1] - W2[1, 0] * W2[0, 1]]
    G0 = W3.det() != 0 and all(W4[k, i] != 0 for i in range(3)) and all(m != 0 for m in mu)
    M1 = sp.Matrix([W4[k, i] * n[i][0] for i in range(3)])
    M2 = sp.Matrix([W4[k, i] * n[i][1] for i in range(3)])
    ch = M1.cross(M2)
    A1, A2 = sp.expand(ch[0] * M1[0]), sp.expand(ch[1] * M1[1])
    # random unimodular change b = U (x, y, 1)
    while True:
        U = sp.Matrix(3, 3, lambda i, j: rnd.randint(-5, 5))
        if U.det() in (1, -1):
            break
    sub = dict(zip(b, list(U * sp.Matrix([x, y, 1]))))
    a1, a2 = sp.expand(A1.subs(sub)), sp.expand(A2.subs(sub))
    R = sp.Poly(sp.resultant(a1, a2, y), x)
    disc = sp.discriminant(R) if R.degree() > 0 else 0
    G2 = R.degree() == 9 and disc != 0
    # named points
    e = [sp.Matrix([1, 0, 0]), sp.Matrix([0, 1, 0]), sp.Matrix([0, 0, 1])]
    z = [vec(n[i][0]).cross(vec(n[i][1])) for i in range(3)]
    q = [vec(n[a][0]).cross(vec(n[c][0])) for a, c in ((0, 1), (0, 2), (1, 2))]
    pts = e + z + q
    onV = all(sp.expand(A.subs(dict(zip(b, p)))) == 0 for p in pts for A in (A1, A2))
    distinct = all(pts[i].cross(pts[j]) != sp.zeros(3, 1) for i in range(9) for j in range(i + 1, 9))
    # Theorem F extras
    Gm = W3.T * sp.diag(*[W4[k, i] for i in range(3)])
    Ginv = Gm.inv()
    F_ok = (W2.det() != 0 and all(v != 0 for v in W2) and all(v != 0 for v in W3) and all(v != 0 for v in Ginv)
            and all(v != 0 for v in q[0]))
    # q_ii' for every column pair (for unsorted alpha the role of column 1 is taken by another column)
    qcols = []
    for col in range(3):
        qq = vec(n[0][col]).cross(vec(n[1][col]))
        qcols.append(all(v != 0 for v in qq))
    print(f"k={k + 1}: (G0)={G0}  (G2): deg Res={R.degree()} disc!=0={disc != 0} -> {G2}; nine named points on V:"
          f" {onV}, distinct: {distinct};  Theorem F extras: {F_ok}; q_12 off coordinate lines for columns 1,2,3: {qcols}")
    allok &= G0 and G2 and onV and distinct and F_ok
print("ALL OK" if allok else "SOMETHING FAILS")
