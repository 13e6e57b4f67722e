"""helper-101's own code: dim Y_alpha(kappa) at a random point mod p, Lemma D bound, syzygy family rank.
Usage: lemd.py SEED P MODE   (MODE = main: alpha=(53,3,0) at T=12 with syzygy family; sweep: all classes T=6..12)
No lab code used."""
import sys, time, random, itertools
from math import comb
import flint

seed, p, mode = int(sys.argv[1]), int(sys.argv[2]), sys.argv[3]

def mons(d):  # monomials of degree d in 3 vars
    return [(a, b, d - a - b) for a in range(d, -1, -1) for b in range(d - a, -1, -1)] if d >= 0 else []
def dimS(d): return comb(d + 2, 2) if d >= 0 else 0
def add(e, f): return tuple(u + v for u, v in zip(e, f))

def polymul(A, B):  # dict polys mod p, keys = exponent tuples
    C = {}
    for ea, ca in A.items():
        for eb, cb in B.items():
            k = add(ea, eb); C[k] = (C.get(k, 0) + ca * cb) % p
    return {k: v for k, v in C.items() if v}

def setup(seed):
    rng = random.Random(seed)
    # n[i][j] = linear form in b (3 coeffs), i = 0..2 (factor), j = 0..2 (weight coordinate w_{j+1})
    return [[[rng.randrange(1, p) for _ in range(3)] for j in range(3)] for i in range(3)]

def lin_b(c):  # linear form in b as dict over (b0,b1,b2)
    return {(1,0,0): c[0], (0,1,0): c[1], (0,0,1): c[2]}

def gens(n, kappa, s):
    """g_beta = [w^beta] prod_i l_i^kappa_i, l_i = sum_j w_j n_ij ; returns {beta: dict over b-exponents}"""
    P = {(0,0,0,0,0,0): 1}
    for i in range(3):
        li = {}
        for j in range(3):
            w = [0,0,0]; w[j] = 1
            for k in range(3):
                bb = [0,0,0]; bb[k] = 1
                li[tuple(w + bb)] = (li.get(tuple(w + bb), 0) + n[i][j][k]) % p
        for _ in range(kappa[i]): P = polymul(P, li)
    g = {}
    for e, c in P.items():
        g.setdefault(e[:3], {})[e[3:]] = c
    return g

def rank_rows(rows, ncols):
    if not rows: return 0
    M = flint.nmod_mat(len(rows), ncols, p)
    for r, row in enumerate(rows):
        for cidx, v in row.items():
            M[r, cidx] = v
    return M.rank()

def dimY(g, betas, N2, s):
    idx = {m: i for i, m in enumerate(mons(N2))}
    rows = []
    for bt in betas:
        gb = g.get(bt, {})
        for mu in mons(N2 - s):
            row = {}
            for e, c in gb.items():
                k = idx[add(mu, e)]; row[k] = (row.get(k, 0) + c) % p
            rows.append(row)
    return rank_rows(rows, len(idx))

def betas_for(a2, a3, s):
    return [(s - b2 - b3, b2, b3) for b2 in range(0, min(a2, s) + 1) for b3 in range(0, min(a3, s) + 1) if b2 + b3 <= s]

def lemma_bound(ng, j, e, N2, s): return ng * dimS(N2 - s) - j * dimS(N2 - s - e)

