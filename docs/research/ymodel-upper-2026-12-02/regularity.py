"""Castelnuovo peeling check: for every s, near-vertex class (a2, a3) and composition kappa of s, the scheme Z
(fat points at z_i^(3), z_i^(2) of orders a_i, b_i; at q_ii' the Prop-52 scheme, contained in the fat point
r_q * q_ii' with r_q its local regularity) imposes independent conditions on forms of degree d = N_2 - |g|.
Sufficient: the fat-point scheme W >= Z on the triangle L_1 u L_2 u L_3 passes the peeling test.
Also checks len Z == the model's codim minus the divisibility part (sep_formula.start_codimension)."""
import sys
from functools import lru_cache
from math import comb
from itertools import product

def c(n, k):
    return comb(n, k) if n >= k >= 0 else 0

def lam(k, k2, a2, a3):
    if k == 0 or k2 == 0:
        return 0
    t = max(0, min(k + k2 - a2 - a3, k, k2, a2 + a3))
    return t * (t + 1) - sum(max(t - 2 * i + 1, 0) for i in range(1, min(a2, a3) + 1))

@lru_cache(None)
def inK(p, q, a, b):
    # x^p y^q in (x, y^2)^a (y, x^2)^b ?
    return any(p >= a - i + 2 * l and q >= 2 * i + b - l for i in range(a + 1) for l in range(b + 1))

@lru_cache(None)
def local_H(k, k2, a2, a3):
    """Prop 52's Hilbert function (n_{u+e} - e)^+ of the local scheme at q (generic units); [] if unit ideal."""
    if k == 0 or k2 == 0:
        return ()
    e = max(a2 + a3 - k, 0) + max(a2 + a3 - k2, 0)
    H = []
    u = 0
    while True:
        dd = u + e
        n = sum(1 for p in range(dd + 1) if not inK(p, dd - p, a2, a3))
        h = max(n - e, 0)
        if h == 0 and dd >= 2 * (a2 + a3):
            break
        H.append(h)
        u += 1
    while H and H[-1] == 0:
        H.pop()
    return tuple(H)

def reg_q(k, k2, a2, a3):
    H = local_H(k, k2, a2, a3)
    # first u with H(u) = 0 (gr is standard graded: once 0, always 0)
    for u, h in enumerate(H):
        if h == 0:
            return u
    return len(H)

def peel(mults, d):
    """mults: dict point -> multiplicity; points: ('q',i,j) on L_i, L_j; ('z',i,l) on L_i.
    Greedy/DFS Castelnuovo peeling by the lines L_0, L_1, L_2. Returns True if W imposes independent conditions
    in degree d (sufficient test)."""
    pts = sorted(mults)
    def on(P, L):
        return L in (P[1], P[2]) if P[0] == 'q' else P[1] == L
    start = tuple(mults[P] for P in pts)
    @lru_cache(None)
    def ok(state, dd):
        if not any(state):
            return True
        for L in range(3):
            tr = sum(m for P, m in zip(pts, state) if on(P, L))
            if tr == 0 or tr > dd + 1:
                continue
            new = tuple(max(m - 1, 0) if on(P, L) else m for P, m in zip(pts, state))
            if ok(new, dd - 1):
                return True
        return False
    # greedy first (fast), DFS fallback
    state, dd = start, d
    while any(state):
        best = None
        for L in range(3):
            tr = sum(m for P, m in zip(pts, state) if on(P, L))
            if tr and tr <= dd + 1 and (best is None or tr > best[0]):
                best = (tr, L)
        if best is None:
            break
        L = best[1]
        state = tuple(max(m - 1, 0) if on(P, L) else m for P, m in zip(pts, state))
        dd -= 1
    if not any(state):
        return True
    return ok(start, d)

def classes(s):
    out = [(j, 0) for j in range(1, s)]
    out += [(a2, a3) for a2 in range(1, s) for a3 in range(1, a2 + 1) if a2 + a3 <= s]
    return out

def data(s, a2, a3, kap):
    g = [max(v - a2 - a3, 0) for v in kap]
    d = c(s + 1, 2) - sum(g)
    mults, length = {}, 0
    for i in range(3):
        ai = max(kap[i] - a3, 0) - g[i]
        bi = max(kap[i] - a2, 0) - g[i]
        mults[('z', i, 3)] = ai
        mults[('z', i, 2)] = bi
        length += c(ai + 1, 2) + c(bi + 1, 2)
    for i in range(3):
        for j in range(i + 1, 3):
            mults[('q', i, j)] = reg_q(kap[i], kap[j], a2, a3)
            length += lam(kap[i], kap[j], a2, a3)
    return g, d, mults, length

def model_codim(s, a2, a3):
    n2 = c(s + 1, 2)
    tot = 0
    for kap in product(range(s + 1), repeat=3):
        if sum(kap) != s:
            continue
        g, d, mults, length = data(s, a2, a3, kap)
        tot += c(n2 + 2, 2) - c(d + 2, 2) + length
    return tot

def main(smin, smax):
    for s in range(smin, smax + 1):
        fails, worst = [], None
        n2 = c(s + 1, 2)
        for a2, a3 in classes(s):
            for kap in product(range(s + 1), repeat=3):
                if sum(kap) != s:
                    continue
                g, d, mults, length = data(s, a2, a3, kap)
                # sanity: Sum H == lambda
                for i in range(3):
                    for j in range(i + 1, 3):
                        assert sum(local_H(kap[i], kap[j], a2, a3)) == lam(kap[i], kap[j], a2, a3), (kap, a2, a3)
                lenW = sum(c(m + 1, 2) for m in mults.values())
                if not peel(mults, d):
                    fails.append(((a2, a3), kap, d, length, lenW, dict((k, v) for k, v in mults.items() if v)))
                # margin for the crude rule
                M = max(mults.values())
                sig = max(sum(m for P, m in mults.items() if (P[0] == 'q' and L in (P[1], P[2])) or (P[0] == 'z' and P[1] == L)) for L in range(3))
                margin = d - (sig + 3 * M - 2)
                if worst is None or margin < worst[0]:
                    worst = (margin, (a2, a3), kap)
        print(f"s={s} T={2*s}: classes={len(classes(s))} peel-failures={len(fails)} crude-margin-min={worst}", flush=True)
        for f in fails[:10]:
            print("   FAIL", f, flush=True)

if __name__ == "__main__":
    main(int(sys.argv[1]), int(sys.argv[2]))
