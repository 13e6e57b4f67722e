"""Reviewer helper-117: own orbit enumeration; per orbit (i) my own Conjecture-49 rank, (ii) the least proved bound
from the proved inputs (P12 corner bound from its inputs best/r0 via numerics.bounds.depth4._corner_setup,
Prop 42/53 frame with my own c_k and codim_E, y = my model (Theorem Y) on near-vertex classes, y = fat-point count on
A/B/C, k45 count at j = 1 from my own transcription of k45 section 2, Lemma C closures on N), and compares
with the lab's sep_formula.block_rank orbit by orbit.  Usage: rv_sum.py T [T ...]"""
import sys, time
from math import comb, prod
sys.path.insert(0, "/work/main")
from numerics.bounds.depth4 import _corner_setup, corner_bound
import numerics.bounds.depth4_blocks as SF

def C(n, k):
    return comb(n, k) if n >= k >= 0 else 0

def ms(d):  # monomials of degree d in 3 variables
    return C(d + 2, 2) if d >= 0 else 0

def c_k(k, degs):
    return sum((-1) ** (i + 1) * comb(k, i) * prod(ms(d - i) for d in degs) for i in range(1, k + 1))

def lam(k, k2, a2, a3):
    if k == 0 or k2 == 0:
        return 0
    t = max(0, min(k + k2 - a2 - a3, k, k2, a2 + a3))
    return t * (t + 1) - sum(max(t - 2 * i + 1, 0) for i in range(1, min(a2, a3) + 1))

_cache = {}
def codim_model(s, a2, a3):
    key = (s, a2, a3)
    if key in _cache:
        return _cache[key]
    N2 = C(s + 1, 2); A = a2 + a3; tot = 0
    for k0 in range(s + 1):
        for k1 in range(s + 1 - k0):
            kap = (k0, k1, s - k0 - k1)
            g = [max(v - A, 0) for v in kap]
            fat = sum(C(max(v - a3, 0) - gi + 1, 2) + C(max(v - a2, 0) - gi + 1, 2) for v, gi in zip(kap, g))
            lm = lam(kap[0], kap[1], a2, a3) + lam(kap[0], kap[2], a2, a3) + lam(kap[1], kap[2], a2, a3)
            tot += ms(N2) - ms(N2 - sum(g)) + fat + lm
    _cache[key] = tot
    return tot

def fatpoint_codim(s, a2, a3):
    # Prop 42 step 2 count (no lambda): divisibility + fat points
    N2 = C(s + 1, 2); A = a2 + a3; tot = 0
    for k0 in range(s + 1):
        for k1 in range(s + 1 - k0):
            kap = (k0, k1, s - k0 - k1)
            g = [max(v - A, 0) for v in kap]
            fat = sum(C(max(v - a3, 0) - gi + 1, 2) + C(max(v - a2, 0) - gi + 1, 2) for v, gi in zip(kap, g))
            tot += ms(N2) - ms(N2 - sum(g)) + fat
    return tot

def k45(s):
    d = C(s + 1, 2) - s
    dimP = C(d + 2, 2) * C(s + 1, 2)
    q = 3 * s + 3 * (d - 1)
    unknowns = 3 * C(d - 1, 2) * C(s, 2)
    kernel = unknowns - 3 * (q - 9) - 3 * q
    zb = 3 * (dimP - q)
    return 2 * zb - kernel

def run(T):
    s = T // 2
    N1, N2 = C(s + 2, 3), C(s + 1, 2)
    D = ms(N2) * ms(s)
    c2, c3 = c_k(2, (N2, s)), c_k(3, (N2, s))
    best, r0, n2, n3 = _corner_setup(3, T)
    assert n2 == N2 and n3 == s
    def p12(a):
        k = sum(1 for v in a if v)
        return min(best[k - 1], r0 * prod(v + 1 for v in a) // (max(a) + 1))
    codimE = lambda j: 3 * C(s + 1, 2) + 3 * C(s - j + 1, 2)
    tot_f = tot_b = tot_lab = tot_noV = 0
    mism, above, nb = [], [], 0
    cnt = {}
    for a1 in range(N1, -1, -1):
        for a2 in range(min(a1, N1 - a1), -1, -1):
            a3 = N1 - a1 - a2
            if a3 > a2:
                continue
            a = (a1, a2, a3)
            orb = 6 if a1 > a2 > a3 else (1 if a1 == a3 else 3)
            nb += orb
            P = p12(a)
            if a3 >= s:
                cls = "interior"; f = P; b = P; bnv = P
            elif a2 == 0:
                cls = "V"; f = P; b = P; bnv = P
            elif a3 >= 1 and a2 >= s:
                cls = "A"; f = P - 9 * C(s - a3 + 3, 4)
                y = D - fatpoint_codim(s, s, a3)
                b = min(P, 3 * min(c3, y + c3 - D)); bnv = b
            elif a3 >= 1 and a2 + a3 >= s + 1:
                cls = "B"; f = P - 9 * C(s - a2 + 3, 4) - 9 * C(s - a3 + 3, 4)
                y = D - fatpoint_codim(s, a2, a3)
                b = min(P, 3 * min(c3, y + c3 - D)); bnv = b
            elif a3 == 0 and a2 >= s:
                cls = "C"
                f = min(P, 3 * (c2 - codim_model(s, s, 0) + codimE(s)))
                y = D - fatpoint_codim(s, s, 0)
                b = min(P, 3 * min(c2, y + c2 - D + codimE(s))); bnv = b
            elif a3 == 0:
                cls = "E"; j = a2
                e = 3 * (c2 - codim_model(s, j, 0) + codimE(j))
                f = min(P, e - 27 if j == 1 else e)
                y = D - codim_model(s, j, 0)
                b = min(P, 3 * min(c2, y + c2 - D + codimE(j)))
                if j == 1:
                    b = min(b, k45(s))
                bnv = b
            else:
                cls = "N"; m = s - a2 - a3
                f = min(P, 3 * (c3 - codim_model(s, a2, a3) - 3 * (m + 1)))
                y = D - codim_model(s, a2, a3)
                bnv = min(P, 3 * min(c3, y + c3 - D))
                b = min(bnv, 3 * max(0, y + c3 - 3 * (m + 1) - D))
            cl, lab = SF.formula_block_rank(T=T, alpha=a)
            if cl != cls or lab != f or b != f:
                mism.append((a, cls, cl, f, lab, b))
            if b > f:
                above.append((a, b, f))
            tot_f += orb * f; tot_b += orb * b; tot_lab += orb * lab; tot_noV += orb * bnv
            cnt[cls] = cnt.get(cls, 0) + 1
    # spot-check my p12 against the lab's corner_bound on a few orbits
    return dict(T=T, blocks=nb, blocks_expected=C(N1 + 2, 2), orbits=cnt, formula_own=tot_f, proved_bound=tot_b,
                lab_sep_formula=SF.formula_sep(T=T), lab_blockrank_sum=tot_lab, mismatches=len(mism),
                first_mismatches=mism[:5], bound_above_formula=len(above), without_thmV_minus_formula=tot_noV - tot_f,
                check_27C=27 * C(s + 1, 3))

if __name__ == "__main__":
    for T in map(int, sys.argv[1:]):
        t0 = time.time()
        r = run(T)
        print(r, f"time={time.time()-t0:.1f}s", flush=True)
