"""Arithmetic for F(14, 13) (own formulas from docs/theory/lower-bound-family.md and one-step-closed-form.md).
Part A imports nothing from the lab.  Part B calls the lab's target_dimension / relations_bound only to compare numbers."""
from math import comb as C
K3 = lambda k, n: 2*C(k+1, 2)*C(n+1, 2) - C(k, 2)*C(n, 2)
r = lambda n: C(n+3, 4) - C(n+1, 2)                 # Proposition 21 at R = 3: 3 r(n) = 3 (C(n+3,4) - C(n+1,2))
h = lambda n, k: K3(k, n) - 3*r(n) - 3
N1 = lambda n: n*(n+1)//2
V = lambda n: n*(n+1)*(n**4 + 4*n**3 + 7*n**2 - 8*n + 12)//16
sext = lambda n: 3*(n**6 + 5*n**5 + 11*n**4 - n**3 + 4*n**2 + 12*n - 48)
n, d = 14, 13
print("A. own formulas")
print(f"  r(13) = {r(13)}, r(14) = {r(14)};  check 3 r(n) == (n-1)n(n+1)(n+6)/8: {all(8*3*r(m) == (m-1)*m*(m+1)*(m+6) for m in range(2, 60))}")
print(f"  K_3(13,13) = {K3(13,13)};  source h_13(13) = {h(13, 13)}")
print(f"  K_3(27,14) = {K3(27,14)};  target h_14(27) = {h(14, 27)};  == 40603: {h(14, 27) == 40603};  40611 - 40603 = {40611 - h(14,27)}")
print(f"  range 2 <= d = {d} <= N_1({n-1}) = {N1(n-1)}: {2 <= d <= N1(n-1)}")
print(f"  N_1(14) = {N1(14)};  h_14(105) = {h(14, 105)};  V(14) = {V(14)} (exact division {14*15*(14**4+4*14**3+7*14**2-8*14+12) % 16 == 0});  V(14) - 3 == h_14(105): {V(14)-3 == h(14,105)}")
print(f"  3 h_14(105) = {3*h(14, 105)};  sextic numerator at 14 = {sext(14)}, mod 16 = {sext(14) % 16}, /16 = {sext(14)//16};  equal: {3*h(14,105) == sext(14)//16 and sext(14) % 16 == 0}")
print(f"  identity 3 h_n(N_1(n)) * 16 == sextic numerator for n = 3..60: {all(16*3*h(m, N1(m)) == sext(m) for m in range(3, 61))}")
print("B. lab functions (comparison only)")
import sys; sys.path.insert(0, '/work/main')
from proofs.general.depth3.l1_reduction import target_dimension
from numerics.bounds.formulas import relations_bound
print(f"  target_dimension(n=13, k=13) = {target_dimension(n=13, k=13)};  target_dimension(n=14, k=27) = {target_dimension(n=14, k=27)};  target_dimension(n=14, k=105) = {target_dimension(n=14, k=105)}")
print(f"  relations_bound(R=3, T=28) = {relations_bound(R=3, T=28)};  == 3 h_14(105): {relations_bound(R=3, T=28) == 3*h(14,105)}")
