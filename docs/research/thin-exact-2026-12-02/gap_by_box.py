"""Where the gap sits: per box key (min(alpha_2, n+1), alpha_3), sum of k*(Conjecture 49 - bound) and the blocks."""
import sys, re
from math import comb
import proofs.general.depth4.thin.slice_bound as sb
from numerics.bounds.depth4_blocks import formula_block_rank
T = int(sys.argv[1]); n = T // 2
exact = {}
for line in open(sys.argv[2]):
    m = re.search(r"n=(\d+) a=(\d+) b=(\d+) .*sing: dim X = (\d+) py: dim X = (\d+)", line)
    if m and int(m.group(1)) == n:
        _, a, b, x, y = map(int, m.groups()); exact[min(a, n + 1), b] = x
boxes = sb.recorded_boxes(8) if T == 16 else {}
for ab, v in exact.items():
    if ab[1] < n or ab[0] <= n: boxes[ab] = max(boxes.get(ab, 0), v)
agg = {}
for al, k in sb._orbits(T):
    cls, f = formula_block_rank(T=T, alpha=al)
    lb = sb.block_lower_bound(T=T, alpha=al, boxes=boxes)
    if f - lb:
        _, a2, a3 = sorted(al, reverse=True)
        key = (cls, min(a2, n + 1), a3)
        e = agg.setdefault(key, [0, 0, set()]); e[0] += k; e[1] += k * (f - lb); e[2].add((f - lb) // 3 if (f - lb) % 3 == 0 else (f - lb) / 3)
for key, (k, g, s) in sorted(agg.items()):
    print(key, "blocks", k, "gap", g, "per coordinate", sorted(s))
print("total gap", sum(e[1] for e in agg.values()))
