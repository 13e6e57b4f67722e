"""Reviewer's own code (yjets-T10 review, 2026-12-01). Independent of the helper's scripts.

For each class alpha and each kappa (|kappa| = s):
  * point value dim Y_alpha(kappa) = rank of {g_beta * b^mu} (beta <= alpha, |beta| = s, |mu| = N2 - s) mod P;
  * upper-bound certificate: rank of conditions, all valid at every weight (Lemma C argument):
      (a) divisibility by n_i1^{e_i}, e_i = (kappa_i - a2 - a3)^+: the annihilator of n_i1^{e_i} S_{N2-e_i}
          (this subspace has full rank C(N2-e_i+2,2) whenever n_i1 != 0, so the maximal minors argument applies);
      (b) local jet conditions at p in {q_ii', z_i^(3), z_i^(2)}, K = 0..KMAX: f_K-jet in span B_K(p),
          B_K(p) = {X^a Y^b g_beta truncated : a+b <= K - o_beta(p)}; used only when B_K(p) has full row rank at
          the point (then ann(B_K) o J_K is the span of the minors at this point).
  bound = dim S_N2 - rank(conditions).
Checks: every condition row annihilates every generator row (exact mod P); every claimed order o_beta(p) holds
for the computed jets; points distinct/defined.

usage: python rev_local.py SEED PRIME S KMAX a1,a2,a3 [...]
"""

import random
import sys
import time
from itertools import product
from math import comb

import flint


def monos(d, nv=3):
    if nv == 1:
        return [(d,)]
    out = []
    for e in range(d, -1, -1):
        for rest in monos(d - e, nv - 1):
            out.append((e,) + rest)
    return out


def add(a, b):
    return tuple(x + y for x, y in zip(a, b))


def cross(u, v, P):
    return [(u[1] * v[2] - u[2] * v[1]) % P, (u[2] * v[0] - u[0] * v[2]) % P, (u[0] * v[1] - u[1] * v[0]) % P]


class Setting:
    def __init__(self, seed, P, s):
        self.P, self.s = P, s
        rng = random.Random(seed)
        W2 = [[rng.randrange(1, P) for _ in range(3)] for _ in range(3)]
        W3 = [[rng.randrange(1, P) for _ in range(3)] for _ in range(3)]
        # n[i][j] = vector over m of W3[i,m] W2[m,j]   (n_ij(b) = sum_m W3[i,m] b_m W2[m,j])
        self.n = [[[W3[i][m] * W2[m][j] % P for m in range(3)] for j in range(3)] for i in range(3)]
        self.N1 = comb(s + 2, 3)
        self.N2 = comb(s + 1, 2)
        self.mon_top = monos(self.N2)
        self.idx_top = {m: t for t, m in enumerate(self.mon_top)}
        self.mus = monos(self.N2 - s)
        # special points
        n = self.n
        pts = {}
        for i in range(3):
            for i2 in range(i + 1, 3):
                pts[("q", i, i2)] = cross(n[i][0], n[i2][0], P)
            pts[("z3", i)] = cross(n[i][0], n[i][1], P)  # n_i1 = n_i2 = 0
            pts[("z2", i)] = cross(n[i][0], n[i][2], P)  # n_i1 = n_i3 = 0
        self.pts = pts
        keys = list(pts)
        ok = all(any(pts[k]) for k in keys)
        for x in range(len(keys)):
            for y in range(x + 1, len(keys)):
                if not any(cross(pts[keys[x]], pts[keys[y]], P)):
                    ok = False
        self.points_ok = ok
        # l^kappa, as dict (w-exp, b-exp) -> coeff
        self.powers = {}
        for kappa in monos(s):
            poly = {((0, 0, 0), (0, 0, 0)): 1}
            for i in range(3):
                for _ in range(kappa[i]):
                    new = {}
                    for (ew, eb), v in poly.items():
                        for j in range(3):
                            for m in range(3):
                                c = n[i][j][m]
                                if c == 0:
                                    continue
                                ej = list(ew); ej[j] += 1
                                em = list(eb); em[m] += 1
                                key = (tuple(ej), tuple(em))
                                new[key] = (new.get(key, 0) + v * c) % P
                    poly = new
            byb = {}
            for (ew, eb), v in poly.items():
                if v:
                    byb.setdefault(ew, {})[eb] = v
            self.powers[kappa] = byb

    def jet_setup(self, pt, kmax):
        """chart c (first nonzero coordinate), normalised point; local coords X = b_a - p_a, Y = b_a' - p_a'
        (with b_c = 1). Returns a function jet(form dict) -> dict (u,v)->coeff (full Taylor expansion)."""
        P = self.P
        c = next(t for t in range(3) if pt[t] % P)
        inv = pow(pt[c], P - 2, P)
        p = [x * inv % P for x in pt]
        a, a2 = [t for t in range(3) if t != c]
        cache = {}

        def mono_jet(m):
            if m in cache:
                return cache[m]
            ea, eb = m[a], m[a2]
            out = {}
            for u in range(ea + 1):
                cu = comb(ea, u) * pow(p[a], ea - u, P) % P
                for v in range(eb + 1):
                    cv = comb(eb, v) * pow(p[a2], eb - v, P) % P
                    out[(u, v)] = cu * cv % P
            cache[m] = out
            return out

        def jet(form):
            out = {}
            for m, coef in form.items():
                for uv, cc in mono_jet(m).items():
                    out[uv] = (out.get(uv, 0) + coef * cc) % P
            return {k: v for k, v in out.items() if v}

        return jet

    def order_bounds(self, key, kappa, beta):
        if key[0] == "q":
            i, i2 = key[1], key[2]
            return max(kappa[i] + kappa[i2] - beta[1] - beta[2], 0)
        i = key[1]
        if key[0] == "z3":
            return max(kappa[i] - beta[2], 0)
        return max(kappa[i] - beta[1], 0)


