# helper-112: NOTES §4.2 table and §5.1's "Prop 12 bound = 3c_3 / 3c_2" check, own enumeration.
# Imports corner_bound, start_degrees, common_support_count, depth4_ideal_bound, fat_point_dimension, _edge_counts.
import sys
from math import comb
from collections import Counter
from numerics.bounds.depth4 import corner_bound, start_degrees, common_support_count, depth4_ideal_bound
from proofs.general.depth4.fat_points import fat_point_dimension
from proofs.general.depth4.closures import _edge_counts
for T in [int(x) for x in sys.argv[1:]]:
    s = T // 2
    N1, N2, N3 = start_degrees(depth=4, T=T)
    D = comb(N2 + 2, 2) * comb(s + 2, 2)
    c2 = common_support_count(R=3, degrees=(N2, N3), k=2); c3 = common_support_count(R=3, degrees=(N2, N3), k=3)
    orb = Counter()
    for a in range(N1 + 1):
        for b in range(N1 + 1 - a):
            orb[tuple(sorted((a, b, N1 - a - b), reverse=True))] += 1
    k45 = 2 * _edge_counts(s)["z_bound"] - _edge_counts(s)["kernel"] if T >= 8 else None
    Fl = 3 * (c2 - 3 * comb(s + 3, 4) + 3 * comb(s + 1, 2))
    p12 = flat_only = all_edges = all_edges_k45 = 0
    nflat = 0; flat_p12 = set(); ab_ok = True; ab_bad = []; rule_ok = True; nab = 0
    for a, w in orb.items():
        a1, a2, a3 = a
        pb = corner_bound(R=3, T=T, alpha=a)
        p12 += w * pb
        bf = be = bk = pb
        if a3 == 0 and a2 >= 1:
            j = min(a2, s)
            y = fat_point_dimension(T=T, alpha=a)
            per = min(c2, y + c2 - D + 3 * comb(s + 1, 2) + 3 * comb(s - j + 1, 2))
            be = min(pb, 3 * per); bk = min(be, k45) if j == 1 else be
            if a2 >= s:
                nflat += w; flat_p12.add(pb)
                assert y == D - 3 * comb(s + 3, 4)
                bf = min(pb, Fl)
                assert be == bf
        elif 1 <= a3 < s and a2 + a3 >= s + 1:   # (A), (B)
            nab += 1
            if pb != 3 * c3:
                ab_ok = False; ab_bad.append(a)
            y = fat_point_dimension(T=T, alpha=a)
            F = 3 * comb(s - a3 + 3, 4) + (3 * comb(s - a2 + 3, 4) if a2 < s else 0)
            if D - y != F:
                rule_ok = False
        flat_only += w * bf; all_edges += w * be; all_edges_k45 += w * bk
    assert p12 == depth4_ideal_bound(R=3, T=T)
    print(f"T={T} s={s} N=({N1},{N2},{N3}) D={D} c2={c2} c3={c3} orbits={len(orb)} blocks={sum(orb.values())}")
    print(f"  Fl={Fl} Prop12 flat values={sorted(flat_p12)} (3c2={3*c2}) flat blocks={nflat}")
    print(f"  Prop12 sum={p12}  flat-only={flat_only}  all-edges(fat y)={all_edges}  all-edges+k45={all_edges_k45}")
    print(f"  (A),(B) orbits={nab} Prop12 == 3c3 on all: {ab_ok} {ab_bad[:5]};  D - fat == rule's F on all: {rule_ok}", flush=True)
