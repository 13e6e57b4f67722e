"""Reviewer's own code (prop21-degree review, 2026-11-29). Imports nothing from the lab or the helper.

Two independent constructions, exact over GF(P), one random point per call:

 geo  : the NOTES' family in (a, b) coordinates.  I_D = (mu_1, mu_2)_(k,n) spanned by mu_m * monomials;
        fat points P_i = (a_i*, e_i) imposed by ALL Taylor coefficients of order < n in an affine chart
        (closed form of the dehomogenised expansion, no monomial description used); Q_j = (e_j, b_0j) by
        evaluation (Lemma K's definition).  Reports rank G (= dim I_D), dim M'_{n,k}, dim M''_{n,k}, and the
        per-point ranks r_i of the P_i-conditions on I_D (Step 3: r_0 = sum r_i).
 adap : Proposition 21's own setting (p, c = l.b, adapted coordinates p' = T^{-1} p).  Reports #B_i, #N_i,
        the number of monomials with two negative weights (Step 3(b)) in S_(k,n) and S_(k-1,n-1),
        r_i = dim pi_{B_i}(I_D), r_0 = dim pi_B(I_D), and the per-weight dims of in(I)_{D,w} (Steps 4, 8),
        each compared with the closed forms.

usage: python pd.py MODE SEED n k [k ...]      (MODE = geo | adap | both)
"""
import sys, time, random, resource
from math import comb
from flint import nmod_mat

import os
P = int(os.environ.get("PRIME", 2147483647))  # default 2^31 - 1
CONTROL = os.environ.get("CONTROL", "")
SPECIAL = os.environ.get("SPECIAL", "")


def monos(d, nv=3):
    if nv == 1:
        return [(d,)]
    return [(i,) + r for i in range(d, -1, -1) for r in monos(d - i, nv - 1)]


def K(k, n):
    return 2 * comb(k + 1, 2) * comb(n + 1, 2) - comb(k, 2) * comb(n, 2)


def r_of(n):
    return comb(n + 3, 4) - comb(n + 1, 2)


def rnd(rng):
    return rng.randrange(1, P)


def cross(u, v):
    return [(u[1] * v[2] - u[2] * v[1]) % P, (u[2] * v[0] - u[0] * v[2]) % P, (u[0] * v[1] - u[1] * v[0]) % P]


def inv(x):
    return pow(x % P, P - 2, P)


def rank(M):
    return M.rank()


def gen_matrix(k, n, coef, idx):
    """columns: mu_m * a^al' b^be' (|al'| = k-1, |be'| = n-1); coef[m][(s, r)] = coefficient of a_s b_r in mu_m.
    idx: dict (alpha, beta) -> row."""
    A1, B1 = monos(k - 1), monos(n - 1)
    cols = []
    for m in range(2):
        for al in A1:
            for be in B1:
                c = {}
                for (s, r), v in coef[m].items():
                    if v == 0:
                        continue
                    a2 = list(al); a2[s] += 1
                    b2 = list(be); b2[r] += 1
                    row = idx[(tuple(a2), tuple(b2))]
                    c[row] = (c.get(row, 0) + v) % P
                cols.append(c)
    return cols


def from_cols(cols, nrows, rowmap=None):
    """nmod_mat from sparse columns; rowmap: old row -> new row (rows not in it are dropped)."""
    M = nmod_mat(nrows, len(cols), P)
    for j, c in enumerate(cols):
        for r, v in c.items():
            if rowmap is None:
                M[r, j] = v
            elif r in rowmap:
                M[rowmap[r], j] = v
    return M


def from_rows(rowlists, ncols):
    M = nmod_mat(len(rowlists), ncols, P)
    for i, rl in enumerate(rowlists):
        for j, v in rl:
            M[i, j] = v
    return M


def draw_family(rng):
    w1 = [rnd(rng) for _ in range(3)]
    w2 = [rnd(rng) for _ in range(3)]
    W2 = [[rnd(rng) for _ in range(3)] for _ in range(3)]
    l = [rnd(rng) for _ in range(3)]
    H1 = [[rnd(rng) for _ in range(3)] for _ in range(3)]
    H2 = [[rnd(rng) for _ in range(3)] for _ in range(3)]
    return w1, w2, W2, l, H1, H2


