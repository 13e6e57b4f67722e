"""§3.7: Hilbert function of R/I (constant random units) equals H(s) = (n_{s+e} - e)^+, k, k' <= N."""
import random, sys
from hom import gens_const, hilb, P
rng = random.Random(int(sys.argv[1])); N = int(sys.argv[2])
bad = n = 0
for k in range(0, N + 1):
    for kp in range(0, N + 1):
        for a2 in range(0, k + kp + 2):
            for a3 in range(0, k + kp + 2 - a2):
                a = a2 + a3; M, m = max(a2, a3), min(a2, a3)
                e = max(a - k, 0) + max(a - kp, 0)
                nd = lambda d: d + 1 if d < a else max(M - d + a, 0) + max(m - d + a, 0)
                L = k + kp + 4
                pred = [max(nd(s + e) - e, 0) for s in range(L)]
                gs = gens_const(k, kp, a2, a3, [rng.randrange(1, P) for _ in range(4)])
                got = hilb(gs, L) if gs else [s + 1 for s in range(L)]
                n += 1
                if got != pred: bad += 1; print("BAD", k, kp, a2, a3, got, pred)
print("cases", n, "bad", bad)
