"""Shared helpers for the N/E/C scoping (helper-170).  Reuses the B notes' own trivariate code tri.py (imported,
not copied) at S_p = special_point(seed=1), p = 1048571.  Columns of a degree-D matrix: monomial x^(D-g-h) t^g z^h
(ordered by g ascending, then h), times c-monomial kappa."""
import os, sys
HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.join(HERE, "..", "thin-B-boxes-2026-12-04"))
sys.path.insert(0, os.path.join(HERE, "..", "thin-every-n-2026-12-03"))
from tri import *  # noqa
from formula_D import formula_D  # noqa
import numpy as np


def pivots(R):
    return [int(np.nonzero(r)[0][0]) for r in R]


def t_profile(T, R, D):
    """phi(g) = dim in_g(V) (lowest-t initial forms of t-order g) for the row space V = rowspace(R), R in rref with
    columns ordered by t-degree ascending (tri's order): the number of pivots in the t-block g."""
    nc = T.nc
    ms = monos(D)
    prof = [0] * (D + 1)
    for c in pivots(R):
        g, h = ms[c // nc]
        prof[g] += 1
    return prof


def z_profile(T, R, D):
    """the same for the z-order: reorder columns by z-degree ascending and rref."""
    nc = T.nc
    ms = monos(D)
    order = sorted(range(len(ms)), key=lambda i: (ms[i][1], ms[i][0]))
    cols = np.concatenate([np.arange(i * nc, (i + 1) * nc) for i in order])
    Rz = basis(R[:, cols])
    prof = [0] * (D + 1)
    for c in pivots(Rz):
        g, h = ms[order[c // nc]]
        prof[h] += 1
    return prof


def tau_fast(T, g, e, b):
    """dim T_g^(b)(e) (A notes' slice target; own_copy.Model.conditions) with FLINT's rank instead of numpy's."""
    C = T.m.conditions(g, e, b)
    return (e + 1) * T.nc - (rank(C) if C.shape[0] else 0)


def tau_cached(T, b):
    """tau(g, e) = dim T_g^(b)(e), memoised (lead, session 55: the one copy lcheck.py and ntop.py share)."""
    cache = {}

    def tau(g, e):
        if (g, e) not in cache:
            cache[(g, e)] = tau_fast(T, g, e, b)
        return cache[(g, e)]
    return tau


def p_fails(T, n, a, b, tau):
    """P(e, a) for e = 0..n+5 (P^1: rank of the A notes' slice S_a(a+e) against dim T_a^(b)(e)); the failing
    (e, rank S_a, dim T_a)."""
    fails = []
    for e in range(0, n + 6):
        S = T.m.S(a, e, b)
        r = rank(S) if S.shape[0] else 0
        if r != tau(a, e):
            fails.append((e, r, tau(a, e)))
    return fails


def _minus(part, coef, basis_f):
    """part - coef @ basis over GF(P), exact on BLAS (uint64 in [0, P); basis as float64)."""
    from numerics.rank.blas import blas_matmul_mod_p
    return (part + np.uint64(P) - blas_matmul_mod_p(coef, basis_f, P).astype(np.uint64)) % np.uint64(P)


def absorb(Rn, rows, chunk=4096):
    """rref basis (uint64, GF(P)) of the rows of Rn (an rref basis, possibly empty) and `rows` (entries in [0, P)): the
    one running-rref step of next_degree and rank_blocks (lead, session 60).

    Lead, session 63: the session-60 step handed the stacked (r + m) x w rows to FLINT's rref, about (r + m) r w
    word operations on one core and four copies of the stack (20 GB at n = 12, D = 20).  Here `rows` are first
    reduced by Rn, B = rows - rows[:, piv] Rn (exact on BLAS: numerics.rank.blas.blas_matmul_mod_p, `chunk` rows at
    a time), FLINT eliminates only B (rank k, m w k operations), and Rn is cleared on B's pivot columns,
    Rn - Rn[:, piv_B] N; the r + k rows, sorted by pivot, are the rref of the union, which is unique, so the result
    is the session-60 step's array (absorb_check.py compares the two)."""
    from numerics.rank.flint_bridge import flint_row_basis_mod_p
    rows = np.ascontiguousarray(rows, dtype=np.uint64)
    r, w = Rn.shape
    if r:
        piv = np.asarray(pivots(Rn), dtype=np.int64)
        Rf = Rn.astype(np.float64)
        B = np.empty_like(rows)
        for i in range(0, rows.shape[0], chunk):
            part = rows[i:i + chunk]
            B[i:i + chunk] = _minus(part, part[:, piv], Rf)
        del Rf
    else:
        piv, B = np.zeros(0, np.int64), rows
    N = flint_row_basis_mod_p(B, P)  # only the rank rows come back from FLINT
    del B
    k = N.shape[0]
    if k == 0:
        return Rn
    if r == 0:
        return N
    pivN = np.asarray(pivots(N), dtype=np.int64)
    where = np.empty(r + k, np.int64)
    where[np.argsort(np.concatenate([piv, pivN]))] = np.arange(r + k)  # output row of each Rn row, then N row
    out = np.empty((r + k, w), np.uint64)
    Nf = N.astype(np.float64)
    for i in range(0, r, chunk):
        part = Rn[i:i + chunk]
        out[where[i:min(i + chunk, r)]] = _minus(part, part[:, pivN], Nf)
    out[where[r:]] = N
    return out


def is_rref(R, chunk=4096):
    """Whether R (uint64) is in reduced row echelon form: pivots strictly increasing, and R's columns at the pivots
    are the identity (read `chunk` rows at a time, so no r x r copy).  A zero row is not in a basis: False (lead,
    session 64, after helper-178's review: `pivots` raised IndexError on one)."""
    if R.shape[0] and not np.all(R.any(axis=1)):
        return False
    piv = np.asarray(pivots(R), dtype=np.int64)
    if not np.all(np.diff(piv) > 0):
        return False
    for i in range(0, R.shape[0], chunk):
        sub = R[i:i + chunk][:, piv]
        if np.count_nonzero(sub) != sub.shape[0] or not np.all(sub[np.arange(sub.shape[0]), np.arange(i, i + sub.shape[0])] == 1):
            return False
    return True


def next_degree(T, R, D):
    """Basis (rref, uint64) of x R + t R + z R in degree D from a basis R (rref) of degree D - 1 (lead, session 59: the
    one copy ntop.py and the E notes' etop.py share).  The three multiples are absorbed one at a time into a running
    rref.  Session 63: a multiple of R by a monomial only moves columns, monotonically (columns ordered by g, then h),
    so x R of an rref R is an rref and starts the running basis without an elimination (R is checked, and brought
    to rref if it is not); t R and z R go through absorb."""
    if not is_rref(R):
        R = absorb(np.zeros((0, R.shape[1]), np.uint64), R)
    Rn = (T.mul_mono(R.astype(np.int64), D - 1, (1, 0, 0)) % P).astype(np.uint64)  # entries < P
    for mono in ((0, 1, 0), (0, 0, 1)):
        Rn = absorb(Rn, (T.mul_mono(R.astype(np.int64), D - 1, mono) % P).astype(np.uint64))
    return Rn


def rank_blocks(blocks, w, chunk=None):
    """Rank over GF(P) of the rows of an iterable of (rows x w) blocks, drawn only as needed and absorbed `chunk` rows
    at a time (default w) into a running rref.  Peak about (rank + chunk) x w words, several times over (lead, session
    60: etop.py's P^1 slices at d1, 35730 x 7007 at n = 12, did not fit 9 GB as one FLINT matrix; session 61: with
    own_copy.Model.S_blocks the slice itself is never built either, so slice 5 at d1, 72693 x 6734, fits a few GB)."""
    if w == 0:
        return 0
    chunk = chunk or w
    Rn = np.zeros((0, w), np.uint64)
    buf, nb = [], 0
    for B in blocks:
        for i in range(0, B.shape[0], chunk):
            part = B[i:i + chunk]
            buf.append((np.asarray(part, dtype=np.int64) % P).astype(np.uint64))
            nb += part.shape[0]
            if nb >= chunk:
                Rn = absorb(Rn, np.concatenate(buf))
                buf, nb = [], 0
    if nb:
        Rn = absorb(Rn, np.concatenate(buf))
    return Rn.shape[0]
