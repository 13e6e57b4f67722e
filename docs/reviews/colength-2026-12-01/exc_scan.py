"""Exceptional values via the §3.4 model (proved for every c not in {0, 1}; checked against the direct colength in
model_check.py): lambda(c) - formula = sum_d [delta_d(c) - (n_d - e)^+].  Scans small rational c for
1 <= k, k' <= KMAX, a2, a3 >= 1, a < k + k'.  Only d = a + j, j < min(a2, a3), can contribute (for d < a and for
j >= m, N_d is one interval; single intervals have maximal rank mod G since G(0) != 0 -- checked by hand), but
to be safe all d in [e, a + M) are computed.  Each exception found mod P1 is re-checked mod P2.
usage: exc_scan.py KMAX"""
import sys
import time
from fractions import Fraction

import flint

import colen

P1, P2 = 1000033, 998244353
KMAX = int(sys.argv[1])


def delta(a2, a3, e1, e2, c, d, p):
    G = [1]
    for r, mult in ((c % p, e1), (1, e2)):
        for _ in range(mult):
            new = [0] * (len(G) + 1)
            for i, v in enumerate(G):
                new[i] = (new[i] + v * r) % p
                new[i + 1] = (new[i + 1] + v) % p
            G = new
    e = e1 + e2
    us = [u for u in range(d + 1) if not (2 * u + (d - u) >= 2 * a2 + a3 and u + 2 * (d - u) >= a2 + 2 * a3)]
    if not us:
        return 0
    if e == 0:
        return len(us)
    rows = []
    for u in us:
        r = [0] * max(u + 1, e)
        r[u] = 1
        for top in range(len(r) - 1, e - 1, -1):
            cf = r[top]
            if cf:
                for i in range(e + 1):
                    r[top - e + i] = (r[top - e + i] - cf * G[i]) % p
        rows.append(r[:e])
    return len(us) - flint.nmod_mat(rows, p).rank()


def lam_model(k, k2, a2, a3, c, p):
    a, M = a2 + a3, max(a2, a3)
    e1, e2 = max(a - k, 0), max(a - k2, 0)
    return sum(delta(a2, a3, e1, e2, c, d, p) for d in range(e1 + e2, a + M + 1))


def modp(q, p):
    return q.numerator * pow(q.denominator, p - 2, p) % p


cs = [Fraction(v) for v in (-1, 2, -2, 3, -3, 4, -4)] + [Fraction(1, 2), Fraction(-1, 2), Fraction(1, 3),
                                                         Fraction(-1, 3), Fraction(2, 3), Fraction(3, 2)]
t0 = time.time()
for c in cs:
    exc = []
    n = 0
    for k in range(1, KMAX + 1):
        for k2 in range(k, KMAX + 1):
            for a2 in range(1, k + k2):
                for a3 in range(1, k + k2 - a2):
                    if max(k, k2) >= a2 + a3:
                        continue  # E = {0, 1} there (§3.8, checked by hand)
                    n += 1
                    f = colen.formula(k, k2, a2, a3)
                    l1 = lam_model(k, k2, a2, a3, modp(c, P1), P1)
                    if l1 != f:
                        l2 = lam_model(k, k2, a2, a3, modp(c, P2), P2)
                        exc.append((k, k2, a2, a3, l1, l2, f))
    print(f"c = {c}: {n} cases (k <= k' <= {KMAX}, k' < a < k + k'), exceptions (k,k',a2,a3,lam mod P1, mod P2, formula): {exc}", flush=True)
print(f"{time.time() - t0:.1f}s")
