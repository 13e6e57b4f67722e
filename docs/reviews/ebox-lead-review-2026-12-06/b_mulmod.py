"""Reviewer: B. test ebox_lead.mulmod (verbatim) against exact products mod P."""
import time, sys
import numpy as np
from patched import mulmod_p, P
rng = np.random.default_rng(20261206)
t0 = time.time()

def exact_obj(A, B):
    A = np.asarray(A).astype(object) % P; B = np.asarray(B).astype(object) % P
    return np.array((A.dot(B)) % P, dtype=np.int64) if A.shape[1] else np.zeros((A.shape[0], B.shape[1]), np.int64)

def exact_int64(A, B):  # entries < 2^20 after reduction, chunks of 2^20 inner terms: each partial sum < 2^60
    A = np.asarray(A, np.int64) % P; B = np.asarray(B, np.int64) % P
    out = np.zeros((A.shape[0], B.shape[1]), np.int64)
    for i in range(0, A.shape[1], 1 << 20):
        out = (out + (A[:, i:i + (1 << 20)] @ B[i:i + (1 << 20)]) % P) % P
    return out

nbad = 0; ntest = 0
def check(name, A, B, ex=exact_obj):
    global nbad, ntest
    got = mulmod_p(A, B); want = ex(A, B); ok = got.shape == want.shape and np.array_equal(got, want)
    ntest += 1; nbad += (not ok)
    print(f'{name}: shape {np.shape(A)} x {np.shape(B)} equal={ok}  [{time.time()-t0:.1f}s]', flush=True)

# random, object-dtype reference
for (m, k, n) in [(1, 1, 1), (7, 13, 5), (40, 700, 30), (25, 3000, 20)]:
    check(f'random [0,P)', rng.integers(0, P, (m, k)), rng.integers(0, P, (k, n)))
    check(f'random negative int64 [-2^62,0)', -rng.integers(1, 1 << 62, (m, k)), -rng.integers(1, 1 << 62, (k, n)))
    check(f'random mixed-sign int64', rng.integers(-(1 << 62), 1 << 62, (m, k)), rng.integers(-(1 << 62), 1 << 62, (k, n)))
# empty shapes
check('empty inner', np.zeros((3, 0), np.int64), np.zeros((0, 4), np.int64))
check('empty rows', np.zeros((0, 5), np.int64), rng.integers(0, P, (5, 4)))
check('empty cols', rng.integers(0, P, (3, 5)), np.zeros((5, 0), np.int64))
# adversarial, object reference (moderate k)
for val_a, val_b, tag in [(P - 1, P - 1, 'all P-1'), (1022 * 1024 + 1023, P - 1, 'lo=1023,hi=1022 x P-1'),
                          (-1, -1, 'all -1 (=P-1)'), (1023 * 1024, P - 1, 'hi=1023,lo=0')]:
    check(f'adversarial {tag}', np.full((3, 5000), val_a, np.int64), np.full((5000, 2), val_b, np.int64))
# adversarial with large inner dimension: int64 reference, and closed form k*(P-1)^2 = k mod P
for k in [1 << 20, (1 << 22) + 12345, (1 << 23) - 1]:
    A = np.full((2, k), P - 1, np.int64); B = np.full((k, 2), P - 1, np.int64)
    got = mulmod_p(A, B); want = (k * (P - 1) ** 2) % P
    ok = bool((got == want).all()); ntest += 1; nbad += (not ok)
    print(f'adversarial all P-1, inner k={k}: max |sum| hi@B = {k*1023*(P-1)} < 2^53={k*1023*(P-1) < 2**53}; '
          f'got {got.ravel().tolist()} want {want} equal={ok}  [{time.time()-t0:.1f}s]', flush=True)
    del A, B
    A = rng.integers(0, P, (2, k)); A[:, ::2] = P - 1; B = rng.integers(0, P, (k, 3)); B[::3] = P - 1
    check(f'adversarial half P-1 / random, inner k={k}', A, B, ex=exact_int64); del A, B
# assert fires at 2^23
try:
    mulmod_p(np.zeros((1, 1 << 23), np.int64), np.zeros((1 << 23, 1), np.int64)); print('inner 2^23: NO assert')
except AssertionError:
    print('inner 2^23: AssertionError raised (bound enforced)')
print(f'B SUMMARY: {ntest} tests, {nbad} mismatches  [{time.time()-t0:.1f}s]')
