"""helper-100: comparison only -- the lab's own bound functions on the edge (53, 3, 0) at the lab's seed 1, to locate
the difference between my Prop. 42 bound (16794) and the lab's (16785)."""
import sys, time
sys.path.insert(0, "/work/main")
from proofs.general.depth4 import local_jets, fat_points
t0 = time.time()
jd = local_jets.jet_dimension(T=12, alpha=(53, 3, 0), seed=1)
print("lab jet_dimension (53,3,0) seed 1: bound", jd["bound"], "point", jd["point"],
      "mismatched", [(k, v) for k, v in jd["per_kappa"].items() if v[0] != v[1]], f"[{time.time()-t0:.0f}s]", flush=True)
if len(sys.argv) > 1:
    r = fat_points.span_ranks(T=12, alphas=[(53, 3, 0)], seed=1, outputs=(0,))
    print("lab span_ranks (53,3,0) seed 1, k=0:", r, f"[{time.time()-t0:.0f}s]", flush=True)
