"""Reviewer's arithmetic, own formulas (imports neither rvp.py nor lab code; the lab's relations_bound is called
separately in the log)."""
from math import comb as C
K = lambda k, n: 2*C(k+1, 2)*C(n+1, 2) - C(k, 2)*C(n, 2)
r = lambda n: C(n+3, 4) - C(n+1, 2)
h = lambda n, k: K(k, n) - 3*r(n) - 3
N1 = lambda n: n*(n+1)//2
sextic3 = lambda n: 3*(n**6 + 5*n**5 + 11*n**4 - n**3 + 4*n**2 + 12*n - 48)
for n in (12, 13):
    d = n - 1
    print(f"n={n}: r({n-1})={r(n-1)}, r({n})={r(n)}; source h_{n-1}({d}) = {h(n-1, d)}; target h_{n}({d+n}) = {h(n, d+n)}")
    print(f"   N_1({n}) = {N1(n)}; h_{n}({N1(n)}) = {h(n, N1(n))}; 3 h = {3*h(n, N1(n))}; "
          f"sextic numerator {sextic3(n)}, /16 = {sextic3(n)/16}; equal: {sextic3(n) % 16 == 0 and sextic3(n)//16 == 3*h(n, N1(n))}")
    print(f"   range 2 <= d = {d} <= N_1({n-1}) = {N1(n-1)}: {2 <= d <= N1(n-1)}")
print("claims: h_12(23) == 22494:", h(12, 23) == 22494, "; h_13(25) == 30560:", h(13, 25) == 30560)
print("identity 3 h_n(N_1(n)) == sextic/16 for n = 3..40:", all(16*3*h(n, N1(n)) == sextic3(n) for n in range(3, 41)))
V = lambda n: n*(n+1)*(n**4 + 4*n**3 + 7*n**2 - 8*n + 12)//16
for n in (12, 13):
    print(f"V({n}) = {V(n)} (closed form n(n+1)(n^4+4n^3+7n^2-8n+12)/16, exact division: {n*(n+1)*(n**4 + 4*n**3 + 7*n**2 - 8*n + 12) % 16 == 0}); "
          f"V({n}) - 3 = {V(n)-3} == h_{n}(N_1({n})): {V(n)-3 == h(n, N1(n))}; 3 tau = {3*(V(n)-3)}")
