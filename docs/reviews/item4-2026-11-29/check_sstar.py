"""(S*) spot-check: c(Sigma_n, W_d) = min(M^n, D_d) at one random instance mod p per case; anti-diagonal
propagation (section 1) on a few cases. Own evaluator (rev_rac2)."""
import random, sys, time
from rev_rac2 import *
from common_inst import rand_int
P = 2147483647
CASES = [(2,3,6,4),(2,3,5,5),(2,3,7,6),(3,4,4,4),(3,4,5,4),(3,4,4,3),(2,4,7,5),(2,4,8,5),(4,3,3,3),(4,3,2,3),
         (5,2,2,6),(5,2,2,12),(3,3,3,6),(3,3,5,6),(2,5,9,4),(2,5,8,4),(4,5,4,4),(3,5,6,3),(2,2,2,1),(6,4,2,2),
         (2,3,10,2),(2,2,2,9),(3,6,5,3),(4,2,1,1),(5,2,1,2)]
def dimW(rac, d, seed):
    rng = random.Random(seed)
    pts = [([rng.randrange(P) for _ in range(rac.R)], [rng.randrange(P) for _ in range(rac.R)]) for _ in range(Dim(rac.M, rac.R, d) + 10)]
    return rank_p(eval_W(rac, pts, d), P)
print("M R n d | M^n  D_d | dimW_d(inst) | c(Sigma_n,W_d) | target min | equal | s")
for i, (M, R, n, d) in enumerate(CASES):
    t = time.time()
    rac = rand_int(M, R, 1000 + i, p=P)
    pts = rac.start_points(n)
    c = rank_p(eval_W(rac, pts, d), P)
    D = Dim(M, R, d)
    tgt = min(M ** n, D)
    print(f"{M} {R} {n} {d} | {M**n} {D} | {dimW(rac, d, i)} | {c} | {tgt} | {c == tgt} | {time.time()-t:.1f}", flush=True)
print("\nanti-diagonal propagation: if c(Sigma_n, W_{d+1}) = dim W_{d+1}, then every x: rank of V_d (all bidegree-(d,1) forms) on T_x(Sigma_n) = dim V_d")
for i, (M, R, n, d) in enumerate([(2,3,6,3),(3,4,5,3),(2,4,8,4),(3,3,5,5),(2,2,5,3),(2,5,9,3)]):
    rac = rand_int(M, R, 2000 + i, p=P)
    pts = rac.start_points(n)
    c1 = rank_p(eval_W(rac, pts, d + 1), P)
    res = []
    for x in range(M):
        tp = [rac.step(z, x) for z in pts]
        res.append((rank_p(eval_W(rac, tp, d), P), rank_p(eval_full(rac, tp, d), P)))
    print(f"(M,R,n,d)=({M},{R},{n},{d}): c(Sigma_n,W_(d+1))={c1} D_(d+1)={Dim(M,R,d+1)} | per x (c(T_x Sigma_n, W_d), c(.., V_d)) = {res}; D_d={Dim(M,R,d)}, dim V_d={R*mset(R,d)}, |T_x Sigma_n|={M**n}")
print("\nD_d nondecreasing and M D_(d+1) >= D_d for M,R<=12, d<=40:",
      all(Dim(M,R,d+1) >= Dim(M,R,d) and M*Dim(M,R,d+1) >= Dim(M,R,d) for M in range(1,13) for R in range(1,13) for d in range(1,40)))
