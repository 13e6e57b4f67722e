"""Function-level check of Lemmas 1-3 and of Corollary K's operator facts (own code, exact over GF(p), p = 1048571).
Functions on Δ_(n+1) = {(g, h): g + h <= n + 1}; O_(a,b)|_Δ = span{C(g, i) C(h, j): i <= a, j <= b}.
Checks, for n = 3..12 and all 1 <= a, b <= n:
 L1: C(h, j)[g = g0] ∈ O_(a,b) for n+1-a <= j <= b, every g0 (and NOT for j = n - a < ... when a row with > a+1 nodes is hit);
 L2: a + b' >= n + 2: O_(a,b') = O_(a,b'-1) + span{C(h, b')[g = g0]} (rank equality);
 L3: C(h, n-a)([g = g0] - (beta_g0/beta_(a+1))[g = a+1]) ∈ O_(a,n-a) for g0 <= a, and C(h, n-a)[g = g0] ∉ O_(a, n) for g0 <= a (control);
 K: delta_(a, n+1-a) ∈ O_(a, n+1-a); N_(a,b-1) = delta_(a,b-1) + b delta_(a,b) + (a+1) delta_(a+1,b-1) on Δ."""
import sys
from math import comb
import numpy as np
sys.path.insert(0, __file__.rsplit("/", 1)[0])
from core import rank, P

def run(n):
    pts = [(g, h) for g in range(n + 2) for h in range(n + 2 - g)]
    idx = {q: i for i, q in enumerate(pts)}
    def O(a, b):
        return np.array([[comb(g, i) * comb(h, j) % P for (g, h) in pts] for i in range(a + 1) for j in range(b + 1)], dtype=np.int64)
    def f(fun):
        return np.array([[fun(g, h) % P for (g, h) in pts]], dtype=np.int64)
    def inO(F, a, b):
        A = O(a, b); return rank(np.concatenate([A, F])) == rank(A)
    ok = {"L1": True, "L2": True, "L3": True, "L3ctrl": True, "K": True}
    for a in range(1, n + 1):
        for b in range(1, n + 1):
            for j in range(max(0, n + 1 - a), b + 1):
                for g0 in range(n + 2):
                    if not inO(f(lambda g, h: comb(h, j) * (g == g0)), a, b): ok["L1"] = False
            if a + b >= n + 2:
                A = O(a, b - 1)
                R = np.concatenate([A] + [f(lambda g, h, g0=g0: comb(h, b) * (g == g0)) for g0 in range(n + 2 - b)])
                if rank(R) != rank(O(a, b)) or rank(np.concatenate([R, O(a, b)])) != rank(O(a, b)): ok["L2"] = False
        if a <= n:
            beta = [(-1) ** h * comb(a + 1, h) for h in range(a + 2)]
            inv_b = pow(beta[a + 1] % P, P - 2, P)
            for g0 in range(a + 1):
                F = f(lambda g, h: comb(h, n - a) * ((g == g0) * 1 - beta[g0] * inv_b * (g == a + 1)))
                if not inO(F, a, n - a): ok["L3"] = False
                if n - a >= 0 and inO(f(lambda g, h: comb(h, n - a) * (g == g0)), a, n): ok["L3ctrl"] = False
        if 2 <= a <= n - 1:
            b = n + 1 - a
            if not inO(f(lambda g, h: (g, h) == (a, b)), a, b): ok["K"] = False
            Nf = [comb(g, a) * comb(h, b - 1) for (g, h) in pts]
            exp = [((g, h) == (a, b - 1)) + b * ((g, h) == (a, b)) + (a + 1) * ((g, h) == (a + 1, b - 1)) for (g, h) in pts]
            if Nf != exp: ok["K"] = False
    print(f"n={n}: " + ", ".join(f"{k}: {'ok' if v else 'FAIL'}" for k, v in ok.items()) + "  (L3ctrl ok = the single row is NOT in O_(a,n))", flush=True)

for n in range(int(sys.argv[1]), int(sys.argv[2]) + 1):
    run(n)
