"""Peak-memory test of nmod_mat.rank(): fill a random k x k nmod_mat (arg 2 = 0) or fill and rank it (arg 2 = 1).

Usage: /usr/bin/time -v python memtest_rank_copy.py K {0,1}   (compare "Maximum resident set size")
"""

import random
import sys
import time

import flint

k = int(sys.argv[1])
p = 2**25 - 39
A = flint.nmod_mat(k, k, p)
r = random.Random(1)
for i in range(k):
    for j in range(k):
        A[i, j] = r.randrange(p)
t = time.time()
if sys.argv[2] == "1":
    print(A.rank(), time.time() - t)
