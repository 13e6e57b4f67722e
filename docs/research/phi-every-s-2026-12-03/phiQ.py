"""EXACT (over Q) variant of phiprime.py, rank mode only, at a small random integer point.
Phi' = (Gamma_r|V_r, theta'_r|V_r) by evaluation on the components of V_r (helper-148's own code).

Usage: python phiprime.py s d seed [H4I] [prop]
  rank mode: rank of G -> (values of Gamma_r, theta'_r at points of every component of V_r), G over ALL of
             P(d-3, s-2)^3 (no row skipped), plus dim R_r(a, b) (restriction ranks) for a = d-3, d, b = s-1.
  prop mode: checks Phi'_{s+1}(gamma_j G) = N_j Phi'_s(G) and Phi'_{s,d+1}(beta'_n G) = M_n Phi'_{s,d}(G)
             pointwise at the evaluation points, for every monomial G.
Weights: the lab's edge_phi.weight_point(seed) (p = 2^31 - 1); only L, B, BL, h = H4^-T, Q_r, W4 are used.
Closed forms (k45 Lemma 1, review §3): Gamma_r = sum_k h[r][k] m1_k G_k,
  F'_k = G_k [2 sum_i W4[k,i] g_i C_i + m1_k sum_i C_i] + m1_k l123 Lambda0(G_k)  with
  l123 Lambda0(G) = l123 sum_j (L b')_j dG/db'_j + sum_i g_i C_i dG/dg_i,  C_i = l'_i prod_{j != i} l_j.
"""
import itertools, sys, time
import flint

def mons(deg, n=3):
    return [e for e in itertools.product(range(deg + 1), repeat=n) if sum(e) == deg]

def setup(seed, h4i):
    """small random integer weights (entries 1..9), everything derived exactly over Q (fmpq)."""
    import numpy as np
    rng = np.random.default_rng(1000 + seed)
    W2, W3, W4, H2, H3, H4 = [flint.fmpq_mat([[int(x) for x in r] for r in rng.integers(1, 10, size=(3, 3))]) for _ in range(6)]
    if h4i:
        H4 = flint.fmpq_mat([[int(i == j) for j in range(3)] for i in range(3)])
    for name, A in (("W2", W2), ("H2", H2), ("H3", H3), ("H4", H4), ("W3", W3)):
        assert A.det() != 0, name
    lam = [W2[i, 1] / W2[i, 0] for i in range(3)]
    D = flint.fmpq_mat([[lam[i] if i == j else 0 for j in range(3)] for i in range(3)])
    L = H2 * D * H2.inv(); B = W3 * H2.inv(); BL = B * L; h = H4.inv().transpose()
    Q = [W3.transpose() * flint.fmpq_mat([[W4[r, i] if i == j else 0 for j in range(3)] for i in range(3)]) * H3 for r in range(3)]
    tl = lambda A: [[A[i, j] for j in range(A.ncols())] for i in range(A.nrows())]
    assert all(x != 0 for row in tl(B) for x in row), "B has a zero entry"
    assert all(Qr.det() != 0 for Qr in Q), "Q_r singular"
    assert all(x != 0 for row in tl(W4) for x in row)
    assert len(set(lam)) > 1
    print("point: W2..H4 =", [tl(A) for A in (W2, W3, W4, H2, H3, H4)])
    return dict(p=None, B=tl(B), BL=tl(BL), L=tl(L), h=tl(h), Q=[tl(Qr) for Qr in Q], W4=tl(W4))

def dot(v, x, p):
    return sum(a * b for a, b in zip(v, x))

def powm(x, e, p):
    r = 1
    for xi, ei in zip(x, e):
        r = r * xi ** ei
    return r

def nullvecs(rows, p):
    if len(rows) == 2:
        a, b = rows
        return [[a[1] * b[2] - a[2] * b[1], a[2] * b[0] - a[0] * b[2], a[0] * b[1] - a[1] * b[0]]]
    a, b, c = rows[0]
    cands = [[b, -a, 0], [c, 0, -a], [0, c, -b]]
    for i in range(3):
        for j in range(i + 1, 3):
            if flint.fmpq_mat([cands[i], cands[j]]).rank() == 2:
                return [cands[i], cands[j]]

def points(W, s, d):
    """per r: list of (tag, beta', gamma) on V_r; tag = ('G' or 'T', component).  Gamma data has bidegree
    (d-3, s-1), theta' data (d, s-1): a+1 points on each edge line, s points on each vertex line."""
    p = W['p']; out = []
    for r in range(3):
        Q = W['Q'][r]; pts = []
        for tag, a in (('G', d - 3), ('T', d)):
            for m in range(3):
                u, v = nullvecs([list(Q[m])], p)
                for t in range(s):
                    pts.append((tag, ('v', m), tuple(1 if i == m else 0 for i in range(3)),
                                tuple((u[i] + t * v[i]) for i in range(3))))
            for m, mm in ((0, 1), (0, 2), (1, 2)):
                (z,) = nullvecs([list(Q[m]), list(Q[mm])], p)
                for t in range(1, a + 2):
                    b = [0, 0, 0]; b[m] = 1; b[mm] = t
                    pts.append((tag, ('e', m, mm), tuple(b), tuple(z)))
        out.append(pts)
    return out

