"""Symbolic check (sympy, exact over Q) of the closed forms in Theorem E1's proof, M = R-1, selector classes:
class 0 = {0, R-1} (the doubleton), class m = {m} for m = 1..R-2.  H = z1 e1^T + z2 e2^T, z_t supported on the
coordinates of the classes in C_t.  q_{m,b'}(al)(v) = pi_{b'}[(al.v)(h^(m).v)], h^(m) = H^T al|_m;
F_{m,b'}(al) = pi_b[(al.w) q_{m,b'}(al)(Hw)].  Claims: (i) b' = 2e_{m'}, m' in C_1: F = sig_{t(m),m'} L_m L_{m'} V11;
(ii) b' = e_{m1}+e_{m2}, m1 in C_1, m2 in C_2: F = L_m (tau_{t(m),m2} L_{m1} + sig_{t(m),m1} L_{m2}) V12,
with V_ab = pi_b[(al.w) y_a y_b], y_t = eta_t.w.  Checked for every m, every such b', every b with |b| = 3."""
import sys, itertools, random
import sympy as sp
R = int(sys.argv[1]) if len(sys.argv) > 1 else 5
M = R - 1
random.seed(1)
cls = [0] + list(range(1, R - 1)) + [0]
n1 = (M + 1) // 2
C1 = [m for m in range(M) if m < n1]; C2 = [m for m in range(M) if m >= n1]
tm = {m: (1 if m in C1 else 2) for m in range(M)}
al = sp.symbols('al0:%d' % R); w = sp.symbols('w0:%d' % R); v = sp.symbols('v0:%d' % R)
z = {t: [random.randint(1, 50) if (tm[cls[j]] == t) else 0 for j in range(R)] for t in (1, 2)}
eta = {t: [random.randint(1, 50) for j in range(R)] for t in (1, 2)}
H = sp.Matrix(R, R, lambda i, j: z[1][i] * eta[1][j] + z[2][i] * eta[2][j])
def restrict(vec, m): return [vec[j] if cls[j] == m else 0 for j in range(R)]
def dot(a, b): return sum(x * y for x, y in zip(a, b))
def proj(expr, beta, vars_):
    P = sp.Poly(sp.expand(expr), *vars_); out = 0
    for mon, c in P.terms():
        b = [0] * M
        for j, e in enumerate(mon): b[cls[j]] += e
        if tuple(b) == tuple(beta): out += c * sp.prod([x ** e for x, e in zip(vars_, mon)])
    return out
Hw = list(H * sp.Matrix(w))
y = {t: dot(eta[t], w) for t in (1, 2)}
L = {m: dot(z[tm[m]], restrict(al, m)) for m in range(M)}
def sig(t, mp): return dot(restrict(eta[t], mp), z[1])
def tau(t, mp): return dot(restrict(eta[t], mp), z[2])
betas = [b for b in itertools.product(range(4), repeat=M) if sum(b) == 3]
nchk = 0; bad = 0
for m in range(M):
    h = list(H.T * sp.Matrix(restrict(al, m)))
    prod_lin = sp.expand(dot(al, v) * dot(h, v))
    specs = [("i", mp, None) for mp in C1] + [("ii", m1, m2) for m1 in C1 for m2 in C2]
    for kind, a1, a2 in specs:
        bp = [0] * M
        if kind == "i": bp[a1] = 2
        else: bp[a1] += 1; bp[a2] += 1
        q = proj(prod_lin, bp, v)
        qH = q.subs(dict(zip(v, Hw)), simultaneous=True)
        full = sp.expand(dot(al, w) * qH)
        if kind == "i": claim_coef, yy = sig(tm[m], a1) * L[m] * L[a1], y[1] ** 2
        else: claim_coef, yy = L[m] * (tau(tm[m], a2) * L[a1] + sig(tm[m], a1) * L[a2]), y[1] * y[2]
        claim_full = sp.expand(dot(al, w) * claim_coef * yy)
        for b in betas:
            d = sp.expand(proj(full, b, w) - proj(claim_full, b, w))
            nchk += 1; bad += (d != 0)
print(dict(R=R, C1=C1, C2=C2, checks=nchk, mismatches=bad))
