# Reviewer's own computation of the level-1 pieces B_g(1, m) of the one-step lemma (NOTES 5.2-5.3), derived
# directly from Lemma D': for s = a'_j c_j(b') b'^... the source element is Psi = l(q) (H1 p)_j (C q)_j q^beta
# (C = W2^T diag(L) H2, q = b (.) W2 p; t(H2 q) runs over all (m-1)-forms in q since H2 invertible), so
# [p^g] Psi = sum_delta b^delta kappa_{j,beta,delta} [p^g] (H1 p)_j (W2 p)^delta.
# Usage: python steps_rv.py R m K seed   (K = list like 0,1 or 'all' : every g with supp inside K, |g| = m+2)
import sys, time, itertools, numpy as np, scipy.sparse as sp
from common_rv import *

def monos(R, d):
    return [c for c in itertools.combinations_with_replacement(range(R), d)]

def exps(R, d):
    out = []
    for c in itertools.combinations_with_replacement(range(R), d):
        e = [0] * R
        for i in c: e[i] += 1
        out.append(tuple(e))
    return out

def piece_matrix(R, m, g, W2, L, H1, H2, idx_top, tops, E_of, Kvars):
    """rows (j, beta), cols delta (|delta| = m+1): sparse matrix of [p^g] Psi_{j,beta}."""
    C = (W2.T * L[None, :]) % P          # W2^T diag(L)
    C = (C @ H2) % P
    # mu[j, delta] = sum_{i: g_i >= 1} H1[j, i] * E[delta, g - e_i]
    nd = len(tops)
    mu = np.zeros((R, nd), dtype=np.int64)
    for i in range(R):
        if g[i] >= 1:
            gg = list(g); gg[i] -= 1
            col = E_of(tuple(gg))  # (nd,)
            mu = (mu + (H1[:, [i]] * col[None, :]) % P) % P
    betas = exps(R, m - 1)
    rows, cols, vals = [], [], []
    rid = 0
    for j in range(R):
        for beta in betas:
            acc = {}
            for r in range(R):
                for s in range(R):
                    d = list(beta); d[r] += 1; d[s] += 1
                    ci = idx_top[tuple(d)]
                    acc[ci] = (acc.get(ci, 0) + int(L[r]) * int(C[j, s])) % P
            for ci, v in acc.items():
                rows.append(rid); cols.append(ci); vals.append(v * int(mu[j, ci]) % P)
            rid += 1
    return sp.csr_matrix((np.array(vals, dtype=np.int64), (rows, cols)), shape=(rid, nd))

def compress_rank(A, target, rng, extra=12):
    """rank mod P of (G A) with G random full-range (G A = genuine elements); A sparse int64 < P."""
    nr, nc = A.shape
    if nr <= target + extra:
        D = A.toarray()
    else:
        k = min(nr, target + extra)
        G = rng.integers(0, P, size=(k, nr), dtype=np.int64)
        Gh, Gl = G >> 15, G & 32767
        At = A.T.tocsr()
        D = ((((At @ Gh.T) % P) * 32768) % P + (At @ Gl.T) % P) % P
        D = D.T
    return rank_modp(D)

def run(R, m, K, seed):
    rng = np.random.default_rng(seed * 1009 + 31)
    W2, H1, H2 = (rmat(rng, R, R) for _ in range(3))
    L = rng.integers(1, P, size=R, dtype=np.int64)
    import os
    if os.environ.get('SPECIAL'):  # Lemma P's point: L = 1, W2 > 0 with distinct ratios, H2 = (W2^T)^(-1) mod P
        import sympy
        L = np.ones(R, dtype=np.int64)
        W2 = np.array([[(i + 2) ** j for j in range(R)] for i in range(R)], dtype=np.int64)  # Vandermonde: invertible, > 0, ratios i+2 distinct
        Mi = sympy.Matrix(W2.T.tolist()).inv_mod(P)
        H2 = np.array(Mi.tolist(), dtype=np.int64) % P
        print('SPECIAL point: L=1, W2 =', W2.tolist())
    tops = exps(R, m + 1)
    idx_top = {e: i for i, e in enumerate(tops)}
    # E[delta, g''] = [p^g''] (W2 p)^delta for p supported on Kvars, all |delta| = m+1, by DP over degree
    Kv = list(K)
    kk = len(Kv)
    cache = {}
    def kmonos(d):
        return exps(kk, d)
    # polys over monomials in kk variables; dictionary degree -> {delta: vector}
    polys = {tuple([0] * R): np.array([1], dtype=np.int64)}
    for d in range(1, m + 2):
        src = kmonos(d - 1); dst = kmonos(d); di = {e: i for i, e in enumerate(dst)}
        shift = [np.array([di[tuple(e[t] + (1 if t == v else 0) for t in range(kk))] for e in src]) for v in range(kk)]
        new = {}
        for delta in exps(R, d):
            r = next(i for i in range(R) if delta[i] > 0)
            par = list(delta); par[r] -= 1
            pv = polys[tuple(par)]
            out = np.zeros(len(dst), dtype=np.int64)
            for v in range(kk):
                out[shift[v]] = (out[shift[v]] + pv * int(W2[r, Kv[v]])) % P
            new[delta] = out
        polys = new
    dst = kmonos(m + 1); di = {e: i for i, e in enumerate(dst)}
    Emat = np.stack([polys[t] for t in tops])  # (nd, #kmonos)
    def E_of(gg):
        assert all(gg[i] == 0 for i in range(R) if i not in Kv)
        return Emat[:, di[tuple(gg[i] for i in Kv)]]
    gs = [g for g in exps(R, m + 2) if all(g[i] == 0 for i in range(R) if i not in Kv)]
    ok_all, tot, tot_t = True, 0, 0
    for g in gs:
        k = sum(1 for x in g if x > 0)
        target = mset(R, m + 1) - mset(R - k, m + 1)
        A = piece_matrix(R, m, g, W2, L, H1, H2, idx_top, tops, E_of, Kv)
        rk = compress_rank(A, target, rng)
        tot += rk; tot_t += target
        if rk != target:
            ok_all = False
            print(f"  SHORT g={g} rank={rk} target={target}", flush=True)
    return ok_all, len(gs), tot, tot_t

if __name__ == '__main__':
    R, m = int(sys.argv[1]), int(sys.argv[2])
    K = list(range(R)) if sys.argv[3] == 'all' else [int(x) for x in sys.argv[3].split(',')]
    seed = int(sys.argv[4])
    t0 = time.time()
    ok, ng, tot, tt = run(R, m, K, seed)
    print(f"B1 R={R} m={m} K={K} seed={seed} p={P}: {ng} pieces, sum rank={tot} sum target={tt} {'ALL FULL' if ok else 'NOT FULL'} ({time.time()-t0:.1f}s)", flush=True)
