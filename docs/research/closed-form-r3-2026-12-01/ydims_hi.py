"""Point values of dim Y_alpha (per kappa) at T = 12, 14 for the near-vertex classes: out-of-sample test of ymodel."""
import json, sys, time
from proofs.general.depth4 import local_jets
from numerics.bounds.depth4 import start_degrees
T = int(sys.argv[1]); s = T // 2; n1 = start_degrees(depth=4, T=T)[0]
classes = [(n1 - a2 - a3, a2, a3) for a2 in range(1, s + 1) for a3 in range(1, a2 + 1) if a2 + a3 <= s]
classes += [(n1 - j, j, 0) for j in range(1, s + 1)]
out = {}
for a in classes:
    t0 = time.time()
    r = local_jets.jet_dimension(T=T, alpha=a, seed=1, kmax=int(sys.argv[2]) if len(sys.argv) > 2 else None)
    out[f"{T}:{a}"] = dict(T=T, alpha=a, bound=r["bound"], point=r["point"], per_kappa={str(k): v for k, v in r["per_kappa"].items()})
    print(T, a, r["bound"], r["point"], f"{time.time()-t0:.1f}s", flush=True)
    json.dump(out, open(f"ydims_hi_{T}.json", "w"), indent=1)
