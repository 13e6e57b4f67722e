"""Second reviewer (Part 2) checks, built on the first reviewer's ref.py (own model; only W3, H2, p from the lab).
usage:
  part2.py L n [a,b ...]     (L_(n-b)) if b >= a, (L^z_(n-a)) if a > b, and one step below (B boxes; default all)
  part2.py step n            every B-region step t G_(a,b') in M_(a,b'-1) and z G_(a',b) in M_(a'-1,b), deg n+2,
                             with s = 1 and s = 0; and (L_1^base) t G_(a,inf) in M_(a,n-1) with s = 1, 0
  part2.py bsig n            (OC), (OC') and statement (B) (b = 1, slice 0, N = n+3, n+4) at S_p^sigma (and at S_p)
"""
import sys, time, numpy as np
sys.path.insert(0, 'docs/reviews/thin-B-boxes-2026-12-04')
from ref import *
import ref

def _tofl(V):                      # faster conversion than ref.tofl (same matrix)
    r, c = V.shape
    return flint.nmod_mat(r, c, (V % P).ravel().tolist(), P)
ref.tofl = _tofl

def rank(V):
    if V.shape[0] == 0: return 0
    return _tofl(V).rank()

def rowbasis(V):
    if V.shape[0] == 0: return V
    R, r = _tofl(V).rref()
    return np.array(R.tolist()[:r], dtype=np.int64).reshape(r, V.shape[1])
ref.rowbasis = rowbasis; ref.rank = rank

def Bboxes(n):
    return [(a, b) for a in range(1, n) for b in range(1, n) if a + b >= n + 1]

T_ = (0, 1, 0); Z_ = (0, 0, 1); XTZ = [(1, 0, 0), (0, 1, 0), (0, 0, 1)]

def up(C, V, d):
    return rowbasis(np.vstack([C.shift(V, d, e) for e in XTZ]))

def deficit(M, X):
    rM = M.shape[0]  # M is a row basis
    return rM, rank(np.vstack([M, X])) - rM

def run_L(n, boxes, below_only=False):
    C = ctx(n); G = C.generators()
    log(f'n={n} dim G={rank(G)}')
    for (a, b) in boxes:
        t0 = time.time()
        if b >= a:
            s0, dirn, Gbig, nm = n - b, T_, C.theta_box(G, a, None), 't'
        else:
            s0, dirn, Gbig, nm = n - a, Z_, C.theta_box(G, None, b), 'z'
        M = C.theta_box(G, a, b); d = n + 1; X = Gbig; out = []
        top = s0 - 1 if below_only else s0
        for s in range(0, top + 1):
            if s >= s0 - 1:
                rM, df = deficit(M, X); out.append((s, d, rM, df))
            if s < top:
                M = up(C, M, d); X = C.shift(X, d, dirn); d += 1
        txt = '; '.join(f's={s} (D={D}): dim M={rM} deficit={df}' for (s, D, rM, df) in out)
        log(f'n={n} ({a},{b}) L^{nm}_s, predicted s={s0}: {txt}  [{time.time() - t0:.0f}s]')

def run_steps_only(n, pairs):
    """only the listed t-steps (a, b'): t G_(a,b') in M_(a,b'-1); b' = 'inf' means (L_1^base) for a."""
    C = ctx(n); G = C.generators()
    for (a, bp) in pairs:
        t0 = time.time()
        if bp == 'inf':
            Gs, Gt, lab = C.theta_box(G, a, None), C.theta_box(G, a, n - 1), f'(L_1^base) t G_({a},inf) in M_({a},{n-1})'
        else:
            Gs, Gt, lab = C.theta_box(G, a, bp), C.theta_box(G, a, bp - 1), f'(Step) t G_({a},{bp}) in M_({a},{bp-1})'
        r0, d0 = deficit(Gt, Gs); M1 = up(C, Gt, n + 1); r1, d1 = deficit(M1, C.shift(Gs, n + 1, T_))
        log(f'n={n} {lab}: s=0 (D={n+1}): dim M={r0} deficit={d0};  s=1 (D={n+2}): dim M={r1} deficit={d1}  [{time.time()-t0:.0f}s]')

def run_step(n, zsteps=False):
    C = ctx(n); G = C.generators(); cache = {}; upc = {}
    def Mup(a, b):
        if (a, b) not in upc: upc[(a, b)] = up(C, Gab(a, b), n + 1)
        return upc[(a, b)]
    def Gab(a, b):
        if (a, b) not in cache: cache[(a, b)] = C.theta_box(G, a, b)
        return cache[(a, b)]
    def check(label, Gsrc, tgt, dirn):
        t0 = time.time()
        r0, d0 = deficit(Gab(*tgt), Gsrc)                  # s = 0: G_src in M_tgt, degree n+1
        M1 = Mup(*tgt); r1, d1 = deficit(M1, C.shift(Gsrc, n + 1, dirn))  # s = 1, degree n+2
        log(f'n={n} {label}: s=0 (D={n+1}): dim M={r0} deficit={d0};  s=1 (D={n+2}): dim M={r1} deficit={d1}  [{time.time()-t0:.0f}s]')
    for a in (range(2, n) if not zsteps else []):
        check(f'(L_1^base) t G_({a},inf) in M_({a},{n-1})', C.theta_box(G, a, None), (a, n - 1), T_)
    for a in (range(1, n) if not zsteps else []):
        for bp in range(1, n):
            if a + bp - 1 >= n + 1:
                check(f'(Step) t G_({a},{bp}) in M_({a},{bp-1})', Gab(a, bp), (a, bp - 1), T_)
    for ap in (range(1, n) if zsteps else []):
        for b in range(1, n):
            if ap - 1 + b >= n + 1:
                check(f'(Step^z) z G_({ap},{b}) in M_({ap-1},{b})', Gab(ap, b), (ap - 1, b), Z_)

