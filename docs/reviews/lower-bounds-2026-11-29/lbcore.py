r"""Own code for the lower-bound review (2026-11-29): memory-lean exact rank mod p, and RAC evaluation.

Nothing is imported from /work/main (racs, numerics, proofs).  The evaluation follows the RAC definition in
the brief, in the same style as docs/reviews/t12-lower-2026-11-29/recompute.py (float64 on exact integers,
exact reductions; naive_y is copied from there), but the end-phase loop is own C code (kernels.c).

Rank mod p (p < 2^20), matrix A: n x n uint32 in [0, p), destroyed in place.  Right-looking blocked row
echelon, rank only (L is never stored):
  for each column panel [c0, c1) of width <= b, with r pivots found so far (active rows r..n-1):
  1. P = A[r:, c0:c1] (int64 copy).  Pivot search by exact Gaussian elimination mod p on a candidate subset of
     rows (first b+32 active rows, then more, see 3).  It returns k pivot rows and k pivot columns J (increasing)
     in elimination order, so P[piv][:, J] = L U with L unit lower and U upper triangular with non-zero diagonal:
     all its leading principal minors are non-zero.
  2. The pivot rows are swapped to the top of the active block (in A: columns c1.. only; in P: whole rows).
     Inv = (P[:k][:, J])^-1 mod p by recursive 2x2 block inversion (valid since all leading minors are non-zero),
     checked: Inv @ P[:k][:, J] == I (mod p), else abort.
  3. X = P[k:][:, J] @ Inv (mod p).  Check the whole panel: P[k:] - X @ P[:k] == 0 (mod p) for every non-pivot
     row.  Rows where it fails are not in the span of the pivot rows: they are added to the candidates and
     1-3 are redone (k strictly increases, so this ends).  After the check, every non-pivot row's panel part
     is X times the pivot rows' panel parts, hence
        rank(A[r:, c0:]) = k + rank(A[r+k:, c1:] - X @ A[r:r+k, c1:])   (pivot rows' panel part has rank k).
  4. Trailing update A[r+k:, c1:] -= X @ A[r:r+k, c1:] (mod p) in row x column tiles: float64 GEMM of centred
     residues (|x| <= p/2 < 2^19, inner dimension k <= b <= 1024, so |sum| < 2^48 < 2^53: exact), then the C
     kernel subtracts from the uint32 tile and reduces exactly.  r += k.
  Rank = total number of pivots.  All products are exact (same bound), every reduction exact.
"""

from __future__ import annotations

import ctypes
import hashlib
import os
import subprocess
import time

import numpy as np

HERE = os.path.dirname(os.path.abspath(__file__))


def _load():
    src = os.path.join(HERE, "kernels.c")
    h = hashlib.sha1(open(src, "rb").read()).hexdigest()[:12]
    so = f"/tmp/lb_review_kernels_{h}.so"
    if not os.path.exists(so):
        subprocess.check_call(
            ["gcc", "-O3", "-march=native", "-shared", "-fPIC", "-fno-math-errno", src, "-o", so + ".tmp"]
        )
        os.replace(so + ".tmp", so)
    lib = ctypes.CDLL(so)
    P, L_, D = ctypes.c_void_p, ctypes.c_long, ctypes.c_double
    lib.modsub_update.argtypes = [P, L_, P, L_, L_, L_, D]
    lib.to_centred.argtypes = [P, L_, P, L_, L_, L_, D]
    lib.eval_block.argtypes = [ctypes.c_int] * 4 + [L_, P, L_, P, P, P, P, D, P, L_]
    lib.eval_block_tiled.argtypes = [ctypes.c_int] * 4 + [L_, P, L_, P, P, P, P, D, P, L_]
    return lib


LIB = _load()


def _ptr(a):
    return ctypes.c_void_p(a.ctypes.data)


# ---------------------------------------------------------------- small exact helpers mod p


