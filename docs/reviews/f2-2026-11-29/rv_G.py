"""G(n, d): rank of Theta(I_X^(n-1)_d) (= k[a]_(d-1) C_n) against h_n(d+n), reviewer's code.
usage: python rv_G.py SEED n d [d ...]"""
import sys, time, math
import numpy as np
import rv_theta as T

seed, n = int(sys.argv[1]), int(sys.argv[2])
W = T.Weights(seed)
for d in map(int, sys.argv[3:]):
    t0 = time.time()
    rng = np.random.default_rng(1000 * seed + 17 * n + d)
    gens = T.ix_generators(d, n - 1)
    tgt = T.h(n, d + n)
    N = tgt + 12
    A = rng.integers(1, T.P, (N, 3)).astype(np.int64); B = rng.integers(1, T.P, (N, 3)).astype(np.int64)
    D = d + n
    xs = [(1, int(t)) for t in rng.choice(np.arange(2, T.P), D + 1, replace=False)]
    per_x = min(len(gens), -(-(tgt + 12) // (D + 1)) + 2)
    M = T.theta_evals(W, gens, None, A, B, xs, per_x, rng)
    r = T.rank(M)
    # sanity (Lemma I): T_x of random elements vanish at the Q_j and on X
    x = xs[0]
    QA = np.array([q[0] for q in W.Q]); QB = np.array([q[1] for q in W.Q])
    aX = rng.integers(1, T.P, (5, 3)).astype(np.int64); bX = np.array([W.bstar(a) for a in aX])
    vQ = T.theta_evals(W, gens, None, QA, QB, [x], 4, np.random.default_rng(5))
    vX = T.theta_evals(W, gens, None, aX, bX, [x], 4, np.random.default_rng(5))
    sane = (not vQ.any()) and (not vX.any())
    print(f"p={T.P} seed={seed} n={n} d={d}: gens={len(gens)} rows={N} cols={M.shape[1]} rank Theta(I_X_d)={r}"
          f" h_n(d+n)={tgt} short={tgt - r} G holds: {r == tgt}  LemmaI-sanity(Q_j, X)={sane} [{time.time()-t0:.1f}s]",
          flush=True)
