"""reviewer-176: own check of Corollary E (E boxes (a,0), 1 <= a <= n, at S_p, GF(1048571)).

usage: ebox.py n Dmax a1 a2 ...     env CHECKS=1: span checks of Lemmas E1/E2 (in_g rows vs T_a / S_g), D <= CHKMAX
Point data, generators, slices S_g(N), targets T_g(N): reviewer-174's rc.Rev (docs/reviews/theorem-C-review-2026-12-05).
The module M_(a,0),D = k[p]_(D-n-1) G_(a,0), G_(a,0) = sum_(i<=a) C(theta_2, i) G, is computed here as a trivariate
matrix (columns ordered by t-exponent first, so an rref row's pivot sits in its lowest t-exponent: phi(g) = #pivots
with t-exponent g = dim in_g(M_D)).  Nothing from the helper's folder (echeck/eupper/lam) nor tri/own_copy/common.
formula_D from thin-every-n.  rref: numerics.rank.flint_bridge (FLINT nmod_mat_rref).
"""
import os, sys, time
sys.path.insert(0, '/work/main/docs/reviews/theorem-C-review-2026-12-05')
sys.path.insert(0, '/work/main/docs/research/thin-every-n-2026-12-03')
from rc import *            # Rev, rank, Cb, pmul, P, np
from formula_D import formula_D
from numerics.rank.flint_bridge import flint_row_basis_mod_p


def log(*a):
    print(*a, flush=True)


def cols(D):
    """list of (g, j) (t-exponent g, z-exponent j), t first; and index map."""
    L = [(g, j) for g in range(D + 1) for j in range(D - g + 1)]
    return L, {c: i for i, c in enumerate(L)}


def gens_a(M, a):
    n, nc = M.n, M.nc
    L, idx = cols(n + 1)
    rows = []
    for mu, k in M.gens:
        terms = []
        for s in range(3):
            kap = list(mu); kap[s] += 1; kap = tuple(kap)
            for (ex, et, ez), v in pmul(M.h[k], M.ypow(kap)).items():
                terms.append((et, ez, M.ki[kap], v))
        for i in range(min(a, n + 1) + 1):
            row = np.zeros(len(L) * nc, np.int64)
            for et, ez, ki, v in terms:
                row[idx[(et, ez)] * nc + ki] = (row[idx[(et, ez)] * nc + ki] + v * Cb(et, i)) % P
            if row.any():
                rows.append(row)
    return np.array(rows, np.int64)


def rowbasis(A):
    return flint_row_basis_mod_p(np.ascontiguousarray(A % P, dtype=np.uint64), P)


def module(M, a, Dmax):
    """yield D, rref basis B (uint64), for D = n+1..Dmax"""
    n, nc = M.n, M.nc
    B = rowbasis(gens_a(M, a)); D = n + 1
    yield D, B
    while D < Dmax:
        L, _ = cols(D); L1, idx1 = cols(D + 1)
        maps = [np.array([idx1[(g, j)] for g, j in L]), np.array([idx1[(g + 1, j)] for g, j in L]),
                np.array([idx1[(g, j + 1)] for g, j in L])]
        nB = B.shape[0]
        R = np.zeros((3 * nB, len(L1), nc), np.uint64)
        Bv = B.reshape(nB, len(L), nc)
        for q in range(3):
            R[q * nB:(q + 1) * nB, maps[q], :] = Bv
        del B
        B = rowbasis(R.reshape(3 * nB, -1)); D += 1
        del R
        yield D, B


def profile(B, D, nc):
    L, _ = cols(D)
    tcol = np.repeat(np.array([g for g, j in L]), nc)
    piv = np.argmax(B != 0, axis=1)
    assert (np.diff(piv) > 0).all()
    return [int(v) for v in np.bincount(tcol[piv], minlength=D + 1)], piv, tcol


def in_rows(B, D, nc, g, piv, tcol):
    """initial forms at t-exponent g: rows with pivot in group g, restricted to group g (binary form of degree D-g)."""
    L, idx = cols(D)
    lo = idx[(g, 0)] * nc; hi = lo + (D - g + 1) * nc
    sel = tcol[piv] == g
    return B[sel][:, lo:hi].astype(np.int64)


