"""Reviewer's independent recomputation (depth-2 RAC, f = identity, general inputs), written from the recurrence

    h^{t,1} = (W^{H,1} h^{t-1,1}) * (W^{I,1} x^t),   h^{t,2} = (W^{H,2} h^{t-1,2}) * (W^{I,2} h^{t,1}),   y = W^O h^{T,2},

default initial states W^{H,l} h^{0,l} = 1.  Everything mod a prime p < 2^26 (int64 matmuls with inner dim <= 5000 exact).

End span: cut at s = T/2; a = W^{H,1} h^{s,1}, g = W^{H,2} h^{s,2} kept symbolic.  We run the End steps forward:
layer-1 state = L a (L an R x R matrix), layer-2 state h2_i = sum_k g_k Q[i,k](a) (Q polynomial, degree j after j steps).
y = sum_k g_k P_k(a), P_k = sum_i c_i Q[i,k].  The coefficient vector of (P_1..P_R) is one row; S_s = row span over
random End inputs.  Start Jacobian: forward-mode derivatives of (a, g) w.r.t. all s*M Start inputs.
Ranks: python-flint nmod_mat.rank (not the lab's or the helper's code); optional own numpy elimination cross-check.
"""
import argparse, itertools, time, resource, sys
import numpy as np
import flint

P_DEFAULT = 40000003


def monomials(R, d):
    return [m for m in itertools.combinations_with_replacement(range(R), d)]


def mult_table(R, d):
    """mul[m, v] = index in degree d+1 of (monomial m of degree d) * a_v."""
    lo = monomials(R, d)
    hi = {m: i for i, m in enumerate(monomials(R, d + 1))}
    tab = np.empty((len(lo), R), dtype=np.int64)
    for i, m in enumerate(lo):
        for v in range(R):
            tab[i, v] = hi[tuple(sorted(m + (v,)))]
    return tab


def draw_weights(M, R, seed, p):
    rng = np.random.default_rng(seed)
    W = dict(WI1=rng.integers(0, p, (R, M)), WH1=rng.integers(0, p, (R, R)), WI2=rng.integers(0, p, (R, R)),
             WH2=rng.integers(0, p, (R, R)), WO=rng.integers(0, p, (1, R)))
    return {k: v.astype(np.int64) for k, v in W.items()}


def end_rows(W, s, X, p, tabs):
    """X: (N, s, M) End inputs (time s+1..2s).  Returns (N, R * nmon_s) coefficient rows of (P_1..P_R)."""
    H, A, B, c, W1 = W['WH1'], W['WI2'], W['WH2'], W['WO'][0], W['WI1']
    N, _, M = X.shape
    R = H.shape[0]
    L = None
    Q = None
    for j in range(s):
        u = (X[:, j, :] @ W1.T) % p                                   # (N, R) = W^{I,1} x
        if j == 0:
            L = np.broadcast_to(np.eye(R, dtype=np.int64), (N, R, R)) * u[:, :, None] % p   # h1 = a * u
        else:
            L = (np.einsum('ij,njk->nik', H, L) % p) * u[:, :, None] % p              # h1 = (H h1_prev) * u
        lin = np.einsum('ij,njk->nik', A, L) % p                      # (A h1)_i = sum_v lin[n,i,v] a_v
        if j == 0:
            # h2 = (W^{H,2} h^{s,2}) * (A h1) = g * (A h1): Q[i,k] = delta_ik lin_i (degree 1)
            Q = np.zeros((N, R, R, R), dtype=np.int64)
            for i in range(R):
                Q[:, i, i, :] = lin[:, i, :]
        else:
            BQ = np.einsum('im,nmkd->nikd', B, Q) % p                  # (B h2_prev)_i
            tab = tabs[j]                                             # degree j -> j+1
            new = np.zeros((N, R, R, tab.max() + 1), dtype=np.int64)
            for v in range(R):
                new[:, :, :, tab[:, v]] += BQ * lin[:, :, None, v:v + 1] % p
                new %= p
            Q = new
    Pk = np.einsum('i,nikd->nkd', c, Q) % p
    return Pk.reshape(N, -1)


