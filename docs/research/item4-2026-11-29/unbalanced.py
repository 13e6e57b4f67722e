"""Unbalanced cuts of one tensor: rank at (Start n, End L-n) vs min{M^n, D_{L-n}, min(R,M) M^(L-n-1)}."""
import json
from rac2 import RAC, rank, rho2
out = open('unbalanced.jsonl', 'w')
import sys
CASES = [(2, 3, 8), (2, 3, 10), (2, 3, 12), (2, 4, 12), (2, 5, 12), (3, 3, 7), (3, 4, 7), (3, 5, 7), (4, 3, 6), (4, 4, 6), (4, 6, 6), (5, 4, 5), (5, 6, 5)]
if len(sys.argv) > 1: CASES = [(2, 3, 17), (2, 4, 18), (2, 6, 16), (2, 7, 16), (3, 4, 11), (3, 5, 11), (3, 6, 10), (4, 5, 9), (4, 7, 8), (5, 6, 7), (6, 6, 6), (6, 7, 6)]; out = open("unbalanced_big.jsonl", "w")
for (M, R, L) in CASES:
    rac = RAC(M, R, seed=3)
    for n in range(1, L):
        j = L - n
        a, g = rac.start_states(n)
        r = rank(rac.end_values(a, g, j))
        D = rho2(M, R, j)[1]
        tgt = min(M**n, D, min(R, M) * M**(j - 1))
        rec = dict(M=M, R=R, L=L, n=n, j=j, rank=r, target=tgt); out.write(json.dumps(rec) + '\n'); out.flush()
