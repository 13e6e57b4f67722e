"""Corollary N's hypotheses for one N box at S_p, self-contained (helper-170).
 1. P(e, a) for e = 0..n+5 (P^1: rank of the A notes' slice S_a(a+e) = own_copy.Model.S against dim T_a^(b)(e));
    e0_P := 1 + the largest failing e (Theorem S'' covers e >= n + 5 given (B)).
 2. M_(a,b),D for D = n+1..Dmax (tri.py, exact), t-initial profile.
 3. For each e0 in [e0_P, min(n + 5, Dmax - a)]: R_inf(e0) (formula/3 - loss - A-target slice dims at d1) and
    top_e0(D) = dim(M_D ∩ t^(D-e0+1) F); (L^N) holds at D' iff top_e0(D') >= R_inf(e0).
    Controls: top_e0(D'-1) (one degree lower) and the loss-0 requirement R_inf + loss against top_e0(Dmax).
usage: lcheck.py n Dmax loss a,b"""
import os, sys, time
sys.path.insert(0, __file__.rsplit("/", 1)[0])
from common import *

n = int(sys.argv[1]); Dmax = int(sys.argv[2]); loss = int(sys.argv[3])
a, b = (int(v) for v in sys.argv[4].split(','))
T = Tri(n, seed=int(os.environ.get("SEED", "1")))
d1 = n * (n + 1) // 2
t0 = time.time()
tau = tau_cached(T, b)
fails = p_fails(T, n, a, b, tau)
e0P = 1 + max([e for e, _, _ in fails], default=-1)
print(f"n={n} N box ({a},{b}) d1={d1} seed={os.environ.get('SEED', '1')}: P(e,{a}) fails at (e, rank S_a, dim T_a) = {fails} -> e0_P = {e0P}  [{time.time()-t0:.0f}s]", flush=True)
A = sum(tau(g, d1 - g) for g in range(a + 1))
f3 = formula_D(n, a, b, d1)[1]
prof = {}
for D in range(n + 1, Dmax + 1):
    Mab = T.M(a, b, D)
    prof[D] = t_profile(T, Mab, D)
    print(f"D={D}: dim M={Mab.shape[0]} formula_D-loss={formula_D(n, a, b, D)[1]-loss} t-profile={prof[D]}  [{time.time()-t0:.0f}s]", flush=True)
best = None
for e0 in range(max(e0P, 1), min(n + 5, Dmax - a) + 1):
    Rinf = f3 - loss - A - sum(tau(a, e) for e in range(e0, d1 - a))
    tops = {D: sum(prof[D][D - e] for e in range(min(e0, D + 1)) if D - e >= 0) for D in prof}
    Dt = next((D for D in sorted(tops) if tops[D] >= Rinf), None)
    ctrl = "-" if Dt is None or Dt - 1 not in tops else tops[Dt - 1]
    print(f"e0={e0}: R_inf={Rinf} top(D) for D={n+1}..{Dmax}: {[tops[D] for D in sorted(tops)]} -> D'={Dt} "
          f"(control top(D'-1)={ctrl} < R_inf; loss-0 control: R_inf+{loss}={Rinf+loss} vs top(Dmax)={tops[Dmax]})", flush=True)
    if Dt is not None and best is None:
        best = (e0, Rinf, Dt, ctrl)
print(f"RESULT n={n} ({a},{b}): least e0 >= e0_P with (L^N) in range: {best}  (e0, R_inf, D', top(D'-1))  [{time.time()-t0:.0f}s]", flush=True)