def main():
    n, Dmax = int(sys.argv[1]), int(sys.argv[2]); As = [int(v) for v in sys.argv[3:]]
    chk = os.environ.get('CHECKS', '0') == '1'; chkmax = int(os.environ.get('CHKMAX', '99'))
    d1 = Cb(n + 1, 2)
    M = Rev(n); nc = M.nc
    log(f'== ebox.py n={n} Dmax={Dmax} boxes={As} d1={d1} CHECKS={chk}')
    Tc = {}
    def T(g, N):
        if (g, N) not in Tc:
            Tc[(g, N)] = M.dimT(g, N)
        return Tc[(g, N)]
    for a in As:
        t0 = time.time()
        F = formula_D(n, a, 0, d1)[1]; L_a = 18 if a == 1 else 9
        # P(e, a) for e = 0..n+4
        Pl = []
        for e in range(0, n + 5):
            s, tv = M.dimS(a, e), T(a, e)
            assert s <= tv
            Pl.append((e, s, tv))
        fails = [e for e, s, tv in Pl if s != tv]
        failsmid = [e for e in fails if e <= n + 2]
        e0P = max(1, 1 + max(failsmid)) if failsmid else 1
        log(f'[({a},0)] P(e,{a}) (e, dimS_a(a+e), dimT_a(e)) failures: {[(e, s, tv) for e, s, tv in Pl if s != tv]}; '
            f'holds e={[e for e, s, tv in Pl if s == tv]} -> e0_P = {e0P}  ({time.time()-t0:.1f}s)')
        low = [T(g, d1 - g) for g in range(a + 1)]
        cnt_low = [M.count_T(g, d1 - g) for g in range(a + 1)]
        R = {}
        for e0 in sorted({e0P, n + 3}):
            mid = [T(a, e) for e in range(e0, d1 - a)]
            R[e0] = F - L_a + 3 - sum(low) - sum(mid)
        log(f'[({a},0)] F_a = formula_D(n,{a},0,d1) = {F}, L_a = {L_a}, sum_(g<=a) dimT_g(d1-g) = {sum(low)} '
            f'(closed-form counts {sum(cnt_low)}), R_inf = {R}  ({time.time()-t0:.1f}s)')
        tops = {e0: {} for e0 in R}
        for D, B in module(M, a, Dmax):
            prof, piv, tcol = profile(B, D, nc)
            dim = B.shape[0]
            fD = formula_D(n, a, 0, D)[1]
            for e0 in R:
                tops[e0][D] = sum(prof[g] for g in range(max(0, D - e0 + 1), D + 1))
            # Lemma E2 (dims): phi(g) == dim S_g(D-g), g <= a
            e2 = all(prof[g] == M.dimS(g, D - g) for g in range(min(a, D) + 1))
            # Lemma E1 (dims): phi(g) <= dim T_a(D-g) for g > a; middle cells equal where e >= e0P and P holds
            e1 = all(prof[g] <= T(a, D - g) for g in range(a + 1, D + 1))
            midok = all(prof[g] == T(a, D - g) for g in range(a + 1, D - e0P + 1))
            # Theorem E identity with e0 = e0P (if D >= a + e0P)
            if D >= a + e0P:
                rhs = sum(M.dimS(g, D - g) for g in range(a + 1)) + sum(T(a, e) for e in range(e0P, D - a)) + tops[e0P][D]
                thE = 'EQUAL' if rhs == dim else f'DIFFERENT rhs={rhs}'
            else:
                thE = 'n/a'
            extra = ''
            if chk and D <= chkmax:
                bad2 = []
                for g in range(min(a, D) + 1):
                    X = in_rows(B, D, nc, g, piv, tcol); S = M.S(g, D - g)
                    if X.shape[0] and rank(np.vstack([S, X])) != rank(S):
                        bad2.append(g)
                bad1 = []
                for g in range(a + 1, D + 1):
                    X = in_rows(B, D, nc, g, piv, tcol)
                    if not X.shape[0]:
                        continue
                    N = D - g
                    Yc = M.Ycond(a, N)
                    okY = (Yc.shape[0] == 0) or not mulmod(X, Yc.T).any()
                    I = M.Irows(g, N)
                    okI = rank(np.vstack([I, X])) == rank(I)
                    if not (okY and okI):
                        bad1.append((g, okY, okI))
                extra = f' | span checks: E2 in_g ⊆ S_g bad={bad2}; E1 in_g ⊆ T_a bad={bad1}'
            log(f'[({a},0)] D={D}: dim M={dim} formula_D-L_a={fD - L_a} diff={dim - (fD - L_a)} '
                f'top={ {e0: tops[e0][D] for e0 in R} } E2(dims)={e2} E1(dims<=)={e1} mid=T_a(e>=e0P)={midok} '
                f'ThmE={thE} profile={prof}{extra}  ({time.time()-t0:.1f}s)')
        for e0 in R:
            tp = tops[e0]
            Dp = next((D for D in sorted(tp) if D >= a + e0 and tp[D] >= R[e0]), None)
            ctrl = tp.get(Dp - 1) if Dp else None
            mono = all(tp[D] <= tp[D + 1] for D in tp if D + 1 in tp)
            log(f'ROW n={n} ({a},0) e0={e0} R_inf={R[e0]} D\'={Dp} top(D\'-1)={ctrl} tops={tp} nondecr={mono}'
                f'  ({time.time()-t0:.1f}s)')


if __name__ == '__main__':
    main()