def centred(a, p):
    """int array in [0, p) -> float64 centred residues."""
    a = np.asarray(a)
    return np.where(a > p // 2, a - p, a).astype(np.float64)


def matmul_mod(A, B, p):
    """Exact (A @ B) mod p for int arrays with entries in [0, p) and inner dimension <= 2^14, p < 2^20."""
    assert A.shape[1] <= 2**14
    C = centred(A, p) @ centred(B, p)
    return np.mod(C, p).astype(np.int64)  # |C| < 2^52: exact; np.mod of float is exact for integers


def echelon_pivots(C, p):
    """Gaussian elimination mod p on a copy of C (c x w, int in [0, p)); returns (pivot rows, pivot cols) in
    elimination order (cols increasing).  Row pivoting: first remaining row with a non-zero entry."""
    C = np.array(C, dtype=np.int64)
    c, w = C.shape
    idx = np.arange(c)
    k = 0
    prow, pcol = [], []
    for j in range(w):
        if k == c:
            break
        nz = np.flatnonzero(C[k:, j])
        if nz.size == 0:
            continue
        s = k + int(nz[0])
        if s != k:
            C[[k, s]] = C[[s, k]]
            idx[[k, s]] = idx[[s, k]]
        inv = pow(int(C[k, j]), p - 2, p)
        prow.append(int(idx[k]))
        pcol.append(j)
        below = C[k + 1 :, j]
        nzb = np.flatnonzero(below)
        if nzb.size:
            rows = k + 1 + nzb
            f = (C[rows, j] * inv) % p  # < 2^40
            C[rows, j:] = (C[rows, j:] - f[:, None] * C[k, j:][None, :]) % p
        k += 1
    return prow, pcol


def inv_mod_gj(M, p):
    """Inverse mod p by Gauss-Jordan with row pivoting (small matrices); raises if singular."""
    k = M.shape[0]
    A = np.concatenate([np.array(M, dtype=np.int64) % p, np.eye(k, dtype=np.int64)], axis=1)
    for j in range(k):
        nz = np.flatnonzero(A[j:, j])
        if nz.size == 0:
            raise ZeroDivisionError("singular")
        s = j + int(nz[0])
        if s != j:
            A[[j, s]] = A[[s, j]]
        A[j] = (A[j] * pow(int(A[j, j]), p - 2, p)) % p
        f = A[:, j].copy()
        f[j] = 0
        A = (A - f[:, None] * A[j][None, :]) % p
    return A[:, k:]


def inv_mod_block(M, p):
    """Inverse mod p of a k x k matrix all of whose leading principal minors are non-zero (recursive 2x2)."""
    k = M.shape[0]
    if k <= 48:
        return inv_mod_gj(M, p)
    h = k // 2
    A, B, C, D = M[:h, :h], M[:h, h:], M[h:, :h], M[h:, h:]
    Ai = inv_mod_block(A, p)
    T1 = matmul_mod(Ai, B, p)  # Ai B
    T2 = matmul_mod(C, Ai, p)  # C Ai
    S = (D - matmul_mod(C, T1, p)) % p
    Si = inv_mod_block(S, p)
    T1Si = matmul_mod(T1, Si, p)
    out = np.empty((k, k), dtype=np.int64)
    out[:h, :h] = (Ai + matmul_mod(T1Si, T2, p)) % p
    out[:h, h:] = (-T1Si) % p
    out[h:, :h] = (-matmul_mod(Si, T2, p)) % p
    out[h:, h:] = Si
    return out


# ---------------------------------------------------------------- rank


def rank_modp_inplace(A, p, b=512, log=None, tile_rows=256, tile_cols=8192, extra=32):
    """Exact rank of A (n x m uint32, entries in [0, p)) over GF(p); A is destroyed."""
    assert A.dtype == np.uint32 and A.flags.c_contiguous
    assert p < 2**20 and b <= 1024
    n, m = A.shape
    lda = m
    r = 0
    t0 = time.time()
    last = 0.0
    nfallback = 0
    G = np.empty((tile_rows, tile_cols), dtype=np.float64)
    for c0 in range(0, m, b):
        if r == n:
            break
        c1 = min(m, c0 + b)
        w = c1 - c0
        P = A[r:, c0:c1].astype(np.int64)  # (mact, w)
        mact = P.shape[0]
        cand = list(range(min(mact, w + extra)))
        while True:
            pr, pc = echelon_pivots(P[cand], p)
            prow = [cand[i] for i in pr]
            k = len(prow)
            # positions of rows if pivots were moved to the top: compute permutation without moving yet
            is_piv = np.zeros(mact, dtype=bool)
            is_piv[prow] = True
            nonpiv = np.flatnonzero(~is_piv)
            if k == 0:
                bad = nonpiv[np.any(P[nonpiv] != 0, axis=1)]
                Inv = None
                X = None
            else:
                J = np.array(pc)
                Pp = P[prow]  # (k, w) in elimination order
                Inv = inv_mod_block(Pp[:, J], p)
                chk = matmul_mod(Inv, Pp[:, J], p)
                if not np.array_equal(chk, np.eye(k, dtype=np.int64)):
                    raise RuntimeError("pivot block inverse check failed")
                Ppc = centred(Pp, p)
                Invc = centred(Inv, p)
                X = np.empty((nonpiv.size, k), dtype=np.float64)  # centred multipliers
                badmask = np.zeros(nonpiv.size, dtype=bool)
                for s0 in range(0, nonpiv.size, 4096):
                    rows = nonpiv[s0 : s0 + 4096]
                    xs = centred(np.mod(centred(P[rows][:, J], p) @ Invc, p), p)
                    X[s0 : s0 + rows.size] = xs
                    res = np.mod(centred(P[rows], p) - xs @ Ppc, p)
                    badmask[s0 : s0 + rows.size] = np.any(res != 0, axis=1)
                bad = nonpiv[badmask]
            if bad.size == 0:
                break
            nfallback += 1
            cand = sorted(set(prow) | set(bad[: w + extra].tolist()))
        # move pivot rows to the top of the active block (A: columns c1..; P not needed any more except X order)
        # target order of active rows: prow (elimination order) then nonpiv (increasing)
        pos = np.arange(mact)  # pos[q] = current position of original active row q
        at = np.arange(mact)  # at[s] = original row now at position s
        for t, q in enumerate(prow):
            s = pos[q]
            if s != t:
                if c1 < m:
                    tmp = A[r + t, c1:].copy()
                    A[r + t, c1:] = A[r + s, c1:]
                    A[r + s, c1:] = tmp
                q2 = at[t]
                at[t], at[s] = q, q2
                pos[q], pos[q2] = t, s
        # non-pivot rows now sit at positions k..mact-1 in some order: at[k:] gives their original ids
        if k > 0 and c1 < m and nonpiv.size > 0:
            # reorder X rows to the current positions
            order = np.empty(mact, dtype=np.int64)
            order[nonpiv] = np.arange(nonpiv.size)
            Xc = X[order[at[k:]]]
            del X
            Ap = np.empty((k, m - c1), dtype=np.float64)
            LIB.to_centred(ctypes.c_void_p(A.ctypes.data + (r * lda + c1) * 4), lda,
                           _ptr(Ap), m - c1, k, m - c1, float(p))
            base = r + k
            for j0 in range(0, m - c1, tile_cols):
                j1 = min(m - c1, j0 + tile_cols)
                Apj = np.ascontiguousarray(Ap[:, j0:j1])
                for i0 in range(0, Xc.shape[0], tile_rows):
                    i1 = min(Xc.shape[0], i0 + tile_rows)
                    g = G[: i1 - i0, : j1 - j0]
                    np.matmul(Xc[i0:i1], Apj, out=g)
                    LIB.modsub_update(
                        ctypes.c_void_p(A.ctypes.data + ((base + i0) * lda + c1 + j0) * 4), lda,
                        _ptr(g), g.strides[0] // 8, i1 - i0, j1 - j0, float(p),
                    )
            del Ap, Xc
        r += k
        el = time.time() - t0
        if log is not None and (el - last > 30 or c1 == m):
            last = el
            log(f"rank: cols {c1}/{m} ({c1 / m:.3f}), pivots {r}, elapsed {el:.0f}s, fallbacks {nfallback}")
    rank_modp_inplace.last_fallbacks = nfallback
    return r


# ---------------------------------------------------------------- RAC evaluation


def random_rac(L, M, R, p, rng):
    WI = [rng.integers(0, p, size=(R, M if l == 0 else R)) for l in range(L)]
    WH = [rng.integers(0, p, size=(R, R)) for _ in range(L)]
    WO = rng.integers(0, p, size=R)
    h0 = rng.integers(0, p, size=(L, R))
    return WI, WH, WO, h0


def naive_y(WI, WH, WO, h0, xs):
    """Exact integer evaluation of one sequence (Python ints, no reduction). Copied from recompute.py."""
    h = [list(v) for v in h0]
    for x in xs:
        below = list(x)
        for l in range(len(WH)):
            a = [sum(WH[l][r][k] * h[l][k] for k in range(len(h[l]))) for r in range(len(WH[l]))]
            b = [sum(WI[l][r][k] * below[k] for k in range(len(below))) for r in range(len(WI[l]))]
            h[l] = [a[r] * b[r] for r in range(len(a))]
            below = h[l]
    return sum(WO[r] * h[-1][r] for r in range(len(WO)))


def start_states(WI, WH, h0, S, p):
    """States after the Start half for all n start sequences, int64 exact mod p: array (L, R, n)."""
    L = len(WH)
    n, steps, M = S.shape
    h = [np.repeat(np.asarray(h0[l], dtype=np.int64)[:, None], n, axis=1) for l in range(L)]
    for t in range(steps):
        below = S[:, t, :].T.astype(np.int64)
        for l in range(L):
            a = (WH[l].astype(np.int64) @ h[l]) % p  # sums of <= 8 products < 2^40
            bb = (WI[l].astype(np.int64) @ below) % p
            h[l] = (a * bb) % p
            below = h[l]
    return np.stack(h).astype(np.float64)  # (L, R, n), values < 2^20: exact


def fill_Z(Z, WI, WH, WO, Hs, E, p, log=None, block=64, tiled=False):
    """Z[j, i] = y(start_i ++ end_j) mod p (Z = Y^T: rows = End sequences, so the fill is contiguous)."""
    L, R, n = Hs.shape
    nE, steps, M = E.shape
    assert Z.shape == (nE, n) and Z.dtype == np.uint32 and Z.flags.c_contiguous
    WIp = np.concatenate([w.astype(np.float64).ravel() for w in WI])
    WHp = np.concatenate([w.astype(np.float64).ravel() for w in WH])
    WOp = WO.astype(np.float64)
    Hs = np.ascontiguousarray(Hs)
    Ef = np.ascontiguousarray(E.astype(np.float64))
    t0 = time.time()
    last = 0.0
    for j0 in range(0, nE, block):
        j1 = min(nE, j0 + block)
        Eb = np.ascontiguousarray(Ef[j0:j1])
        fn = LIB.eval_block_tiled if tiled else LIB.eval_block
        fn(L, M, R, steps, n, _ptr(Hs), j1 - j0, _ptr(Eb), _ptr(WIp), _ptr(WHp), _ptr(WOp),
                       float(p), ctypes.c_void_p(Z.ctypes.data + j0 * n * 4), n)
        el = time.time() - t0
        if log is not None and (el - last > 30 or j1 == nE):
            last = el
            log(f"eval: ends {j1}/{nE} ({j1 / nE:.3f}), elapsed {el:.0f}s")
