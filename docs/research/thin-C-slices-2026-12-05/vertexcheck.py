"""Where the loss 3 sits: add the six 'missing' generators h_k' q^((n-1)e_k) l (k' != k; G only has k' = k) and
compare.  (1) S_0(N) + k_(N-n-1) pi_0(extra) = T_0(N)?  (2) slice 1 at N = n + 2: S_1 + k_(N-n-1) pi_0(extra) = T_1?
(3) the whole C box at D with the enlarged generator set: sum_g dim = dim T_D = formula_D?   usage: vertexcheck.py n D"""
import sys, time
sys.path.insert(0, '/work/main/docs/research/thin-C-slices-2026-12-05')
from common import *
n, D = int(sys.argv[1]), int(sys.argv[2]); cm = CModel(n); m = cm.m; t0 = time.time()
extra = [((n - 1) * (j == 0), (n - 1) * (j == 1), (n - 1) * (j == 2)) for j in range(3)]
extra = [(mu, kp) for j, mu in enumerate(extra) for kp in range(3) if kp != j]
def pi_extra(h):
    deg = n + 1 - h
    rows = np.zeros((len(extra), (deg + 1) * cm.nc), np.int64)
    for gi, (mu, k) in enumerate(extra):
        for s in range(3):
            kap = list(mu); kap[s] += 1; kap = tuple(kap)
            A = m.hy[(k, kap)]; ci = cm.cidx[kap]
            for i in range(deg + 1):
                rows[gi, i * cm.nc + ci] = (rows[gi, i * cm.nc + ci] + A[h, i]) % P
    return rows
def mult(Kb, h, N):
    deg = n + 1 - h; mm = N - n - 1 + h; out = []
    for j in range(mm + 1):
        R = np.zeros((Kb.shape[0], (N + 1) * cm.nc), np.int64); R[:, j * cm.nc:(j + deg + 1) * cm.nc] = Kb; out.append(R)
    return np.concatenate(out) if out else np.zeros((0, (N + 1) * cm.nc), np.int64)
def S_big(g, N):
    blocks = [cm.S(g, N)]
    for h in range(0, min(g, n + 1) + 1):
        if N - n - 1 + h >= 0:
            blocks.append(mult(pi_extra(h), h, N))
    return np.concatenate(blocks)
for N in (n + 1, n + 2, n + 3):
    print(f'n={n} N={N}: slice0 S={cm.dimS(0, N)} S+extra={rank(S_big(0, N))} T0={cm.dimT(0, N)} | '
          f'slice1 S={cm.dimS(1, N)} S+extra={rank(S_big(1, N))} T1={cm.dimT(1, N)}', flush=True)
tot = totT = 0
for g in range(D + 1):
    N = D - g; a = rank(S_big(g, N)) if N >= 0 else 0; b = cm.dimT(g, N); tot += a; totT += b
print(f'n={n} D={D}: enlarged module sum_g dim = {tot}, dim T_D = {totT}, formula_D = {formulaC(n, D)}  {time.time()-t0:.0f}s')
