# helper-112 review: dim-Y upper bounds at T = 14 from the lab's reviewed jet_dimension (IMPORTED), seed given on argv.
import sys, time, json
from proofs.general.depth4.local_jets import jet_dimension
from proofs.general.depth4.fat_points import fat_point_dimension
T = 14; s = 7; N1 = 84
seed = int(sys.argv[1]) if len(sys.argv) > 1 else 1
classes = [(N1 - j, j, 0) for j in range(1, 7)]
classes += [(N1 - a2 - a3, a2, a3) for a2 in range(1, 7) for a3 in range(1, a2 + 1) if a2 + a3 <= s]
out = {}
for a in classes:
    t0 = time.time()
    r = jet_dimension(T=T, alpha=a, seed=seed)
    fp = fat_point_dimension(T=T, alpha=a)
    out[str(a)] = dict(jet=r["bound"], point=r["point"], fat=fp)
    print(a, "jet bound", r["bound"], "point", r["point"], "fat", fp, f"{time.time()-t0:.1f}s", flush=True)
json.dump(out, open(f"jets_t14_seed{seed}.json", "w"), indent=1)
