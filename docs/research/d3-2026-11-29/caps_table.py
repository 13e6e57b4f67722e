# Which registry cap is least at depth 3, M >= R, R <= 6, T <= 30.
from numerics.bounds.registry import separation_caps
from numerics.bounds.formulas import depth3_ideal_bound
from math import comb
def mult(R,n): return comb(R+n-1,n)
rows=[]
for R in range(1,7):
    for T in range(2,31,2):
        s=T//2
        for M in sorted({R, R+1, R+3, 10}):
            caps=separation_caps(depth=3,M=M,R=R,T=T)
            least=min(caps.values())
            keys=sorted(k for k,v in caps.items() if v==least)
            endcap=1
            for e in range(s+1,T+1):
                endcap*=mult(R, comb(T-e+2,2))
            ideal=depth3_ideal_bound(R=R,T=T)
            conj=min(endcap,ideal)
            rows.append((R,T,M,least,keys,endcap,ideal,conj==least))
            if conj!=least or not set(keys)&{'end_inputs','depth3_ideal'}:
                print('MISMATCH',R,T,M,caps)
for R in range(1,7):
    line=[]
    for T in range(2,31,2):
        r=[x for x in rows if x[0]==R and x[1]==T and x[2]==R][0]
        line.append(f"T{T}:{'/'.join(k for k in r[4])}")
    print(R, ' '.join(line))
print('all M>=R rows: conj formula == least cap:', all(x[7] for x in rows), len(rows))
# any M-dependence?
import itertools
for R in range(1,7):
    for T in range(2,31,2):
        vals={x[3] for x in rows if x[0]==R and x[1]==T}
        if len(vals)>1: print('M-dependent least cap', R,T,vals)
