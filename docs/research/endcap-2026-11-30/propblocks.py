"""Variant B (NOTES.md section 3): M = 2, R = 3, a special RAC whose first input matrix has two proportional rows,
row 1 = 2 * row 0 (ell_1 = 2 ell_0). Otherwise the lab's explicit RAC (proofs.general.instance.explicit_rac), mod p.
Then w = a^(1) . u_(s+1) = ell_0(xi) (a_0, 2 a_1, 0) + ell_2(xi) (0, 0, a_2), and
V = (+)_m ell_0^(N-m) ell_2^m (x) V'. Block j: rows = [t^j] y_End'(w = a^(1) . (1, 2, 0) + t e_2, a^(2..L)) at Start
sequences with a^(1)_2 = 0 (xi_s = (1, z), z solving one linear equation), columns = Q random End' points.
Certificate: every block of rank dim V' => sep = end-input cap for this RAC, hence generically.
"""
import sys, time, argparse, numpy as np
sys.path.insert(0, '/work/main/docs/research/endcap-2026-11-30')
from endblocks import p, mm, mul, build, run_start, run_end_from, first_end_states, full_rank, rank_mod_p
from math import comb, prod

def special(L, M, R):
    rac = build(L, M, R, 'explicit')
    rac[0][0][1] = np.fmod(2 * rac[0][0][0], p)
    return rac

def sample(rac, s, P, rng):
    WI, WH, h0, WO = rac
    X = rng.integers(1, p, size=(P, s, 2)).astype(np.int64)
    hh = run_start(rac, X[:, :s - 1, :]) if s > 1 else [np.repeat(hv[:, None], P, axis=1) for hv in h0]
    g = mm(WH[0], hh[0])                                    # (R, P)
    c0 = mm(WH[0], mul(g, WI[0][:, [0]]))[2]; c1 = mm(WH[0], mul(g, WI[0][:, [1]]))[2]
    z = [(-int(a)) * pow(int(b), p - 2, p) % p for a, b in zip(c0, c1)]
    X[:, s - 1, 0] = 1; X[:, s - 1, 1] = z
    return X

def jac_ranks(rac, X):
    # derivative of a^(1)_2 w.r.t. the Start inputs (forward mode, mod p): nonzero <=> rank 1
    WI, WH, h0, WO = rac
    P, s, M = X.shape; R = WH[0].shape[0]; n = s * M
    h = np.repeat(h0[0][:, None], P, axis=1); dh = np.zeros((R, n, P))
    for t in range(s):
        g = mm(WH[0], h); dg = np.fmod(np.einsum('ij,jnp->inp', WH[0], dh), p)
        u = mm(WI[0], X[:, t, :].T.astype(np.float64))
        du = np.zeros((R, n, P))
        for m in range(M):
            du[:, t * M + m, :] = WI[0][:, m][:, None]
        h = mul(g, u); dh = np.fmod(np.fmod(dg * u[:, None, :], p) + np.fmod(g[:, None, :] * du, p), p)
    da = np.fmod(np.einsum('ij,jnp->inp', WH[0], dh), p)[2]   # (n, P)
    return (np.abs(da).max(axis=0) > 0).astype(int)

def blocks(rac, L, M, R, T, P, Q, rng, log, only=None):
    s = T // 2
    N = comb(T - (s + 1) + L - 1, L - 1)
    X = sample(rac, s, P, rng)
    hs = run_start(rac, X)
    A = [mm(rac[1][l], hs[l]) for l in range(L)]
    assert np.abs(A[0][2]).max() == 0 and np.all(A[0][0] != 0) and np.all(A[0][1] != 0)
    jr = jac_ranks(rac, X); log(f'  d a^(1)_2 / d start nonzero at {jr.sum()} of {P} samples')
    assert jr.min() == 1
    base = A[0] * np.array([[1.0], [2.0], [0.0]])
    e2 = np.zeros((R, P)); e2[2] = 1
    ts = np.arange(1, N + 2)
    from sympy import Matrix
    Vinv = np.array(Matrix([[pow(int(t), j, p) for j in range(N + 1)] for t in ts]).inv_mod(p).tolist(), dtype=np.float64)
    E = rng.integers(0, p, size=(Q, T - s - 1, M))
    w = np.concatenate([np.fmod(base + float(t) * e2, p) for t in ts], axis=1)
    h1 = first_end_states(rac, w, [np.tile(A[l], (1, N + 1)) for l in range(1, L)])
    Yt = np.empty((N + 1, P, Q), dtype=np.float64)
    t0 = time.time()
    for j in range(Q):
        Yt[:, :, j] = run_end_from(rac, h1, E[j]).reshape(N + 1, P)
    log(f'  evaluations {N+1}x{P}x{Q}: {time.time()-t0:.1f} s')
    ranks = []
    for jb in (range(N + 1) if only is None else only):
        B = np.zeros((P, Q))
        for m in range(N + 1):
            B = np.fmod(B + np.fmod(Vinv[jb, m] * Yt[m], p), p)
        B = np.where(B > p // 2, B - p, B)
        t1 = time.time(); r = rank_mod_p(B, p).rank; ranks.append(r)
        log(f'  block {jb}: rank {r}  [{time.time()-t1:.1f} s]')
    return N, ranks

if __name__ == '__main__':
    ap = argparse.ArgumentParser()
    ap.add_argument('shape', type=int, nargs=4)
    ap.add_argument('--full', action='store_true')
    ap.add_argument('--extra', type=int, default=10)
    ap.add_argument('--seed', type=int, default=1)
    a = ap.parse_args()
    L, M, R, T = a.shape; s = T // 2
    assert M == 2 and R == 3
    rng = np.random.default_rng(a.seed)
    rac = special(L, M, R)
    cap = prod(comb(T - e + L - 1, L - 1) + 1 for e in range(s + 1, T + 1))
    dimVp = prod(comb(T - e + L - 1, L - 1) + 1 for e in range(s + 2, T + 1))
    log = lambda m: print(m, flush=True)
    log(f'shape {a.shape} special RAC (row1 = 2 row0 of W^(I,1)); end-input cap {cap}; dim V\' = {dimVp}')
    if a.full:
        t0 = time.time(); r = full_rank(rac, s, T, M, cap + a.extra, rng)
        log(f'  full evaluation rank of the special RAC ({cap + a.extra} points): {r}  [{time.time()-t0:.1f} s]')
    t0 = time.time()
    N, ranks = blocks(rac, L, M, R, T, dimVp + a.extra, dimVp + a.extra, rng, log)
    log(f'  N = {N}, {N+1} blocks, ranks {ranks}')
    log(f'  all full: {all(r == dimVp for r in ranks)}; sum = {sum(ranks)} vs cap {cap}  [{time.time()-t0:.1f} s]')
