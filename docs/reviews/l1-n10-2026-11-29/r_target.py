"""Upper bound on dim M''_{n,k} at one integer point: GF(p) kernel dimension of the sampled necessary conditions
(own rank-revealing elimination; flint cross-check when small). usage: python r_target.py seed n k"""
import sys, time
from rv import *
seed, n, k = map(int, sys.argv[1:4])
fam = Fam(seed, 'I')
t0 = time.time()
E, Cm = conditions(fam, k, n, g=np.random.default_rng(seed + 9))
t1 = time.time()
print(f"seed={seed} n={n} k={k}: condition matrix {Cm.shape[0]} x {Cm.shape[1]} [{t1-t0:.1f}s]", flush=True)
if Cm.size < 12_000_000:
    print(f"  flint kernel dim = {Cm.shape[1] - nrank(Cm)}", flush=True)
A = Cm.astype(np.float64); del Cm
rk = lu_rank(A); del A
print(f"  own elimination: kernel dim = {len(E) - rk}; h_{n}({k}) = {h(n, k)}; equal: {len(E) - rk == h(n, k)}  "
      f"[{time.time()-t1:.1f}s]", flush=True)
