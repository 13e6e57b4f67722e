"""Theorem E / Corollary E check for the E boxes (a,0), 1 <= a <= n-1, and the box (n,0), at S_p (seed 1).
 1. P(e, a) for e = 0..n+2: rank S_a^(0)(a+e) (own_copy.Model.S(a, e, 0), the C box's slice a) against dim T_a(e)
    (Theorem C's target: (lbar, ct2) ∩ Y^mod, thin-C-slices common.CModel.dimT).  e0_P := 1 + largest failing e
    (e >= n + 3 is proved: Lemmas C6, C7; Theorem C §7).
 2. R_inf(a; e0) = formula/3 - loss - sum_{g<=a} dim S_g(d1-g) - sum_{e=e0}^{d1-a-1} dim T_a(e)
    (dim S_g(d1-g) by rank; printed next to dim T_g(d1-g)).
 3. M_(a,0),D for D = n+1..Dmax (tri.py), t-profile (also compared with the C box's slices g <= a),
    top_e0(D) = sum_{e<e0} prof[D][D-e]; least D' with top >= R_inf; control top(D'-1); dim M_D vs formula_D - loss.
usage: echeck.py n Dmax a [a ...]   (loss 18 for a = 1, else 9)"""
import os, sys, time
sys.path.insert(0, '/work/main/docs/research/thin-NEC-scoping-2026-12-05')
from common import Tri, t_profile, rank, formula_D  # scoping notes (imports tri.py, own_copy.py)
sys.path.insert(0, '/work/main/docs/research/thin-C-slices-2026-12-05')
import importlib.util
spec = importlib.util.spec_from_file_location('ccommon', '/work/main/docs/research/thin-C-slices-2026-12-05/common.py')
cc = importlib.util.module_from_spec(spec); spec.loader.exec_module(cc)

n = int(sys.argv[1]); Dmax = int(sys.argv[2]); As = [int(v) for v in sys.argv[3:]]
T = Tri(n, seed=1)
CM = cc.CModel(n, seed=1)
d1 = n * (n + 1) // 2
cacheT, cacheS = {}, {}
def dT(g, e):
    if (g, e) not in cacheT:
        cacheT[(g, e)] = CM.dimT(g, e)
    return cacheT[(g, e)]
def dS(g, e):
    if (g, e) not in cacheS:
        S = T.m.S(g, e, 0)
        cacheS[(g, e)] = rank(S) if S.shape[0] else 0
    return cacheS[(g, e)]

for a in As:
    t0 = time.time()
    loss = 18 if a == 1 else 9
    f3 = formula_D(n, a, 0, d1)[1]
    fails = [(e, dS(a, e), dT(a, e)) for e in range(0, n + 3) if dS(a, e) != dT(a, e)]
    e0P = 1 + max([e for e, _, _ in fails], default=-1)
    e0P = max(e0P, 1)
    print(f"=== n={n} box ({a},0) d1={d1} formula/3={f3} loss={loss} target={f3-loss}", flush=True)
    print(f"P(e,{a}) fails at (e, dim S_a(a+e), dim T_a(e)) = {fails} -> e0_P = {e0P}  [{time.time()-t0:.0f}s]", flush=True)
    low = [(g, dS(g, d1 - g), dT(g, d1 - g)) for g in range(a + 1)]
    print(f"slices g<=a at d1 (g, dim S_g, dim T_g): {low}", flush=True)
    A = sum(s for _, s, _ in low)
    mids = {e: dT(a, e) for e in range(1, d1 - a)}
    prof = {}
    Cprof_ok = True
    for D in range(n + 1, Dmax + 1):
        Mab = T.M(a, 0, D)
        prof[D] = t_profile(T, Mab, D)
        Cs = [dS(g, D - g) for g in range(min(a, D) + 1)]
        ok = prof[D][:len(Cs)] == Cs
        Cprof_ok &= ok
        print(f"D={D}: dim M={Mab.shape[0]} formula_D-loss={formula_D(n, a, 0, D)[1]-loss} t-profile={prof[D]} "
              f"(slices g<=a = C box's: {ok})  [{time.time()-t0:.0f}s]", flush=True)
        if D >= n + 4:
            T._M.pop((min(a, n + 1), 1 and 0, D - 2), None)  # free memory two degrees back
    best = None
    for e0 in range(e0P, min(n + 3, Dmax - a) + 1):
        Rinf = f3 - loss - A - sum(mids[e] for e in range(e0, d1 - a))
        tops = {D: sum(prof[D][D - e] for e in range(min(e0, D + 1))) for D in prof}
        Dt = next((D for D in sorted(tops) if tops[D] >= Rinf and D >= a + e0), None)
        ctrl = '-' if Dt is None or Dt - 1 not in tops else tops[Dt - 1]
        print(f"e0={e0}: R_inf={Rinf} top(D), D={n+1}..{Dmax}: {[tops[D] for D in sorted(tops)]} -> D'={Dt} control top(D'-1)={ctrl}", flush=True)
        if best is None and Dt is not None:
            best = (e0, Rinf, Dt, ctrl)
    print(f"RESULT n={n} ({a},0): (e0, R_inf, D', top(D'-1)) = {best}; low slices = C box's at every D: {Cprof_ok}  [{time.time()-t0:.0f}s]", flush=True)
    T._M.clear()
