"""Own arithmetic check for F(11, 10) (does not import rv.py or the lab's code)."""
from math import comb as C
from fractions import Fraction
def r(n): return C(n+3,4) - C(n+1,2)
def h(n,k): return 2*C(k+1,2)*C(n+1,2) - C(k,2)*C(n,2) - 3*r(n) - 3
def N1(n): return n*(n+1)//2
def Vclosed(n): return Fraction(n*(n+1)*(n**4+4*n**3+7*n**2-8*n+12),16)
n, d = 11, 10
print(f"r(10) = {r(10)}, r(11) = {r(11)}")
print(f"source h_10(10) = {h(10,10)}; target h_11(21) = {h(11,21)}")
print(f"N_1(10) = {N1(10)}, N_1(11) = {N1(11)}; range 2 <= d={d} <= N_1(n-1)={N1(n-1)}: {2 <= d <= N1(n-1)}")
V11 = h(11, N1(11)) + 3
print(f"V(11) - 3 = h_11(N_1(11)) = h_11({N1(11)}) = {h(11,N1(11))}; V(11) = {V11}; V(11) closed form rv-style = {Vclosed(11)}")
tau = h(11, N1(11))
sext = Fraction(3*(n**6+5*n**5+11*n**4-n**3+4*n**2+12*n-48),16)
print(f"tau(11) = V(11)-3 = {tau}; 3 tau(11) = {3*tau}; sextic 3(n^6+5n^5+11n^4-n^3+4n^2+12n-48)/16 at n=11 = {sext}; equal: {3*tau == sext}")
print("sextic vs 3 h_n(N_1(n)) for n = 5..20:", all(Fraction(3*(m**6+5*m**5+11*m**4-m**3+4*m**2+12*m-48),16) == 3*h(m,N1(m)) for m in range(5,21)))
print(f"L1(10) check: h_10(N_1(10)) = h_10(55) = {h(10,55)} (n=10 review: 100592)")
print(f"monomials bidegree (10,10): {C(12,2)**2}; (21,11): {C(23,2)*C(13,2)}; Theorem G input h_11(12) = {h(11,12)}")
