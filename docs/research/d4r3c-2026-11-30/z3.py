"""Own code (reviewer d4r3c): the interior span Z3 and the term-3 spaces A_alpha at one integer point mod P.

Z(beta, c, g; w', u7, u8): layers 2-4 at times 5..8, h2_5 = beta, h3_5 = c (.) W3 beta, h4_5 = g (.) W4 h3_5,
h1_6 = w', h1_7 = H1 w' (.) u7, h1_8 = H1 h1_7 (.) u8, y = WO . h4_8.  Z3 = span over End points of Z as a form in
(beta, c, g), tri-degree (10, 4, 1): coefficient basis (mu, nu, k), 66 x 15 x 3 = 2970.
Term 3 (Prop. 12): beta = b (.) W2 w = beta0 (.) (1 + w2 lam + w3 lam'), lam = W2 e2 / W2 e1, lam' = W2 e3 / W2 e1,
so beta^mu -> beta0^mu prod_m (1 + w2 lam_m + w3 lam'_m)^mu_m and A_alpha = span{C_gamma Z3 : gamma <= (a2, a3)},
C_gamma diagonal on beta-monomials with eigenvalue c_gamma(mu) = [w2^g2 w3^g3] prod_m (...)^mu_m.
Prints: rank Z3; rank A_alpha for the given alphas; per mu dim(Z3 cap W_mu) (W_mu = beta^mu k[c, g]).
usage: python z3.py SEED NE a1,a2,a3 ...
"""
import sys, random, time
from itertools import product
from flint import nmod_mat
import numpy as np

P = 2147483629


def monos(d):
    return [e for e in product(range(d + 1), repeat=3) if sum(e) == d]


MU, NU = monos(10), monos(4)


def mv(W, x):  # W python 3x3 ints, x list of 3 int64 arrays
    return [(W[r][0] * x[0] % P + W[r][1] * x[1] % P + W[r][2] * x[2] % P) % P for r in range(3)]


def had(x, y):
    return [x[r] * y[r] % P for r in range(3)]


def lattice(d):
    return [(i, j) for i in range(d + 1) for j in range(d + 1 - i)]


def vinv(d, mons):
    pts = lattice(d)
    V = nmod_mat([[pow(1, e[0], P) * pow(t, e[1], P) * pow(u, e[2], P) % P for e in mons] for (t, u) in pts], P)
    return pts, V.inv()  # coefficients = Vinv * values


def rank(M):
    return M.rank()


