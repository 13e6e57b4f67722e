"""helper-101: symbolic check of Lemma D's identity G F' = H F and syzygies S_m (sympy)."""
import sys, sympy as sp, time
t = sp.Symbol('t')
def check(kappa, j):
    I = [i for i in range(3) if kappa[i] > 0]
    x = sp.symbols('x0:3'); y = sp.symbols('y0:3')
    F = sp.prod([(x[i] + t*y[i])**kappa[i] for i in I])
    G = sp.prod([(x[i] + t*y[i]) for i in I])
    H = sum(kappa[i]*y[i]*sp.prod([(x[k]+t*y[k]) for k in I if k != i]) for i in I)
    ident = sp.expand(G*sp.diff(F, t) - H*F)
    s = sum(kappa); e = len(I)
    Fp = sp.Poly(sp.expand(F), t); Gp = sp.Poly(sp.expand(G), t); Hp = sp.Poly(sp.expand(H), t)
    f = [Fp.coeff_monomial(t**r) for r in range(s+1)]
    Gc = [Gp.coeff_monomial(t**c) for c in range(e+1)]
    Hc = [Hp.coeff_monomial(t**c) for c in range(e)] + [0]
    print(f"kappa={kappa} j={j} e={e}: G F' - H F == 0: {ident == 0}")
    assert Gc[0] == sp.prod([x[i] for i in I])
    for m in range(j):
        # coefficient vector on f_0..f_j (symbolic, degree e forms)
        coef = [0]*(s+2)
        for c in range(0, e+1):
            b = m - c
            if b < 0: continue
            coef[b+1] += (b+1)*Gc[c]
            coef[b] -= Hc[c]
        used = [r for r in range(s+2) if sp.expand(coef[r]) != 0]
        val = sp.expand(sum(coef[r]*(f[r] if r <= s else 0) for r in range(s+1)))
        top = max(used)
        print(f"  S_{m}: uses f_r for r in {used}; max r = {top} (<= j={j}: {top <= j}); "
              f"entry at f_{m+1} = {sp.factor(coef[m+1])}; all entries homogeneous deg {e}: "
              f"{all(sp.Poly(coef[r], *[x[i] for i in I], *[y[i] for i in I]).is_homogeneous and sp.Poly(coef[r], *[x[i] for i in I], *[y[i] for i in I]).total_degree()==e for r in used)}; "
              f"sum = {val}")
        assert val == 0 and top == m+1
    print(f"  S_m entries printed for kappa={kappa}:")
    return True
t0=time.time()
for kappa, j in [((3,3,0),3), ((2,2,0),2), ((4,1,1),3), ((4,1,1),6), ((3,2,1),6), ((6,0,0),6), ((2,2,2),6)]:
    check(kappa, j)
from math import comb
d = lambda n: comb(n+2,2) if n >= 0 else 0
print("T=12 (3,3,0) count: 4*dim S15 - 3*dim S13 =", 4*d(15)-3*d(13))
print("T=8 (2,2,0) count: 3*dim S6 - 2*dim S4 =", 3*d(6)-2*d(4))
print("time", time.time()-t0)
