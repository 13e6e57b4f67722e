"""The proved lower bound at T = 16, 18, 20 (exact integers): interior (Prop. 48/50) + the vertex floor on every
non-interior block + the Krylov-concavity bound V + ab(C-V)/n^2 on every box (a, b) (NOTES.md §§2-4)."""
from math import comb
from numerics.bounds.depth4 import common_support_count
from numerics.bounds.depth4_blocks import orbit_representatives, formula_block_rank
from proofs.general.depth4.box_jet import interior_lower_bound

def c3(a, b):
    return common_support_count(R=3, degrees=(a, b))

for T in (16, 18, 20, 22):
    n = T // 2
    N1 = comb(n + 2, 3)
    V, C = c3(comb(n, 2), n - 1), c3(comb(n + 1, 2), n)
    ib = interior_lower_bound(M=3, R=3, T=T)
    tot = ib
    rows = {}
    for a, k in orbit_representatives(n1=N1):
        if a[2] >= n:
            continue
        cls, fr = formula_block_rank(T=T, alpha=a)
        aa, bb = min(a[1], n), min(a[2], n)
        # Lemma K (NOTES.md §4): dim X(Box(aa, bb)) >= V + aa*bb*(C - V)/n^2 at S + coordinate W2
        per = 3 * (V + (-(-(aa * bb * (C - V)) // (n * n))))
        assert per <= fr, (T, a, per, fr)
        tot += k * per
        r = rows.setdefault((cls, a[2] if cls == "A" else (a[1], a[2]) if cls in "BN" else None), [0, 0, 0, 0])
        r[0] += 1; r[1] += k; r[2] += k * per; r[3] += k * fr
    print(f"T={T}: V=c3(C(n,2),n-1)={V}, c3(d1,n)={C}; interior {ib}; PROVED lower bound {tot}; "
          f"floor-only {ib + sum(v[1] for v in rows.values()) * 3 * V}")
    for key in sorted(rows, key=str):
        o, k, s, f = rows[key]
        print(f"   {key}: {o} orbits, {k} blocks, per-block bound {s // k}, "
              f"sum {s}, formula sum {f}")
