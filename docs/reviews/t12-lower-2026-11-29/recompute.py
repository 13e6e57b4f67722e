r"""Independent recomputation of the lab's general-input separation-rank certificates (issue 32).

Own code: only the *definition* of the explicit instance (c(n), index order, offsets) is taken from
``proofs/general/instance.py`` (read, not imported). Evaluation: float64 arithmetic with exact reductions
mod p (p < 2^25, residues kept centred, |r| <= p/2 (1+2^-20), so every product is < 2^49 and sums of up to 8
such stay < 2^53: exact);
all P start states are propagated through each End sequence's steps in a batch. A few entries are
cross-checked against a naive Python-int evaluation (exact integers, reduced mod p only at the end).
Rank: python-flint ``nmod_mat(...).rank()``.

Copy for the (3,2,3,12) lower-bound review (2026-11-29, docs/reviews/t12-lower-2026-11-29): identical to
``docs/reviews/atlas-open-2026-11-28b/recompute.py`` except for memory: Y is stored as int32 (entries are in
[0, p) with p < 2^25, so the cast is exact) and the nmod_mat is filled entry by entry, row by row
(``A[i, j] = v``) instead of from one flat Python list of k^2 ints (which needs ~36 bytes per entry, >12 GB at
k = 19656); for the full block, Y is deleted before the rank so that only the matrix and FLINT's internal copy
are alive. A random sample of filled entries is compared with Y after the fill. For the largest block the rank
is FLINT's ``nmod_mat_lu`` run in place on that matrix (``flint_inplace.rank_inplace``, the same routine that
``nmod_mat.rank()`` runs on a copy), which saves the 3.09 GB copy; ``--rank copy`` restores ``nmod_mat.rank()``.

Usage: python recompute.py L M R T n [--random SEED --prime Q] [--sub k1,k2,...]
Prints one JSON line per rank computed (ranks of the leading k x k blocks for each k in --sub, and n).
"""

from __future__ import annotations

import argparse
import json
import sys
import time

import numpy as np

P_EXPLICIT = 2**25 - 39


def c(n: int) -> int:
    return (7919 * n**3 + 104729 * n**2 + 1299709 * n + 17) % 65521 - 32760


def explicit_params(L: int, M: int, R: int):
    idx = 0
    WI, WH = [], []
    for l in range(L):
        cols = M if l == 0 else R
        WI.append([[c(idx + i * cols + j) for j in range(cols)] for i in range(R)])
        idx += R * cols
        WH.append([[c(idx + i * R + j) for j in range(R)] for i in range(R)])
        idx += R * R
    WO = [c(idx + j) for j in range(R)]
    h0 = [[c(10**6 + l * R + k) for k in range(R)] for l in range(L)]
    return WI, WH, WO, h0


def explicit_points(count: int, steps: int, M: int, end: bool):
    o = 3 * 10**6 if end else 2 * 10**6
    return [[[c(o + (i * steps + t) * M + m) for m in range(M)] for t in range(steps)] for i in range(count)]


def random_params(L, M, R, p, rng):
    WI = [rng.integers(0, p, size=(R, M if l == 0 else R)).tolist() for l in range(L)]
    WH = [rng.integers(0, p, size=(R, R)).tolist() for _ in range(L)]
    WO = rng.integers(0, p, size=R).tolist()
    h0 = rng.integers(0, p, size=(L, R)).tolist()
    return WI, WH, WO, h0


def naive_y(WI, WH, WO, h0, xs):
    """Exact integer evaluation of one sequence (Python ints, no reduction)."""
    h = [list(v) for v in h0]
    for x in xs:
        below = list(x)
        for l in range(len(WH)):
            a = [sum(WH[l][r][k] * h[l][k] for k in range(len(h[l]))) for r in range(len(WH[l]))]
            b = [sum(WI[l][r][k] * below[k] for k in range(len(below))) for r in range(len(WI[l]))]
            h[l] = [a[r] * b[r] for r in range(len(a))]
            below = h[l]
    return sum(WO[r] * h[-1][r] for r in range(len(WO)))


def fmod(x, p):
    """Balanced exact reduction: for |x| < 2^53 returns r = x - q p with q = rint(x / p) (q within the float
    error of the nearest integer), so r == x mod p and |r| <= p/2 (1 + 2^-20); all ops exact in float64."""
    return x - np.rint(x * (1.0 / p)) * p


