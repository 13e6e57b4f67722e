"""F_1 check (NOTES.md section 2, step 3): rows = values and first-order jets (dual numbers, start_i + eps delta_i)
of y at Start points with a^(1) proportional to e_k, evaluated at xi_(s+1) in {theta_0, theta_1} (ell_k(theta) = 1)
and Q random End' points. If the rank is 2 dim V', then F_1 = ell_k^(N-1) Sym^1 (x) V' lies in S."""
import sys, time, argparse, numpy as np
sys.path.insert(0, '/work/main/docs/research/endcap-2026-11-30')
from endblocks import p, mm, mul, build, sample_Zk, rank_mod_p
from math import comb, prod

def dmul(A, dA, B, dB):
    return mul(A, B), np.fmod(mul(dA, B) + mul(A, dB), p)

def run_dual(rac, h, dh, xs, dxs):
    WI, WH, h0, WO = rac
    for t in range(len(xs)):
        below, dbelow = xs[t], dxs[t]
        nh, ndh = [], []
        for l in range(len(h)):
            A, dA = mm(WH[l], h[l]), mm(WH[l], dh[l])
            B, dB = mm(WI[l], below), mm(WI[l], dbelow)
            below, dbelow = dmul(A, dA, B, dB); nh.append(below); ndh.append(dbelow)
        h, dh = nh, ndh
    return h, dh

def main():
    ap = argparse.ArgumentParser(); ap.add_argument('shape', type=int, nargs=4)
    ap.add_argument('--k', type=int, default=0); ap.add_argument('--extra', type=int, default=10)
    ap.add_argument('--seed', type=int, default=2); ap.add_argument('--P', type=int, default=0); ap.add_argument('--chunk', type=int, default=64)
    a = ap.parse_args(); L, M, R, T = a.shape; s = T // 2; k = a.k
    rng = np.random.default_rng(a.seed)
    rac = build(L, M, R, 'explicit'); WI, WH, h0, WO = rac
    dimVp = prod(comb(T - e + L - 1, L - 1) + 1 for e in range(s + 2, T + 1))
    P = a.P or (dimVp + a.extra); Q = dimVp + a.extra
    log = lambda m: print(m, flush=True)
    log(f'shape {a.shape} k={k}: F_1 check, dim V\' = {dimVp}, target rank {2*dimVp}, samples {P}, End\' points {Q}')
    t0 = time.time()
    X = sample_Zk(rac, s, k, P, rng)
    D = rng.integers(0, p, size=X.shape)
    h = [np.repeat(hv[:, None], P, axis=1) for hv in h0]; dh = [np.zeros_like(x) for x in h]
    h, dh = run_dual(rac, h, dh, [X[:, t, :].T.astype(float) for t in range(s)], [D[:, t, :].T.astype(float) for t in range(s)])
    a1 = mm(WH[0], h[0]); assert np.abs(np.delete(a1, k, axis=0)).max() == 0
    # theta_0, theta_1 with ell_k = 1
    w1, w2 = int(WI[0][k, 0]), int(WI[0][k, 1])
    th0 = np.array([pow(w1, p - 2, p), 0.0]); th1 = np.array([0.0, pow(w2, p - 2, p)])
    assert (w1 * int(th0[0])) % p == 1 and (w2 * int(th1[1])) % p == 1
    E = rng.integers(0, p, size=(Q, T - s - 1, M))
    Yv = np.empty((P, 2 * Q)); Yd = np.empty((P, 2 * Q))
    zero = np.zeros((M, P))
    for c, th in enumerate((th0, th1)):
        x1 = np.repeat(th[:, None], P, axis=1)
        hc, dhc = run_dual(rac, h, dh, [x1], [zero])
        for q0 in range(0, Q, a.chunk):
            qs = range(q0, min(Q, q0 + a.chunk)); C = len(qs)
            H = [np.tile(x, (1, C)) for x in hc]; dH = [np.tile(x, (1, C)) for x in dhc]
            xs = [np.repeat(E[list(qs), t].T.astype(float), P, axis=1) for t in range(T - s - 1)]
            z = np.zeros((M, P * C))
            hq, dhq = run_dual(rac, H, dH, xs, [z] * len(xs))
            Yv[:, c * Q + q0: c * Q + q0 + C] = np.fmod(WO @ hq[-1], p).reshape(C, P).T
            Yd[:, c * Q + q0: c * Q + q0 + C] = np.fmod(WO @ dhq[-1], p).reshape(C, P).T
    log(f'  evaluations: {time.time()-t0:.1f} s')
    c = lambda Y: np.where(Y > p // 2, Y - p, Y)
    rv = rank_mod_p(c(Yv), p).rank
    rall = rank_mod_p(c(np.concatenate([Yv, Yd])), p).rank
    log(f'  rank of value rows (Z_k points, F_0): {rv}; rank of value + jet rows: {rall} (target {2*dimVp})  [{time.time()-t0:.1f} s]')
    log(f'  F_1 contained in S: {rall == 2 * dimVp}')

main()
