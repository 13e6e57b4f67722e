"""Fill(n, d): dim Θ(S) for S = M''_{n-1, d} (or S = I_X in bidegree (d, n-1) with 'X'), against dim M''_{n, d+n};
and the k[a]-generation of M''_n: dim k[a]_1 · M''_{n, e-1} against dim M''_{n, e}.
Θ(S) = span_u { ell(q) s(H1 p, H2 q) }, p = a ⊙ u, q = b ⊙ W2 p (u in H = col W1): Θ(S) ⊆ M''_{n, d+n} is PROVED
(NOTES.md §2), so rank(eval of Θ(S)) = dim M''_{n,d+n} (at this point) means equality.
Usage: python t_fill.py seed n src d1 d2 ...    src = full | X | XP"""
import sys, time, os
from geo import *

def mulmod(A, B):            # exact: entries < p ~ 2^20, inner chunks of 4000 (< 2^53 per partial sum)
    out = np.zeros((A.shape[0], B.shape[1]), np.float64)
    for s in range(0, A.shape[1], 4000):
        out = (out + A[:, s:s+4000].astype(np.float64) @ B[s:s+4000].astype(np.float64)) % p
    return out.astype(np.int64)

def theta_rank(fam, E_src, S, n_tgt, d_tgt, ncols, g):
    J = d_tgt + 1                                  # u-degree of T_u s is d_tgt = d + n
    rows = ncols + 40
    A = rnd(g, rows, 3); B = rnd(g, rows, 3); pts = np.concatenate([A, B], axis=1)
    acc = np.zeros((rows, ncols), np.int64)
    for j in range(J):
        u = fam.u([1, j + 2])
        MonS = mulmod(evalmon(E_src, fam.psi(pts, u)), S)     # rows x s
        C = rnd(g, S.shape[1], ncols)
        blk = mulmod(MonS, C) if S.shape[1] < 4096 else None
        acc = (acc + fam.lam(pts, u)[:, None] * blk) % p
    return rank(acc)

def gen_rank(fam, E, S, d, m, ncols, g):
    """dim of k[a]_1 · span S (S in bidegree (d, m)) evaluated at random points."""
    rows = ncols + 40
    A = rnd(g, rows, 3); B = rnd(g, rows, 3); pts = np.concatenate([A, B], axis=1)
    MonS = mulmod(evalmon(E, pts), S)
    acc = np.zeros((rows, ncols), np.int64)
    for r in range(3):
        acc = (acc + A[:, r:r+1] * mulmod(MonS, rnd(g, S.shape[1], ncols))) % p
    return rank(acc)

if __name__ == '__main__':
    seed, n = int(sys.argv[1]), int(sys.argv[2]); src = sys.argv[3]; ds = list(map(int, sys.argv[4:]))
    fam = Family(seed); g = np.random.default_rng(seed + 777)
    for d in ds:
        t0 = time.time()
        kw = dict(full={}, X=dict(P=False, Q=False), XP=dict(Q=False))[src]
        E_src, S = space(fam, d, n - 1, **kw)
        E_t, T = space(fam, d + n, n)
        tgt = T.shape[1]
        r = theta_rank(fam, E_src, S, n, d + n, min(tgt + 30, E_t.shape[0]), g) if S.shape[1] else 0
        gr = gen_rank(fam, *space(fam, d + n - 1, n), d + n - 1, n, min(tgt + 30, E_t.shape[0]), g) if not os.environ.get('NOGEN') else -1
        print(f"seed={seed} n={n} d={d} src={src}: dim S = dim M''_({n-1},{d}) = {S.shape[1]}, dim Θ(S) = {r}, "
              f"dim M''_({n},{d+n}) = {tgt}  fill: {r == tgt};  dim k[a]_1 M''_({n},{d+n-1}) = {gr}  gen: {gr == tgt}  [{time.time()-t0:.1f}s]", flush=True)
