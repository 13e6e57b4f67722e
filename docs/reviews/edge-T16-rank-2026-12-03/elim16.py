"""Own rank mod p (p < 2^15) of an int16 matrix of centred residues, by blocked elimination (rank only).

Design (independent of the lab's numerics.rank.blas, which stores float32 residues mod 1048571 and eliminates with
float64 BLAS updates): residues are stored as int16 (|x| <= (p-1)/2), p = 32749 by default.  Column panels of width kb:
  P = active rows x panel columns (float64).  Among the nonzero rows of P take the first s = kb + 64 ("sample"),
  find a maximal set S of linearly independent sample rows (python-flint rref of the small transposed sample),
  bring the rows S to the top of the active block (row swaps in the int16 matrix), find pivot columns J and
  B^{-1} = (P[S, J])^{-1} mod p (python-flint rref of the small [P[S] | I], which is [B^{-1}P[S] | B^{-1}]),
  multipliers c = P[rest, J] B^{-1} mod p (centred), and update every remaining column of the other active rows:
      A[rest, j0:] <- (A[rest, j0:] - c A[S, j0:]) mod p   (float64 GEMM chunk by chunk, reduced, stored as int16).
  S rows retire (rank += |S|).  After the update the rest rows vanish on the pivot columns J; if they vanish on all
  panel columns the panel is done, otherwise (the sample missed part of the panel's rank) another round is run on the
  same panel, with the sample drawn among the rows that are still nonzero there.  Each round is a sequence of
  invertible row operations; rank = (number of retired rows) + rank(rest on the columns right of the panel), because
  the retired rows restricted to the panel columns have an invertible block-triangular minor (each round's pivot rows
  are zero on the earlier rounds' pivot columns).
Exactness of the update: every stored entry and every multiplier is an integer of absolute value <= (p-1)/2, so an
inner product of width k <= kb is at most k ((p-1)/2)^2 + (p-1)/2; with kb = 2048, p = 32749 that is < 5.5e11 < 2^53:
the float64 GEMM is exact.  Reduction v - floor(v/p) p is exact (v an integer < 2^40) and then corrected into [0, p).
python-flint (nmod_mat) is used only on the small pieces: a (kb+64) x kb sample and a kb x 2kb block per round.
"""
from __future__ import annotations

import time

import numba as nb
import numpy as np
import flint


@nb.njit(cache=True)
def sub_reduce(A, X, p):
    """A <- centred((A - X) mod p) in place; A int16 (any strides), X float64 exact integers. Returns #nonzero."""
    fp = float(p); pinv = 1.0 / fp; half = (p - 1) // 2
    nnz = 0
    for i in range(A.shape[0]):
        for j in range(A.shape[1]):
            v = float(A[i, j]) - X[i, j]
            v = v - np.floor(v * pinv) * fp
            if v >= fp:
                v -= fp
            elif v < 0.0:
                v += fp
            iv = int(v)
            if iv > half:
                iv -= p
            if iv != 0:
                nnz += 1
            A[i, j] = iv
    return nnz


