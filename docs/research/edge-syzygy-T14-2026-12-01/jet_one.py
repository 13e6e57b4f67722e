# Per-kappa jet bound (the lab's jet_dimension loop body, for selected kappa only).
import sys, time
from math import comb
import numpy as np
import proofs.general.depth4.local_jets as LJ
from proofs.general.free_states import exponents
from numerics.rank.flint_bridge import flint_matmul_mod_p, flint_rank_mod_p
T=14; seed=int(sys.argv[1]) if len(sys.argv)>1 else 1
for alpha, kappa in [((81,3,0),(3,3,1)), ((80,4,0),(4,3,0))]:
    t0=time.time()
    s,(a1,a2,a3),n,gbk=LJ._generators(T,alpha,seed)
    n2=comb(s+1,2); kmax=2*s; _R=3; _P=LJ._P
    nl=[[[int(v) for v in n[i,j]] for j in range(_R)] for i in range(_R)]
    monomials=[tuple(e) for e in exponents(_R,n2).tolist()]
    index={e:i for i,e in enumerate(monomials)}
    shifts=[tuple(e) for e in exponents(_R,n2-s).tolist()]
    rng=np.random.default_rng(seed)
    gens=gbk[kappa]; supp=[i for i in range(_R) if kappa[i]]
    rows=[]; parts={}
    for i in supp:
        order=max(kappa[i]-a2-a3,0)
        for _ in range(order and n2+2):
            ch=LJ._Chart(LJ._cross(nl[i][0],[int(v) for v in rng.integers(1,_P,size=_R)]))
            rows+=[ch.functional(monomials,a,t-a) for t in range(order) for a in range(t+1)]
    parts['div']=len(rows)
    for i in supp:
        r=LJ._local_rows(LJ._cross(nl[i][0],nl[i][1]),{b:max(kappa[i]-b[2],0) for b in gens},gens,kmax,monomials); rows+=r; parts[f'z{i}3']=len(r)
        r=LJ._local_rows(LJ._cross(nl[i][0],nl[i][2]),{b:max(kappa[i]-b[1],0) for b in gens},gens,kmax,monomials); rows+=r; parts[f'z{i}2']=len(r)
    for x,i in enumerate(supp):
        for j in supp[x+1:]:
            r=LJ._local_rows(LJ._cross(nl[i][0],nl[j][0]),{b:max(kappa[i]+kappa[j]-b[1]-b[2],0) for b in gens},gens,kmax,monomials); rows+=r; parts[f'q{i}{j}']=len(r)
    products=np.zeros((len(monomials),len(gens)*len(shifts)),dtype=np.uint64)
    for t,g in enumerate(gens.values()):
        for u,mu in enumerate(shifts):
            for e,v in g.items():
                products[index[tuple(u1+u2 for u1,u2 in zip(e,mu))],t*len(shifts)+u]=v
    point=flint_rank_mod_p(products.T,_P,threads=1)[0]
    A=np.array(rows,dtype=np.int64).astype(np.uint64)
    rank=flint_rank_mod_p(A,_P,threads=1)[0]
    # per-point ranks
    pr={}
    off=0
    for k,v in parts.items():
        pr[k]=(v, flint_rank_mod_p(A[off:off+v],_P,threads=1)[0] if v else 0); off+=v
    ld=LJ._lemma_d(kappa,gens,n,(a1,a2,a3),n2,s)
    print(alpha,kappa,'seed',seed,'gens',sorted(gens),'dimS',len(monomials),'jetrank',rank,'jetbound',len(monomials)-rank,'lemmaD',ld,'point',point,'per-point (rows,rank)',pr,'time %.1f'%(time.time()-t0),flush=True)
