"""The naive chart target of an E box (a,0) (t != 0): Q^E := (lbar, ct2) ∩ Div_a  (I : t^inf = (l, ct2) = (lbar, ct2);
Y^mod_(a,0) : t^inf = Y^(2)_a ∩ Div_a = Div_a).  U(e) = dim Q^E_e (trivariate, degree e), against
R_inf(e+1) (as in echeck.py) : gap(e) = U(e) - R_inf(e+1) = what the true t-saturation misses of Q^E in degree e
if the box is at its target.  usage: eupper.py n emin emax a [a ...]"""
import sys, time
sys.path.insert(0, '/work/main/docs/research/thin-NEC-scoping-2026-12-05')
from common import Tri, rank, formula_D, monos, P, matmul
import numpy as np
import importlib.util
spec = importlib.util.spec_from_file_location('ccommon', '/work/main/docs/research/thin-C-slices-2026-12-05/common.py')
cc = importlib.util.module_from_spec(spec); spec.loader.exec_module(cc)

n = int(sys.argv[1]); emin = int(sys.argv[2]); emax = int(sys.argv[3]); As = [int(v) for v in sys.argv[4:]]
T = Tri(n, seed=1); CM = cc.CModel(n, seed=1)
assert CM.cm == T.cm or list(CM.cm) == list(T.cm)
d1 = n * (n + 1) // 2
W3 = T.pt.W3
lin = [[int(W3[r, l]) % P for l in range(3)] for r in range(3)]   # y_r = sum_l W3[r,l] p_l, p = (x, t, z)

def polmul(A, B):
    out = {}
    for (i, j, k), u in A.items():
        for (i2, j2, k2), v in B.items():
            key = (i + i2, j + j2, k + k2)
            out[key] = (out.get(key, 0) + u * v) % P
    return out

def ypow(m):
    A = {(0, 0, 0): 1}
    for r in range(3):
        L = {(1, 0, 0): lin[r][0], (0, 1, 0): lin[r][1], (0, 0, 1): lin[r][2]}
        for _ in range(m[r]):
            A = polmul(A, L)
    return A

def div_basis(e, a):
    mi, nc = T.mi(e), T.nc
    rows = []
    for ki, kap in enumerate(T.cm):
        m = [max(kap[r] - a, 0) for r in range(3)]
        k = e - sum(m)
        if k < 0:
            continue
        Y = ypow(m)
        for (g, h) in monos(k):
            f = polmul(Y, {(k - g - h, g, h): 1})
            row = np.zeros(T.width(e), np.int64)
            for (i, j, l), v in f.items():
                row[mi[(j, l)] * nc + ki] = v
            rows.append(row)
    return np.array(rows, np.int64).reshape(-1, T.width(e))

def ideal_rows(e):
    mi, nc = T.mi(e), T.nc
    blocks = []
    for g in range(e + 1):
        N = e - g
        R = CM.cond_ideal(1, N, full=False)
        out = np.zeros((R.shape[0], T.width(e)), np.int64)
        s = mi[(g, 0)] * nc
        out[:, s:s + (N + 1) * nc] = R
        blocks.append(out)
    return np.concatenate(blocks) % P

cT = {}
def dT(g, e):
    if (g, e) not in cT:
        cT[(g, e)] = CM.dimT(g, e)
    return cT[(g, e)]
def dS(g, e):
    S = T.m.S(g, e, 0)
    return rank(S) if S.shape[0] else 0

for a in As:
    t0 = time.time()
    loss = 18 if a == 1 else 9
    f3 = formula_D(n, a, 0, d1)[1]
    A = sum(dS(g, d1 - g) for g in range(a + 1))
    print(f"=== n={n} box ({a},0) loss={loss}", flush=True)
    for e in range(emin, emax + 1):
        Rinf = f3 - loss - A - sum(dT(a, ee) for ee in range(e + 1, d1 - a))
        B = div_basis(e, a)
        C = ideal_rows(e)
        u = B.shape[0] - rank(matmul(B, C.T) % P) if B.shape[0] else 0
        print(f"e={e}: U={u} Rinf(e+1)={Rinf} gap=U-Rinf={u-Rinf}  [{time.time()-t0:.0f}s]", flush=True)
