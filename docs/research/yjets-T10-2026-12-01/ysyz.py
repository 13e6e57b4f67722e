"""Upper bound on dim Y_j(kappa) (edge alpha = (N_1 - j, j, 0), any s) by explicit syzygies valid at every weight.
Generalises d4r3-2026-11-30/syz.py (hard-coded s = 4, N_2 = 10).

Per kappa (|kappa| = s): f_m = [t^m] F(t), F(t) = prod_i l_i(t)^kappa_i, l_i(t) = n_i1 + t n_i2, m = 0..j
(f_m = [w^beta] l^kappa with beta = (s - m, m, 0); these are the generators of Y_j(kappa) since N_1 - j >= s).
dim Y_j(kappa) = (j + 1) dim S_{N_2 - s} - dim Syz_{N_2}, Syz = {(h_m) in S_{N_2-s}^(j+1) : sum h_m f_m = 0}.
Candidate syzygies, identities in the weights:
  (K)  Koszul f_b e_a - f_a e_b;
  (DK) divided Koszul (f_b/D) e_a - (f_a/D) e_b, D = prod_i n_i1^((kappa_i - b)^+) (a < b), which divides f_a and
       f_b identically (f_m = sum over products with sum_i (kappa_i - t_i) factors n_i1, t_i <= kappa_i, sum t_i = m,
       so the exponent of n_i1 is kappa_i - t_i >= kappa_i - m >= kappa_i - b);
  (Tk) for k = 1, 2, ...: L^k F^(k) = P_k F, L = prod_{i in supp} l_i(t), P_1 = N = sum_i kappa_i n_i2
       prod_{i' != i} l_i'(t), P_(k+1) = L P_k' + P_k N - k L' P_k; the coefficient of t^m (m = 0..j - k) involves
       f_0..f_(m+k) only, and its coefficients have degree k |supp kappa|.
Each candidate times every monomial of the right degree; the rank r mod p at one integer point is <= the generic
rank of the family (each row is a syzygy at every weight), so dim Y_j(kappa) <= (j + 1) dim S_{N_2-s} - r at generic
weights.  Every candidate is asserted to be a syzygy at the point.

usage: python ysyz.py SEED S J [J ...]
"""
import sys
from math import comb, factorial

import numpy as np

from ycommon import P, Setting, monos, rank, padd, pmul, pscale, is_zero


def tmul(A, B):
    out = {}
    for a, fa in A.items():
        for b_, fb in B.items():
            out[a + b_] = padd(out.get(a + b_, {}), pmul(fa, fb))
    return out


def tadd(A, B, c=1):
    out = {k: dict(v) for k, v in A.items()}
    for k, v in B.items():
        out[k] = padd(out.get(k, {}), v, c)
    return out


def tderiv(A):
    return {k - 1: pscale(f, k) for k, f in A.items() if k > 0}


def pdiv_lin(fpoly, lform):
    """Exact division of a form by a linear form mod p (asserted exact)."""
    v = next(x for x in range(3) if lform.get(tuple(int(y == x) for y in range(3)), 0) % P)
    inv = pow(lform[tuple(int(y == v) for y in range(3))], P - 2, P)
    rem = {e: c % P for e, c in fpoly.items() if c % P}
    q = {}
    while True:
        cand = [e for e in rem if e[v] > 0]
        if not cand:
            break
        e = max(cand, key=lambda e_: (e_[v], e_))
        c = rem[e] * inv % P
        qe = tuple(e[x] - (x == v) for x in range(3))
        q[qe] = (q.get(qe, 0) + c) % P
        for le, lv in lform.items():
            te = tuple(qe[x] + le[x] for x in range(3))
            rem[te] = (rem.get(te, 0) - c * lv) % P
            if rem[te] == 0:
                del rem[te]
    assert not rem, "division not exact"
    return q


