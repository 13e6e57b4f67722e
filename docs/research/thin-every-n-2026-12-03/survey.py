"""For every box a block outside the interior uses (1 <= a <= n, b <= min(a, n-1)), the Hilbert function of
M = k[p] G_(a,b) at general_point(seed) in degrees n+1..Dmax, against formula_D (Conjecture 49's value with d1 -> D).
Reports r = the least degree from which dim M_D = formula_D(D) - short (short = 6 at (1, 0), else 0) up to Dmax.
usage: survey.py n [extra=3] [seed=1] [boxes a,b;a,b...]"""
import sys, time
from math import comb
from hf import hilbert
from formula_D import formula_D
from proofs.general.depth4.thin.slices import SliceModel, general_point

n = int(sys.argv[1]); extra = int(sys.argv[2]) if len(sys.argv) > 2 else 3
seed = int(sys.argv[3]) if len(sys.argv) > 3 else 1
d1 = comb(n + 1, 2); Dmax = d1 + extra
if len(sys.argv) > 4:
    boxes = [tuple(map(int, s.split(","))) for s in sys.argv[4].split(";")]
else:
    boxes = [(a, b) for a in range(1, n + 1) for b in range(0, min(a, n - 1) + 1)]
model = SliceModel(n=n, point=general_point(seed=seed))
print(f"n={n} d1={d1} Dmax={Dmax} seed={seed}", flush=True)
for a, b in boxes:
    t0 = time.time()
    hfm, ngen = hilbert(n, a, b, Dmax, seed=seed, model=model)
    short = 6 if (a, b) == (1, 0) else 0
    diff = {D: hfm[D] - (formula_D(n, a, b, D)[1] - short) for D in hfm}
    r = Dmax + 1
    for D in range(Dmax, n, -1):
        if diff[D] != 0:
            break
        r = D
    cls = formula_D(n, a, b, d1)[0]
    low = [diff[D] for D in range(n + 1, min(r, Dmax + 1))]
    print(f"({a},{b}) {cls} gens={ngen} atd1={hfm[d1]} formula={formula_D(n,a,b,d1)[1]} short={short} r={r} "
          f"diff_below_r={low} {time.time()-t0:.1f}s", flush=True)
