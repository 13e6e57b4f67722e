"""Per k: Zk = m1_k P(6,3) (pulled back), T1 = Zk + sum_m D_m Zk (D_m = beta_m d/dbeta_m).  For a quadratic operator
q(D) = sum lam_m lam'_n D_m D_n, S(q) = {X in Zk : q(D) X in T1}.  Is S(q) independent of q?  Also the common space
S_all = {X : D_m D_n X in T1 for all m, n}.  usage: python qdep.py SEED"""
import sys, random
import numpy as np
from flint import nmod_mat, nmod_mpoly_ctx
import kcore
from kcore import P, vec, bimonos
seed = int(sys.argv[1]); k = 0
rnd = random.Random(seed)
R3 = lambda: [[rnd.randrange(1, P) for _ in range(3)] for _ in range(3)]
W2, W3, W4, H1, H2, H3, H4 = R3(), R3(), R3(), R3(), R3(), R3(), R3()
C6 = nmod_mpoly_ctx.get(('x1', 'x2', 'x3', 'c1', 'c2', 'c3'), modulus=P)
X = C6.gens(); beta, c = X[:3], X[3:6]; z6 = C6.from_dict({})
def mv(W, x): return [sum((int(W[r][j]) * x[j] for j in range(3)), z6) for r in range(3)]
vm = [a + b for a in kcore.monos(10) for b in kcore.monos(4)]; vidx = {m: i for i, m in enumerate(vm)}
M6 = bimonos(6, 3)
bp = mv(H2, beta); gam = [c[i] * mv(W3, beta)[i] for i in range(3)]; m1 = mv(W4, gam)
from kcore import ctx
Z = np.array([vec(m1[k] * ctx.from_dict({m: 1}).compose(*(bp + gam), ctx=C6), vidx) for m in M6], dtype=np.int64)
mu = np.array([m[:3] for m in vm], dtype=np.int64)
def fm(A): A = np.asarray(A, dtype=np.int64) % P; return nmod_mat(A.shape[0], A.shape[1], [int(v) for v in A.ravel()], P)
def tonp(M): return np.array([[int(M[i, j]) for j in range(M.ncols())] for i in range(M.nrows())], dtype=np.int64)
Dm = [Z * mu[:, m] % P for m in range(3)]
T1 = np.vstack([Z] + Dm); rT1 = fm(T1).rank()
print(f"dim Zk = {fm(Z).rank()}, dim T1 = Zk + sum D_m Zk = {rT1}")
def Sq(lam, lamp):
    ev = np.zeros(len(vm), dtype=np.int64)
    for m in range(3):
        for n in range(3):
            ev = (ev + (lam[m] * lamp[n] % P) * (mu[:, m] * mu[:, n] % P)) % P
    QZ = Z * ev % P
    St = np.vstack([QZ, T1]); M = fm(St); r = M.rank()
    N, nn = M.transpose().nullspace(); N = tonp(N)[:, :nn]
    coef = N[:280, :].T  # combos of QZ rows that land in T1 -> X = coef * Z
    return coef  # in the Z basis (280 coordinates)
def rk(A): return 0 if len(A) == 0 else fm(A).rank()
Ss = [Sq([rnd.randrange(P) for _ in range(3)], [rnd.randrange(P) for _ in range(3)]) for _ in range(3)]
print("dim S(q) for three random q:", [rk(S) for S in Ss])
print("dim S(q1)+S(q2):", rk(np.vstack(Ss[:2])), " dim S(q1)+S(q2)+S(q3):", rk(np.vstack(Ss)))
# common space: D_m D_n X in T1 for all m <= n
rows = []
pairs = [(m, n) for m in range(3) for n in range(m, 3)]
for (m, n) in pairs:
    rows.append(Z * (mu[:, m] * mu[:, n] % P) % P)
# X in S_all iff for each pair, (D_m D_n) X in T1: solve jointly: unknown x (280) and t_pair (in T1 coords)
# dimension via: S_all = intersection of S(e_m e_n-type q's) -- compute each and intersect
def S_of_ev(ev):
    QZ = Z * ev % P
    M = fm(np.vstack([QZ, T1])); N, nn = M.transpose().nullspace(); N = tonp(N)[:, :nn]
    return N[:280, :].T
def intersect(A, B):
    # subspaces of k^280 given by row spans
    if rk(A) == 0 or rk(B) == 0: return np.zeros((0, 280), dtype=np.int64)
    M = fm(np.vstack([A, B])); N, nn = M.transpose().nullspace(); N = tonp(N)[:, :nn]
    return tonp(fm(N[:A.shape[0], :].T) * fm(A))
