"""Arithmetic: new sum of block bounds at T = 10 (R = 3) after the classes closed here.
Inputs: the current sum 5360526 and lower bound 5359824 (yjets-T10 bounds.log), the old block bounds (same log),
the new per-k bounds from omega10 / omegagen_run logs, OUTER_RANKS (outer_ranks.log)."""
CUR, LOW = 5360526, 5359824
# class: (orbit size, old block bound, new per-k bound (from the logs), OUTER_RANKS, status of UB(dim Y))
rows = {
    (30, 3, 2): (6, 8208, 2733, 8199, "UB(Y) 2796 reviewed (Prop. 42)"),
    (30, 4, 1): (6, 8064, 2685, 8055, "UB(Y) 2748 reviewed (Prop. 42)"),
    (31, 3, 1): (6, 7866, 2616, 7848, "UB(Y) 2682 yjets-T10, unreviewed"),
    (31, 2, 2): (3, 7956, 2646, 7938, "UB(Y) 2712 yjets-T10, unreviewed"),
    (32, 2, 1): (6, 7389, 2454, 7362, "UB(Y) 2523 yjets-T10, unreviewed"),
    (33, 1, 1): (3, 6570, 2178, 6534, "UB(Y) 2250 yjets-T10, unreviewed"),
    # (34,1,0): not per k; k45's route (NOTES section 7): rank <= 2 x 2844 - 855 = 4833 for the block (1611 = 4833 / 3)
    (34, 1, 0): (6, 4860, 1611, 4833, "k45 route at s = 5 (no UB(Y) used)"),
}
import sys
closed = [tuple(map(int, a.split(","))) for a in sys.argv[1:]] or list(rows)
tot = CUR
for a in closed:
    orb, old, perk, rk, st = rows[a]
    new = 3 * perk
    print(f"{a}: orbit {orb}, old block bound {old}, new {new} (3 x {perk}), OUTER_RANKS {rk}, closed {new == rk}, saving {orb * (old - new)}; {st}")
    tot -= orb * (old - new)
print(f"classes used: {closed}\nnew sum {tot}, lower bound {LOW}, gap {tot - LOW}")
# Variant resting only on reviewed inputs: Prop. 42's fat-point UB(dim Y) (reviewed) in place of yjets-T10's, the same
# point ranks (rank of the functionals on J = 3(m+1), dim(Y + J cap ker Omega) = 2856), c_3 = 2796.
if not sys.argv[1:]:
    PROP42 = 5367303
    fat = {(30, 3, 2): (6, 2796, 0, 8208), (30, 4, 1): (6, 2748, 0, 8064), (31, 3, 1): (6, 2706, 1, 7938),
           (31, 2, 2): (3, 2736, 1, 8028), (32, 2, 1): (6, 2583, 2, 7569), (33, 1, 1): (3, 2331, 3, 6813)}
    tot = PROP42
    for a, (orb, uby, m, old) in fat.items():
        new = 3 * (uby + 2796 - 3 * (m + 1) - 2856)
        print(f"reviewed inputs only: {a}: 3 x ({uby} + 2796 - {3 * (m + 1)} - 2856) = {new} (Prop. 42 bound {old}), saving {orb * (old - new)}")
        tot -= orb * (old - new)
    print(f"Prop. 42 sum {PROP42} -> {tot} with the functionals and reviewed inputs only (no yjets-T10 input)")
    tot -= 6 * (5040 - 4833)
    print(f"reviewed inputs only: (34,1,0): Prop. 42 bound 5040 -> 4833 (k45 route), saving {6 * (5040 - 4833)}; sum -> {tot}")
