"""instance A: el139.rank_int8 against FLINT's nmod_mat(...).rank() on test matrices mod q = 241."""
import sys
import time

import flint
import numpy as np

sys.path.insert(0, "/work/main/docs/reviews/edge-T18-rank-2026-12-03/instA")
from el139 import rank_int8

q = 241
h = (q - 1) // 2
rng = np.random.default_rng(139)


def cen(M):
    M = np.asarray(M, np.int64) % q
    return np.where(M > h, M - q, M).astype(np.int8)


def rnd(m, n):
    return rng.integers(0, q, size=(m, n))


def prod(m, n, k):
    return rnd(m, k) @ rnd(k, n) % q


def zero_cols(m, n, z):
    M = rnd(m, n)
    M[:, rng.choice(n, z, replace=False)] = 0
    return M


def zero_rows(m, n, z):
    M = rnd(m, n)
    M[rng.choice(m, z, replace=False)] = 0
    return M


def top_rank1(m, n, t):  # the first t rows all multiples of one row: the sample must swap in later rows
    M = rnd(m, n)
    M[:t] = np.outer(rng.integers(0, q, t), M[0]) % q
    return M


def corner_zero(m, n, a, b):  # A[:a, :b] = 0
    M = rnd(m, n)
    M[:a, :b] = 0
    return M


def antidiag_blocks(m, n):
    M = np.zeros((m, n), np.int64)
    M[: m // 2, n // 2 :] = rnd(m // 2, n - n // 2)
    M[m // 2 :, : n // 2] = prod(m - m // 2, n // 2, 100)
    return M


def extreme(m, n):  # entries +-h: maximal partial sums
    return rng.choice(np.array([h, -h]), size=(m, n))


def extreme_lowrank(m, n, k):
    L = rng.choice(np.array([h, -h, 1]), size=(m, k))
    Rr = rng.choice(np.array([h, -h]), size=(k, n))
    return L @ Rr % q


def vander(m, n):
    x = rng.integers(0, q, m)
    return np.array([[pow(int(a), j, q) for j in range(n)] for a in x])


def sparse(m, n, d):
    M = rnd(m, n)
    M[rng.random((m, n)) > d] = 0
    return M


def dup_cols(m, n):
    M = rnd(m, n // 2)
    return np.concatenate([M, M * 3 % q, rnd(m, n - 2 * (n // 2))], axis=1)


def perm_identity(n):
    return np.eye(n, dtype=np.int64)[rng.permutation(n)] * rng.integers(1, q, n)[:, None]


def lower_tri_hidden(n):  # strictly structured: pivots only deep down
    M = np.tril(rnd(n, n), -1)
    M[np.arange(n), np.arange(n)] = 0
    return M[::-1]


cases = [
    ("random 200x200", rnd(200, 200), {}),
    ("random 300x500", rnd(300, 500), {}),
    ("random 700x400", rnd(700, 400), {}),
    ("product rank 150 600x600", prod(600, 600, 150), {}),
    ("product rank 1000 2000x2000", prod(2000, 2000, 1000), {}),
    ("product rank 2200 3000x2500", prod(3000, 2500, 2200), {}),
    ("random 3000x3000", rnd(3000, 3000), {}),
    ("300 zero columns 1000x1000", zero_cols(1000, 1000, 300), {}),
    ("400 zero rows 1200x900", zero_rows(1200, 900, 400), {}),
    ("first 1300 rows rank 1, 2000x1800", top_rank1(2000, 1800, 1300), {}),
    ("corner 1500x1500 zero in 2500x2500", corner_zero(2500, 2500, 1500, 1500), {}),
    ("antidiagonal blocks 1600x1600", antidiag_blocks(1600, 1600), {}),
    ("entries +-120 2500x2500", extreme(2500, 2500), {}),
    ("+-120 products rank 1800 2400x2400", extreme_lowrank(2400, 2400, 1800), {}),
    ("Vandermonde 800x800 (241 distinct x at most)", vander(800, 800), {}),
    ("sparse 1% 1500x1500", sparse(1500, 1500, 0.01), {}),
    ("sparse 0.1% 2000x2000", sparse(2000, 2000, 0.001), {}),
    ("duplicated columns 1000x1200", dup_cols(1000, 1200), {}),
    ("permuted scaled identity 1000", perm_identity(1000), {}),
    ("hidden triangular 800", lower_tri_hidden(800), {}),
    ("random 1500x1500, kmax 100", rnd(1500, 1500), {"kmax": 100}),
    ("product rank 700 1500x1500, kmax 64, block 100", prod(1500, 1500, 700), {"kmax": 64, "block": 100}),
    ("300 zero columns 1000x1000, kmax 50", zero_cols(1000, 1000, 300), {"kmax": 50}),
    ("first 1300 rows rank 1, 2000x1800, kmax 200", top_rank1(2000, 1800, 1300), {"kmax": 200}),
    ("entries +-120 2000x2000, kmax 1165 (largest exact)", extreme(2000, 2000), {"kmax": 1165}),
]
bad = 0
for name, M, kw in cases:
    M = np.asarray(M, np.int64) % q
    m, n = M.shape
    t0 = time.time()
    ref = flint.nmod_mat(m, n, [int(x) for x in M.ravel()], q).rank()
    t1 = time.time()
    buf = cen(M).ravel().copy()
    got = rank_int8(buf, m, n, q, **kw)
    t2 = time.time()
    ok = got == ref
    bad += not ok
    print(f"{name}: FLINT {ref}, mine {got}, {'OK' if ok else 'MISMATCH'} ({t1 - t0:.1f}s / {t2 - t1:.1f}s)", flush=True)
print(f"{len(cases)} matrices, {bad} mismatches")
assert bad == 0
