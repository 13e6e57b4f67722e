"""Step (d) check (helper-145). Own code; python-flint nmod_mat for ranks, numpy int64 for evaluations mod p.

usage: check.py s seed [H4I] [partA|partB|both] [rowfrac]

Part A: V (Lemma W's source: level-(n-1) generators g'_i b'^k c'^v m'_ij, m'_ij = (W4(c' (.) W3(b' (.) W2 e_j)))_i,
        pushed through the one-step map b' = H2 p, c' = H3(c (.) W3 p), g' = H4(g (.) W4(c (.) W3 p)))
        and Zhat (k45: psi(F) = sum_k g_k m1_k F_k, F = H4^T theta, theta in (+)_r J3_r, J3_r = (b'_m zeta_rm)),
        both evaluated at the same points (p, c, g = e_k); ranks of V, Zhat, V + Zhat.
        Exactness: the evaluation map is checked injective on the whole ambient space (monomials p^A c^B).
Part B: X_edge = span{[w_1^D](P Phi(s)), [w_1^(D-1) w_2](P Phi(s)) : s generator}, computed from the full
        recursion in (w, b, c, g) with w = e_1 + t e_2, t^2 = 0 (dual numbers), P = (h1 h2 h3)^(n-1), h = H1 w,
        evaluated at random (b, c, g).  rank <= dim X (lower bound).
"""
import sys, time, random
from math import comb
import numpy as np
import flint

PR = 2**31 - 1


def monos(deg):
    return [(deg - a - b, a, b) for a in range(deg + 1) for b in range(deg + 1 - a)]


def rmat(rng):
    return np.array([[rng.randrange(1, PR) for _ in range(3)] for _ in range(3)], dtype=np.int64)


def params(seed, h4i=False):
    rng = random.Random(seed)
    W = {k: rmat(rng) for k in ["W2", "W3", "W4", "H1", "H2", "H3", "H4"]}
    if h4i:
        W["H4"] = np.eye(3, dtype=np.int64)
    return W


def mv(M, x):
    """M (3x3) times x (3 x N), mod p."""
    out = np.zeros_like(x)
    for i in range(3):
        acc = np.zeros(x.shape[1], dtype=np.int64)
        for j in range(3):
            acc = (acc + (int(M[i, j]) * x[j]) % PR) % PR
        out[i] = acc
    return out


def inv3(M):
    m = flint.nmod_mat([[int(v) for v in row] for row in M], PR)
    mi = m.inv()
    return np.array([[int(mi[i, j]) for j in range(3)] for i in range(3)], dtype=np.int64)


def powtab(x, deg):
    """x: 3 x N -> list over coordinate of list of powers 0..deg."""
    tabs = []
    for i in range(3):
        t = [np.ones(x.shape[1], dtype=np.int64)]
        for _ in range(deg):
            t.append(t[-1] * x[i] % PR)
        tabs.append(t)
    return tabs


def mono_eval(tabs, e):
    return tabs[0][e[0]] * tabs[1][e[1]] % PR * tabs[2][e[2]] % PR


def rank(rows):
    A = np.array(rows, dtype=np.int64) % PR
    M = flint.nmod_mat(A.shape[0], A.shape[1], [int(v) for v in A.ravel()], PR)
    return M.rank()


