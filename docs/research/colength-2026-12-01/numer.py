import random, sys
from hom import *
rng = random.Random(3)
def numer(hs):
    # (1-z)^2 * sum H(e) z^e  -> coefficient list
    H = hs + [0, 0]
    return [H[e] - 2 * (H[e-1] if e >= 1 else 0) + (H[e-2] if e >= 2 else 0) for e in range(len(H))]
k, kp = int(sys.argv[1]), int(sys.argv[2])
for a2 in range(0, 7):
    for a3 in range(0, a2 + 1):
        if a2 + a3 > k + kp: continue
        consts = [rng.randrange(1, P) for _ in range(4)]
        gs = gens_const(k, kp, a2, a3, consts)
        hs = hilb(gs, k + kp + 3)
        nm = numer(hs)
        gens = {e: -v for e, v in enumerate(nm) if v < 0}
        syz = {e: v for e, v in enumerate(nm) if v > 0 and e > 0}
        print((a2, a3), "t", max(0, min(k + kp - a2 - a3, k, kp, a2 + a3)), "H", [h for h in hs if h], "sum", sum(hs), "| net gens(deg:count)", gens, "net syz", syz)
