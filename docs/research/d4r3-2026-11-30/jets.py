"""Upper bound on dim Y_j (edge blocks, R = 3, s = 4, N_2 = 10) by linear conditions that hold identically.

Per kappa: Y_j(kappa) = (f_0..f_j)_10, f_m = [t^m] prod_i (n_i1 + t n_i2)^kappa_i.  Every element satisfies:
 (a) divisibility by n_i1^(e_i), e_i = (kappa_i - j)^+  -> vanishing to order e_i at 12 points of L_i = {n_i1 = 0};
 (b) vanishing to order kappa_i at z_i = {n_i1 = n_i2 = 0};
 (c) at q = L_i cap L_i' (i != i' in supp kappa), r = kappa_i + kappa_i', R = r - j >= 1: every f_m vanishes to
     order >= r - m at q, so every element vanishes to order R there and its order-R jet is h_j(q) * lambda,
     lambda = the order-R jet of f_j at q: the jet is proportional to lambda (R conditions; lambda != 0 asserted).
These are linear functionals on S_10, rational in the weights; their rank at one integer point is <= their rank at
generic weights, so dim Y_j(kappa) <= 66 - rank at generic weights.
Also prints dim Y_j(kappa) at the point (a lower bound).

usage: python jets.py SEED J            (edge alpha = (20-J, J, 0))
       python jets.py SEED a1,a2,a3     (alpha sorted decreasing, a1 >= 4: general version)
General alpha: f_m replaced by the generators [w^beta] l^kappa (beta <= alpha); (a) with e_i = (kappa_i - a2 - a3)^+,
(b) order (kappa_i - a3)^+ at z_i^(3) = {n_i1 = n_i2 = 0} and (kappa_i - a2)^+ at z_i^(2) = {n_i1 = n_i3 = 0},
(c) R = kappa_i + kappa_i' - a2 - a3 and lambda the jet of the one generator with beta = (4 - a2 - a3, a2, a3).
"""
import sys
from itertools import product
from math import comb

import numpy as np

sys.path.insert(0, "/work/main")
from numerics.rank.flint_bridge import flint_rank_mod_p  # noqa: E402

P = 1048573
S, N2 = 4, 10


def monos(d):
    return [e for e in product(range(d + 1), repeat=3) if sum(e) == d]


M10 = monos(N2)
I10 = {e: t for t, e in enumerate(M10)}


def cross(x, y):
    return [(x[1] * y[2] - x[2] * y[1]) % P, (x[2] * y[0] - x[0] * y[2]) % P, (x[0] * y[1] - x[1] * y[0]) % P]


def jet_rows(q, order_lo, order_hi):
    """Rows (functionals on S_10): Taylor coefficients of order a+b in [order_lo, order_hi] at the point q."""
    c = next(x for x in range(3) if q[x] % P)
    inv = pow(q[c], P - 2, P)
    qn = [v * inv % P for v in q]
    o1, o2 = [x for x in range(3) if x != c]
    out = {}
    for tot in range(order_lo, order_hi + 1):
        for a in range(tot + 1):
            b = tot - a
            r = np.zeros(len(M10), dtype=np.int64)
            for e in M10:
                if e[o1] >= a and e[o2] >= b:
                    r[I10[e]] = comb(e[o1], a) * pow(qn[o1], e[o1] - a, P) % P * comb(e[o2], b) % P \
                        * pow(qn[o2], e[o2] - b, P) % P
            out[(a, b)] = r
    return out


def poly_vec(f, deg):
    """coefficient vector in S_10 of f * (nothing) -- f must have degree 10 here; used for evaluation of jets."""
    v = np.zeros(len(M10), dtype=np.int64)
    for e, c in f.items():
        v[I10[e]] = c
    return v


def pmul(f, g):
    out = {}
    for e1, v1 in f.items():
        for e2, v2 in g.items():
            e = (e1[0] + e2[0], e1[1] + e2[1], e1[2] + e2[2])
            out[e] = (out.get(e, 0) + v1 * v2) % P
    return out


