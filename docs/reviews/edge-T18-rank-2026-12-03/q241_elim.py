"""Rank mod a small prime q of an int8 matrix of centred residues (|x| <= h = (q-1)/2), eliminated in place.
Reviewer helper-139's own design (not derived from any other helper's code).

Right-looking, column panels of width kb, Schur complements:
  * panel P = A[r:, c:c+k] (int8 copy of the active rows).  Candidate rows: the first k + 48 rows of P that are
    nonzero on the panel.  numba Gaussian elimination with first-nonzero row pivoting on those candidates (uncentred
    int32 residues) gives pivot rows R and pivot columns J (kp of them); B = P[R, J] is inverted by FLINT
    (nmod_mat.inv, which also proves B invertible).
  * multipliers L = P[:, J] B^{-1} (all active rows), panel rest P2 = P[:, Jc] - L P[R, Jc], trailing update
    A[rest, c+k:] -= L[rest] A[R, c+k:]: float32 sgemm on centred residues, each result reduced mod q (int32, numba).
    rank(A_active) = kp + rank(Schur complement) (B invertible).  Columns of Jc that vanish on all rest rows are
    dropped (dependent), the live ones stay at the front of the next panel.  Pivot rows are swapped to the top.
  * Exactness: every inner product has width <= kb, terms |x y| <= h^2, so every partial sum (any order, FMA or not)
    is an integer of absolute value <= kb h^2 + h < 2^24 (asserted): float32 represents it exactly.
  * checks on every panel: L[R] == I, P2[R] == 0, and (P[:, J] - L B) == 0 on the first 512 rows.
"""

from __future__ import annotations

import time

import flint
import numba
import numpy as np

_CACHE = {}


def kernels(q):
    if q in _CACHE:
        return _CACHE[q]
    Q = q
    H = (q - 1) // 2

    @numba.njit(parallel=True, nogil=True)
    def apply_sub(Mv, tmp):
        """Mv (int8 view) <- centred((Mv - tmp) mod Q); tmp float32 holding exact integers."""
        for i in numba.prange(Mv.shape[0]):
            for j in range(Mv.shape[1]):
                v = np.int32(Mv[i, j]) - np.int32(tmp[i, j])
                v = v % Q
                if v > H:
                    v -= Q
                Mv[i, j] = v

    @numba.njit(parallel=True, nogil=True)
    def to_centred(out8, tmp):
        for i in numba.prange(tmp.shape[0]):
            for j in range(tmp.shape[1]):
                v = np.int32(tmp[i, j]) % Q
                if v > H:
                    v -= Q
                out8[i, j] = v

    @numba.njit(nogil=True)
    def echelon(S):
        """In-place row echelon of S (int32 residues in [0, Q)); returns pivot rows (original indices) and
        pivot columns."""
        s, k = S.shape
        idx = np.arange(s)
        prow = np.empty(min(s, k), np.int64)
        pcol = np.empty(min(s, k), np.int64)
        inv = np.zeros(Q, np.int32)
        for a in range(1, Q):
            for b in range(1, Q):
                if (a * b) % Q == 1:
                    inv[a] = b
                    break
        rk = 0
        for j in range(k):
            if rk == s:
                break
            piv = -1
            for i in range(rk, s):
                if S[i, j] != 0:
                    piv = i
                    break
            if piv < 0:
                continue
            if piv != rk:
                for jj in range(j, k):
                    t = S[rk, jj]
                    S[rk, jj] = S[piv, jj]
                    S[piv, jj] = t
                t2 = idx[rk]
                idx[rk] = idx[piv]
                idx[piv] = t2
            iv = inv[S[rk, j]]
            for jj in range(j, k):
                S[rk, jj] = (S[rk, jj] * iv) % Q
            for i in range(rk + 1, s):
                f = S[i, j]
                if f != 0:
                    for jj in range(j, k):
                        S[i, jj] = (S[i, jj] + (Q - f) * S[rk, jj]) % Q
            prow[rk] = idx[rk]
            pcol[rk] = j
            rk += 1
        return prow[:rk].copy(), pcol[:rk].copy()

    _CACHE[q] = (apply_sub, to_centred, echelon)
    return _CACHE[q]


