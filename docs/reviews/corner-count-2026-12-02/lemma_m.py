"""Task 1: Lemma M by brute force. Own enumeration of monomial tuples in 3 variables, own inclusion-exclusion,
the lab's common_support_count (numerics.bounds.depth4) for comparison; explicit injectivity of both maps."""
import sys, time
from itertools import product, combinations
from math import comb, prod
sys.path.insert(0, "/work/main")
from numerics.bounds.depth4 import common_support_count

R = 3

def monos(d):  # exponent vectors of degree d in 3 variables
    return [(a, b, d - a - b) for a in range(d + 1) for b in range(d + 1 - a)]

def supp(m):
    return frozenset(i for i in range(R) if m[i] > 0)

def shared(tup):
    s = frozenset(range(R))
    for m in tup:
        s &= supp(m)
    return s

def brute_set(D):
    return [t for t in product(*[monos(d) for d in D]) if shared(t)]

def ms3(n):  # ((3, n)) with 0 for n < 0
    return 0 if n < 0 else comb(n + 2, 2)

def own_ie(D, k=3):
    # subsets J of a fixed k-subset K = {0..k-1}: every monomial divisible by x^J
    tot = 0
    for i in range(1, k + 1):
        tot += (-1) ** (i + 1) * comb(k, i) * prod(ms3(d - i) for d in D)
    return tot

def own_ie_subsets(D, k=3):
    # literal sum over nonempty J subset of {0..k-1}
    tot = 0
    for i in range(1, k + 1):
        for J in combinations(range(k), i):
            tot += (-1) ** (i + 1) * prod(ms3(d - len(J)) for d in D)
    return tot

t0 = time.time()
bad = 0
ntuples = 0
# counts: all degree tuples with 1..3 sets, degrees 0..6 (3 sets: 0..5)
for m in (0, 1, 2, 3):
    top = {0: 0, 1: 8, 2: 7, 3: 5}[m]
    for D in product(range(top + 1), repeat=m):
        b = len(brute_set(D)) if m else 1
        a1, a2, lab = own_ie(D), own_ie_subsets(D), common_support_count(R=3, degrees=D)
        ntuples += 1
        if not (b == a1 == a2 == lab):
            bad += 1
            print("MISMATCH", D, b, a1, a2, lab)
        # k = 1, 2 also (shared index in {0..k-1})
        for k in (1, 2):
            if m:
                bk = sum(1 for t in product(*[monos(d) for d in D]) if shared(t) & frozenset(range(k)))
                if not (bk == own_ie(D, k) == common_support_count(R=3, degrees=D, k=k)):
                    bad += 1
                    print("MISMATCH k", k, D)
print(f"counts: {ntuples} degree tuples (m = 0..3 sets), brute == own IE == lab: mismatches {bad}")

# Lemma M (i): m -> m * x_{min supp m} injective, keeps supports, so the image of the shared-index tuples
# with D_l raised lies in the shared-index set of D + e_l.
bad_i = 0; checked_i = 0
for m in (1, 2, 3):
    top = {1: 7, 2: 6, 3: 4}[m]
    for D in product(range(top + 1), repeat=m):
        S = brute_set(D)
        for l in range(m):
            if D[l] < 1:
                continue
            def up(mono):
                j = min(supp(mono)); v = list(mono); v[j] += 1; return tuple(v)
            img = [t[:l] + (up(t[l]),) + t[l + 1:] for t in S]
            D2 = D[:l] + (D[l] + 1,) + D[l + 1:]
            ok = len(set(img)) == len(img) and all(shared(t) for t in img) and \
                 all(supp(t[l]) == supp(up(t[l])) for t in S)
            ok = ok and len(S) <= len(brute_set(D2))
            checked_i += 1
            if not ok:
                bad_i += 1; print("Lemma M(i) fails", D, l)
print(f"Lemma M (i): {checked_i} (D, l) cases, failures {bad_i}")

# Lemma M (ii): (m_l) -> (m_l, x_j^E), j least shared index, injective into shared-index tuples of (D, E).
bad_ii = 0; checked_ii = 0
for m in (1, 2):
    top = {1: 7, 2: 5}[m]
    for D in product(range(top + 1), repeat=m):
        S = brute_set(D)
        for E in range(1, 5):
            img = []
            for t in S:
                j = min(shared(t)); v = [0, 0, 0]; v[j] = E
                img.append(t + (tuple(v),))
            ok = len(set(img)) == len(img) and all(shared(t) for t in img) and len(S) <= len(brute_set(D + (E,)))
            checked_ii += 1
            if not ok:
                bad_ii += 1; print("Lemma M(ii) fails", D, E)
print(f"Lemma M (ii): {checked_ii} (D, E) cases, failures {bad_ii}")

# Monotonicity with own IE on a larger grid (consequence of Lemma M), and the degree-0 caveat.
bad_mono = 0
for D in product(range(1, 25), repeat=2):
    c = own_ie(D)
    if own_ie((D[0] + 1, D[1])) < c or own_ie((D[0], D[1] + 1)) < c or any(own_ie(D + (E,)) < c for E in range(1, 10)):
        bad_mono += 1
print(f"monotonicity (own IE, D in [1,24]^2, appended E in 1..9): failures {bad_mono}")
print("degree-0 caveat: c_3(5, 0) =", own_ie((5, 0)), "< c_3(5) =", own_ie((5,)), "(appending a degree-0 set kills the count; Lemma M(ii) needs D >= 1)")
print(f"time {time.time() - t0:.1f} s")
