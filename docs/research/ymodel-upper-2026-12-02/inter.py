import sys, time, resource
from math import comb
from proofs.general.depth4 import closures
from numerics.bounds.depth4 import start_degrees
T = int(sys.argv[1]); seed = int(sys.argv[2]) if len(sys.argv) > 2 else 1
only = sys.argv[3] if len(sys.argv) > 3 and sys.argv[3] != "all" else None
SAMPLES = int(sys.argv[4]) if len(sys.argv) > 4 else 300
s = T // 2; n1 = start_degrees(depth=4, T=T)[0]
cls = [(a2, a3) for a2 in range(1, s) for a3 in range(1, a2 + 1) if a2 + a3 <= s]
if only: cls = [tuple(int(v) for v in only.split(','))]
for a2, a3 in cls:
    t0 = time.time()
    r = closures.intersection_rank(T=T, alpha=(n1 - a2 - a3, a2, a3), seed=seed, samples=SAMPLES)
    ok = r['rank'] == 3 * (s - a2 - a3 + 1) == r['functionals']
    print(f"T={T} seed={seed} samples={SAMPLES} alpha={(n1-a2-a3,a2,a3)} m={r['m']} functionals={r['functionals']} rank_Omega={r['rank_Omega']} rank_on_YcapJ={r['rank']} ok={ok} {time.time()-t0:.1f}s maxrss={resource.getrusage(resource.RUSAGE_SELF).ru_maxrss//1024}MB", flush=True)
