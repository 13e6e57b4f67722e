"""Analyse relation spaces saved by rel.py: per slot, the projected F-space and its divisibility.
usage: python relan.py SEED a2 a3"""
import sys, random, time
import numpy as np
from flint import nmod_mat
import kcore
from kcore import P, inv3, mm, T, Setup, vec, ctx, bimonos, GV, BV

seed, a2, a3 = int(sys.argv[1]), int(sys.argv[2]), int(sys.argv[3])
rnd = random.Random(seed)
R3 = lambda: [[rnd.randrange(1, P) for _ in range(3)] for _ in range(3)]
W2, W3, W4, H1, H2, H3, H4 = R3(), R3(), R3(), R3(), R3(), R3(), R3()
lam = [W2[m][1] * pow(W2[m][0], P - 2, P) % P for m in range(3)]
H2i = inv3(H2)
prm = dict(L=mm(mm(H2, [[lam[i] * (i == j) for j in range(3)] for i in range(3)]), H2i), B=mm(W3, H2i),
           Q=[mm(mm(T(W3), [[W4[r][i] * (i == j) for j in range(3)] for i in range(3)]), H3) for r in range(3)],
           Wm=W4, H4=H4)
S = Setup(prm)
d = np.load(f"rel_{seed}_{a2}{a3}.npz"); N = d['N']; slots = [tuple(s) for s in d['slots']]
M6 = bimonos(6, 3); n6 = len(M6); idx6 = {e: i for i, e in enumerate(M6)}
J = [S.J3_basis(r) for r in range(3)]
Jv = [np.array([vec(b, idx6) for b in J[r]], dtype=np.int64) for r in range(3)]  # (253, 280)
def F_of(theta_coeffs):
    """theta coefficient vector (759) -> F vector (3*280): F_k = sum_r H4[r,k] theta_r"""
    th = [theta_coeffs[r * 253:(r + 1) * 253] @ Jv[r] % P for r in range(3)]  # overflow-safe? use object
    return th
def rk(A):
    A = np.asarray(A, dtype=np.int64) % P
    if A.shape[0] == 0: return 0
    return nmod_mat(A.shape[0], A.shape[1], [int(v) for v in A.ravel()], P).rank()
def mulmod(a, b):  # exact modular matmul via flint
    A = nmod_mat(a.shape[0], a.shape[1], [int(v) for v in a.ravel()], P)
    B = nmod_mat(b.shape[0], b.shape[1], [int(v) for v in b.ravel()], P)
    C = A * B
    return np.array([[int(C[i, j]) for j in range(C.ncols())] for i in range(C.nrows())], dtype=np.int64)
nrel = N.shape[1]
print(f"alpha' = ({a2},{a3}): {nrel} relations, slots {slots}")
Fslots = {}
for si, s in enumerate(slots):
    Th = N[si * 759:(si + 1) * 759, :].T  # (nrel, 759)
    th = [mulmod(Th[:, r * 253:(r + 1) * 253], Jv[r]) for r in range(3)]  # theta_r vectors (nrel, 280)
    F = np.hstack([sum((int(H4[r][k]) * th[r]) % P for r in range(3)) % P for k in range(3)])
    Fslots[s] = F
    print(f" slot {s}: rank of projection {rk(F)}; per-k ranks {[rk(F[:, k*n6:(k+1)*n6]) for k in range(3)]}", flush=True)
# ansatz spaces per k
def space(polys_per_k):
    rows = []
    for k in range(3):
        for f in polys_per_k[k]:
            v = np.zeros(3 * n6, dtype=np.int64); v[k * n6:(k + 1) * n6] = vec(f, idx6); rows.append(v)
    return np.array(rows)
def mons_(db, dg): return [ctx.from_dict({e: 1}) for e in bimonos(db, dg)]
l = S.l; l123 = S.l123
ans = {
  "m1_k P(6,2)": space([[S.m1[k] * f for f in mons_(6, 2)] for k in range(3)]),
  "m1_k l123 P(3,2)": space([[S.m1[k] * l123 * f for f in mons_(3, 2)] for k in range(3)]),
  "m1_k l1l2 P(4,2)": space([[S.m1[k] * l[0] * l[1] * f for f in mons_(4, 2)] for k in range(3)]),
  "m1_k l1 P(5,2)": space([[S.m1[k] * l[0] * f for f in mons_(5, 2)] for k in range(3)]),
  "l123 P(3,3)": space([[l123 * f for f in mons_(3, 3)] for k in range(3)]),
  "m1_k^2 P(6,1)": space([[S.m1[k] ** 2 * f for f in mons_(6, 1)] for k in range(3)]),
}
for s in slots:
    F = Fslots[s]; rF = rk(F)
    out = []
    for name, Aa in ans.items():
        rAa = rk(Aa); both = rk(np.vstack([F, Aa]))
        out.append(f"{name}: {rF + rAa - both}")
    print(f" slot {s} (rank {rF}) cap: " + "; ".join(out), flush=True)
# filtration: relations with given slots zero
for zero_slots in ([(1, 1)] if (1, 1) in slots else []), [(1, 1), (0, 1)], [(1, 1), (1, 0)], [(1, 1), (1, 0), (0, 1)]:
    if not all(z in slots for z in zero_slots) or not zero_slots: continue
    Ncat = np.vstack([N[slots.index(z) * 759:(slots.index(z) + 1) * 759, :] for z in zero_slots])
    print(f" relations with slots {zero_slots} = 0: {nrel - rk(Ncat.T)}")
