# Scheme-length bound vs the point, on edges alpha=(N1-j, j, 0), every kappa with all kappa_i <= j.
# bound: dim Y_alpha(kappa) <= C(N2+2,2) - min(L, N2+1), L = sum_{i in I} C(k_i+1,2) + sum_{pairs, k_i+k_i'>j} (n-j)(n-j+1).
import sys, random
from math import comb
from itertools import product
import flint
p=int(sys.argv[1]); seed=int(sys.argv[2]); T=int(sys.argv[3]); s=T//2; N2=comb(s+1,2)
random.seed(seed)
def mons(d): return [(a,b,d-a-b) for a in range(d,-1,-1) for b in range(d-a,-1,-1)]
def mul(P,Q):
    R={}
    for e,u in P.items():
        for f,v in Q.items():
            g=(e[0]+f[0],e[1]+f[1],e[2]+f[2]); R[g]=(R.get(g,0)+u*v)%p
    return {e:v for e,v in R.items() if v}
def lin(): return {(1,0,0):random.randrange(1,p),(0,1,0):random.randrange(1,p),(0,0,1):random.randrange(1,p)}
X=[lin() for _ in range(3)]; Y=[lin() for _ in range(3)]
def coeffs(kappa):
    F=[{(0,0,0):1}]
    for i,k in enumerate(kappa):
        for _ in range(k):
            G=[{} for _ in range(len(F)+1)]
            for c,P in enumerate(F):
                for e,v in mul(P,X[i]).items(): G[c][e]=(G[c].get(e,0)+v)%p
                for e,v in mul(P,Y[i]).items(): G[c+1][e]=(G[c+1].get(e,0)+v)%p
            F=G
    return F
M=mons(N2); idx={m:i for i,m in enumerate(M)}; sh=mons(N2-s)
tot_better=0
for j in range(1,s+1):
    for kappa in product(range(s+1),repeat=3):
        if sum(kappa)!=s or kappa!=tuple(sorted(kappa,reverse=True)) or max(kappa)>j: continue
        I=[k for k in kappa if k]
        L=sum(comb(k+1,2) for k in I)+sum((a+b-j)*(a+b-j+1) for x,a in enumerate(I) for b in I[x+1:] if a+b>j)
        f=coeffs(kappa)[:j+1]
        rows=[]
        for P in f:
            for mu in sh:
                r=[0]*len(M)
                for ee,v in P.items(): r[idx[(ee[0]+mu[0],ee[1]+mu[1],ee[2]+mu[2])]]=v
                rows.append(r)
        pt=flint.nmod_mat(rows,p).rank()
        bound=len(M)-min(L,N2+1)
        e=len(I); ld=(j+1)*comb(N2-s+2,2)-j*(comb(N2-s-e+2,2) if N2-s>=e else 0)
        print(f'T={T} j={j} kappa={kappa} L={L} schemebound={bound} lemmaD={ld} point={pt} {"TIGHT" if bound==pt else ""}',flush=True)
