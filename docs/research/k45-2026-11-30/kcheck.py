"""Sanity check of the hand proof (NOTES.md section 2): the space
   K_G = { (G_k) in (+)_k k[b',gamma]_(3,2) : F_k = m1_k l1 l2 l3 G_k,  F in H4^T J,  M F in H4^T J }
lies in K, and the two condition maps have ranks <= 54 (proved) and <= 81 (trivial).
usage: python kcheck.py SEED MODE(rac|dec) [H4I]"""
import sys, time
from kcore import *
from kdim import compute_K

seed = int(sys.argv[1]); mode = sys.argv[2]; H4I = len(sys.argv) > 3 and sys.argv[3] == "H4I"
t0 = time.time()
S = Setup(params(seed, mode, H4I))
H4 = S.H4
H4iT = T(inv3(H4))  # theta = H4^{-T} F
M6 = bimonos(6, 3); n6 = len(M6); idx6 = {e: i for i, e in enumerate(M6)}
J = [S.J3_basis(r) for r in range(3)]
Dm1 = [sum((GV[i] * S.lp[i] * S.lo[i] * int(S.prm['Wm'][k][i]) for i in range(3)), ctx.from_dict({})) for k in range(3)]
Lb_l123 = sum((S.lp[i] * S.lo[i] for i in range(3)), ctx.from_dict({}))  # (L b').grad l123


def MF(k, G):
    """M_k F_k for F_k = m1_k l123 G, computed as a polynomial:
       2 G l123 Lambda0(m1_k) + m1_k (G Lambda0(l123) + l123 Lambda0 G),  l123 Lambda0 = S.D"""
    return 2 * G * Dm1[k] + S.m1[k] * (G * Lb_l123 + S.D(G))


def MF_direct_check(k, G):
    """check m1_k l123 * MF == m1_k * D(F) + F * Dm1 (the defining identity, l123 * M_k F = m1^-1 D(m1 F))."""
    F = S.m1[k] * S.l123 * G
    lhs = S.m1[k] * S.l123 * MF(k, G)
    rhs = S.m1[k] * S.D(F) + F * Dm1[k]
    return lhs == rhs


Gmon = bimonos(3, 2)
rows1, rows12 = [], []
ok = True
for k in range(3):
    for e in Gmon:
        G = ctx.from_dict({e: 1})
        ok &= MF_direct_check(k, G)
        F = S.m1[k] * S.l123 * G
        Mf = MF(k, G)
        v1, v2 = [], []
        for r in range(3):
            v1 += vec(int(H4iT[r][k]) * F, idx6)
            v2 += vec(int(H4iT[r][k]) * Mf, idx6)
        rows1.append(v1); rows12.append(v1 + v2)
print("identity l123 m1 M_k F = m1 D F + F D m1 holds for all 180 generators:", ok)
Jrows1 = []
for r in range(3):
    for b in J[r]:
        v = [0] * (3 * n6); vb = vec(b, idx6)
        v[r * n6:(r + 1) * n6] = vb
        Jrows1.append(v)
nJ = len(Jrows1)
def rk(rows):
    return nmod_mat(len(rows), len(rows[0]), [x for r in rows for x in r], P).rank()
r1 = rk(Jrows1 + rows1) - nJ
Jrows2 = [v + [0] * (3 * n6) for v in Jrows1] + [[0] * (3 * n6) + v for v in Jrows1]
r12 = rk(Jrows2 + rows12) - 2 * nJ
r_gen = rk(rows12)
print(f"seed {seed} mode {mode} H4I {H4I}: dim (+)J3_r = {nJ}; generators of K_G-space: 180, their rank {r_gen}")
print(f"  rank Phi1 (F in H4^T J) = {r1}   (proved <= 54)")
print(f"  rank (Phi1; Phi2)        = {r12}   (proved <= 54 + 81 = 135)")
print(f"  dim K_G = 180 - {r12} = {180 - r12}")
# per-r rank of c_r on l123 (3,3): should be 18
L33 = [S.l123 * ctx.from_dict({e: 1}) for e in bimonos(3, 3)]
for r in range(3):
    print(f"  r={r}: rank of c_r on l123*(3,3) = {rank_polys(J[r] + L33, M6) - len(J[r])}  (proved <= 18)")
# K_G inside K: compare with the direct K
res = compute_K(S, want_basis=True)
Kvecs = [sum((vec(F[k], idx6) for k in range(3)), []) for F in res['K']]
# K_G basis: kernel of the condition map, mapped to F-vectors
N = None
A = nmod_mat(len(Jrows2 + rows12), 6 * n6, [x for r in Jrows2 + rows12 for x in r], P)
NN, nn = A.transpose().nullspace()
KG = []
for c in range(nn):
    if any(int(NN[2 * nJ + j, c]) for j in range(180)):
        F = [ctx.from_dict({}) for _ in range(3)]
        for j in range(180):
            a = int(NN[2 * nJ + j, c])
            if a:
                k, e = divmod(j, len(Gmon))
                F[k] += a * S.m1[k] * S.l123 * ctx.from_dict({Gmon[e]: 1})
        KG.append(sum((vec(F[k], idx6) for k in range(3)), []))
rKG = rk(KG); rK = res['dimK']; rboth = rk(KG + Kvecs)
print(f"  direct dim K = {rK}; rank of K_G vectors = {rKG}; rank(K_G + K) = {rboth}  ({time.time()-t0:.1f} s)")
