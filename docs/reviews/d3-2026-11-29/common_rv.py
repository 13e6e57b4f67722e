# Reviewer's own helpers (independent of the helper's scripts).
import numpy as np
from math import comb
P = 1000000007  # reviewer's prime (< 2^30 so R<=6 term sums of products fit in int64)

def mset(R, d):
    return comb(R + d - 1, d)

def c_formula(R, n):
    N1 = n * (n + 1) // 2
    s = 0
    for i in range(1, R + 1):
        for j in range(1, R - i + 1):
            s += comb(R, i) * comb(R - i, j) * comb(N1 - 1, i - 1) * comb(n - 1, j - 1)
    return mset(R, N1) * mset(R, n) - s

def rank_modp(A, p=P):
    import flint
    A = np.asarray(A, dtype=np.int64) % p
    if A.size == 0:
        return 0
    M = flint.nmod_mat(A.tolist(), p)
    return M.rank()

def rmat(rng, r, c, p=P):
    return rng.integers(1, p, size=(r, c), dtype=np.int64)

def mv(W, X, p=P):
    # W (R,R) entries < p < 2^30, X (R, N) entries < p; R <= 6 -> sums < 2^63
    return (W @ X) % p
