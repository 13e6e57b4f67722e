"""Theorem N's decomposition of an N box at S_p, checked degree by degree (helper-170).
For the N box (a, b) (1 <= b, a + b <= n) and D = n+1..Dmax:
  phi(g, e) = dim in_g(M_(a,b), g+e)   (t-initial slices = pivots of the rref in tri's column order; e = binary degree)
  tau_g(e)  = dim T_g^(b)(e)            (slice g of the A target T_(inf,b): J-slice and ybar_r-divisibility of order
                                         (kappa_r - g - b)^+; own_copy.Model.dimT), used for g <= a,
  tau_a(e)                              used for g > a (slice a of the A target = J_g ∩ ybar^(Div_(a+b)), g >= 1).
Reports
  * A-part cells (g <= a) where phi != tau_g, and D_A := least D with D - a >= 1 + their largest e;
  * top cells (g > a) where phi != tau_a, and e0 := 1 + their largest e (e0 = the lowest binary degree from which every
    top slice equals tau_a in the computed range);
  * per D: dim M_D, formula_D - loss, Apart = sum_(g<=a) tau_g(D-g), mid = sum_(a<g<=D-e0) tau_a(D-g),
    top(D) = dim(M_D ∩ t^(D-e0+1) F) = sum_(e<e0) phi(D-e, e), R(D) = formula_D - loss - Apart - mid;
  * R(D) for D up to d1 (cheap: only P^1 target dimensions) -- constant = R_inf iff the Hilbert-polynomial identity
    of Theorem N holds in that range.
usage: decomp.py n Dmax loss a,b [a,b ...]      (env E0 = e0 forces e0)"""
import os, sys, time
sys.path.insert(0, __file__.rsplit("/", 1)[0])
from common import *

n = int(sys.argv[1]); Dmax = int(sys.argv[2]); loss = int(sys.argv[3])
boxes = [tuple(int(v) for v in s.split(',')) for s in sys.argv[4:]]
T = Tri(n)
d1 = n * (n + 1) // 2
tauc = {}
def tau(g, e, b):
    if (g, e, b) not in tauc:
        tauc[(g, e, b)] = tau_fast(T, g, e, b)
    return tauc[(g, e, b)]

for (a, b) in boxes:
    t0 = time.time()
    cls = formula_D(n, a, b, d1)[0]
    print(f"=== n={n} box ({a},{b}) class {cls}, d1={d1}, loss {loss}", flush=True)
    phi, dims = {}, {}
    for D in range(n + 1, Dmax + 1):
        Mab = T.M(a, b, D)
        dims[D] = Mab.shape[0]
        pr = t_profile(T, Mab, D)
        for g in range(D + 1):
            phi[(g, D - g)] = pr[g]
    badA = [(g, e, v, tau(g, e, b)) for (g, e), v in sorted(phi.items()) if g <= a and v != tau(g, e, b)]
    badT = [(g, e, v, tau(a, e, b)) for (g, e), v in sorted(phi.items()) if g > a and v != tau(a, e, b)]
    eA = max([e for (g, e, v, w) in badA], default=-1)
    e0 = 1 + max([e for (g, e, v, w) in badT], default=-1)
    if os.environ.get("E0"):
        e0 = int(os.environ["E0"])
    print(f"A-part cells phi != tau_g: {[(g, e) for (g, e, v, w) in badA]} -> A part exact for D - a > {eA}")
    print(f"top cells phi != tau_a (g, e, phi, tau_a): {badT}")
    print(f"e0 = {e0}")
    stab = {}
    for e in range(e0):
        vals = [(g, phi.get((g, e), 0)) for g in range(a + 1, Dmax - e + 1)]
        print(f"   e={e}: phi(g, e) for g = {a+1}..{Dmax-e}: {[v for g, v in vals]}  (tau_a = {tau(a, e, b)})")
    Rs = {}
    for D in range(a + e0, d1 + 1):
        A = sum(tau(g, D - g, b) for g in range(a + 1))
        mid = sum(tau(a, D - g, b) for g in range(a + 1, D - e0 + 1))
        Rs[D] = formula_D(n, a, b, D)[1] - loss - A - mid
    Rinf = Rs[d1]
    print(f"R(D) for D = {a+e0}..{d1}: {sorted(set(Rs.values()))}  R(d1) = {Rinf}; R constant from D = "
          f"{min(D for D in Rs if all(Rs[E] == Rinf for E in Rs if E >= D))}")
    Dstab = None
    for D in range(n + 1, Dmax + 1):
        top = sum(phi.get((D - e, e), 0) for e in range(min(e0, D + 1)))
        A = sum(tau(g, D - g, b) for g in range(min(a, D) + 1))
        mid = sum(tau(a, D - g, b) for g in range(a + 1, D - e0 + 1))
        f = formula_D(n, a, b, D)[1]
        flag = ""
        if D - a > eA and D - e0 >= a:
            flag = " [A part, mid exact]"
        if top >= Rinf and Dstab is None:
            Dstab = D
        print(f"D={D}: dimM={dims[D]} formula_D-loss={f-loss} | Apart={A} mid={mid} top={top} R_inf={Rinf}{flag}", flush=True)
    prev = "-" if Dstab is None else sum(phi.get((Dstab - 1 - e, e), 0) for e in range(e0))
    print(f"RESULT n={n} ({a},{b}): e0={e0} R_inf={Rinf} D_top(least D with top(D) >= R_inf)={Dstab} "
          f"top(D_top-1)={prev} d1={d1}  [{time.time()-t0:.0f}s]", flush=True)
    T._M.clear()
