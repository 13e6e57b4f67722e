"""identities used in the report: Theorem G (d)'s identity; 3(V(n)-3) = Prop 21/24 upper bound for n = 5..20."""
import sympy as sp
k, n = sp.symbols('k n')
C2 = lambda x: x*(x-1)/2
K = 2*C2(k+1)*C2(n+1) - C2(k)*C2(n)
N = C2(n+2)
print('K(k,n) - [N C(k+2,2) - C(k+2n+2,2) + 3 C(n+1,2)] =', sp.simplify(K - (N*C2(k+2) - C2(k+2*n+2) + 3*C2(n+1))))
V = lambda n: n*(n+1)*(n**4+4*n**3+7*n**2-8*n+12)//16
ub = lambda n: 3*(n**6+5*n**5+11*n**4-n**3+4*n**2+12*n-48)//16
print('V(9)-3 =', V(9)-3, '; 3(V(9)-3) =', 3*(V(9)-3), '; upper bound at n=9:', ub(9))
print('3(V(n)-3) - ub(n), n=5..20:', [3*(V(m)-3)-ub(m) for m in range(5, 21)])
