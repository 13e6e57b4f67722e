"""Upper bound on dim Y_j (edge blocks, R = 3, s = 4, N_2 = 10) by explicit syzygies.

Per kappa (|kappa| = 4): f_m = [t^m] F(t), F(t) = prod_i l_i(t)^kappa_i, l_i(t) = n_i1 + t n_i2 (linear forms in b).
Y_j(kappa) = (f_0, ..., f_j)_10, so dim Y_j(kappa) = 28 (j + 1) - dim Syz_10, Syz = {(h_m) in S_6^(j+1):
sum h_m f_m = 0}.  Candidate syzygies, valid identically in the weights:
  (K) Koszul: f_b e_a - f_a e_b;
  (D) Taylor coefficients of  L(t) F'(t) - N(t) F(t) = 0, L = prod_{i in supp} l_i(t),
      N = sum_i kappa_i n_i2 prod_{i' != i, i' in supp} l_i'(t): for m = 0..j-1 the coefficient of t^m involves
      f_0..f_(m+1) only;
  (D2) the same for  L^2 F'' - (N^2 - N L' + L N') F = 0  (from differentiating L F' = N F), m = 0..j-2.
Each candidate times every monomial of the right degree; rank r at one integer point mod p is <= the generic
rank of the family, and each row is a syzygy at every weight, so dim Syz_10 >= r and dim Y_j(kappa) <= 28(j+1) - r
at generic weights.  Also prints the rank of the f_m products (dim Y_j(kappa) at the point, <= generic).

usage: python syz.py SEED J
"""
import sys
from itertools import product

import numpy as np

sys.path.insert(0, "/work/main")
from numerics.rank.flint_bridge import flint_rank_mod_p  # noqa: E402

P = 1048573
S, N2 = 4, 10


def monos(d):
    return [e for e in product(range(d + 1), repeat=3) if sum(e) == d]


def padd(f, g, c=1):
    out = dict(f)
    for e, v in g.items():
        out[e] = (out.get(e, 0) + c * v) % P
    return out


def pmul(f, g):
    out = {}
    for e1, v1 in f.items():
        for e2, v2 in g.items():
            e = (e1[0] + e2[0], e1[1] + e2[1], e1[2] + e2[2])
            out[e] = (out.get(e, 0) + v1 * v2) % P
    return out


# polynomials in (t, b): dict t-power -> b-poly
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
    return {k - 1: {e: v * k % P for e, v in f.items()} for k, f in A.items() if k > 0}


def pdiv_lin(fpoly, lform):
    """Exact division of a form by a linear form mod p (asserted exact)."""
    # pick a variable with nonzero coefficient in lform
    v = next(x for x in range(3) if lform.get(tuple(int(y == x) for y in range(3)), 0) % P)
    lc = lform[tuple(int(y == v) for y in range(3))]
    inv = pow(lc, P - 2, P)
    rem = {e: c % P for e, c in fpoly.items() if c % P}
    q = {}
    while True:
        # leading term: largest exponent in variable v
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


