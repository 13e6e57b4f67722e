"""Reviewer's own per-corner sum for Proposition 12 at depth 4, R = 3 (no lab bound code used except
separation_caps for the caps themselves and for r0 = least depth-3 cap at T - 2, M = R).
c_k(D) is counted by brute force: tuples of monomials (one per degree D_l, R vars) whose supports share
an index of K = {0..k-1}."""
import itertools, sys
from math import comb
from numerics.bounds import separation_caps

R = 3
def monos(R, d):
    return [e for e in itertools.product(range(d + 1), repeat=R) if sum(e) == d]

def ck_brute(D, k):
    sets = [[frozenset(i for i in range(R) if e[i] > 0) for e in monos(R, d)] for d in D]
    K = set(range(k)); cnt = 0
    for tup in itertools.product(*sets):
        common = set(range(R))
        for s_ in tup: common &= s_
        if common & K: cnt += 1
    return cnt

def main(T, newterm_per_k):
    s = T // 2
    N1, N2, N3 = comb(s + 2, 3), comb(s + 1, 2), s
    endD = tuple(comb(T - e + 3, 3) for e in range(s + 2, T))
    caps = separation_caps(depth=4, M=3, R=3, T=T)
    r0 = min(separation_caps(depth=3, M=3, R=3, T=T - 2).values())
    t1 = {k: R * ck_brute((N2, N3), k) for k in (1, 2, 3)}
    t2 = {k: R * ck_brute(endD, k) for k in (1, 2, 3)}
    print(f"T={T} s={s} N=({N1},{N2},{N3}) endD={endD} r0={r0} term1={t1} term2={t2}")
    total = 0; new = 0; flat = 0; flat_terms = set()
    for a in monos(R, N1):
        k = sum(1 for v in a if v > 0)
        istar = max(range(R), key=lambda i: a[i])
        t3 = r0
        for i in range(R):
            if i != istar: t3 *= a[i] + 1
        least = min(t1[k], t2[k], t3)
        total += least
        nz = sorted(v for v in a if v > 0)
        if k == 2 and nz[0] >= s:           # flat edge block: both entries >= s
            flat += 1; flat_terms.add((least, t1[k], t2[k], t3 >= least))
            new += min(least, R * newterm_per_k)
        else:
            new += least
    print(f"my per-corner sum {total}; registry least cap {min(caps.values())} ({min(caps, key=caps.get)})")
    print(f"flat edge blocks {flat} (= 3 edges x {flat//3}); (least, term1, term2, term3>=least) on them: {flat_terms}")
    print(f"new bound with {R}*{newterm_per_k} on flat edge blocks: {new} ; saving {total-new}")

if __name__ == "__main__":
    main(8, 755); main(10, 2385)
