"""Deficit of each near-vertex class as a polynomial in s (fixed (a2, a3) or j), by exact interpolation + checks."""
import sympy as sp
from math import comb
from closedform import blocks, codim_Y, edge_kernel
from numerics.bounds.depth4 import corner_bound
x = sp.symbols("s")
def C(n, k): return comb(n, k) if n >= k >= 0 else 0
def fit(f, s0, s1, extra=4):
    pts = list(range(s0, s1 + 1))
    poly = sp.interpolate([(p, f(p)) for p in pts], x)
    ok = all(poly.subs(x, p) == f(p) for p in range(s1 + 1, s1 + 1 + extra))
    return sp.factor(poly), ok
if __name__ == "__main__":
    out = []
    for (a2, a3) in [(1, 1), (2, 1), (2, 2), (3, 1), (3, 2), (4, 1)]:
        f = lambda s: 3 * codim_Y(s, a2, a3) + 9 * (s - a2 - a3 + 1)   # deficit vs 3 c3
        s0 = max(a2 + a3, 4)
        poly, ok = fit(f, s0 + 2, s0 + 12)
        agree = [s for s in range(s0, s0 + 2) if poly.subs(x, s) == f(s)]
        out.append(f"N (a2,a3)=({a2},{a3}): deficit = {poly}   [checked on 4 more s: {ok}; also equal at s={agree}]")
        print(out[-1], flush=True)
    for j in [1, 2, 3, 4]:
        f = lambda s: 3 * (codim_Y(s, j, 0) - 3 * C(s + 1, 2) - 3 * C(s - j + 1, 2)) + (27 if j == 1 else 0)  # = 3c2 - rank
        s0 = max(j + 1, 4)
        poly, ok = fit(f, s0 + 2, s0 + 12)
        agree = [s for s in range(s0, s0 + 2) if poly.subs(x, s) == f(s)]
        out.append(f"E j={j}: 3 c2 - rank = {poly}   [checked on 4 more s: {ok}; also equal at s={agree}]")
        print(out[-1], flush=True)
    open("classpoly.txt", "w").write("\n".join(out) + "\n")
