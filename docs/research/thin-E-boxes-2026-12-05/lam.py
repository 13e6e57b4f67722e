"""Arithmetic only: Lam(a) = sum_kappa sum_(r<r') lambda(kappa_r, kappa_r'; a, 0) (Proposition 52's local colength, copy of
upper.py's local_colength), 3C(n-a+1,2), and the observed chart gaps of eupper_n*.log for comparison."""
from math import comb
def local_colength(k, k2, a2, a3):
    if k == 0 or k2 == 0:
        return 0
    t = max(0, min(k + k2 - a2 - a3, k, k2, a2 + a3))
    return t * (t + 1) - sum(max(t - 2 * i + 1, 0) for i in range(1, min(a2, a3) + 1))
gaps = {4: {1: 51, 2: 39, 3: 21, 4: 6}, 5: {1: 72, 2: 81, 3: 63, 4: 27, 5: 6}}
for n in (4, 5, 6, 7, 8, 12):
    cm = [(i, j, n - i - j) for i in range(n + 1) for j in range(n + 1 - i)]
    for a in range(1, n + 1):
        Lam = sum(local_colength(k[i], k[j], a, 0) for k in cm for i in range(3) for j in range(i + 1, 3))
        g = gaps.get(n, {}).get(a)
        extra = '' if g is None else f" observed gap={g}  gap-Lam+3C(n-a+1,2)={g - Lam + 3*comb(n-a+1,2)}"
        print(f"n={n} a={a}: Lam={Lam} 3C(n-a+1,2)={3*comb(n-a+1,2)}{extra}")
