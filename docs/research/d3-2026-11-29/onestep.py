"""(B): the first End step with the full ideal as source.
Theta(S) = span_u { l(q) s(H1 p, H2 q) : s in S },  p = a*u, q = b*(W2 p),  l = row k of W3 (here: vector L).
S = I'(d, m) = ideal (a'_j c_j(b'))_j in bidegree (d, m), c(b') = W2^T diag(L) b' (basis: monomials a'^al c^be
with overlapping supports).  Target: I(d+m+1, m+1), same ideal in (a, b).
Prints rank of the evaluation matrix (lower bound on dim Theta(S)) and the target dimension.
usage: python onestep.py R d m seed [H1I] [H2I] [full|share=K] [src=all]
"""
import sys, time, itertools
import numpy as np
import flint
from math import comb
p = 2**31 - 1

def mm(A, h):
    out = np.zeros(h.shape[:-1] + (A.shape[0],), dtype=np.int64)
    for c in range(A.shape[1]):
        out = (out + h[..., c:c+1] * A[:, c]) % p
    return out

def exps(R, d):
    return [e for e in itertools.product(range(d + 1), repeat=R) if sum(e) == d]

def ideal_dim(R, d, m):
    tot = comb(R + d - 1, d) * comb(R + m - 1, m)
    dis = sum(1 for al in exps(R, d) for be in exps(R, m)
              if not any(x and y for x, y in zip(al, be)))
    return tot - dis

def powtab(X, e):  # X (N, R) -> list over coords of arrays (e+1, N)
    N, R = X.shape
    out = []
    for j in range(R):
        t = np.ones((e + 1, N), dtype=np.int64)
        for k in range(1, e + 1):
            t[k] = t[k - 1] * X[:, j] % p
        out.append(t)
    return out

def monos(X, Y, pairs, d, m):
    """rows: prod X^al * Y^be for (al, be) in pairs, at N points -> (len(pairs), N)"""
    tx, ty = powtab(X, d), powtab(Y, m)
    R = X.shape[1]
    out = np.empty((len(pairs), X.shape[0]), dtype=np.int64)
    for i, (al, be) in enumerate(pairs):
        v = np.ones(X.shape[0], dtype=np.int64)
        for j in range(R):
            if al[j]: v = v * tx[j][al[j]] % p
            if be[j]: v = v * ty[j][be[j]] % p
        out[i] = v
    return out

def run(R, d, m, seed, flags):
    rng = np.random.default_rng(seed)
    W = lambda: rng.integers(0, p, size=(R, R), dtype=np.int64)
    W2, H1, H2 = W(), W(), W()
    L = rng.integers(1, p, size=R, dtype=np.int64)
    if 'H1I' in flags: H1 = np.eye(R, dtype=np.int64)
    if 'H2I' in flags: H2 = np.eye(R, dtype=np.int64)
    if 'W2I' in flags: W2 = np.eye(R, dtype=np.int64)
    if 'LONES' in flags: L = np.ones(R, dtype=np.int64)
    CT = (W2.T * L[None, :]) % p      # c(b) = W2^T diag(L) b  -> matrix W2^T diag(L)
    src_all = 'src=all' in flags
    pairs = [(al, be) for al in exps(R, d) for be in exps(R, m)
             if src_all or any(x and y for x, y in zip(al, be))]
    target = ideal_dim(R, d + m + 1, m + 1)
    allt = comb(R + d + m, d + m + 1) * comb(R + m, m + 1)
    N = target + 40
    a = rng.integers(0, p, size=(N, R), dtype=np.int64)
    b = rng.integers(0, p, size=(N, R), dtype=np.int64)
    share = None
    for f in flags:
        if f.startswith('share='): share = int(f[6:])
    if share is None: share = len(pairs)
    nu = -(-(target + 20) // min(share, len(pairs))) + 2
    rows = []
    for it in range(nu):
        u = rng.integers(0, p, size=R, dtype=np.int64)
        P_ = a * u % p
        q = b * mm(W2, P_) % p
        lq = mm(L[None, :], q)[:, 0]
        Xs = mm(H1, P_); Ys = mm(CT, mm(H2, q))
        G = monos(Xs, Ys, pairs, d, m) * lq[None, :] % p
        if share < len(pairs):
            C = rng.integers(0, p, size=(share, len(pairs)), dtype=np.int64)
            G = np.array((flint.nmod_mat(C.tolist(), p) * flint.nmod_mat(G.tolist(), p)).tolist(), dtype=np.int64) if False else G[rng.choice(len(pairs), share, replace=False)]
        rows.append(G)
    Mx = np.vstack(rows)
    from numerics.rank import flint_rank_mod_p
    r = flint_rank_mod_p(Mx.astype(np.uint64), p, threads=1)[0]
    return r, target, allt, len(pairs), Mx.shape

if __name__ == '__main__':
    R, d, m, seed = map(int, sys.argv[1:5])
    flags = sys.argv[5:]
    t = time.time()
    r, target, allt, ns, shp = run(R, d, m, seed, flags)
    print(f"R={R} (d,m)=({d},{m}) -> ({d+m+1},{m+1}) seed={seed} flags={flags} source={ns} matrix={shp} "
          f"rank={r} target(ideal)={target} all_forms={allt} {'FULL' if r == target else 'SHORT by %d' % (target - r)} "
          f"wall={time.time()-t:.1f}s", flush=True)
