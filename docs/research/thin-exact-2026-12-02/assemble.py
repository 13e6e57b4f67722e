"""Assemble: replace slice_bound.DEGENERATION_DIMS[8][ab] by max(old, exact) and report the bound and per-class sums."""
import re, sys
from math import comb
import proofs.general.depth4.thin.slice_bound as sb
from numerics.bounds.depth4_blocks import formula_block_rank
from proofs.general.depth4.box_jet import outer_block_lower_bound
from proofs.general.depth4.near_vertex import interior_bound
T, n = 16, 8
exact = {}
for line in open(sys.argv[1] if len(sys.argv) > 1 else "results_n8_dpc.txt"):
    m = re.search(r"a=(\d+) b=(\d+) .*sing: dim X = (\d+) py: dim X = (\d+)", line)
    if m:
        a, b, x, y = map(int, m.groups())
        assert x == y, line
        exact[a, b] = x
old = dict(sb.DEGENERATION_DIMS[8])
def classes():
    out = {}
    for al, k in sb._orbits(T):
        cls, f = formula_block_rank(T=T, alpha=al)
        lb = sb.block_lower_bound(T=T, alpha=al)
        low = outer_block_lower_bound(T=T, alpha=al)
        assert low <= lb <= f, (al, low, lb, f)
        c = out.setdefault(cls, [0, 0, 0, 0])
        c[0] += k; c[1] += k * low; c[2] += k * lb; c[3] += k * f
    return out
before = classes(); tot_before = sb.slice_lower_bound(T=T)
print("| (a,b) | class | degeneration | exact | formula/3 | short | exact - deg |")
print("| --- | --- | --- | --- | --- | --- | --- |")
for ab in old:
    cls, f = formula_block_rank(T=T, alpha=(comb(n + 2, 3) - sum(ab), *ab))
    f3 = f // 3
    x = exact.get(ab)
    if x is not None:
        assert x >= old[ab], ("below degeneration", ab, x, old[ab])
        assert x <= f3, ("ABOVE formula/3", ab, x, f3)
        sb.DEGENERATION_DIMS[8][ab] = max(old[ab], x)
    print(f"| {ab} | {cls} | {old[ab]} | {x if x is not None else 'not computed'} | {f3} | {f3 - sb.DEGENERATION_DIMS[8][ab]} | {'' if x is None else x - old[ab]} |")
for ab in exact:
    if ab not in old:
        print("extra box", ab, exact[ab], "BOX_DIMS" if ab[0] >= 9 else "", sb.BOX_DIMS[8].get(min(ab[1], 8)) if ab[0] >= 9 else "")
after = classes(); tot_after = sb.slice_lower_bound(T=T)
conj = interior_bound(T=T) + sum(c[3] for c in after.values())
print()
print("| class | blocks | Theorem L | before (LOWER) | exact | Conjecture 49 | gap left |")
print("| --- | --- | --- | --- | --- | --- | --- |")
for cls in sorted(after):
    k, low, lb, f = after[cls]
    print(f"| {cls} | {k} | {low} | {before[cls][2]} | {lb} | {f} | {f - lb} |")
print(f"| total (+ interior {interior_bound(T=T)}) | | | {tot_before} | {tot_after} | {conj} | {conj - tot_after} |")