def geo(seed, n, k):
    rng = random.Random(1000 * seed + 7)
    w1, w2, W2, l, H1, H2 = draw_family(rng)
    if SPECIAL == "w2zero":  # special point: W2[0][2] = 0 (U4 false at i = 0; U1-U3 still hold, checked in adap)
        W2[0][2] = 0
    ws = [w1, w2]
    # mu_m(a, b) = sum_r l_r b_r sum_s W2[r][s] a_s w_m[s]
    coef = [{(s, r): l[r] * W2[r][s] % P * ws[m][s] % P for s in range(3) for r in range(3)} for m in range(2)]
    A, B = monos(k), monos(n)
    mons = [(al, be) for al in A for be in B]
    idx = {mb: i for i, mb in enumerate(mons)}
    N = len(mons)
    t0 = time.time()
    Gc = gen_matrix(k, n, coef, idx)
    G = from_cols(Gc, N)
    # fat-point conditions: all Taylor coefficients of order < n in the chart a_rr = a*_rr, b_i = 1
    Crows = []
    for i in range(3):
        astar = cross([W2[i][s] * w1[s] % P for s in range(3)], [W2[i][s] * w2[s] % P for s in range(3)])
        for m in range(2):  # P_i lies on X
            assert sum(coef[m][(s, i)] * astar[s] for s in range(3)) % P == 0
        if CONTROL == "offpoint":  # negative control: a-coordinate of P_i moved off the line L_i
            astar = [(astar[0] + 1) % P] + astar[1:]
        nord = n + 1 if CONTROL == "order+1" else (n - 1 if CONTROL == "order-1" else n)
        rr = next(s for s in range(3) if astar[s] != 0)
        oth = [s for s in range(3) if s != rr]
        bo = [s for s in range(3) if s != i]
        rows = [(e1, e2, f1, tot - e1 - e2 - f1) for tot in range(nord) for e1 in range(tot + 1)
                for e2 in range(tot + 1 - e1) for f1 in range(tot + 1 - e1 - e2)]
        assert len(rows) == comb(nord + 3, 4)
        rl = []
        for (e1, e2, f1, f2) in rows:
            lst = []
            for (al, be) in mons:
                if be[bo[0]] != f1 or be[bo[1]] != f2 or al[oth[0]] < e1 or al[oth[1]] < e2:
                    continue
                v = pow(astar[rr], al[rr], P)
                v = v * comb(al[oth[0]], e1) % P * pow(astar[oth[0]], al[oth[0]] - e1, P) % P
                v = v * comb(al[oth[1]], e2) % P * pow(astar[oth[1]], al[oth[1]] - e2, P) % P
                lst.append((idx[(al, be)], v))
            rl.append(lst)
        Crows.append(rl)
    # Q_j = (e_j, b_0j), b_0j from Lemma K's 2 x 3 system
    Qrows = []
    for j in range(3):
        cj = [W2[s][j] for s in range(3)]
        h1j = [H1[s][j] for s in range(3)]
        sysrows = []
        for m in range(2):
            g = [sum(W2[r][s] * h1j[s] % P * ws[m][s] for s in range(3)) % P for r in range(3)]
            sysrows.append([cj[s] * sum(l[r] * g[r] % P * H2[r][s] for r in range(3)) % P for s in range(3)])
        b0 = cross(sysrows[0], sysrows[1])
        assert any(b0)
        al = tuple(k if s == j else 0 for s in range(3))
        lst = []
        for be in B:
            v = 1
            for s in range(3):
                v = v * pow(b0[s], be[s], P) % P
            lst.append((idx[(al, be)], v))
        Qrows.append(lst)
    t1 = time.time()
    rG = rank(G)
    ri = [rank(from_rows(Crows[i], N) * G) for i in range(3)]
    allP = Crows[0] + Crows[1] + Crows[2]
    r0 = rank(from_rows(allP, N) * G)
    r00 = rank(from_rows(allP + Qrows, N) * G)
    t2 = time.time()
    dM1, dM2 = rG - r0, rG - r00
    h1 = K(k, n) - 3 * r_of(n)
    ok = (rG == K(k, n), dM1 == h1, dM2 == h1 - 3, all(x == r_of(n) for x in ri), r0 == sum(ri))
    print(f"{('[SPECIAL='+SPECIAL+']') if SPECIAL else ''}geo{('[CONTROL='+CONTROL+']') if CONTROL else ''} p={P} seed={seed} n={n} k={k} N={N} gens={G.ncols()} rankG={rG} K={K(k,n)} r_i={ri} r(n)={r_of(n)} "
          f"r0={r0} dimM'={dM1} h'={h1} dimM''={dM2} h={h1-3} "
          f"[rankG=K {ok[0]}, M'=h' {ok[1]}, M''=h {ok[2]}, r_i=r(n) {ok[3]}, r0=sum r_i {ok[4]}] "
          f"build {t1-t0:.1f}s rank {t2-t1:.1f}s", flush=True)
    return ok


