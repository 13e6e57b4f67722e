"""Own code. The special weight point of NOTE.md, fed through the FULL depth-3 recurrence (core.Y), and the
rank of the evaluation matrix [Y(e_j, beta_a, e_k; x_b)] mod p (a certified lower bound on dim span_gamma phi_gamma).
Usage: python special_point.py R m_max [eps]"""
import sys, time
import numpy as np
from core import P, Y, rank, multiset

def special_weights(R, eps, k=0):
    M = R - 1
    I = np.eye(R, dtype=np.int64)
    I1 = np.vstack([np.eye(M, dtype=np.int64), np.zeros((1, M), np.int64)])    # u = (x, 0)
    H1 = np.ones((R, R), np.int64)                                               # H1 h = (sum h) 1
    B = np.vstack([np.eye(M, dtype=np.int64), -np.ones((1, M), np.int64)])       # D = {sum d = 0}
    I2 = np.hstack([B, np.ones((R, 1), np.int64)])                               # last column unused
    H3 = np.tril(np.ones((R, R), np.int64)); H3[0, R - 1] = eps % P              # T + eps E_{1R}
    W = dict(I1=I1, H1=H1, I2=I2 % P, H2=I, I3=I, H3=H3, O=np.ones(R, np.int64))
    if k:  # relabel layer-3 units by a permutation pi with pi(0) = k
        perm = list(range(R)); perm[0], perm[k] = perm[k], perm[0]
        Pm = I[perm]  # Pm e_0 = e_k ... check: Pm[:,0] = e_{perm^{-1}(0)}
        Pm = np.zeros((R, R), np.int64)
        for a in range(R):
            Pm[perm[a], a] = 1   # Pm e_a = e_{perm[a]}
        W['H3'] = Pm @ W['H3'] @ Pm.T
        W['I3'] = Pm @ W['I3']
        W['O'] = Pm @ W['O']
    return W

def eval_rank(W, j, k, m, rng, extra=5):
    R = W['H2'].shape[0]; M = W['I1'].shape[1]
    N = multiset(R, m)
    beta = rng.integers(0, P, (N + extra, R))
    h1 = np.zeros_like(beta); h1[:, j] = 1
    h3 = np.zeros_like(beta); h3[:, k] = 1
    xs = rng.integers(0, P, (N + extra, m, M))
    return rank(Y(W, h1, beta, h3, xs)), N

if __name__ == '__main__':
    R, mmax = int(sys.argv[1]), int(sys.argv[2])
    eps = int(sys.argv[3]) if len(sys.argv) > 3 else 12345
    rng = np.random.default_rng([R, mmax, eps])
    for m in range(1, mmax + 1):
        t0 = time.time()
        out = []
        for k in range(R):
            for j in range(R):
                r, N = eval_rank(special_weights(R, eps, k), j, k, m, rng)
                out.append(r)
        r0, _ = eval_rank(special_weights(R, 0, 0), 0, 0, m, rng)
        print(f"R={R} m={m} (n={m+1}) N=((R,m))={N} ranks over (k,j) at eps={eps}: min {min(out)} max {max(out)};"
              f" at eps=0 (k=j=0): {r0}  [{time.time()-t0:.1f}s]", flush=True)