def main():
    seed, j = int(sys.argv[1]), int(sys.argv[2])
    rng = np.random.default_rng(seed)
    W2, W3 = (rng.integers(1, P, size=(3, 3), dtype=np.int64) for _ in range(2))
    n = np.einsum("im,mj->ijm", W3, W2) % P
    lin = [[{tuple(int(x == m) for x in range(3)): int(n[i, jj, m]) for m in range(3)} for jj in range(2)]
           for i in range(3)]
    ell = [{0: lin[i][0], 1: lin[i][1]} for i in range(3)]  # l_i(t)
    total_up = total_pt = 0
    for kappa in monos(S):
        F = {0: {(0, 0, 0): 1}}
        for i in range(3):
            for _ in range(kappa[i]):
                F = tmul(F, ell[i])
        f = [F.get(m, {}) for m in range(j + 1)]
        supp = [i for i in range(3) if kappa[i]]
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
        cands = []  # list of (degree e, [c_0..c_j]) with sum c_m f_m = 0

        def coeff_rel(Acoef, order):
            # relation sum_m A_m f_(m) style: Acoef maps (m_index of f) -> b-poly, for a fixed t-power
            return Acoef

        # (K)
        for a in range(j + 1):
            for b_ in range(a + 1, j + 1):
                c = [{} for _ in range(j + 1)]
                c[a] = f[b_]
                c[b_] = {e: (-v) % P for e, v in f[a].items()}
                cands.append((S, c))
        # (DK) divided Koszul: D_ab = prod_i n_i1^((kappa_i - b)^+) divides f_a and f_b (a < b) identically
        def pdiv_lin_pow(fpoly, lform, e):
            # exact division of fpoly by lform^e (lform linear, 3 variables), by solving mod p: returns quotient
            q = fpoly
            for _ in range(e):
                q = pdiv_lin(q, lform)
            return q
        for a in range(j + 1):
            for b_ in range(a + 1, j + 1):
                qa, qb = f[a], f[b_]
                for i in range(3):
                    e = max(kappa[i] - b_, 0)
                    qa = pdiv_lin_pow(qa, lin[i][0], e)
                    qb = pdiv_lin_pow(qb, lin[i][0], e)
                dg = sum(max(kappa[i] - b_, 0) for i in range(3))
                c = [{} for _ in range(j + 1)]
                c[a] = qb
                c[b_] = {e_: (-v) % P for e_, v in qa.items()}
                cands.append((S - dg, c))
        # (D): [t^m] (L F' - N F) = sum_a L_a (m-a+1) f_(m-a+1) - sum_a N_a f_(m-a)
        for m in range(j):
            c = [{} for _ in range(j + 1)]
            for a, La in L.items():
                idx = m - a + 1
                if 0 <= idx <= j:
                    c[idx] = padd(c[idx], La, idx)
            for a, Na in N.items():
                idx = m - a
                if 0 <= idx <= j:
                    c[idx] = padd(c[idx], Na, -1)
            cands.append((len(supp), c))
        # (D2): L^2 F'' - (N^2 - N L' + L N') F = 0
        L2 = tmul(L, L)
        Q = tadd(tadd(tmul(N, N), tmul(N, tderiv(L)), -1), tmul(L, tderiv(N)))
        for m in range(j - 1):
            c = [{} for _ in range(j + 1)]
            for a, La in L2.items():
                idx = m - a + 2
                if 0 <= idx <= j:
                    c[idx] = padd(c[idx], La, idx * (idx - 1))
            for a, Qa in Q.items():
                idx = m - a
                if 0 <= idx <= j:
                    c[idx] = padd(c[idx], Qa, -1)
            cands.append((2 * len(supp), c))
        m6 = monos(N2 - S)
        i6 = {e: t for t, e in enumerate(m6)}
        rows = []
        for deg, c in cands:
            # verify identity sum c_m f_m = 0
            chk = {}
            for mm in range(j + 1):
                chk = padd(chk, pmul(c[mm], f[mm]))
            assert all(v % P == 0 for v in chk.values()), (kappa, deg)
            if deg > N2 - S:
                continue
            for mon in monos(N2 - S - deg):
                r = np.zeros((j + 1) * len(m6), dtype=np.uint64)
                for mm in range(j + 1):
                    for e, v in c[mm].items():
                        r[mm * len(m6) + i6[(e[0] + mon[0], e[1] + mon[1], e[2] + mon[2])]] = v % P
                rows.append(r)
        rs = flint_rank_mod_p(np.array(rows, dtype=np.uint64), P, threads=1)[0] if rows else 0
        # dim of the ideal at the point
        m10 = monos(N2)
        i10 = {e: t for t, e in enumerate(m10)}
        prow = []
        for mm in range(j + 1):
            for mon in m6:
                r = np.zeros(len(m10), dtype=np.uint64)
                for e, v in f[mm].items():
                    r[i10[(e[0] + mon[0], e[1] + mon[1], e[2] + mon[2])]] = v
                prow.append(r)
        rp = flint_rank_mod_p(np.array(prow, dtype=np.uint64), P, threads=1)[0]
        up = 28 * (j + 1) - rs
        total_up += up
        total_pt += rp
        print(kappa, f"supp={len(supp)} syz_rank={rs} upper={up} at_point={rp}", "OK" if up == rp else "GAP", flush=True)
    print(f"j={j}: dim Y_j <= {total_up} (generic, proved by syzygies); at the point {total_pt}", flush=True)


if __name__ == "__main__":
    main()
