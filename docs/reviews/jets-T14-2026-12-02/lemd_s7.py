"""helper-115 (jets-T14 review): Lemma D at T = 14 (s = 7), independent of the lab.

Adapted from helper-101's own lemd.py (docs/reviews/lemma-d-T12-2026-12-01/lemd.py): same polynomial code
(gens, dimY, syzygy_family, lemma_bound), but
  * the point is the one of rev_local.py's Setting(SEED, P, s) (this folder's copy of the yjets-T10 reviewer's script),
    so n[i][j] = (W3[i,m] W2[m,j])_m, the same n as the jets run at that seed/prime;
  * any list of classes at any s (here s = 7, N2 = 28).
For each class alpha (sorted) and each kappa (|kappa| = s):
  point   = rank{b^mu g_beta : beta <= alpha, |mu| = N2 - s} mod P  (should equal rev_local.py's point value)
  lemmaD  = n_g dim S_{N2-s} - j dim S_{N2-s-e},  j = min(alpha_2, s), e = |supp kappa|   (the count, PROVED by hand in
            the lemma-d-T12 review for every weight with prod_{i in supp} n_i1 != 0, char 0 or p > s)
  checks  : each S_m (m < j) is a syzygy of f_0..f_j at the point (assert), top index m+1 (assert),
            and the family {b^mu S_m} is injective (rank = rows) at the point.
No lab code used (no proofs.*, no docs/research/*).

usage: python lemd_s7.py SEED P S a1,a2,a3 [...]   -> prints one line per kappa and a JSON summary line
"""
import sys, time, itertools, json
from math import comb
import flint
from rev_local import Setting

seed, p, s = int(sys.argv[1]), int(sys.argv[2]), int(sys.argv[3])
alphas = [tuple(int(x) for x in a.split(",")) for a in sys.argv[4:]]


def mons(d):
    return [(a, b, d - a - b) for a in range(d, -1, -1) for b in range(d - a, -1, -1)] if d >= 0 else []


def dimS(d):
    return comb(d + 2, 2) if d >= 0 else 0


def add(e, f):
    return tuple(u + v for u, v in zip(e, f))


def polymul(A, B):
    C = {}
    for ea, ca in A.items():
        for eb, cb in B.items():
            k = add(ea, eb)
            C[k] = (C.get(k, 0) + ca * cb) % p
    return {k: v for k, v in C.items() if v}


def lin_b(c):
    return {(1, 0, 0): c[0], (0, 1, 0): c[1], (0, 0, 1): c[2]}


def gens(n, kappa):
    P = {(0, 0, 0, 0, 0, 0): 1}
    for i in range(3):
        li = {}
        for j in range(3):
            w = [0, 0, 0]; w[j] = 1
            for k in range(3):
                bb = [0, 0, 0]; bb[k] = 1
                li[tuple(w + bb)] = (li.get(tuple(w + bb), 0) + n[i][j][k]) % p
        for _ in range(kappa[i]):
            P = polymul(P, li)
    g = {}
    for e, c in P.items():
        g.setdefault(e[:3], {})[e[3:]] = c
    return g


def rank_rows(rows, ncols):
    if not rows:
        return 0
    M = flint.nmod_mat(len(rows), ncols, p)
    for r, row in enumerate(rows):
        for cidx, v in row.items():
            M[r, cidx] = v
    return M.rank()


def dimY(g, betas, N2):
    idx = {m: i for i, m in enumerate(mons(N2))}
    rows = []
    for bt in betas:
        gb = g.get(bt, {})
        for mu in mons(N2 - s):
            row = {}
            for e, c in gb.items():
                k = idx[add(mu, e)]
                row[k] = (row.get(k, 0) + c) % p
            rows.append(row)
    return rank_rows(rows, len(idx))


def betas_for(a):
    return [b for b in mons(s) if all(x <= y for x, y in zip(b, a))]


def lemma_bound(ng, j, e, N2):
    return ng * dimS(N2 - s) - j * dimS(N2 - s - e)


def syzygy_family(n, kappa, N2, j, g):
    I = [i for i in range(3) if kappa[i] > 0]
    e = len(I)

    def tlin(i):
        return {(0,) + k: v for k, v in lin_b(n[i][0]).items()} | {(1,) + k: v for k, v in lin_b(n[i][1]).items()}

    G = {(0, 0, 0, 0): 1}
    for i in I:
        G = polymul(G, tlin(i))
    H = {}
    for i in I:
        term = polymul({(0, 0, 0, 0): kappa[i]}, {(0,) + k: v for k, v in lin_b(n[i][1]).items()})
        for k2 in I:
            if k2 != i:
                term = polymul(term, tlin(k2))
        for kk, v in term.items():
            H[kk] = (H.get(kk, 0) + v) % p

    def coef(Pt, c):
        return {k[1:]: v for k, v in Pt.items() if k[0] == c and v}

    Gc = [coef(G, c) for c in range(e + 1)]
    Hc = [coef(H, c) for c in range(e + 1)]
    f = [g.get((s - r, r, 0), {}) for r in range(s + 1)]
    S = []
    for m in range(j):
        vec = {}
        for c in range(e + 1):
            b = m - c
            if b < 0:
                continue
            for k, v in Gc[c].items():
                vec.setdefault(b + 1, {}); vec[b + 1][k] = (vec[b + 1].get(k, 0) + (b + 1) * v) % p
            for k, v in Hc[c].items():
                vec.setdefault(b, {}); vec[b][k] = (vec[b].get(k, 0) - v) % p
        assert max(r for r in vec if any(vec[r].values())) == m + 1 <= j
        tot = {}
        for r, form in vec.items():
            for k, v in polymul(form, f[r]).items():
                tot[k] = (tot.get(k, 0) + v) % p
        assert not any(tot.values()), "S_m is not a syzygy"
        S.append(vec)
    md = mons(N2 - s); idx = {m: i for i, m in enumerate(md)}; D = len(md)
    rows = []
    for m in range(j):
        for mu in mons(N2 - s - e):
            row = {}
            for r, form in S[m].items():
                for k, v in form.items():
                    c = r * D + idx[add(mu, k)]
                    row[c] = (row.get(c, 0) + v) % p
            rows.append(row)
    return rank_rows(rows, (j + 1) * D), len(rows)


St = Setting(seed, p, s)
n = St.n
N2 = St.N2
t0 = time.time()
print(f"seed={seed} p={p} s={s} N2={N2} points_ok={St.points_ok}", flush=True)
summary = {}
for a in alphas:
    betas = betas_for(a)
    j = min(a[1], s)
    per = {}
    for kappa in mons(s):
        g = gens(n, kappa)
        dy = dimY(g, betas, N2)
        e = sum(1 for x in kappa if x)
        lb = lemma_bound(len(betas), j, e, N2)
        rk, nr = syzygy_family(n, kappa, N2, j, g)
        assert rk == nr, ("syzygy family not injective", a, kappa)
        assert lb >= dy, ("Lemma D below point", a, kappa)
        per[str(kappa)] = [dy, lb]
        print(f"alpha={a} kappa={kappa} e={e} n_g={len(betas)} j={j} point={dy} lemmaD={lb} syz rows={nr} rank={rk} "
              f"tight={lb == dy}", flush=True)
    summary[str(a)] = per
    print(f"alpha={a} sum point={sum(v[0] for v in per.values())} sum min(lemmaD, dimS_N2)="
          f"{sum(min(v[1], dimS(N2)) for v in per.values())} time {time.time() - t0:.1f}s", flush=True)
print("JSON", json.dumps(summary))
