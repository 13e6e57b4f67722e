"""Local colength lambda(k, k', a2, a3) at q = {x = y = 0} of the ideal of the box coefficients
[w2^b2 w3^b3], b2 <= a2, b3 <= a3, of (x + w2 A + w3 B)^k (y + w2 A' + w3 B')^k', divided by x^g y^g'
(g = (k - a2 - a3)^+), with A, B, A', B' generic (random mod p) affine-linear (or constant) functions of (x, y)."""
import random
from math import comb, factorial
import numpy as np
from numerics.rank.flint_bridge import flint_rank_mod_p
P = 2**31 - 1

def pmul(f, g, K):
    out = {}
    for (a, b), u in f.items():
        for (c, d), v in g.items():
            if a + b + c + d < K:
                e = (a + c, b + d); out[e] = (out.get(e, 0) + u * v) % P
    return out

def ppow(f, n, K):
    out = {(0, 0): 1}
    for _ in range(n): out = pmul(out, f, K)
    return out

def multi(n, *ps):
    r = factorial(n)
    for p in ps: r //= factorial(p)
    return r * factorial(0) // factorial(n - sum(ps)) if sum(ps) <= n else 0

def lam(k, kp, a2, a3, affine=True, K=None, rng=None):
    rng = rng or random.Random(12345)
    def unit():
        f = {(0, 0): rng.randrange(1, P)}
        if affine: f[(1, 0)] = rng.randrange(P); f[(0, 1)] = rng.randrange(P)
        return f
    A, B, Ap, Bp = unit(), unit(), unit(), unit()
    g, gp = max(k - a2 - a3, 0), max(kp - a2 - a3, 0)
    K = K or (k + kp + 6)
    powsA = [ppow(A, i, K) for i in range(a2 + 1)]; powsB = [ppow(B, i, K) for i in range(a3 + 1)]
    powsAp = [ppow(Ap, i, K) for i in range(a2 + 1)]; powsBp = [ppow(Bp, i, K) for i in range(a3 + 1)]
    gens = []
    for b2 in range(a2 + 1):
        for b3 in range(a3 + 1):
            h = {}
            for p2 in range(b2 + 1):
                for p3 in range(b3 + 1):
                    q2, q3 = b2 - p2, b3 - p3
                    if p2 + p3 > k or q2 + q3 > kp: continue
                    c = (comb(k, p2) * comb(k - p2, p3) * comb(kp, q2) * comb(kp - q2, q3)) % P
                    mono = {(k - p2 - p3 - g, kp - q2 - q3 - gp): c}
                    t = pmul(pmul(pmul(pmul(mono, powsA[p2], K), powsB[p3], K), powsAp[q2], K), powsBp[q3], K)
                    for e, v in t.items(): h[e] = (h.get(e, 0) + v) % P
            if any(h.values()): gens.append(h)
    monos = [(a, d - a) for d in range(K) for a in range(d + 1)]
    idx = {m: i for i, m in enumerate(monos)}
    rows = []
    for h in gens:
        for (u, v) in monos:
            row = np.zeros(len(monos), dtype=np.uint64)
            for (a, b), c in h.items():
                if a + b + u + v < K: row[idx[(a + u, b + v)]] = c
            if row.any(): rows.append(row)
    if not rows: return len(monos)
    r = flint_rank_mod_p(np.array(rows), P, threads=1)[0]
    return len(monos) - r

if __name__ == "__main__":
    import sys
    for a2, a3 in [(1, 0), (2, 0), (3, 0), (4, 0), (1, 1), (2, 1), (2, 2), (3, 1)]:
        for k in range(1, 5):
            for kp in range(1, k + 1):
                l1 = lam(k, kp, a2, a3, True); l2 = lam(k, kp, a2, a3, True, K=k + kp + 10)
                l0 = lam(k, kp, a2, a3, False)
                print((a2, a3), (k, kp), "affine", l1, l2, "const", l0, flush=True)
