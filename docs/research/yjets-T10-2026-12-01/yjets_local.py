"""Upper bound on dim Y_alpha(kappa) by conditions valid at EVERY weight, with higher-order local jet conditions.

Conditions (functionals on S_{N_2}), all per kappa:
 (a) divisibility by n_i1^(e_i), e_i = (kappa_i - a2 - a3)^+ (as in yjets.py: vanishing to order e_i at N_2 + 6
     random points of L_i);
 (L) local jet conditions at a point p in {q_ii' = L_i cap L_i', z_i^(3), z_i^(2)} and an order K:
     every generator g_beta vanishes at p to an order >= o_beta(p) at every weight, where
        o_beta(q_ii') = (kappa_i + kappa_i' - beta_2 - beta_3)^+,  o_beta(z_i^(3)) = (kappa_i - beta_3)^+,
        o_beta(z_i^(2)) = (kappa_i - beta_2)^+.
     For f = sum_beta h_beta g_beta, Taylor-expanding h_beta at p to order K - o_beta shows that the jet of f at p of
     orders <= K lies in the span of the vectors B = {X^a Y^b J_{<=K}(g_beta) : a + b <= K - o_beta} (X, Y local
     coordinates centred at p in an affine chart; J the truncated Taylor expansion).  When B is linearly independent at
     the point (asserted; K is skipped otherwise), the (|B|+1)-minors of [B | J_{<=K}(f)] are functionals on S_{N_2},
     polynomial in the weights (after clearing the chart denominator), vanishing on Y_alpha(kappa) at every weight, and
     at the point their span equals ann(span B) o J_{<=K}: that is what is computed.  (The lambda-condition (c) of
     yjets.py is the case K = R at q_ii'; (b) is the case K = o - 1 with B empty.)
The rank of all conditions at the point is <= their rank at generic weights, so dim Y_alpha(kappa) <= dim S_{N_2} -
rank for generic weights.  Every condition row is asserted to annihilate every generator times every monomial of degree
N_2 - s at the point, and every claimed vanishing order is asserted.

usage: python yjets_local.py SEED S KMAX a1,a2,a3 [...]
"""
import sys

import numpy as np
import flint
import os

VERBOSE = bool(os.environ.get("YL_VERBOSE"))

from ycommon import P, Setting, monos, rank, cross


def right_kernel(B, ncols):
    if not B:
        return [[int(i == c) for i in range(ncols)] for c in range(ncols)]
    M = flint.nmod_mat([[int(x) for x in r] for r in B], P)
    X, nul = M.nullspace()
    return [[int(X[i, c]) for i in range(ncols)] for c in range(nul)]


def local_conditions(st, p, orders, gens, kmax):
    """orders: beta -> o_beta at p.  Returns (rows, log list of (K, |B|, dimJ, ok))."""
    jr = st.jet_rows(p, 0, kmax)  # (a, b) -> functional on S_{N_2}
    keys = list(jr.keys())
    J = {}
    for b, f in gens.items():
        v = st.vec(st.lift(p, f))
        J[b] = {k: int((jr[k] * v % P).sum() % P) for k in keys}
        for k in keys:  # claimed order
            if sum(k) < orders[b]:
                assert J[b][k] == 0, ("order", b, k)
    rows, log = [], []
    for K in range(0, kmax + 1):
        kk = [k for k in keys if sum(k) <= K]
        idx = {k: t for t, k in enumerate(kk)}
        B = []
        for b, f in gens.items():
            o = orders[b]
            if o > K:
                continue
            for da in range(K - o + 1):
                for db in range(K - o - da + 1):
                    vec = [0] * len(kk)
                    for (a, bb), val in J[b].items():
                        if a + bb <= K - da - db and val:
                            vec[idx[(a + da, bb + db)]] = val
                    B.append(vec)
        if len(B) >= len(kk):
            log.append((K, len(B), len(kk), "full"))
            continue
        rb = rank(B) if B else 0
        if rb < len(B):
            log.append((K, len(B), len(kk), f"dependent rank {rb}"))
            continue
        ker = right_kernel(B, len(kk))
        for phi in ker:
            r = np.zeros(len(st.M), dtype=np.int64)
            for k, t in idx.items():
                if phi[t]:
                    r = (r + phi[t] * jr[k]) % P
            rows.append(r)
        log.append((K, len(B), len(kk), f"conds {len(ker)}"))
    return rows, log


