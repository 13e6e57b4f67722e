"""Driver (resumable): evaluate the edge block Q_(N1-1,1,0) at our own point (edge16_fast, int8 centred residues,
p < 256) and take its rank mod p with elim18.rank_modp, checkpointing to --ckpt-dir.

If <ckpt-dir>/ckpt_T{T}_E{E}_C{C}_s{seed}_p{p}_kb{kb}.bin exists, the run resumes from it (no evaluation).
Rows 3E (End points x u_T = e_i), columns 3C (cut points x g = e_k); same conventions as edge16_fast.
"""
import os
os.environ.setdefault("NUMBA_CACHE_DIR", "/tmp/edge18/numba_cache")
import argparse, resource, sys, time, threading
from math import comb
import numpy as np
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import edge16_fast
import elim18

ap = argparse.ArgumentParser()
ap.add_argument("--T", type=int, required=True)
ap.add_argument("--E", type=int, required=True)
ap.add_argument("--C", type=int, required=True)
ap.add_argument("--seed", type=int, default=20261218)
ap.add_argument("--p", type=int, default=251)
ap.add_argument("--kb", type=int, default=1024)
ap.add_argument("--w", type=int, default=1024)
ap.add_argument("--eval-threads", type=int, default=2)
ap.add_argument("--ckpt-dir", default="/tmp/edge18")
ap.add_argument("--ckpt-every", type=float, default=900.0, help="seconds between checkpoints (after a finished panel)")
ap.add_argument("--no-eval-ckpt", action="store_true", help="do not checkpoint right after the evaluation")
ap.add_argument("--min-avail-gb", type=float, default=0.0, help="refuse to start if MemAvailable is below this")
ap.add_argument("--die-after-ckpt", type=int, default=0, help="TEST ONLY: os._exit(9) after this many checkpoints")
ap.add_argument("--progress", default=None, help="also append log lines to this file")
args = ap.parse_args()
T, n = args.T, args.T // 2
N1 = comb(n + 2, 3)
fh = open(args.progress, "a") if args.progress else None


def log(s):
    print(s, flush=True)
    if fh:
        fh.write(s + "\n"); fh.flush()


def ts():
    return time.strftime('%Y-%m-%d %H:%M:%S')


nr, nc = 3 * args.E, 3 * args.C
os.makedirs(args.ckpt_dir, exist_ok=True)
ckpt = os.path.join(args.ckpt_dir, f"ckpt_T{T}_E{args.E}_C{args.C}_s{args.seed}_p{args.p}_kb{args.kb}.bin")
ident = dict(T=T, E=args.E, C=args.C, seed=args.seed, p=args.p, kb=args.kb, nr=nr, nc=nc)
avail = int([l for l in open("/proc/meminfo") if l.startswith("MemAvailable")][0].split()[1]) / 1e6
log(f"[{ts()}] start pid {os.getpid()}: T={T} n={n} block alpha=({N1 - 1},1,0) seed={args.seed} p={args.p} "
    f"E={args.E} C={args.C} matrix {nr} x {nc} int8 ({nr * nc / 1e9:.2f} GB) kb={args.kb} w={args.w}; "
    f"MemAvailable {avail:.2f} GB; checkpoint file {ckpt}")
if avail < args.min_avail_gb:
    log(f"[{ts()}] REFUSED: MemAvailable {avail:.2f} GB < {args.min_avail_gb} GB")
    sys.exit(3)
if os.path.exists(ckpt + ".tmp"):
    os.remove(ckpt + ".tmp")
    log(f"[{ts()}] removed a partial checkpoint {ckpt}.tmp (a write was interrupted)")

t0 = time.time()
state = None
eval_s = None
if os.path.exists(ckpt):
    meta = elim18.read_meta(ckpt)
    for k, v in ident.items():
        assert meta[k] == v, f"checkpoint parameter mismatch: {k} {meta[k]} != {v}"
    A, meta = elim18.read_checkpoint(ckpt)
    state = meta["state"]
    eval_s = meta.get("eval_s")
    log(f"[{ts()}] RESUMED from checkpoint: rank so far {state['rank0']}, next column {state['col0']}, panel "
        f"{state['panel']}, active block {A.shape[0]} x {A.shape[1]}, elimination seconds so far "
        f"{state['elim_s']:.0f}; read+crc in {time.time() - t0:.1f}s")
else:
    A = np.empty((nr, nc), np.int8)
    nchunk = 40
    step = max(1, -(-args.E // nchunk))
    ranges = [(e0, min(args.E, e0 + step)) for e0 in range(0, args.E, step)]
    lock = threading.Lock()
    done = [0]

    def worker(my):
        for (e0, e1) in my:
            edge16_fast.build(T, args.C, args.E, args.seed, args.p, e_lo=e0, e_hi=e1, out=A[3 * e0: 3 * e1],
                              out_row0=e0)
            with lock:
                done[0] += e1 - e0
                log(f"[{ts()}]   evaluated End points {done[0]}/{args.E}, {time.time() - t0:.0f}s")

    # compile once on a tiny range first (so the threads do not both compile)
    edge16_fast.build(T, 3, 1, args.seed, args.p, dtype=np.int8)
    th = [threading.Thread(target=worker, args=(ranges[i::args.eval_threads],)) for i in range(args.eval_threads)]
    for t in th:
        t.start()
    for t in th:
        t.join()
    assert done[0] == args.E
    eval_s = time.time() - t0
    nzf = np.count_nonzero(A[:300]) / A[:300].size
    log(f"[{ts()}] evaluation {eval_s:.1f}s; nonzero fraction {nzf:.4f} (first 300 rows; ~{1 - 1 / args.p:.4f} expected)")
    if not args.no_eval_ckpt:
        tc = time.time()
        st0 = dict(rank0=0, col0=0, nr_tot=nr, nc_tot=nc, panel=0, rounds=0, done_work=0, elim_s=0.0)
        elim18.write_checkpoint(ckpt, A, 0, 0, dict(ident, eval_s=eval_s, state=st0))
        log(f"[{ts()}] checkpoint after evaluation written in {time.time() - tc:.1f}s")

t1 = time.time()
r, st = elim18.rank_modp(A, args.p, kb=args.kb, w=args.w, log=log, state=state, ckpt_path=ckpt,
                         ckpt_every=args.ckpt_every, ckpt_meta=dict(ident, eval_s=eval_s),
                         die_after_ckpt=args.die_after_ckpt or None)
t2 = time.time()
rss = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1e6
log(f"[{ts()}] RANK {r} (T={T}, seed={args.seed}, p={args.p}, side {nr}x{nc}; alpha=({N1 - 1},1,0), E={args.E}, "
    f"C={args.C}, kb={args.kb}) evaluation {eval_s if eval_s is None else round(eval_s, 1)}s, elimination total "
    f"{st['elim_s']:.1f}s (this start {t2 - t1:.1f}s), panels {st['panel']}, rounds {st['rounds']}, maxRSS(this start) "
    f"{rss:.2f} GB")
# the final checkpoint is no longer needed once the rank is logged
if os.path.exists(ckpt):
    os.remove(ckpt)
    log(f"[{ts()}] removed checkpoint {ckpt}")
