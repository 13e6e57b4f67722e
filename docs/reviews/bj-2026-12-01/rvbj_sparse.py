"""Reviewer helper-106: F_n and the (n, n) box at the special point S for larger n, with sparse random sampling
(each column = sum over pi of D_pi applied to a random combination of K generators of V_0): every column is an
element of the space, so each rank is a lower bound on its dimension.  Also Phi(F_n) = 0 on the sample.
Usage: python rvbj_sparse.py n seed K [noJ]"""
import sys, time, gc, resource
import numpy as np
from rvbj import P, weights, model, poly_pis, box_pis, matmul, randmat
from numerics.rank.flint_bridge import flint_rank_mod_p


def rk(A):
    return flint_rank_mod_p(np.ascontiguousarray(A % P).astype(np.uint32), P, threads=1)[0]


def sparse_cols(gens, pis, rng, ncols, K, chunk=800):
    out = np.zeros((gens.shape[0], ncols), dtype=np.uint32)
    for s in range(0, ncols, chunk):
        nc = min(chunk, ncols - s)
        o = np.zeros((gens.shape[0], nc), dtype=np.int64)
        for pi in pis:
            acc = np.zeros((gens.shape[0], nc), dtype=np.int64)
            for _ in range(K):
                idx = rng.integers(0, gens.shape[1], size=nc)
                co = rng.integers(1, P, size=nc)
                acc = (acc + gens[:, idx] * co[None, :]) % P
            o = (o + pi[:, None] * acc) % P
        out[:, s:s + nc] = o
    return out


def main(n, seed, K):
    t0 = time.time()
    w = weights(seed, True)
    md = model(n, w, withJ=(len(sys.argv) <= 4))
    rows, gens, Jg = md['rows'], md['gens'], md['J']
    target = rows.n - 3 * (rows.e + n)
    ncols = target + 20
    print(f"== n={n} seed={seed} p={P} point S: rows={rows.n} V0 gens={gens.shape[1]} J gens={None if Jg is None else Jg.shape[1]} target c3={target} K={K}", flush=True)
    rng = np.random.default_rng(30_000 + seed)
    Phi = np.zeros((3, rows.n), dtype=np.int64)
    for k in range(3):
        P0 = np.cross(w['H2'][k].astype(object), w['W3'][k].astype(object))
        P0 = [int(x) % P for x in P0]
        nu = [(0, 0), (n, 0), (0, n)][k]
        for (a2, a3) in rows.pm:
            G = (rows.e - a2 - a3, a2, a3)
            Phi[k, rows.idx[a2, a3, nu[0], nu[1]]] = pow(P0[0], G[0], P) * pow(P0[1], G[1], P) * pow(P0[2], G[2], P) % P
    if Jg is not None:
        Jc = sparse_cols(Jg, [np.ones(rows.n, dtype=np.int64)], rng, ncols, 3 * K)
        del Jg; gc.collect()
        print(f"dim J >= {rk(Jc)}; rank Phi(J) = {rk(matmul(Phi, Jc.astype(np.int64)))}  [{time.time()-t0:.0f}s]", flush=True)
        del Jc; gc.collect()
    for name, pis in (("F_n", poly_pis(rows, n)), ("box", box_pis(rows, w['W2'], n))):
        X = sparse_cols(gens, pis, rng, ncols, K)
        ph = rk(matmul(Phi, X.astype(np.int64)))
        r = rk(X)
        print(f"{name}: rank {r} (c3 - rank = {target - r}); rank Phi({name}) = {ph}  [{time.time()-t0:.0f}s, "
              f"maxrss {resource.getrusage(resource.RUSAGE_SELF).ru_maxrss//1024} MB]", flush=True)
        del X; gc.collect()


if __name__ == '__main__':
    main(int(sys.argv[1]), int(sys.argv[2]), int(sys.argv[3]))
