"""helper-97: orbit/block counts at T = 12 and the arithmetic, independent of the helper's files except where stated."""
import json, sys
from math import comb
from itertools import permutations
n = 6; N1 = comb(n + 2, 3); D = comb(n + 1, 2) + 3 * (n - 1)
blocks = [(a, b, N1 - a - b) for a in range(N1 + 1) for b in range(N1 + 1 - a)]
inter = [x for x in blocks if min(x) >= n]; outer = [x for x in blocks if min(x) < n]
orb = {tuple(sorted(x, reverse=True)) for x in outer}
size = {o: len(set(permutations(o))) for o in orb}
print(f"N1={N1} D={D} blocks={len(blocks)}=C(58,2)={comb(58, 2)} interior={len(inter)} outer={len(outer)} outer orbits={len(orb)} sum sizes={sum(size.values())}")
cases = {}
for o in orb:
    a, b, c = o
    k = 'V' if o == (N1, 0, 0) else 'C' if (c == 0 and b >= n) else 'A' if (1 <= c < n and b >= n) else 'B' if (1 <= c <= b < n and b + c >= n + 1) else 'open'
    cases.setdefault(k, []).append(o)
for k, v in sorted(cases.items()):
    print(f"case {k}: {len(v)} orbits, {sum(size[o] for o in v)} blocks; sizes {sorted({size[o] for o in v})}")
# windows: every outer alpha has a nonempty window
win = lambda al: sum(1 for b1 in range(al[0] + 1) for b2 in range(al[1] + 1) if 0 <= D - b1 - b2 <= al[2])
print("min window size over outer blocks:", min(win(x) for x in outer), " vertex window:", win((56, 0, 0)))
# Conjecture 41 rule targets (A), (B): 21009 - 9 C(s-m+3, 4) ...
def c3(d1, d2):
    mm = lambda d: comb(2 + d, d) if d >= 0 else 0
    return sum((-1) ** (i + 1) * comb(3, i) * mm(d1 - i) * mm(d2 - i) for i in range(1, 4))
print("c3(21,6)=", c3(21, 6), "c3(15,5)=", c3(15, 5), "(A) per coord:", [(21009 - 9 * comb(n - m + 3, 4)) // 3 for m in range(1, 6)])
print("(B):", {o: 21009 - 9 * comb(n - o[1] + 3, 4) - 9 * comb(n - o[2] + 3, 4) for o in cases['B']})
if len(sys.argv) > 1:
    r = json.load(open(sys.argv[1]))['results']
    r = {eval(k): v for k, v in r.items()}
    assert set(r) == orb
    tot = sum(size[o] * 3 * r[o]['rank'] for o in orb)
    print(f"mine ({sys.argv[1]}): sum size*3*rank = {tot}; + 780*21009 = {tot + 780 * 21009}; 780*21009 = {780 * 21009}")
    for k, v in sorted(cases.items()):
        print(f"  case {k}: {sum(size[o] * 3 * r[o]['rank'] for o in v)}")
    h = {eval(k): v for k, v in json.load(open('/work/main/docs/research/outer-T12-2026-12-01/results.json'))['results'].items()}
    diff = [(o, r[o]['rank'], h[o]['model_rank']) for o in sorted(orb) if r[o]['rank'] != h[o]['model_rank']]
    print("orbits where mine != helper's:", diff)
    print("helper's sum:", sum(h[o]['size'] * h[o]['x3'] for o in orb), " sizes agree:", all(h[o]['size'] == size[o] for o in orb),
          " helper's x3 = 3*rank:", all(h[o]['x3'] == 3 * h[o]['model_rank'] for o in orb))
