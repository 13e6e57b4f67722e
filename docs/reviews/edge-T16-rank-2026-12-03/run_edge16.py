"""Driver: evaluate the edge block Q_(N1-1,1,0) at this reviewer's own point (edge16_fast, own seed, own prime) and
take its rank mod p with elim16.rank_modp.  Rows 3E (End points x u_T = e_i), columns 3C (cut points x g = e_k)."""
import argparse, resource, sys, time
from math import comb
import numpy as np
sys.path.insert(0, '.')
import edge16_fast
from elim16 import rank_modp

ap = argparse.ArgumentParser()
ap.add_argument("--T", type=int, required=True)
ap.add_argument("--E", type=int, required=True)
ap.add_argument("--C", type=int, required=True)
ap.add_argument("--seed", type=int, default=20261203)
ap.add_argument("--p", type=int, default=32749)
ap.add_argument("--kb", type=int, default=2048)
ap.add_argument("--w", type=int, default=1024)
ap.add_argument("--progress", default=None, help="also append progress lines to this file")
args = ap.parse_args()
T, n = args.T, args.T // 2
N1 = comb(n + 2, 3)
fh = open(args.progress, "a") if args.progress else None
def log(s):
    print(s, flush=True)
    if fh:
        fh.write(s + "\n"); fh.flush()
log(f"[{time.strftime('%H:%M:%S')}] T={T} n={n} block alpha=({N1 - 1},1,0) seed={args.seed} p={args.p} "
    f"E={args.E} C={args.C} matrix {3 * args.E} x {3 * args.C} int16 ({9 * args.E * args.C * 2 / 1e9:.2f} GB) kb={args.kb} w={args.w}")
t0 = time.time()
A = np.empty((3 * args.E, 3 * args.C), np.int16)
step = max(1, args.E // 20)
for e0 in range(0, args.E, step):
    e1 = min(args.E, e0 + step)
    edge16_fast.build(T, args.C, args.E, args.seed, args.p, e_lo=e0, e_hi=e1, out=A[3 * e0: 3 * e1], out_row0=e0)
    log(f"[{time.strftime('%H:%M:%S')}]   evaluated End points {e1}/{args.E}, {time.time() - t0:.0f}s")
t1 = time.time()
log(f"[{time.strftime('%H:%M:%S')}] evaluation {t1 - t0:.1f}s; nonzero fraction {np.count_nonzero(A[:300]) / A[:300].size:.4f} (first 300 rows)")
r = rank_modp(A, args.p, kb=args.kb, w=args.w, log=log)
t2 = time.time()
rss = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1e6
log(f"[{time.strftime('%H:%M:%S')}] RANK {r} (alpha=({N1 - 1},1,0), T={T}, seed={args.seed}, p={args.p}, "
    f"{3 * args.E}x{3 * args.C}) evaluation {t1 - t0:.1f}s elimination {t2 - t1:.1f}s total {t2 - t0:.1f}s maxRSS {rss:.2f} GB")