def adap(seed, n, k):
    rng = random.Random(1000 * seed + 11)
    W2 = [[rnd(rng) for _ in range(3)] for _ in range(3)]
    d2 = [rnd(rng) for _ in range(3)]
    l = [rnd(rng) for _ in range(3)]
    if SPECIAL == "w2zero":
        W2[0][2] = 0
    D = [[1, 1, 1], d2]
    # kappa_i: kernel of rows W2_i . d^(m)
    kap = [cross([W2[i][s] * D[0][s] % P for s in range(3)], [W2[i][s] * D[1][s] % P for s in range(3)]) for i in range(3)]
    T = [[kap[c][r] for c in range(3)] for r in range(3)]  # columns kappa
    detT = (T[0][0] * (T[1][1] * T[2][2] - T[1][2] * T[2][1]) - T[0][1] * (T[1][0] * T[2][2] - T[1][2] * T[2][0])
            + T[0][2] * (T[1][0] * T[2][1] - T[1][1] * T[2][0])) % P
    assert detT != 0 and all(any(x) for x in kap) and all(l)
    if SPECIAL:
        # U4 at i: 2 x 2 matrix (W2 D^(m) kappa_i)_a, a != i
        u4 = []
        for i in range(3):
            M = [[sum(W2[a][s] * D[m][s] % P * kap[i][s] for s in range(3)) % P for a in range(3) if a != i] for m in range(2)]
            u4.append((M[0][0] * M[1][1] - M[0][1] * M[1][0]) % P != 0)
        print(f"special={SPECIAL}: U1 {all(any(x) for x in kap)}, U2 {detT != 0}, U3 {all(l)}, U4 per i {u4}", flush=True)
    # E^(m) = W2 D^(m) T ; mu_m = sum_{a,k} E_{ak} c_a p'_k ; a index = c-variable, k = p'-variable
    E = []
    for m in range(2):
        Em = [[sum(W2[a][s] * D[m][s] % P * T[s][kk] for s in range(3)) % P for kk in range(3)] for a in range(3)]
        assert all(Em[a][a] == 0 for a in range(3))
        E.append(Em)
    coef = [{(kk, a): E[m][a][kk] for kk in range(3) for a in range(3)} for m in range(2)]  # (p'-index, c-index)
    A, B = monos(k), monos(n)
    mons = [(al, be) for al in A for be in B]
    idx = {mb: i for i, mb in enumerate(mons)}

    def wt(al, be, i):
        return sum(al[j] for j in range(3) if j != i) - be[i]

    two_neg = sum(1 for (al, be) in mons if sum(1 for i in range(3) if wt(al, be, i) < 0) >= 2)
    dom = [(al, be) for al in monos(k - 1) for be in monos(n - 1)]
    two_neg_dom = sum(1 for (al, be) in dom if sum(1 for i in range(3) if wt(al, be, i) < 0) >= 2)
    t0 = time.time()
    Gc = gen_matrix(k, n, coef, idx)
    rG = rank(from_cols(Gc, len(mons)))

    def proj_rank(sel):
        rows = [idx[mb] for mb in mons if sel(mb)]
        if not rows:
            return 0
        return rank(from_cols(Gc, len(rows), {r: a for a, r in enumerate(rows)}))

    nB = [sum(1 for (al, be) in mons if wt(al, be, i) < 0) for i in range(3)]
    nN = [sum(1 for (al, be) in mons if wt(al, be, i) < 0 and sum(al[j] for j in range(3) if j != i) == 0) for i in range(3)]
    ri = [proj_rank(lambda mb, i=i: wt(mb[0], mb[1], i) < 0) for i in range(3)]
    r0 = proj_rank(lambda mb: any(wt(mb[0], mb[1], i) < 0 for i in range(3)))
    # per-weight dims for i = 0
    pw = []
    prev = 0
    for w in range(-n, 0):
        cur = proj_rank(lambda mb, w=w: wt(mb[0], mb[1], 0) <= w)
        pw.append(cur - prev)
        prev = cur
    pw_pred = [comb(n + w + 3, 3) - (n + w + 1) for w in range(-n, 0)]
    t1 = time.time()
    ok = (rG == K(k, n), all(x == r_of(n) for x in ri), r0 == 3 * r_of(n), r0 == sum(ri), pw == pw_pred,
          all(x == comb(n + 3, 4) for x in nB), all(x == comb(n + 1, 2) for x in nN), two_neg == 0 and two_neg_dom == 0)
    print(f"{('[SPECIAL='+SPECIAL+']') if SPECIAL else ''}adap p={P} seed={seed} n={n} k={k} rankG={rG} K={K(k,n)} #B_i={nB} (C(n+3,4)={comb(n+3,4)}) #N_i={nN} "
          f"two-neg S_D={two_neg} dom={two_neg_dom} r_i={ri} r0={r0} 3r(n)={3*r_of(n)} dimM'={rG-r0} "
          f"per-weight(i=0,w=-n..-1)={pw} pred={pw_pred} "
          f"[rankG=K {ok[0]}, r_i=r(n) {ok[1]}, r0=3r {ok[2]}, r0=sum {ok[3]}, perweight {ok[4]}, #B {ok[5]}, #N {ok[6]}, "
          f"<=1 neg {ok[7]}] {t1-t0:.1f}s", flush=True)
    return ok


if __name__ == "__main__":
    mode, seed, n = sys.argv[1], int(sys.argv[2]), int(sys.argv[3])
    ks = [int(x) for x in sys.argv[4:]]
    T0 = time.time()
    for k in ks:
        if mode in ("adap", "both"):
            adap(seed, n, k)
        if mode in ("geo", "both"):
            geo(seed, n, k)
    ru = resource.getrusage(resource.RUSAGE_SELF)
    print(f"done: wall {time.time()-T0:.1f}s, cpu {ru.ru_utime+ru.ru_stime:.1f}s, maxrss {ru.ru_maxrss/1024:.0f} MB", flush=True)
