"""Term 3 (Prop. 12) intersected with term 4 (Y) and term 1 (J), per block, R = 3, T = 8.

S_alpha (the Start span of Q_alpha, in (b, c, g)) lies in
  A = span{ [w^gamma] Z(b (.) W2 w, c, g; E) : gamma <= delta, E End point of the interior depth-3 RAC },
      w_1 = 1, delta = (alpha_2, alpha_3);  dim A <= r_0 * prod(delta_i + 1)  (Prop. 12, term 3, r_0 = 759);
  B = (+)_k g_k Y_alpha,  dim B <= 3 * UB(dim Y_alpha)  (syz.py / jets.py / jets2.py);
  C = (+)_k g_k J_(k alpha),  dim C <= 3 * c_|supp alpha|(10, 4)  (ideal count).
dim(A cap B cap C) = dim A + dim B + dim C - rank L, L = [[A, A], [B, 0], [0, C]] (generator rows); every
generator is polynomial in the weights, so rank L at one integer point is <= its generic rank; hence at generic
weights  rank Q_alpha <= UB(A) + UB(B) + UB(C) - rank L(point).  Coordinates: values at 990 random (b, c) points
for each g_k (a linear image of the coefficient space, which can only lower ranks: still valid).
A's generators: 'NE' random End points (w', u_7) and u_8 = e_i (Z is linear in u_8 and g).

usage: python t3.py SEED a1,a2,a3 NE UB_Y [Aonly]
"""
import sys
import time
from itertools import product

import numpy as np

sys.path.insert(0, "/work/main")
from numerics.rank.flint_bridge import flint_rank_mod_p  # noqa: E402

P = 1048573
S, N2 = 4, 10


def monos(d):
    return [e for e in product(range(d + 1), repeat=3) if sum(e) == d]


def mv(W, x):
    return [(W[r, 0] * x[0] + W[r, 1] * x[1] + W[r, 2] * x[2]) % P for r in range(3)]


def had(x, y):
    return [(x[r] * y[r]) % P for r in range(3)]


