"""Direct colength with generic NON-affine units (random quadratic polynomials with nonzero constant term), adapted
from tests/proofs/general/depth4/test_sep_formula.py::_colength (truncation K = k + k' + 6)."""
import random, sys
from math import comb
import flint
from hom import lam_formula
P = 2**31 - 1
def _mul(f, g, K):
    out = {}
    for (a, b), u in f.items():
        for (c, d), v in g.items():
            if a + b + c + d < K:
                out[a + c, b + d] = (out.get((a + c, b + d), 0) + u * v) % P
    return out
def colength(k, k2, a2, a3, seed, deg=2, extra=6):
    rng = random.Random(seed)
    def unit():
        f = {(i, j): rng.randrange(P) for i in range(deg + 1) for j in range(deg + 1 - i)}
        f[(0, 0)] = rng.randrange(1, P)
        return f
    A, B, A2, B2 = (unit() for _ in range(4))
    g, g2 = max(k - a2 - a3, 0), max(k2 - a2 - a3, 0)
    K = k + k2 + extra
    def power(f, e):
        out = {(0, 0): 1}
        for _ in range(e): out = _mul(out, f, K)
        return out
    gens = []
    for b2 in range(a2 + 1):
        for b3 in range(a3 + 1):
            h = {}
            for p2 in range(b2 + 1):
                for p3 in range(b3 + 1):
                    q2, q3 = b2 - p2, b3 - p3
                    if p2 + p3 > k or q2 + q3 > k2: continue
                    c = comb(k, p2) * comb(k - p2, p3) * comb(k2, q2) * comb(k2 - q2, q3) % P
                    t = {(k - p2 - p3 - g, k2 - q2 - q3 - g2): c}
                    for f, e in ((A, p2), (B, p3), (A2, q2), (B2, q3)):
                        t = _mul(t, power(f, e), K)
                    for m, v in t.items(): h[m] = (h.get(m, 0) + v) % P
            gens.append(h)
    monos = [(a, d - a) for d in range(K) for a in range(d + 1)]
    index = {m: i for i, m in enumerate(monos)}
    rows = []
    for h in gens:
        for u, v in monos:
            row = [0] * len(monos)
            for (a, b), c in h.items():
                if a + b + u + v < K: row[index[a + u, b + v]] = c
            rows.append(row)
    return len(monos) - flint.nmod_mat(rows, P).rank()
def colength_units(k, k2, a2, a3, A, B, A2, B2, extra=6):
    g, g2 = max(k - a2 - a3, 0), max(k2 - a2 - a3, 0)
    K = k + k2 + extra
    def power(f, e):
        out = {(0, 0): 1}
        for _ in range(e): out = _mul(out, f, K)
        return out
    gens = []
    for b2 in range(a2 + 1):
        for b3 in range(a3 + 1):
            h = {}
            for p2 in range(b2 + 1):
                for p3 in range(b3 + 1):
                    q2, q3 = b2 - p2, b3 - p3
                    if p2 + p3 > k or q2 + q3 > k2: continue
                    c = comb(k, p2) * comb(k - p2, p3) * comb(k2, q2) * comb(k2 - q2, q3) % P
                    t = {(k - p2 - p3 - g, k2 - q2 - q3 - g2): c}
                    for f, e in ((A, p2), (B, p3), (A2, q2), (B2, q3)):
                        t = _mul(t, power(f, e), K)
                    for m, v in t.items(): h[m] = (h.get(m, 0) + v) % P
            gens.append(h)
    monos = [(a, d - a) for d in range(K) for a in range(d + 1)]
    index = {m: i for i, m in enumerate(monos)}
    rows = []
    for h in gens:
        for u, v in monos:
            row = [0] * len(monos)
            for (a, b), c in h.items():
                if a + b + u + v < K: row[index[a + u, b + v]] = c
            rows.append(row)
    return len(monos) - flint.nmod_mat(rows, P).rank()
if __name__ != "__main__":
    pass
else:
  S = int(sys.argv[1]); N = int(sys.argv[2])
  bad = n = 0
  for k in range(1, N):
    for k2 in range(1, N + 1 - k):
        for a2 in range(0, k + k2 + 1):
            for a3 in range(0, k + k2 + 1 - a2):
                lam = colength(k, k2, a2, a3, seed=S * 100000 + 1000 * k + 100 * k2 + 10 * a2 + a3)
                n += 1
                if lam != lam_formula(k, k2, a2, a3): bad += 1; print("MISMATCH", k, k2, a2, a3, lam, lam_formula(k, k2, a2, a3))
  print("seed", S, "k + k' <=", N, "cases", n, "mismatches", bad)
