"""Per-k spaces A_k, Y, J_k in (beta, c) coordinates for any s (T = 2s), bidegree (N_2, s), N_2 = C(s+1, 2).
Generalisation of k189's core.py (copied, not imported):
  A_k = span{ f [u^g](M_v Gamma_v^e) : g <= alpha', |e| = s - 1, f in k[beta]_(N_2 - s) },
  Y   = span{ f [u^g](Gamma_v^nu)    : g <= alpha', |nu| = s,    f in k[beta]_(N_2 - s) },
  J_k = (m_k1, m_k2, m_k3) in bidegree (N_2, s)  (generators m_kj * beta^(N_2-1) c^(s-1) monomials).
Changes from k189/core.py: s from env K189_S (default 5); degrees N_2, N_2 - s, s - 1, s in place of 10, 6, 3, 4;
ranks via the lab's numerics.rank.flint_bridge (memmove into nmod_mat, one thread) instead of a Python list;
rows are built with precomputed index shifts.  Weights: W3 (3x3), w = W4[k,:], lam, lamp random in [1, P) from
random.Random(seed) (decoupled; A_k, Y, J_k involve only these), exactly as k189."""
import random, itertools, os, sys
import numpy as np
from flint import nmod_mpoly_ctx
sys.path.insert(0, "/work/main")
from numerics.rank.flint_bridge import flint_rank_mod_p, flint_rref_mod_p, flint_matmul_mod_p
P = int(os.environ.get("K189_P", "2147483629"))
S_ = int(os.environ.get("K189_S", "5"))
N2 = S_ * (S_ + 1) // 2
FD = N2 - S_                     # degree of f
def monos(d, n=3):
    return [m for m in itertools.product(range(d + 1), repeat=n) if sum(m) == d][::-1]
BN, CS = monos(N2), monos(S_)
VM = [b + c for b in BN for c in CS]; VIDX = {m: i for i, m in enumerate(VM)}
NV = len(VM)
CTX = nmod_mpoly_ctx.get(('b1', 'b2', 'b3', 'c1', 'c2', 'c3', 'u2', 'u3'), modulus=P)
def u64(A):
    return np.ascontiguousarray(np.asarray(A, dtype=np.int64) % P, dtype=np.uint64)
def rank(A):
    A = np.asarray(A)
    if A.shape[0] == 0: return 0
    return flint_rank_mod_p(u64(A), P, threads=1)[0]
def rowbasis(A):
    M, r = flint_rref_mod_p(u64(A), P)
    return M[:r].astype(np.int64)
def mul(A, B):
    return flint_matmul_mod_p(u64(A), u64(B), P).astype(np.int64)
def mulT(M, V):
    """M (n x NV) times V^T (V: r x NV) -> n x r mod P"""
    return mul(M, np.asarray(V).T)
class Setup:
    def __init__(self, seed):
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
        out = {}
        for mon, v in poly.to_dict().items():
            g = (mon[6], mon[7])
            if g[0] <= a2 and g[1] <= a3:
                out.setdefault(g, {})[tuple(mon[:6])] = int(v)
        return out
    def gens_from(self, polys, a2, a3, fdeg=FD):
        F = monos(fdeg)
        blocks = []
        for poly in polys:
            for g, d in sorted(self.ucoef(poly, a2, a3).items()):
                mons = list(d.keys()); vals = np.array([d[m] for m in mons], dtype=np.int64)
                blk = np.zeros((len(F), NV), dtype=np.int64)
                for r, f in enumerate(F):
                    idx = [VIDX[(m[0] + f[0], m[1] + f[1], m[2] + f[2]) + m[3:6]] for m in mons]
                    blk[r, idx] = vals
                blocks.append(blk)
        return np.vstack(blocks)
    def A(self, a2, a3):
        polys = [self.Mv * self.Gv[0] ** e[0] * self.Gv[1] ** e[1] * self.Gv[2] ** e[2] for e in monos(S_ - 1)]
        return self.gens_from(polys, a2, a3)
    def Y(self, a2, a3):
        polys = [self.Gv[0] ** e[0] * self.Gv[1] ** e[1] * self.Gv[2] ** e[2] for e in monos(S_)]
        return self.gens_from(polys, a2, a3)
    def J(self, a2, a3):
        d = self.ucoef(self.Mv, 1, 1)
        rows = []
        for g in [(0, 0), (1, 0), (0, 1)]:
            if g[0] <= a2 and g[1] <= a3:
                mons = list(d[g].keys()); vals = np.array([d[g][m] for m in mons], dtype=np.int64)
                for fb in monos(N2 - 1):
                    for fc in monos(S_ - 1):
                        v = np.zeros(NV, dtype=np.int64)
                        idx = [VIDX[tuple(m[j] + fb[j] for j in range(3)) + tuple(m[3 + j] + fc[j] for j in range(3))] for m in mons]
                        v[idx] = vals
                        rows.append(v)
        return np.array(rows)
