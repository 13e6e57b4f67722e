"""Reviewer k45 (own code). The 42 dependencies of NOTES section 5.4, Proposition T1 step 4, at my own point.
Unknowns (U, U') in P^2, P = k[beta]_6 (x) k[gamma]_3 (beta, gamma independent), 560 coordinates.
(alpha): (w1 g1 U + w2 g2 U') on L = {w.gamma = 0}  -> evaluation functionals at (beta, gamma in L)   (<= 140)
(beta_m): (A[m,1] l1 U + A[m,2] l2 U') on {beta_m = 0} -> evaluation functionals there               (<= 80 each)
curve functionals: (alpha)-evaluation at P_beta in {beta_m = 0}, P_gamma = (lm1/w1, lm2/w2, -(lm1+lm2)/w3)
vertex functionals: (alpha)-evaluation at beta = e_n, gamma in L.
w = W4[k,:], A = W3^-1, l = W3 beta.  usage: python uu_own.py PRIME SEED K"""
import sys, random, itertools
from flint import nmod_mat
p, seed, k = int(sys.argv[1]), int(sys.argv[2]), int(sys.argv[3])
rng = random.Random(seed)
def rmat(): return [[rng.randrange(1, p) for _ in range(3)] for _ in range(3)]
W2, W3, W4, H1, H2, H3, H4 = (rmat() for _ in range(7))   # same generation order as kG_orig.py
rng2 = random.Random(seed * 1000 + 7)                        # points
inv = lambda a: pow(a, p - 2, p)
M3 = nmod_mat(3, 3, [x for r in W3 for x in r], p); Ai = M3.inv()
A = [[int(Ai[i, j]) for j in range(3)] for i in range(3)]
w = W4[k]
comps = lambda n, d: [e for e in itertools.product(range(d + 1), repeat=n) if sum(e) == d]
mons = [(a, e) for a in comps(3, 6) for e in comps(3, 3)]
def ev(b, gm):
    out = []
    for a, e in mons:
        v = 1
        for i in range(3): v = v * pow(b[i], a[i], p) * pow(gm[i], e[i], p) % p
        out.append(v)
    return out
def lvec(b): return [sum(W3[i][j] * b[j] for j in range(3)) % p for i in range(3)]
def onL(g1, g2): return [g1, g2, -(w[0] * g1 + w[1] * g2) * inv(w[2]) % p]
def alpha_fun(b, gm):
    e = ev(b, gm); return [w[0] * gm[0] * x % p for x in e] + [w[1] * gm[1] * x % p for x in e]
def beta_fun(m, b, gm):
    l = lvec(b); c1, c2 = A[m][0] * l[0] % p, A[m][1] * l[1] % p
    e = ev(b, gm); return [c1 * x % p for x in e] + [c2 * x % p for x in e]
def rnd(): return rng2.randrange(p)
def rk(rows): return nmod_mat(len(rows), 560, [x for r in rows for x in r], p).rank() if rows else 0
al = [alpha_fun([rnd() for _ in range(3)], onL(rnd(), rnd())) for _ in range(420)]
bt = []
for m in range(3):
    for _ in range(240):
        b = [rnd() for _ in range(3)]; b[m] = 0
        bt.append(beta_fun(m, b, [rnd() for _ in range(3)]))
curves = []
for m in range(3):
    for _ in range(80):
        b = [rnd() for _ in range(3)]; b[m] = 0
        l = lvec(b); lm1, lm2 = A[m][0] * l[0] % p, A[m][1] * l[1] % p
        gm = [lm1 * inv(w[0]) % p, lm2 * inv(w[1]) % p, -(lm1 + lm2) * inv(w[2]) % p]
        assert sum(w[i] * gm[i] for i in range(3)) % p == 0
        curves.append(alpha_fun(b, gm))
verts = []
for n in range(3):
    b = [int(i == n) for i in range(3)]
    for _ in range(20): verts.append(alpha_fun(b, onL(rnd(), rnd())))
ra, rb, rab = rk(al), rk(bt), rk(al + bt)
print(f"p={p} seed={seed} k={k}: rank(alpha) = {ra} (<=140); rank(beta) = {rb} (<=240); rank(alpha u beta) = {rab}; "
      f"dim(span alpha cap span beta) = {ra + rb - rab}")
rc, rv, rcv = rk(curves), rk(verts), rk(curves + verts)
print(f"curves: rank {rc} (per m: {[rk(curves[80*m:80*m+80]) for m in range(3)]}); vertices: rank {rv}; together: {rcv}")
print(f"curve+vertex functionals in span(alpha): {rk(al + curves + verts) == ra}; in span(beta): {rk(bt + curves + verts) == rb}")
# vertex 2x2 matrices invertible?
for n in range(3):
    ms = [m for m in range(3) if m != n]
    d = (A[ms[0]][0] * W3[0][n] * A[ms[1]][1] * W3[1][n] - A[ms[0]][1] * W3[1][n] * A[ms[1]][0] * W3[0][n]) % p
    print(f"vertex e_{n+1}: det of the 2x2 matrix (A[m,1] W3[1,n], A[m,2] W3[2,n])_(m != n) = {d} (nonzero: {d != 0})")
print(f"=> conditions on (U, U') have rank <= 140 + 240 - {rcv} = {380 - rcv}; solution dim >= {560 - 380 + rcv}; dim T1 <= 1120 - 280 - {560 - 380 + rcv} = {1120 - 280 - (560 - 380 + rcv)}")
