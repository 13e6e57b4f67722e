# Reviewer's own check (helper-114): dim Y_alpha(kappa) = dim (f_0..f_j)_{N_2} on an edge alpha=(a1,a2,0),
# f_r = [t^r] prod_i (x_i + t y_i)^kappa_i, x_i = n_i1(b), y_i = n_i2(b) linear forms in b=(b1,b2,b3).
# model 'lab': n_ij = sum_m W3[i,m] W2[m,j] b_m (the lab's weight structure, own RNG); model 'unif': uniform random forms.
# usage: dimY.py p seed model T j kappa(comma)
import sys, random, time, itertools
from math import comb
import flint
p=int(sys.argv[1]); seed=int(sys.argv[2]); model=sys.argv[3]; T=int(sys.argv[4]); j=int(sys.argv[5])
kappa=tuple(map(int,sys.argv[6].split(',')))
assert flint.fmpz(p).is_prime()
s=T//2; N2=comb(s+1,2); assert sum(kappa)==s and max(kappa)<=j
rnd=random.Random(seed)
if model=='lab':
    W2=[[rnd.randrange(1,p) for _ in range(3)] for _ in range(3)]
    W3=[[rnd.randrange(1,p) for _ in range(3)] for _ in range(3)]
    n=[[[W3[i][m]*W2[m][jj]%p for m in range(3)] for jj in range(3)] for i in range(3)]
else:
    n=[[[rnd.randrange(0,p) for m in range(3)] for jj in range(3)] for i in range(3)]
X=[n[i][0] for i in range(3)]; Y=[n[i][1] for i in range(3)]
def cross(u,v): return [(u[1]*v[2]-u[2]*v[1])%p,(u[2]*v[0]-u[0]*v[2])%p,(u[0]*v[1]-u[1]*v[0])%p]
def dot(u,v): return sum(a*b for a,b in zip(u,v))%p
I=[i for i in range(3) if kappa[i]]
chk={}
chk['x_i,y_i independent (z_i a point)']=all(any(cross(X[i],Y[i])) for i in I)
chk['lines L_i distinct']=all(any(cross(X[i],X[k])) for i,k in itertools.combinations(I,2))
if len(I)==3:
    chk['no three L_i concurrent']=dot(cross(X[0],X[1]),X[2])!=0
chk["x_i'(z_i)!=0"]=all(dot(X[k],cross(X[i],Y[i])) for i in I for k in I if k!=i)
ok=True
for i,k in itertools.combinations(I,2):
    q=cross(X[i],X[k])
    ok&= dot(Y[i],q)!=0 and dot(Y[k],q)!=0 and all(dot(X[l],q)!=0 for l in I if l not in (i,k))
chk["at q_ii': y_i,y_i',x_i'' != 0"]=ok
print('p',p,'seed',seed,'model',model,'T',T,'s',s,'N2',N2,'j',j,'kappa',kappa)
print('genericity', chk)
# L
L=sum(comb(k+1,2) for k in kappa if k)+sum((kappa[i]+kappa[k]-j)*(kappa[i]+kappa[k]-j+1) for i,k in itertools.combinations(I,2) if kappa[i]+kappa[k]>j)
bound=comb(N2+2,2)-min(L,N2+1)
def mul(P,Q):
    R={}
    for e,u in P.items():
        for f,v in Q.items():
            g=(e[0]+f[0],e[1]+f[1],e[2]+f[2]); R[g]=(R.get(g,0)+u*v)%p
    return R
def lin(c): return {(1,0,0):c[0],(0,1,0):c[1],(0,0,1):c[2]}
F=[{(0,0,0):1}]   # F[r] = [t^r]
for i in I:
    for _ in range(kappa[i]):
        G=[{} for _ in range(len(F)+1)]
        for r,P in enumerate(F):
            for e,v in mul(P,lin(X[i])).items(): G[r][e]=(G[r].get(e,0)+v)%p
            for e,v in mul(P,lin(Y[i])).items(): G[r+1][e]=(G[r+1].get(e,0)+v)%p
        F=G
f=F[:j+1]
def mons(d): return [(a,b,d-a-b) for a in range(d,-1,-1) for b in range(d-a,-1,-1)]
t0=time.time()
def dimI(d):
    M=mons(d); idx={m:i for i,m in enumerate(M)}; rows=[]
    for P in f:
        for mu in mons(d-s):
            r=[0]*len(M)
            for e,v in P.items():
                if v: r[idx[(e[0]+mu[0],e[1]+mu[1],e[2]+mu[2])]]=v
            rows.append(r)
    return len(M), flint.nmod_mat(rows,p).rank()
nm,rk=dimI(N2)
print(f'L={L} N2+1={N2+1} bound=C(N2+2,2)-min(L,N2+1)={bound}  dim Y (rank at point)={rk}  codim={nm-rk}  equal={rk==bound}  rank_time={time.time()-t0:.2f}s')
# codim in a few lower degrees (saturation check): should reach L and stay
print('codim by degree', [ (d, (lambda a: a[0]-a[1])(dimI(d))) for d in range(s, min(N2, s+10)+1)])
