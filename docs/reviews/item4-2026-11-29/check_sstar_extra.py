"""Extra (S*) edge cases: d = 1, n = 2 with many symbols, wide R with few symbols."""
import time
from rev_rac2 import *
from common_inst import rand_int
P = 2147483647
CASES = [(2,5,3,1),(2,5,4,1),(2,6,2,2),(2,6,4,2),(8,2,2,3),(8,3,2,4),(7,3,2,5),(3,7,3,2),(4,4,2,1),(2,7,6,2)]
print("M R n d | M^n D_d | c | target | equal | s")
for i, (M, R, n, d) in enumerate(CASES):
    t = time.time()
    rac = rand_int(M, R, 5000 + i, p=P)
    c = rank_p(eval_W(rac, rac.start_points(n), d), P)
    tgt = min(M ** n, Dim(M, R, d))
    print(f"{M} {R} {n} {d} | {M**n} {Dim(M,R,d)} | {c} | {tgt} | {c == tgt} | {time.time()-t:.1f}", flush=True)
