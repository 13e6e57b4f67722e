"""The conjectured closed form as ONE expression: sep = depth4_ideal_bound(3, T) - (deficits of A, B, C, E, N)."""
import sys
from math import comb
from numerics.bounds.depth4 import depth4_ideal_bound, corner_bound, common_support_count
from closedform import codim_Y
def C(n, k): return comb(n, k) if n >= k >= 0 else 0
def sep_expr(s):
    T = 2 * s; N1, N2 = C(s + 2, 3), C(s + 1, 2)
    c2, c3 = (common_support_count(R=3, degrees=(N2, s), k=k) for k in (2, 3))
    F9 = lambda m: 9 * C(s - m + 3, 4)
    dA = sum(3 * (N1 - m - 2 * s + 1) * F9(m) for m in range(1, s))
    dB = sum(3 * (F9(p) + F9(q)) for p in range(1, s) for q in range(1, s) if p + q >= s + 1)
    dC = 3 * (N1 - 2 * s + 1) * (9 * C(s + 3, 4) - 9 * C(s + 1, 2))
    dE = sum(6 * (corner_bound(R=3, T=T, alpha=(N1 - j, j, 0))
                  - 3 * (c2 - codim_Y(s, j, 0) + 3 * C(s + 1, 2) + 3 * C(s - j + 1, 2)) + (27 if j == 1 else 0))
             for j in range(1, s))
    dN = sum(3 * (3 * codim_Y(s, p, q) + 9 * (s - p - q + 1)) for p in range(1, s) for q in range(1, s) if p + q <= s)
    return depth4_ideal_bound(R=3, T=T) - dA - dB - dC - dE - dN, dict(A=dA, B=dB, C=dC, E=dE, N=dN)
if __name__ == "__main__":
    from closedform import sep
    for s in map(int, sys.argv[1:]):
        v, d = sep_expr(s); print(2 * s, v, v == sep(s), d, flush=True)
