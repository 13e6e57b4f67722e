"""Lower-bound recomputation: rank over GF(p) of Y[i, j] = y(start_i ++ end_j) for one random integer RAC.

Usage: python run.py L M R T n [--seed S] [--prime P] [--b 512] [--no-rank]
Stores Z = Y^T (rows = End sequences) as n x n uint32 (rank(Z) = rank(Y)); progress to stderr, one JSON
line to stdout: {L, M, R, T, n, prime, seed, rank, eval_s, rank_s, ...}.
"""

import argparse
import json
import sys
import time

import numpy as np

import lbcore


def main():
    ap = argparse.ArgumentParser()
    for a in ("L", "M", "R", "T", "n"):
        ap.add_argument(a, type=int)
    ap.add_argument("--seed", type=int, default=20261129)
    ap.add_argument("--prime", type=int, default=1048573)
    ap.add_argument("--b", type=int, default=512)
    ap.add_argument("--no-rank", action="store_true")
    ap.add_argument("--eval", choices=("plain", "tiled"), default="plain", help="C loop order (same arithmetic)")
    args = ap.parse_args()
    L, M, R, T, n, p = args.L, args.M, args.R, args.T, args.n, args.prime
    assert T % 2 == 0 and p < 2**20 and max(M, R) <= 8 and L <= 8
    steps = T // 2
    t00 = time.time()

    def log(msg):
        print(f"[{time.strftime('%H:%M:%S', time.gmtime())} +{time.time() - t00:.0f}s] {msg}", file=sys.stderr,
              flush=True)

    rng = np.random.default_rng(args.seed)
    WI, WH, WO, h0 = lbcore.random_rac(L, M, R, p, rng)
    S = rng.integers(0, p, size=(n, steps, M))
    E = rng.integers(0, p, size=(n, steps, M))
    t0 = time.time()
    Hs = lbcore.start_states(WI, WH, h0, S, p)
    Z = np.empty((n, n), dtype=np.uint32)
    lbcore.fill_Z(Z, WI, WH, WO, Hs, E, p, log=log, block=256 if args.eval == "tiled" else 64,
                  tiled=args.eval == "tiled")
    t_eval = time.time() - t0
    log(f"eval done in {t_eval:.1f}s")
    # naive exact cross-check (Python ints, no reduction until the end)
    WIl, WHl, WOl, h0l = [w.tolist() for w in WI], [w.tolist() for w in WH], WO.tolist(), h0.tolist()
    rng2 = np.random.default_rng(4242)
    checks = [(0, 0), (n - 1, n - 1), (0, n - 1), (n - 1, 0)]
    checks += [tuple(int(v) for v in rng2.integers(0, n, 2)) for _ in range(8)]
    for i, j in checks:
        v = lbcore.naive_y(WIl, WHl, WOl, h0l, S[i].tolist() + E[j].tolist()) % p
        assert v == int(Z[j, i]), ("naive mismatch", i, j, v, int(Z[j, i]))
    log(f"naive checks ok ({len(checks)} entries: {checks})")
    rec = dict(L=L, M=M, R=R, T=T, n=n, prime=p, seed=args.seed, eval_s=round(t_eval, 1),
               naive_checks=len(checks), eval_loop=args.eval)
    if not args.no_rank:
        t1 = time.time()
        rk = lbcore.rank_modp_inplace(Z, p, b=args.b, log=log)
        rec.update(rank=int(rk), rank_s=round(time.time() - t1, 1), b=args.b,
                   fallbacks=lbcore.rank_modp_inplace.last_fallbacks)
    rec["total_s"] = round(time.time() - t00, 1)
    print(json.dumps(rec), flush=True)
    log("done")
    return 0


if __name__ == "__main__":
    sys.exit(main())
