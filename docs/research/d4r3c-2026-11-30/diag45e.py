"""Diagnostics 5: r-components theta_r of K (psi = sum_r delta'_r theta_r), and their divisibility (seed 41)."""
import sys; sys.argv = ["x", "41"]
import numpy as np
from flint import nmod_mat
exec(open("diag45.py").read().split("S = np.vstack")[0])
def fm(A):
    return nmod_mat(A.shape[0], A.shape[1], [int(v) for v in A.ravel()], P)
def tonp(M):
    return np.array([[int(M[r, s]) for s in range(M.ncols())] for r in range(M.nrows())], dtype=np.int64)
Kpsi = np.load("/tmp/d4r3c_Kpsi_s41.npy")
IMU = {e: i for i, e in enumerate(MU)}; INU = {e: i for i, e in enumerate(NU)}
E3 = [(1, 0, 0), (0, 1, 0), (0, 0, 1)]
def mul(f, g):
    o = {}
    for (a1, c1), v1 in f.items():
        for (a2, c2), v2 in g.items():
            key = (tuple(x + y for x, y in zip(a1, a2)), tuple(x + y for x, y in zip(c1, c2)))
            o[key] = (o.get(key, 0) + v1 * v2) % P
    return o
def m1(kk):
    d = {}
    for i in range(3):
        for m in range(3):
            key = (E3[m], E3[i]); d[key] = (d.get(key, 0) + W4[kk][i] * W3[i][m]) % P
    return d
M9, M3 = monos(9), monos(3)
B93 = [(a, c) for c in M3 for a in M9]  # basis of bidegree (9,3), index c-major
I93 = {e: t for t, e in enumerate(B93)}
colk = np.tile(np.arange(3), nb * nc)
# columns of psi_k in (mu, nu) order: index mu*15 + nu  (from mu*45 + nu*3 + k)
F = np.zeros((3, 45, len(B93)), dtype=np.int64)
for kk in range(3):
    Mult = np.zeros((len(B93), 990), dtype=np.int64)
    for t, (a, c) in enumerate(B93):
        for (eb, ec), v in mul(m1(kk), {(a, c): 1}).items():
            Mult[t, IMU[eb] * 15 + INU[ec]] = v
    rhs = Kpsi[:, colk == kk]  # (45, 990)
    aug = fm(np.hstack([Mult.T, rhs.T]))  # 990 x (550 + 45)
    R, rk = aug.rref()
    assert rk == len(B93), rk  # consistent and Mult injective
    R = tonp(R)
    F[kk] = R[:len(B93), len(B93):].T  # pivots are the first 550 columns
    chk = F[kk] @ (Mult % P) % P if False else None
# theta = H4^{-T} F  (theta_r = sum_k Hinv[k][r] F_k)
from ybound import inv3
H4i = inv3(H4)
theta = [sum(H4i[kk][r] * F[kk] % P for kk in range(3)) % P for r in range(3)]
for r in range(3):
    print(f"r={r}: rank of the 45 theta_r = {fm(theta[r]).rank()}", flush=True)
print(f"joint rank (theta_0, theta_1, theta_2) = {fm(np.hstack(theta)).rank()}")
# divisibility tests of the span of theta_r by linear forms in beta (beta' = H2 beta, l = W3 beta)
def lin_b(row):
    return {(E3[m], (0, 0, 0)): row[m] % P for m in range(3)}
def mult_space(f, db, dc):
    rows = []
    for a in monos(db):
        for c in monos(dc):
            r_ = np.zeros(len(B93), dtype=np.int64)
            for e, v in mul(f, {(a, c): 1}).items(): r_[I93[e]] = v
            rows.append(r_)
    return np.array(rows)
tests = {}
for m in range(3):
    tests[f"beta'_{m}"] = (lin_b(H2[m]), 8, 3)
    tests[f"l_{m}"] = (lin_b(W3[m]), 8, 3)
# zeta_rm = sum_i W4[r,i] W3[i,m] gamma'_i, gamma' = H3 (c . l): bilinear in (beta, c)
def zeta(r, m):
    d = {}
    for i in range(3):
        coef = W4[r][i] * W3[i][m] % P
        for q in range(3):  # gamma'_i = sum_q H3[i][q] c_q l_q
            for s in range(3):
                key = (E3[s], E3[q]); d[key] = (d.get(key, 0) + coef * H3[i][q] * W3[q][s]) % P
    return d
for r in range(3):
    for m in range(3):
        tests[f"zeta_{r}{m}"] = (zeta(r, m), 8, 2)
for r in range(3):
    rT = fm(theta[r]).rank()
    out = []
    for name, (f, db, dc) in tests.items():
        Msp = mult_space(f, db, dc)
        ex = fm(np.vstack([Msp, theta[r]])).rank() - fm(Msp).rank()
        out.append(f"{name}:{rT - ex}")
    print(f"r={r}: dim(theta_r-span cap (f)) for f = " + " ".join(out), flush=True)
# membership check: theta_r in Psi*(J3_r(6,3)) ?
def gam_prime(i):
    d = {}
    for q in range(3):
        for s in range(3):
            key = (E3[s], E3[q]); d[key] = (d.get(key, 0) + H3[i][q] * W3[q][s]) % P
    return d
bp = [lin_b(H2[m]) for m in range(3)]
gp = [gam_prime(i) for i in range(3)]
def power_prod(forms, expo):
    f = {((0, 0, 0), (0, 0, 0)): 1}
    for i, e in enumerate(expo):
        for _ in range(e): f = mul(f, forms[i])
    return f
for r in range(3):
    rows = []
    for m in range(3):
        g0 = mul(bp[m], zeta(r, m))
        for a in monos(5):
            ga = mul(g0, power_prod(bp, a))
            for e in monos(2):
                f = mul(ga, power_prod(gp, e))
                r_ = np.zeros(len(B93), dtype=np.int64)
                for key, v in f.items(): r_[I93[key]] = v
                rows.append(r_)
    Jr = np.array(rows); rJ = fm(Jr).rank()
    print(f"r={r}: dim Psi*J3_r = {rJ}; rank(Psi*J3_r + theta_r) = {fm(np.vstack([Jr, theta[r]])).rank()}", flush=True)
