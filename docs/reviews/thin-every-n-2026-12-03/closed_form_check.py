"""Independent recomputation of NOTES §1's closed form of formula/3, compared with the lab's
formula_block_rank(T=2n, alpha=(C(n+2,3)-a-b, a, b))[1] // 3 (the reference).
Own implementation of c_3, c_2 (NOTES' explicit formulas) and of codimY (NOTES' sum over compositions; the local
colength lambda is Proposition 52's formula as printed in the NOTES' reference, re-typed here, not imported)."""
import sys, time
from math import comb
from itertools import product
from numerics.bounds.depth4_blocks import formula_block_rank  # the reference only

def C(n, k):
    return comb(n, k) if n >= k >= 0 else 0

def pos(x):
    return x if x > 0 else 0

def lam(k, k2, a, b):
    if k == 0 or k2 == 0:
        return 0
    t = max(0, min(k + k2 - a - b, k, k2, a + b))
    return t * (t + 1) - sum(pos(t - 2 * i + 1) for i in range(1, min(a, b) + 1))

def codimY(n, a, b):
    d1 = C(n + 1, 2)
    tot = 0
    for kap in product(range(n + 1), repeat=3):
        if sum(kap) != n:
            continue
        g = [pos(k - a - b) for k in kap]
        o3 = [pos(k - b) - gi for k, gi in zip(kap, g)]
        o2 = [pos(k - a) - gi for k, gi in zip(kap, g)]
        tot += C(d1 + 2, 2) - C(d1 - sum(g) + 2, 2)
        tot += sum(C(x + 1, 2) for x in o3) + sum(C(x + 1, 2) for x in o2)
        tot += sum(lam(kap[r], kap[s], a, b) for r in range(3) for s in range(r + 1, 3))
    return tot

FIX_C = "--fix-C" in sys.argv  # variant: the C row with + 3 C(n-a+1, 2) = 0 instead of the printed + 3

def notes_class(n, a, b):
    if b == 0:
        return "C" if a >= n else "E"
    if a >= n:
        return "A"
    if a + b >= n + 1:
        return "B"
    return "N"

def notes_formula(n, a, b):
    d1 = C(n + 1, 2)
    c3 = C(d1 + 2, 2) * C(n + 2, 2) - 3 * (d1 + n)
    c2 = 2 * C(d1 + 1, 2) * C(n + 1, 2) - C(d1, 2) * C(n, 2)
    cl = notes_class(n, a, b)
    if cl == "A":
        v = c3 - 3 * C(n - b + 3, 4)
    elif cl == "B":
        v = c3 - 3 * C(n - a + 3, 4) - 3 * C(n - b + 3, 4)
    elif cl == "N":
        v = c3 - codimY(n, a, b) - 3 * (n - a - b + 1)
    elif cl == "C":
        v = c2 - codimY(n, n, 0) + 3 * C(n + 1, 2) + (0 if FIX_C else 3)   # NOTES table prints "+ 3"
    else:
        v = c2 - codimY(n, a, 0) + 3 * C(n + 1, 2) + 3 * C(n - a + 1, 2) - (9 if a == 1 else 0)
    return cl, v

def main():
    n_max = int(sys.argv[1]) if len(sys.argv) > 1 and sys.argv[1].isdigit() else 16
    print("variant:", "C row corrected (+0)" if FIX_C else "C row as printed in NOTES (+3)")
    t0 = time.time()
    tot = mism = classmis = nondiv = uni_mis = cod_mis = hs_mis = 0
    for n in range(4, n_max + 1):
        N1 = C(n + 2, 3)
        nb = 0
        for a in range(1, n + 1):
            for b in range(0, min(a, n - 1) + 1):
                lab_cl, lab_r = formula_block_rank(T=2 * n, alpha=(N1 - a - b, a, b))
                ref = lab_r // 3
                if lab_r % 3:
                    nondiv += 1
                    print(f"n={n} (a,b)=({a},{b}) lab rank {lab_r} not divisible by 3")
                cl, v = notes_formula(n, a, b)
                tot += 1; nb += 1
                if cl != lab_cl:
                    classmis += 1
                    print(f"CLASS n={n} ({a},{b}): notes {cl}, lab {lab_cl}")
                if v != ref:
                    mism += 1
                    print(f"MISMATCH n={n} ({a},{b}) class {cl}: notes {v}, lab {ref}, diff {v - ref}")
                if b >= 1:  # the 'uniform' b >= 1 formula and the A/B reduction of codimY
                    d1 = C(n + 1, 2)
                    c3 = C(d1 + 2, 2) * C(n + 2, 2) - 3 * (d1 + n)
                    u = c3 - codimY(n, min(a, n), b) - 3 * pos(n - a - b + 1)
                    if u != ref:
                        uni_mis += 1
                        print(f"UNIFORM-MISMATCH n={n} ({a},{b}): {u} vs {ref}")
                    if cl in "AB":
                        red = 3 * C(n - b + 3, 4) + (3 * C(n - a + 3, 4) if cl == "B" else 0)
                        if codimY(n, min(a, n), b) != red:
                            cod_mis += 1
                            print(f"CODIM-REDUCTION n={n} ({a},{b}) {cl}: codimY {codimY(n, min(a, n), b)} vs {red}")
                        hs = 3 * sum((n - k + 1) * C(k - b + 1, 2) for k in range(n + 1))
                        if hs != 3 * C(n - b + 3, 4):
                            hs_mis += 1
        print(f"n={n}: {nb} boxes checked, cumulative mismatches {mism}", flush=True)
    print(f"TOTAL boxes {tot}, value mismatches {mism}, class mismatches {classmis}, lab rank not /3: {nondiv}, "
          f"uniform-b>=1 mismatches {uni_mis}, A/B codim-reduction mismatches {cod_mis}, hockey-stick mismatches {hs_mis}, "
          f"time {time.time() - t0:.1f}s")

if __name__ == "__main__":
    main()
