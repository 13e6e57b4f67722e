# Independent model: x_i, y_i random linear forms in b1,b2,b3 over GF(p); f_r = [t^r] prod (x_i + t y_i)^k_i, r<=j.
# Prints dim I_d (I = (f_0..f_j)), syzygy dims vs Lemma D's free part, for d up to DMAX.
import sys, random, time
from math import comb
import flint
p=int(sys.argv[1]); seed=int(sys.argv[2]); kappa=tuple(map(int,sys.argv[3].split(','))); j=int(sys.argv[4]); DMAX=int(sys.argv[5])
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
F=[{(0,0,0):1}]
for i,k in enumerate(kappa):
    for _ in range(k):
        G=[{} for _ in range(len(F)+1)]
        for c,P in enumerate(F):
            for e,v in mul(P,X[i]).items(): G[c][e]=(G[c].get(e,0)+v)%p
            for e,v in mul(P,Y[i]).items(): G[c+1][e]=(G[c+1].get(e,0)+v)%p
        F=G
s=sum(kappa); f=F[:j+1]; e=sum(1 for k in kappa if k)
print('kappa',kappa,'j',j,'s',s,'e',e,'p',p,'seed',seed)
for d in range(s, DMAX+1):
    M=mons(d); idx={m:i for i,m in enumerate(M)}
    rows=[]
    for P in f:
        for mu in mons(d-s):
            r=[0]*len(M)
            for ee,v in P.items(): r[idx[(ee[0]+mu[0],ee[1]+mu[1],ee[2]+mu[2])]]=v
            rows.append(r)
    rk=flint.nmod_mat(rows,p).rank()
    nS=comb(d-s+2,2); syz=len(f)*nS-rk
    free=j*(comb(d-s-e+2,2) if d-s-e>=0 else 0)
    print(f'd={d} dimS={len(M)} dimI={rk} codim={len(M)-rk} syz={syz} lemmaD_free={free} extra={syz-free}',flush=True)
