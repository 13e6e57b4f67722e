"""Theorem X test: rank Theta(F^X_d) against h_n(d+n) (F^X_d: forms of bidegree (d, n-1) vanishing at the three
points X_j = (H1 e_j, b*(H1 e_j))); also rank Theta(all forms) against h'_n(d+n). Reviewer's code.
usage: python rv_X.py SEED n d [d ...]"""
import sys, time
import numpy as np
import rv_theta as T

seed, n = int(sys.argv[1]), int(sys.argv[2])
W = T.Weights(seed)
m = n - 1
Xa = [W.H1[:, j] % T.P for j in range(3)]
Xb = [W.bstar(a) for a in Xa]
for d in map(int, sys.argv[3:]):
    t0 = time.time()
    rng = np.random.default_rng(5 * d + 100 * n + seed)
    Ea, Eb = T.exps(d), T.exps(m)
    def vals(A, B):
        va, vb = T.mono_vals(A, Ea), T.mono_vals(B, Eb)
        return ((va[:, :, None] * vb[:, None, :]) % T.P).reshape(A.shape[0], -1)
    C = vals(np.array(Xa), np.array(Xb))  # (3, K)
    K = T.nullspace(C)
    # sanity: X_j lie on X (mu_1 = mu_2 = 0)
    onX = all(int(W.mu(np.array([a]), np.array([b]), k)[0]) == 0 for a, b in zip(Xa, Xb) for k in (0, 1))
    N = T.hp(n, d + n) + 12
    A = rng.integers(1, T.P, (N, 3)).astype(np.int64); B = rng.integers(1, T.P, (N, 3)).astype(np.int64)
    D = d + n
    xs = [(1, int(t)) for t in rng.choice(np.arange(2, T.P), D + 1, replace=False)]
    ranks = []
    for coeff in (K, None):
        cols = []
        for x in xs:
            a2, b2 = W.psi(A, B, x)
            V = vals(a2, b2)
            if coeff is not None:
                V = T.mulmod(V, coeff)
            per_x = min(V.shape[1], -(-N // (D + 1)) + 2)
            V = T.mulmod(V, rng.integers(0, T.P, (V.shape[1], per_x)))
            cols.append(V * W.lam(A, B, x)[:, None] % T.P)
        ranks.append(T.rank(np.concatenate(cols, axis=1)))
    print(f"p={T.P} seed={seed} n={n} d={d}: X_j on X: {onX}; dim F^X_d={K.shape[1]}; rank Theta(F^X_d)={ranks[0]} "
          f"vs h_n(d+n)={T.h(n, d + n)}; rank Theta(all forms)={ranks[1]} vs h'_n(d+n)={T.hp(n, d + n)} "
          f"[{time.time()-t0:.1f}s]", flush=True)
