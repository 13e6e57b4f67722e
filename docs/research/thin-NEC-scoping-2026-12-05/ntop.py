"""(L^N) for one N box at S_p in bounded memory (lead, session 54; lcheck.py's check, helper-170, with the module
part rewritten so that n = 12 fits).

lcheck.py keeps every degree's basis of M_(a,b) (tri.Tri.M caches them, int64) and forms x R, t R, z R as one
matrix: at n = 12 that is > 10 GB in degree 15.  Here only the current degree's basis is kept, as uint64, and the
three multiples are absorbed one at a time into a running rref, so the peak is (r_D + r_(D-1)) x width_D twice.
Same generators (tri.Tri.Gab), same column order (t-degree ascending), same t-profile from the pivots; the P^1
part (P(e, a), e0_P, R_inf) is lcheck.py's, for the one e0 = e0_P only, and the module stops at the first degree
D' with top_(e0)(D') >= R_inf (printing the control top_(e0)(D' - 1)).
usage: ntop.py n Dmax loss a,b   (env SEED)"""
import os, sys, time
import numpy as np
sys.path.insert(0, __file__.rsplit("/", 1)[0])
from common import *  # noqa: F401,F403  (Tri, rank, formula_D, t_profile, tau_fast, P)

n = int(sys.argv[1]); Dmax = int(sys.argv[2]); loss = int(sys.argv[3])
a, b = (int(v) for v in sys.argv[4].split(','))
T = Tri(n, seed=int(os.environ.get("SEED", "1")))
d1 = n * (n + 1) // 2
t0 = time.time()
tau = tau_cached(T, b)
fails = p_fails(T, n, a, b, tau)
e0 = max(1, 1 + max([e for e, _, _ in fails], default=-1))
print(f"n={n} N box ({a},{b}) d1={d1} seed={os.environ.get('SEED', '1')}: P(e,{a}) fails at (e, rank S_a, dim T_a) = {fails} -> e0_P = {e0}  [{time.time()-t0:.0f}s]", flush=True)
f3 = formula_D(n, a, b, d1)[1]
Rinf = f3 - loss - sum(tau(g, d1 - g) for g in range(a + 1)) - sum(tau(a, e) for e in range(e0, d1 - a))
print(f"formula/3 = {f3}; R_inf(e0={e0}) = {Rinf}  [{time.time()-t0:.0f}s]", flush=True)


R = np.ascontiguousarray(T.Gab(a, b) % P, dtype=np.uint64)
tops, Dt = {}, None
for D in range(n + 1, Dmax + 1):
    if D > n + 1:
        R = next_degree(T, R, D)
    prof = t_profile(T, R, D)
    tops[D] = sum(prof[D - e] for e in range(min(e0, D + 1)))
    print(f"D={D}: dim M={R.shape[0]} formula_D-loss={formula_D(n, a, b, D)[1]-loss} top_e0(D)={tops[D]} "
          f"t-profile={prof}  [{time.time()-t0:.0f}s]", flush=True)
    if tops[D] >= Rinf:
        Dt = D
        break
ctrl = tops.get(Dt - 1, '-') if Dt else '-'
print(f"RESULT n={n} ({a},{b}): e0={e0} R_inf={Rinf} D'={Dt} control top(D'-1)={ctrl} "
      f"{'(L^N) HOLDS' if Dt else f'(L^N) not reached by D={Dmax}'}  [{time.time()-t0:.0f}s]", flush=True)
