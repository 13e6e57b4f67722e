"""Instances used by the reviewer."""
import random
from rev_rac2 import RAC2

# NOTE section 4.2 instance, copied by hand from NOTE.md (M = R = 2)
def note42():
    return RAC2(WI1=[[1, -1], [-2, -2]], WH1=[[2, -1], [2, 1]], WI2=[[2, 1], [1, -1]],
                WH2=[[-1, 1], [-1, -2]], h01=[-2, 2], h02=[-2, -1], WO=[1, 1], p=None)

def rand_int(M, R, seed, lo=-9, hi=9, p=None):
    rng = random.Random(seed)
    def r():
        v = 0
        while v == 0:
            v = rng.randint(lo, hi) if p is None else rng.randrange(1, p)
        return v
    mat = lambda a, b: [[r() for _ in range(b)] for _ in range(a)]
    return RAC2(WI1=mat(R, M), WH1=mat(R, R), WI2=mat(R, R), WH2=mat(R, R),
                h01=[r() for _ in range(R)], h02=[r() for _ in range(R)], WO=[r() for _ in range(R)], p=p)