def syzygy_family(n, kappa, s, N2, j, g):
    """Build S_m (m=0..j-1) from G F' = H F with x_i = n_i1, y_i = n_i2; check each is a syzygy of f_0..f_j
    numerically; return rank of {b^mu S_m} in the free module (+ whether they lie in ker Phi)."""
    I = [i for i in range(3) if kappa[i] > 0]; e = len(I)
    # polys in (t, b0, b1, b2)
    def tlin(i):
        return {(0,) + k: v for k, v in lin_b(n[i][0]).items()} | {(1,) + k: v for k, v in lin_b(n[i][1]).items()}
    G = {(0,0,0,0): 1}
    for i in I: G = polymul(G, tlin(i))
    H = {}
    for i in I:
        term = {(0,0,0,0): kappa[i]}
        term = polymul(term, {(0,) + k: v for k, v in lin_b(n[i][1]).items()})
        for k2 in I:
            if k2 != i: term = polymul(term, tlin(k2))
        for kk, v in term.items(): H[kk] = (H.get(kk, 0) + v) % p
    def coef(Pt, c): return {k[1:]: v for k, v in Pt.items() if k[0] == c and v}
    Gc = [coef(G, c) for c in range(e + 1)]; Hc = [coef(H, c) for c in range(e + 1)]
    f = [g.get((s - r, r, 0), {}) for r in range(s + 1)]
    S = []
    for m in range(j):
        vec = {}
        for c in range(e + 1):
            b = m - c
            if b < 0: continue
            for k, v in Gc[c].items(): vec.setdefault(b + 1, {}); vec[b+1][k] = (vec[b+1].get(k, 0) + (b + 1) * v) % p
            for k, v in Hc[c].items(): vec.setdefault(b, {}); vec[b][k] = (vec[b].get(k, 0) - v) % p
        assert max(r for r in vec if any(vec[r].values())) == m + 1 <= j
        # numeric check: sum_r vec_r f_r == 0
        tot = {}
        for r, form in vec.items():
            for k, v in polymul(form, f[r]).items(): tot[k] = (tot.get(k, 0) + v) % p
        assert not any(tot.values()), "S_m is not a syzygy"
        S.append(vec)
    # free module coordinates: (r, monomial of degree N2-s)
    md = mons(N2 - s); idx = {m: i for i, m in enumerate(md)}; D = len(md)
    rows = []
    for m in range(j):
        for mu in mons(N2 - s - e):
            row = {}
            for r, form in S[m].items():
                for k, v in form.items():
                    c = r * D + idx[add(mu, k)]; row[c] = (row.get(c, 0) + v) % p
            rows.append(row)
    return rank_rows(rows, (j + 1) * D), len(rows)

def kappas(s): return [k for k in itertools.product(range(s + 1), repeat=3) if sum(k) == s]

n = setup(seed)
t0 = time.time()
print(f"seed={seed} p={p} mode={mode}")
if mode == "main":
    T = 12; s = 6; N2 = comb(s + 1, 2); a2, a3 = 3, 0
    betas = betas_for(a2, a3, s); j = min(a2, s)
    print(f"T={T} s={s} N2={N2} alpha=(53,3,0) n_g={len(betas)} betas={betas} dimS(N2-s)={dimS(N2-s)}")
    tot = 0; totb = 0
    for kappa in kappas(s):
        g = gens(n, kappa, s)
        dy = dimY(g, betas, N2, s); tot += dy
        e = sum(1 for x in kappa if x)
        lb = lemma_bound(len(betas), j, e, N2, s); totb += lb
        rk, nr = syzygy_family(n, kappa, s, N2, j, g)
        kerPhi = len(betas) * dimS(N2 - s) - dy
        print(f"kappa={kappa} e={e} dimY={dy} lemmaD_bound={lb} ker(Phi)={kerPhi} syz_family rows={nr} rank={rk} "
              f"injective={rk == nr} bound>=point={lb >= dy} tight={lb == dy}", flush=True)
    print(f"TOTAL dim Y_(53,3,0) at point = {tot}; sum of Lemma D bounds alone = {totb}; time {time.time()-t0:.1f}s")
else:
    Ts = [int(x) for x in sys.argv[4].split(",")]
    bad = 0; cnt = 0
    for T in Ts:
        s = T // 2; N2 = comb(s + 1, 2)
        ks = kappas(s); gs = {k: gens(n, k, s) for k in ks}
        for a2 in range(1, s + 1):
            for a3 in range(0, a2 + 1):
                betas = betas_for(a2, a3, s); j = a2
                tot = 0; totb = 0; tight = 0
                for kappa in ks:
                    dy = dimY(gs[kappa], betas, N2, s)
                    e = sum(1 for x in kappa if x)
                    lb = lemma_bound(len(betas), j, e, N2, s)
                    cnt += 1; tot += dy; totb += min(lb, dimS(N2))
                    if lb < dy:
                        bad += 1; print(f"  VIOLATION T={T} class=({a2},{a3}) kappa={kappa} bound={lb} point={dy}")
                    tight += (lb == dy)
                print(f"T={T} class (min a2,min a3)=({a2},{a3}) n_g={len(betas)}: sum point dimY={tot}, "
                      f"sum min(LemmaD, dim S_N2)={totb}, kappas where LemmaD tight={tight}/{len(ks)}", flush=True)
    print(f"checked {cnt} (class,kappa) pairs, violations={bad}; time {time.time()-t0:.1f}s")