def pre(W, pts):
    """per point: l123, C_i, (L b')_j, m1_k."""
    p = W['p']; res = []
    for r in range(3):
        rr = []
        for tag, comp, b, g in pts[r]:
            l = [dot(W['B'][i], b, p) for i in range(3)]
            lp = [dot(W['BL'][i], b, p) for i in range(3)]
            C = [lp[i] * l[(i + 1) % 3] * l[(i + 2) % 3] for i in range(3)]
            Lb = [dot(W['L'][j], b, p) for j in range(3)]
            m1 = [dot(W['W4'][k], g, p) for k in range(3)]
            rr.append((tag, b, g, l[0] * l[1] * l[2], C, Lb, m1))
        res.append(rr)
    return res

def row(W, PR, k, bb, ee):
    """values of Phi'(G), G_k = b'^bb g^ee (other G_k' = 0), at all points, r by r."""
    p = W['p']; h = W['h']; W4 = W['W4']; out = []
    for r in range(3):
        hk = h[r][k]
        for tag, b, g, l123, C, Lb, m1 in PR[r]:
            G = powm(b, bb, p) * powm(g, ee, p)
            if tag == 'G':
                out.append(hk * m1[k] * G)
                continue
            A = (2 * sum(W4[k][i] * g[i] * C[i] for i in range(3)) + m1[k] * sum(C))
            # l123 Lambda0(G) = l123 sum_j (Lb)_j bb_j b'^(bb-e_j) g^ee + sum_i C_i ee_i g^(ee-e_i) g_i ... = G sum_i ee_i C_i
            dG = 0
            for j in range(3):
                if bb[j]:
                    e2 = list(bb); e2[j] -= 1
                    dG += bb[j] * Lb[j] * powm(b, e2, p)
            dG = dG * powm(g, ee, p)
            L0 = (l123 * dG + G * sum(ee[i] * C[i] for i in range(3)))
            out.append(hk * (G * A + m1[k] * L0))
    return out

def restriction_rank(W, PR, s, d, tag, a, b):
    p = W['p']; tot = 0
    for r in range(3):
        rows = []
        for bb in mons(a):
            for ee in mons(b):
                rows.append([powm(x[1], bb, p) * powm(x[2], ee, p) for x in PR[r] if x[0] == tag])
        tot += flint.fmpq_mat(rows).rank()
    return tot

def main():
    s, d, seed = map(int, sys.argv[1:4]); flags = sys.argv[4:]
    h4i = 'H4I' in flags
    W = setup(seed, h4i); p = W['p']
    q = 3 * s + 3 * (d - 1)
    t0 = time.time()
    if 'prop' in flags:
        # Phi'_{s+1,d}(gamma_j G) vs N_j Phi'_{s,d}(G) at the points of level (s+1, d);
        # Phi'_{s,d+1}(beta'_n G) vs M_n Phi'_{s,d}(G) at the points of level (s, d+1).
        bad = 0; n = 0
        for (S, D, kind) in ((s + 1, d, 'g'), (s, d + 1, 'b')):
            pts = points(W, S, D); PR = pre(W, pts)
            # Gamma-points of level (S, D) have beta'-degree D-3; the level-(s,d) Gamma at the same points is fine
            for k in range(3):
                for bb in mons(d - 3):
                    for ee in mons(s - 2):
                        base = row(W, PR, k, bb, ee)
                        for j in range(3):
                            if kind == 'g':
                                e2 = list(ee); e2[j] += 1; new = row(W, PR, k, bb, tuple(e2))
                            else:
                                b2 = list(bb); b2[j] += 1; new = row(W, PR, k, tuple(b2), ee)
                            # predicted: first part x*Gamma, second part x*theta' + y*Gamma at the same point
                            idx = 0
                            for r in range(3):
                                npts = len(PR[r])
                                gam_at = {}
                                # Gamma(G) at theta'-points: recompute directly
                                for t_, (tag, b, g, l123, C, Lb, m1) in enumerate(PR[r]):
                                    Gm = powm(b, bb, p) * powm(g, ee, p)
                                    Gam = W['h'][r][k] * m1[k] * Gm
                                    x = g[j] if kind == 'g' else b[j]
                                    if tag == 'G':
                                        pred = x * base[idx + t_]
                                    else:
                                        y = g[j] * C[j] if kind == 'g' else Lb[j] * l123
                                        pred = (x * base[idx + t_] + y * Gam)
                                    n += 1
                                    bad += (pred != new[idx + t_])
                                idx += npts
        print(f"prop s={s} d={d} seed={seed} H4I={h4i}: {n} pointwise identities checked, {bad} failures ({time.time()-t0:.1f} s)")
        return
    pts = points(W, s, d); PR = pre(W, pts)
    rows = [row(W, PR, k, bb, ee) for k in range(3) for bb in mons(d - 3) for ee in mons(s - 2)]
    M = flint.fmpq_mat(rows)
    colsG = [c for c, x in enumerate([x for r in range(3) for x in PR[r]]) if x[0] == 'G']
    M1 = flint.fmpq_mat([[rw[c] for c in colsG] for rw in rows])
    r1, r = M1.rank(), M.rank()
    RG = restriction_rank(W, PR, s, d, 'G', d - 3, s - 1)
    RT = restriction_rank(W, PR, s, d, 'T', d, s - 1)
    print(f"s={s} d={d} seed={seed} H4I={h4i}: rows 3U={len(rows)}, eval cols {M.ncols()}; "
          f"dim R(d-3,s-1)*3={RG} (3(q-9)={3*(q-9)}), dim R(d,s-1)*3={RT} (3q={3*q}); "
          f"rank Phi1'={r1}, rank Phi'={r} (6q-27={6*q-27}, 6q-45={6*q-45}); {time.time()-t0:.1f} s")

main()
