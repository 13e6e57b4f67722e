"""Q3 = {H in P(6,3) : m_k3 H in T1} (original coordinates), compared with P_cond and Lambda0(P_cond). usage: python q3.py SEED"""
import sys
src = open("qdep.py").read().split("def Sq(lam, lamp):")[0]
exec(src)
from kcore import Setup, inv3, mm, T
lam = [W2[m][1] * pow(W2[m][0], P - 2, P) % P for m in range(3)]
lamp = [W2[m][2] * pow(W2[m][0], P - 2, P) % P for m in range(3)]
H2i = inv3(H2)
prm = dict(L=mm(mm(H2, [[lam[i] * (i == j) for j in range(3)] for i in range(3)]), H2i), B=mm(W3, H2i),
           Q=[mm(mm(T(W3), [[W4[r][i] * (i == j) for j in range(3)] for i in range(3)]), H3) for r in range(3)], Wm=W4, H4=H4)
S = Setup(prm)
# m_k3 in original coordinates: sum_i W4[k,i] c_i (W3 (lam' . beta))_i
m3o = sum((int(W4[k][i]) * c[i] * sum((int(W3[i][m]) * int(lamp[m]) * beta[m] for m in range(3)), z6) for i in range(3)), z6)
pulledP = [ctx.from_dict({m: 1}).compose(*(bp + gam), ctx=C6) for m in M6]
M3 = np.array([vec(m3o * f, vidx) for f in pulledP], dtype=np.int64)
St = fm(np.vstack([M3, T1])); N_, nn = St.transpose().nullspace(); N_ = tonp(N_)[:, :nn]
Q3 = N_[:280, :].T
Q3 = Q3[[i for i in range(Q3.shape[0]) if Q3[i].any()]]
def rk(A): return 0 if len(A) == 0 else fm(A).rank()
print(f"dim Q3 = {rk(Q3)}")
# P_cond and Lambda0(P_cond) in F-coordinates (reduced coords b', gamma)
l = S.l
idx6 = {e: i for i, e in enumerate(M6)}
def sp(polys): return np.array([vec(f, idx6) for f in polys], dtype=np.int64)
Pc = []
for e in kcore.monos(3):
    sup = [i for i in range(3) if e[i] >= 1]
    dv = ctx.from_dict({(0,) * 6: 1})
    for i in sup: dv = dv * l[i]
    for a in kcore.monos(6 - len(sup)):
        Pc.append(dv * ctx.from_dict({a + e: 1}))
def Lam0(f):  # Lambda0 f = D(f) / l123, exact division for f in P_cond
    q, r = divmod(S.D(f), S.l123); assert r == 0; return q
LPc = [Lam0(f) for f in Pc]
Pcm, LPcm = sp(Pc), sp(LPc)
rQ = rk(Q3)
print(f"dim(Q3 cap P_cond) = {rQ + rk(Pcm) - rk(np.vstack([Q3, Pcm]))} (P_cond {rk(Pcm)}); "
      f"dim(Q3 cap Lambda0 P_cond) = {rQ + rk(LPcm) - rk(np.vstack([Q3, LPcm]))} (Lambda0 P_cond {rk(LPcm)}); "
      f"dim(P_cond + Lambda0 P_cond) = {rk(np.vstack([Pcm, LPcm]))}")
