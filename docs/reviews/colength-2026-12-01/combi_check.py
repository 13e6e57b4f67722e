"""(c) Sum_d (n_d - e)^+ = lambda, K = (x, y^2)^a2 (y, x^2)^a3 built from its generators (no use of 4.1/4.2),
for a2, a3 <= AMAX, all e in [0, 2a + 1]; and for all k, k' in [0, 2a + 2] with e = (a-k)^+ + (a-k')^+ against
the lab's sep_formula.local_colength and colen.formula.  Also 4.1 (inequality description) and 4.2 (n_d)."""
import sys
from itertools import product

sys.path.insert(0, "/work/main")
from proofs.general.depth4.sep_formula import local_colength  # noqa: E402

import colen  # noqa: E402

AMAX = int(sys.argv[1])


def gens(a2, a3):
    G1 = {(a2 - p, 2 * p) for p in range(a2 + 1)}  # (x, y^2)^a2
    G2 = {(2 * r, a3 - r) for r in range(a3 + 1)}  # (y, x^2)^a3
    return {(u1 + u2, v1 + v2) for (u1, v1), (u2, v2) in product(G1, G2)}


def lam_t(t, m):
    return t * (t + 1) - sum(max(t - 2 * i + 1, 0) for i in range(1, m + 1))


bad = checks = 0
for a2 in range(AMAX + 1):
    for a3 in range(AMAX + 1):
        a, M, m = a2 + a3, max(a2, a3), min(a2, a3)
        G = gens(a2, a3)
        inK = lambda u, v: any(u >= p and v >= q for p, q in G)  # noqa: E731
        D = 3 * a + 3
        n = [sum(1 for u in range(d + 1) if not inK(u, d - u)) for d in range(D)]
        assert n[-1] == 0 and n[-2] == 0
        # 4.1 and 4.2
        for d in range(D):
            for u in range(d + 1):
                v = d - u
                assert inK(u, v) == (2 * u + v >= 2 * a2 + a3 and u + 2 * v >= a2 + 2 * a3)
            pred = d + 1 if d < a else max(M - (d - a), 0) + max(m - (d - a), 0)
            assert n[d] == pred, (a2, a3, d)
        assert sum(n) == (a + 1) * M + m * (m + 1)
        for e in range(2 * a + 2):
            s = sum(max(nd - e, 0) for nd in n)
            checks += 1
            if s != lam_t(max(a - e, 0), m):
                bad += 1
                print("BAD e", a2, a3, e, s)
        for k in range(2 * a + 3):
            for k2 in range(2 * a + 3):
                e = max(a - k, 0) + max(a - k2, 0)
                s = sum(max(nd - e, 0) for nd in n)
                checks += 1
                ok = s == colen.formula(k, k2, a2, a3) == (local_colength(k, k2, a2=a2, a3=a3))
                # the k = 0 or k' = 0 convention: e >= a, sum = 0
                if not ok:
                    bad += 1
                    print("BAD k", a2, a3, k, k2, s, colen.formula(k, k2, a2, a3))
print(f"SUMMARY a2,a3<={AMAX}: {checks} checks, {bad} bad (4.1, 4.2, colength of K asserted for every (a2,a3))")
