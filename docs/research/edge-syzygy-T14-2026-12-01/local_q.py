# Weight-free local check: Q(t) = (X+t)^a (Y+t)^b over QQ; ideal (Q_0..Q_j) in k[X,Y] (homogeneous).
# Checks (i) Q_{m-1} in (Q_m, Q_{m+1}) via the explicit identity, (ii) gcd(Q_{j-1},Q_j)=1, (iii) colength by Hilbert function.
import sympy as sp
X,Y,t=sp.symbols('X Y t')
def run(a,b,j):
    n=a+b; Q=sp.Poly(sp.expand((X+t)**a*(Y+t)**b),t)
    q=[sp.expand(Q.coeff_monomial(t**r)) for r in range(n+1)]
    for m in range(1,j):
        rel=sp.expand((m+1)*X*Y*q[m+1]+(m*(X+Y)-a*Y-b*X)*q[m]+(m-1-n)*q[m-1])
        assert rel==0,(a,b,m)
    g=sp.gcd(q[j-1],q[j])
    # colength of the homogeneous ideal (q_0..q_j): sum over degrees of codim, via linear algebra over QQ
    col=0
    for d in range(0,2*n+2):
        mons=[X**i*Y**(d-i) for i in range(d+1)]
        rows=[]
        for r in range(j+1):
            dr=n-r
            if dr<=d:
                for i in range(d-dr+1):
                    p=sp.Poly(sp.expand(q[r]*X**i*Y**(d-dr-i)),X,Y)
                    rows.append([p.coeff_monomial(mm) for mm in mons])
        rk=sp.Matrix(rows).rank() if rows else 0
        col+=d+1-rk
    print(f'(a,b)=({a},{b}) j={j}: identities S_m hold for m=1..{j-1}; gcd(Q_{j-1},Q_j)={g}; colength={col}; (n-j)(n-j+1)={(n-j)*(n-j+1)}',flush=True)
for a,b,j in [(3,3,3),(3,1,3),(4,3,4),(3,3,4),(4,4,4),(2,2,2),(3,3,2)]:
    if a+b>j: run(a,b,j)
