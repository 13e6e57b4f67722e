"""Check of §3.4-3.5: delta_d(c) = dim{Phi in span(xh^u yh^(d-u), u in N_d) : (xh + c yh)^e1 (xh + yh)^e2 | Phi}
equals (n_d - e)^+ at a random c (mod p), and at c = 1."""
import random, sys
from math import comb
import flint
P = 2**31 - 1
def polymul(f, g):
    out = [0] * (len(f) + len(g) - 1)
    for i, u in enumerate(f):
        for j, v in enumerate(g): out[i + j] = (out[i + j] + u * v) % P
    return out
def delta(d, N, e1, e2, c):
    e = e1 + e2
    if e > d: return 0
    G = [1]
    for _ in range(e1): G = polymul(G, [c, 1])   # coefficient list in powers of xh (yh implicit): xh + c yh -> [c, 1]
    for _ in range(e2): G = polymul(G, [1, 1])
    # span(N_d) cap G * D_{d-e}: dim = n + (d-e+1) - rank([basis of span(N_d); G * xh^s yh^(d-e-s)])
    rows = []
    for u in N:
        r = [0] * (d + 1); r[u] = 1; rows.append(r)
    for s in range(d - e + 1):
        r = [0] * (d + 1)
        for i, gi in enumerate(G): r[i + s] = gi
        rows.append(r)
    return len(N) + (d - e + 1) - flint.nmod_mat(rows, P).rank()
rng = random.Random(int(sys.argv[1]))
bad = 0; n = 0
for a2 in range(0, 8):
    for a3 in range(0, 8):
        a = a2 + a3
        for e1 in range(0, a + 2):
            for e2 in range(0, a + 2):
                c = rng.randrange(2, P)
                for d in range(0, 2 * a + 2):
                    N = [u for u in range(d + 1) if not (2 * u + (d - u) >= 2 * a2 + a3 and u + 2 * (d - u) >= a2 + 2 * a3)]
                    for cc in (c, 1):
                        n += 1
                        if delta(d, N, e1, e2, cc) != max(len(N) - e1 - e2, 0): bad += 1; print("BAD", a2, a3, e1, e2, d, cc)
print("checks", n, "bad", bad)
