# Reviewer's own check (helper-114): colength of (Q_0..Q_j) and of (Q_{j-1},Q_j) in k[X,Y],
# Q(t) = (X+t)^a (Y+t)^b, Q_r = [t^r] Q (binary forms of degree a+b-r). Exact over Z (flint fmpz_mat rank).
import sys, flint
from math import comb
def Q(a,b,r):  # coefficients of Q_r: dict X^u Y^v -> int, u+v = a+b-r
    out={}
    for c in range(0, r+1):
        if c<=a and r-c<=b:
            u, v = a-c, b-(r-c)
            out[(u,v)] = out.get((u,v),0) + comb(a,c)*comb(b,r-c)
    return out
def hilb(gens, maxd):
    h=[]
    for d in range(maxd+1):
        rows=[]
        for g in gens:
            dg = sum(next(iter(g)))
            if dg>d: continue
            for m in range(d-dg+1):   # multiplier X^m Y^(d-dg-m)
                row=[0]*(d+1)
                for (u,v),c in g.items(): row[u+m]+=c
                rows.append(row)
        rk = flint.fmpz_mat(rows).rank() if rows else 0
        h.append(d+1-rk)
    return h
for (a,b,j) in [(3,3,3),(3,1,3),(4,3,4),(3,3,4),(4,4,4),(2,2,2),(5,2,5),(4,2,4),(4,1,4),(2,1,2),(5,3,5),(3,2,3),(6,1,6),(1,1,1)]:
    n=a+b
    allg=[Q(a,b,r) for r in range(j+1)]
    two=[Q(a,b,j-1),Q(a,b,j)]
    md = 2*n+2
    h1=hilb(allg,md); h2=hilb(two,md)
    assert h1[-1]==0 and h2[-1]==0, (a,b,j,h1,h2)
    print(f"(a,b,j)=({a},{b},{j}) n={n} colen(all Q_r)={sum(h1)} colen(Q_j-1,Q_j)={sum(h2)} formula={(n-j)*(n-j+1)} same_HF={h1==h2} HF={[x for x in h1 if x] }")
