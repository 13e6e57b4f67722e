# helper-115 (jets-T14 review): helper-112's driver (docs/reviews/ecodim-T14-2026-12-01/t14_driver.py), copied;
# the ONLY change: the 18 dim-Y bounds come from my own my_bounds_<tag>.json (combine.py; rev_local.py + lemd_s7.py +
# Proposition S's count), key argv[2] in {jets, jetsD, jetsDS}, instead of the lab's jet_dimension.
# Original header follows.
# helper-112 review: own driver for the T = 14 upper total (NOTES §5.3). Imports the lab's reviewed
# corner_bound, start_degrees, common_support_count, fat_point_dimension, _edge_counts; dim-Y jet bounds from
# jets_t14_seed<seed>.json (computed by jets_t14.py with the lab's jet_dimension). recorded_ranks only for comparison.
import sys, json
from math import comb
from collections import Counter
from numerics.bounds.depth4 import corner_bound, start_degrees, common_support_count, depth4_ideal_bound
from proofs.general.depth4.fat_points import fat_point_dimension
from proofs.general.depth4.closures import _edge_counts

T = 14; s = T // 2
tag = sys.argv[1]; key = sys.argv[2]
N1, N2, N3 = start_degrees(depth=4, T=T)
assert (N1, N2, N3) == (84, 28, 7)
D = comb(N2 + 2, 2) * comb(s + 2, 2)
c2 = common_support_count(R=3, degrees=(N2, N3), k=2)
c3 = common_support_count(R=3, degrees=(N2, N3), k=3)
ec = _edge_counts(s); k45 = 2 * ec["z_bound"] - ec["kernel"]
jets = {tuple(json.loads(k.replace("(", "[").replace(")", "]"))): v for k, v in json.load(open(f"my_bounds_{tag}.json")).items()}
assert len(jets) == 18
print("dim-Y bounds from", f"my_bounds_{tag}.json", "key", key)
print(f"T={T} s={s} N=({N1},{N2},{N3}) D={D} c2={c2} c3={c3} k45={k45}")

# enumerate all blocks and orbits myself
blocks = [(a, b, N1 - a - b) for a in range(N1 + 1) for b in range(N1 + 1 - a)]
orb = Counter(tuple(sorted(x, reverse=True)) for x in blocks)
print("blocks", len(blocks), "orbits", len(orb))
assert sum(corner_bound(R=3, T=T, alpha=x) for x in blocks) == depth4_ideal_bound(R=3, T=T)

def y_bound(a):
    fp = fat_point_dimension(T=T, alpha=a)
    if a in jets:
        return min(fp, jets[a][key]), "jet" if jets[a][key] < fp else "fat"
    return fp, "fat"

rows = []; tot_no = tot_cl = tot_p12 = 0; cat_tot = Counter(); cat_cnt = Counter()
for a, w in sorted(orb.items()):
    a1, a2, a3 = a
    p12 = corner_bound(R=3, T=T, alpha=a)
    if a2 == 0:
        cat, b_no, b_cl, note = "V", p12, p12, "Prop12"
    elif a3 >= s:
        cat, b_no, b_cl, note = "I", p12, p12, "Prop12"
    elif a3 == 0:
        j = min(a2, s)
        y, src = y_bound(a)
        per = min(c2, y + c2 - D + 3 * comb(s + 1, 2) + 3 * comb(s - j + 1, 2))   # Theorem E + Prop 42
        b = min(p12, 3 * per)
        if j == 1:
            b = min(b, k45)
        cat = "C" if a2 >= s else f"E{j}"
        b_no = b_cl = b; note = f"y={y}({src})"
    else:
        y, src = y_bound(a)
        per = min(c3, y + c3 - D)           # Theorem F: dim(Y + J) = D
        b_no = min(p12, 3 * per)
        if a2 + a3 <= s:
            m = s - a2 - a3
            cat = f"N(m={m})"
            b_cl = min(b_no, 3 * (y + c3 - 3 * (m + 1) - D))   # Lemma C with dim(Y + J cap ker Omega) = D
        else:
            cat = "A" if a2 >= s else "B"
            b_cl = b_no
        note = f"y={y}({src})"
    rows.append((a, w, cat, p12, b_no, b_cl, note))
    tot_no += w * b_no; tot_cl += w * b_cl; tot_p12 += w * p12
    cat_tot[cat[0]] += w * b_cl; cat_cnt[cat[0]] += w
print("sum Prop12", tot_p12)
print("TOTAL without closures", tot_no)
print("TOTAL with closures   ", tot_cl)
# comparison with Proposition 51's recorded lower ranks
try:
    from proofs.general.depth4.sep_blocks import recorded_ranks
    rec = recorded_ranks(T=14)
    low_tot = 0; gaps = []
    for a, w, cat, p12, b_no, b_cl, note in rows:
        lo = 3 * rec[a]
        if a == (N1 - 1, 1, 0):
            lo = 30507
        low_tot += w * lo
        if b_cl != lo:
            gaps.append((a, w, cat, lo, b_cl, b_cl - lo))
        assert b_cl >= lo, (a, lo, b_cl)
    print("lower (Prop 51, recorded x3, edge 30507):", low_tot, " gap:", tot_cl - low_tot)
    for g in gaps:
        print("  open:", g)
except Exception as e:
    print("comparison failed", repr(e))
print("blocks per category", dict(cat_cnt))
for r in rows:
    if r[2] not in ("I",):
        print(*r)
