"""Direct check, at one integer point mod p, of the structural claims on every generator [w^beta] l^kappa
(beta <= alpha, |beta| = s) for every class alpha outside the vertex and the interior:
  (D) divisible by n_i1^{g_i}, g_i = (kappa_i - a2 - a3)^+;
  (V3) order >= (kappa_i - a3)^+ at z_i^(3) = {n_i1 = n_i2 = 0};
  (V2) order >= (kappa_i - a2)^+ at z_i^(2) = {n_i1 = n_i3 = 0}.
For each i we change coordinates to y = (n_i1, n_i2, n_i3)(b) (invertible at the point) and read minimal degrees.
Also reports whether the bounds are attained (min over generators equal to the claimed order) -- information only.
usage: python gencheck.py T SEED P
"""
import sys
from itertools import product
from math import comb

import numpy as np

T, SEED, P = int(sys.argv[1]), int(sys.argv[2]), int(sys.argv[3])
s = T // 2
N1, N2 = comb(s + 2, 3), comb(s + 1, 2)
rng = np.random.default_rng(SEED)
W2, W3, W4 = (rng.integers(1, P, size=(3, 3)).astype(object) for _ in range(3))  # same draws as fatcheck.py
n = [[[int(W3[i, m] * W2[m, j] % P) for m in range(3)] for j in range(3)] for i in range(3)]


def monos(d):
    return [e for e in product(range(d + 1), repeat=3) if sum(e) == d]


def inv3(M):
    # inverse mod P of a 3x3 integer matrix via adjugate
    a = M
    det = (a[0][0] * (a[1][1] * a[2][2] - a[1][2] * a[2][1]) - a[0][1] * (a[1][0] * a[2][2] - a[1][2] * a[2][0])
           + a[0][2] * (a[1][0] * a[2][1] - a[1][1] * a[2][0])) % P
    assert det != 0
    di = pow(det, P - 2, P)
    adj = [[0] * 3 for _ in range(3)]
    for r in range(3):
        for c in range(3):
            rr = [x for x in range(3) if x != r]
            cc = [x for x in range(3) if x != c]
            minor = a[rr[0]][cc[0]] * a[rr[1]][cc[1]] - a[rr[0]][cc[1]] * a[rr[1]][cc[0]]
            adj[c][r] = ((-1) ** (r + c) * minor) % P
    return [[adj[r][c] * di % P for c in range(3)] for r in range(3)]


def pmul(f, g):
    out = {}
    for e1, v1 in f.items():
        for e2, v2 in g.items():
            e = tuple(x + y for x, y in zip(e1, e2))
            out[e] = (out.get(e, 0) + v1 * v2) % P
    return {e: v for e, v in out.items() if v}


KAP = monos(s)
classes = sorted({(min(a2, s), min(N1 - a1 - a2, s)) for a1 in range(N1 + 1) for a2 in range(a1 + 1)
                  if a2 >= N1 - a1 - a2 >= 0 and a2 > 0 and N1 - a1 - a2 < s}, reverse=True)
print(f"T={T} seed={SEED} p={P} classes={len(classes)}", flush=True)
ok = True
tight = {}
for i in range(3):
    # M_i: rows = coefficient vectors of n_i1, n_i2, n_i3 in b; y = M_i b, b = M_i^{-1} y
    Mi = [n[i][j] for j in range(3)]
    Minv = inv3(Mi)
    # n_{i'j}(b) in y-coordinates: coefficient row vector n[i'][j] . Minv
    ny = [[[sum(n[ip][j][m] * Minv[m][t] for m in range(3)) % P for t in range(3)] for j in range(3)]
          for ip in range(3)]
    assert all(ny[i][j][t] == (1 if t == j else 0) for j in range(3) for t in range(3))
    lpoly = []
    for ip in range(3):
        d = {}
        for j in range(3):
            for t in range(3):
                key = tuple(int(x == j) for x in range(3)) + tuple(int(x == t) for x in range(3))
                if ny[ip][j][t]:
                    d[key] = (d.get(key, 0) + ny[ip][j][t]) % P
        lpoly.append(d)
    for kp in KAP:
        f = {(0,) * 6: 1}
        for ip in range(3):
            for _ in range(kp[ip]):
                f = pmul(f, lpoly[ip])
        for cl in classes:
            a2, a3 = cl
            alpha = (N1 - a2 - a3, a2, a3)
            gens = {}
            for key, v in f.items():
                bw, ey = key[:3], key[3:]
                if all(bw[x] <= alpha[x] for x in range(3)):
                    gens.setdefault(bw, {})[ey] = v
            g_i = max(kp[i] - a2 - a3, 0)
            o3 = max(kp[i] - a3, 0)
            o2 = max(kp[i] - a2, 0)
            mins = [10 ** 9] * 3
            for g in gens.values():
                d_y1 = min(e[0] for e in g)          # power of y1 = n_i1 dividing g
                ord3 = min(e[0] + e[1] for e in g)    # order at y1 = y2 = 0
                ord2 = min(e[0] + e[2] for e in g)    # order at y1 = y3 = 0
                if d_y1 < g_i or ord3 < o3 or ord2 < o2:
                    ok = False
                    print("FAIL", i, kp, cl, d_y1, g_i, ord3, o3, ord2, o2, flush=True)
                mins = [min(mins[0], d_y1), min(mins[1], ord3), min(mins[2], ord2)]
            tight[(i, kp, cl)] = (mins[0] == g_i, mins[1] == o3, mins[2] == o2)
    print(f"i={i} done", flush=True)
print("all generators satisfy (D), (V3), (V2):", ok)
for name, x in (("D", 0), ("V3", 1), ("V2", 2)):
    print(f"claimed order attained by some generator ({name}): {sum(v[x] for v in tight.values())} of {len(tight)}")
