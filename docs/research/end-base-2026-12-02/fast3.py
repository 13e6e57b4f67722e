"""Fast exact lower bound for dim S_3 at a selector-W instance (classes j mod M), generic A, H, B, c (helper-130).
S_2 is spanned by pi_b' Psi(v_m) (|b'| = 2, m in [M]); S_{3,b} = pi_b Psi(S_2). For every class-degree b the block
X_b (rows: the spanning vectors of S_2; columns: (k, sorted (i<=j<=l) of class-degree b)) is compressed by ONE random
matrix G (c x N) mod p: rank(G X_b) <= rank X_b = dim S_{3,b}. Exact float64 BLAS products (p < 2^20, N <= 8000)."""
import sys, math, json, time, itertools
import numpy as np, flint
from es import p, mch, D_s, cap_s, weights
from gs import T_dim_beta
assert p < 2 ** 20

def run(M, R, seed, opts=()):
    t0 = time.time()
    rng = np.random.default_rng(seed)
    w = weights(M, R, rng, tuple(opts) + ("W=sel",))
    H, A, B, c = w["H"], w["A"], w["B"], w["c"]
    cls = [j % M for j in range(R)]
    sizes = [cls.count(m) for m in range(M)]
    # S_2 spanning vectors pi_b' Psi(v_m), generated one at a time; stored only as Q'_k = H^T (sum_j B_jk Q_j) H
    specs = [(m, b1, b2) for m in range(M) for b1 in range(M) for b2 in range(b1, M)]
    N = len(specs)
    Qp = np.empty((N, R, R, R), dtype=np.int32)
    clsv = np.array(cls)
    for n, (m, b1, b2) in enumerate(specs):
        Am = A * (clsv == m)[None, :]
        Cm = (B.T * c[None, :]) % p @ Am % p
        G = (Cm @ H) % p
        full = (A[:, :, None] * G[:, None, :] + G[:, :, None] * A[:, None, :]) % p
        ci = clsv[:, None]; cj = clsv[None, :]
        mask = ((ci == b1) & (cj == b2)) | ((ci == b2) & (cj == b1))
        Q = np.where(mask[None, :, :], full, 0)
        Qb = np.tensordot(B, Q, axes=(0, 0)) % p          # (k, a, b) = sum_j B_jk Q_j
        Qp[n] = (np.matmul(np.matmul(H.T[None], Qb) % p, H[None]) % p).astype(np.int32)
    tup = list(itertools.combinations_with_replacement(range(R), 3))
    groups = {}
    for t in tup:
        b = [0] * M
        for i in t: b[cls[i]] += 1
        groups.setdefault(tuple(b), []).append(t)
    total = 0; short = {}; cmax = max(R * len(v) for v in groups.values()) + 6
    Gm = rng.integers(0, p, (cmax, N)).astype(np.float64)
    for b, ts in groups.items():
        I = np.array([t[0] for t in ts]); J = np.array([t[1] for t in ts]); L = np.array([t[2] for t in ts])
        ks = np.arange(R)
        # X[n, k, t] = A_k,i Q'_n,k,j,l + A_k,j Q'_n,k,i,l + A_k,l Q'_n,k,i,j
        X = (A[ks][:, I][None] * Qp[:, :, J, L].astype(np.int64) % p + A[ks][:, J][None] * Qp[:, :, I, L].astype(np.int64) % p
             + A[ks][:, L][None] * Qp[:, :, I, J].astype(np.int64) % p) % p
        X = X.reshape(N, -1).astype(np.float64)
        cc = X.shape[1] + 6
        Y = np.zeros((cc, X.shape[1]))
        for st in range(0, N, 7000):
            Y = np.mod(Y + np.mod(Gm[:cc, st:st + 7000] @ X[st:st + 7000], p), p)
        Y = Y.astype(np.int64)
        r = flint.nmod_mat(Y.tolist(), p).rank()
        tb = R * T_dim_beta(b, sizes)
        total += r
        if r < tb: short[str(b)] = (r, tb)
    return dict(M=M, R=R, s=3, seed=seed, opts=list(opts), rank=total, D=D_s(M, R, 3), cap=cap_s(M, R, 3), N=N,
                full=total == D_s(M, R, 3), short=dict(list(short.items())[:5]), nshort=len(short), sec=round(time.time() - t0, 1))

if __name__ == "__main__":
    opts = tuple(sys.argv[1].split(",")) if sys.argv[1] else ()
    pairs = [tuple(map(int, c.split(":"))) for c in sys.argv[2].split(";")]
    seed = int(sys.argv[3]) if len(sys.argv) > 3 else 0
    for (M, R) in pairs:
        print(json.dumps(run(M, R, seed, opts)), flush=True)
