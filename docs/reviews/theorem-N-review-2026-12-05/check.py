"""reviewer-172: Theorem N / Corollary N checks with own code (nrev.py).

  check.py cells n Dmax a,b ...   : §4.1 style (n = 4, 5): full t-profile of M_(a,b) and of the A module M_(inf,b) up to
                                    Dmax; Lemma alpha; (A_D) per D; middle cells vs tau_a; e0 from the cells;
                                    P(e,a); top_(e0)(D); R_inf; D'; Theorem N identity per D; dim at Dmax vs formula/3-6
  check.py P n Dmax a,b ...       : §4.3 style (n >= 6): P(e,a) for e = 0..n+5 by P^1 ranks, e0 = e0_P, R_inf(e0),
                                    M_(a,b) up to Dmax (stops 2 degrees after D'), top_(e0)(D), D', control
  env SEED (default 1).
"""
import os
import sys
import time
from math import comb

sys.path.insert(0, __file__.rsplit('/', 1)[0])
from nrev import Model, module, tau, S1, Rinf, formula3, log  # noqa: E402


class Z0(dict):
    """profile dict; cells below degree n+1 are 0 (M_D = 0 for D <= n)."""
    def __missing__(self, k):
        return 0


def run_cells(m, n, Dmax, a, b):
    t0 = time.time()
    d1 = comb(n + 1, 2)
    inf = n + 1
    phi = Z0()
    dims = {}
    for D, dim, prof in module(m, a, b, Dmax, verbose=False):
        dims[D] = dim
        for g, v in enumerate(prof):
            phi[(g, D - g)] = v
    phiA = Z0()
    for D, dim, prof in module(m, inf, b, Dmax, verbose=False):
        for g, v in enumerate(prof):
            phiA[(g, D - g)] = v
    Ds = range(n + 1, Dmax + 1)
    # cross-check P^1 slice formula against the trivariate A module
    bad = [(g, D) for D in Ds for g in range(0, min(D, a + 1) + 1) if S1(m, g, D, b) != phiA[(g, D - g)]]
    log(f'  [{a},{b}] S1 (P^1 formula) == trivariate A-module slices for g <= a+1, D = {n+1}..{Dmax}: '
        f'{"yes" if not bad else "NO " + str(bad[:5])}')
    # Lemma alpha
    bad = [(g, D) for D in Ds for g in range(0, min(a, D) + 1) if phi[(g, D - g)] != phiA[(g, D - g)]]
    log(f'  [{a},{b}] Lemma alpha (phi_(a,b)(g,D-g) == S_g(D), g <= a): {"holds" if not bad else "FAILS " + str(bad)}')
    # (A_D)
    for D in Ds:
        fails = [(g, phiA[(g, D - g)], tau(m, g, D - g, b)) for g in range(0, min(a, D) + 1)
                 if phiA[(g, D - g)] != tau(m, g, D - g, b)]
        log(f'  [{a},{b}] (A_D) D={D}: {"holds" if not fails else "fails at (g, dim S_g, tau_g) " + str(fails)}')
    # middle cells
    mism = [(g, D - g, phi[(g, D - g)], tau(m, a, D - g, b)) for D in Ds for g in range(a + 1, D + 1)
            if phi[(g, D - g)] != tau(m, a, D - g, b)]
    e0 = 1 + max(e for (_, e, _, _) in mism) if mism else 0
    log(f'  [{a},{b}] cells g > a with phi(g,e) != tau_a(e): {len(mism)}, max e = {e0-1} -> e0 = {e0}')
    # P(e, a) for e >= e0 (from the A module)
    Pf = [e for e in range(0, Dmax - a + 1) if phiA[(a, e)] != tau(m, a, e, b)]
    log(f'  [{a},{b}] P(e,{a}) fails for e in {Pf} (e <= {Dmax - a})')
    e0P = 1 + max(Pf) if Pf else 0
    if e0P != e0:
        R2 = Rinf(m, a, b, e0P)[0]
        tops2 = {D: sum(phi[(g, D - g)] for g in range(max(0, D - e0P + 1), D + 1)) for D in Ds if D >= e0P - 1}
        Dp2 = next((D for D in sorted(tops2) if D >= a + e0P and tops2[D] >= R2), None)
        log(f'  [{a},{b}] with e0_P = {e0P} (least e0 with P(e,a) for all e0 <= e <= Dmax-a): R_inf = {R2}, '
            f'top = {tops2}, D\' = {Dp2}')
    R, F3, low, mid = Rinf(m, a, b, e0, verbose=True)
    tops = {}
    for D in Ds:
        if D < e0 - 1:
            continue
        tops[D] = sum(phi[(g, D - g)] for g in range(max(0, D - e0 + 1), D + 1))
    Dp = next((D for D in sorted(tops) if D >= a + e0 and tops[D] >= R), None)
    ctrl = tops.get(Dp - 1) if Dp else None
    mono = all(tops[D] <= tops[D + 1] for D in tops if D + 1 in tops)
    log(f'  [{a},{b}] top_(e0={e0})(D) = {tops}; non-decreasing: {mono}')
    # Theorem N identity where (A_D) and (P_mid) hold
    for D in Ds:
        if D < a + e0:
            continue
        AD = all(phiA[(g, D - g)] == tau(m, g, D - g, b) for g in range(a + 1))
        Pm = all(phiA[(a, e)] == tau(m, a, e, b) for e in range(e0, D - a))
        rhs = sum(tau(m, g, D - g, b) for g in range(a + 1)) + sum(tau(m, a, e, b) for e in range(e0, D - a)) + tops[D]
        log(f'  [{a},{b}] Theorem N D={D}: (A_D) {AD}, (P_mid) {Pm}; dim M_D = {dims[D]}, formula rhs = {rhs}: '
            f'{"EQUAL" if dims[D] == rhs else "DIFFERENT"}')
    log(f'ROW n={n} box=({a},{b}) e0={e0} R_inf={R} D\'={Dp} control top(D\'-1)={ctrl} '
        f'dim M_{Dmax}={dims[Dmax]} formula/3-6={F3-6} (d1={d1}) loss0 target R_inf+6={R+6} reached: '
        f'{any(v >= R + 6 for v in tops.values())}  ({time.time()-t0:.1f}s)')


