"""Per-kappa dim Y_alpha (jet bound, point value) for the near-vertex classes at T = 6, 8, 10 (fitting data)."""
import json, sys, time
from math import comb
from proofs.general.depth4 import local_jets
from numerics.bounds.depth4 import start_degrees

Ts = [int(x) for x in sys.argv[1:]] or [6, 8, 10]
out = {}
for T in Ts:
    s = T // 2
    n1 = start_degrees(depth=4, T=T)[0]
    classes = [(n1 - a2 - a3, a2, a3) for a2 in range(1, s + 1) for a3 in range(1, a2 + 1) if a2 + a3 <= s]
    classes += [(n1 - j, j, 0) for j in range(1, s + 1)]  # j = s: a flat edge, for reference
    classes += [(n1 - s - a3, s, a3) for a3 in range(1, s)]  # case (A) classes, for reference
    for a in classes:
        t0 = time.time()
        r = local_jets.jet_dimension(T=T, alpha=a, seed=1)
        out[f"{T}:{a}"] = dict(T=T, alpha=a, bound=r["bound"], point=r["point"],
                               per_kappa={str(k): v for k, v in r["per_kappa"].items()})
        print(T, a, r["bound"], r["point"], f"{time.time()-t0:.1f}s", flush=True)
        json.dump(out, open(f"ydims_{'_'.join(map(str, Ts))}.json", "w"), indent=1)
