"""Symbolic identities used in NOTES.md §2 (sympy)."""
import sympy as sp
N, s, j = sp.symbols('N s j')
C2 = lambda x: x*(x-1)/2
ms = lambda d: C2(d+2)          # forms of degree d in 3 variables
D = ms(N)*ms(s)
c2 = 2*ms(N-1)*ms(s-1) - ms(N-2)*ms(s-2)   # Koszul count of (m_1, m_2) in bidegree (N, s)
d = N + 2*s
print("D - c2 - [C(d+2,2) - 3C(s+1,2)] =", sp.expand(D - c2 - (ms(d) - 3*C2(s+1))), "(for all N, s)")
# W = 9 fat points of order s, saturated CI power (A1, A2)^s of two cubics: Hilbert function for d >= 3s+1
# multiplier condition: e = N_2 - s >= 2j - 1 for j <= s-1, N_2 = s(s+1)/2
e = s*(s+1)/2 - s
print("e - (2(s-1) - 1) =", sp.factor(e - (2*(s-1)-1)))
print("N_2 + 2s - (3s+1) =", sp.factor(s*(s+1)/2 + 2*s - 3*s - 1))
# full support: J = (b_1 u_1, b_2 u_2, b_3 u_3) after u = W3^T diag(W4_k.) c; Koszul count c_3 and the hexagon
c3 = 3*ms(N-1)*ms(s-1) - 3*ms(N-2)*ms(s-2) + ms(N-3)*ms(s-3)
print("D - c3 - (3N + 3s) =", sp.expand(D - c3 - (3*N + 3*s)), "(for all N, s)")
print("N_2 - 2 - (2s - 1) =", sp.factor(s*(s+1)/2 - 2 - (2*s - 1)))
