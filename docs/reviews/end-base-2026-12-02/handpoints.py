"""helper-131: re-derive the helper's explicit E2 hand computations (sec. 2.6) from the definitions, sympy exact."""
import sympy as sp
x1,x2,x3,x4,p1,q1,p2,q2,p3,q3,a,b,c,d,wi=sp.symbols('x1 x2 x3 x4 p1 q1 p2 q2 p3 q3 a b c d wi')
def coeffs(expr, xs, basis):
    P=sp.Poly(sp.expand(expr),*xs); rows={}
    for mon,co in P.terms():
        Q=sp.Poly(co,*basis); rows[mon]=[Q.coeff_monomial(m) for m in basis_monos]
    return rows
# (a) beta = e_d1+e_d2+e_i at alpha=e_i: pi_beta[w_i y^2] = 2 w_i Y1 Y2
Y1=x1*p1+x2*q1; Y2=x2*p2+x3*q2
basis_monos=[p1*p2,p1*q2,q1*p2,q1*q2]
P=sp.Poly(sp.expand(2*Y1*Y2),x1,x2,x3)
M=sp.Matrix([[sp.Poly(co,p1,q1,p2,q2).coeff_monomial(m) for m in basis_monos] for mon,co in P.terms()])
print('(a) x-monomials used:',[mon for mon,_ in P.terms()],' rank',M.rank(),'(need 4)')
# (b) beta = 2e_d1+e_d2: Y1(2 lam1 Y2 + lam2 Y1)
lam1=a*p1+b*q1; lam2=c*p2+d*q2
expr=Y1*(2*lam1*Y2+lam2*Y1)
basis_monos=[p1**2*p2,p1**2*q2,p1*q1*p2,p1*q1*q2,q1**2*p2,q1**2*q2]
P=sp.Poly(sp.expand(expr),x1,x2,x3)
for mon,co in P.terms():
    print('  (b) x^',mon,[sp.Poly(co,p1,q1,p2,q2).coeff_monomial(m) for m in basis_monos])
M=sp.Matrix([[sp.Poly(co,p1,q1,p2,q2).coeff_monomial(m) for m in basis_monos] for mon,co in P.terms()])
print('(b) rank at a=b=c=d=1:',M.subs({a:1,b:1,c:1,d:1}).rank(),' generic symbolic rank:',M.rank(),'(need 5)')
# I_beta dim check for (b) at a=b=c=d=1
I=[lam1*m for m in [p1*p2,p1*q2,q1*p2,q1*q2]]+[lam2*m for m in [p1**2,p1*q1,q1**2]]
MI=sp.Matrix([[sp.Poly(sp.expand(e),p1,q1,p2,q2).coeff_monomial(m) for m in basis_monos] for e in I])
print('(b) dim (I_alpha)_beta:',MI.subs({a:1,b:1,c:1,d:1}).rank(),'; V in I:',MI.col_join(M).subs({a:1,b:1,c:1,d:1}).rank())
# three doubletons: 2(l1 Y2Y3 + l2 Y1Y3 + l3 Y1Y2), N1x=(x1,x2),N2x=(x2,x3),N3x=(x3,x4), l_j=p_j
Y1=x1*p1+x2*q1; Y2=x2*p2+x3*q2; Y3=x3*p3+x4*q3
expr=2*(p1*Y2*Y3+p2*Y1*Y3+p3*Y1*Y2)
import itertools
basis_monos=[u*v*w for u in (p1,q1) for v in (p2,q2) for w in (p3,q3)]
P=sp.Poly(sp.expand(expr),x1,x2,x3,x4)
rows=[]
for mon,co in P.terms():
    r=[sp.Poly(co,p1,q1,p2,q2,p3,q3).coeff_monomial(m) for m in basis_monos]; rows.append(r)
    print('  (c) x^',mon,r)
M=sp.Matrix(rows)
print('(c) rank',M.rank(),'(need 7); x4^2 coefficient present:',any(mon==(0,0,0,2) for mon,_ in P.terms()))
