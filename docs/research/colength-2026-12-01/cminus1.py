"""The value c = gamma(0) = -1: list all (k, k', a2, a3), k, k' <= N, a2, a3 >= 1, a < k + k', where the constant-case
colength differs from the formula (normalised units A = A' = B = 1, B' = c)."""
import sys
from hom import gens_const, hilb, lam_formula, P
N = int(sys.argv[1]); c = int(sys.argv[2]) % P if len(sys.argv) > 2 else P - 1
n = 0
for k in range(1, N + 1):
    for kp in range(1, N + 1):
        for a2 in range(1, k + kp):
            for a3 in range(1, k + kp - a2):
                hs = hilb(gens_const(k, kp, a2, a3, (1, 1, 1, c)), k + kp + 4)
                lam = sum(hs) if hs[-1] == 0 and hs[-2] == 0 else None
                n += 1
                if lam != lam_formula(k, kp, a2, a3): print("EXC", (k, kp, a2, a3), "colength", lam, "formula", lam_formula(k, kp, a2, a3), "H", [h for h in hs if h])
print("c", c, "cases", n)
