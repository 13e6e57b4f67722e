"""Proposition C's count, pure combinatorics from own closed forms, vs formula_D (thin-every-n) for n = 4..20."""
import sys
sys.path.insert(0, '/work/main/docs/research/thin-every-n-2026-12-03')
from math import comb
from formula_D import formula_D
def Cb(x, k): return comb(x, k) if x >= k >= 0 else 0
bad = 0
for n in range(4, 21):
    d1 = Cb(n + 1, 2); K = [(a, b, n - a - b) for a in range(n + 1) for b in range(n + 1 - a)]
    for D in sorted({d1, d1 - 1, 3 * n, 2 * n + 2, d1 + 3}):
        c2 = 2 * Cb(D + 1, 2) * Cb(n + 1, 2) - Cb(D, 2) * Cb(n, 2)  # Koszul, (l, t ct2)
        Islices = Cb(n + 1, 2) * D + sum((D - g + 1) * Cb(n + 1, 2) + (D - g) * n for g in range(1, D + 1))  # sum_g dim I_g
        fat = sum(Cb(k[r] + 1, 2) for k in K for r in range(3))
        rhs = c2 - fat + 3 * Cb(n + 1, 2)
        # slices: g = 0 Lemma C1 closed form, g >= 1 Lemma C2 count
        sl = Cb(n + 1, 2) * (D - n + 1) + sum((D - g + 1) * Cb(n + 1, 2) + (D - g) * n - sum(max(k[r] - g, 0) for k in K for r in range(3)) for g in range(1, D + 1))
        f = formula_D(n, n, 0, D)[1]
        # which D satisfy the C2 hypothesis in every slice 1 <= g <= n-1 : D - g >= 3(n - g)
        hyp = all(D - g >= 3 * (n - g) for g in range(1, n))
        ok = (c2 == Islices) and (rhs == f) and (sl == f)
        bad += not ok
        print(f'n={n:2d} D={D:3d}{" (d1)" if D == d1 else "     "} c2={c2} sum_g dimI_g={Islices} c2-fat+3C(n+1,2)={rhs} slices={sl} formula_D={f} ok={ok} C2-hyp-all-g={hyp}')
    # the hypotheses of Theorem C at d1
    print(f'   n={n}: C(n,2)={Cb(n,2)} >= n+3: {Cb(n,2) >= n+3};  min_g (d1-g) - 3(n-g) over 1<=g<=n-1 = {min(d1-g-3*(n-g) for g in range(1,n))}; ' 
          f'3C(n+1,2) = nC(n+2,2)-(n-1)C(n+1,2): {3*Cb(n+1,2) == n*Cb(n+2,2)-(n-1)*Cb(n+1,2)}')
print('mismatches:', bad)