def rank(rows, ncols, P):
    if not rows:
        return 0
    M = flint.nmod_mat(len(rows), ncols, [x for r in rows for x in r], P)
    return M.rank()


def nullspace_rows(rows, ncols, P):
    """basis of {v : rows . v = 0}, as a list of vectors (length ncols)."""
    if not rows:
        return [[int(i == j) for j in range(ncols)] for i in range(ncols)]
    M = flint.nmod_mat(len(rows), ncols, [x for r in rows for x in r], P)
    X, nul = M.nullspace()
    return [[int(X[i, j]) for i in range(ncols)] for j in range(nul)]


def run_kappa(S, alpha, kappa, kmax, verbose=False):
    P, s, N2 = S.P, S.s, S.N2
    ntop = len(S.mon_top)
    gens = {beta: g for beta, g in S.powers[kappa].items() if all(x <= y for x, y in zip(beta, alpha))}
    # generator rows g_beta * b^mu
    yrows = []
    for beta, g in gens.items():
        for mu in S.mus:
            r = [0] * ntop
            for eb, v in g.items():
                r[S.idx_top[add(eb, mu)]] = v
            yrows.append(r)
    point = rank(yrows, ntop, P)
    conds = []
    used = {}
    # (a) divisibility
    a2, a3 = alpha[1], alpha[2]
    for i in range(3):
        e = max(kappa[i] - a2 - a3, 0)
        if e == 0:
            continue
        # n_i1^e as a form
        form = {(0, 0, 0): 1}
        for _ in range(e):
            new = {}
            for m, v in form.items():
                for t in range(3):
                    c = S.n[i][0][t]
                    k = list(m); k[t] += 1; k = tuple(k)
                    new[k] = (new.get(k, 0) + v * c) % P
            form = new
        V = []
        for nu in monos(N2 - e):
            r = [0] * ntop
            for m, v in form.items():
                r[S.idx_top[add(m, nu)]] = v
            V.append(r)
        assert rank(V, ntop, P) == len(V)
        ann = nullspace_rows(V, ntop, P)
        conds.extend(ann)
        used[("div", i)] = len(ann)
    # (b) local jets
    for key, pt in S.pts.items():
        jet = S.jet_setup(pt, kmax)
        gj = {beta: jet(g) for beta, g in gens.items()}
        # check claimed orders
        for beta, jj in gj.items():
            o = S.order_bounds(key, kappa, beta)
            assert all(u + v >= o for (u, v) in jj), (key, kappa, beta, o)
        topjets = [jet({m: 1}) for m in S.mon_top]
        omin = min(S.order_bounds(key, kappa, b) for b in gens) if gens else 0
        mode = __import__("os").environ.get("RV_MODE", "full")
        kcap = kmax
        if mode == "old":  # d4r3's (b), (c): plain vanishing at z, K <= R at q
            kcap = min(kmax, omin if key[0] == "q" else omin - 1)
        elif mode == "qR1":  # as old, but K <= R + 1 at q
            kcap = min(kmax, omin + 1 if key[0] == "q" else omin - 1)
        for K in range(kcap + 1):
            coords = [(u, K2 - u) for K2 in range(K + 1) for u in range(K2, -1, -1)]
            cidx = {c: t for t, c in enumerate(coords)}
            ncoord = len(coords)
            B = []
            for beta, jj in gj.items():
                o = S.order_bounds(key, kappa, beta)
                for d in range(K - o + 1):
                    for x in range(d + 1):
                        y = d - x
                        r = [0] * ncoord
                        for (u, v), c in jj.items():
                            if u + x + v + y <= K:
                                r[cidx[(u + x, v + y)]] = c
                        B.append(r)
            k = len(B)
            if k >= ncoord:
                continue
            if k and rank(B, ncoord, P) < k:
                if verbose:
                    print("   skip dependent", key, K, k, ncoord)
                continue
            ann = nullspace_rows(B, ncoord, P)
            Jm = [[tj.get(c, 0) for tj in topjets] for c in coords]  # ncoord x ntop
            for v in ann:
                row = [0] * ntop
                for t, vt in enumerate(v):
                    if vt:
                        jr = Jm[t]
                        for col in range(ntop):
                            if jr[col]:
                                row[col] = (row[col] + vt * jr[col]) % P
                conds.append(row)
            used[(key, K)] = (k, ncoord, len(ann))
    r = rank(conds, ntop, P)
    # annihilation check: conds . yrows^T == 0
    if conds and yrows:
        C = flint.nmod_mat(len(conds), ntop, [x for row in conds for x in row], P)
        Yt = flint.nmod_mat(len(yrows), ntop, [x for row in yrows for x in row], P).transpose()
        prodm = C * Yt
        assert all(int(prodm[i, j]) == 0 for i in range(prodm.nrows()) for j in range(prodm.ncols())), "annihilation"
    bound = ntop - r
    if verbose:
        # incremental ranks per source for information
        print("  ", kappa, "point", point, "bound", bound, "conds rank", r)
    return point, bound, used


def main():
    seed, P, s, kmax = (int(x) for x in sys.argv[1:5])
    alphas = [tuple(int(x) for x in a.split(",")) for a in sys.argv[5:]]
    t0 = time.time()
    S = Setting(seed, P, s)
    print(f"seed {seed} prime {P} s {s} N1 {S.N1} N2 {S.N2} kmax {kmax} points_ok {S.points_ok}", flush=True)
    assert S.points_ok
    for alpha in alphas:
        assert sum(alpha) == S.N1 and list(alpha) == sorted(alpha, reverse=True)
        tp = tb = 0
        per = []
        for kappa in monos(s):
            point, bound, used = run_kappa(S, alpha, kappa, kmax, verbose=bool(int(__import__("os").environ.get("RV", "0"))))
            tp += point
            tb += bound
            per.append((kappa, point, bound))
            assert bound >= point
        bad = [x for x in per if x[1] != x[2]]
        print(f"alpha {alpha} point {tp} bound {tb} equal {tp == tb} mismatched_kappa {bad} time {time.time() - t0:.1f}",
              flush=True)
        print("   per kappa (kappa, point, bound):", per, flush=True)


if __name__ == "__main__":
    main()