def partA(s, W, rng, log):
    n = s
    d1 = comb(n + 1, 2)
    d = comb(n, 2)
    amb = comb(d1 + 2, 2) * comb(n + 2, 2)
    N = amb + 20
    pv = np.array([[rng.randrange(1, PR) for _ in range(N)] for _ in range(3)], dtype=np.int64)
    cv = np.array([[rng.randrange(1, PR) for _ in range(N)] for _ in range(3)], dtype=np.int64)
    W2, W3, W4, H2, H3, H4 = (W[k] for k in ["W2", "W3", "W4", "H2", "H3", "H4"])
    # ambient injectivity
    tp, tc = powtab(pv, d1), powtab(cv, n)
    t0 = time.time()
    amb_rows = [mono_eval(tp, A) * mono_eval(tc, B) % PR for A in monos(d1) for B in monos(n)]
    ra = rank(amb_rows)
    log(f"  ambient forms of bidegree ({d1},{n}) in (p,c): {amb}; rank of their evaluations at {N} points = {ra}"
        f" ({'injective' if ra == amb else 'NOT injective'}) [{time.time()-t0:.1f}s]")
    # one-step map
    gam = cv * mv(W3, pv) % PR                 # gamma = c (.) W3 p
    m1 = mv(W4, gam)                           # m1 = W4 gamma
    bp = mv(H2, pv)                            # b' = H2 p
    cp = mv(H3, gam)                           # c' = H3 gamma
    # m'_ij(b', c') = (W4 (c' (.) W3 (b' (.) W2 e_j)))_i, straight from the layer maps
    mprime = {}
    for j in range(3):
        w2ej = W2[:, j]
        x2 = np.array([bp[m] * int(w2ej[m]) % PR for m in range(3)])
        x3 = cp * mv(W3, x2) % PR
        x4 = mv(W4, x3)
        for i in range(3):
            mprime[i, j] = x4[i]
    tbp, tcp = powtab(bp, d), powtab(cp, n)
    # V rows: generator (i, j, kappa, nu), columns (k, point) with g = e_k: g'_i = H4[i,k] m1_k
    Vrows = []
    for i in range(3):
        for j in range(3):
            for ka in monos(d - 1):
                for nu in monos(n - 2):
                    base = mono_eval(tbp, ka) * mono_eval(tcp, nu) % PR * mprime[i, j] % PR
                    Vrows.append(np.concatenate([int(H4[i, k]) * m1[k] % PR * base % PR for k in range(3)]))
    # Zhat rows (k45): theta = e_r (x) b'^a b'_m zeta_rm gamma^e; F = H4^T theta, F_k = H4[r,k] theta_r
    tgam = powtab(gam, n)
    Zrows = []
    for r in range(3):
        Qr = (W3.T * W4[r, :][None, :] % PR) @ np.eye(3, dtype=np.int64)  # W3^T diag(W4[r,:])
        Qr = np.array([[sum(int(Qr[a, b]) * int(H3[b, c]) for b in range(3)) % PR for c in range(3)]
                       for a in range(3)], dtype=np.int64)
        zeta = mv(Qr, gam)
        for m in range(3):
            for a in monos(d - 1):
                for e in monos(n - 2):
                    th = mono_eval(tbp, a) * bp[m] % PR * zeta[m] % PR * mono_eval(tgam, e) % PR
                    Zrows.append(np.concatenate([int(H4[r, k]) * m1[k] % PR * th % PR for k in range(3)]))
    t0 = time.time()
    rV, rZ = rank(Vrows), rank(Zrows)
    rVZ = rank(Vrows + Zrows)
    z = 3 * (comb(d + 2, 2) * comb(n + 1, 2) - (3 * n + 3 * (d - 1)))
    log(f"  V: {len(Vrows)} generators, dim V = {rV};  Zhat: {len(Zrows)} generators, dim Zhat = {rZ};"
        f"  dim(V + Zhat) = {rVZ};  z = 3(dim P(d,s-1) - q) = {z} [{time.time()-t0:.1f}s]")
    return rV, rZ, rVZ


def dmul(a, b):
    return (a[0] * b[0] % PR, (a[0] * b[1] % PR + a[1] * b[0] % PR) % PR)


def dmv(M, x):
    return (mv(M, x[0]), mv(M, x[1]))


