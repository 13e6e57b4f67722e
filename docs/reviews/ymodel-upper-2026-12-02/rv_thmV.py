"""Reviewer helper-117: Theorem V spot-check with my own code.  My own point (seed, prime P): W2, W3, W4 random.
Lemma V's functionals Omega_(ij,r) implemented from the formula written in the NOTES (section 4) / the lab's docstring;
Theorem V's elements E_(ij,z) = c^kappa(z) b1 b2 b3 n_h1^(m+1) b1^|mu''| g_top built by me.  Outputs the
3(m+1) x 3(m+1) matrix Omega(E): rank, off-diagonal blocks zero, zero pattern in diagonal blocks.
Usage: rv_thmV.py T seed [k ...]"""
import sys, time, random
from math import comb, factorial
import flint

P = 2147483647  # 2^31 - 1

def C(n, k):
    return comb(n, k) if n >= k >= 0 else 0

def cross(x, y):
    return [(x[1]*y[2]-x[2]*y[1]) % P, (x[2]*y[0]-x[0]*y[2]) % P, (x[0]*y[1]-x[1]*y[0]) % P]
def dot(x, y):
    return sum(a*b for a, b in zip(x, y)) % P

TRIPLES = [(0, 1, 2), (0, 2, 1), (1, 2, 0)]

