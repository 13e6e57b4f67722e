"""helper-139 (instance A): rank mod a small prime q of an int8 matrix of centred residues, eliminated in place.

Design: repeated Schur complements on sampled pivot blocks (not a panel LU).
The active matrix A (m x nc, centred residues |a| <= h = (q-1)/2) is kept contiguous at the start of one flat int8
buffer, row stride nc. One step:

1. sample the first s = KMAX + 32 rows and the first kc = KMAX columns; a greedy Gaussian elimination of the sample
   mod q (numba) gives r pivots: columns J (the sample's column rank profile) and rows I, with A[I, J] invertible;
2. Minv = A[I, J]^{-1} mod q (FLINT's nmod_mat.inv, r x r), U = Minv A[I, notJ] mod q (float32 GEMM of centred
   residues, exact, then reduced to centred residues);
3. the Schur complement S = A[notI, notJ] - A[notI, J] U, in blocks of rows: gathered to float32, one sgemm
   (beta = 1), reduced mod q to centred int8 and written back compacted (row stride nc - r) into the same buffer.

rank(A) = r + rank(S) for any invertible A[I, J] (rows: [A_IJ A_I,notJ; 0 S] after subtracting A[notI,J] A_IJ^{-1}
times the rows I, whose rows are independent since A_IJ is invertible, and the J columns of the other rows vanish).
When the sample has rank 0: zero rows and columns are dropped (one pass); if the active matrix is zero the rank is
final; else (sample still zero) one pivot at the first nonzero entry of the first row.

Exactness: every sgemm here sums at most KMAX products of centred residues (|.| <= h) onto a centred residue, so every
partial sum is an integer of size at most KMAX h^2 + h; we assert KMAX h^2 + h < 2^24, so float32 holds them all
exactly (whatever the order or FMA use of the BLAS). At q = 241: h = 120, KMAX = 1152: 16,588,920 < 16,777,216.
"""
from __future__ import annotations

import os
import time

import numba
import numpy as np
from scipy.linalg.blas import sgemm

KMAX_DEFAULT = 1152


def check_exact(q, kmax):
    h = (q - 1) // 2
    bound = kmax * h * h + h
    assert q % 2 == 1 and bound < 2**24, f"float32 not exact: kmax h^2 + h = {bound} >= 2^24"
    return bound


# ------------------------------------------------------------------------------------------------ numba kernels
@numba.njit(cache=False)
def _profile(Sm, q):
    """Greedy column rank profile of the small matrix Sm (s x kc, float64 residues in [0, q), modified): returns
    (I, J), pivot rows and columns; Gaussian elimination mod q in float64 (products below q^2, exact)."""
    s, kc = Sm.shape
    qd = float(q)
    iq = 1.0 / qd
    used = np.zeros(s, np.bool_)
    I = np.empty(min(s, kc), np.int64)
    J = np.empty(min(s, kc), np.int64)
    r = 0
    for c in range(kc):
        piv = -1
        for i in range(s):
            if not used[i] and Sm[i, c] != 0.0:
                piv = i
                break
        if piv < 0:
            continue
        used[piv] = True
        I[r] = piv
        J[r] = c
        r += 1
        a = int(Sm[piv, c])
        inv = 1
        e = q - 2
        b = a
        while e:
            if e & 1:
                inv = inv * b % q
            b = b * b % q
            e >>= 1
        for i in range(s):
            if used[i]:
                continue
            f = Sm[i, c]
            if f == 0.0:
                continue
            f = float(int(f) * inv % q)
            for cc in range(c, kc):
                x = Sm[i, cc] - f * Sm[piv, cc]
                y = x - qd * np.floor(x * iq)
                if y >= qd:
                    y -= qd
                if y < 0.0:
                    y += qd
                Sm[i, cc] = y
        if r == min(s, kc):
            break
    return I[:r], J[:r]


@numba.njit(parallel=True, cache=False)
def _gather(buf, nc, rows, cols, out):
    """out[a, b] = buf[rows[a] * nc + cols[b]] as float32."""
    for a in numba.prange(rows.shape[0]):
        base = rows[a] * nc
        for b in range(cols.shape[0]):
            out[a, b] = buf[base + cols[b]]


