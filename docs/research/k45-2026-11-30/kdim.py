"""dim K in the reduced coordinates. usage: python kdim.py SEED MODE(rac|dec) [H4I]"""
import sys, time
from kcore import *

def Dm1(S, k):
    return sum((GV[i] * S.lp[i] * S.lo[i] * int(S.prm['Wm'][k][i]) for i in range(3)), ctx.from_dict({}))

def compute_K(S, want_basis=False):
    M9 = bimonos(9, 4); M6 = bimonos(6, 3)
    idx = {e: i for i, e in enumerate(M9)}
    J = [S.J3_basis(r) for r in range(3)]
    dm = [Dm1(S, k) for k in range(3)]
    rowsA, rowsC, thetas = [], [], []
    for r in range(3):
        for b in J[r]:
            Db = S.D(b)
            va, vc = [], []
            for k in range(3):
                h = S.H4[r][k] % P
                va += vec(h * (S.m1[k] * Db + b * dm[k]), idx)
                vc += vec(h * (S.m1[k] * S.l123 * b), idx)
            rowsA.append(va); rowsC.append(vc); thetas.append((r, b))
    n = len(rowsA)
    Mt = nmod_mat(2 * n, 3 * len(M9), [x for rr in rowsA + rowsC for x in rr], P)
    rk = Mt.rank()
    res = dict(nJ=[len(j) for j in J], rank=rk, dimK=2 * n - rk)
    if want_basis:
        # left kernel: vectors x with x^T Mt = 0 -> nullspace of Mt^T
        N, nn = Mt.transpose().nullspace()
        Ks = []
        for c in range(nn):
            F = [ctx.from_dict({}) for _ in range(3)]
            for j in range(n):
                a = int(N[j, c])
                if a:
                    r, b = thetas[j]
                    for k in range(3):
                        F[k] += (a * S.H4[r][k] % P) * b
            Ks.append(F)
        res['K'] = Ks
    return res

if __name__ == "__main__":
    seed = int(sys.argv[1]); mode = sys.argv[2]; H4I = len(sys.argv) > 3 and sys.argv[3] == "H4I"
    t = time.time()
    S = Setup(params(seed, mode, H4I))
    r = compute_K(S)
    print(f"seed {seed} mode {mode} H4I {H4I}: dim J3_r = {r['nJ']}, rank = {r['rank']}, dim K = {r['dimK']}  ({time.time()-t:.1f} s)")
