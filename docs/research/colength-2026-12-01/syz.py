"""Minimal syzygy of (F, G1, G2) = (h_{a2,a3}, h_{a2-1,a3}, h_{a2,a3-1}) (divided), constant case, c symbolic."""
import sympy as sp, sys
X, Y, c, w2, w3 = sp.symbols("X Y c w2 w3")
def tops(k, kp, a2, a3):
    g, gp = max(k - a2 - a3, 0), max(kp - a2 - a3, 0)
    P = sp.Poly(sp.expand((X + w2 + w3)**k * (Y + w2 + c*w3)**kp), w2, w3)
    h = lambda b2, b3: sp.cancel(P.coeff_monomial(w2**b2 * w3**b3) / (X**g * Y**gp))
    return h(a2, a3), h(a2 - 1, a3), h(a2, a3 - 1)
def syz(k, kp, a2, a3, j):
    F, G1, G2 = tops(k, kp, a2, a3)
    t = sp.Poly(F, X, Y).total_degree()
    def form(d, name):
        cs = sp.symbols(f"{name}0:{d+1}")
        return sum(cs[i] * X**i * Y**(d - i) for i in range(d + 1)), list(cs)
    p, cp = form(j + 1, "p"); q1, c1 = form(j, "q"); q2, c2 = form(j, "r")
    ex = sp.Poly(sp.expand(p * F + q1 * G1 + q2 * G2), X, Y)
    unk = cp + c1 + c2
    sol = sp.linsolve(ex.coeffs(), unk)
    return t, F, G1, G2, p, q1, q2, unk, sol
k, kp, a2, a3, j = map(int, sys.argv[1:6])
t, F, G1, G2, p, q1, q2, unk, sol = syz(k, kp, a2, a3, j)
print("t", t, "deg syz", t + 1 + j)
for s in sol:
    free = sorted(set().union(*[sp.sympify(e).free_symbols for e in s]) & set(unk), key=str)
    print("free params", free)
    sub = dict(zip(unk, s))
    for fp in free:
        spec = {f: (1 if f == fp else 0) for f in free}
        P_, Q1, Q2 = [sp.factor(sp.simplify(e.subs(sub).subs(spec))) for e in (p, q1, q2)]
        print(" p =", P_); print(" q1 =", Q1); print(" q2 =", Q2)
