"""Assemble with the lab's `boxes=` interface: assemble2.py T results_file
T=16: boxes = max(recorded degeneration, exact) for a <= 8, plus (9, b) = BOX_DIMS[8] (and the exact (9, b) checked equal).
T=18: boxes = exact values only (a <= 9 and (10, b)); missing boxes fall back to monotonicity / Theorem L."""
import re, sys
from math import comb
import proofs.general.depth4.thin.slice_bound as sb
from numerics.bounds.depth4_blocks import formula_block_rank
from proofs.general.depth4.box_jet import outer_block_lower_bound
from proofs.general.depth4.near_vertex import interior_bound
T = int(sys.argv[1]); n = T // 2
exact = {}
for line in open(sys.argv[2]):
    m = re.search(r"n=(\d+) a=(\d+) b=(\d+) .*sing: dim X = (\d+) py: dim X = (\d+)", line)
    if m and int(m.group(1)) == n:
        _, a, b, x, y = map(int, m.groups())
        assert x == y, line
        exact[min(a, n + 1), b] = x
c3 = comb(comb(n + 1, 2) + 2, 2) * comb(n + 2, 2) - 3 * (comb(n + 1, 2) + n)
for (a, b), v in exact.items():
    if a == n + 1 and b >= n: assert v == c3, ("dim V", v, c3)
if T == 16:
    boxes = sb.recorded_boxes(8)
    for ab, v in exact.items():
        if ab[0] == n + 1:
            assert v == boxes.get(ab, c3), ("slices disagree", ab, v, boxes.get(ab))
            continue
        else: boxes[ab] = max(boxes[ab], v)
else:
    boxes = {ab: v for ab, v in exact.items() if ab[1] < n or ab[0] == n + 1}
# per-box checks against formula/3 and monotonicity
print(f"T={T} n={n} boxes={len(boxes)} dim V = c3 = {c3}")
print("| (a,b) | class | exact | formula/3 | short |")
print("| --- | --- | --- | --- | --- |")
for (a, b) in sorted(exact):
    if a == n + 1 and b >= n: continue
    cls, f = formula_block_rank(T=T, alpha=(comb(n + 2, 3) - (a if a <= n else comb(n + 1, 2)) - b, a if a <= n else comb(n + 1, 2), b))
    assert exact[a, b] <= f // 3, ("ABOVE formula/3", (a, b), exact[a, b], f // 3)
    print(f"| ({a},{b}) | {cls} | {exact[a, b]} | {f // 3} | {f // 3 - exact[a, b]} |")
mono = all(u <= v for (x, y), u in boxes.items() for (x2, y2), v in boxes.items() if x <= x2 and y <= y2)
print("monotone in the box:", mono)
tot = sb.slice_lower_bound(T=T, boxes=boxes)
ct = sb.class_totals(T=T, boxes=boxes)
low = {}
for al, k in sb._orbits(T):
    cls, _ = formula_block_rank(T=T, alpha=al)
    low[cls] = low.get(cls, 0) + k * outer_block_lower_bound(T=T, alpha=al)
print("| class | Theorem L | this bound | Conjecture 49 | gap left |")
print("| --- | --- | --- | --- | --- |")
for cls, (lb, up) in ct.items():
    print(f"| {cls} | {low[cls]} | {lb} | {up} | {up - lb} |")
I = interior_bound(T=T)
conj = I + sum(up for _, up in ct.values())
print(f"| total (+ interior {I}) | {I + sum(low.values())} | {tot} | {conj} | {conj - tot} |")
