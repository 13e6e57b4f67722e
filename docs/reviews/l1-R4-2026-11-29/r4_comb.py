"""Integer checks of the closed forms used (own code):
 (1) Lemma C's identity dim (J^n)_(k+(R-1)n) = C(k+R-1,R-1) C(n+R-1,R-1) - K_R(k,n), J^n counted directly as the
     monomials a^gamma of degree (R-1)n+k divisible by some a^g, |g| = (R-1)n, g_r <= n (brute force over g);
 (2) #B(k) = C(n+2R-3, 2R-2) for k >= n-1 by brute-force monomial count of bad monomials (w_i < 0), #N;
 (3) h_R(n, N_1(n)) = V_R(n) - R with V_R(n) = ideal_dimension - r_0 recomputed from K_R at k = N_1 and compared
     with the lab's one_step_closed_form (import only for this comparison)."""
import sys, itertools
sys.path.insert(0, '/work/main')
from rv4 import K_R, r_R, h_R, comps, C, N1
bad = 0; tot = 0
for R in (3, 4, 5):
    for n in range(1, 5 if R < 5 else 4):
        gens = [g for g in comps((R - 1) * n, R) if max(g) <= n]
        for k in range(0, 8):
            cnt = sum(1 for gm in comps((R - 1) * n + k, R) if any(all(gm[r] >= g[r] for r in range(R)) for g in gens))
            tot += 1; bad += cnt != C(k + R - 1, R - 1) * C(n + R - 1, R - 1) - K_R(k, n, R)
print(f"(1) J^n identity: {tot - bad}/{tot} agree")
bad = 0; tot = 0
for R in (3, 4, 5):
    for n in range(1, 6):
        for k in range(n - 1, n + 3):
            i = 0
            B = 0; Nn = 0
            for al in comps(k, R):
                for be in comps(n, R):
                    w = k - al[i] - be[i]
                    if w < 0:
                        B += 1
                        if al[i] == k and be[i] >= 1:
                            Nn += 1
            tot += 1; bad += (B, Nn) != (C(n + 2 * R - 3, 2 * R - 2), C(n + R - 2, R - 1))
print(f"(2) #B(k), #N_i for k >= n-1: {tot - bad}/{tot} agree with C(n+2R-3,2R-2), C(n+R-2,R-1)")
from proofs.general.depth3.one_step_m2 import one_step_closed_form
out = []
for R in (3, 4, 5):
    for n in range(2, 8):
        V = one_step_closed_form(n=n, R=R)
        out.append((R, n, V - R, h_R(n, N1(n), R), V - R == h_R(n, N1(n), R)))
print("(3) (R, n, V_R(n) - R, h_R(n, N_1(n)), equal):", out)
print("    R = 4: 4 h_4(6, 21) =", 4 * h_R(6, 21, 4), "; h_4(5,15) =", h_R(5, 15, 4))
print("    sizes R=4: h(4,4), h(5,5), h(5,6), h(5,9), h(6,7), h(6,10), h(6,11) =",
      [h_R(n, k, 4) for n, k in [(4, 4), (5, 5), (5, 6), (5, 9), (6, 7), (6, 10), (6, 11)]])
