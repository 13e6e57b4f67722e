"""Symbolic checks (sympy) of the identities used in NOTES.md, for the normalised constant case
P = (X + w2 + w3)^k (Y + w2 + c w3)^k', P_b = [w2^b2 w3^b3] P (undivided; the identities are linear, so they
hold for the divided h_b too)."""
import sympy as sp
X, Y, c, w2, w3 = sp.symbols("X Y c w2 w3")
def coeffs(k, kp, N):
    P = sp.expand((X + w2 + w3)**k * (Y + w2 + c*w3)**kp)
    Pp = sp.Poly(P, w2, w3)
    def h(b2, b3):
        if b2 < 0 or b3 < 0: return sp.Integer(0)
        return Pp.coeff_monomial(w2**b2 * w3**b3)
    return h
ok = True
for k, kp in [(1, 1), (2, 3), (4, 2), (5, 5), (3, 6)]:
    h = coeffs(k, kp, k + kp)
    for b2 in range(0, k + kp + 1):
        for b3 in range(0, k + kp + 1 - b2):
            e = (c-1)*(k+kp-b2-b3)*h(b2,b3) - (X*(c*(b2+1)*h(b2+1,b3) - (b3+1)*h(b2,b3+1)) + Y*((b3+1)*h(b2,b3+1) - (b2+1)*h(b2+1,b3)))
            e1 = X*(c*(b2+1)*h(b2+1,b3) - (b3+1)*h(b2,b3+1)) - (((c-1)*k - c*b2 + b3)*h(b2,b3) + (b3+1)*h(b2-1,b3+1) - c*(b2+1)*h(b2+1,b3-1))
            e2 = Y*((b3+1)*h(b2,b3+1) - (b2+1)*h(b2+1,b3)) - (((c-1)*kp + b2 - c*b3)*h(b2,b3) - (b3+1)*h(b2-1,b3+1) + c*(b2+1)*h(b2+1,b3-1))
            for name, ex in (("Euler", e), ("Eq1", e1), ("Eq2", e2)):
                if sp.expand(ex) != 0: ok = False; print("FAIL", name, k, kp, b2, b3)
    # row recurrence (b3 = 0)
    for j in range(0, k + kp):
        ex = (j+1)*X*Y*h(j+1,0) - (((k-j)*Y + (kp-j)*X)*h(j,0) + (k+kp-j+1)*h(j-1,0))
        if sp.expand(ex) != 0: ok = False; print("FAIL rec", k, kp, j)
    # a3 = 1 syzygy (undivided): p F + q1 G1 + q2 G2 = 0, F = h(a2,1), G1 = h(a2-1,1), G2 = h(a2,0)
    for a2 in range(1, k + kp - 1):
        q2num = (c-1)*((c-1)*(k+kp-a2)*X*Y - (c*X-Y)*((k-a2)*Y + (kp-a2)*X)) - a2*(c*X-Y)**2
        q2 = sp.cancel(q2num / (Y - X))
        assert sp.denom(sp.together(q2)) == 1
        ex = -(c-1)*X*Y*h(a2,1) - (c*X-Y)*h(a2-1,1) + q2*h(a2,0)
        if sp.expand(ex) != 0: ok = False; print("FAIL syz a3=1", k, kp, a2)
print("all identities hold" if ok else "FAILURES")
