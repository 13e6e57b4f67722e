# Reviewer's scan (helper-114): for T in 8..14, every composition kappa of s into 3 parts with max<=j, every j=1..s:
# point rank (lab-structured weights, own RNG) vs Prop S's bound. A point value above the bound would refute Prop S.
import sys, itertools, random
from math import comb
import flint
p=int(sys.argv[1]); seed=int(sys.argv[2])
rnd=random.Random(seed)
W2=[[rnd.randrange(1,p) for _ in range(3)] for _ in range(3)]
W3=[[rnd.randrange(1,p) for _ in range(3)] for _ in range(3)]
n=[[[W3[i][m]*W2[m][jj]%p for m in range(3)] for jj in range(3)] for i in range(3)]
X=[n[i][0] for i in range(3)]; Y=[n[i][1] for i in range(3)]
def mul(P,Q):
    R={}
    for e,u in P.items():
        for f,v in Q.items():
            g=(e[0]+f[0],e[1]+f[1],e[2]+f[2]); R[g]=(R.get(g,0)+u*v)%p
    return R
def lin(c): return {(1,0,0):c[0],(0,1,0):c[1],(0,0,1):c[2]}
def mons(d): return [(a,b,d-a-b) for a in range(d,-1,-1) for b in range(d-a,-1,-1)]
for T in (8,10,12,14):
    s=T//2; N2=comb(s+1,2); M=mons(N2); idx={m:i for i,m in enumerate(M)}; sh=mons(N2-s)
    tot=viol=tight=0; nontight=[]
    for kappa in [(a,b,s-a-b) for a in range(s+1) for b in range(s+1-a)]:
        I=[i for i in range(3) if kappa[i]]
        F=[{(0,0,0):1}]
        for i in I:
            for _ in range(kappa[i]):
                G=[{} for _ in range(len(F)+1)]
                for r,P in enumerate(F):
                    for e,v in mul(P,lin(X[i])).items(): G[r][e]=(G[r].get(e,0)+v)%p
                    for e,v in mul(P,lin(Y[i])).items(): G[r+1][e]=(G[r+1].get(e,0)+v)%p
                F=G
        for j in range(max(kappa), s+1):
            L=sum(comb(k+1,2) for k in kappa if k)+sum((kappa[a]+kappa[b]-j)*(kappa[a]+kappa[b]-j+1) for a,b in itertools.combinations(I,2) if kappa[a]+kappa[b]>j)
            bound=comb(N2+2,2)-min(L,N2+1)
            rows=[]
            for P in F[:j+1]:
                for mu in sh:
                    r=[0]*len(M)
                    for e,v in P.items(): r[idx[(e[0]+mu[0],e[1]+mu[1],e[2]+mu[2])]]=v
                    rows.append(r)
            rk=flint.nmod_mat(rows,p).rank()
            tot+=1; viol+= rk>bound; tight+= rk==bound
            if rk!=bound: nontight.append((kappa,j,L,bound,rk))
            if rk>bound: print('VIOLATION',T,kappa,j,L,bound,rk)
    print(f'T={T} N2={N2} cases={tot} violations={viol} tight={tight}')
    print('   not tight (kappa,j,L,bound,point):', nontight, 'L>N2+1 in all of them:', all(x[2]>N2+1 for x in nontight), flush=True)