def main():
    seed, j = int(sys.argv[1]), int(sys.argv[2])
    rng = np.random.default_rng(seed)
    W2, W3 = (rng.integers(1, P, size=(3, 3), dtype=np.int64) for _ in range(2))
    n = np.einsum("im,mj->ijm", W3, W2) % P
    nl = [[[int(v) for v in n[i, jj]] for jj in range(2)] for i in range(3)]
    lin = [[{tuple(int(x == m) for x in range(3)): nl[i][jj][m] for m in range(3)} for jj in range(2)]
           for i in range(3)]
    tot_b = tot_p = 0
    for kappa in monos(S):
        # Taylor coefficients f_m
        F = {0: {(0, 0, 0): 1}}
        for i in range(3):
            for _ in range(kappa[i]):
                G = {}
                for t, f in F.items():
                    for dt in (0, 1):
                        acc = G.setdefault(t + dt, {})
                        for e, v in pmul(f, lin[i][dt]).items():
                            acc[e] = (acc.get(e, 0) + v) % P
                F = G
        f = [F.get(m, {}) for m in range(j + 1)]
        supp = [i for i in range(3) if kappa[i]]
        rows = []
        for i in supp:  # (a)
            e_i = max(kappa[i] - j, 0)
            if e_i:
                for _ in range(12):
                    v = [int(x) for x in rng.integers(1, P, size=3)]
                    pt = cross(nl[i][0], v)
                    rows += list(jet_rows(pt, 0, e_i - 1).values())
        for i in supp:  # (b)
            rows += list(jet_rows(cross(nl[i][0], nl[i][1]), 0, kappa[i] - 1).values())
        for x in range(len(supp)):  # (c)
            for y in range(x + 1, len(supp)):
                i, i2 = supp[x], supp[y]
                r = kappa[i] + kappa[i2]
                R = r - j
                if R < 1:
                    continue
                q = cross(nl[i][0], nl[i2][0])
                rows += list(jet_rows(q, 0, R - 1).values())
                # lambda: order-R jet of f_j (times any degree-6 monomial nonvanishing at q: use b_c^6)
                c = next(t for t in range(3) if q[t])
                fj = pmul(f[j], {tuple(6 * int(t == c) for t in range(3)): 1})
                top = jet_rows(q, R, R)
                vec = poly_vec(fj, N2)
                lam = {k_: int((row * vec % P).sum() % P) for k_, row in top.items()}
                # check lower orders of f_m vanish as claimed
                for m in range(j + 1):
                    fm = pmul(f[m], {tuple(6 * int(t == c) for t in range(3)): 1})
                    vm = poly_vec(fm, N2)
                    for k_, row in jet_rows(q, 0, r - m - 1).items():
                        assert int((row * vm % P).sum() % P) == 0
                keys = list(top.keys())
                s_ = next(k_ for k_ in keys if lam[k_])
                for t_ in keys:
                    if t_ != s_:
                        rows.append((top[t_] * lam[s_] - top[s_] * lam[t_]) % P)
        A = np.array(rows, dtype=np.int64) % P
        rk = flint_rank_mod_p(A.astype(np.uint64), P, threads=1)[0]
        # dim of the ideal at the point
        prow = []
        for mm in range(j + 1):
            for mon in monos(N2 - S):
                prow.append(poly_vec(pmul(f[mm], {mon: 1}), N2))
        rp = flint_rank_mod_p(np.array(prow, dtype=np.int64).astype(np.uint64), P, threads=1)[0]
        # sanity: every ideal generator satisfies every condition
        assert not ((A @ np.array(prow, dtype=np.int64).T.astype(object)) % P).any()
        tot_b += 66 - rk
        tot_p += rp
        print(kappa, f"conditions rank={rk} upper={66 - rk} at_point={rp}", "OK" if 66 - rk == rp else "GAP", flush=True)
    print(f"j={j}: dim Y_j <= {tot_b} at generic weights (conditions); at the point {tot_p}", flush=True)


if __name__ == "__main__":
    main()
