"""reviewer-176: the chart gap of Corollary E's §3.3 (own code).
U(e) := dim ((lbar, ct2) ∩ Div_a)_e in k[x,t,z]_e ⊗ k[c]_n (Div_a: c^kappa-part divisible by prod_r y_r^((kappa_r-a)^+)),
by U = rank(I_e) + rank(Div_e) - rank(I_e + Div_e).  R_inf(e+1) := F - L_a + 3 - sum_(g<=a) dimT_g(d1-g)
- sum_(e'=e+1)^(d1-a-1) dimT_a(e') (Corollary E's constant with e0 = e+1).  gap(e) = U(e) - R_inf(e+1).
usage: chart.py n emin emax a1 a2 ...   (point data / T_g ranks: reviewer-174's rc.Rev)"""
import sys, time
sys.path.insert(0, '/work/main/docs/reviews/theorem-C-review-2026-12-05')
sys.path.insert(0, '/work/main/docs/research/thin-every-n-2026-12-03')
from rc import *
from formula_D import formula_D

n, e1, e2 = (int(v) for v in sys.argv[1:4]); As = [int(v) for v in sys.argv[4:]]
M = Rev(n); nc = M.nc; d1 = Cb(n + 1, 2); t0 = time.time()
W3 = M.W3

def monos(e):
    return [(i, j, e - i - j) for i in range(e + 1) for j in range(e + 1 - i)]   # (x, t, z) exponents

def Irows(e):
    mo = monos(e); ix = {m: i for i, m in enumerate(mo)}; rows = []
    ybar = [{(1, 0, 0): int(W3[r, 0]), (0, 0, 1): int(W3[r, 2])} for r in range(3)]
    for m in (monos(e - 1) if e >= 1 else []):          # lbar * m * c^lam
        for lam in M.L:
            row = np.zeros(len(mo) * nc, np.int64)
            for r in range(3):
                kap = list(lam); kap[r] += 1; k = M.ki[tuple(kap)]
                for ex, v in ybar[r].items():
                    mm = (m[0] + ex[0], m[1] + ex[1], m[2] + ex[2])
                    row[ix[mm] * nc + k] += v
            rows.append(row % P)
    for m in monos(e):                                  # ct2 * m * c^lam
        for lam in M.L:
            row = np.zeros(len(mo) * nc, np.int64)
            for r in range(3):
                kap = list(lam); kap[r] += 1
                row[ix[m] * nc + M.ki[tuple(kap)]] += int(W3[r, 1])
            rows.append(row % P)
    return np.array(rows, np.int64).reshape(len(rows), len(mo) * nc)

def Divrows(e, a):
    mo = monos(e); ix = {m: i for i, m in enumerate(mo)}; rows = []
    for kap in M.K:
        mexp = tuple(max(kap[r] - a, 0) for r in range(3))
        s = sum(mexp)
        if s > e:
            continue
        base = M.ypow(mexp)    # prod_r y_r^(m_r) as {(ex, et, ez): coef}
        for m in monos(e - s):
            row = np.zeros(len(mo) * nc, np.int64)
            for (ex, et, ez), v in base.items():
                row[ix[(ex + m[0], et + m[1], ez + m[2])] * nc + M.ki[kap]] = v
            rows.append(row)
    return np.array(rows, np.int64).reshape(len(rows), len(mo) * nc)

Tc = {}
def T(g, N):
    if (g, N) not in Tc:
        Tc[(g, N)] = M.dimT(g, N)
    return Tc[(g, N)]

print(f'== chart.py n={n} e={e1}..{e2} boxes={As} d1={d1}', flush=True)
for a in As:
    F = formula_D(n, a, 0, d1)[1]; L_a = 18 if a == 1 else 9
    low = sum(T(g, d1 - g) for g in range(a + 1))
    out = []
    for e in range(e1, e2 + 1):
        I = Irows(e); Dv = Divrows(e, a)
        rI, rD, rS = rank(I), rank(Dv), rank(np.vstack([I, Dv]))
        U = rI + rD - rS
        R = F - L_a + 3 - low - sum(T(a, ee) for ee in range(e + 1, d1 - a))
        out.append((e, U, R, U - R, 'in range' if e + 1 <= d1 - a - 1 else 'beyond d1-a-1'))
        print(f'({a},0) e={e}: U={U} R_inf(e+1)={R} gap={U - R} [{out[-1][4]}]  {time.time()-t0:.1f}s', flush=True)
