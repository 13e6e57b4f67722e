"""Pure combinatorics of NOTES.md §4: (i) the monomial ideal K = (x, y^2)^a2 (y, x^2)^a3 equals
{x^u y^v : 2u + v >= 2a2 + a3, u + 2v >= a2 + 2a3}; (ii) n_d = #(degree-d monomials not in K) is d+1 (d < a) and
(M-j)^+ + (m-j)^+ at d = a + j; (iii) sum_d (n_d - e)^+ = lambda formula with e = (a-k)^+ + (a-k')^+."""
from hom import lam_formula
def K_gens(a2, a3):
    return [(i + 2 * j2, 2 * i2 + j) for i in range(a2 + 1) for i2 in [a2 - i] for j in range(a3 + 1) for j2 in [a3 - j]]
bad = 0
for a2 in range(0, 13):
    for a3 in range(0, 13):
        a = a2 + a3; M, m = max(a2, a3), min(a2, a3)
        gens = K_gens(a2, a3)
        inK = lambda u, v: any(u >= p and v >= q for p, q in gens)
        for u in range(0, 3 * a + 3):
            for v in range(0, 3 * a + 3):
                if inK(u, v) != (2 * u + v >= 2 * a2 + a3 and u + 2 * v >= a2 + 2 * a3): bad += 1
        n = [sum(1 for u in range(d + 1) if not inK(u, d - u)) for d in range(3 * a + 3)]
        for d in range(3 * a + 3):
            exp = d + 1 if d < a else max(M - (d - a), 0) + max(m - (d - a), 0)
            if n[d] != exp: bad += 1; print("n_d", a2, a3, d, n[d], exp)
        for k in range(0, 2 * a + 3):
            for kp in range(0, 2 * a + 3):
                e = max(a - k, 0) + max(a - kp, 0)
                lam = sum(max(x - e, 0) for x in n)
                if lam != lam_formula(k, kp, a2, a3): bad += 1; print("lam", k, kp, a2, a3, lam, lam_formula(k, kp, a2, a3))
print("a2, a3 <= 12, k, k' <= 2a+2: failures", bad)
