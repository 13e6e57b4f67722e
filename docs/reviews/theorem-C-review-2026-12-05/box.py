"""Direct trivariate computation of the box X_(a,0) = k[p]_(d-1) * G_(a,0), G_(a,0) = sum_(i<=a) C(theta_2, i) G
(no slice decomposition used): checks t-grading/independence of a and the final number.  usage: box.py n a1 a2 ..."""
import sys, time
sys.path.insert(0, '/work/main/docs/reviews/theorem-C-review-2026-12-05')
sys.path.insert(0, '/work/main/docs/research/thin-every-n-2026-12-03')
from rc import *
from formula_D import formula_D
n = int(sys.argv[1]); As = [int(v) for v in sys.argv[2:]]
d = Cb(n, 2); d1 = Cb(n + 1, 2)
t0 = time.time(); M = Rev(n)
def pmonos(D):
    return [(a, b, D - a - b) for a in range(D + 1) for b in range(D + 1 - a)]
mon_g = pmonos(n + 1); mon_D = pmonos(d1); iD = {m: i for i, m in enumerate(mon_D)}; nc = M.nc
mult = pmonos(d - 1)
# generator table: for each gen, dict (monomial, kappa) -> coef
gtab = []
for mu, k in M.gens:
    dct = {}
    for s in range(3):
        kap = list(mu); kap[s] += 1; kap = tuple(kap)
        for e, v in pmul(M.h[k], M.ypow(kap)).items():
            dct[(e, kap)] = (dct.get((e, kap), 0) + v) % P
    gtab.append(dct)
f = formula_D(n, n, 0, d1)[1]
for a in As:
    rows = []
    for dct in gtab:
        for i in range(a + 1):
            gi = {(e, kap): v * Cb(e[1], i) % P for (e, kap), v in dct.items() if Cb(e[1], i)}
            if not gi:
                continue
            for m in mult:
                row = np.zeros(len(mon_D) * nc, np.int64)
                for (e, kap), v in gi.items():
                    row[iD[(e[0] + m[0], e[1] + m[1], e[2] + m[2])] * nc + M.ki[kap]] = v
                rows.append(row)
    A = np.array(rows, np.int64)
    r = rank(A)
    print(f'n={n} a={a}: rows={A.shape[0]} cols={A.shape[1]} dim X_(a,0)={r}  formula/3={f}  formula/3-3={f-3}  diff={r-(f-3)}  {time.time()-t0:.1f}s', flush=True)