Sall = None
for (m, n) in pairs:
    S_ = S_of_ev(mu[:, m] * mu[:, n] % P)
    Sall = S_ if Sall is None else intersect(Sall, S_)
print("dim S_all (D_m D_n X in T1 for all m, n):", rk(Sall))
# structure of S_all in F-coordinates (X = m1_k F, F in P(6,3)); test spaces F in (divisor) * P(a, b)
from kcore import Setup, params, inv3, mm, T
lam = [W2[m][1] * pow(W2[m][0], P - 2, P) % P for m in range(3)]
H2i = inv3(H2)
prm = dict(L=mm(mm(H2, [[lam[i] * (i == j) for j in range(3)] for i in range(3)]), H2i), B=mm(W3, H2i),
           Q=[mm(mm(T(W3), [[W4[r][i] * (i == j) for j in range(3)] for i in range(3)]), H3) for r in range(3)], Wm=W4, H4=H4)
S = Setup(prm); l = S.l; mk = S.m1[k]
idx6 = {e: i for i, e in enumerate(M6)}
def sp(polys): return np.array([vec(f, idx6) for f in polys], dtype=np.int64)
def mons_(db, dg): return [ctx.from_dict({e: 1}) for e in bimonos(db, dg)]
tests = {"l123 P(3,3)": sp([S.l123 * f for f in mons_(3, 3)]),
         "l1 l2 P(4,3)": sp([l[0] * l[1] * f for f in mons_(4, 3)]),
         "l1 P(5,3)": sp([l[0] * f for f in mons_(5, 3)]),
         "m1 P(6,2)": sp([mk * f for f in mons_(6, 2)]),
         "m1 l1 l2 P(4,2)": sp([mk * l[0] * l[1] * f for f in mons_(4, 2)]),
         "m1 l1 P(5,2)": sp([mk * l[0] * f for f in mons_(5, 2)])}
rS = rk(Sall)
for name, Tm in tests.items():
    print(f"  dim(S_all cap {name}) = {rS + rk(Tm) - rk(np.vstack([Sall, Tm]))}  (dim of the test space {rk(Tm)})")
# restrictions of S_all to the lines l_i = 0 (beta-space): gamma-part span
print("-- restrictions of S_all to the lines l_i = 0 --")
Sall_polys = []
for r_ in range(Sall.shape[0]):
    f = ctx.from_dict({M6[t]: int(Sall[r_, t]) for t in range(len(M6)) if int(Sall[r_, t])})
    Sall_polys.append(f)   # F with X = m1 F  (reduced coordinates (b', gamma))
import random as _r
rr = _r.Random(5)
for i in range(3):
    # points b' with l_i(b') = 0: l = B b'; kernel of row i of B intersect: take two random points on the plane
    Brow = S.prm['B'][i]
    pts = []
    for _ in range(12):
        x1, x2 = rr.randrange(P), rr.randrange(P)
        x3 = (-(Brow[0] * x1 + Brow[1] * x2) * pow(Brow[2], P - 2, P)) % P
        pts.append([x1, x2, x3])
    # gamma-part: for each element F, and each point, the cubic F(pt, gamma) (10 coeffs); span over all
    rows = []
    for F in Sall_polys:
        for pt in pts:
            d = {}
            for e, cf in F.to_dict().items():
                v = int(cf) * pow(pt[0], e[0], P) % P * pow(pt[1], e[1], P) % P * pow(pt[2], e[2], P) % P
                d[e[3:]] = (d.get(e[3:], 0) + v) % P
            rows.append([d.get(n, 0) for n in kcore.monos(3)])
    Mr = nmod_mat(len(rows), 10, [x for r_ in rows for x in r_], P)
    print(f"  line l_{i} = 0: span of the gamma-cubics F(pt, .) over S_all and points: {Mr.rank()} of 10")
# P_cond = {F in P(6,3) : l_i | coefficient of gamma^e whenever e_i >= 1}; dim 163 expected; compare with S_all
Pc = []
for e in kcore.monos(3):
    sup = [i for i in range(3) if e[i] >= 1]
    div = ctx.from_dict({(0, 0, 0, 0, 0, 0): 1})
    for i in sup: div = div * l[i]
    for a in kcore.monos(6 - len(sup)):
        Pc.append(div * ctx.from_dict({a + e: 1}))
Pcm = sp(Pc)
print(f"dim P_cond = {rk(Pcm)}; dim(S_all + P_cond) = {rk(np.vstack([Sall, Pcm]))}; dim S_all = {rk(Sall)}")
