"""Is T1 = J_k * P (J_k = (m_k1, m_k2, m_k3) = (mu_1, mu_2, mu_3), mu_m = D_m m1_k, P = pulled-back P(6,3))?
usage: python jp.py SEED"""
import sys
src = open("qdep.py").read().split("def Sq(lam, lamp):")[0]
exec(src)
def rk(A): return 0 if len(A) == 0 else fm(A).rank()
mu_ = [beta[m] * sum((int(W4[k][i]) * int(W3[i][m]) * c[i] for i in range(3)), z6) for m in range(3)]
pulledP = [ctx.from_dict({m: 1}).compose(*(bp + gam), ctx=C6) for m in M6]
JP = np.array([vec(mu_[m] * f, vidx) for m in range(3) for f in pulledP], dtype=np.int64)
rJP = rk(JP); rboth = rk(np.vstack([JP, T1]))
print(f"dim J*P = {rJP}; dim T1 = {rT1}; dim(J*P + T1) = {rboth}")
