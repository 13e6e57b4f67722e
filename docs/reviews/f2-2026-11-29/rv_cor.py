"""Corollary 1 of the f2 notes at small n: ranks of Theta(M''_{n-1,d}), Theta(M'_{n-1,d}), Theta(I_X^(n-1)_d)
against h_n(d+n); also dim M''_{n-1,d}, dim M'_{n-1,d} against h_{n-1}(d), h'_{n-1}(d). Reviewer's code.
usage: python rv_cor.py SEED n d [d ...]"""
import sys, time
import numpy as np
import rv_theta as T

seed, n = int(sys.argv[1]), int(sys.argv[2])
import os
SUB = os.environ.get('RV_SUBH2') == '1'
W = T.Weights(seed, sub_h2=SUB)
m = n - 1
for d in map(int, sys.argv[3:]):
    t0 = time.time()
    rng = np.random.default_rng(31 * seed + 7 * n + d)
    gens, Kpp = T.mpp_basis(W, m, d, rng, with_Q=True)
    _, Kp = T.mpp_basis(W, m, d, rng, with_Q=False)
    # dims of the sources (as spaces of forms): rank of generator values at random points times kernel
    Ns = T.hp(m, d) + 20
    A = rng.integers(1, T.P, (Ns, 3)).astype(np.int64); B = rng.integers(1, T.P, (Ns, 3)).astype(np.int64)
    G0 = T.eval_gens(W, gens, A, B)
    dpp, dp, dix = T.rank(T.mulmod(G0, Kpp)), T.rank(T.mulmod(G0, Kp)), T.rank(G0)
    tgt = T.h(n, d + n)
    N = T.hp(n, d + n) + 12
    A = rng.integers(1, T.P, (N, 3)).astype(np.int64); B = rng.integers(1, T.P, (N, 3)).astype(np.int64)
    D = d + n
    xs = [(1, int(t)) for t in rng.choice(np.arange(2, T.P), D + 1, replace=False)]
    out = []
    for name, C in (("M''", Kpp), ("M'", Kp), ("I_X", None)):
        G = len(gens) if C is None else C.shape[1]
        per_x = min(G, -(-N // (D + 1)) + 2)
        Mx = T.theta_evals(W, gens, C, A, B, xs, per_x, rng)
        out.append(T.rank(Mx))
    print(f"p={T.P} H2=I:{SUB} seed={seed} n={n} d={d}: dim M''_(n-1,d)={dpp} (h={T.h(m, d)}), dim M'_(n-1,d)={dp} "
          f"(h'={T.hp(m, d)}), dim I_X={dix}; rank Theta(M'')={out[0]}, Theta(M')={out[1]}, Theta(I_X)={out[2]}; "
          f"h_n(d+n)={tgt}, h'_n(d+n)={T.hp(n, d + n)}  [{time.time()-t0:.1f}s]", flush=True)