def partB(s, W, rng, log, rowfrac=1.0, extra=60):
    n = s
    d1 = comb(n + 1, 2)
    d = comb(n, 2)
    D = d1 + 3 * (n - 1)
    N1 = comb(n + 2, 3)
    assert D <= N1 - 1, "window of (N1-1,1,0) is not {(D,0,0),(D-1,1,0)}"
    c3 = 2 * 3 * (comb(d + 2, 2) * comb(n + 1, 2) - (3 * n + 3 * (d - 1)))
    N = min(c3, 3 * comb(d1 + 2, 2) * comb(n + 2, 2)) // 2 + 0  # placeholder, reset below
    target = {4: 1473, 5: 4833}.get(s, None)
    N = (target or c3) + extra
    W2, W3, W4, H1, H2, H3, H4 = (W[k] for k in ["W2", "W3", "W4", "H1", "H2", "H3", "H4"])
    ones = np.ones(N, dtype=np.int64)
    zeros = np.zeros(N, dtype=np.int64)
    # w = e_1 + t e_2 (dual numbers, constant over the points)
    w0 = np.array([ones, zeros, zeros])
    w1 = np.array([zeros, ones, zeros])
    h = dmv(H1, (w0, w1))
    P = (ones, zeros)
    for _ in range(n - 1):
        for i in range(3):
            P = dmul(P, (h[0][i], h[1][i]))
    b = np.array([[rng.randrange(1, PR) for _ in range(N)] for _ in range(3)], dtype=np.int64)
    c = np.array([[rng.randrange(1, PR) for _ in range(N)] for _ in range(3)], dtype=np.int64)
    g = np.array([[rng.randrange(1, PR) for _ in range(N)] for _ in range(3)], dtype=np.int64)
    W2w = dmv(W2, (w0, w1))
    beta = (b * W2w[0] % PR, b * W2w[1] % PR)                   # layer 2
    W3b = dmv(W3, beta)
    gam = (c * W3b[0] % PR, c * W3b[1] % PR)                    # layer 3
    W4g = dmv(W4, gam)
    dlt = (g * W4g[0] % PR, g * W4g[1] % PR)                    # layer 4
    bp, cp, gp = dmv(H2, beta), dmv(H3, gam), dmv(H4, dlt)      # state fed to the level-(n-1) RAC
    # m'_ij(b', c') from the layer maps of the level-(n-1) RAC with layer-1 input e_j
    mprime = {}
    for j in range(3):
        x2 = (np.array([bp[0][m] * int(W2[m, j]) % PR for m in range(3)]),
              np.array([bp[1][m] * int(W2[m, j]) % PR for m in range(3)]))
        W3x = dmv(W3, x2)
        x3 = (cp[0] * W3x[0] % PR, (cp[0] * W3x[1] % PR + cp[1] * W3x[0] % PR) % PR)
        x4 = dmv(W4, x3)
        for i in range(3):
            mprime[i, j] = (x4[0][i], x4[1][i])

    def dpow(x, deg):
        tabs = []
        for i in range(3):
            t = [(ones, zeros)]
            for _ in range(deg):
                t.append(dmul(t[-1], (x[0][i], x[1][i])))
            tabs.append(t)
        return tabs

    tb, tc = dpow(bp, d), dpow(cp, n)
    gens = [(i, j, ka, nu) for i in range(3) for j in range(3) for ka in monos(d - 1) for nu in monos(n - 2)]
    if rowfrac < 1.0:
        gens = [x for x in gens if rng.random() < rowfrac]
    rows = []
    for (i, j, ka, nu) in gens:
        v = (gp[0][i], gp[1][i])
        for t in (tb[0][ka[0]], tb[1][ka[1]], tb[2][ka[2]], tc[0][nu[0]], tc[1][nu[1]], tc[2][nu[2]],
                  mprime[i, j], P):
            v = dmul(v, t)
        rows.append(v[0])   # [w_1^D](P Phi(s)) evaluated at (b, c, g)
        rows.append(v[1])   # [w_1^(D-1) w_2](P Phi(s))
    t0 = time.time()
    r = rank(rows)
    log(f"  X_edge direct: {len(gens)} generators -> {len(rows)} rows x {N} points: rank = {r}"
        f" (recorded edge rank {target}) [{time.time()-t0:.1f}s]")
    return r


def main():
    s = int(sys.argv[1])
    seed = int(sys.argv[2])
    h4i = "H4I" in sys.argv
    which = "both"
    for a in sys.argv[3:]:
        if a in ("partA", "partB", "both"):
            which = a
    rowfrac = 1.0
    for a in sys.argv[3:]:
        try:
            rowfrac = float(a)
        except ValueError:
            pass
    W = params(seed, h4i)
    rng = random.Random(1000 + seed)
    log = lambda m: print(m, flush=True)
    log(f"s = {s} (T = {2*s}), seed {seed}, H4 = {'I' if h4i else 'random'}, p = {PR}, rowfrac {rowfrac}")
    for k in ["W2", "H3", "H4", "H2", "H1", "W3"]:
        m = flint.nmod_mat([[int(v) for v in row] for row in W[k]], PR)
        assert m.det() != 0, k
    if which in ("partA", "both"):
        partA(s, W, rng, log)
    if which in ("partB", "both"):
        partB(s, W, rng, log, rowfrac)


if __name__ == "__main__":
    main()
