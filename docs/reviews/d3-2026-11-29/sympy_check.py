# Independent symbolic check (sympy) of NOTES 5.2 (a-splitting) and 5.3 (B_g(d,m) = sum_{g'<=g} B_g'(1,m)),
# and that steps_rv.piece_matrix spans exactly the symbolic B_g'(1,m) (same weights).
import sys, itertools, numpy as np, sympy as S
from common_rv import *
import steps_rv as F

def setup(R, seed):
    rng = np.random.default_rng(seed * 1009 + 31)
    W2, H1, H2 = (rmat(rng, R, R) for _ in range(3))
    L = rng.integers(1, P, size=R, dtype=np.int64)
    return W2, L, H1, H2

def sym_pieces(R, d, m, W2, L, H1, H2):
    p = S.symbols(f'p0:{R}'); b = S.symbols(f'b0:{R}'); ap = S.symbols(f'A0:{R}'); bp = S.symbols(f'B0:{R}')
    Wm, Hm1, Hm2 = S.Matrix(W2.tolist()), S.Matrix(H1.tolist()), S.Matrix(H2.tolist())
    Lv = [int(x) for x in L]
    c = lambda bb: list(Wm.T * S.diag(*Lv) * S.Matrix(bb))      # c^L
    cb = c(bp)
    # spanning set of I'(d, m): a'^kappa a'_j c_j(b') b'^beta
    src = []
    for kap in F.exps(R, d - 1):
        for j in range(R):
            for beta in F.exps(R, m - 1):
                src.append(S.prod([ap[i] ** kap[i] for i in range(R)]) * ap[j] * cb[j] * S.prod([bp[i] ** beta[i] for i in range(R)]))
    v = Wm * S.Matrix(p); q = [b[i] * v[i] for i in range(R)]
    Ha = list(Hm1 * S.Matrix(p)); Hq = list(Hm2 * S.Matrix(q))
    ell = sum(Lv[i] * q[i] for i in range(R))
    sub = {**{ap[i]: Ha[i] for i in range(R)}, **{bp[i]: Hq[i] for i in range(R)}}
    tops = F.exps(R, m + 1); ti = {e: i for i, e in enumerate(tops)}
    D = d + m + 1
    pieces = {g: [] for g in F.exps(R, D)}
    psis = []
    for s in src:
        psi = S.Poly(S.expand(ell * s.xreplace(sub)), *p, *b)
        psis.append(psi)
        rowsg = {}
        for mon, co in psi.terms():
            g, de = mon[:R], mon[R:]
            rowsg.setdefault(g, np.zeros(len(tops), dtype=object))[ti[de]] += co
        for g in pieces:
            pieces[g].append(rowsg.get(g, np.zeros(len(tops), dtype=object)))
    return {g: np.array([[int(x) % P for x in r] for r in rows], dtype=np.int64) for g, rows in pieces.items()}, psis, (p, b)

def theta_direct(R, psis, pb, rng):
    # span over u and s of Psi_s(a (.) u, b) as polynomials in (a, b): evaluate at random (a, b) points
    p, b = pb
    fs = [S.lambdify((*p, *b), x.as_expr(), 'math') for x in psis]
    npts = 0
    return fs

def main(R, m, dmax, seed):
    W2, L, H1, H2 = setup(R, seed)
    tops = F.exps(R, m + 1); idx_top = {e: i for i, e in enumerate(tops)}
    lev = {d: sym_pieces(R, d, m, W2, L, H1, H2)[0] for d in range(1, dmax + 1)}
    # fast pieces at level 1 (all supports)
    Kv = list(range(R))
    # build E_of for all variables via a tiny DP (same as steps_rv.run but reused here)
    polysE = {}
    pv = S.symbols(f'p0:{R}'); Wm = S.Matrix(W2.tolist()); vv = Wm * S.Matrix(pv)
    def E_of(gg):
        col = []
        for de in tops:
            key = de
            if key not in polysE:
                polysE[key] = S.Poly(S.expand(S.prod([vv[i] ** de[i] for i in range(R)])), *pv)
            col.append(int(polysE[key].coeff_monomial(S.prod([pv[i] ** gg[i] for i in range(R)]))) % P)
        return np.array(col, dtype=np.int64)
    allok = True
    for g in F.exps(R, m + 2):
        A = F.piece_matrix(R, m, g, W2, L, H1, H2, idx_top, tops, E_of, Kv).toarray() % P
        Bs = lev[1][g]
        r1, r2, r12 = rank_modp(A), rank_modp(Bs), rank_modp(np.vstack([A, Bs]))
        ok = (r1 == r2 == r12)
        allok &= ok
    print(f"R={R} m={m}: fast piece_matrix == symbolic B_g'(1,m) for all {len(F.exps(R, m+2))} g': {allok}")
    for d in range(2, dmax + 1):
        D = d + m + 1
        okd = True; tot = 0
        for g in F.exps(R, D):
            Bd = lev[d][g]
            subs = [lev[1][gp] for gp in F.exps(R, m + 2) if all(gp[i] <= g[i] for i in range(R))]
            Sm = np.vstack(subs)
            r_d, r_s, r_u = rank_modp(Bd), rank_modp(Sm), rank_modp(np.vstack([Bd, Sm]))
            k = sum(1 for x in g if x > 0)
            tgt = mset(R, m + 1) - mset(R - k, m + 1)
            tot += r_d
            if not (r_d == r_s == r_u):
                okd = False; print('  5.3 identity FAILS at', g, r_d, r_s, r_u)
        print(f"R={R} m={m} d={d}: 5.3 identity B_g(d,m) = sum_(g'<=g) B_g'(1,m) holds for all g: {okd}; sum_g dim B_g(d,m) = {tot}")

if __name__ == '__main__':
    main(int(sys.argv[1]), int(sys.argv[2]), int(sys.argv[3]), int(sys.argv[4]))
