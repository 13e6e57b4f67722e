"""Task 4 spot checks beyond T = 300: (i) own r0 == lab _interior_cap, own and lab corner bound == 3 c_3 at the
least-product orbit and at random (A), (B) orbits; (ii) downstream (not Proposition 58 itself): on sampled (A), (B)
orbits the lab's restricted_bound with the fat-point count equals formula_block_rank (Proposition 57's per-orbit
equality), which is what the corner count is used for. Seed 20261202."""
import sys, time, random
sys.path.insert(0, "/work/main"); sys.path.insert(0, ".")
from owncaps import *
from numerics.bounds.depth4 import corner_bound, _interior_cap
from numerics.bounds.depth4_blocks import restricted_bound, fat_point_dimension, formula_block_rank, block_case

rng = random.Random(20261202)
def sample_AB(T, n):
    s = T // 2; n1 = comb(s + 2, 3); out = []
    while len(out) < n:
        a3 = rng.randint(1, s - 1)
        a2 = rng.randint(max(a3, s + 1 - a3), min((n1 - a3) // 2, 3 * s))
        a1 = n1 - a2 - a3
        if a1 >= a2 >= a3 and classify(T, (a1, a2, a3)) in ("A", "B"):
            out.append((a1, a2, a3))
    return out

for T in [int(x) for x in sys.argv[1:]]:
    t0 = time.time(); s = T // 2
    n1, n2, n3 = depth4_degrees(T)
    rr = r0(T); c3 = c((n2, n3))
    ok_r0 = rr == _interior_cap(3, T - 2)
    amin = (n1 - s - 1, s, 1)
    ok_min = corner(T, amin, rr) == corner_bound(R=3, T=T, alpha=amin) == 3 * c3
    smp = sample_AB(T, 40) + [amin, (n1 - s - 1 - 5, s + 5, 1), (n1 - 2 * s - 1, s + 1, s)]
    ok_smp = all(corner(T, a, rr) == corner_bound(R=3, T=T, alpha=a) == 3 * c3 for a in smp)
    ok_a = c3 <= c(end_rest(T))
    line = f"T={T} s={s} r0==lab: {ok_r0}; corner(least product orbit {amin}) == 3c3: {ok_min}; " \
           f"{len(smp)} (A,B) orbits corner == 3c3 (own and lab): {ok_smp}; c3 <= c3(end rest): {ok_a}; " \
           f"margin/3c3 = {(2*(s+1)*rr - 3*c3)/(3*c3):.3f}"
    if len(sys.argv) and T <= 420:
        sub = smp[:8] + [amin]
        ds = []
        for a in sub:
            y = fat_point_dimension(T=T, alpha=a)
            ds.append(restricted_bound(T=T, alpha=a, y_bound=y) == formula_block_rank(T=T, alpha=a)[1])
        line += f"; downstream restricted_bound == formula on {len(sub)} of them: {all(ds)}"
    print(line + f" ({time.time()-t0:.1f} s)", flush=True)
