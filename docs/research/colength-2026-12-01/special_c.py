"""Constant case at special values of c = gamma(0) (normalised units A = A' = B = 1, B' = c): where does the
colength exceed the formula?  k, k' <= N, all boxes with 1 <= a2, a3 and a < k + k'."""
import sys
from hom import gens_const, hilb, lam_formula, P
N = int(sys.argv[1])
inv = lambda z: pow(z % P, P - 2, P)
found = {}
for k in range(1, N + 1):
    for kp in range(1, N + 1):
        cands = {"-1": P - 1, "2": 2, "1/2": inv(2), "-2": P - 2, "-k/k'": (-k * inv(kp)) % P, "-k'/k": (-kp * inv(k)) % P,
                 "k/k'": (k * inv(kp)) % P, "k'/k": (kp * inv(k)) % P}
        for a2 in range(1, k + kp):
            for a3 in range(1, k + kp - a2):
                for name, c in cands.items():
                    if c in (0, 1): continue
                    hs = hilb(gens_const(k, kp, a2, a3, (1, 1, 1, c)), k + kp + 4)
                    lam = sum(hs) if hs[-1] == 0 else None
                    if lam != lam_formula(k, kp, a2, a3):
                        found.setdefault(name, []).append((k, kp, a2, a3, lam, lam_formula(k, kp, a2, a3)))
for name, v in found.items():
    print(name, len(v), "exceptions, e.g.", v[:6])
print("done; values without any exception are not listed")
