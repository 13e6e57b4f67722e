"""Checks of the BY-HAND vertex argument (Lemma A5(ii'), NOTES §4), own code, exact mod p at S_p.

(1) (OC''') B := (W3^T)^(-1): the points c*1 = B e_1 (c~2 = c~3 = 0) and c*3 = B e_3 (c~1 = c~2 = 0) are not
    coordinate points (each has >= 2 nonzero entries); w_r2 != 0.
(2) Y-description: for the component spaces Y_m = k^nv_(n-1) * Z_m (Z_x = Z_x2 = <c~1,c~2>, Z_z = Z_z2 = <c~2,c~3>,
    Z_xz = k[c]_1, Z_1 = <c~2>): dim Y_x = c - 4 and Y_x = {F : F(e_j) = 0 (j=1,2,3), F(c*3) = 0}; likewise Y_z with c*1;
    Y_xz = {F(e_j) = 0}; Y_1 = {c~2 | F, F(e_j) = 0}.
(3) The argument itself: for each vertex k and m in {1,x,z}, solve for xi in W^(<=2)_(mu0) = span{b1, x b1, z b1, d1,
    x d1, z d1, d2, b2} with ev_(e_k)(xi) = ev_(e_k)(c~2 m), form r = c_k^(n-1)(c~2 m - xi) and check r in Y_nv
    (component-wise membership), and that the x, x^2 (z, z^2) components of every element of W^(<=2) have no
    c~3 (c~1) coefficient.
usage: vertex_hand.py nmin nmax"""
import sys
from math import comb
import numpy as np
from flint import nmod_mat
sys.path.insert(0, __file__.rsplit("/", 1)[0])
import permu as P  # noqa: E402
import vcert as V  # noqa: E402
from proofs.general.depth4.window_model import _monos

p, W3 = P.p, P.W3
inv = lambda a: pow(a % p, p - 2, p)
Bm = nmod_mat([[W3[j][i] for j in range(3)] for i in range(3)], p).inv()   # (W3^T)^(-1)
B = [[int(Bm[i, j]) for j in range(3)] for i in range(3)]
cstar1 = [B[r][0] for r in range(3)]; cstar3 = [B[r][2] for r in range(3)]
print("(1) c*1 =", cstar1, " c*3 =", cstar3, " >= 2 nonzero entries each:",
      sum(1 for v in cstar1 if v) >= 2 and sum(1 for v in cstar3 if v) >= 2, "; w_r2 != 0:", all(W3[r][1] for r in range(3)))
# sanity: c~ = W3^T c at c*1 is e_1, at c*3 is e_3
ct = lambda c: [sum(W3[r][i] * c[r] for r in range(3)) % p for i in range(3)]
print("    c~(c*1) =", ct(cstar1), " c~(c*3) =", ct(cstar3))

def rk(rows):
    return nmod_mat(rows, p).rank() if rows else 0

MONX = {m: i for i, m in enumerate(P.MON)}
Zm = {(0, 0): [1], (1, 0): [0, 1], (2, 0): [0, 1], (0, 1): [1, 2], (0, 2): [1, 2], (1, 1): [0, 1, 2]}

