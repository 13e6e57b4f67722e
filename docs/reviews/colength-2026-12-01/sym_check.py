"""§5 checks (own code): (1) the identities Eq1, Eq2, Euler, row recurrence of §5.1, symbolic c, on the P_b
(all b with 0 <= b2, b3 <= 4, out-of-range P_b = 0); (2) the a3 = 1 syzygy of §5.5, symbolic c;
(3) §5.3 numerically: colength of (F, G1, G2) = box colength, random constant c (F_P), k, k' <= 6."""
import random

import sympy as sp

import colen

X, Y, c, w2, w3 = sp.symbols("X Y c w2 w3")


def coeffs(k, k2, B2=5, B3=5):
    Pp = sp.Poly(sp.expand((X + w2 + w3) ** k * (Y + w2 + c * w3) ** k2), w2, w3)
    return lambda b2, b3: Pp.coeff_monomial(w2**b2 * w3**b3) if b2 >= 0 and b3 >= 0 else 0


bad = 0
for k, k2 in ((3, 4), (5, 2), (4, 4)):
    h = coeffs(k, k2)
    for b2 in range(0, 5):
        for b3 in range(0, 5):
            eq1 = X * (c * (b2 + 1) * h(b2 + 1, b3) - (b3 + 1) * h(b2, b3 + 1)) - (
                ((c - 1) * k - c * b2 + b3) * h(b2, b3) + (b3 + 1) * h(b2 - 1, b3 + 1) - c * (b2 + 1) * h(b2 + 1, b3 - 1))
            eq2 = Y * ((b3 + 1) * h(b2, b3 + 1) - (b2 + 1) * h(b2 + 1, b3)) - (
                ((c - 1) * k2 + b2 - c * b3) * h(b2, b3) - (b3 + 1) * h(b2 - 1, b3 + 1) + c * (b2 + 1) * h(b2 + 1, b3 - 1))
            eul = (c - 1) * (k + k2 - b2 - b3) * h(b2, b3) - (
                (b2 + 1) * (c * X - Y) * h(b2 + 1, b3) + (b3 + 1) * (Y - X) * h(b2, b3 + 1))
            for name, ex in (("Eq1", eq1), ("Eq2", eq2), ("Euler", eul)):
                if sp.expand(ex) != 0:
                    bad += 1
                    print("FAIL", name, k, k2, b2, b3)
        j = b2
        row = (j + 1) * X * Y * h(j + 1, 0) - (((k - j) * Y + (k2 - j) * X) * h(j, 0) + (k + k2 - j + 1) * h(j - 1, 0))
        if sp.expand(row) != 0:
            bad += 1
            print("FAIL row", k, k2, j)
print("5.1 identities: failures", bad)

bad = 0
for k, k2, a2 in ((4, 4, 2), (5, 3, 3), (6, 5, 2), (3, 6, 4), (7, 7, 3), (5, 5, 1)):
    h = coeffs(k, k2)
    F, G1, G2 = h(a2, 1), h(a2 - 1, 1), h(a2, 0)
    p = -(c - 1) * X * Y
    q1 = -(c * X - Y)
    num = (c - 1) * ((c - 1) * (k + k2 - a2) * X * Y - (c * X - Y) * ((k - a2) * Y + (k2 - a2) * X)) - a2 * (c * X - Y) ** 2
    q2, r = sp.div(sp.expand(num), Y - X, X, Y)
    ok = sp.expand(r) == 0 and sp.expand(p * F + q1 * G1 + q2 * G2) == 0
    bad += not ok
    print(f"5.5 syzygy (k,k',a2,a3)=({k},{k2},{a2},1): exact division {sp.expand(r) == 0}, syzygy {ok}")
print("5.5 failures", bad)

# (3) three generators, numerically
rng = random.Random(5)
n = bad = 0
for k in range(1, 7):
    for k2 in range(1, 7):
        for a2 in range(1, 5):
            for a3 in range(1, 5):
                if a2 + a3 >= k + k2:
                    continue
                cc = rng.randrange(2, colen.P - 1)
                units = ({(0, 0): 1}, {(0, 0): 1}, {(0, 0): 1}, {(0, 0): cc})
                lam, N = colen.colength(k, k2, a2, a3, units)
                gens = colen.box_ideal(k, k2, a2, a3, units, N + 3)
                # order of gens: b2 major, b3 minor
                pick = [gens[a2 * (a3 + 1) + a3], gens[(a2 - 1) * (a3 + 1) + a3], gens[a2 * (a3 + 1) + a3 - 1]]
                l3 = colen.colength_trunc(pick, N + 3)
                n += 1
                if l3 != lam:
                    bad += 1
                    print("5.3 FAIL", k, k2, a2, a3, lam, l3)
print(f"5.3 (F, G1, G2) colength = box colength: {n} cases, {bad} failures (random c, k,k'<=6, 1<=a2,a3<=4)")
