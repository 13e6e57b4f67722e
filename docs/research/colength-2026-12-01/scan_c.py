"""Scan small rational c = r/s (|r|, s <= B) for exceptions to the formula, constant normalised case, k, k' <= N,
a2, a3 >= 1, a < k + k'."""
import sys
from fractions import Fraction
from hom import gens_const, hilb, lam_formula, P
N, B = int(sys.argv[1]), int(sys.argv[2])
vals = sorted({Fraction(r, s) for r in range(-B, B + 1) for s in range(1, B + 1)} - {0, 1})
exc = []
for cf in vals:
    c = cf.numerator * pow(cf.denominator, P - 2, P) % P
    for k in range(1, N + 1):
        for kp in range(1, N + 1):
            for a2 in range(1, k + kp):
                for a3 in range(1, k + kp - a2):
                    hs = hilb(gens_const(k, kp, a2, a3, (1, 1, 1, c)), k + kp + 4)
                    lam = sum(hs) if hs[-1] == 0 and hs[-2] == 0 else None
                    if lam != lam_formula(k, kp, a2, a3): exc.append((str(cf), k, kp, a2, a3, lam, lam_formula(k, kp, a2, a3)))
print("values", len(vals), "exceptions", len(exc))
for x in exc[:40]: print(x)
