"""Constant-unit (homogeneous) case: Hilbert function of R/I0, I0 = (box coeffs)/x^g y^g'.
Generators: [w2^b2 w3^b3] (x + a w2 + b w3)^k (y + a' w2 + b' w3)^k', a,b,a',b' random constants mod p."""
import random, sys
from math import comb
import flint
P = 2**31 - 1

def gens_const(k, kp, a2, a3, consts):
    a, b, ap, bp = consts
    g, gp = max(k - a2 - a3, 0), max(kp - a2 - a3, 0)
    out = []
    for b2 in range(a2 + 1):
        for b3 in range(a3 + 1):
            h = {}
            for p2 in range(b2 + 1):
                for p3 in range(b3 + 1):
                    q2, q3 = b2 - p2, b3 - p3
                    if p2 + p3 > k or q2 + q3 > kp: continue
                    c = comb(k, p2) * comb(k - p2, p3) * comb(kp, q2) * comb(kp - q2, q3) * pow(a, p2, P) * pow(b, p3, P) * pow(ap, q2, P) * pow(bp, q3, P) % P
                    m = (k - p2 - p3 - g, kp - q2 - q3 - gp)
                    h[m] = (h.get(m, 0) + c) % P
            h = {m: v for m, v in h.items() if v}
            if h: out.append(h)
    return out

def hilb(gens, maxdeg):
    """h(e) = dim (F[x,y]/I)_e for e < maxdeg, generators homogeneous dicts {(i,j): c}."""
    hs = []
    for e in range(maxdeg):
        rows = []
        for h in gens:
            d = sum(next(iter(h)))
            if d > e: continue
            for i in range(e - d + 1):
                row = [0] * (e + 1)
                for (u, v), c in h.items():
                    row[u + i] = c  # index by x-exponent
                rows.append(row)
        r = flint.nmod_mat(rows, P).rank() if rows else 0
        hs.append(e + 1 - r)
    return hs

def lam_formula(k, kp, a2, a3):
    if k == 0 or kp == 0: return 0
    t = max(0, min(k + kp - a2 - a3, k, kp, a2 + a3))
    return t * (t + 1) - sum(max(t - 2 * i + 1, 0) for i in range(1, min(a2, a3) + 1))

if __name__ == "__main__":
    rng = random.Random(int(sys.argv[1]) if len(sys.argv) > 1 else 1)
    N = int(sys.argv[2]) if len(sys.argv) > 2 else 8
    bad = 0; n = 0
    for k in range(1, N + 1):
        for kp in range(1, N + 1):
            for a2 in range(0, N + 1):
                for a3 in range(0, N + 1):
                    if a2 + a3 > k + kp + 1: continue
                    consts = [rng.randrange(1, P) for _ in range(4)]
                    hs = hilb(gens_const(k, kp, a2, a3, consts), k + kp + 3)
                    n += 1
                    if hs[-1] != 0 or hs[-2] != 0 or sum(hs) != lam_formula(k, kp, a2, a3):
                        bad += 1; print("MISMATCH", k, kp, a2, a3, hs, lam_formula(k, kp, a2, a3))
    print("cases", n, "mismatches", bad)
