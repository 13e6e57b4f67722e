"""The proved lower bound at T = 16..22 with Lemmas F0, K and H (NOTES.md §§2-5): exact rationals, then ceilings.

Per coordinate, at the point S + coordinate W2 (NOTES.md §4):
  V = c_3(C(n,2), n-1) = dim V_0,  c = c_3(d_1, n) = dim J (Theorem B: X(Box(n, n)) = J),
  H = 2V - C(n+2,2) C(d_1-2n+2, 2) <= dim of the theta_2-hull X(Box(d_1, 0)) (Lemma H), h = max(H - V, 0),
  e(a) = V + min(a, n+1)/(n+1) * h <= dim X(Box(a, 0))   (row concavity from a = 0 to a = n + 1, where the row is the hull),
  R(a) = c if a >= n else ((n-a) e(n) + a c)/n <= dim X(Box(a, n))   (row b = n, concavity to J),
  LB(a, b) = max( ((n-b) e(a) + b R(a))/n [b <= n],  the same with a, b swapped,  e(a), e(b) ),
and a block Q_alpha (sorted, non-interior, alpha_1 >= D) has generic rank >= 3 ceil(LB(min(alpha_2, d_1), min(alpha_3, d_1))).
"""
from fractions import Fraction as Fr
from math import comb, ceil
from numerics.bounds.depth4 import common_support_count
from numerics.bounds.depth4_blocks import orbit_representatives, formula_block_rank
from proofs.general.depth4.box_jet import interior_lower_bound
import os, sys
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from hull import counts2 as hull_counts


def c3(a, b):
    return common_support_count(R=3, degrees=(a, b))


def lb_function(n):
    d1 = comb(n + 1, 2)
    V, c = c3(comb(n, 2), n - 1), c3(d1, n)
    H = max(2 * V - comb(n + 2, 2) * comb(d1 - 2 * n + 2, 2), hull_counts(n)[3])  # Lemmas H and H"
    h = max(H - V, 0)
    e = lambda a: V + Fr(min(a, n + 1), n + 1) * h  # Lemma K + stabilisation at a = n + 1 (Lemma S1)
    R = lambda a: Fr(c) if a >= n else (Fr(n - a) * e(n) + a * c) / n
    def LB(a, b):
        cands = [e(a), e(b)]
        if b <= n:
            cands.append((Fr(n - b) * e(a) + b * R(a)) / n)
        else:
            cands.append(R(a))
        if a <= n:
            cands.append((Fr(n - a) * e(b) + a * R(b)) / n)
        else:
            cands.append(R(b))
        return min(max(cands), c)
    return LB, V, c, H


if __name__ == "__main__":
    for T in (16, 18, 20, 22):
        n = T // 2
        N1, d1 = comb(n + 2, 3), comb(n + 1, 2)
        D = d1 + 3 * (n - 1)
        LB, V, c, H = lb_function(n)
        ib = interior_lower_bound(M=3, R=3, T=T)
        tot, ftot = ib, ib
        rows = {}
        for al, k in orbit_representatives(n1=N1):
            if al[2] >= n:
                continue
            assert al[0] >= D
            cls, fr = formula_block_rank(T=T, alpha=al)
            per = 3 * ceil(LB(min(al[1], d1), min(al[2], d1)))
            assert per <= fr, (T, al, per, fr)
            tot += k * per; ftot += k * fr
            key = cls
            r = rows.setdefault(key, [0, 0, 0, 0]); r[0] += 1; r[1] += k; r[2] += k * per; r[3] += k * fr
        print(f"T={T}: V={V} c3={c} H_lb={H} (h={H-V}); interior {ib}; PROVED lower bound {tot}; formula {ftot}")
        for key in sorted(rows):
            o, k, s, f = rows[key]
            print(f"   {key}: {o} orbits, {k} blocks, bound sum {s}, formula sum {f}, ratio {s/f:.4f}")
