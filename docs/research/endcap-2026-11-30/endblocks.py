"""End-side filtration blocks for M = 2 (see NOTES.md, section 2).

RAC: the lab's explicit RAC (proofs.general.instance.explicit_rac) with W^(H,1) replaced by the identity
(option --wh1 identity; the default), all mod p = 11863279. ell_i(xi) = (W^(I,1) xi)_i.
Block j (j = 0..N, N = N_(s+1)) of the certificate: rows = samples (b, v), b = (a^(2..L)) the Start states of a Start
sequence with a^(1) proportional to e_k (xi_(t_i) at the zero of ell_i, i != k), v random with v_k = 0;
row function = [t^j] y_End'(w = e_k + t v, b; xi_(s+2..T)), evaluated at Q random End' points.
If rank B_j = prod_(e >= s+2)(N_e + 1) for every j, then sep = end-input cap (NOTES.md, Proposition A).
"""
import sys, time, argparse, numpy as np
sys.path.insert(0, '/work/main')
from math import comb, prod
from proofs.general.instance import explicit_rac, _mod
from numerics.rank import rank_mod_p

p = 11863279

def mm(A, B):
    # exact: entries < 2^24, inner dim <= 6 -> sums < 2^53
    return np.fmod(A @ B, p)

def mul(A, B):
    return np.fmod(A * B, p)

def build(L, M, R, wh1):
    rac = explicit_rac(depth=L, M=M, R=R)
    WI = [_mod(w, p).astype(np.float64) for w in rac.W_I]
    WH = [_mod(w, p).astype(np.float64) for w in rac.W_H]
    if wh1 == 'identity':
        WH[0] = np.eye(R)
    h0 = [_mod(h, p).astype(np.float64) for h in rac.h0]
    WO = _mod(rac.W_O, p).astype(np.float64)
    return WI, WH, h0, WO

def run_start(rac, X):
    """X: (P, s, M) -> list of h^(s,l), each (R, P)."""
    WI, WH, h0, WO = rac
    P = X.shape[0]
    h = [np.repeat(hh[:, None], P, axis=1) for hh in h0]
    for t in range(X.shape[1]):
        below = X[:, t, :].T.astype(np.float64)
        new = []
        for l in range(len(h)):
            below = mul(mm(WH[l], h[l]), mm(WI[l], below)); new.append(below)
        h = new
    return h

def run_end_from(rac, h, ends):
    """h: states h^(t0,l) (R, P) list; ends: (steps, M) one End' sequence -> y (P,)."""
    WI, WH, h0, WO = rac
    for t in range(ends.shape[0]):
        below = np.repeat(ends[t].astype(np.float64)[:, None], h[0].shape[1], axis=1)
        new = []
        for l in range(len(h)):
            below = mul(mm(WH[l], h[l]), mm(WI[l], below)); new.append(below)
        h = new
    return np.fmod(WO @ h[-1], p)

def first_end_states(rac, w, A):
    """h^(s+1,l) given the layer-1 state w (R,P) and a^(l) = W^(H,l) h^(s,l) for l >= 2 (list, (R,P))."""
    WI, WH, h0, WO = rac
    hs = [w]
    below = w
    for l in range(1, len(WI)):
        below = mul(A[l - 1], mm(WI[l], below)); hs.append(below)
    return hs