def inv_mod(B, q):
    """B^{-1} mod q (FLINT), centred int8."""
    kp = B.shape[0]
    Bi = flint.nmod_mat(kp, kp, (B.astype(np.int64) % q).ravel().tolist(), q).inv()
    E = np.fromiter((int(x) for x in Bi.entries()), np.int64, kp * kp).reshape(kp, kp)
    E = np.where(E > (q - 1) // 2, E - q, E)
    return E.astype(np.int8)


def _mod_centred(x, q):
    x = np.asarray(x, np.int64) % q
    return np.where(x > (q - 1) // 2, x - q, x)


def rank_mod_q(A, q, kb=1152, extra=48, rank0=0, on_panel=None, log=None, rb=2048, cb=8192, timers=None):
    """Rank of A (int8, centred residues mod q) plus rank0.  A is destroyed.  on_panel(A, r, c, rank) is called
    after every panel (the state A[r:, c:] with rank so far; used for checkpoints)."""
    h = (q - 1) // 2
    assert A.dtype == np.int8 and q < 256
    assert kb * h * h + h < 2**24, "float32 exactness bound violated"
    apply_sub, to_centred, echelon = kernels(q)
    m, n = A.shape
    r = c = 0
    rk = rank0
    panel = 0
    t_start = time.time()
    while r < m and c < n:
        k = min(kb, n - c)
        mp = m - r
        P8 = np.array(A[r:, c : c + k])
        nzrow = np.flatnonzero(P8.any(axis=1))
        if nzrow.size == 0:
            c += k
            continue
        tm = {} if timers is None else timers
        tick = time.time()
        cand = nzrow[: k + extra]
        S = (P8[cand].astype(np.int32)) % q
        prow, pcol = echelon(S)
        Rr = cand[prow]
        J = pcol
        kp = len(J)
        assert kp >= 1
        tm["echelon"] = tm.get("echelon", 0.0) + time.time() - tick
        tick = time.time()
        PR = P8[Rr]  # pivot rows of the panel
        tick2 = time.time()
        Binv = inv_mod(PR[:, J], q).astype(np.float32)
        tm["inv (flint)"] = tm.get("inv (flint)", 0.0) + time.time() - tick2
        Jc = np.setdiff1d(np.arange(k), J)
        L8 = np.empty((mp, kp), np.int8)
        P2 = np.empty((mp, len(Jc)), np.int8)
        PRJc = PR[:, Jc].astype(np.float32)
        for i0 in range(0, mp, 8192):
            i1 = min(mp, i0 + 8192)
            to_centred(L8[i0:i1], P8[i0:i1][:, J].astype(np.float32) @ Binv)
            if len(Jc):
                t = P8[i0:i1][:, Jc].astype(np.float32) - L8[i0:i1].astype(np.float32) @ PRJc
                to_centred(P2[i0:i1], t)
        # checks
        assert np.array_equal(L8[Rr], np.eye(kp, dtype=np.int8)), "L[R] != I"
        assert not P2[Rr].any(), "P2[R] != 0"
        chk = P8[:512][:, J].astype(np.float32) - L8[:512].astype(np.float32) @ PR[:, J].astype(np.float32)
        assert not (chk.astype(np.int64) % q).any(), "P[:, J] != L B"  # exact: |chk| <= kp h^2 + h < 2^24
        live_mask = P2.any(axis=0)
        live = np.flatnonzero(live_mask)
        dead = len(Jc) - len(live)
        tm["panel L,P2,checks"] = tm.get("panel L,P2,checks", 0.0) + time.time() - tick
        tick = time.time()
        # pivot rows to the top (physical swaps of A[r:, c:]), same permutation on L8, P2
        idx = np.arange(mp)
        loc = np.arange(mp)
        for a in range(kp):
            pa = loc[Rr[a]]
            if pa != a:
                tmp = A[r + a, c:].copy()
                A[r + a, c:] = A[r + pa, c:]
                A[r + pa, c:] = tmp
                ia, ip = idx[a], idx[pa]
                idx[a], idx[pa] = ip, ia
                loc[ip], loc[ia] = a, pa
        L8 = L8[idx]
        P2 = P2[idx]
        assert np.array_equal(L8[:kp], np.eye(kp, dtype=np.int8))
        tm["swaps"] = tm.get("swaps", 0.0) + time.time() - tick
        # trailing update: A[r+kp:, c+k:] -= L[kp:] A[r:r+kp, c+k:]
        j0 = c + k
        if j0 < n and mp > kp:
            Lf = L8[kp:].astype(np.float32)
            del L8
            nrest = mp - kp
            buf = np.empty((min(rb, nrest), min(cb, n - j0)), np.float32)
            for jb in range(j0, n, cb):
                je = min(n, jb + cb)
                U = A[r : r + kp, jb:je].astype(np.float32)
                for ib in range(0, nrest, rb):
                    ie = min(nrest, ib + rb)
                    out = buf.reshape(-1)[: (ie - ib) * (je - jb)].reshape(ie - ib, je - jb)  # contiguous
                    t_a = time.time()
                    np.matmul(Lf[ib:ie], U, out=out)
                    t_b = time.time()
                    apply_sub(A[r + kp + ib : r + kp + ie, jb:je], out)
                    tm["sgemm"] = tm.get("sgemm", 0.0) + t_b - t_a
                    tm["reduce"] = tm.get("reduce", 0.0) + time.time() - t_b
            del Lf, buf, U
        # live panel columns go just before the trailing columns
        if len(live) and mp > kp:
            A[r + kp :, c + kp + dead : c + k] = P2[kp:][:, live]
        r += kp
        c += kp + dead
        rk += kp
        panel += 1
        if log:
            log(f"panel {panel}: kp={kp} dead={dead} live={len(live)} rank={rk} r={r} c={c} "
                f"active {m - r}x{n - c} t={time.time() - t_start:.1f}s")
        if on_panel:
            on_panel(A, r, c, rk)
    return rk
