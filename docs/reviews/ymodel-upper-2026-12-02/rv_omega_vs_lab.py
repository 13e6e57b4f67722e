"""Reviewer helper-117: is the functional written in NOTES section 4 (my implementation) the lab's reviewed
closures.lemma_v_functionals?  At the lab's point (fat_points._weights(seed), its PRIME) I evaluate my Omega on every
basis vector c^kappa b^mu and compare the full row vectors with the lab's.  Usage: rv_omega_vs_lab.py T seed k"""
import sys, time
from math import comb, factorial
import numpy as np
import flint
sys.path.insert(0, "/work/main")
from proofs.general.depth4 import fat_points, closures

def C(n, k):
    return comb(n, k) if n >= k >= 0 else 0

T, seed, k = int(sys.argv[1]), int(sys.argv[2]), int(sys.argv[3])
t0 = time.time()
P = fat_points.PRIME
s = T // 2; N2 = C(s + 1, 2)
n_arr, W4, _ = fat_points._weights(seed)
n = [[[int(n_arr[i, j, m]) % P for m in range(3)] for j in range(3)] for i in range(3)]
w = [int(v) % P for v in W4[k]]
ib, ic = fat_points._index(N2), fat_points._index(s)
def cross(x, y):
    return [(x[1]*y[2]-x[2]*y[1]) % P, (x[2]*y[0]-x[0]*y[2]) % P, (x[0]*y[1]-x[1]*y[0]) % P]
def dot(x, y):
    return sum(a*b for a, b in zip(x, y)) % P
TRIPLES = [(0, 1, 2), (0, 2, 1), (1, 2, 0)]
ctx = flint.nmod_mpoly_ctx.get(("t1", "t2"), modulus=P)
t1, t2 = ctx.gens(); one = ctx.from_dict({(0, 0): 1})
classes = [(a2, a3) for a2 in range(1, s) for a3 in range(1, a2 + 1) if a2 + a3 <= s]
allok = True
for a2, a3 in classes:
    A = a2 + a3; m = s - A
    N1 = C(s + 2, 3)
    lab = closures.lemma_v_functionals(T=T, alpha=(N1 - A, a2, a3), k=k, seed=seed)
    mine = np.zeros_like(lab)
    row0 = 0
    for (i, j, h) in TRIPLES:
        q = cross(n[i][0], n[j][0]); di, dj = cross(n[j][0], n[h][0]), cross(n[h][0], n[i][0])
        d_i, d_j, l_h = dot(n[i][0], di), dot(n[j][0], dj), dot(n[h][0], q)
        ai, bi, aj, bj = dot(n[i][1], q), dot(n[i][2], q), dot(n[j][1], q), dot(n[j][2], q)
        nus = [(x, A - x) for x in range(A + 1)]
        def kap_nu(nu):
            tot = 0
            for x in range(nu[0] + 1):
                y = a2 - x
                if 0 <= y <= nu[1] and (nu[0] - x) + (nu[1] - y) == a3:
                    tot += comb(nu[0], x) * pow(ai, x, P) * pow(bi, nu[0]-x, P) * comb(nu[1], y) * pow(aj, y, P) * pow(bj, nu[1]-y, P)
            return tot % P
        kap = {nu: kap_nu(nu) for nu in nus}
        pi = {}
        for nu in nus:
            v = pow(w[j], nu[0], P) * pow(-w[i] % P, nu[1], P) % P
            for o in nus:
                if o != nu:
                    v = v * kap[o] % P
            pi[nu] = v
        # derivative table: for each b-monomial mu, (x, y) -> d^x_di d^y_dj b^mu (q)
        lins = [q[t] * one + di[t] * t1 + dj[t] * t2 for t in range(3)]
        pw = [[one] for t in range(3)]
        for t in range(3):
            for e in range(N2):
                f = pw[t][-1] * lins[t]
                pw[t].append(ctx.from_dict({ex: int(cv) for ex, cv in zip(f.monoms(), f.coeffs()) if sum(ex) <= m}))
        der = {}
        for mu in ib:
            f = pw[0][mu[0]] * pw[1][mu[1]] * pw[2][mu[2]]
            der[mu] = {tuple(ex): int(cv) * factorial(ex[0]) * factorial(ex[1]) % P for ex, cv in zip(f.monoms(), f.coeffs()) if sum(ex) <= m}
        for r in range(m + 1):
            cf = {}
            for p1 in range(m - r + 1):
                for p2 in range(r + 1):
                    x = (m - r - p1) + (r - p2)
                    v = comb(m - r, p1) * pow(w[j], m - r - p1, P) * pow(-w[i] % P, p1, P) * comb(r, p2) * pow(w[h], r - p2, P) * pow(-w[i] % P, p2, P)
                    cf[(x, p1, p2)] = (cf.get((x, p1, p2), 0) + v) % P
            row = mine[row0 + r]
            for (x, y, z), cv in cf.items():
                fac = cv * factorial(z) * pow(l_h, m - z, P) * pow(d_i, m - x, P) * pow(d_j, m - y, P) % P
                for nu, piv in pi.items():
                    e = [0, 0, 0]; e[i], e[j], e[h] = nu[0] + x, nu[1] + y, z
                    base = ic[tuple(e)] * len(ib)
                    for mu, dd in der.items():
                        val = dd.get((x, y))
                        if val:
                            row[base + ib[mu]] = (int(row[base + ib[mu]]) + fac * piv % P * val) % P
        row0 += m + 1
    same = bool(np.array_equal(mine % P, lab % P))
    allok &= same
    print(f"T={T} seed={seed} k={k} class=({a2},{a3}) m={m} rows={lab.shape[0]} cols={lab.shape[1]} my Omega == lab's lemma_v_functionals: {same}", flush=True)
print("all equal:", allok, f"time {time.time()-t0:.1f}s")
