"""Lemma MP, non-vacuous test: S = m_z^c (x) k[b]_m inside S' = all forms of bidegree (d, m), m = n - 1.
Prints rank Theta(S_d) and rank Theta(S'_d). Lemma MP (e0 = c - 1) predicts equality for d >= c with
2d >= 3(c - 1) + m + 2 when H1^{-1} z has no zero entry. KIND: gen (random z) or ctrl (z = H1 e_0: hypothesis fails).
usage: python rv_mp.py SEED n c KIND d [d ...]"""
import sys, time
import numpy as np
import rv_theta as T

seed, n, c, kind = int(sys.argv[1]), int(sys.argv[2]), int(sys.argv[3]), sys.argv[4]
m = n - 1
W = T.Weights(seed)
g = np.random.default_rng(99 + seed)
z = g.integers(1, T.P, 3).astype(np.int64) if kind == "gen" else W.H1[:, 0] % T.P
# linear forms L1, L2 vanishing at z, L0 generic
Lfull = g.integers(1, T.P, (3, 3)).astype(np.int64)
ker = T.nullspace(z[None, :])  # (3, 2): vectors l with l.z = 0
L = [Lfull[0], ker[:, 0], ker[:, 1]]


def S_vals(A, B, d, full):
    Eb = T.exps(m)
    vb = T.mono_vals(B, Eb)
    if full:
        va = T.mono_vals(A, T.exps(d))
    else:
        Lv = np.stack([A.dot(l) % T.P for l in L], axis=1)  # (N, 3) values of L0, L1, L2
        E = [e for e in T.exps(d) if e[1] + e[2] >= c]
        va = T.mono_vals(Lv, E)
    out = (va[:, :, None] * vb[:, None, :]) % T.P
    return out.reshape(A.shape[0], -1)


pred = lambda d: d >= c and 2 * d >= 3 * (c - 1) + m + 2
for d in map(int, sys.argv[5:]):
    t0 = time.time()
    rng = np.random.default_rng(7 * d + 1000 * c + n)
    N = T.hp(n, d + n) + 12
    A = rng.integers(1, T.P, (N, 3)).astype(np.int64); B = rng.integers(1, T.P, (N, 3)).astype(np.int64)
    D = d + n
    xs = [(1, int(t)) for t in rng.choice(np.arange(2, T.P), D + 1, replace=False)]
    ranks = []
    for full in (False, True):
        cols = []
        for x in xs:
            a2, b2 = W.psi(A, B, x)
            V = S_vals(a2, b2, d, full)
            per_x = min(V.shape[1], -(-N // (D + 1)) + 2)
            V = T.mulmod(V, rng.integers(0, T.P, (V.shape[1], per_x)))
            cols.append(V * W.lam(A, B, x)[:, None] % T.P)
        ranks.append(T.rank(np.concatenate(cols, axis=1)))
    print(f"p={T.P} seed={seed} n={n} m={m} c={c} z={kind} d={d}: rank Theta(m_z^c (x) k[b]_m)={ranks[0]}, "
          f"rank Theta(all forms)={ranks[1]}, equal={ranks[0] == ranks[1]}, Lemma MP predicts equal: {pred(d)}"
          f" (h'_n(d+n)={T.hp(n, d + n)}) [{time.time()-t0:.1f}s]", flush=True)