def main():
    seed, alpha, NE, UBY = int(sys.argv[1]), tuple(int(v) for v in sys.argv[2].split(",")), int(sys.argv[3]), int(sys.argv[4])
    t0 = time.time()
    rng = np.random.default_rng(seed)
    W2, W3, W4, H1, H2, H3, H4 = [rng.integers(1, P, size=(3, 3), dtype=np.int64) for _ in range(7)]
    WO = rng.integers(1, P, size=3, dtype=np.int64)
    X = 990
    bpts = rng.integers(0, P, size=(X, 3), dtype=np.int64)
    cpts = rng.integers(0, P, size=(X, 3), dtype=np.int64)
    erng = np.random.default_rng(seed + 1000)
    wp = erng.integers(0, P, size=(NE, 3), dtype=np.int64)
    u7 = erng.integers(0, P, size=(NE, 3), dtype=np.int64)
    a1, a2, a3 = alpha
    # w = (1, t, u); Z has degree N2 = 10 in w; coefficients t^g2 u^g3 for g2 <= a2, g3 <= a3 by interpolation
    pts = [(i, j) for i in range(N2 + 1) for j in range(N2 + 1 - i)]
    from flint import nmod_mat
    V = nmod_mat([[pow(i, a, P) * pow(j, b, P) % P for (a, b) in pts] for (i, j) in pts], P).inv()
    Vi = np.array([[int(V[r, c]) for c in range(len(pts))] for r in range(len(pts))], dtype=np.int64)
    gams = [(g2, g3) for g2 in range(a2 + 1) for g3 in range(a3 + 1) if g2 + g3 <= N2]
    Vsel = Vi[[pts.index(g) for g in gams]].astype(np.float64)
    b = [bpts[:, r].reshape(X, 1, 1) for r in range(3)]
    c = [cpts[:, r].reshape(X, 1, 1) for r in range(3)]
    w = [np.ones((1, len(pts), 1), dtype=np.int64), np.array([p[0] for p in pts]).reshape(1, -1, 1),
         np.array([p[1] for p in pts]).reshape(1, -1, 1)]
    h2_5 = had(b, mv(W2, w))
    h3_5 = had(c, mv(W3, h2_5))
    v5 = mv(W4, h3_5)
    H2h2_5, H3h3_5 = mv(H2, h2_5), mv(H3, h3_5)
    Arows = []
    YC = 20
    for y0 in range(0, NE, YC):
        y1 = min(NE, y0 + YC)
        h1_6 = [wp[y0:y1, r].reshape(1, 1, -1) for r in range(3)]  # w' = H1 w (.) u_6 is an End variable of Z
        U7 = [u7[y0:y1, r].reshape(1, 1, -1) for r in range(3)]
        h2_6 = had(H2h2_5, mv(W2, h1_6))
        h3_6 = had(H3h3_5, mv(W3, h2_6))
        v6 = mv(W4, h3_6)
        h1_7 = had(mv(H1, h1_6), U7)
        h2_7 = had(mv(H2, h2_6), mv(W2, h1_7))
        h3_7 = had(mv(H3, h3_6), mv(W3, h2_7))
        v7 = mv(W4, h3_7)
        E1, E2, E3 = mv(H1, h1_7), mv(H2, h2_7), mv(H3, h3_7)
        M = [[(W2[r, i] * E1[i]) % P for i in range(3)] for r in range(3)]
        M = [[(E2[r] * M[r][i]) % P for i in range(3)] for r in range(3)]
        M = [[(W3[r, 0] * M[0][i] + W3[r, 1] * M[1][i] + W3[r, 2] * M[2][i]) % P for i in range(3)] for r in range(3)]
        M = [[(E3[r] * M[r][i]) % P for i in range(3)] for r in range(3)]
        A_ = [[(W4[r, 0] * M[0][i] + W4[r, 1] * M[1][i] + W4[r, 2] * M[2][i]) % P for i in range(3)] for r in range(3)]
        Z = [[(WO[r] * A_[r][i]) % P for i in range(3)] for r in range(3)]
        for D in (v7, v6, v5):
            Z = [[(H4[0, r] * Z[0][i] + H4[1, r] * Z[1][i] + H4[2, r] * Z[2][i]) % P for i in range(3)] for r in range(3)]
            Z = [[(D[r] * Z[r][i]) % P for i in range(3)] for r in range(3)]
        # rows: for each End point y, i, gamma: vector over (k, x)
        blk = np.zeros((len(gams), y1 - y0, 3, 3, X), dtype=np.int64)  # gamma, y, i, k, x
        for k in range(3):
            for i in range(3):
                Bki = np.broadcast_to(Z[k][i], (X, len(pts), y1 - y0)).astype(np.float64)
                q = np.fmod(np.tensordot(Vsel, Bki, axes=([1], [1])), P).astype(np.int64)  # (gam, X, ny)
                blk[:, :, i, k, :] = q.transpose(0, 2, 1)
        Arows.append(blk.reshape(-1, 3 * X))
    Arows = np.vstack(Arows)
    rA = flint_rank_mod_p(Arows.astype(np.uint64), P, threads=1)[0]
    print(f"alpha={alpha}: A generators {Arows.shape[0]}, rank A = {rA} ({time.time() - t0:.0f}s)", flush=True)
    if len(sys.argv) > 5 and sys.argv[5] == "Aonly":
        return
    # B and C generators evaluated at the (b, c) points
    n = np.einsum("im,mj->ijm", W3, W2) % P
    supp = [j for j in range(3) if alpha[j] > 0]

    def evalpoly(terms):
        """terms: list of (coef, b-exp, c-exp) -> values at the X points."""
        out = np.zeros(X, dtype=np.int64)
        for co, eb, ec in terms:
            v = np.full(X, co % P, dtype=np.int64)
            for r in range(3):
                for _ in range(eb[r]):
                    v = v * bpts[:, r] % P
                for _ in range(ec[r]):
                    v = v * cpts[:, r] % P
            out = (out + v) % P
        return out

    # Y generators: [w^beta] l^kappa, beta <= alpha, times b-monomials of degree 6, times c^kappa
    lin = [[{tuple(int(x == m) for x in range(3)): int(n[i, jj, m]) for m in range(3)} for jj in range(3)] for i in range(3)]

    def pmul(f, g):
        o = {}
        for e1, v1 in f.items():
            for e2, v2 in g.items():
                e = (e1[0] + e2[0], e1[1] + e2[1], e1[2] + e2[2])
                o[e] = (o.get(e, 0) + v1 * v2) % P
        return o

    Yvals = []
    for kappa in monos(S):
        F = {(0, 0, 0): {(0, 0, 0): 1}}
        for i in range(3):
            for _ in range(kappa[i]):
                G = {}
                for wexp, f in F.items():
                    for dj in range(3):
                        w2 = tuple(wexp[x] + (x == dj) for x in range(3))
                        acc = G.setdefault(w2, {})
                        for e, v in pmul(f, lin[i][dj]).items():
                            acc[e] = (acc.get(e, 0) + v) % P
                F = G
        for bw, f in F.items():
            if all(bw[x] <= alpha[x] for x in range(3)):
                for mon in monos(N2 - S):
                    Yvals.append(evalpoly([(v, tuple(e[r] + mon[r] for r in range(3)), kappa) for e, v in f.items()]))
    Yvals = np.array(Yvals)
    Jvals = {}
    for k in range(3):
        rows = []
        for j in supp:
            mterms = [(int(W4[k, i]) * int(n[i, j, m]), tuple(int(x == m) for x in range(3)), tuple(int(x == i) for x in range(3)))
                      for i in range(3) for m in range(3)]
            mval = evalpoly(mterms)
            for beta in monos(N2 - 1):
                for gam in monos(S - 1):
                    rows.append(mval * evalpoly([(1, beta, gam)]) % P)
        Jvals[k] = np.array(rows)
    # L = [[A, A], [B, 0], [0, C]] in coordinates (k, x) x 2
    rowsB = []
    rowsC = []
    for k in range(3):
        blkB = np.zeros((Yvals.shape[0], 3 * X), dtype=np.int64)
        blkB[:, k * X:(k + 1) * X] = Yvals
        rowsB.append(blkB)
        blkC = np.zeros((Jvals[k].shape[0], 3 * X), dtype=np.int64)
        blkC[:, k * X:(k + 1) * X] = Jvals[k]
        rowsC.append(blkC)
    Bm, Cm = np.vstack(rowsB), np.vstack(rowsC)
    rB = flint_rank_mod_p(Bm.astype(np.uint64), P, threads=1)[0]
    rC = flint_rank_mod_p(Cm.astype(np.uint64), P, threads=1)[0]
    L = np.vstack([np.hstack([Arows, Arows]), np.hstack([Bm, np.zeros_like(Bm)]), np.hstack([np.zeros_like(Cm), Cm])])
    rL = flint_rank_mod_p(L.astype(np.uint64), P, threads=1)[0]
    # also B + C alone (to get dim(B cap C) at the point)
    rBC = flint_rank_mod_p(np.vstack([Bm, Cm]).astype(np.uint64), P, threads=1)[0]
    supp_k = len(supp)
    cK = {2: 830, 3: 948}[supp_k]
    d = len(gams)
    UB = 759 * d + 3 * UBY + 3 * cK - rL
    print(f"rank A={rA} (UB {759 * d}), rank B={rB} (UB {3 * UBY}), rank C={rC} (UB {3 * cK}), rank(B+C)={rBC},"
          f" rank L={rL}", flush=True)
    print(f"alpha={alpha}: rank Q_alpha <= {759 * d} + {3 * UBY} + {3 * cK} - {rL} = {UB} at generic weights"
          f" (valid for any sample of A: more rows only raise rank L); at the point dim(A cap B cap C) = {rA + rB + rC - rL}"
          f" ({time.time() - t0:.0f}s)", flush=True)


if __name__ == "__main__":
    main()
