"""Theorem Y against the point: local_jets.jet_dimension's certified bound and point value per class, vs the model
D - start_codimension (sep_formula). Theorem Y says generic dim <= model; point <= generic; so point == model shows
both sharp."""
import sys, time, resource
from math import comb
from numerics.bounds.depth4 import start_degrees
from proofs.general.depth4 import local_jets, sep_formula
T = int(sys.argv[1]); seed = int(sys.argv[2])
s = T // 2; n1 = start_degrees(depth=4, T=T)[0]; n2 = comb(s + 1, 2)
D = comb(n2 + 2, 2) * comb(s + 2, 2)
classes = [tuple(int(v) for v in c.split(',')) for c in sys.argv[3:]] or \
    [(a2, a3) for a2 in range(1, s) for a3 in range(0, a2 + 1) if a2 + a3 <= s]
for a2, a3 in classes:
    t0 = time.time()
    r = local_jets.jet_dimension(T=T, alpha=(n1 - a2 - a3, a2, a3), seed=seed)
    model = D - sep_formula.start_codimension(T=T, a2=a2, a3=a3)
    print(f"T={T} seed={seed} alpha={(n1-a2-a3,a2,a3)} model={model} point={r['point']} jet_bound={r['bound']} "
          f"point==model:{r['point']==model} {time.time()-t0:.1f}s maxrss={resource.getrusage(resource.RUSAGE_SELF).ru_maxrss//1024}MB", flush=True)