@numba.njit(parallel=True, cache=False)
def _gather_split(buf, nc, rows, J, ncut, rest, outL, outN):
    """outL[a, :] = row[J], outN[a, :] = row[rest] (rest: the first ncut entries of notJ are inside the sample's
    columns, listed; the others are the contiguous columns ncut_start..nc, given as rest[ncut:] too)."""
    for a in numba.prange(rows.shape[0]):
        base = rows[a] * nc
        for b in range(J.shape[0]):
            outL[a, b] = buf[base + J[b]]
        for b in range(rest.shape[0]):
            outN[a, b] = buf[base + rest[b]]


@numba.njit(parallel=True, cache=False)
def _reduce_store(Nb, buf, dst0, ncn, q):
    """buf[(dst0 + a) * ncn + b] = centred residue of the integer-valued float32 Nb[a, b] (|Nb| < 2^24)."""
    qd = float(q)
    iq = 1.0 / qd
    h = (q - 1) // 2
    for a in numba.prange(Nb.shape[0]):
        base = (dst0 + a) * ncn
        for b in range(Nb.shape[1]):
            x = np.float64(Nb[a, b])
            y = x - qd * np.floor(x * iq + 0.5)
            if y > h:
                y -= qd
            if y < -h:
                y += qd
            buf[base + b] = np.int8(y)


@numba.njit(parallel=True, cache=False)
def _reduce_f32(M, q):
    qd = float(q)
    iq = 1.0 / qd
    h = (q - 1) // 2
    for a in numba.prange(M.shape[0]):
        for b in range(M.shape[1]):
            x = np.float64(M[a, b])
            y = x - qd * np.floor(x * iq + 0.5)
            if y > h:
                y -= qd
            if y < -h:
                y += qd
            M[a, b] = y


@numba.njit(parallel=True, cache=False)
def _nonzero_flags(buf, m, nc, rowflag, colflag_thread):
    nt = colflag_thread.shape[0]
    chunk = (m + nt - 1) // nt
    for t in numba.prange(nt):
        for i in range(t * chunk, min(m, (t + 1) * chunk)):
            base = i * nc
            nz = False
            for j in range(nc):
                if buf[base + j] != 0:
                    nz = True
                    colflag_thread[t, j] = True
            rowflag[i] = nz


@numba.njit(cache=False)
def _compact(buf, nc, rows, cols):
    """In place: new row a = old row rows[a] restricted to cols (rows increasing, so writes never pass reads)."""
    ncn = cols.shape[0]
    for a in range(rows.shape[0]):
        src = rows[a] * nc
        dst = a * ncn
        for b in range(ncn):
            buf[dst + b] = buf[src + cols[b]]