def start_jacobian(W, xs, p):
    """xs: (s, M) Start inputs.  Jacobian of (a, g) = (W^{H,1} h^{s,1}, W^{H,2} h^{s,2}) w.r.t. all s*M inputs."""
    H, A, B, W1 = W['WH1'], W['WI2'], W['WH2'], W['WI1']
    s, M = xs.shape
    R = H.shape[0]
    n = s * M
    a = np.ones(R, dtype=np.int64)        # W^{H,1} h^{0,1} = 1
    g = np.ones(R, dtype=np.int64)        # W^{H,2} h^{0,2} = 1
    da = np.zeros((R, n), dtype=np.int64)
    dg = np.zeros((R, n), dtype=np.int64)
    for t in range(s):
        u = W1 @ xs[t] % p
        du = np.zeros((R, n), dtype=np.int64)
        du[:, t * M:(t + 1) * M] = W1
        h1 = a * u % p
        dh1 = (da * u[:, None] + a[:, None] * du) % p
        v = A @ h1 % p
        dv = A @ dh1 % p
        h2 = g * v % p
        dh2 = (dg * v[:, None] + g[:, None] * dv) % p
        a, da = H @ h1 % p, H @ dh1 % p
        g, dg = B @ h2 % p, B @ dh2 % p
    return np.vstack([da, dg]) % p


def rank_flint(Mat, p):
    t = time.time()
    m = flint.nmod_mat(Mat.shape[0], Mat.shape[1], [int(x) for x in Mat.ravel()], p)
    r = m.rank()
    return r, time.time() - t


def rank_numpy(Mat, p):
    """Own plain Gaussian elimination mod p (cross-check)."""
    A = Mat.copy() % p
    nr, nc = A.shape
    r = 0
    for col in range(nc):
        if r == nr:
            break
        nz = np.nonzero(A[r:, col])[0]
        if len(nz) == 0:
            continue
        piv = r + nz[0]
        if piv != r:
            A[[r, piv]] = A[[piv, r]]
        inv = pow(int(A[r, col]), p - 2, p)
        A[r] = A[r] * inv % p
        rows = r + 1 + np.nonzero(A[r + 1:, col])[0]
        if len(rows):
            A[rows] = (A[rows] - A[rows, col:col + 1] * A[r][None, :] % p) % p
        r += 1
    return r


def mset(n, k):
    from math import comb
    if k == 0:
        return 1
    return comb(n + k - 1, k) if n > 0 else 0


def D(M, R, s):
    return R * (mset(R, s) - mset(max(R - M, 0), s))


if __name__ == '__main__':
    ap = argparse.ArgumentParser()
    ap.add_argument('--M', type=int, default=2)
    ap.add_argument('--R', type=int, default=6)
    ap.add_argument('--s', type=int, nargs='+', default=[6, 7])
    ap.add_argument('--seed', type=int, default=4242)
    ap.add_argument('--p', type=int, default=P_DEFAULT)
    ap.add_argument('--extra', type=int, default=40)
    ap.add_argument('--start', action='store_true')
    ap.add_argument('--numpy-check', action='store_true')
    ap.add_argument('--batch', type=int, default=400)
    a = ap.parse_args()
    p, M, R = a.p, a.M, a.R
    assert flint.fmpz(p).is_prime()
    W = draw_weights(M, R, a.seed, p)
    print(f"M={M} R={R} p={p} weight seed={a.seed}", flush=True)
    for s in a.s:
        rng = np.random.default_rng(a.seed * 1000 + s)
        if a.start:
            for trial in range(2):
                xs = rng.integers(0, p, (s, M)).astype(np.int64)
                J = start_jacobian(W, xs, p)
                r, dt = rank_flint(J, p)
                print(f"  Start Jacobian s={s} trial={trial}: {J.shape} rank {r} (2R={2*R}, s(M-1)+2={s*(M-1)+2})", flush=True)
            continue
        t0 = time.time()
        tabs = {j: mult_table(R, j) for j in range(1, s)}
        Dm = D(M, R, s)
        N = Dm + a.extra
        rows = []
        for b0 in range(0, N, a.batch):
            nb = min(a.batch, N - b0)
            X = rng.integers(0, p, (nb, s, M)).astype(np.int64)
            rows.append(end_rows(W, s, X, p, tabs))
        Mat = np.vstack(rows)
        t1 = time.time()
        r, dt = rank_flint(Mat, p)
        print(f"  End span s={s}: matrix {Mat.shape}, rank {r}, D_s={Dm}, build {t1-t0:.1f}s, rank {dt:.1f}s, "
              f"maxrss {resource.getrusage(resource.RUSAGE_SELF).ru_maxrss/1e6:.2f} GB", flush=True)
        if a.numpy_check:
            t2 = time.time()
            print(f"    numpy elimination rank {rank_numpy(Mat, p)} ({time.time()-t2:.1f}s)", flush=True)
