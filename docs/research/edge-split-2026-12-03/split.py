"""helper-141: the TRUE edge block Q_(N1-1,1,0) (depth 4, R = 3) at structured integer points.

The lab's proofs.general.depth4.edge_block.edge_block is called unchanged; only the module-level name draw_point
that it imported is replaced by a wrapper that draws the lab's random point (same seed, same order) and then
overwrites some weights with structured integer matrices (MODES below).

For each run it reports
  * the 3 x 3 grid of sub-blocks (rows grouped by i: u_T = e_i, columns by k: g = e_k): which are identically 0;
  * rank of the full block; rank of each column block B_k (g = e_k); rank of each grid cell (i, k) that is nonzero
    where the pattern is (block) diagonal / triangular;
all mod p = 1048571 with FLINT (one thread).

usage: python split.py T mode seed [Y] [cuts] [--nofull] [--one] [--pairs]
"""

from __future__ import annotations

import sys
import time

import numpy as np

import proofs.general.depth4.edge_block as eb
from numerics.bounds.depth4 import corner_bound, start_degrees
from numerics.bounds.depth4_blocks import formula_block_rank
from numerics.rank.flint_bridge import flint_rank_mod_p
from proofs.general.depth4.near_vertex import PRIME, draw_point

R = 3
BLK = np.array([[1, 0, 1], [0, 1, 0], [1, 0, 1]], np.int64)  # the pattern {0, 2} | {1}
I3 = np.eye(R, dtype=np.int64)
S3 = np.roll(I3, 1, axis=0)  # cyclic shift: S e_i = e_(i+1)


def lower(M):
    return np.tril(M)


def upper(M):
    return np.triu(M)


def diag(M):
    return np.diag(np.diag(M))


def circ(M):
    """The circulant matrix with first row M[0]: commutes with the cyclic shift S3."""
    return np.array([np.roll(M[0], k) for k in range(R)], np.int64)


def swapsym(M):
    """A matrix commuting with the swap P of units 0, 1: (M + P M P) (mod p is taken later)."""
    P = I3[[1, 0, 2]]
    return M + P @ M @ P


def equal_rows(M):
    return np.tile(M[0], (R, 1))


