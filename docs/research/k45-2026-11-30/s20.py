"""(17,2,1) per k: S_20 = {X = m1 F in Zk : C_20 X in A(1,1)}; structure probe (dimension 238 expected).
usage: python s20.py SEED"""
import sys
src = open("chain.py").read().split("order = sorted")[0]
sys.argv = [sys.argv[0], sys.argv[1], "2", "1"]
exec(src)
def tonp(M): return np.array([[int(M[i, j]) for j in range(M.ncols())] for i in range(M.nrows())], dtype=np.int64)
def rk(A): return 0 if len(A) == 0 else fm(A).rank()
def op(g):
    ev = np.array([cgam(m[:3], g[0], g[1]) for m in vm], dtype=np.int64); return Z * ev % P
A11 = np.vstack([op(g) for g in [(0, 0), (0, 1), (1, 0), (1, 1)]])
def kernel_into(Gm, span):
    M = fm(np.vstack([Gm, span])); N_, nn = M.transpose().nullspace(); N_ = tonp(N_)[:, :nn]
    K = N_[:280, :].T; return K[[i for i in range(K.shape[0]) if K[i].any()]]
S20 = kernel_into(op((2, 0)), A11)
print("dim S_20 =", rk(S20))
from kcore import Setup, inv3, mm, T
H2i = inv3(H2)
prm = dict(L=mm(mm(H2, [[lam[i] * (i == j) for j in range(3)] for i in range(3)]), H2i), B=mm(W3, H2i),
           Q=[mm(mm(T(W3), [[W4[r][i] * (i == j) for j in range(3)] for i in range(3)]), H3) for r in range(3)], Wm=W4, H4=H4)
S = Setup(prm); l = S.l; mk = S.m1[k]
idx6 = {e: i for i, e in enumerate(M6)}
def sp(polys): return np.array([vec(f, idx6) for f in polys], dtype=np.int64)
def cond_space(divs):
    """F = sum_e gamma^e F_e with F_e divisible by prod of divs[i] over i in supp e (divs[i] a poly or None)"""
    out = []
    for e in kcore.monos(3):
        dv = ctx.from_dict({(0,) * 6: 1}); deg = 0
        for i in range(3):
            if e[i] >= 1 and divs[i] is not None: dv = dv * divs[i][0]; deg += divs[i][1]
        for a in kcore.monos(6 - deg): out.append(dv * ctx.from_dict({a + e: 1}))
    return sp(out)
# l'_i := (B L b')_i (the lambda-form)
lp = S.lp
tests = {"P_cond (l_i)": cond_space([(l[i], 1) for i in range(3)]),
         "l'_i instead of l_i": cond_space([(lp[i], 1) for i in range(3)]),
         "l_i l'_i": cond_space([(l[i] * lp[i], 2) for i in range(3)])}
r20 = rk(S20)
for name, Tm in tests.items():
    print(f"  dim(S_20 cap {name}) = {r20 + rk(Tm) - rk(np.vstack([S20, Tm]))} (test space {rk(Tm)})")
