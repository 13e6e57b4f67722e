"""Reviewer helper-117: own check of Theorem Y2 (Castelnuovo peeling) for s in a range.
For every near-vertex class (a2, a3) (edges a3 = 0, 1 <= a2 < s; N: a2 >= a3 >= 1, a2 + a3 <= s) and every
ordered composition kappa of s: multiplicities a_i at z_i^(3), b_i at z_i^(2), r_q at q_ii' (mode 'exact':
least u with Prop 52's graded H(u) = 0; mode 'crude': min(k,A) + min(k',A), 0 where lambda = 0), degree
d = N2 - |g|.  Test: exists a peeling sequence of lines L_i (trace <= e + 1 at current degree e, trace > 0)
emptying W.  Also: length check sum H == lambda (lambda from my own formula), Criterion C margin."""
import sys
from functools import lru_cache
from math import comb

def C(n, k):
    return comb(n, k) if n >= k >= 0 else 0

def lam(k, k2, a2, a3):
    if k == 0 or k2 == 0:
        return 0
    t = max(0, min(k + k2 - a2 - a3, k, k2, a2 + a3))
    return t * (t + 1) - sum(max(t - 2 * i + 1, 0) for i in range(1, min(a2, a3) + 1))

def in_K(p, q, a2, a3):
    # generators of (x, y^2)^a2: x^(a2-u) y^(2u); of (y, x^2)^a3: y^(a3-v) x^(2v)
    for u in range(a2 + 1):
        for v in range(a3 + 1):
            if p >= a2 - u + 2 * v and q >= 2 * u + a3 - v:
                return True
    return False

@lru_cache(None)
def H_list(k, k2, a2, a3):
    A = a2 + a3
    e = max(A - k, 0) + max(A - k2, 0)
    out = []
    for u in range(0, 2 * A + 2):
        dd = u + e
        n = sum(1 for p in range(dd + 1) if not in_K(p, dd - p, a2, a3))
        out.append(max(n - e, 0))
    return out

def r_exact(k, k2, a2, a3):
    if k == 0 or k2 == 0:
        return 0
    A = a2 + a3
    H = H_list(min(k, A), min(k2, A), a2, a3)  # H depends on k only through e = (A - k)^+
    assert sum(H) == lam(k, k2, a2, a3), (k, k2, a2, a3, H)
    for u, h in enumerate(H):
        if h == 0:
            assert all(x == 0 for x in H[u:])
            return u
    raise AssertionError

def r_crude(k, k2, a2, a3):
    if lam(k, k2, a2, a3) == 0:
        return 0
    A = a2 + a3
    return min(k, A) + min(k2, A)

# points: 0..2 = z_i^(3) on L_i; 3..5 = z_i^(2) on L_i; 6 = q01, 7 = q02, 8 = q12
ON = [[0, 3, 6, 7], [1, 4, 6, 8], [2, 5, 7, 8]]

@lru_cache(None)
def peel(state, e):
    if not any(state):
        return True
    for L in range(3):
        tr = sum(state[P] for P in ON[L])
        if tr == 0 or tr > e + 1:
            continue
        new = list(state)
        for P in ON[L]:
            if new[P] > 0:
                new[P] -= 1
        if peel(tuple(new), e - 1):
            return True
    return False

def run(s, mode):
    N2 = C(s + 1, 2)
    rfun = r_exact if mode == 'exact' else r_crude
    classes = [(j, 0) for j in range(1, s)] + [(a2, a3) for a2 in range(1, s) for a3 in range(1, a2 + 1) if a2 + a3 <= s]
    fails, ncase, minC = [], 0, None
    for a2, a3 in classes:
        A = a2 + a3
        for k0 in range(s + 1):
            for k1 in range(s + 1 - k0):
                kap = (k0, k1, s - k0 - k1)
                g = [max(v - A, 0) for v in kap]
                a = [max(v - a3, 0) - gi for v, gi in zip(kap, g)]
                b = [max(v - a2, 0) - gi for v, gi in zip(kap, g)]
                pairs = [(0, 1), (0, 2), (1, 2)]
                r = [rfun(kap[i], kap[j], a2, a3) for i, j in pairs]
                st = tuple(a + b + r)
                d = N2 - sum(g)
                ncase += 1
                M = max(st)
                sig = max(sum(st[P] for P in ON[L]) for L in range(3))
                marg = d - 3 * M + 2 - sig
                if minC is None or marg < minC[0]:
                    minC = (marg, (a2, a3), kap)
                if not (marg >= 0 or peel(st, d)):  # Criterion C (proved) or an explicit peeling
                    fails.append(((a2, a3), kap, st, d))
    return ncase, fails, minC

if __name__ == '__main__':
    lo, hi, mode = int(sys.argv[1]), int(sys.argv[2]), sys.argv[3]
    import time
    for s in range(lo, hi + 1):
        t0 = time.time()
        n, f, mc = run(s, mode)
        print(f"s={s} mode={mode} cases={n} peel_failures={len(f)} criterionC_min_margin={mc} time={time.time()-t0:.1f}s", flush=True)
        for x in f[:10]:
            print("   FAIL", x, flush=True)
