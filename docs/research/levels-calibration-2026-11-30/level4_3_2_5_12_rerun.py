import time
from proofs.general.filtration import end_descent as ed
t = time.time()
rho = ed.level_ranks(depth=3, R=5, T=12, r=4, samples=14000, on_disk=True, workers=2)
print("levels", rho, "sum", sum(rho), "time", round(time.time() - t, 1), flush=True)
