"""Per-a-monomial pieces of the first End step: B_gamma = span_s coef_{p^gamma}[ l(q) s(H1 p, H2 q) ],
q = b*(W2 p), s over the basis of the source S (ideal I'(d, m), or all forms with src=all).
Theta(S) = sum_gamma a^gamma (x) B_gamma (the span over u of Psi_s(a*u, b)).  Target of B_gamma:
(c_i : i in supp gamma)_{m+1}, c = W2^T diag(L) b.  Exact GF(p) ranks at random b-points (lower bounds).
usage: python bgamma.py R d m seed [src=all] [W2I] [H1I] [H2I] [npts=..]
"""
import sys, time, itertools
import numpy as np
from math import comb
from numerics.rank import flint_rank_mod_p
p = 2**31 - 1

def exps(R, d):
    return [e for e in itertools.product(range(d + 1), repeat=R) if sum(e) == d]

PAIR = None
def polymul_lin(P, lin, R):
    """P: dict exp->array(N); lin: list of R arrays (coef of p_r) -> P * sum_r lin[r] p_r
    (with PAIR set: p restricted to the coordinates in PAIR, i.e. only gammas supported there)"""
    out = {}
    for e, v in P.items():
        for r in (PAIR if PAIR is not None else range(R)):
            e2 = list(e); e2[r] += 1; e2 = tuple(e2)
            t = v * lin[r] % p
            out[e2] = (out[e2] + t) % p if e2 in out else t
    return out

def target_dim(R, m1, supp):
    k = len(supp)
    return comb(R + m1 - 1, m1) - (comb(R - k + m1 - 1, m1) if R - k > 0 else 0)

def run(R, d, m, seed, flags, npts=None):
    rng = np.random.default_rng(seed)
    W = lambda: rng.integers(0, p, size=(R, R), dtype=np.int64)
    W2, H1, H2 = W(), W(), W()
    L = rng.integers(1, p, size=R, dtype=np.int64)
    if 'W2I' in flags: W2 = np.eye(R, dtype=np.int64)
    if 'LONES' in flags: L = np.ones(R, dtype=np.int64)
    if 'W2SMALL' in flags: W2 = rng.integers(1, 50, size=(R, R), dtype=np.int64)   # positive small integers
    if 'H1I' in flags: H1 = np.eye(R, dtype=np.int64)
    if 'H2I' in flags: H2 = np.eye(R, dtype=np.int64)
    C = (W2.T * L[None, :]) % p   # c = C b
    src_all = 'src=all' in flags
    pairs = [(al, be) for al in exps(R, d) for be in exps(R, m)
             if src_all or any(x and y for x, y in zip(al, be))]
    for f in flags:
        if f.startswith('subset='):   # a random subset of the source basis (still genuine elements: lower bounds)
            K = int(f[7:])
            if K < len(pairs):
                idx = sorted(rng.choice(len(pairs), K, replace=False)); pairs = [pairs[i] for i in idx]
    m1 = m + 1
    N = npts or comb(R + m1 - 1, m1) + 15
    b = rng.integers(0, p, size=(N, R), dtype=np.int64)
    # linear forms in p with b-dependent coefficients (arrays over points):
    # l(q) = sum_j p_j c_j(b);  (H1 p)_i = sum_r H1[i,r] p_r;  q_i = b_i sum_r W2[i,r] p_r;
    # c(b')_k with b' = H2 q: sum_i (C H2)[k,i] q_i
    cb = (b @ C.T) % p if False else np.stack([sum(C[j, i] * b[:, i] % p for i in range(R)) % p for j in range(R)])
    lq = [cb[j] for j in range(R)]
    if 'H2C' in flags:   # H2 = C^{-1}: c(b') = q
        import sympy
        H2 = np.array(sympy.Matrix(C.tolist()).inv_mod(p).tolist(), dtype=np.int64)
    G = (C.astype(object) @ H2.astype(object)) % p
    G = np.array(G, dtype=np.int64)
    def qform(k):  # (G q)_k = sum_i G[k,i] b_i sum_r W2[i,r] p_r
        return [sum(int(G[k, i]) * b[:, i] % p * int(W2[i, r]) % p for i in range(R)) % p for r in range(R)]
    cq = [qform(k) for k in range(R)]
    a1 = [[np.full(N, int(H1[i, r]), dtype=np.int64) for r in range(R)] for i in range(R)]
    rows = {}
    randprod = None
    for f in flags:
        if f.startswith('randprod='): randprod = int(f[9:])
    if randprod is not None:
        # K random genuine elements of I'(1, m): s = a'_i c_i(b') prod_{r<m} lambda_r(b'), lambda_r random linear
        # forms in b' = H2 q (only d = 1).  Their span over many draws is all of I'(1, m).
        assert d == 1
        H2o = H2.astype(object)
        for it in range(randprod):
            i = int(rng.integers(0, R))
            P = {tuple([0] * R): np.ones(N, dtype=np.int64)}
            P = polymul_lin(P, lq, R); P = polymul_lin(P, a1[i], R); P = polymul_lin(P, cq[i], R)
            for _ in range(m - 1):
                lam = rng.integers(0, p, size=R).astype(object)
                coefb = [int(x) % p for x in (lam @ H2o)]          # lambda^T H2 : coefficient of q_i
                lin = [sum(coefb[ii] * b[:, ii] % p * int(W2[ii, r]) % p for ii in range(R)) % p for r in range(R)]
                P = polymul_lin(P, lin, R)
            for e, v in P.items():
                rows.setdefault(e, []).append(v)
        pairs = [None] * randprod
    for al, be in (pairs if randprod is None else []):
        P = {tuple([0] * R): np.ones(N, dtype=np.int64)}
        P = polymul_lin(P, lq, R)
        for i in range(R):
            for _ in range(al[i]): P = polymul_lin(P, a1[i], R)
            for _ in range(be[i]): P = polymul_lin(P, cq[i], R)
        for e, v in P.items():
            rows.setdefault(e, []).append(v)
    res = []
    for g in sorted(rows):
        Mx = np.array(rows[g], dtype=np.int64)
        r = flint_rank_mod_p(Mx.astype(np.uint64), p, threads=1)[0]
        supp = [i for i in range(R) if g[i]]
        res.append((g, r, target_dim(R, m1, supp)))
    return res, len(pairs)

if __name__ == '__main__':
    R, d, m, seed = map(int, sys.argv[1:5]); flags = sys.argv[5:]
    for f in flags:
        if f.startswith('pair='): PAIR = tuple(int(x) for x in f[5:].split(','))
    npts = None
    for f in flags:
        if f.startswith('npts='): npts = int(f[5:])
    t = time.time()
    res, ns = run(R, d, m, seed, flags, npts)
    short = [(g, r, tg) for g, r, tg in res if r != tg]
    tot = sum(r for _, r, _ in res); ttot = sum(tg for _, _, tg in res)
    print(f"R={R} (d,m)=({d},{m}) seed={seed} flags={flags} source={ns} sum_rank={tot} target={ttot} "
          f"short_gammas={len(short)}/{len(res)} wall={time.time()-t:.1f}s")
    for g, r, tg in short[:40]: print('   short', g, r, 'of', tg)
