"""Base (A) via the a-splitting of the first End step: on the family W^(H,3) = I (flag H3I) or generic,
Z_n = (+)_gamma a^gamma (x) Bfrak_gamma, Bfrak_gamma = span_{u_2..u_n} coef_{p^gamma} Ptilde(p, b, g; u_2..u_n),
Ptilde = the End polynomial with the first step's layer-1 state p = a*u_1 (p free).  dim Z_n >= sum_gamma rank_gamma
(exact GF(p) ranks of genuine coefficient evaluations; coefficients by exact interpolation over N_1-th degree
monomials at integer p-points with an invertible Vandermonde mod p).  M = R, W^(I,1) = I.
usage: python base_split.py R n seed [H3I] [nu=..] [nbg=..]
"""
import sys, time, itertools
import numpy as np
import flint
from math import comb
from numerics.rank import flint_rank_mod_p
from endrank import mm, weights, p

def exps(R, d):
    return [e for e in itertools.product(range(d + 1), repeat=R) if sum(e) == d]

def ptilde(w, P_, b, g, us):
    """P_: (K, R) p-points; b, g: (Nbg, R); us: (n-1, R) -> (Nbg, K)"""
    h1 = np.broadcast_to(P_[None, :, :], (b.shape[0],) + P_.shape) % p
    h2 = (b[:, None, :] * mm(w['W2'], h1)) % p
    h3 = (g[:, None, :] * mm(w['W3'], h2)) % p
    for u in us:
        h1 = (mm(w['H1'], h1) * u[None, None, :]) % p
        h2 = (mm(w['H2'], h2) * mm(w['W2'], h1)) % p
        h3 = (mm(w['H3'], h3) * mm(w['W3'], h2)) % p
    return mm(w['WO'][None, :], h3)[..., 0]

def run(R, n, seed, flags, nu=None, nbg=None):
    w = weights(R, seed, flags)
    rng = np.random.default_rng(seed + 7)
    N1 = n * (n + 1) // 2
    gam = exps(R, N1)
    per = R * comb(R + n - 1, n)          # max dim of a gamma piece: R * ((R, n))
    nu = nu or per + 10; nbg = nbg or per + 10
    # p-points with invertible Vandermonde mod p
    while True:
        P_ = rng.integers(1, p, size=(len(gam), R), dtype=np.int64)
        V = np.ones((len(gam), len(gam)), dtype=np.int64)
        for c, e in enumerate(gam):
            for j in range(R):
                for _ in range(e[j]): V[:, c] = V[:, c] * P_[:, j] % p
        Vm = flint.nmod_mat(V.tolist(), p)
        if Vm.rank() == len(gam): break
    Vinv = Vm.inv()
    b = rng.integers(0, p, size=(nbg, R), dtype=np.int64)
    g = rng.integers(0, p, size=(nbg, R), dtype=np.int64)
    coef = np.empty((len(gam), nu, nbg), dtype=np.uint32 if 'u32' in flags else np.int64)
    for i in range(nu):
        us = rng.integers(0, p, size=(n - 1, R), dtype=np.int64)
        vals = ptilde(w, P_, b, g, us)            # (nbg, K)
        C = Vinv * flint.nmod_mat(vals.T.tolist(), p)   # (K, nbg): coefficients
        coef[:, i, :] = np.array([[int(C[r, c]) for c in range(nbg)] for r in range(len(gam))], dtype=np.int64).astype(coef.dtype)
    tot = 0; ranks = []
    for k in range(len(gam)):
        r = flint_rank_mod_p(coef[k].astype(np.uint64), p, threads=1)[0]
        ranks.append(r); tot += r
    return tot, ranks, gam, per

if __name__ == '__main__':
    R, n, seed = map(int, sys.argv[1:4]); flags = sys.argv[4:]
    kw = {}
    for f in flags:
        if f.startswith('nu='): kw['nu'] = int(f[3:])
        if f.startswith('nbg='): kw['nbg'] = int(f[4:])
    t = time.time()
    tot, ranks, gam, per = run(R, n, seed, flags, **kw)
    from numerics.bounds.formulas import depth3_ideal_bound
    tgt = depth3_ideal_bound(R=R, T=2 * n)
    print(f"R={R} n={n} seed={seed} flags={flags} sum_gamma rank={tot} ideal_bound={tgt} "
          f"{'FULL' if tot == tgt else 'SHORT'} max_piece={max(ranks)} (<= {per}) gammas={len(gam)} wall={time.time()-t:.1f}s", flush=True)
