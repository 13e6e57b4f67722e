import sys, time
from proofs.general.filtration import end_descent as ed
R, T, r, samples, seed = (int(x) for x in sys.argv[1:6])
t = time.time()
lv = ed.level_ranks(depth=3, R=R, T=T, r=r, samples=samples, seed=seed)
print("R", R, "T", T, "r", r, "samples", samples, "seed", seed, "levels", lv, "sum", sum(lv), round(time.time() - t, 1), flush=True)