def main():
    t0 = time.time()
    seed, NE = int(sys.argv[1]), int(sys.argv[2])
    alphas = [tuple(int(v) for v in a.split(",")) for a in sys.argv[3:]]
    rnd = random.Random(seed)
    R3 = lambda: [[rnd.randrange(1, P) for _ in range(3)] for _ in range(3)]
    W2, W3, W4, H1, H2, H3, H4 = R3(), R3(), R3(), R3(), R3(), R3(), R3()
    import os
    if os.environ.get('D4R3C_H4I'):  # special point H4 = I (diagnostic only)
        H4 = [[int(i == j) for j in range(3)] for i in range(3)]
    WO = [rnd.randrange(1, P) for _ in range(3)]
    bpts, Vb = vinv(10, MU)
    cpts, Vc = vinv(4, NU)
    NEP = NE  # End points (w', u7); u8 = e_i -> 3 NE columns
    wp = np.array([[rnd.randrange(P) for _ in range(3)] for _ in range(NEP)], dtype=np.int64)
    u7 = np.array([[rnd.randrange(P) for _ in range(3)] for _ in range(NEP)], dtype=np.int64)
    # grid: (bpt 66, cpt 15, k 3, E NEP, i 3)
    nb, nc = len(bpts), len(cpts)
    sh = (nb, nc, 3, NEP, 3)
    def arr(v, axis):
        s = [1] * 5; s[axis] = -1
        return np.asarray(v, dtype=np.int64).reshape(s)
    beta = [arr([1] * nb, 0), arr([t for t, u in bpts], 0), arr([u for t, u in bpts], 0)]
    c = [arr([1] * nc, 1), arr([t for t, u in cpts], 1), arr([u for t, u in cpts], 1)]
    g = [arr([1 if k == r else 0 for k in range(3)], 2) for r in range(3)]
    h1 = [arr(wp[:, r], 3) for r in range(3)]
    U7 = [arr(u7[:, r], 3) for r in range(3)]
    U8 = [arr([1 if i == r else 0 for i in range(3)], 4) for r in range(3)]
    h2 = beta
    h3 = had(c, mv(W3, h2))
    h4 = had(g, mv(W4, h3))
    for step in range(3):
        if step == 1:
            h1 = had(mv(H1, h1), U7)
        elif step == 2:
            h1 = had(mv(H1, h1), U8)
        h2 = had(mv(H2, h2), mv(W2, h1))
        h3 = had(mv(H3, h3), mv(W3, h2))
        h4 = had(mv(H4, h4), mv(W4, h3))
    y = (WO[0] * h4[0] % P + WO[1] * h4[1] % P + WO[2] * h4[2] % P) % P
    y = np.broadcast_to(y, sh).reshape(nb, nc * 3 * NEP * 3)
    Y = nmod_mat(nb, y.shape[1], [int(v) for v in y.ravel()], P)
    Y = Vb * Y  # (mu, cpt k E i)
    Y = np.array([[int(Y[r, s]) for s in range(Y.ncols())] for r in range(nb)], dtype=np.int64)
    Y = Y.reshape(nb, nc, 3 * NEP * 3).transpose(1, 0, 2).reshape(nc, -1)
    Y = Vc * nmod_mat(nc, Y.shape[1], [int(v) for v in Y.ravel()], P)
    Y = np.array([[int(Y[r, s]) for s in range(Y.ncols())] for r in range(nc)], dtype=np.int64)
    # now (nu, mu, k, E, i) -> rows E*i, columns (mu, nu, k)
    Y = Y.reshape(nc, nb, 3, NEP * 3).transpose(3, 1, 0, 2).reshape(NEP * 3, nb * nc * 3)
    print(f"evaluated {Y.shape} in {time.time()-t0:.0f}s", flush=True)
    Z = nmod_mat(Y.shape[0], Y.shape[1], [int(v) for v in Y.ravel()], P)
    Zr = Z.rref()[0]
    rZ = Z.rank()
    print(f"rank Z3 = {rZ}", flush=True)
    B = np.array([[int(Zr[r, s]) for s in range(Zr.ncols())] for r in range(rZ)], dtype=np.int64)  # basis rows
    np.save("/tmp/d4r3c_Z3basis_s%d.npy" % seed, B)
    lam = [W2[m][1] * pow(W2[m][0], P - 2, P) % P for m in range(3)]
    lamp = [W2[m][2] * pow(W2[m][0], P - 2, P) % P for m in range(3)]
    # c_gamma(mu) via polynomial expansion of prod_m (1 + x lam_m + y lamp_m)^mu_m, truncated
    def cgam(mu, g2, g3):
        poly = {(0, 0): 1}
        for m in range(3):
            for _ in range(mu[m]):
                new = {}
                for (a, b), v in poly.items():
                    for (da, db, f) in ((0, 0, 1), (1, 0, lam[m]), (0, 1, lamp[m])):
                        if a + da <= g2 and b + db <= g3:
                            key = (a + da, b + db)
                            new[key] = (new.get(key, 0) + v * f) % P
                poly = new
        return poly.get((g2, g3), 0)
    colmu = np.repeat(np.arange(nb), nc * 3)
    for alpha in alphas:
        rows = []
        for g2 in range(alpha[1] + 1):
            for g3 in range(alpha[2] + 1):
                d = np.array([cgam(MU[m], g2, g3) for m in range(nb)], dtype=np.int64)[colmu]
                rows.append(B * d % P)
        A = np.vstack(rows)
        rA = nmod_mat(A.shape[0], A.shape[1], [int(v) for v in A.ravel()], P).rank()
        print(f"alpha {alpha}: rank A_alpha = {rA}  (term-3 count {rZ} x {len(rows)} = {rZ*len(rows)})", flush=True)
    # torus-stable part: dim(Z3 cap W_mu) = rZ - rank(B without mu's columns)
    tot = 0
    out = []
    for m in range(nb):
        keep = colmu != m
        Bm = B[:, keep]
        r = nmod_mat(Bm.shape[0], Bm.shape[1], [int(v) for v in Bm.ravel()], P).rank()
        dmu = rZ - r
        tot += dmu
        if dmu:
            out.append(f"{MU[m]}:{dmu}")
    print("dim(Z3 cap W_mu) nonzero at: " + " ".join(out), flush=True)
    print(f"sum over mu (largest torus-stable subspace of Z3) = {tot}  ({time.time()-t0:.0f}s)", flush=True)


if __name__ == "__main__":
    main()
