import sys, time
from proofs.general.filtration import end_descent as ed, end_filtration as ef
R, T = int(sys.argv[1]), int(sys.argv[2])
rs = [int(x) for x in sys.argv[3].split(",")]
t = time.time()
b = ef.block_ranks(depth=3, R=R, T=T)
print("blocks", b, sum(b), round(time.time() - t, 1), flush=True)
for r in rs:
    t = time.time()
    lv = ed.level_ranks(depth=3, R=R, T=T, r=r)
    print("r", r, "levels", lv, "bound", sum(lv) + sum(b[r + 1:]), round(time.time() - t, 1), flush=True)
