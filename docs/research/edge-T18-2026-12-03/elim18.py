"""Rank mod a small prime p < 256 of an int8 matrix of centred residues (|x| <= (p-1)/2 <= 125), blocked elimination,
resumable.  Adapted from ../../reviews/edge-T16-rank-2026-12-03/elim16.py (int16, p = 32749, float64 GEMM).

Changes against elim16:
  * storage int8 (p = 251 by default): a 125574^2 matrix is 15.77 GB instead of 31.5 GB;
  * the panel P is kept as an int8 copy (not float64), multipliers c and GEMM products X are float32;
  * the GEMM is float32 (sgemm, ~2x dgemm here).  Exactness: every stored entry and every multiplier is an integer
    with |x| <= h = (p-1)/2 = 125, so every partial sum of an inner product of width k <= kb is an integer of absolute
    value <= k h^2, and A - X is <= k h^2 + h; with kb = 1024 that is 1024*15625 + 125 = 16,000,125 < 2^24 =
    16,777,216, so every float32 operation (with or without FMA, in any summation order) is exact.  Asserted below
    (kb h^2 + h < 2^24); with larger kb the code switches to float64 (exact while kb h^2 + h < 2^53);
  * the reduction kernel is numba-parallel over rows (2 threads) and works in float64 on the exact values;
  * checkpoints: after a completed panel, if at least `ckpt_every` seconds passed since the last one, the active block
    A[r:, j0:] (rows not yet retired, columns not yet eliminated) and the bookkeeping are written to one file
    (header 4096 bytes JSON + raw int8 data, crc32 in the header), atomically: <name>.tmp, fsync, os.replace,
    fsync of the directory.  Invariant at a panel boundary: rank(A) = retired + rank(A[r:, j0:]) (the rest rows are
    zero on all eliminated columns; the retired rows have an invertible block-triangular minor on their pivot columns,
    on which the rest rows vanish), so resuming = taking the rank of the saved block and adding `rank`.

Algorithm per panel (as in elim16): P = active rows x panel columns; among its nonzero rows the first kw + extra form
a sample; python-flint rref of the transposed sample gives a maximal independent set S of sample rows; rows S are
swapped to the top of the active block; rref([P[S] | I]) gives the pivot columns J and B^{-1}; multipliers
c = P[rest, J] B^{-1} (centred); every column from the panel on: A[rest] <- centred(A[rest] - c A[S]); S rows retire.
If the rest rows are not zero on the panel afterwards, another round on the same panel.
"""
from __future__ import annotations

import json
import os
import time
import zlib

import numba as nb
import numpy as np
import flint

HDR = 4096


@nb.njit(cache=True, parallel=True)
def sub_reduce(A, X, p):
    """A <- centred((A - X) mod p) in place; A int8 (any strides), X float32/float64 exact integers. Returns #nonzero."""
    fp = float(p); pinv = 1.0 / fp; half = (p - 1) // 2
    n = A.shape[0]
    nnz = 0
    for i in nb.prange(n):
        loc = 0
        for j in range(A.shape[1]):
            v = float(A[i, j]) - float(X[i, j])
            v = v - np.floor(v * pinv) * fp
            if v >= fp:
                v -= fp
            elif v < 0.0:
                v += fp
            iv = int(v)
            if iv > half:
                iv -= p
            if iv != 0:
                loc += 1
            A[i, j] = iv
        nnz += loc
    return nnz


