"""Jets of A_k and of Y cap J at points of V(J_k) = {m_k1 = m_k2 = m_k3 = 0} (alpha' = (1,1), k = 0).
usage: python jetprobe.py SEED NPOINTS"""
import sys, random, time, itertools
import numpy as np
from flint import nmod_mat, nmod_mpoly_ctx, nmod_poly
import kcore
from kcore import P, vec
exec(open("probe.py").read().split("# per c^nu projections")[0].replace("seed, a2, a3 = int(sys.argv[1]), int(sys.argv[2]), int(sys.argv[3]); k = 0", "seed, a2, a3 = int(sys.argv[1]), 1, 1; k = 0"))
def tonp(Mm): return np.array([[int(Mm[i, j]) for j in range(Mm.ncols())] for i in range(Mm.nrows())], dtype=np.int64)
def rk(a): return 0 if a.shape[0] == 0 else nmod_mat(a.shape[0], a.shape[1], [int(v) for v in np.asarray(a).ravel()], P).rank()
def mulm(a, b):
    A_ = nmod_mat(a.shape[0], a.shape[1], [int(v) for v in a.ravel()], P); B_ = nmod_mat(b.shape[0], b.shape[1], [int(v) for v in b.ravel()], P)
    return tonp(A_ * B_)
Ar = tonp(A.rref()[0])[:rA]
Ynp = tonp(Y.rref()[0])[:rY]; Jnp = tonp(J.rref()[0])[:rJ]
St = np.vstack([Ynp, Jnp]); Mt = nmod_mat(St.shape[0], St.shape[1], [int(v) for v in St.ravel()], P)
Nn, nn = Mt.transpose().nullspace()
coef = tonp(Nn)[:rY, :nn].T
YJb = mulm(coef, Ynp)
print(f"dim A_k {rA}, dim YJ {rk(YJb)}", flush=True)
w = W4[k]
rng = random.Random(7)
def ev_lin(row, x): return sum(int(row[j]) * x[j] for j in range(3)) % P
def Nmat(b):
    l = [ev_lin(W3[i], b) for i in range(3)]
    lp = [ev_lin(W3[i], [lam[m] * b[m] % P for m in range(3)]) for i in range(3)]
    lpp = [ev_lin(W3[i], [lamp[m] * b[m] % P for m in range(3)]) for i in range(3)]
    return [l, lp, lpp]
def det3(M):
    return (M[0][0] * (M[1][1] * M[2][2] - M[1][2] * M[2][1]) - M[0][1] * (M[1][0] * M[2][2] - M[1][2] * M[2][0]) + M[0][2] * (M[1][0] * M[2][1] - M[1][1] * M[2][0])) % P
def point():
    while True:
        x = [rng.randrange(P) for _ in range(3)]; y = [rng.randrange(P) for _ in range(3)]
        # det N(x + t y) as a cubic in t: interpolate at 4 values
        ts = [0, 1, 2, 3]; vals = [det3(Nmat([(x[m] + t * y[m]) % P for m in range(3)])) for t in ts]
        # solve for coefficients
        V = nmod_mat(4, 4, [pow(t, j, P) for t in ts for j in range(4)], P)
        cf = V.solve(nmod_mat(4, 1, vals, P))
        poly = nmod_poly([int(cf[j, 0]) for j in range(4)], P)
        roots = [r for r, m in poly.roots()]
        if roots:
            t = int(roots[0]); b = [(x[m] + t * y[m]) % P for m in range(3)]
            Nm = Nmat(b); Mm = nmod_mat(3, 3, [x_ % P for r_ in Nm for x_ in r_], P)
            K_, kk = Mm.nullspace()
            v = [int(K_[i, 0]) for i in range(3)]
            cc = [v[i] * pow(int(w[i]), P - 2, P) % P for i in range(3)]
            return b, cc
# jet functionals of order <= 2 at p, on monomials vm (exponents: 3 beta, 3 c, 2 u = 0)
def jets(p, order):
    cols = []
    for dd in itertools.product(range(order + 1), repeat=6):
        if sum(dd) > order: continue
        col = []
        for m in vm:
            e = m[:6]; val = 1
            ok = True
            for j in range(6):
                if e[j] < dd[j]: ok = False; break
                # d^dd x^e / dd! = C(e, dd) x^(e - dd)
                from math import comb
                val = val * comb(e[j], dd[j]) % P * pow(p[j], e[j] - dd[j], P) % P
            col.append(val if ok else 0)
        cols.append(col)
    return np.array(cols, dtype=np.int64).T  # (990, njet)
NP = int(sys.argv[2])
for order in (1, 2, 3):
    for trial in range(NP):
        b, cc = point()
        Jt = jets(b + cc, order)
        ra = rk(mulm(Ar, Jt)); ry = rk(mulm(YJb, Jt))
        print(f"order <= {order}, point {trial}: jet rank on A_k {ra}, on Y cap J {ry}, of {Jt.shape[1]}", flush=True)
print(f"({time.time()-t0:.0f}s)")
