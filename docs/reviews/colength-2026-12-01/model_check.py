"""Check of §3 (the linear-algebra model) and §3.7 (Hilbert function), constant units A = A' = B = 1, B' = c:
direct graded Hilbert function of R/I (colen.hilbert_graded) against
  delta_{s+e}(c) = n_d - rank{ z^u mod (z + c)^e1 (z + 1)^e2 : u in N_d }   (own implementation of 3.4),
at a random c (then also against (n_{s+e} - e)^+) and at c = -1.
usage: model_check.py KMAX AMAX SEED"""
import random
import sys
import time

import flint

import colen

P = colen.P
KMAX, AMAX, SEED = (int(v) for v in sys.argv[1:4])


def Nset(a2, a3, d):
    return [u for u in range(d + 1) if not (2 * u + (d - u) >= 2 * a2 + a3 and u + 2 * (d - u) >= a2 + 2 * a3)]


def polymod_monomials(us, G):
    """rows: z^u mod G (G monic list of coeffs low->high, degree e) over F_P."""
    e = len(G) - 1
    rows = []
    for u in us:
        r = [0] * max(u + 1, e)
        r[u] = 1
        for top in range(len(r) - 1, e - 1, -1):
            cf = r[top]
            if cf:
                for i in range(e + 1):
                    r[top - e + i] = (r[top - e + i] - cf * G[i]) % P
        rows.append(r[:e])
    return rows


def polymul(f, g):
    out = [0] * (len(f) + len(g) - 1)
    for i, a in enumerate(f):
        for j, b in enumerate(g):
            out[i + j] = (out[i + j] + a * b) % P
    return out


def delta(a2, a3, e1, e2, c, d):
    G = [1]
    for _ in range(e1):
        G = polymul(G, [c % P, 1])
    for _ in range(e2):
        G = polymul(G, [1, 1])
    us = Nset(a2, a3, d)
    if not us:
        return 0
    e = e1 + e2
    if e == 0:
        return len(us)
    rows = polymod_monomials(us, G)
    return len(us) - flint.nmod_mat(rows, P).rank()


rng = random.Random(SEED)
bad = n = 0
t0 = time.time()
for k in range(1, KMAX + 1):
    for k2 in range(1, KMAX + 1):
        for a2 in range(AMAX + 1):
            for a3 in range(AMAX + 1):
                a = a2 + a3
                if a >= k + k2:
                    continue
                e1, e2 = max(a - k, 0), max(a - k2, 0)
                e = e1 + e2
                for c, label in ((rng.randrange(2, P - 1), "random"), (-1, "c=-1")):
                    lam, H = colen.hilbert_graded(k, k2, a2, a3, c)
                    H = H + [0] * 5
                    model = [delta(a2, a3, e1, e2, c, s + e) for s in range(len(H))]
                    ok = H == model
                    if label == "random":
                        pred = [max(len(Nset(a2, a3, s + e)) - e, 0) for s in range(len(H))]
                        ok = ok and H == pred and lam == colen.formula(k, k2, a2, a3)
                    n += 1
                    if not ok or lam != colen.formula(k, k2, a2, a3):
                        print(f"{'BAD' if not ok else 'exception'} {label} k={k} k'={k2} a2={a2} a3={a3} "
                              f"lam={lam} formula={colen.formula(k, k2, a2, a3)} H={H[:lam + 1]} model={model[:lam + 1]}")
                    bad += not ok
print(f"SUMMARY k,k'<={KMAX} a2,a3<={AMAX} (a<k+k'), seed {SEED}: {n} (case, c) pairs, {bad} disagreements "
      f"between the direct Hilbert function and the §3 model; {time.time() - t0:.1f}s")
