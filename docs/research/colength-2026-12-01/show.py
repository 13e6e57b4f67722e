import random, sys
from hom import *
rng = random.Random(2)
k, kp = int(sys.argv[1]), int(sys.argv[2])
for a2 in range(0, k + kp + 1):
    for a3 in range(0, a2 + 1):
        consts = [rng.randrange(1, P) for _ in range(4)]
        gs = gens_const(k, kp, a2, a3, consts)
        hs = hilb(gs, k + kp + 2)
        degs = sorted(sum(next(iter(h))) for h in gs)
        print((a2, a3), "gen degs", degs, "H", hs, "sum", sum(hs), "formula", lam_formula(k, kp, a2, a3))
