"""Validate lbcore.rank_modp_inplace against python-flint nmod_mat.rank() on matrices of known rank.

Usage: python validate.py [--quick]
Prints one JSON line per case; exits non-zero on any disagreement.
"""

import json
import sys
import time

import flint
import numpy as np

import lbcore

P = 1048573


def product(n, m, r, rng, p):
    U = rng.integers(0, p, size=(n, r))
    V = rng.integers(0, p, size=(r, m))
    return lbcore.matmul_mod(U, V, p) if r > 0 else np.zeros((n, m), dtype=np.int64)


def make(kind, n, seed, p):
    rng = np.random.default_rng(seed)
    if kind == "full":
        A, expect = rng.integers(0, p, size=(n, n)), n
    elif kind == "n-1":
        A, expect = product(n, n, n - 1, rng, p), n - 1
    elif kind == "half":
        A, expect = product(n, n, n // 2, rng, p), n // 2
    elif kind == "small":
        A, expect = product(n, n, 7, rng, p), 7
    elif kind == "zerocols":  # rank n/2 product, then ~10% columns zeroed incl. the whole first 600 columns
        A = product(n, n, n // 2, rng, p)
        A[:, :600] = 0
        A[:, rng.choice(n, n // 10, replace=False)] = 0
        expect = None
    elif kind == "duprows":  # full random, then the first 700 rows all equal to row 700, plus random dups
        A = rng.integers(0, p, size=(n, n))
        A[:700] = A[700]
        src = rng.integers(0, n, size=n // 5)
        dst = rng.integers(0, n, size=n // 5)
        A[dst] = A[src]
        expect = None
    elif kind == "blocks":  # block-diagonal-ish: rank deficient leading panel, full trailing part
        A = np.zeros((n, n), dtype=np.int64)
        h = n // 3
        A[:h, :h] = product(h, h, h // 4, rng, p)
        A[h:, h:] = rng.integers(0, p, size=(n - h, n - h))
        A[rng.integers(0, n, 50), :] = 0
        expect = None
    elif kind == "rowsperm-lowrank":  # rank n-300 where dependent rows come first
        A = product(n, n, n - 300, rng, p)
        A[:300] = (A[300:600] * 5 + A[600:900]) % p
        expect = n - 300
    else:
        raise ValueError(kind)
    return np.ascontiguousarray(A % p), expect


def main():
    quick = "--quick" in sys.argv
    cases = []
    sizes = [1500, 2001, 2999, 3000] if not quick else [1500]
    kinds = ["full", "n-1", "half", "small", "zerocols", "duprows", "blocks", "rowsperm-lowrank"]
    for n in sizes:
        for kind in kinds:
            for seed in (1, 2):
                cases.append((kind, n, seed, 512))
    # other panel widths
    for b in (256, 1000):
        for kind in ("n-1", "zerocols", "duprows"):
            cases.append((kind, 2001, 3, b))
    bad = 0
    for kind, n, seed, b in cases:
        A, expect = make(kind, n, seed, P)
        t = time.time()
        rf = flint.nmod_mat(A.shape[0], A.shape[1], A.ravel().tolist(), P).rank()
        tf = time.time() - t
        Z = A.astype(np.uint32)
        t = time.time()
        rm = lbcore.rank_modp_inplace(Z, P, b=b)
        tm = time.time() - t
        ok = rm == rf and (expect is None or expect == rf)
        bad += not ok
        print(json.dumps(dict(kind=kind, n=n, seed=seed, b=b, expect=expect, flint=rf, mine=rm, ok=ok, fallbacks=lbcore.rank_modp_inplace.last_fallbacks,
                              flint_s=round(tf, 2), mine_s=round(tm, 2))), flush=True)
    print(f"{len(cases) - bad} passed, {bad} failed", flush=True)
    return 1 if bad else 0


if __name__ == "__main__":
    sys.exit(main())
