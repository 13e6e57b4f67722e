"""Downstream (Proposition 57 at T > 300, not Proposition 58): F_m(s) = sum_{|kappa|=s} sum_i C((kappa_i-m)^+ + 1, 2)
= 3 C(s - m + 3, 4) for 4 <= s <= 60, 1 <= m <= s; and the fat-point lemma's degree condition on (A), (B):
C(s+1, 2) >= 2s - 1 (g = 0 there since a2 + a3 >= s + 1 > kappa_i), i.e. (s-1)(s-2) >= 0."""
from math import comb
bad = 0; n = 0
for s in range(4, 61):
    for m in range(1, s + 1):
        F = sum(comb(max(k - m, 0) + 1, 2) for k1 in range(s + 1) for k2 in range(s + 1 - k1)
                for k in (k1, k2, s - k1 - k2))
        n += 1
        if F != 3 * comb(s - m + 3, 4):
            bad += 1; print("F_m mismatch", s, m, F)
print(f"F_m identity: {n} (s, m) pairs, mismatches {bad}")
print("degree condition C(s+1,2) >= 2s-1 for s = 4..10^5:", all(comb(s + 1, 2) >= 2 * s - 1 for s in range(4, 10**5)))
