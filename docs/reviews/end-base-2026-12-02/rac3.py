"""helper-131 (reviewer): dim S_s of the depth-2 RAC End span by a LITERAL forward evaluation, mod p.

Own code, written from the RAC definition (no import of the helper's scripts or of the lab):
  free cut states a, g in K^R (a = H h1, g = B h2 just before the End), End inputs x_1..x_s in K^M, u_t = W x_t;
  step 1:  h1 = a * u_1,            h2 = g * (A h1)
  step t:  h1 = (H h1) * u_t,       h2 = (B h2) * (A h1)
  y = c . h2   ( = sum_k g_k P_k(a; x) ).
Evaluation matrix E[i, j] = y(a_i, g_i; xseq_j), N x N with N = D_s + margin.  rank_p(E) <= rank_Q(E) <= dim S_s at
these (integer) weights <= generic dim S_s <= D_s.  So rank_p(E) = D_s certifies dim S_s = D_s generically.

Weights:  mode 'rand'    : H, A, B, c, W uniform random mod p;
          mode 'witness' : W selector (class of coordinate j: j if j < M else j - M, so classes 0..R-M-1 are
                           doubletons when R <= 2M; generally j mod M), B = I, c = 1, A random,
                           H = sum_t zeta_t eta_t^T, zeta_t random nonzero exactly on the coordinates of the classes
                           of group t, eta_t random (full vectors).  groups given as a list of class-lists.
Arithmetic: float64 BLAS with p < 2^20 (products < 2^40, sums of <= 2^8 terms < 2^53: exact).
"""
import sys, time, json
import numpy as np
import flint
from math import comb

P = 1048573  # prime, < 2^20


def mc(n, k):
    return comb(n + k - 1, k) if n > 0 else (1 if k == 0 else 0)


def D(M, R, s):
    return R * (mc(R, s) - mc(R - M, s))


def cls_of(j, M, R):
    return j % M


def make_weights(M, R, mode, groups, rng):
    r = lambda *sh: rng.integers(1, P, size=sh).astype(np.float64)
    if mode == 'rand':
        return dict(H=r(R, R), A=r(R, R), B=r(R, R), c=r(R), W=r(R, M))
    W = np.zeros((R, M))
    for j in range(R):
        W[j, cls_of(j, M, R)] = 1
    H = np.zeros((R, R))
    for grp in groups:
        zeta = np.zeros(R)
        for j in range(R):
            if cls_of(j, M, R) in grp:
                zeta[j] = rng.integers(1, P)
        eta = r(R)
        H = np.fmod(H + np.outer(zeta, eta), P)
    return dict(H=H, A=r(R, R), B=np.eye(R), c=np.ones(R), W=W)


def evalmat(w, M, R, s, N, rng):
    H, A, B, c, W = w['H'], w['A'], w['B'], w['c'], w['W']
    a = rng.integers(0, P, size=(N, R)).astype(np.float64)
    g = rng.integers(0, P, size=(N, R)).astype(np.float64)
    xs = rng.integers(0, P, size=(N, s, M)).astype(np.float64)
    E = np.zeros((N, N), dtype=np.int64)
    md = lambda z: np.fmod(z, P)
    chunk = max(1, 2_000_000 // (N * R))
    for j0 in range(0, N, chunk):
        xj = xs[j0:j0 + chunk]                      # (nj, s, M)
        u = md(xj @ W.T)                             # (nj, s, R)
        h1 = md(a[None] * u[:, 0][:, None])          # (nj, N, R)
        h2 = md(g[None] * md(h1 @ A.T))
        for t in range(1, s):
            h1 = md(md(h1 @ H.T) * u[:, t][:, None])
            h2 = md(md(h2 @ B.T) * md(h1 @ A.T))
        y = md(h2 @ c)                               # (nj, N)
        E[:, j0:j0 + chunk] = y.T.astype(np.int64)
    return E


def rank_p(E):
    n, m = E.shape
    return flint.nmod_mat(n, m, [int(v) for v in E.ravel()], P).rank()


def run(M, R, s, mode, groups, seed, margin=40):
    rng = np.random.default_rng(seed)
    w = make_weights(M, R, mode, groups, rng)
    d = D(M, R, s)
    N = d + margin
    t0 = time.time()
    E = evalmat(w, M, R, s, N, rng)
    rk = rank_p(E)
    Hrank = flint.nmod_mat(R, R, [int(v) for v in w['H'].ravel()], P).rank()
    return dict(M=M, R=R, s=s, mode=mode, groups=groups, seed=seed, p=P, N=N, rank=rk, D=d,
                full=(rk == d), rankH=Hrank, secs=round(time.time() - t0, 1))


if __name__ == '__main__':
    # argv: M R s mode groups(json or '-') seed
    M, R, s = int(sys.argv[1]), int(sys.argv[2]), int(sys.argv[3])
    mode = sys.argv[4]
    groups = json.loads(sys.argv[5]) if sys.argv[5] != '-' else None
    seed = int(sys.argv[6])
    print(json.dumps(run(M, R, s, mode, groups, seed)), flush=True)
