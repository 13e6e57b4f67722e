"""helper-165: exact GF(p) evaluator of dim S_s for depth-2 End spans (n states, R channels, M = 2).
P^(s)(a; u_1..u_s) = D(A D(u_1) a) B^T P^(s-1)(H D(u_1) a; u_2..), P^(0) = c.
Rows: random End sequences (u_i = x_i1 u^1 + x_i2 u^2). Columns: (random point a_j, channel k).
rank mod p <= rank over Q at that integer point <= dim S_s; FULL (= min(cap_s, dimT)) certifies.
"""
import sys, time, math
import numpy as np
import flint

P = 268435399  # prime < 2^28

def cc(n, d):  # ((n, d)) = C(n+d-1, d), 0 for n<=0<d
    if d == 0: return 1
    if n <= 0: return 0
    return math.comb(n + d - 1, d)

def cap(s, M=2):
    r = 1
    for k in range(1, s + 1): r *= cc(M, k)
    return r

def D(n, R, s, M=2):
    return R * (cc(n, s) - cc(n - M, s))

def span_rank(A, H, B, c, Ub, s, seed=0, nrows=None, npts=None, p=P, target=None):
    """A: R x n, H: n x n, B: R x R, c: R, Ub: n x 2 (columns u^1, u^2); ints mod p."""
    rng = np.random.default_rng(10_000 + seed)
    R, n = A.shape
    tgt = target if target is not None else min(cap(s), D(n, R, s))
    nrows = nrows or tgt + 20
    npts = npts or (D(n, R, s) // R + 20)
    A = np.asarray(A, dtype=np.int64) % p; H = np.asarray(H, dtype=np.int64) % p
    Bt = (np.asarray(B, dtype=np.int64) % p).T.copy(); c = np.asarray(c, dtype=np.int64) % p
    Ub = np.asarray(Ub, dtype=np.int64) % p
    pts = rng.integers(0, p, size=(n, npts), dtype=np.int64)
    out = np.zeros((nrows, R * npts), dtype=np.int64)
    chunk = max(1, 4_000_000 // (npts * max(n, R)))
    for r0 in range(0, nrows, chunk):
        r1 = min(nrows, r0 + chunk); m = r1 - r0
        X = rng.integers(0, p, size=(m, s, 2), dtype=np.int64)
        a = np.broadcast_to(pts, (m, n, npts)).copy()
        ms = []
        for i in range(s):
            u = (Ub[None, :, 0] * X[:, i, 0:1] + Ub[None, :, 1] * X[:, i, 1:2]) % p  # m x n
            ua = (u[:, :, None] * a) % p  # m x n x npts
            ms.append(np.einsum('kj,mjq->mkq', A, ua) % p if n * p < 2**35 else _mm(A, ua, p))
            a = _mm(H, ua, p)
        v = np.broadcast_to(((Bt @ c) % p)[None, :, None], (m, R, npts)).copy()
        for i in range(s - 1, -1, -1):
            v = (ms[i] * v) % p
            if i > 0:
                v = _mm(Bt, v, p)
        out[r0:r1] = v.reshape(m, R * npts)
    M = flint.nmod_mat(out.tolist(), p)
    return M.rank(), tgt

def _mm(Mat, X, p):
    # Mat: a x b, X: m x b x q ; entries < p < 2^28 -> partial sums safe for b < 128
    return np.einsum('kj,mjq->mkq', Mat, X) % p
