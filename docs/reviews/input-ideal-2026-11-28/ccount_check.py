"""Reviewer's own check (step 2): the ideal count c_k(D) three ways, and the lab's start_ideal_bound against it.

(i)  inclusion-exclusion, typed in from the statement;
(ii) support-mask count: monomials of degree D in R variables with support exactly S number C(D-1, |S|-1)
     (compositions; D = 0: only S = {}); combine the m sets by AND over masks, count tuples whose AND meets K;
(iii) brute force: enumerate the monomials themselves (only where prod ((R, D_l)) is small).
Usage: python ccount_check.py
"""

import sys
from itertools import combinations_with_replacement, product
from math import comb, prod

sys.path.insert(0, "/work/main")
from numerics.bounds.depth4 import start_ideal_bound  # the function UNDER test only


def ms(n, d):
    return 0 if d < 0 else comb(n + d - 1, d)


def c_ie(R, D, k):
    return sum((-1) ** (i + 1) * comb(k, i) * prod(ms(R, d - i) for d in D) for i in range(1, k + 1))


def c_mask(R, D, k):
    K = (1 << k) - 1
    dist = {(1 << R) - 1: 1}  # AND of no masks = all
    for d in D:
        per = {}
        for S in range(1 << R):
            n = bin(S).count("1")
            cnt = (1 if S == 0 else 0) if d == 0 else (comb(d - 1, n - 1) if n >= 1 else 0)
            if cnt:
                per[S] = cnt
        new = {}
        for A, ca in dist.items():
            for S, cs in per.items():
                new[A & S] = new.get(A & S, 0) + ca * cs
        dist = new
    return sum(c for A, c in dist.items() if A & K)


def c_brute(R, D, k):
    mons = [list(combinations_with_replacement(range(R), d)) for d in D]
    tot = 0
    for tup in product(*mons):
        common = set(range(k))
        for mon in tup:
            common &= set(mon)
        tot += bool(common)
    return tot


if __name__ == "__main__":
    nbrute = nmask = mism = ncase = 0
    for L in range(2, 6):
        for R in range(1, 6):
            for M in range(1, 7):
                for T in range(2, 13, 2):
                    s = T // 2
                    N = [comb(s - 1 + L - l, L - l) for l in range(1, L)]
                    r = min(R, M)
                    a = c_ie(R, N, r)
                    b = c_mask(R, N, r)
                    nmask += 1
                    if prod(ms(R, d) for d in N) <= 20000:
                        nbrute += 1
                        cb = c_brute(R, N, r)
                        if cb != a:
                            print("BRUTE MISMATCH", L, R, M, T, a, cb)
                            mism += 1
                    lab = start_ideal_bound(R=R, T=T, depth=L, M=M)
                    ncase += 1
                    if a != b or lab != R * a:
                        print("MISMATCH", L, R, M, T, "ie", a, "mask", b, "lab", lab)
                        mism += 1
                    if L == 2 and R * a != R * (ms(R, s) - ms(R - r, s)):
                        print("L=2 formula mismatch", R, M, T)
                        mism += 1
                    # monotone in k and new <= old
                    if a > c_ie(R, N, R):
                        print("not monotone", L, R, M, T)
                        mism += 1
    print(f"cases={ncase} mask-checked={nmask} brute-checked={nbrute} mismatches={mism}")
    print(
        "(L,M,R,T)=(3,2,3,10): mine",
        3 * c_ie(3, [15, 5], 2),
        "r=R",
        3 * c_ie(3, [15, 5], 3),
        "lab",
        start_ideal_bound(R=3, T=10, depth=3, M=2),
        start_ideal_bound(R=3, T=10, depth=3),
    )
