"""Check of the 'reversed' model (NOTES.md §4): lambda = dim F[u,v] / pi_+( F[u,v] . { u^A v^A' Theta(1/u, 1/v) } ),
Theta in W = span{ L1^b2 L2^b3 : b in box }, L1 = U + V, L2 = U + c V, A = min(k, a), A' = min(k', a);
pi_+ = keep monomials with nonnegative exponents. Stable range A = A' = a: ideal K_lim = (q^(a-|b|) l1^b2 l2^b3)."""
import random, sys
from math import comb
import flint
from hom import lam_formula
P = 2**31 - 1
def theta(b2, b3, c):
    # coefficients {(i, j): coef} of (U+V)^b2 (U+cV)^b3, i = U-exponent
    out = {}
    for i1 in range(b2 + 1):
        for i2 in range(b3 + 1):
            key = (i1 + i2, b2 + b3 - i1 - i2)
            out[key] = (out.get(key, 0) + comb(b2, i1) * comb(b3, i2) * pow(c, b3 - i2, P)) % P
    return out
def colength(k, kp, a2, a3, c, emax):
    a = a2 + a3
    A, Ap = min(k, a), min(kp, a)
    gens = []
    for b2 in range(a2 + 1):
        for b3 in range(a3 + 1):
            th = theta(b2, b3, c)
            gens.append(({(A - i, Ap - j): v for (i, j), v in th.items()}, A + Ap - b2 - b3))  # Laurent, degree
    total = 0
    H = []
    for e in range(emax):
        rows = []
        for g, d in gens:
            s = e - d
            if s < 0: continue
            for al in range(s + 1):
                be = s - al
                row = [0] * (e + 1)
                nz = False
                for (p, q), v in g.items():
                    pp, qq = p + al, q + be
                    if pp >= 0 and qq >= 0:
                        row[pp] = (row[pp] + v) % P; nz = True
                if nz: rows.append(row)
        r = flint.nmod_mat(rows, P).rank() if rows else 0
        H.append(e + 1 - r)
    return H
rng = random.Random(int(sys.argv[1])); N = int(sys.argv[2])
bad = n = 0
for k in range(1, N + 1):
    for kp in range(1, N + 1):
        for a2 in range(0, k + kp + 1):
            for a3 in range(0, k + kp + 1 - a2):
                c = rng.randrange(2, P)
                H = colength(k, kp, a2, a3, c, 2 * (k + kp) + 4)
                n += 1
                if H[-1] != 0 or H[-2] != 0 or sum(H) != lam_formula(k, kp, a2, a3):
                    bad += 1; print("MISMATCH", k, kp, a2, a3, H, lam_formula(k, kp, a2, a3))
print("cases", n, "mismatches", bad)