# mode -> function(dict of weights) -> dict of weights (names W2, W3, W4, H1, H2, H3, H4, WO)
MODES = {
    "random": lambda w: w,
    # the window model's point (Lemma H): H4 = I, the three rows of W4 equal
    "H4I_W4eq": lambda w: {**w, "H4": I3, "W4": equal_rows(w["W4"])},
    "H4I": lambda w: {**w, "H4": I3},
    "H4diag": lambda w: {**w, "H4": diag(w["H4"])},
    "H4I_W4I": lambda w: {**w, "H4": I3, "W4": I3},
    "H4I_W4diag": lambda w: {**w, "H4": I3, "W4": diag(w["W4"])},
    "H4S": lambda w: {**w, "H4": S3},
    "H4S2": lambda w: {**w, "H4": S3 @ S3},
    "H4Sdiag": lambda w: {**w, "H4": S3 @ diag(w["H4"])},
    "H4swap01": lambda w: {**w, "H4": I3[[1, 0, 2]]},
    "H4swap12": lambda w: {**w, "H4": I3[[0, 2, 1]]},
    "H4swap02": lambda w: {**w, "H4": I3[[2, 1, 0]]},
    # H4 = I and the other weights all structured except W2 (W3 = W4 = I would be A diagonal-free)
    "H4I_W3I": lambda w: {**w, "H4": I3, "W3": I3},
    "H4I_H3I": lambda w: {**w, "H4": I3, "H3": I3},
    # the only cell pattern that keeps every g-block alive on the edge w = (1, t, 0): units {0, 2} | {1}
    "blk02_1_H4blk": lambda w: {**w, "W2": w["W2"] * BLK, "W3": w["W3"] * BLK, "W4": w["W4"] * BLK,
                                "H4": w["H4"] * BLK},
    "blk02_1_H4I": lambda w: {**w, "W2": w["W2"] * BLK, "W3": w["W3"] * BLK, "W4": w["W4"] * BLK, "H4": I3},
    "blk02_1_only_H4blk": lambda w: {**w, "H4": w["H4"] * BLK},
    # a Z/3 symmetry of layers 2-4 fixing layer 1 (the edge alpha is fixed by no permutation of layer 1):
    # S W2 = W2 (rows of W2 equal), W3, W4, H2, H3, H4 circulant (commute with S), WO constant
    "circ234": lambda w: {**w, "W2": equal_rows(w["W2"]), "W3": circ(w["W3"]), "W4": circ(w["W4"]),
                          "H2": circ(w["H2"]), "H3": circ(w["H3"]), "H4": circ(w["H4"]), "WO": np.ones(R, np.int64)},
    "W2eq": lambda w: {**w, "W2": equal_rows(w["W2"])},
    # diagonal recurrent weights: the precondition of a torus symmetry on a layer's cut state
    "H1diag": lambda w: {**w, "H1": diag(w["H1"])},
    "H2diag": lambda w: {**w, "H2": diag(w["H2"])},
    "H3diag": lambda w: {**w, "H3": diag(w["H3"])},
    "H2diag_W3I": lambda w: {**w, "H2": diag(w["H2"]), "W3": I3},
    # a Z/2 symmetry of layers 2-4 swapping units 0 and 1 (fixing layer 1): rows 0, 1 of W2 equal, W3, W4, H2, H3,
    # H4 commuting with the swap, WO_0 = WO_1
    "swap234": lambda w: {**w, "W2": w["W2"][[0, 0, 2]], "W3": swapsym(w["W3"]), "W4": swapsym(w["W4"]),
                          "H2": swapsym(w["H2"]), "H3": swapsym(w["H3"]), "H4": swapsym(w["H4"]),
                          "WO": w["WO"][[0, 0, 2]]},
    "W4I": lambda w: {**w, "W4": I3},
    "WO1": lambda w: {**w, "WO": np.ones(R, np.int64)},
    # A = W4 diag W3 diag W2 diag monomial and H4 monomial: the true block is block diagonal
    "diagW234_H4I": lambda w: {**w, "W2": diag(w["W2"]), "W3": diag(w["W3"]), "W4": diag(w["W4"]), "H4": I3},
    "diagW234_H4diag": lambda w: {
        **w, "W2": diag(w["W2"]), "W3": diag(w["W3"]), "W4": diag(w["W4"]), "H4": diag(w["H4"])},
    "permW234_H4I": lambda w: {
        **w, "W2": S3 @ diag(w["W2"]), "W3": S3 @ diag(w["W3"]), "W4": S3 @ diag(w["W4"]), "H4": I3},
    "permW234_H4S": lambda w: {
        **w, "W2": S3 @ diag(w["W2"]), "W3": S3 @ diag(w["W3"]), "W4": S3 @ diag(w["W4"]), "H4": S3 @ diag(w["H4"])},
    # W2, W3, W4 lower triangular and H4 upper triangular: Z = diag(v) H4^T .. H4^T diag(WO) A is lower triangular,
    # so the grid is block triangular and rank >= sum of the diagonal cells
    "triW234_H4I": lambda w: {**w, "W2": lower(w["W2"]), "W3": lower(w["W3"]), "W4": lower(w["W4"]), "H4": I3},
    "triW234_H4tri": lambda w: {
        **w, "W2": lower(w["W2"]), "W3": lower(w["W3"]), "W4": lower(w["W4"]), "H4": upper(w["H4"])},
}
NAMES = ("W2", "W3", "W4", "H1", "H2", "H3", "H4", "WO")


def patched(mode):
    def draw(*, seed, X, Y, n):
        weights, b, c, ends = draw_point(seed=seed, X=X, Y=Y, n=n)
        w = MODES[mode](dict(zip(NAMES, weights, strict=True)))
        new = tuple(np.asarray(w[k], np.int64) % PRIME for k in NAMES)
        return new, b, c, ends

    return draw