def syz_bound(st, kappa, j, verbose=False):
    s, n2 = st.s, st.n2
    lin = st.lin
    ell = [{0: lin[i][0], 1: lin[i][1]} for i in range(3)]
    F = {0: {(0, 0, 0): 1}}
    for i in range(3):
        for _ in range(kappa[i]):
            F = tmul(F, ell[i])
    f = [F.get(m, {}) for m in range(j + 1)]
    # consistency with the w-expansion generators
    g = st.gens(kappa, (100, j, 0))
    for m in range(j + 1):
        assert is_zero(padd(g[(s - m, m, 0)], f[m], -1))
    supp = [i for i in range(3) if kappa[i]]
    d = len(supp)
    cands = []
    for a in range(j + 1):  # (K)
        for b_ in range(a + 1, j + 1):
            c = [{} for _ in range(j + 1)]
            c[a] = f[b_]
            c[b_] = pscale(f[a], -1)
            cands.append(("K", s, c))
    for a in range(j + 1):  # (DK)
        for b_ in range(a + 1, j + 1):
            qa, qb = f[a], f[b_]
            dg = 0
            for i in range(3):
                e = max(kappa[i] - b_, 0)
                dg += e
                for _ in range(e):
                    qa, qb = pdiv_lin(qa, lin[i][0]), pdiv_lin(qb, lin[i][0])
            if dg:
                c = [{} for _ in range(j + 1)]
                c[a] = qb
                c[b_] = pscale(qa, -1)
                cands.append(("DK", s - dg, c))
    L = {0: {(0, 0, 0): 1}}
    for i in supp:
        L = tmul(L, ell[i])
    N = {}
    for i in supp:
        term = {0: {(0, 0, 0): kappa[i]}}
        term = tmul(term, {0: lin[i][1]})
        for i2 in supp:
            if i2 != i:
                term = tmul(term, ell[i2])
        N = tadd(N, term)
    Pk, Lk = N, L
    Lp = tderiv(L)
    for k in range(1, j + 1):  # (Tk): L^k F^(k) - P_k F = 0
        if k * d > n2 - s:
            break
        for m in range(j - k + 1):
            c = [{} for _ in range(j + 1)]
            for a, La in Lk.items():
                idx = m - a + k
                if 0 <= idx <= j:
                    c[idx] = padd(c[idx], La, comb(idx, k) * factorial(k) % P)
            for a, Pa in Pk.items():
                idx = m - a
                if 0 <= idx <= j:
                    c[idx] = padd(c[idx], Pa, -1)
            cands.append((f"T{k}", k * d, c))
        Pk = tadd(tadd(tmul(L, tderiv(Pk)), tmul(Pk, N)), tmul(Lp, Pk), -k)
        Lk = tmul(Lk, L)
    m_out = monos(n2 - s)
    i_out = {e: t for t, e in enumerate(m_out)}
    rows = []
    kinds = {}
    for kind, deg, c in cands:
        chk = {}
        for mm in range(j + 1):
            chk = padd(chk, pmul(c[mm], f[mm]))
        assert is_zero(chk), (kappa, kind)
        if all(is_zero(cm) for cm in c):
            continue
        if deg > n2 - s:
            continue
        for mon in monos(n2 - s - deg):
            r = np.zeros((j + 1) * len(m_out), dtype=np.int64)
            for mm in range(j + 1):
                for e, v in c[mm].items():
                    r[mm * len(m_out) + i_out[(e[0] + mon[0], e[1] + mon[1], e[2] + mon[2])]] = v % P
            rows.append(r)
            kinds[kind] = kinds.get(kind, 0) + 1
    rs = rank(rows)
    rp = rank(st.ideal_rows(f))
    up = (j + 1) * len(m_out) - rs
    return up, rp, rs, kinds


def main():
    seed, s = int(sys.argv[1]), int(sys.argv[2])
    st = Setting(seed, s)
    print(f"seed={seed} s={s} N2={st.n2} p={P}", flush=True)
    for jarg in sys.argv[3:]:
        j = int(jarg)
        tu = tp = 0
        for kappa in monos(s):
            up, rp, rs, kinds = syz_bound(st, kappa, j)
            tu += up
            tp += rp
            print(j, kappa, f"syz_rank={rs} upper={up} at_point={rp}", "OK" if up == rp else "GAP", kinds, flush=True)
        print(f"j={j}: dim Y_j <= {tu} (generic, syzygies); at the point {tp}", flush=True)


if __name__ == "__main__":
    main()
