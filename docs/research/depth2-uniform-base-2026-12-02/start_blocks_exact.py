"""Exact (mod p, a lower bound on the rank over Q) Krylov rank of the block instance at s1 = 2 ceil((R-1)/(M-1)),
for every 2 <= M < R <= Rmax; and the two block lemmas alone (S1: tail block mod E0 at 2b-2; S2: cycle block at 2b)."""
import sys, math, json
import numpy as np
from start_blocks import block_weights, matrices, rank_mod_p

def krylov_exact(Mk, N, s, extra=None):
    Mk = np.array(Mk, dtype=object); X = np.array(N, dtype=object); cols = [] if extra is None else [np.array(extra, dtype=object)]
    for _ in range(s):
        cols.append(X); X = Mk.dot(X) % 2_147_483_629
    return rank_mod_p(np.hstack(cols))

Rmax = int(sys.argv[1])
bad = 0; n = 0
for R in range(3, Rmax + 1):
    for M in range(2, R):
        w = block_weights(M, R); W, H, A, B = matrices(M, R, w)
        Mk = np.block([[H, np.zeros((R, R), dtype=np.int64)], [A @ H, B]]); N = np.vstack([W, A @ W])
        r = krylov_exact(Mk, N, w["s1"]); n += 1
        if r != 2 * R: bad += 1; print(json.dumps(dict(M=M, R=R, s1=w["s1"], rank=r)))
print(json.dumps(dict(pairs=n, failures=bad, Rmax=Rmax)))
# block lemmas alone
from block_types import build
for b in range(1, 41):
    for kind in ["cycle", "tail"]:
        if kind == "tail" and b < 2: continue
        Mk, bv, E0 = build(kind, b, b)
        s = 2 * b if kind == "cycle" else 2 * b - 2
        r = krylov_exact(Mk.astype(np.int64), bv.astype(np.int64)[:, None], s, E0.astype(np.int64) if kind == "tail" else None)
        if r != 2 * b: print(json.dumps(dict(kind=kind, b=b, rank=r, want=2 * b)))
print("block lemmas checked for b <= 40")
