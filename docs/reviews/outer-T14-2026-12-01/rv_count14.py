"""helper-107: counts at T = 14 and the arithmetic from my own ranks (rv_outer14_seed53.jsonl).
python rv_count14.py [RESULTS.jsonl]"""
import sys, json
from math import comb
from itertools import permutations
sys.path.insert(0, '/work/main')
n = 7; N1 = comb(n + 2, 3); d1 = comb(n + 1, 2); D = d1 + 3 * (n - 1); e = N1 - D
blocks = [(a, b, N1 - a - b) for a in range(N1 + 1) for b in range(N1 + 1 - a)]
orb_all = {tuple(sorted(x, reverse=True)) for x in blocks}
size = {o: len(set(permutations(o))) for o in orb_all}
inter = [o for o in orb_all if o[2] >= n]; outer = [o for o in orb_all if o[2] < n]
print(f"n={n} N1={N1} d1={d1} D={D} e={e}: blocks {len(blocks)} = C(86,2) = {comb(86, 2)}; orbits {len(orb_all)}")
print(f"interior: {len(inter)} orbits, {sum(size[o] for o in inter)} blocks; outer: {len(outer)} orbits, "
      f"{sum(size[o] for o in outer)} blocks")
def cls(o):
    a, b, c = o
    if o == (N1, 0, 0): return 'V'
    if b >= n and c == 0: return 'C'
    if b >= n and 1 <= c < n: return 'A'
    if 1 <= c <= b < n and b + c >= n + 1: return 'B'
    if c == 0: return 'E'          # edges (N1-j, j, 0), 1 <= j < n
    return 'N'                     # full support, b + c <= n
cases = {}
for o in outer: cases.setdefault(cls(o), []).append(o)
for k, v in sorted(cases.items()):
    print(f"  class {k}: {len(v)} orbits, {sum(size[o] for o in v)} blocks")
halves = sum(1 for o in outer if o[1] >= n)
print(f"alpha_2 >= {n} (A and C, the 14 halves): {halves} orbits; alpha_2 < {n}: {len(outer) - halves} orbits")
win = lambda al: sum(1 for b1 in range(al[0] + 1) for b2 in range(al[1] + 1) if 0 <= D - b1 - b2 <= al[2])
print("window sizes: vertex", win((N1, 0, 0)), "(83,1,0)", win((83, 1, 0)), "min over outer", min(win(o) for o in outer))
def c3(d1_, d2):
    mm = lambda d: comb(2 + d, d) if d >= 0 else 0
    return sum((-1) ** (i + 1) * comb(3, i) * mm(d1_ - i) * mm(d2 - i) for i in range(1, 4))
b0 = 3 * c3(d1, n)
print(f"3 c3(28,7) = {b0}; (A) rule per coordinate m=1..6:", [(b0 - 9 * comb(n - m + 3, 4)) / 3 for m in range(1, n)])
print("(B) rule per coordinate:", {o: (b0 - 9 * comb(n - o[1] + 3, 4) - 9 * comb(n - o[2] + 3, 4)) / 3 for o in sorted(cases['B'])})
print(f"interior: {sum(size[o] for o in inter)} x {b0} = {sum(size[o] for o in inter) * b0}")
if len(sys.argv) > 1:
    recs = [json.loads(l) for f in sys.argv[1:] for l in open(f)]
    got = {}
    for r in recs:
        for a in r['alphas']:
            assert tuple(a) not in got, a
            got[tuple(a)] = r
    tot = sum(size[o] * 3 * got[o]['rank'] for o in got)
    print(f"covered {len(got)} of {len(outer)} outer orbits ({sum(size[o] for o in got)} of "
          f"{sum(size[o] for o in outer)} blocks) in {len(recs)} groups; all 3r <= corner_bound: "
          f"{all(r['x3_le_bound_all'] for r in recs)}")
    print(f"sum over covered orbits of size x 3 x rank = {tot}; + interior 97063200 = {tot + 97063200}")
    for k, v in sorted(cases.items()):
        c = [o for o in v if o in got]
        print(f"  class {k}: {len(c)}/{len(v)} orbits covered, sum {sum(size[o] * 3 * got[o]['rank'] for o in c)}")