@nb.njit(cache=True)
def reduce_centred(X, p):
    fp = float(p); pinv = 1.0 / fp; half = float((p - 1) // 2)
    for i in range(X.shape[0]):
        for j in range(X.shape[1]):
            v = float(X[i, j])
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


# ----------------------------------------------------------------------------------------------------------- checkpoints
def write_checkpoint(path, A, r, j0, meta, rowchunk=None):
    """Write A[r:, j0:] and meta to path atomically (path.tmp, fsync, os.replace, fsync dir)."""
    tmp = path + ".tmp"
    m, n = A.shape[0] - r, A.shape[1] - j0
    if rowchunk is None:
        rowchunk = max(1, (64 << 20) // max(1, n))
    meta = dict(meta, shape=[int(m), int(n)])
    crc = 0
    with open(tmp, "wb") as f:
        f.write(b"\0" * HDR)
        for a in range(r, A.shape[0], rowchunk):
            buf = np.ascontiguousarray(A[a: min(A.shape[0], a + rowchunk), j0:])
            crc = zlib.crc32(memoryview(buf).cast("B"), crc)
            f.write(memoryview(buf).cast("B"))
        meta["crc32"] = crc
        h = json.dumps(meta).encode()
        assert len(h) < HDR
        f.seek(0); f.write(h + b" " * (HDR - len(h)))
        f.flush(); os.fsync(f.fileno())
    os.replace(tmp, path)
    d = os.open(os.path.dirname(os.path.abspath(path)), os.O_RDONLY)
    try:
        os.fsync(d)
    finally:
        os.close(d)
    return meta


def read_meta(path):
    with open(path, "rb") as f:
        return json.loads(f.read(HDR).decode().strip())


def read_checkpoint(path, rowchunk=None):
    meta = read_meta(path)
    m, n = meta["shape"]
    A = np.empty((m, n), np.int8)
    if rowchunk is None:
        rowchunk = max(1, (64 << 20) // max(1, n))
    crc = 0
    with open(path, "rb") as f:
        f.seek(HDR)
        for a in range(0, m, rowchunk):
            mv = memoryview(A[a: min(m, a + rowchunk)]).cast("B")
            got = f.readinto(mv)
            assert got == len(mv), "checkpoint truncated"
            crc = zlib.crc32(mv, crc)
    if crc != meta["crc32"]:
        raise IOError(f"checkpoint {path}: crc mismatch {crc} != {meta['crc32']}")
    return A, meta


# ----------------------------------------------------------------------------------------------------------- elimination
def total_work_proxy(nr, nc, kb):
    """sum over panels of (active rows) x (remaining columns) x kb, assuming every panel has full rank kb."""
    return sum((nr - min(nr, j)) * (nc - j) for j in range(0, nc, kb)) * kb


def rank_modp(A, p, kb=1024, w=1024, extra=64, log=print, rowchunk=8192, state=None, ckpt_path=None,
              ckpt_every=900.0, ckpt_meta=None, die_after_ckpt=None):
    """Rank of the int8 centred matrix A mod p (A is destroyed).

    state: bookkeeping carried across restarts: rank0 (rows retired before A's first row), col0 (global index of A's
    first column), nr_tot, nc_tot (global shape), panel (panels finished), rounds, done_work, elim_s (elimination
    seconds spent before this start).  A is the active block of the global matrix.
    die_after_ckpt: for testing, os._exit(9) right after the n-th checkpoint written in this start."""
    assert p < 256 and A.dtype == np.int8
    h = (p - 1) // 2
    if kb * h * h + h < 2 ** 24:
        ft = np.float32
    else:
        assert kb * h * h + h < 2 ** 53
        ft = np.float64
    nr, nc = A.shape
    st = dict(rank0=0, col0=0, nr_tot=nr, nc_tot=nc, panel=0, rounds=0, done_work=0, elim_s=0.0)
    if state:
        st.update(state)
    total_work = total_work_proxy(st["nr_tot"], st["nc_tot"], kb) + 1
    r = 0
    j0 = 0
    t_start = time.time()
    t_last_ckpt = time.time()
    n_ckpt = 0
    work_this_start = 0
    while j0 < nc and r < nr:
        tp = time.time()
        j1 = min(nc, j0 + kb)
        kw = j1 - j0
        P = np.array(A[r:, j0:j1])          # int8 copy, m x kw
        m = P.shape[0]
        nzrows = np.flatnonzero(P.any(axis=1))
        if len(nzrows) == 0:
            log(f"[{time.strftime('%Y-%m-%d %H:%M:%S')}] panel {st['panel']} cols {st['col0'] + j0}:{st['col0'] + j1} "
                f"zero on active rows, rank {st['rank0'] + r}")
            j0 = j1
            st["panel"] += 1
            continue
        st["rounds"] += 1
        sample = nzrows[: kw + extra]
        F, rk = to_flint(P[sample].T, p).rref()
        E = from_flint(F)
        S = sample[pivot_cols(E, rk)]
        kr = int(rk)
        Sset = set(S.tolist())
        srcs = np.array(sorted(s for s in Sset if s >= kr), dtype=np.int64)
        tgts = np.array([t for t in range(kr) if t not in Sset], dtype=np.int64)
        assert len(srcs) == len(tgts)
        if len(srcs):
            a_idx = np.concatenate([r + srcs, r + tgts]); b_idx = np.concatenate([r + tgts, r + srcs])
            A[a_idx, j0:] = A[b_idx, j0:]
            pa = np.concatenate([srcs, tgts]); pb = np.concatenate([tgts, srcs])
            P[pa] = P[pb]
        aug = np.concatenate([P[:kr].astype(np.int64), np.eye(kr, dtype=np.int64)], axis=1)
        G, rk2 = to_flint(aug, p).rref()
        assert int(rk2) == kr
        G = from_flint(G)
        J = pivot_cols(G[:, :kw], kr)
        assert np.all(J < kw)
        Binv = G[:, kw:].astype(ft)
        Binv[Binv > h] -= p
        mr = m - kr
        c = np.empty((mr, kr), ft)
        for a in range(0, mr, rowchunk):
            b = min(mr, a + rowchunk)
            np.matmul(P[kr + a: kr + b][:, J].astype(ft), Binv, out=c[a:b])
            reduce_centred(c[a:b], p)
        del P
        resid = 0
        X = np.empty((mr, max(w, kw)), ft)
        for a in (list(range(j0, nc, w)) if kw == w else [j0] + list(range(j1, nc, w))):
            b = min(nc, a + (kw if a == j0 else w))
            U = A[r: r + kr, a:b].astype(ft)
            Xv = X[:, : b - a]
            np.matmul(c, U, out=Xv)
            nnz = sub_reduce(A[r + kr:, a:b], Xv, p)
            if a < j1:
                resid += nnz
        del X, c
        r += kr
        wk = m * (nc - j0) * kr
        st["done_work"] += wk
        work_this_start += wk
        now = time.time()
        el_start = now - t_start
        frac = st["done_work"] / total_work
        rem = max(0, total_work - st["done_work"])
        eta = rem * el_start / max(1, work_this_start)
        try:
            rss = int([l for l in open("/proc/self/status") if l.startswith("VmRSS")][0].split()[1]) / 1e6
        except Exception:
            rss = -1
        log(f"[{time.strftime('%Y-%m-%d %H:%M:%S')}] panel {st['panel']} cols {st['col0'] + j0}:{st['col0'] + j1} "
            f"round {st['rounds']}: +{kr} pivots, rank {st['rank0'] + r}, resid {resid}, panel {now - tp:.1f}s, "
            f"elim {st['elim_s'] + el_start:.0f}s, work {100 * frac:.2f}%, ETA {eta / 3600:.2f} h, RSS {rss:.2f} GB")
        if resid == 0:
            j0 = j1
            st["panel"] += 1
            if ckpt_path and now - t_last_ckpt >= ckpt_every and j0 < nc and r < nr:
                tc = time.time()
                st2 = dict(st, rank0=st["rank0"] + r, col0=st["col0"] + j0, elim_s=st["elim_s"] + (tc - t_start))
                write_checkpoint(ckpt_path, A, r, j0, dict(ckpt_meta or {}, state=st2))
                t_last_ckpt = time.time()
                n_ckpt += 1
                log(f"[{time.strftime('%Y-%m-%d %H:%M:%S')}] checkpoint written: rank {st2['rank0']}, next column "
                    f"{st2['col0']}, panel {st2['panel']}, block {nr - r} x {nc - j0}, {t_last_ckpt - tc:.1f}s")
                if die_after_ckpt and n_ckpt >= die_after_ckpt:
                    os._exit(9)
    st["elim_s"] += time.time() - t_start
    return st["rank0"] + r, st
