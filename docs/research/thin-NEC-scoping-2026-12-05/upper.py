"""The t-saturated target of an N box, in low degree e (helper-170).
  U(e)    = dim ((J : t) ∩ Y^(2)_a ∩ Div_(a+b))_e    (Lemma Y^mod's conditions that survive on the chart t != 0:
            (J : t), the fat points z_r^(2) = {y_r = z = 0} of order (kappa_r - a)^+, divisibility of the c^kappa-part
            by prod_r y_r^((kappa_r - a - b)^+))
  Rinf(e0)= formula_D(d1) - loss - sum_(g<=a) tau_g(d1-g) - sum_(e=e0)^(d1-a-1) tau_a(e)   (Theorem N's required top,
            with tau the A-target slices; only P^1 dimensions)
  Lam     = sum_kappa sum_(r<r') lambda(kappa_r, kappa_r'; a, b)   (Proposition 52's local colengths)
  clo     = 3 (n - a - b + 1)                                     (Lemma V's closure functionals)
and prints gap(e) = U(e) - Rinf(e+1) against Lam + clo + loss.  Optionally (env SAT=D) also the saturation
  sat(e) = dim (M_(a,b) : t^inf)_e, read off the t-initial slices of M_(a,b) in degree D (valid once stabilized).
usage: upper.py n loss emax a,b [a,b ...]"""
import os, sys, time
sys.path.insert(0, __file__.rsplit("/", 1)[0])
from common import *
from math import comb


def local_colength(k, k2, a2, a3):   # copy of numerics.bounds.depth4_blocks.local_colength (Proposition 52's lambda)
    if k == 0 or k2 == 0:
        return 0
    t = max(0, min(k + k2 - a2 - a3, k, k2, a2 + a3))
    return t * (t + 1) - sum(max(t - 2 * i + 1, 0) for i in range(1, min(a2, a3) + 1))


n = int(sys.argv[1]); loss = int(sys.argv[2]); emax = int(sys.argv[3])
boxes = [tuple(int(v) for v in s.split(',')) for s in sys.argv[4:]]
T = Tri(n)
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


def div_basis(e, a, b):
    mi, nc = T.mi(e), T.nc
    rows = []
    for ki, kap in enumerate(T.cm):
        m = [max(kap[r] - a - b, 0) for r in range(3)]
        k = e - sum(m)
        if k < 0:
            continue
        Y = ypow(m)
        for (g, h) in monos(k):
            mono = {(k - g - h, g, h): 1}
            f = polmul(Y, mono)
            row = np.zeros(T.width(e), np.int64)
            for (i, j, l), v in f.items():
                row[mi[(j, l)] * nc + ki] = v
            rows.append(row)
    return np.array(rows, np.int64).reshape(-1, T.width(e))


def U(e, a, b):
    B = div_basis(e, a, b)
    if B.shape[0] == 0:
        return 0
    z2, z3 = T.points()
    C = T.J_rows(e, colon=(1, 0))
    for r in range(3):
        C += T.fat_rows(e, z2[r], lambda kap, r=r: max(kap[r] - a, 0))
    if not C:
        return B.shape[0]
    C = np.array(C, np.int64) % P
    return B.shape[0] - rank(matmul(B, C.T))


tauc = {}
def tau(g, e, b):
    if (g, e, b) not in tauc:
        tauc[(g, e, b)] = tau_fast(T, g, e, b)
    return tauc[(g, e, b)]

for (a, b) in boxes:
    t0 = time.time()
    Lam = sum(local_colength(k[i], k[j], a, b) for k in T.cm for i in range(3) for j in range(i + 1, 3))
    clo = 3 * (n - a - b + 1)
    A = sum(tau(g, d1 - g, b) for g in range(a + 1))
    sat = None
    if os.environ.get("SAT"):
        D = int(os.environ["SAT"])
        pr = {}
        for DD in (D - 1, D):
            Mab = T.M(a, b, DD)
            p_ = t_profile(T, Mab, DD)
            pr[DD] = [p_[DD - e] if DD - e >= 0 else 0 for e in range(emax + 1)]
        sat = pr
    print(f"=== n={n} N box ({a},{b}): Lam={Lam} clo={clo} loss={loss} -> Lam+clo+loss={Lam+clo+loss}", flush=True)
    for e in range(emax + 1):
        mid = sum(tau(a, ee, b) for ee in range(e + 1, d1 - a))
        Rinf = formula_D(n, a, b, d1)[1] - loss - A - mid
        u = U(e, a, b)
        s = ""
        if sat is not None:
            s1 = sum(sat[D - 1][:e + 1]); s2 = sum(sat[D][:e + 1])
            s = f" | sat(e) from degree {D-1}, {D}: {s1}, {s2}"
        print(f"e={e}: U={u} Rinf(e+1)={Rinf} gap=U-Rinf={u-Rinf}{s}", flush=True)
    print(f"   [{time.time()-t0:.0f}s]", flush=True)
    T._M.clear()
