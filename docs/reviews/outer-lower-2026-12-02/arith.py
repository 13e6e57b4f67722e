"""Reviewer's independent recomputation of NOTES.md §5 (outer-lower-2026-12-02).
Own c3, own K/B/H'' counts, own LB; lab's orbit_representatives / formula_block_rank / interior_lower_bound only."""
from fractions import Fraction as Fr
from math import comb
import itertools, sys
from numerics.bounds.depth4_blocks import orbit_representatives, formula_block_rank
from proofs.general.depth4.box_jet import interior_lower_bound

def c3_brute(D1, D2):
    # pairs (b-monomial deg D1, c-monomial deg D2) in 3 vars whose supports meet
    mons = lambda D: [(i, j, D - i - j) for i in range(D + 1) for j in range(D + 1 - i)]
    sup = lambda m: frozenset(k for k in range(3) if m[k] > 0)
    from collections import Counter
    A = Counter(sup(m) for m in mons(D1)); B = Counter(sup(m) for m in mons(D2))
    return sum(A[s] * B[t] for s in A for t in B if s & t)

def c3(D1, D2):
    return comb(D1 + 2, 2) * comb(D2 + 2, 2) - 3 * (D1 + D2)

def hull_pp(n):
    """H'' from scratch: a_g, b_g, r_g per NOTES §4 (own implementation)."""
    d, d1 = comb(n, 2), comb(n + 1, 2)
    V = c3(d, n - 1)
    full, two, one = comb(n - 2, 2), 3 * (n - 2), 3
    def dimF(i):  # dim J'_L ∩ λ^i, degree d: Σ_ν dim (I_ν)_{d-i} (full: all forms)
        e = d - i
        if e < 0: return 0
        return full * comb(e + 2, 2) + two * (comb(e + 2, 2) - 1) + one * comb(e + 1, 2)
    def dimG(k):  # dim J'_L ∩ m_P^k
        if k <= 0: return V
        f = comb(d + 2, 2) - comb(k + 1, 2) if k <= d + 1 else 0
        t = comb(d + 2, 2) - 1 - comb(k + 1, 2) if k <= d else 0
        o = comb(d + 1, 2) - comb(k + 1, 2) if k <= d else 0
        return full * max(f, 0) + two * max(t, 0) + one * max(o, 0)
    a = [dimF(g) - dimF(g + 1) for g in range(d1 + 1)]
    b = [dimG(d1 - g) - dimG(d1 - g + 1) for g in range(d1 + 1)]
    assert sum(a) == V == sum(b)
    Hp = sum(max(x, y) for x, y in zip(a, b))
    Hpp = 0
    for g in range(d1 + 1):
        e = d - g
        r = min(a[g], n * (e + 1) - 2) if e >= 1 else 0
        Hpp += max(a[g], b[g] + r)
    H = 2 * V - comb(n + 2, 2) * comb(d1 - 2 * n + 2, 2)
    return V, H, Hp, Hpp

def LBfun(n, hull):
    d1 = comb(n + 1, 2); V = c3(comb(n, 2), n - 1); c = c3(d1, n)
    h = hull - V
    e = lambda a: V + Fr(min(a, n + 1), n + 1) * h
    R = lambda a: Fr(c) if a >= n else ((n - a) * e(n) + a * c) / Fr(n)
    def col(a, b):  # column a from b=0 to b=n
        return R(a) if b >= n else ((n - b) * e(a) + b * R(a)) / Fr(n)
    def LB(a, b):
        return max(col(a, b), col(b, a), e(a), e(b))
    return LB, V, c

def ceil(x): return -((-x.numerator) // x.denominator)

if __name__ == "__main__":
    for D1 in range(1, 12):
        for D2 in range(1, 8):
            assert c3(D1, D2) == c3_brute(D1, D2), (D1, D2)
    print("c3 closed form == brute force for 1 <= D1 < 12, 1 <= D2 < 8")
    for n in range(5, 13):
        print("n=%d: V, H, H', H'' =" % n, hull_pp(n))
    for T in (16, 18, 20, 22):
        n = T // 2; N1 = comb(n + 2, 3); d1 = comb(n + 1, 2); D = d1 + 3 * (n - 1)
        V, H, Hp, Hpp = hull_pp(n)
        res = {}
        for label, hull in (("H''", Hpp), ("H'", Hp), ("H", H), ("V only", V)):
            LB, V_, c = LBfun(n, hull)
            ib = interior_lower_bound(M=3, R=3, T=T)
            tot, ftot, worst, viol = ib, ib, None, []
            cls_tot = {}
            for al, k in orbit_representatives(n1=N1):
                if al[2] >= n: continue
                assert al[0] >= D
                cls, fr = formula_block_rank(T=T, alpha=al)
                per = 3 * ceil(LB(min(al[1], d1), min(al[2], d1)))
                if per > fr: viol.append((al, per, fr))
                tot += k * per; ftot += k * fr
                s = cls_tot.setdefault(cls, [0, 0, 0]); s[0] += k; s[1] += k * per; s[2] += k * fr
                m = fr - per
                if worst is None or m < worst[0]: worst = (m, al, cls, per, fr)
            print(f"T={T} hull={label}={hull}: interior {ib} total {tot} formula {ftot} violations {len(viol)} min slack {worst}")
            if label == "H''":
                for cl in sorted(cls_tot): print("    ", cl, cls_tot[cl])