def run_P(m, n, Dmax, a, b):
    t0 = time.time()
    # P(e, a) by P^1 ranks, e = 0..n+5
    Pres = []
    if os.environ.get('E0'):   # P(e,a) already computed in another run (log named in REPORT): take e0 from env
        e0 = int(os.environ['E0'])
        log(f'  [{a},{b}] e0 = {e0} taken from env E0 (P(e,a) not recomputed in this run)')
    for e in ([] if os.environ.get('E0') else range(0, n + 6)):
        s, tv = S1(m, a, a + e, b), tau(m, a, e, b)
        Pres.append((e, s, tv))
    if not os.environ.get('E0'):
        fails = [e for (e, s, tv) in Pres if s != tv]
        assert all(s <= tv for (_, s, tv) in Pres), 'containment violated?'
        e0 = 1 + max(fails) if fails else 0
        log(f'  [{a},{b}] P(e,{a}) (dim S_a(a+e), tau_a(e)): {Pres}')
        log(f'  [{a},{b}] P(e,{a}) fails for e in {fails} -> e0_P = {e0} (notes: n+2-a = {n+2-a})  ({time.time()-t0:.1f}s)')
    R, F3, low, mid = Rinf(m, a, b, e0, verbose=True)
    log(f'  [{a},{b}] R_inf = {R}  ({time.time()-t0:.1f}s)')
    if os.environ.get('RONLY', '0') == '1':
        log(f'RROW n={n} box=({a},{b}) e0_P={e0} R_inf={R} formula/3={F3} low slices tau_g(d1-g) = {low}')
        return
    tops = {}
    Dp = None
    for D, dim, prof in module(m, a, b, Dmax, verbose=True):
        if D >= e0 - 1:
            tops[D] = sum(prof[g] for g in range(max(0, D - e0 + 1), D + 1))
            log(f'  [{a},{b}] D={D}: dim M = {dim}, top_({e0}) = {tops[D]}, t-profile {prof}')
            if Dp is None and D >= a + e0 and tops[D] >= R:
                Dp = D
            if Dp is not None and D >= Dp + 1 and os.environ.get('FULL', '0') != '1':
                break
    if os.environ.get('FULL', '0') == '1':
        d1 = comb(n + 1, 2)
        if Dmax == d1:
            log(f'  [{a},{b}] AT d1={d1}: dim X = dim M_d1 = {dim}, formula/3 - 6 = {F3 - 6}: '
                f'{"EQUAL" if dim == F3 - 6 else "DIFFERENT"}; top_({e0})(d1) = {tops[d1]} vs R_inf = {R}: '
                f'{"EQUAL" if tops[d1] == R else "DIFFERENT"}')
    mono = all(tops[D] <= tops[D + 1] for D in tops if D + 1 in tops)
    ctrl = tops.get(Dp - 1) if Dp else None
    log(f'ROW n={n} box=({a},{b}) e0={e0} R_inf={R} D\'={Dp} control top(D\'-1)={ctrl} tops={tops} '
        f'non-decreasing={mono} loss0 target {R+6} reached: {any(v >= R + 6 for v in tops.values())} '
        f'formula/3={F3}  ({time.time()-t0:.1f}s)')


def main():
    mode, n, Dmax = sys.argv[1], int(sys.argv[2]), int(sys.argv[3])
    seed = int(os.environ.get('SEED', '1'))
    t0 = time.time()
    m = Model(n, seed)
    log(f'== check.py {" ".join(sys.argv[1:])} seed={seed} p={m.p} |G|={m.NG} Nk={m.Nk} ({time.time()-t0:.1f}s)')
    for arg in sys.argv[4:]:
        a, b = map(int, arg.split(','))
        (run_cells if mode == 'cells' else run_P)(m, n, Dmax, a, b)


if __name__ == '__main__':
    main()
