"""Independent count: dim M_D = #{(monomial of degree D, component j) divisible by a lead monomial in component j}."""
import sys
from math import comb
n, a, b, order = int(sys.argv[1]), int(sys.argv[2]), int(sys.argv[3]), sys.argv[4]
d = comb(n, 2); D = d + n; nc = comb(n + 2, 2)
leads = {}
for line in open(f"lead_n{n}_{a}_{b}_{order}.txt"):
    e = [int(x) for x in line.strip().split(",")]
    leads.setdefault(e[3], []).append(tuple(e[:3]))
cnt = 0
mons = [(i, j, D - i - j) for i in range(D + 1) for j in range(D + 1 - i)]
for j in range(1, nc + 1):
    L = leads.get(j, [])
    cnt += sum(1 for m in mons if any(m[0] >= l[0] and m[1] >= l[1] and m[2] >= l[2] for l in L))
print(f"python count: n={n} a={a} b={b} dim X = {cnt}")
