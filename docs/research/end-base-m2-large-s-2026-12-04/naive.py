"""Independent naive check: sympy symbolic P^(s), coefficients in the u-parameters, exact rank over Q."""
import sympy as sp, numpy as np, sys
from ev import span_rank, cap, D

def naive_rank(A, H, B, c, Ub, s):
    R, n = len(A), len(A[0])
    a = sp.symbols(f'a0:{n}')
    X = sp.symbols(f'x0:{s}'); Y = sp.symbols(f'y0:{s}')
    A = sp.Matrix(A); H = sp.Matrix(H); B = sp.Matrix(B); c = sp.Matrix(c); Ub = sp.Matrix(Ub)
    def Pfun(i, avec):
        if i == s: return c
        u = Ub[:, 0] * X[i] + Ub[:, 1] * Y[i]
        Du = sp.diag(*u)
        m = A * Du * avec
        inner = Pfun(i + 1, H * Du * avec)
        w = B.T * inner
        return sp.Matrix([m[k] * w[k] for k in range(R)])
    Pv = Pfun(0, sp.Matrix(a))
    gens = list(X) + list(Y)
    rows = {}
    amons = {}
    for k in range(R):
        poly = sp.Poly(sp.expand(Pv[k]), *gens)
        for mon, coef in poly.terms():
            cp = sp.Poly(coef, *a)
            for am, cf in cp.terms():
                key = (k, am)
                amons.setdefault(key, len(amons))
                rows.setdefault(mon, {})[amons[key]] = cf
    Mx = sp.zeros(len(rows), len(amons))
    for i, (mon, d) in enumerate(rows.items()):
        for j, v in d.items(): Mx[i, j] = v
    return Mx.rank()

if __name__ == '__main__':
    for (n, R, smax, seed) in [(3, 3, 3, 1), (2, 3, 3, 2), (3, 4, 3, 3), (4,4,2,4)]:
        rng = np.random.default_rng(seed)
        A = rng.integers(-5, 6, (R, n)).tolist(); H = rng.integers(-5, 6, (n, n)).tolist()
        B = rng.integers(-5, 6, (R, R)).tolist(); c = rng.integers(1, 6, R).tolist()
        Ub = [[1, j] for j in range(n)]
        for s in range(1, smax + 1):
            nr = naive_rank(A, H, B, c, Ub, s)
            er, tgt = span_rank(np.array(A), np.array(H), np.array(B), np.array(c), np.array(Ub), s,
                                nrows=cap(s) + 10, npts=D(n, R, s) // R + 25)
            print(f"n={n} R={R} s={s} seed={seed}: naive(Q)={nr} ev(GF p)={er} min(cap,D)={tgt}", flush=True)