def rank(A):
    if A.size == 0:
        return 0
    return flint_rank_mod_p(np.ascontiguousarray(A, dtype=np.uint32), PRIME, threads=1)[0]


def main():
    args = [a for a in sys.argv[1:] if not a.startswith("--")]
    nofull = "--nofull" in sys.argv
    T, mode, seed = int(args[0]), args[1], int(args[2])
    n1 = start_degrees(depth=4, T=T)[0]
    alpha = (n1 - 1, 1, 0)
    generic = formula_block_rank(T=T, alpha=alpha)[1]
    Y = int(args[3]) if len(args) > 3 else -(-(corner_bound(R=R, T=T, alpha=alpha) + 12) // 3)
    cuts = int(args[4]) if len(args) > 4 else None
    eb.draw_point = patched(mode)
    eb.check_fits = lambda *a, **k: None  # the lab's 80%-of-free-memory check; this run is capped by ulimit -v instead
    t0 = time.time()
    B = eb.edge_block(T=T, seed=seed, Y=Y, cuts=cuts)
    X = B.shape[1] // R
    print(f"T={T} mode={mode} seed={seed} Y={Y} X(cuts)={X} shape={B.shape} generic(formula)={generic} "
          f"per-coordinate={generic / 3:g}  eval {time.time() - t0:.1f}s", flush=True)
    if "--one" in sys.argv:  # only the first column block B_0 (g = e_0), the rest freed first
        B0 = np.ascontiguousarray(B[:, :X])
        del B
        t0 = time.time()
        print(f"rank B_0 (one column block, {B0.shape}): {rank(B0)}  ({time.time() - t0:.1f}s)", flush=True)
        return
    cell = lambda i, k: B[i::R, k * X:(k + 1) * X]  # noqa: E731
    nz = np.array([[int(np.count_nonzero(cell(i, k)) > 0) for k in range(R)] for i in range(R)])
    print("nonzero grid (rows i = u_T coordinate, cols k = g coordinate):", nz.tolist(), flush=True)
    t0 = time.time()
    rk_cols = [rank(B[:, k * X:(k + 1) * X]) for k in range(R)]
    print(f"rank B_k (column blocks g = e_k): {rk_cols} sum {sum(rk_cols)}  ({time.time() - t0:.1f}s)", flush=True)
    if "--pairs" in sys.argv:
        for a, b in ((0, 1), (0, 2), (1, 2)):
            rp = rank(np.hstack([B[:, a * X:(a + 1) * X], B[:, b * X:(b + 1) * X]]))
            print(f"rank [B_{a} | B_{b}]: {rp}", flush=True)
    rk_rows = [rank(B[i::R]) for i in range(R)]
    print(f"rank of row blocks (u_T = e_i): {rk_rows} sum {sum(rk_rows)}", flush=True)
    cells = {}
    for i in range(R):
        for k in range(R):
            if nz[i, k] and (nz.sum() <= 2 * R or "blk" in mode):  # only for (block) diagonal / triangular patterns
                cells[(i, k)] = rank(cell(i, k))
    if cells:
        print("rank of nonzero cells (i,k):", cells, flush=True)
        # cells with (i, k) a permutation = the diagonal of a block-triangular pattern
        for perm in ([0, 1, 2], [1, 2, 0], [2, 0, 1], [0, 2, 1], [2, 1, 0], [1, 0, 2]):
            if all(nz[perm[k], k] for k in range(R)):
                print(f"  diagonal i=perm[k] {perm}: ranks {[cells[(perm[k], k)] for k in range(R)]} "
                      f"sum {sum(cells[(perm[k], k)] for k in range(R))}", flush=True)
    if not nofull:
        t0 = time.time()
        full = rank(B)
        print(f"rank full block: {full}  (generic {generic}, diff {full - generic})  ({time.time() - t0:.1f}s)",
              flush=True)


if __name__ == "__main__":
    main()