def run(st, alpha, kmax, verbose=True, points=("q", "z3", "z2")):
    s = st.s
    a1, a2, a3 = alpha
    assert a1 >= s and a1 >= a2 >= a3
    dimS = len(st.M)
    res = {}
    for kappa in monos(s):
        gens = st.gens(kappa, alpha)
        supp = [i for i in range(3) if kappa[i]]
        rows = []
        for i in supp:  # (a)
            e_i = max(kappa[i] - a2 - a3, 0)
            if e_i:
                for _ in range(st.n2 + 6):
                    v = [int(x) for x in st.rng.integers(1, P, size=3)]
                    rows += list(st.jet_rows(cross(st.nl[i][0], v), 0, e_i - 1).values())
        logs = []
        for i in supp:
            if "z3" in points:
                p = cross(st.nl[i][0], st.nl[i][1])
                o = {b: max(kappa[i] - b[2], 0) for b in gens}
                r_, lg = local_conditions(st, p, o, gens, kmax)
                rows += r_
                logs.append((f"z{i}^3", lg))
            if "z2" in points:
                p = cross(st.nl[i][0], st.nl[i][2])
                o = {b: max(kappa[i] - b[1], 0) for b in gens}
                r_, lg = local_conditions(st, p, o, gens, kmax)
                rows += r_
                logs.append((f"z{i}^2", lg))
        if "q" in points:
            for x in range(len(supp)):
                for y in range(x + 1, len(supp)):
                    i, i2 = supp[x], supp[y]
                    p = cross(st.nl[i][0], st.nl[i2][0])
                    o = {b: max(kappa[i] + kappa[i2] - b[1] - b[2], 0) for b in gens}
                    r_, lg = local_conditions(st, p, o, gens, kmax)
                    rows += r_
                    logs.append((f"q{i}{i2}", lg))
        prow = st.ideal_rows(gens.values())
        Pm = np.array(prow, dtype=np.int64)
        rp = rank(prow)
        if rows:
            A = np.array(rows, dtype=np.int64) % P
            rk = rank(rows)
            assert not ((A.astype(object) @ Pm.T.astype(object)) % P).any()
        else:
            rk = 0
        res[kappa] = (dimS - rk, rp)
        if verbose:
            print(alpha, kappa, f"ngens={len(gens)} conditions rank={rk} upper={dimS - rk} at_point={rp}",
                  "OK" if dimS - rk == rp else "GAP", flush=True)
            if dimS - rk != rp or VERBOSE:
                for name, lg in logs:
                    print("    ", name, [t for t in lg if t[3] != "full"], flush=True)
    tb = sum(v[0] for v in res.values())
    tp = sum(v[1] for v in res.values())
    print(f"alpha={alpha}: dim Y_alpha <= {tb} at generic weights (conditions, KMAX={kmax}); at the point {tp}",
          flush=True)
    return res


def main():
    seed, s, kmax = int(sys.argv[1]), int(sys.argv[2]), int(sys.argv[3])
    st = Setting(seed, s)
    print(f"seed={seed} s={s} N2={st.n2} p={P} KMAX={kmax} points distinct: {st.distinct}", flush=True)
    assert st.distinct
    for arg in sys.argv[4:]:
        alpha = tuple(int(v) for v in arg.split(","))
        run(st, alpha, kmax)


if __name__ == "__main__":
    main()
