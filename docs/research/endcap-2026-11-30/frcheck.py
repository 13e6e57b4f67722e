"""F_r check (NOTES.md section 2, step 3 generalised): rows = Taylor coefficients eps^0..eps^r of
y(start_i + eps delta_i, .) at Start points with a^(1) proportional to e_k (truncated power series mod p),
evaluated at x^(s+1) in {theta_0..theta_r} (ell_k(theta_c) != 0, pairwise independent) and Q random End' points.
Rank (r+1) dim V'  =>  F_r = ell_k^(N-r) Sym^r (x) V' lies in S."""
import sys, time, argparse, numpy as np
sys.path.insert(0, '/work/main/docs/research/endcap-2026-11-30')
from endblocks import p, mm, mul, build, sample_Zk, rank_mod_p
from math import comb, prod

def smm(W, H):   # W (R,R') @ series H (r+1, R', P)
    return np.fmod(np.einsum('ij,rjp->rip', W, H), p)

def smul(A, B):  # truncated product of series (r+1, R, P)
    r1 = A.shape[0]; C = np.zeros_like(A)
    for i in range(r1):
        for j in range(r1 - i):
            C[i + j] = np.fmod(C[i + j] + mul(A[i], B[j]), p)
    return C

def run_series(rac, h, xs):
    WI, WH, h0, WO = rac
    for x in xs:
        below = x; nh = []
        for l in range(len(h)):
            below = smul(smm(WH[l], h[l]), smm(WI[l], below)); nh.append(below)
        h = nh
    return h

def main():
    ap = argparse.ArgumentParser(); ap.add_argument('shape', type=int, nargs=4)
    ap.add_argument('--r', type=int, default=2); ap.add_argument('--k', type=int, default=0)
    ap.add_argument('--extra', type=int, default=10); ap.add_argument('--seed', type=int, default=3)
    a = ap.parse_args(); L, M, R, T = a.shape; s = T // 2; k = a.k; r = a.r
    rng = np.random.default_rng(a.seed)
    rac = build(L, M, R, 'explicit'); WI, WH, h0, WO = rac
    dimVp = prod(comb(T - e + L - 1, L - 1) + 1 for e in range(s + 2, T + 1))
    P = dimVp + a.extra; Q = dimVp + 10
    log = lambda m: print(m, flush=True)
    log(f'shape {a.shape} k={k} r={r}: F_r check, dim V\' = {dimVp}, target {(r+1)*dimVp}, samples {P}, End\' points {Q}')
    t0 = time.time()
    X = sample_Zk(rac, s, k, P, rng); D = rng.integers(0, p, size=X.shape)
    h = []
    for hv in h0:
        H = np.zeros((r + 1, R, P)); H[0] = hv[:, None]; h.append(H)
    xs = []
    for t in range(s):
        S_ = np.zeros((r + 1, M, P)); S_[0] = X[:, t, :].T; S_[1] = D[:, t, :].T; xs.append(S_)
    h = run_series(rac, h, xs)
    a1 = mm(WH[0], h[0][0]); assert np.abs(np.delete(a1, k, axis=0)).max() == 0
    thetas = []
    c = 0
    while len(thetas) < r + 1:
        th = np.array([1.0, float(c)]); c += 1
        if (int(WI[0][k, 0]) + c * 0 + int(WI[0][k, 1]) * int(th[1])) % p: thetas.append(th)
    E = rng.integers(0, p, size=(Q, T - s - 1, M))
    rows = np.empty((r + 1, P, (r + 1) * Q))
    for ci, th in enumerate(thetas):
        x1 = np.zeros((r + 1, M, P)); x1[0] = th[:, None]
        hc = run_series(rac, h, [x1])
        for q in range(Q):
            xq = []
            for t in range(T - s - 1):
                z = np.zeros((r + 1, M, P)); z[0] = E[q, t][:, None]; xq.append(z)
            hq = run_series(rac, hc, xq)
            rows[:, :, ci * Q + q] = np.fmod(np.einsum('j,rjp->rp', WO, hq[-1]), p)
    log(f'  evaluations: {time.time()-t0:.1f} s')
    Y = rows.reshape((r + 1) * P, (r + 1) * Q); Y = np.where(Y > p // 2, Y - p, Y)
    for o in range(r + 1):
        sub = Y[: (o + 1) * P]
        log(f'  rank with Taylor orders 0..{o}: {rank_mod_p(sub, p).rank}')
    log(f'  [{time.time()-t0:.1f} s]')

main()
