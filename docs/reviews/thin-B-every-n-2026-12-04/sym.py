"""Symbolic (generic W3, H2) checks of the n-independent identities of Theorem B's proof (own code, sympy).
(a) c*_r = +-(omega_r'1 omega_r''3 - omega_r'3 omega_r''1)/det W3: so (C2) <=> rho_r' != rho_r'' (C2 follows from C1).
(b) Lemma E(a): Lbar := sum_s omega_s3 P_shat(x,z) c*_s ybar_s(x',z') = lambda0 * x * (x z' - z x'),
    lambda0 = (prod_t omega_t1) * sum_s c*_s omega_s3^2/omega_s1.
(c) lambda0 = +- (prod of the three 2x2 minors (omega_r1 omega_s3 - omega_r3 omega_s1)) / det W3 (closed form),
    so lambda0 != 0 <=> C0 and the rho's distinct.
(d) Lemma E(c): q_k^n-coefficient of e_g at tau_k for mu = (n-1)e_k (generic n via symbol), = -P(tau_k) eta_k3 eta_k1.
(e) Lemma Q, the (J0-ii)/(J0-iii) translation: at (0,1) q = diag(omega_.3) c and ctilde_3 = sigma(q); at (1,0) likewise.
"""
import sympy as sp

x, z, xp, zp = sp.symbols('x z xp zp')
w = sp.Matrix(3, 3, lambda i, j: sp.Symbol(f'w{i+1}{j+1}'))
e = sp.Matrix(3, 3, lambda i, j: sp.Symbol(f'e{i+1}{j+1}'))
det = w.det()
cstar = (w.T).inv() * sp.Matrix([0, 1, 0])
cstar = sp.simplify(cstar)
ok = True
for r in range(3):
    a, b = [t for t in range(3) if t != r]
    minor = w[a, 0] * w[b, 2] - w[a, 2] * w[b, 0]
    ratio = sp.simplify(cstar[r] * det / minor)
    print(f"(a) c*_{r+1} * det / (w{a+1}1 w{b+1}3 - w{a+1}3 w{b+1}1) = {ratio}")
    ok &= ratio in (1, -1)
yb = [w[r, 0] * x + w[r, 2] * z for r in range(3)]
ybp = [w[r, 0] * xp + w[r, 2] * zp for r in range(3)]
P = yb[0] * yb[1] * yb[2]
Phat = [sp.cancel(P / yb[s]) for s in range(3)]
Lbar = sum(w[s, 2] * Phat[s] * cstar[s] * ybp[s] for s in range(3))
lam0 = w[0, 0] * w[1, 0] * w[2, 0] * sum(cstar[s] * w[s, 2] ** 2 / w[s, 0] for s in range(3))
diff = sp.simplify(sp.together(Lbar - lam0 * x * (x * zp - z * xp)))
print("(b) Lbar - lambda0 x delta =", diff)
ok &= diff == 0
m12 = w[0, 0] * w[1, 2] - w[0, 2] * w[1, 0]
m13 = w[0, 0] * w[2, 2] - w[0, 2] * w[2, 0]
m23 = w[1, 0] * w[2, 2] - w[1, 2] * w[2, 0]
ratio = sp.simplify(sp.factor(lam0 * det / (m12 * m13 * m23)))
print("(c) lambda0 * det W3 / (m12 m13 m23) =", ratio)
ok &= ratio in (1, -1)
# (d) vertex value: q_k^n-coefficient of e_g, mu = (n-1)e_k, j = k:
#     theta_z(P hk) + z hk (Lambda(mu) + w_k3 P_khat), Lambda(mu) = (n-1) w_k3 P_khat, evaluated at tau_k
nn = sp.Symbol('n')
for k in range(3):
    hk = e[k, 0] * x + e[k, 2] * z
    expr = z * sp.diff(P * hk, z) + z * hk * ((nn - 1) * w[k, 2] * Phat[k] + w[k, 2] * Phat[k])
    val = expr.subs({x: e[k, 2], z: -e[k, 0]})
    target = -P.subs({x: e[k, 2], z: -e[k, 0]}) * e[k, 2] * e[k, 0]
    d = sp.expand(val - target)
    print(f"(d) k = {k+1}: Psi_k(e_g) - (-P(tau_k) eta_k3 eta_k1) =", d)
    ok &= d == 0
# (e)
c = sp.symbols('c1 c2 c3')
ct = w.T * sp.Matrix(c)
q01 = [c[r] * yb[r].subs({x: 0, z: 1}) for r in range(3)]
q10 = [c[r] * yb[r].subs({x: 1, z: 0}) for r in range(3)]
d1 = sp.expand(ct[2] - sum(q01)); d2 = sp.expand(ct[0] - sum(q10))
print("(e) ctilde_3 - sigma(q)|_(0,1) =", d1, ";  ctilde_1 - sigma(q)|_(1,0) =", d2)
ok &= d1 == 0 and d2 == 0
# sigma = x ct1 + z ct3 identically
d3 = sp.expand(sum(c[r] * yb[r] for r in range(3)) - (x * ct[0] + z * ct[2]))
print("(e') sum_r c_r ybar_r - (x ct1 + z ct3) =", d3)
ok &= d3 == 0
print("ALL SYMBOLIC CHECKS", "PASSED" if ok else "FAILED")
