"""Propositions 70 and 71's closed forms at n = 12 against this review's formula/3 (review.py)."""
import os, sys
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from review import conj49, C
n = 12; d1 = C(n + 1, 2); N1 = C(n + 2, 3)
f3 = lambda a, b: conj49(2 * n, (N1 - a - b, a, b))[1] // 3
c3 = C(d1 + 2, 2) * C(n + 2, 2) - 3 * (d1 + n)
c2 = 2 * C(d1 + 1, 2) * C(n + 1, 2) - C(d1, 2) * C(n, 2)
p70 = all(c3 - 3 * C(n - b + 3, 4) == f3(a, b) for a in (12, 13, 20) for b in range(1, n))
p71 = c2 - 3 * C(n + 3, 4) + 3 * C(n + 1, 2) - 3
print(f"Prop 70: dim X_(a,b) = c_3 - 3C(n-b+3,4) equals own formula/3 for a in 12,13,20, b = 1..11: {p70}")
print(f"Prop 71: c_2 - 3C(n+3,4) + 3C(n+1,2) - 3 = {p71}; own formula/3 of (13,0) less 3 = {f3(13, 0) - 3}; of (12,0) = {f3(12,0)}")
for m in range(4, 9):
    print(f"  Prop 71 at n={m}: {2*C(C(m+1,2)+1,2)*C(m+1,2) - C(C(m+1,2),2)*C(m,2) - 3*C(m+3,4) + 3*C(m+1,2) - 3}", end="")
print("  (doc: 752, 2382, 6234, 14249, 29427)")
