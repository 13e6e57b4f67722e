"""Referee checks: containment sanity, Lemma Sw, Lemma Q, (L_s) for B boxes.  usage: checks.py n what [boxes]"""
import sys, numpy as np
sys.path.insert(0, 'docs/reviews/thin-B-boxes-2026-12-04')
from ref import *

def Bboxes(n):
    return [(a, b) for a in range(1, n) for b in range(1, n) if a + b >= n + 1]

def run_sw(n, boxes, D):
    C, Cs = ctx(n), ctx(n, swap=True)
    G, Gs = C.generators(), Cs.generators()
    log(f'n={n} dim G={rank(G)} dim G^sigma={rank(Gs)}; sigma(G) = G(S^sigma)?', same_space(C.sigma(G, n + 1), Gs))
    for (a, b) in boxes:
        M = C.module(C.theta_box(G, a, b), D); Ms = Cs.module(Cs.theta_box(Gs, b, a), D)
        log(f'  Sw module: sigma(M_({a},{b})(S)) vs M_({b},{a})(S^sig), D={D}: ranks/union/equal', same_space(C.sigma(M, D), Ms))
        T = C.T_rows(D, a, b); Ts = Cs.T_rows(D, b, a)
        # f in T^sigma iff T (f o sigma) = 0 iff (T sigma-permuted columns) f = 0
        log(f'  Sw target: condition spaces of T_({a},{b})(S)^sigma vs T_({b},{a})(S^sig)', same_space(C.sigma(T, D), Ts),
            f'dim T = {C.ncols(D) - rank(T)}')
        prod = (T % P) @ (M % P).T % P
        log(f'  containment M_({a},{b}) in T_({a},{b}) at S, D={D}:', not prod.any(), f'dim M={rank(M)}')

def run_q(n, boxes, D):
    C = ctx(n)
    for (a, b) in boxes:
        for m in range(n - b, D + 1):
            L, idx = C.pm(D); Lq, idxq = C.pm(D - m); nc = C.nc
            T = C.T_rows(D, a, b)
            keep = [idx[al] * nc + ci for al in L if al[1] >= m for ci in range(nc)]
            # reindex kept columns to degree D-m (divide by t^m)
            order = [idxq[(al[0], al[1] - m, al[2])] * nc + ci for al in L if al[1] >= m for ci in range(nc)]
            Tres = np.zeros((T.shape[0], C.ncols(D - m)), dtype=np.int64); Tres[:, order] = T[:, keep]
            Qr = mat(C.J_rows(D - m, colon_t=True) + C.Y2_rows(D - m, a), C.ncols(D - m))
            dimTm = C.ncols(D - m) - rank(Tres); dimQ = C.ncols(D - m) - rank(Qr)
            ok = same_space(Tres, Qr)
            # t Q subset T_(a,inf): Q basis in degree D-m, shift by t, apply T_(a,inf) rows in degree D-m+1
            Qb = nullbasis(Qr, C.ncols(D - m)); tQ = C.shift(Qb, D - m, (0, 1, 0))
            TA = C.T_rows(D - m + 1, a, None)
            prod = (TA % P) @ (tQ % P).T % P if Qb.shape[0] else np.zeros(1)
            log(f'  Lemma Q n={n} ({a},{b}) D={D} m={m}: dim(T_D cap t^m F)={dimTm} dim Q_(D-m)={dimQ} same conditions={ok[3]}; tQ in T_(a,inf): {not prod.any()}')
        # one step below n-b (m = n-b-1 >= 1): expected to differ
        m = n - b - 1
        if m >= 1:
            L, idx = C.pm(D); Lq, idxq = C.pm(D - m); nc = C.nc; T = C.T_rows(D, a, b)
            keep = [idx[al] * nc + ci for al in L if al[1] >= m for ci in range(nc)]
            order = [idxq[(al[0], al[1] - m, al[2])] * nc + ci for al in L if al[1] >= m for ci in range(nc)]
            Tres = np.zeros((T.shape[0], C.ncols(D - m)), dtype=np.int64); Tres[:, order] = T[:, keep]
            Qr = mat(C.J_rows(D - m, colon_t=True) + C.Y2_rows(D - m, a), C.ncols(D - m))
            log(f'  (control) m=n-b-1={m}: dim(T_D cap t^m F)={C.ncols(D-m)-rank(Tres)} vs dim Q={C.ncols(D-m)-rank(Qr)}')

def run_L(n, boxes):
    C = ctx(n); G = C.generators()
    for (a, b) in boxes:
        Gab = C.theta_box(G, a, b); Gai = C.theta_box(G, a, None)
        for s in ([n - b - 1, n - b] if n - b - 1 >= 0 else [n - b]):
            D = n + 1 + s
            M = C.module(Gab, D); tsG = Gai
            for _ in range(s): tsG = C.shift(tsG, n + 1 + _, (0, 1, 0))
            rM = rank(M); rMG = rank(np.vstack([M, tsG]))
            T = C.T_rows(D, a, b); dT = C.ncols(D) - rank(T)
            log(f'  (L_s) n={n} ({a},{b}) s={s} (n-b={n-b}) D={D}: dim M={rM} dim(M+t^s G_(a,inf))={rMG} deficit={rMG - rM}; dim T_(a,b),D={dT}')
        # mirror (L^z_s), s = n-a and n-a-1
        Gib = C.theta_box(G, None, b)
        for s in ([n - a - 1, n - a] if n - a - 1 >= 0 else [n - a]):
            D = n + 1 + s; M = C.module(Gab, D); zsG = Gib
            for _ in range(s): zsG = C.shift(zsG, n + 1 + _, (0, 0, 1))
            rM = rank(M); rMG = rank(np.vstack([M, zsG]))
            log(f'  (L^z_s) n={n} ({a},{b}) s={s} (n-a={n-a}) D={D}: deficit={rMG - rM}')

if __name__ == '__main__':
    n = int(sys.argv[1]); what = sys.argv[2]
    boxes = [tuple(int(v) for v in x.split(',')) for x in sys.argv[4:]] if len(sys.argv) > 4 else Bboxes(n)
    arg = int(sys.argv[3]) if len(sys.argv) > 3 else 0
    log('n', n, what, boxes, 'p', P)
    if what == 'sw': run_sw(n, boxes, arg)
    if what == 'q': run_q(n, boxes, arg)
    if what == 'L': run_L(n, boxes)
    log('done')