def full_rank(rac, s, T, M, n, rng):
    X = rng.integers(0, p, size=(n, s, M)); E = rng.integers(0, p, size=(n, T - s, M))
    hs = run_start(rac, X)
    Y = np.empty((n, n))
    for j in range(n):
        Y[:, j] = run_end_from(rac, hs, E[j])
    Y = np.where(Y > p // 2, Y - p, Y)
    return rank_mod_p(Y, p).rank

def sample_Zk(rac, s, k, P, rng):
    """P Start sequences with a^(1) = W^(H,1) h^(s,1) proportional to e_k (R = 3 only): xi_1..xi_(s-2) random,
    xi_(s-1) = (1, x), xi_s = (1, z), (x, z) a root over GF(p) of two bilinear equations."""
    WI, WH, h0, WO = rac
    R = WH[0].shape[0]
    assert R == 3 and s >= 2
    M1 = [[int(v) for v in row] for row in WH[0]]
    from sympy import Matrix
    f = [int(v) for v in (Matrix(M1).inv_mod(p) * Matrix([1 if i == k else 0 for i in range(R)]))]
    w1 = [int(v) for v in WI[0][:, 0]]; w2 = [int(v) for v in WI[0][:, 1]]
    out = []
    while len(out) < P:
        X = rng.integers(1, p, size=(1, s, 2)).astype(np.int64)
        X[0, s - 2] = [1, 0]; X[0, s - 1] = [1, 0]
        hh = run_start(rac, X[:, :s - 2, :]) if s > 2 else [hv[:, None] for hv in h0]
        g = [int(v) for v in np.fmod(WH[0] @ hh[0][:, 0], p)]
        p0 = [sum(M1[i][j] * g[j] * w1[j] for j in range(R)) % p for i in range(R)]
        p1 = [sum(M1[i][j] * g[j] * w2[j] for j in range(R)) % p for i in range(R)]
        def coeffs(i, j):
            return ((p0[i] * w1[i] * f[j] - p0[j] * w1[j] * f[i]) % p, (p1[i] * w1[i] * f[j] - p1[j] * w1[j] * f[i]) % p,
                    (p0[i] * w2[i] * f[j] - p0[j] * w2[j] * f[i]) % p, (p1[i] * w2[i] * f[j] - p1[j] * w2[j] * f[i]) % p)
        i0 = next(i for i in range(R) if f[i])
        js = [j for j in range(R) if j != i0]
        a, b, c, d = coeffs(i0, js[0]); a2, b2, c2, d2 = coeffs(i0, js[1])
        A2 = (b2 * d - d2 * b) % p; A1 = (a2 * d + b2 * c - c2 * b - d2 * a) % p; A0 = (a2 * c - c2 * a) % p
        if A2 == 0:
            continue
        disc = (A1 * A1 - 4 * A2 * A0) % p
        r = pow(disc, (p + 1) // 4, p)
        if r * r % p != disc:
            continue
        x = (-A1 + r) * pow(2 * A2, p - 2, p) % p
        den = (c + d * x) % p
        if den == 0:
            continue
        z = (-(a + b * x)) * pow(den, p - 2, p) % p
        X[0, s - 2] = [1, x]; X[0, s - 1] = [1, z]
        out.append(X[0])
    return np.array(out)

def layer1_offk_jac_ranks(rac, X, rows):
    """rank of d(a^(1)_rows)/d(Start inputs) at each sample (forward mode mod p), a^(1) = W^(H,1) h^(s,1)."""
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
    da = np.fmod(np.einsum('ij,jnp->inp', WH[0], dh), p)[rows]
    from proofs.general.instance import _mod as _m
    ranks = []
    for q in range(P):
        J = da[:, :, q]; J = np.where(J > p // 2, J - p, J)
        ranks.append(rank_mod_p(J, p).rank)
    return ranks

def blocks(rac, L, M, R, T, k, P, Q, rng, log):
    WI = rac[0]
    s = T // 2
    N = comb(T - (s + 1) + L - 1, L - 1)
    dimVp = prod(comb(T - e + L - 1, L - 1) + 1 for e in range(s + 2, T + 1))
    others = [i for i in range(R) if i != k]
    if rac[1][0].tolist() == np.eye(R).tolist():
        W1 = WI[0]
        zero = lambda i: np.array([W1[i, 1], (-W1[i, 0]) % p])
        X = rng.integers(1, p, size=(P, s, M)).astype(np.int64)
        for t, i in enumerate(others):
            c = rng.integers(1, p, size=P)
            X[:, t, :] = (c[:, None] * zero(i)[None, :]) % p
    else:
        X = sample_Zk(rac, s, k, P, rng)
    hs = run_start(rac, X)
    jr = layer1_offk_jac_ranks(rac, X, others)
    log(f'  off-k layer-1 Jacobian ranks at the {P} samples: min {min(jr)}, max {max(jr)} (need {len(others)})')
    assert min(jr) == len(others)
    A = [mm(rac[1][l], hs[l]) for l in range(L)]     # a^(l) = W^(H,l) h^(s,l)
    a1 = A[0]
    off = np.abs(a1[others, :]).max()
    assert off == 0, 'a^(1) not proportional to e_k'
    assert np.all(a1[k, :] != 0)
    v = rng.integers(0, p, size=(R, P)).astype(np.float64); v[k, :] = 0
    ek = np.zeros((R, P)); ek[k, :] = 1
    ts = np.arange(1, N + 2, dtype=np.int64)           # N+1 distinct t values
    # Vandermonde inverse mod p (exact, python ints)
    from sympy import Matrix
    V = Matrix([[pow(int(t), j, p) for j in range(N + 1)] for t in ts])
    Vinv = np.array(V.inv_mod(p).tolist(), dtype=np.float64)   # coeffs = Vinv @ values
    E = rng.integers(0, p, size=(Q, T - s - 1, M))
    # states for every (t, sample): columns ordered t-major
    w = np.concatenate([np.fmod(ek + float(t) * v, p) for t in ts], axis=1)
    Arep = [np.tile(A[l], (1, N + 1)) for l in range(1, L)]
    h1 = first_end_states(rac, w, Arep)
    Yt = np.empty((N + 1, P, Q))
    t0 = time.time()
    for j in range(Q):
        Yt[:, :, j] = run_end_from(rac, h1, E[j]).reshape(N + 1, P)
    log(f'  evaluations: {(N+1)}x{P}x{Q} in {time.time()-t0:.1f} s')
    ranks = []
    for jb in range(N + 1):
        B = np.zeros((P, Q))
        for m in range(N + 1):
            B = np.fmod(B + Vinv[jb, m] * Yt[m], p)
        B = np.where(B > p // 2, B - p, B)
        ranks.append(rank_mod_p(B, p).rank)
    return N, dimVp, ranks

if __name__ == '__main__':
    ap = argparse.ArgumentParser()
    ap.add_argument('shape', type=int, nargs=4)
    ap.add_argument('--wh1', default='identity')
    ap.add_argument('--k', type=int, default=0)
    ap.add_argument('--full', action='store_true')
    ap.add_argument('--extra', type=int, default=10)
    ap.add_argument('--seed', type=int, default=1)
    a = ap.parse_args()
    L, M, R, T = a.shape
    s = T // 2
    rng = np.random.default_rng(a.seed)
    rac = build(L, M, R, a.wh1)
    cap = prod(comb(T - e + L - 1, L - 1) + 1 for e in range(s + 1, T + 1))
    log = lambda m: print(m, flush=True)
    log(f'shape {a.shape} wh1={a.wh1} k={a.k} end-input cap {cap}')
    if a.full:
        t0 = time.time(); r = full_rank(rac, s, T, M, cap + a.extra, rng)
        log(f'  full evaluation rank ({cap + a.extra} points): {r}  [{time.time()-t0:.1f} s]')
    t0 = time.time()
    N, dimVp, ranks = blocks(rac, L, M, R, T, a.k, 0 or None or 0, 0, rng, log) if False else (None, None, None)
    dimVp = prod(comb(T - e + L - 1, L - 1) + 1 for e in range(s + 2, T + 1))
    N, dimVp, ranks = blocks(rac, L, M, R, T, a.k, dimVp + a.extra, dimVp + a.extra, rng, log)
    log(f'  N = {N}, dim V\' = {dimVp}, blocks {N+1}, ranks {ranks}')
    log(f'  all full: {all(r == dimVp for r in ranks)}; sum = {sum(ranks)} vs cap {cap}  [{time.time()-t0:.1f} s]')