def main(T, seed, ks):
    s = T // 2; N2 = C(s + 1, 2)
    rng = random.Random(seed)
    W2 = [[rng.randrange(1, P) for _ in range(3)] for _ in range(3)]
    W3 = [[rng.randrange(1, P) for _ in range(3)] for _ in range(3)]
    W4 = [[rng.randrange(1, P) for _ in range(3)] for _ in range(3)]
    # n[i][j] = coefficient vector (in b) of n_ij = sum_m W3[i][m] W2[m][j] b_m
    n = [[[W3[i][m] * W2[m][j] % P for m in range(3)] for j in range(3)] for i in range(3)]
    ctx = flint.nmod_mpoly_ctx.get(("t1", "t2", "w2", "w3"), modulus=P)
    t1, t2, w2, w3 = ctx.gens()
    one = ctx.from_dict({(0, 0, 0, 0): 1})
    classes = [(a2, a3) for a2 in range(1, s) for a3 in range(1, a2 + 1) if a2 + a3 <= s]
    out = []
    for k in ks:
        w = W4[k]
        for a2, a3 in classes:
            A = a2 + a3; m = s - A; mu2 = N2 - s - m - 4
            assert mu2 >= 0
            # data per point
            pts = []
            for (i, j, h) in TRIPLES:
                q = cross(n[i][0], n[j][0])
                di, dj = cross(n[j][0], n[h][0]), cross(n[h][0], n[i][0])
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
                assert d_i and d_j and l_h and all(kap.values()), "degenerate point"
                pi = {}
                for nu in nus:
                    v = pow(w[j], nu[0], P) * pow(-w[i] % P, nu[1], P) % P
                    for o in nus:
                        if o != nu:
                            v = v * kap[o] % P
                    pi[nu] = v
                # coef_r(x, y, z): coefficient of X^x Y^y Z^z in (w_j X - w_i Y)^(m-r) (w_h X - w_i Z)^r
                coefs = []
                for r in range(m + 1):
                    cf = {}
                    for p1 in range(m - r + 1):  # p1 = power of Y from the first factor
                        for p2 in range(r + 1):  # p2 = power of Z from the second
                            x = (m - r - p1) + (r - p2)
                            v = comb(m - r, p1) * pow(w[j], m - r - p1, P) * pow(-w[i] % P, p1, P) * comb(r, p2) * pow(w[h], r - p2, P) * pow(-w[i] % P, p2, P)
                            cf[(x, p1, p2)] = (cf.get((x, p1, p2), 0) + v) % P
                    coefs.append(cf)
                pts.append(dict(ijh=(i, j, h), q=q, di=di, dj=dj, d_i=d_i, d_j=d_j, l_h=l_h, pi=pi, coefs=coefs))
            def lin_at(vec, pt):  # linear form (coefficient vector in b) restricted to b = q + t1 di + t2 dj
                return dot(vec, pt['q']) * one + dot(vec, pt['di']) * t1 + dot(vec, pt['dj']) * t2
            def omega(pt, r, kappa, bpart_fn):
                """Omega_(ij,r)(c^kappa * F(b)), F given as a function pt -> polynomial in t1, t2 (w-free)."""
                i, j, h = pt['ijh']
                F = bpart_fn(pt)
                tot = 0
                for (x, y, z), cf in pt['coefs'][r].items():
                    for nu, piv in pt['pi'].items():
                        e = [0, 0, 0]; e[i], e[j], e[h] = nu[0] + x, nu[1] + y, z
                        if tuple(e) != tuple(kappa):
                            continue
                        der = int(F[(x, y, 0, 0)]) * factorial(x) * factorial(y) % P
                        tot += cf * factorial(z) * pow(pt['l_h'], m - z, P) * pow(pt['d_i'], m - x, P) * pow(pt['d_j'], m - y, P) * piv * der
                return tot % P
            elems = []
            for pe in pts:
                i, j, h = pe['ijh']
                for z in range(m + 1):
                    kap = [0, 0, 0]; kap[i], kap[h] = s - z, z
                    def bpart(pt, i=i, j=j, h=h, z=z, kap=tuple(kap)):
                        f = one
                        for t in range(3):
                            e = [0, 0, 0]; e[t] = 1
                            f = f * lin_at(e, pt)  # b_t
                        f = f * lin_at(n[h][0], pt) ** (m + 1) * lin_at([1, 0, 0], pt) ** mu2
                        # g_top = [w2^a2 w3^a3] prod ell_t^kap_t, ell_t = n_t1 + w2 n_t2 + w3 n_t3
                        g = one
                        for t in range(3):
                            if kap[t]:
                                g = g * (lin_at(n[t][0], pt) + w2 * lin_at(n[t][1], pt) + w3 * lin_at(n[t][2], pt)) ** kap[t]
                        gd = {}
                        for ex, cv in zip(g.monoms(), g.coeffs()):
                            if ex[2] == a2 and ex[3] == a3:
                                gd[(ex[0], ex[1], 0, 0)] = int(cv)
                        gt = ctx.from_dict(gd) if gd else ctx.from_dict({})
                        # truncate: only t-degree <= m is read
                        prod_ = f * gt
                        return ctx.from_dict({ex: int(cv) for ex, cv in zip(prod_.monoms(), prod_.coeffs()) if ex[0] + ex[1] <= m})
                    elems.append((tuple(kap), bpart))
            rows = [[omega(pt, r, kap, bp) for kap, bp in elems] for pt in pts for r in range(m + 1)]
            M = flint.nmod_mat(rows, P)
            nm = m + 1
            offdiag_zero = all(rows[a][b] == 0 for a in range(3 * nm) for b in range(3 * nm) if a // nm != b // nm)
            pattern = all((rows[p * nm + r][p * nm + z] == 0) == (r < z) for p in range(3) for r in range(nm) for z in range(nm))
            rk = M.rank()
            out.append(((a2, a3), k, m, rk, 3 * nm, offdiag_zero, pattern))
            print(f"T={T} seed={seed} P={P} k={k} class=({a2},{a3}) m={m} rank={rk} want={3*nm} offdiag_zero={offdiag_zero} zero_exactly_for_r<z={pattern}", flush=True)
    return out

if __name__ == "__main__":
    t0 = time.time()
    T, seed = int(sys.argv[1]), int(sys.argv[2])
    ks = [int(x) for x in sys.argv[3:]] or [0]
    res = main(T, seed, ks)
    print("all ok:", all(r[3] == r[4] and r[5] and r[6] for r in res), f"time {time.time()-t0:.1f}s")
