"""q241_elim.rank_mod_q vs FLINT nmod_mat.rank() mod 241 on 17 matrices, two panel widths each."""
import sys, time
import flint
import numpy as np
sys.path.insert(0, '.')
from q241_elim import rank_mod_q

q = 241
h = (q - 1) // 2
rng = np.random.default_rng(241)

def cen(x):
    x = np.asarray(x, np.int64) % q
    return np.where(x > h, x - q, x).astype(np.int8)

def rnd(m, n):
    return rng.integers(0, q, size=(m, n), dtype=np.int64)

def prod(m, n, r):
    return rnd(m, r) @ rnd(r, n)

mats = {}
mats['random 200x200'] = rnd(200, 200)
mats['random 1000x1000'] = rnd(1000, 1000)
mats['product 1000x1000 rank<=700'] = prod(1000, 1000, 700)
mats['random 1500x900'] = rnd(1500, 900)
mats['random 900x1500'] = rnd(900, 1500)
A = rnd(1200, 1200); A[:, ::3] = 0; mats['zero columns (every 3rd) 1200'] = A
A = rnd(1200, 1200); A[5::4, :] = 0; mats['zero rows (every 4th) 1200'] = A
A = rnd(1600, 1600); A[:900, :1300] = 0; mats['pivot swaps: top-left 900x1300 zero, 1600'] = A
blocks = [prod(300, 300, 250), prod(400, 400, 100), rnd(300, 300)]
A = np.zeros((1000, 1000), np.int64); o = 0
for B in blocks:
    A[o:o + B.shape[0], o:o + B.shape[1]] = B; o += B.shape[0]
mats['block diagonal deficient 1000'] = A
mats['product 3000x3000 rank<=2500'] = prod(3000, 3000, 2500)
A = rnd(1400, 1400); A[:, 1::2] = A[:, 0::2]; mats['duplicate columns 1400'] = A
A = rng.choice([0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 1, -1], size=(2000, 2000)) * (rng.random((2000, 2000)) < 0.01); mats['sparse +-1 (0.5%) 2000'] = A
nodes = np.arange(2000) % q
A = np.array([[pow(int(x), j, q) for j in range(500)] for x in nodes]); mats['Vandermonde 2000x500 nodes mod 241 (rank 241)'] = A
A = np.vstack([np.tile(rnd(10, 1800), (200, 1)), rnd(800, 1800)]); mats['first 2000 rows rank 10, then 800 random (x1800)'] = A
mats['random 3000x3000'] = rnd(3000, 3000)
mats['zero 300x300'] = np.zeros((300, 300), np.int64)
A = np.tril(rnd(1500, 1500), -1); mats['strictly lower triangular 1500'] = A
A = prod(2500, 2500, 1200) + np.diag(rng.integers(0, 2, 2500)) * 0; A[:, 2000:] = A[:, :500]; mats['product + copied columns 2500'] = A

allok = True
for name, A in mats.items():
    A = np.asarray(A, np.int64) % q
    t0 = time.time()
    ref = flint.nmod_mat(A.shape[0], A.shape[1], A.ravel().tolist(), q).rank()
    t1 = time.time()
    res = []
    for kb in (64, 1152):
        res.append(rank_mod_q(cen(A), q, kb=kb))
    t2 = time.time()
    ok = all(x == ref for x in res)
    allok &= ok
    print(f'{name}: shape {A.shape} FLINT {ref}  mine kb=64 {res[0]} kb=1152 {res[1]}  {"EQUAL" if ok else "DIFFERENT"}  (flint {t1-t0:.1f}s, mine {t2-t1:.1f}s)', flush=True)
print(f'{len(mats)} matrices x 2 panel widths:', 'ALL EQUAL' if allok else 'MISMATCH')