def main() -> int:
    ap = argparse.ArgumentParser()
    for a in ("L", "M", "R", "T", "n"):
        ap.add_argument(a, type=int)
    ap.add_argument("--random", type=int, default=None, help="seed: random weights and points mod --prime")
    ap.add_argument("--prime", type=int, default=P_EXPLICIT)
    ap.add_argument("--sub", type=str, default="")
    ap.add_argument("--chunk", type=int, default=32)
    ap.add_argument("--rank", choices=("inplace", "copy"), default="inplace", help="largest block's rank routine")
    args = ap.parse_args()
    L, M, R, T, n, p = args.L, args.M, args.R, args.T, args.n, args.prime
    assert p < 2**25 and max(M, R) <= 8, "exactness bound: sums of <= 8 products < 2^53"
    steps = T // 2
    t0 = time.time()
    if args.random is None:
        WI, WH, WO, h0 = explicit_params(L, M, R)
        S = explicit_points(n, steps, M, end=False)
        E = explicit_points(n, steps, M, end=True)
        kind = "explicit"
    else:
        rng = np.random.default_rng(args.random)
        WI, WH, WO, h0 = random_params(L, M, R, p, rng)
        S = rng.integers(0, p, size=(n, steps, M)).tolist()
        E = rng.integers(0, p, size=(n, steps, M)).tolist()
        kind = f"random(seed={args.random})"

    def f(A):  # centred residues in (-p/2, p/2]
        r = np.array(A, dtype=object) % p
        return np.where(r > p // 2, r - p, r)

    wi = [f(w).astype(np.float64) for w in WI]
    wh = [f(w).astype(np.float64) for w in WH]
    wo = f(WO).astype(np.float64)
    Sx = f(S).astype(np.float64)  # (n, steps, M)
    Ex = f(E).astype(np.float64)

    def matmul(W, X):  # W (R, K), X (K, ...) -> (R, ...), exact: K <= 8 products < 2^50 each
        out = np.tensordot(W, X, axes=(1, 0))
        return fmod(out, p)

    # Start: propagate all n start sequences from h0 for `steps` steps; states (R, n)
    h = [np.repeat(f(h0[l]).astype(np.float64)[:, None], n, axis=1) for l in range(L)]
    for t in range(steps):
        below = Sx[:, t, :].T  # (M, n)
        for l in range(L):
            h[l] = fmod(matmul(wh[l], h[l]) * matmul(wi[l], below), p)
            below = h[l]
    Y = np.empty((n, n), dtype=np.int32)  # Y[i, j] = y(start_i, end_j); values in [0, p), p < 2^25: exact
    C = args.chunk
    for j0 in range(0, n, C):
        j1 = min(n, j0 + C)
        g = [np.repeat(h[l][:, None, :], j1 - j0, axis=1) for l in range(L)]  # (R, c, n)
        for t in range(steps):
            below = Ex[j0:j1, t, :].T[:, :, None]  # (M, c, 1) broadcast over starts
            for l in range(L):
                g[l] = fmod(matmul(wh[l], g[l]) * matmul(wi[l], below), p)
                below = g[l]
        y = fmod(np.tensordot(wo, g[-1], axes=(0, 0)), p)  # (c, n): [j, i]
        Y[:, j0:j1] = np.mod(y.T.astype(np.int64), p)
    t_eval = time.time() - t0
    # naive cross-check of a few entries (exact integers)
    rng2 = np.random.default_rng(12345)
    checks = [(0, 0), (n - 1, n - 1)] + [tuple(int(v) for v in rng2.integers(0, n, 2)) for _ in range(6)]
    for i, j in checks:
        xs = list(S[i]) + list(E[j])
        if args.random is None:
            v = naive_y(WI, WH, WO, h0, xs) % p
        else:
            v = naive_y(WI, WH, WO, h0, xs) % p
        assert v == int(Y[i, j]), (i, j, v, int(Y[i, j]))
    print(f"eval {t_eval:.1f}s, naive checks ok", file=sys.stderr, flush=True)
    import flint

    subs = sorted({int(k) for k in args.sub.split(",") if k} | {n})
    for k in subs:
        t1 = time.time()
        # memory: fill entry by entry, one row at a time (a flat list of k^2 Python ints is >12 GB at k = 19656)
        A = flint.nmod_mat(k, k, p)
        for i in range(k):
            for j, v in enumerate(Y[i, :k].tolist()):
                A[i, j] = v
        rng3 = np.random.default_rng(777)
        for i, j in rng3.integers(0, k, size=(2000, 2)).tolist():
            assert int(A[i, j]) == int(Y[i, j]), ("fill mismatch", i, j)
        if k == subs[-1]:
            del Y  # last (largest) block: free Y before FLINT's rank makes its internal copy of A
        t_build = time.time() - t1
        print(f"k={k}: built nmod_mat in {t_build:.1f}s, ranking", file=sys.stderr, flush=True)
        if k == subs[-1] and args.rank == "inplace":
            from flint_inplace import rank_inplace

            rk = rank_inplace(A)  # destroys A (LU in place); memory ~1.4x the matrix instead of ~2.4x
        else:
            rk = A.rank()
        rec = dict(
            L=L,
            M=M,
            R=R,
            T=T,
            n_points=n,
            block=k,
            instance=kind,
            prime=p,
            rank=int(rk),
            full=bool(rk == k),
            eval_s=round(t_eval, 1),
            build_s=round(t_build, 1),
            rank_s=round(time.time() - t1 - t_build, 1),
            rank_routine=args.rank if k == subs[-1] else "copy",
        )
        print(json.dumps(rec), flush=True)
        del A
    return 0


if __name__ == "__main__":
    sys.exit(main())
