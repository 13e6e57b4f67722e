"""Identity check (no module): formula_D(n, n, 0, D) (C box, thin-every-n formula_D.py, uses the lab's local_colength)
 == c_2(D, n) - sum_kappa sum_r C(kappa_r + 1, 2) + 3 C(n+1, 2)
 == sum_g dimT_g(D - g) by the closed forms of Lemmas C1/C2 (slice 0: C(n+1,2)(D-n+1); slice g >= 1:
    (N+1)C(n+1,2) + N n - sum_kappa sum_r (kappa_r - g)^+, N = D - g), and c_2 = sum_g dim I_g(D - g)."""
import sys
sys.path.insert(0, '/work/main/docs/research/thin-C-slices-2026-12-05')
from common import C, formula_D, c_k
import itertools
bad = 0
for n in range(4, 21):
    d1 = C(n + 1, 2)
    ks = [k for k in itertools.product(range(n + 1), repeat=3) if sum(k) == n]
    for D in sorted({d1, d1 - 1, 3 * n, 2 * n + 2}):
        f = formula_D(n, n, 0, D)[1]
        e1 = c_k(2, D, n) - sum(C(k[r] + 1, 2) for k in ks for r in range(3)) + 3 * C(n + 1, 2)
        I = D * C(n + 1, 2) + sum((D - g + 1) * C(n + 1, 2) + (D - g) * n for g in range(1, D + 1))
        T = C(n + 1, 2) * (D - n + 1) + sum((D - g + 1) * C(n + 1, 2) + (D - g) * n - sum(max(k[r] - g, 0) for k in ks for r in range(3)) for g in range(1, D + 1))
        ok = (f == e1 == T) and (I == c_k(2, D, n))
        bad += not ok
        print(f'n={n} D={D}: formula_D={f} c2-Y+3C(n+1,2)={e1} sum closed-form T_g={T} c_2={c_k(2, D, n)} sum I_g={I} {"OK" if ok else "MISMATCH"}')
print('mismatches:', bad)
