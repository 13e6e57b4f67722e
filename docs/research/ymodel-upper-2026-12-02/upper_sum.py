"""Upper bounds on sep(4, M, 3, T) from dim Y_alpha <= the model (Theorem Y of NOTES.md), with and without k45's
edge count and Lemma C's closures, against Conjecture 49 and Proposition 55. Exact arithmetic."""
import sys, time
from math import comb
from numerics.bounds.depth4 import common_support_count, start_degrees, corner_bound
from numerics.bounds.depth4_blocks import restricted_bounds, fat_point_dimension, orbit_representatives
from proofs.general.depth4 import closures, sep_formula

def model_y(T, a):
    s = T // 2; n2 = comb(s + 1, 2)
    D = comb(n2 + 2, 2) * comb(s + 2, 2)
    return D - sep_formula.start_codimension(T=T, a2=min(a[1], s), a3=min(a[2], s))

def bounds(T):
    s = T // 2; n1, n2 = start_degrees(depth=4, T=T)[0], comb(s + 1, 2)
    D, c3 = comb(n2 + 2, 2) * comb(s + 2, 2), common_support_count(R=3, degrees=(n2, s), k=3)
    near = {}
    for a, _ in orbit_representatives(n1=n1):
        a = tuple(sorted(a, reverse=True))
        if a[1] >= 1 and a[1] + a[2] <= s and not (a[2] == 0 and a[1] >= s):
            near[a] = model_y(T, a)
    base = restricted_bounds(T=T, y_bounds=near)
    kern = closures._edge_counts(s)
    withk = dict(base); withk[(n1 - 1, 1, 0)] = min(base[(n1 - 1, 1, 0)], 2 * kern["z_bound"] - kern["kernel"])
    full = dict(withk)
    for a, y in near.items():
        if a[2]:
            y = min(y, fat_point_dimension(T=T, alpha=a))
            full[a] = min(full[a], 3 * (y + c3 - 3 * (s - a[1] - a[2] + 1) - D))
    return near, base, withk, full

for T in [int(v) for v in sys.argv[1:]]:
    t0 = time.time()
    n1 = start_degrees(depth=4, T=T)[0]
    sizes = dict((tuple(sorted(a, reverse=True)), k) for a, k in orbit_representatives(n1=n1))
    near, base, withk, full = bounds(T)
    tot = lambda b: sum(sizes[a] * v for a, v in b.items())
    formula = sep_formula.sep_formula(T=T)
    ranks = {tuple(sorted(a, reverse=True)): r for a, (_, r, _) in sep_formula.block_ranks(T=T).items()}
    mism = [(a, full[a], ranks[a]) for a in full if full[a] != ranks[a]]
    below = [(a, full[a], ranks[a]) for a in full if full[a] < ranks[a]]
    mism_noclos = [(a, withk[a], ranks[a]) for a in withk if withk[a] != ranks[a]]
    p55 = sep_formula.restricted_sep_bound(T=T)
    print(f"T={T}: formula={formula} Prop55={p55} (+{p55-formula}) | Y-model only={tot(base)} (+{tot(base)-formula})"
          f" | +k45={tot(withk)} (+{tot(withk)-formula}) | +closures={tot(full)} (+{tot(full)-formula})"
          f" | orbits!=formula with closures: {len(mism)} (below formula: {len(below)}); without closures: "
          f"{len(mism_noclos)} [{time.time()-t0:.1f}s]", flush=True)
    for a, u, r in mism_noclos:
        print(f"    {a} orbit={sizes[a]} bound(no closures)={u} formula={r} gap={u-r}", flush=True)
    for a, u, r in mism:
        print(f"    WITH CLOSURES {a} bound={u} formula={r}", flush=True)