@nb.njit(cache=True)
def reduce_centred(X, p):
    fp = float(p); pinv = 1.0 / fp; half = float((p - 1) // 2)
    for i in range(X.shape[0]):
        for j in range(X.shape[1]):
            v = X[i, j]
            v = v - np.floor(v * pinv) * fp
            if v >= fp:
                v -= fp
            elif v < 0.0:
                v += fp
            if v > half:
                v -= fp
            X[i, j] = v


def to_flint(M, p):
    Mi = np.asarray(M, dtype=np.int64) % p
    return flint.nmod_mat(Mi.shape[0], Mi.shape[1], Mi.ravel().tolist(), p)


def from_flint(F):
    return np.fromiter(map(int, F.entries()), dtype=np.int64, count=F.nrows() * F.ncols()).reshape(F.nrows(), F.ncols())


def pivot_cols(E, rank):
    return np.array([int(np.flatnonzero(E[i])[0]) for i in range(rank)], dtype=np.int64)


def rank_modp(A, p, kb=2048, w=1024, extra=64, log=print, rowchunk=8192):
    """Rank of the int16 centred matrix A mod p; A is destroyed."""
    assert p < 2 ** 15 and A.dtype == np.int16
    nr, nc = A.shape
    assert kb * ((p - 1) // 2) ** 2 + p < 2 ** 53
    r = 0
    total_work = sum((nr - min(nr, j)) * (nc - j) for j in range(0, nc, kb)) * kb + 1  # rough flop proxy
    done_work = 0
    t0 = time.time()
    j0 = 0
    rounds = 0
    while j0 < nc and r < nr:
        j1 = min(nc, j0 + kb)
        kw = j1 - j0
        P = A[r:, j0:j1].astype(np.float64)
        m = P.shape[0]
        nzrows = np.flatnonzero(np.any(P != 0, axis=1))
        if len(nzrows) == 0:
            log(f"[{time.strftime('%H:%M:%S')}] panel {j0}:{j1} zero on active rows, rank {r}")
            j0 = j1
            continue
        rounds += 1
        sample = nzrows[: kw + extra]
        F, rk = to_flint(P[sample].T, p).rref()
        E = from_flint(F)
        S = sample[pivot_cols(E, rk)]
        kr = int(rk)
        # bring rows S to positions 0..kr-1 of the active block (in A and in P)
        Sset = set(S.tolist())
        srcs = np.array(sorted(s for s in Sset if s >= kr), dtype=np.int64)
        tgts = np.array([t for t in range(kr) if t not in Sset], dtype=np.int64)
        assert len(srcs) == len(tgts)
        if len(srcs):
            a_idx = np.concatenate([r + srcs, r + tgts]); b_idx = np.concatenate([r + tgts, r + srcs])
            A[a_idx] = A[b_idx]
            pa = np.concatenate([srcs, tgts]); pb = np.concatenate([tgts, srcs])
            P[pa] = P[pb]
        # pivot columns J and B^{-1} from rref([P_S | I])
        aug = np.concatenate([P[:kr], np.eye(kr)], axis=1)
        G, rk2 = to_flint(aug, p).rref()
        assert int(rk2) == kr
        G = from_flint(G)
        J = pivot_cols(G[:, :kw], kr)
        assert np.all(J < kw)
        Binv = G[:, kw:].astype(np.float64)
        Binv[Binv > (p - 1) // 2] -= p
        # multipliers c = P[rest, J] Binv (centred), row chunk by row chunk
        mr = m - kr
        c = np.empty((mr, kr), np.float64)
        for a in range(0, mr, rowchunk):
            b = min(mr, a + rowchunk)
            np.matmul(P[kr + a: kr + b][:, J], Binv, out=c[a:b])
            reduce_centred(c[a:b], p)
        del P
        # update all columns from j0 on: panel columns first (residual check), then the rest in chunks of w
        resid = 0
        X = np.empty((mr, max(w, kw)), np.float64)
        for a in list(range(j0, nc, w)) if kw == w else [j0] + list(range(j1, nc, w)):
            b = min(nc, a + (kw if a == j0 else w))
            U = A[r: r + kr, a:b].astype(np.float64)
            Xv = X[:, : b - a]
            np.matmul(c, U, out=Xv)
            nnz = sub_reduce(A[r + kr:, a:b], Xv, p)
            if a < j1:
                resid += nnz
        del X, c
        r += kr
        done_work += m * (nc - j0) * kr
        el = time.time() - t0
        log(f"[{time.strftime('%H:%M:%S')}] panel {j0}:{j1} round {rounds}: +{kr} pivots, rank {r}, "
            f"residual nonzeros in panel {resid}, {el:.0f}s, work {100 * done_work / total_work:.1f}%")
        if resid == 0:
            j0 = j1
    return r