allok = True
for n in range(int(sys.argv[1]), int(sys.argv[2]) + 1):
    cm = _monos(n); cidx = {m: i for i, m in enumerate(cm)}; nc = len(cm)
    nv = [mu for mu in _monos(n - 1) if sum(1 for x in mu if x) >= 2]
    def lin_times(mu, coeffs):  # c^mu * sum_i coeffs[i] c~_i  -> vector over c-monomials of degree n
        v = [0] * nc
        for i, a in enumerate(coeffs):
            if a:
                for r in range(3):
                    kap = tuple(mu[s] + (1 if s == r else 0) for s in range(3))
                    v[cidx[kap]] = (v[cidx[kap]] + a * W3[r][i]) % p
        return v
    def evpt(v, pt):  # F(pt) for F given by c-monomial coefficients
        return sum(c * pow(pt[0], m[0], p) * pow(pt[1], m[1], p) * pow(pt[2], m[2], p) for c, m in zip(v, cm)) % p
    # (2)
    Y = {}
    for m, idxs in Zm.items():
        Y[m] = [lin_times(mu, [1 if i == j else 0 for i in range(3)]) for mu in nv for j in idxs]
    E = [[1 if mm == tuple(n if s == j else 0 for s in range(3)) else 0 for mm in cm] for j in range(3)]
    def ptrow(pt): return [pow(pt[0], m[0], p) * pow(pt[1], m[1], p) * pow(pt[2], m[2], p) % p for m in cm]
    c_ = comb(n + 2, 2)
    ok2 = (rk(Y[(1, 0)]) == c_ - 4 and rk(E + [ptrow(cstar3)]) == 4 and rk(Y[(0, 1)]) == c_ - 4
           and rk(E + [ptrow(cstar1)]) == 4 and rk(Y[(1, 1)]) == c_ - 3)
    # functionals vanish on Y (so Y = their common kernel by dimension)
    for m in [(1, 0), (2, 0)]:
        ok2 &= all(evpt(v, cstar3) == 0 and all(v[cidx[tuple(n if s == j else 0 for s in range(3))]] == 0 for j in range(3)) for v in Y[m])
    for m in [(0, 1), (0, 2)]:
        ok2 &= all(evpt(v, cstar1) == 0 for v in Y[m])
    # (3)
    ok3 = True
    for k in range(3):
        mu0 = tuple(n - 1 if s == k else 0 for s in range(3))
        el = V.elements(mu0, k, n)          # 12 elements: [b1, x b1, z b1, b2, x b2, z b2, d1, x d1, z d1, d2, x d2, z d2]
        W2 = [el[i] for i in (0, 1, 2, 3, 6, 7, 8, 9)]
        for xi in W2:   # x, x^2 comps: no c~3; z, z^2 comps: no c~1; no cubic part
            for m, bad in [((1, 0), 2), ((2, 0), 2), ((0, 1), 0), ((0, 2), 0)]:
                ok3 &= xi[MONX[m] * 3 + bad] == 0
            ok3 &= all(xi[MONX[m] * 3 + i] == 0 for m in P.MON if sum(m) == 3 for i in range(3))
        evk = lambda xi: [sum(xi[a * 3 + i] * W3[k][i] for i in range(3)) % p for a in range(len(P.MON))]
        A = nmod_mat([evk(xi) for xi in W2], p)
        for m in [(0, 0), (1, 0), (0, 1)]:
            tgt = P.vec([({m: 1}, 1)])
            b = nmod_mat([evk(tgt)], p)
            # solve y A = b  (A: 8 x 10)
            At = A.transpose(); aug = [[int(At[i, j]) for j in range(At.ncols())] + [int(b[0, i])] for i in range(At.nrows())]
            R = nmod_mat(aug, p).rref()[0]
            sol = [0] * 8; solvable = True
            for i in range(R.nrows()):
                row = [int(R[i, j]) for j in range(9)]
                piv = next((j for j in range(9) if row[j]), None)
                if piv is None: continue
                if piv == 8: solvable = False; break
                sol[piv] = row[8]
            if not solvable:
                ok3 = False; print(f"  n={n} k={k+1} m={m}: ev part not solvable"); continue
            xi = [sum(sol[i] * W2[i][t] for i in range(8)) % p for t in range(len(tgt))]
            rvec = [(tgt[t] - xi[t]) % p for t in range(len(tgt))]
            for mm, a in MONX.items():
                comp = lin_times(mu0, [rvec[a * 3 + i] for i in range(3)])
                if not any(comp): continue
                if sum(mm) == 3 or mm not in Zm: ok3 = False; continue
                ok3 &= rk(Y[mm] + [comp]) == rk(Y[mm])
    print(f"n={n}: (2) Y-descriptions: {ok2}; (3) residual r in Y_nv for all k, m (and the c~-coefficient table): {ok3}")
    allok &= ok2 and ok3
print("all checks:", allok)
