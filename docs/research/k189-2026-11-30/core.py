"""Per-k spaces A_k, Y, J_k in (beta, c) coordinates, bidegree (10,4), for a block alpha' = (a2, a3).
A_k = span{ f [u^g](M_v Gamma_v^e) }, Y = span{ f [u^g] Gamma_v^nu }, J_k = (m_k1, m_k2, m_k3)_(10,4)  (k45 NOTES 5.2).
Own code (helper k189). Weights: W3 (3x3), w = W4[k,:], lam, lamp random mod P from SEED (independent, 'decoupled';
A_k involves only these)."""
import random, itertools
import numpy as np
from flint import nmod_mat, nmod_mpoly_ctx
import os
P = int(os.environ.get("K189_P", "2147483629"))
def monos(d, n=3):
    return [m for m in itertools.product(range(d + 1), repeat=n) if sum(m) == d][::-1]
B10, C4 = monos(10), monos(4)
VM = [b + c for b in B10 for c in C4]; VIDX = {m: i for i, m in enumerate(VM)}
CTX = nmod_mpoly_ctx.get(('b1', 'b2', 'b3', 'c1', 'c2', 'c3', 'u2', 'u3'), modulus=P)
def fm(A):
    A = np.asarray(A, dtype=np.int64) % P
    return nmod_mat(A.shape[0], A.shape[1], [int(v) for v in A.ravel()], P)
def tonp(M):
    return np.array([[int(x) for x in row] for row in M.tolist()], dtype=np.int64).reshape(M.nrows(), M.ncols())
def rank(A):
    A = np.asarray(A)
    return 0 if A.shape[0] == 0 else fm(A).rank()
def rowbasis(A):
    M = fm(A).rref()[0]; r = fm(A).rank()
    return tonp(M)[:r]
def nullsp(A):
    """right nullspace basis (as rows) of A (rows x n)"""
    X, nul = fm(A).nullspace()
    Xn = tonp(X)
    return Xn[:, :nul].T.copy()
class Setup:
    def __init__(self, seed, k=0):
        rnd = random.Random(seed)
        R = lambda: rnd.randrange(1, P)
        self.W3 = [[R() for _ in range(3)] for _ in range(3)]
        self.w = [R() for _ in range(3)]
        self.lam = [R() for _ in range(3)]; self.lamp = [R() for _ in range(3)]
        g = CTX.gens(); b, c, self.u2, self.u3 = g[:3], g[3:6], g[6], g[7]
        self.b, self.c = b, c
        z = CTX.from_dict({})
        lin = lambda coef: [sum((self.W3[i][m] * coef[m] * b[m] for m in range(3)), z) for i in range(3)]
        self.l = lin([1, 1, 1]); self.lp = lin(self.lam); self.lpp = lin(self.lamp)
        self.Gv = [c[i] * (self.l[i] + self.u2 * self.lp[i] + self.u3 * self.lpp[i]) for i in range(3)]
        self.Mv = sum((self.w[i] * self.Gv[i] for i in range(3)), z)
    def ucoef(self, poly, a2, a3):
        """dict g -> {(mu,nu): coeff} for g <= (a2,a3)"""
        out = {}
        for mon, v in poly.to_dict().items():
            g = (mon[6], mon[7])
            if g[0] <= a2 and g[1] <= a3:
                out.setdefault(g, {})[tuple(mon[:6])] = int(v)
        return out
    def gens_from(self, polys, a2, a3, fdeg=6):
        """rows: f * [u^g] poly, f monomials of beta-degree fdeg"""
        rows = []
        F = monos(fdeg)
        for poly in polys:
            for g, d in sorted(self.ucoef(poly, a2, a3).items()):
                for f in F:
                    v = np.zeros(len(VM), dtype=np.int64)
                    for mon, x in d.items():
                        v[VIDX[(mon[0] + f[0], mon[1] + f[1], mon[2] + f[2]) + mon[3:6]]] = x
                    rows.append(v)
        return np.array(rows)
    def A(self, a2, a3):
        polys = [self.Mv * self.Gv[0] ** e[0] * self.Gv[1] ** e[1] * self.Gv[2] ** e[2] for e in monos(3)]
        return self.gens_from(polys, a2, a3)
    def Y(self, a2, a3):
        polys = [self.Gv[0] ** e[0] * self.Gv[1] ** e[1] * self.Gv[2] ** e[2] for e in monos(4)]
        return self.gens_from(polys, a2, a3)
    def J(self, a2, a3):
        d = self.ucoef(self.Mv, 1, 1)
        rows = []
        for g in [(0, 0), (1, 0), (0, 1)]:
            if g[0] <= a2 and g[1] <= a3:
                for fb in monos(9):
                    for fc in monos(3):
                        v = np.zeros(len(VM), dtype=np.int64)
                        for mon, x in d[g].items():
                            v[VIDX[tuple(mon[j] + fb[j] for j in range(3)) + tuple(mon[3 + j] + fc[j] for j in range(3))]] = x
                        rows.append(v)
        return np.array(rows)