def run_bsig(n, swap):
    C = ctx(n, swap=swap); W3, H2 = C.W3, C.H2
    # (OC): entries of W3, H2 nonzero; rho_r = root of ybar_r = W3[r][0] x + W3[r][2] z on P^1 (t = 0)
    ent = all(v % P for row in W3 + H2 for v in row)
    rho = [(W3[r][2] % P, (-W3[r][0]) % P) for r in range(3)]          # [x0 : z0] with ybar_r = 0
    ev = lambda row, pt: (row[0] * pt[0] + row[2] * pt[1]) % P
    distinct = all((rho[r][0] * rho[s][1] - rho[r][1] * rho[s][0]) % P for r in range(3) for s in range(r + 1, 3))
    ys = all(ev(W3[s], rho[r]) for r in range(3) for s in range(3) if s != r)
    hk = all(ev(H2[k], rho[r]) for r in range(3) for k in range(3))
    OC = ent and distinct and ys and hk
    Bm = flint.nmod_mat([[W3[j][i] for j in range(3)] for i in range(3)], P).inv()   # (W3^T)^-1
    Br2 = [int(Bm[r, 1]) for r in range(3)]
    # Q_k = hbar_k ybar_k binary quadrics: coefficients of x^2, xz, z^2
    Q = [[H2[k][0] * W3[k][0] % P, (H2[k][0] * W3[k][2] + H2[k][2] * W3[k][0]) % P, H2[k][2] * W3[k][2] % P] for k in range(3)]
    Qind = flint.nmod_mat(Q, P).rank() == 3
    log(f'n={n} swap={swap}: (OC) {OC} [entries {ent}, rho distinct {distinct}, ybar_s(rho_r) {ys}, hbar_k(rho_r) {hk}]; '
        f'(OC\') {all(Br2) and Qind} [B_(r2) = {Br2}, Q_k indep {Qind}]')
    # statement (B): k[x,z]_(N-n-1) (pi_0 G + theta_z pi_0 G) vs T_0^(1)(N) = (J cap Y3_1) on t-free forms of degree N
    G = C.generators(); D = n + 1; L, _ = C.pm(D)
    tfree = np.array([i * C.nc + ci for i, al in enumerate(L) if al[1] == 0 for ci in range(C.nc)])
    G0 = G.copy(); mask = np.ones(G.shape[1], bool); mask[tfree] = False; G0[:, mask] = 0   # pi_0 G (as t-free forms)
    S = C.theta_box(G0, 0, 1)                                                            # pi_0 G + theta_z pi_0 G
    d = D
    for N in (n + 3, n + 4):
        while d < N:
            S = rowbasis(np.vstack([C.shift(S, d, e) for e in [(1, 0, 0), (0, 0, 1)]])); d += 1
        LN, _ = C.pm(N)
        tf = [i * C.nc + ci for i, al in enumerate(LN) if al[1] == 0 for ci in range(C.nc)]
        Trows = C.T_rows(N, None, 1)[:, tf]
        dT = len(tf) - rank(Trows); dS = S.shape[0]
        okc = not ((Trows % P) @ (S[:, tf] % P).T % P).any()
        log(f'   (B) N={N} (= n+{N-n}): dim S={dS} dim T={dT} equal={dS == dT} [S in T: {okc}]')

if __name__ == '__main__':
    what, n = sys.argv[1], int(sys.argv[2])
    log('part2', what, n, 'p', P)
    if what == 'L':
        boxes = [tuple(int(v) for v in x.split(',')) for x in sys.argv[3:]] or Bboxes(n)
        run_L(n, boxes)
    elif what == 'Lbelow':       # only the deficit one step below the predicted exponent
        run_L(n, [tuple(int(v) for v in x.split(',')) for x in sys.argv[3:]], below_only=True)
    elif what == 'step':
        run_step(n, zsteps=False)
    elif what == 'stepz':
        run_step(n, zsteps=True)
    elif what == 'steps':
        run_steps_only(n, [(int(x.split(',')[0]), x.split(',')[1] if x.split(',')[1] == 'inf' else int(x.split(',')[1])) for x in sys.argv[3:]])
    elif what == 'bsig':
        run_bsig(n, True); run_bsig(n, False)
    log('done')
