"""Reviewer: C. test ebox_lead.rank (verbatim; FLINT nmod_mat_rref via numerics.rank.flint_bridge) against
(1) python-flint nmod_mat(...).rank() and (2) the reviewer's own Gaussian elimination mod P (pure Python ints)."""
import time
import numpy as np
import flint
from patched import rank_p, mulmod_p, P
rng = np.random.default_rng(61206)
t0 = time.time()

def ge_rank(A):  # own: row reduction over GF(P), Python ints
    M = [[int(v) % P for v in row] for row in np.asarray(A).tolist()]
    if not M or not M[0]:
        return 0
    r, m, n = 0, len(M), len(M[0])
    for c in range(n):
        piv = next((i for i in range(r, m) if M[i][c]), None)
        if piv is None:
            continue
        M[r], M[piv] = M[piv], M[r]
        inv = pow(M[r][c], P - 2, P); M[r] = [v * inv % P for v in M[r]]
        for i in range(m):
            if i != r and M[i][c]:
                f = M[i][c]; M[i] = [(a - f * b) % P for a, b in zip(M[i], M[r])]
        r += 1
        if r == m:
            break
    return r

def pf_rank(A):
    A = np.asarray(A)
    if A.size == 0:
        return 0
    return flint.nmod_mat(A.shape[0], A.shape[1], [int(v) % P for v in A.ravel()], P).rank()

nbad = ntest = 0
def check(name, A, expect=None, own=True):
    global nbad, ntest
    a = rank_p(A); b = pf_rank(A); c = ge_rank(A) if own else None
    ok = a == b and (c is None or a == c) and (expect is None or a == expect)
    ntest += 1; nbad += (not ok)
    print(f'{name}: shape {np.shape(A)} patched={a} python-flint={b} own={c} expected={expect} ok={ok}  [{time.time()-t0:.1f}s]', flush=True)

for (m, n, r) in [(1, 1, 1), (5, 8, 3), (8, 5, 3), (30, 40, 17), (60, 45, 45), (45, 60, 0), (120, 90, 61), (200, 150, 149)]:
    U = rng.integers(0, P, (m, r)); V = rng.integers(0, P, (r, n))
    A = mulmod_p(U, V) if r else np.zeros((m, n), np.int64)
    check(f'random rank {r}', A, expect=r)
    B = A.copy(); B[::3] = 0; B[:, ::4] = 0                     # zero rows and columns
    check(f'rank {r} with zero rows/cols', B)
    check(f'rank {r} negative int64 (A - P*k)', A - P * rng.integers(1, 1 << 40, A.shape), expect=r)
    check(f'rank {r} negated (-A)', -A, expect=r)
    if r:
        C = np.vstack([A, A[:3] * 7 - 2 * A[-1:]])                   # dependent rows appended
        check(f'rank {r} + dependent rows', C, expect=r)
for shp in [(0, 0), (0, 5), (5, 0), (1, 0), (0, 1)]:
    check(f'empty', np.zeros(shp, np.int64), expect=0)
check('all zero 7x9', np.zeros((7, 9), np.int64), expect=0)
check('all P (=0 mod P)', np.full((6, 6), P, np.int64), expect=0)
check('all P-1', np.full((6, 6), P - 1, np.int64), expect=1)
check('identity times -1', -np.eye(9, dtype=np.int64), expect=9)
check('int64 extremes mod P', rng.integers(-(1 << 63), (1 << 63) - 1, (20, 25), dtype=np.int64))
# larger: against python-flint only (own GE too slow)
for (m, n, r) in [(1500, 900, 700), (900, 1500, 899), (2000, 1200, 1200)]:
    U = rng.integers(0, P, (m, r)); V = rng.integers(0, P, (r, n))
    A = mulmod_p(U, V); A[::7] = 0
    check(f'large rank<= {r}', A - P * 3, own=False)
# mulmod at a realistic dim_cap shape (n = 12 Irows x Ycond^T size), exact int64 reference (k < 2^23: no overflow)
A = rng.integers(0, P, (5226, 3094)); B = rng.integers(0, P, (3094, 900))
ok = np.array_equal(mulmod_p(A, B), (A @ B) % P); ntest += 1; nbad += (not ok)
print(f'mulmod 5226x3094 @ 3094x900 vs int64 exact: equal={ok}  [{time.time()-t0:.1f}s]')
print(f'C SUMMARY: {ntest} tests, {nbad} mismatches  [{time.time()-t0:.1f}s]')
