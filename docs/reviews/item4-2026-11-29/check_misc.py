"""(a) mid-cut ranks (A, S_W, E) mod p at a few region-II and region-I cases (section 2 bookkeeping);
(b) section 4.1 second family: W^{H,1} = I, W^{I,1} with entries +-1 of rank R (own choice), directions and rank S_W."""
import itertools, random, time
from math import gcd
from rev_rac2 import *
from common_inst import rand_int
P = 2147483647
def end_rank(rac, s, seed):
    rng = random.Random(seed)
    D = Dim(rac.M, rac.R, s)
    pts = [([rng.randrange(P) for _ in range(rac.R)], [rng.randrange(P) for _ in range(rac.R)]) for _ in range(D + 10)]
    words = list(itertools.product(range(rac.M), repeat=s))
    rows = []
    for w in words:
        row = []
        for z in pts:
            for x in w:
                z = rac.step(z, x)
            a, g = z
            # lambda(a,g) = W^O B^{-1} g = W^O h2
            Binv = flint.nmod_mat(rac.WH2, P).inv()
            h2 = [sum(int(Binv[i, k]) * g[k] for k in range(rac.R)) % P for i in range(rac.R)]
            row.append(sum(rac.WO[i] * h2[i] for i in range(rac.R)) % P)
        rows.append(row)
    return rank_p(rows, P)
import flint
print("(a) M R T | D M^s cap rho2 | rank A | rank S_W | rank E | LemmaA bound S+E-D | region")
for i, (M, R, T) in enumerate([(2, 3, 12), (3, 4, 8), (2, 4, 12), (5, 3, 4), (7, 4, 4), (3, 2, 6), (2, 3, 14)]):
    t = time.time(); s = T // 2
    rac = rand_int(M, R, 3000 + i, p=P)
    rA = rank_p(rac.start_matrix(s), P)
    rS = rank_p(eval_W(rac, rac.start_points(s), s), P)
    rE = end_rank(rac, s, i)
    D = Dim(M, R, s)
    print(f"{M} {R} {T} | {D} {M**s} {cap(M,R,s)} {rho2(M,R,s)} | {rA} | {rS} | {rE} | {rS+rE-D} | {'I' if D <= M**s else 'II'} | {time.time()-t:.1f}s", flush=True)
print("(b) W^{H,1}=I, W^{I,1} = +-1 matrix of rank R")
def normalize(v):
    g = 0
    for c in v: g = gcd(g, abs(c))
    v = [c // g for c in v]
    for c in v:
        if c: return tuple(v) if c > 0 else tuple(-c for c in v)
for (M, R, WI1) in [(3, 3, [[1, 1, 1], [1, -1, 1], [1, 1, -1]]), (2, 2, [[1, 1], [1, -1]])]:
    base = rand_int(M, R, 77, lo=-5, hi=5)
    rac = RAC2(WI1=WI1, WH1=[[int(i == j) for j in range(R)] for i in range(R)], WI2=base.WI2, WH2=base.WH2,
               h01=base.h01, h02=base.h02, WO=base.WO, p=None)
    print(" rank WI1 =", flint.fmpz_mat(WI1).rank())
    for s in range(2, 7 if M == 2 else 6):
        pts = rac.start_points(s)
        dirs = {normalize(a) for a, g in pts}
        rS = rank_Z(eval_W(rac, pts, s))
        print(f"  (M,R)=({M},{R}) s={s}: #a-directions {len(dirs)} (<= 2^M = {2**M}), rank S_W = {rS} <= R*#dirs = {R*len(dirs)}, min(D,M^s) = {min(Dim(M,R,s), M**s)}")