# ------------------------------------------------------------------------------------------------ the elimination
class Elim:
    """State: buf (flat int8), m, nc, rank, steps. Run with run(); checkpoint(state) is called between steps."""

    def __init__(self, buf, m, nc, q, *, kmax=KMAX_DEFAULT, rank=0, steps=0, block=256, log=print):
        check_exact(q, kmax)
        assert buf.dtype == np.int8 and buf.size >= m * nc
        self.buf, self.m, self.nc, self.q = buf, m, nc, q
        self.kmax, self.rank, self.steps, self.block, self.log = kmax, rank, steps, block, log
        self.t_profile = self.t_inv = self.t_U = 0.0

    def active(self):
        return self.buf[: self.m * self.nc].reshape(self.m, self.nc)

    def _cleanup(self):
        """Drop zero rows and columns. Returns False when the active matrix is zero."""
        m, nc = self.m, self.nc
        nt = numba.get_num_threads()
        rowflag = np.zeros(m, np.bool_)
        colt = np.zeros((nt, nc), np.bool_)
        _nonzero_flags(self.buf, m, nc, rowflag, colt)
        rows = np.flatnonzero(rowflag).astype(np.int64)
        cols = np.flatnonzero(colt.any(axis=0)).astype(np.int64)
        if rows.size == 0:
            self.m, self.nc = 0, 0
            return False
        _compact(self.buf, nc, rows, cols)
        self.m, self.nc = int(rows.size), int(cols.size)
        return True

    def step(self):
        """One Schur step; returns False when finished."""
        q = self.q
        if self.m == 0 or self.nc == 0:
            return False
        A = self.active()
        s, kc = min(self.m, self.kmax + 32), min(self.nc, self.kmax)
        tp = time.time()
        Sm = (A[:s, :kc].astype(np.int64) % q).astype(np.float64)
        I, J = _profile(Sm, q)
        self.t_profile = time.time() - tp
        if I.size < kc // 2 and self.nc > kc or I.size == 0:
            # few pivots in the sample: drop zero rows and columns, then sample again
            if not self._cleanup():
                return False
            A = self.active()
            s, kc = min(self.m, self.kmax + 32), min(self.nc, self.kmax)
            Sm = (A[:s, :kc].astype(np.int64) % q).astype(np.float64)
            I, J = _profile(Sm, q)
            if I.size == 0:  # the first row is nonzero: one pivot there
                j0 = int(np.flatnonzero(A[0])[0])
                I, J = np.array([0], np.int64), np.array([j0], np.int64)
        r = int(I.size)
        assert r <= self.kmax
        self._schur(I, J)
        self.rank += r
        self.steps += 1
        return True

    def _schur(self, I, J):
        import flint

        q, m, nc, buf = self.q, self.m, self.nc, self.buf
        A = self.active()
        r = I.size
        t0 = time.time()
        M = A[np.ix_(I, J)].astype(np.int64) % q
        Mi = flint.nmod_mat(r, r, [int(x) for x in M.ravel()], q).inv()  # raises if singular
        Minv = np.array([int(x) for x in Mi.entries()], np.int64).reshape(r, r)
        Minv = np.where(Minv > (q - 1) // 2, Minv - q, Minv).astype(np.float32)
        self.t_inv = time.time() - t0
        isJ = np.zeros(nc, np.bool_)
        isJ[J] = True
        notJ = np.flatnonzero(~isJ).astype(np.int64)
        ncn = notJ.size
        isI = np.zeros(m, np.bool_)
        isI[I] = True
        rest_rows = np.flatnonzero(~isI).astype(np.int64)
        if ncn == 0 or rest_rows.size == 0:  # the Schur complement is empty
            self.m, self.nc = int(rest_rows.size), int(ncn)
            if self.m == 0 or self.nc == 0:
                self.m = self.nc = 0
            return
        # U = Minv A[I, notJ] mod q, centred (float32), in column chunks
        U = np.empty((r, ncn), np.float32)
        AI = np.empty((r, 0), np.float32)
        CH = 16384
        for c0 in range(0, ncn, CH):
            c1 = min(ncn, c0 + CH)
            AI = np.empty((r, c1 - c0), np.float32)
            _gather(buf, nc, I.astype(np.int64), notJ[c0:c1], AI)
            Uc = Minv @ AI  # exact: sums of r <= KMAX products of centred residues
            _reduce_f32(Uc, q)
            U[:, c0:c1] = Uc
        del AI
        self.t_U = time.time() - t0 - self.t_inv
        B = self.block
        Lb = np.empty((B, r), np.float32)
        Nb = np.empty((B, ncn), np.float32)
        UT = U.T  # Fortran-ordered (ncn x r)
        for a0 in range(0, rest_rows.size, B):
            rows = rest_rows[a0 : a0 + B]
            b = rows.size
            L, N = Lb[:b], Nb[:b]
            _gather_split(buf, nc, rows, J, 0, notJ, L, N)
            # N^T <- N^T - U^T L^T  (column-major views of the row-major blocks; in place)
            out = sgemm(-1.0, UT, L.T, beta=1.0, c=N.T, overwrite_c=1)
            assert np.shares_memory(out, N)
            _reduce_store(N, buf, a0, ncn, q)
        self.m, self.nc = int(rest_rows.size), int(ncn)


def rank_int8(buf, m, nc, q, *, kmax=KMAX_DEFAULT, block=256, checkpoint=None, log=None, state=None):
    """The rank mod q of the m x nc centred int8 matrix at buf[: m nc] (destroyed). ``checkpoint(el)`` is called
    after every step (it decides itself whether to write). ``state``: (m, nc, rank, steps) to resume."""
    el = Elim(buf, m, nc, q, kmax=kmax, block=block, log=log or (lambda *a: None))
    if state is not None:
        el.m, el.nc, el.rank, el.steps = state
    t0 = time.time()
    c0 = time.process_time()
    while el.step():
        if log:
            log(f"step {el.steps}: rank {el.rank}, active {el.m} x {el.nc}, {time.time() - t0:.1f}s, "
                f"cpu {time.process_time() - c0:.1f}s "
                f"(profile {el.t_profile:.1f}s, inverse {el.t_inv:.1f}s, U {el.t_U:.1f}s)")
        if checkpoint:
            checkpoint(el)
    return el.rank
