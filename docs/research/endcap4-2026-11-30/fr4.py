"""Check of F_r in S (Proposition A (ii)) for R = 4, as ../endcap-2026-11-30/fastfr.py but with the R = 4 sampler
(zk4.py) and in one process: rows = Taylor coefficients of orders 0..r (in eps) of y(start_i + eps delta_i; x^(s+1),
x^(s+2..T)) at P samples start_i of Z_k and random directions delta_i; columns = x^(s+1) = theta_c = (1, c),
c = 0..r (pairwise independent, ell_k(theta_c) != 0 asserted), times Q random End' points. Each row lies in S cap F_r
(Lemma A2: the order-j coefficient lies in F_j), and F_r restricted to these columns is injective when the rank
reaches (r+1) dim V', so rank = (r+1) dim V' proves F_r in S. Matrix kept in float32 (centred), eliminated in place.
"""
import sys, time, argparse, numpy as np
sys.path.insert(0, '/work/main/docs/research/endcap4-2026-11-30')
sys.path.insert(0, '/work/main')
from zk4 import p, build, mm, sample_Zk4, check_samples
from numerics.rank import blas_rank_mod_p
from math import comb, prod
invp = 1.0 / p
def red(x): return x - np.floor(x * invp) * p
def smm(W, H): return red(np.einsum('ij,rjn->rin', W, H))
def smul(A, B):
    r1 = A.shape[0]; C = np.zeros_like(A)
    for i in range(r1):
        for j in range(r1 - i):
            C[i + j] += red(A[i] * B[j])
    return red(C)
def run(rac, h, xs):
    WI, WH, h0, WO = rac
    for x in xs:
        below = x; nh = []
        for l in range(len(h)):
            below = smul(smm(WH[l], h[l]), smm(WI[l], below)); nh.append(below)
        h = nh
    return h

ap = argparse.ArgumentParser(); ap.add_argument('shape', type=int, nargs=4)
ap.add_argument('--r', type=int, default=1); ap.add_argument('--P', type=int, required=True)
ap.add_argument('--chunk', type=int, default=16); ap.add_argument('--seed', type=int, default=21)
ap.add_argument('--orders', type=str, default='')
a = ap.parse_args(); L, M, R, T = a.shape; s = T // 2; r = a.r; k = 0
rng = np.random.default_rng(a.seed)
rac = build(L, M, R); WI, WH, h0, WO = rac
dimVp = prod(comb(T - e + L - 1, L - 1) + 1 for e in range(s + 2, T + 1)); P = a.P; Q = dimVp + 10
log = lambda m: print(m, flush=True)
log(f'shape {a.shape} r = {r} seed {a.seed}: dim V\' = {dimVp}, samples {P} (rows {(r+1)*P}), End\' points {Q} '
    f'(columns {(r+1)*Q}); target {(r+1)*dimVp}')
t0 = time.time()
X, tries = sample_Zk4(rac, s, k, P, rng)
A, jr, ell = check_samples(rac, X, k)
log(f'  samples checked (a^(1) off k = 0, a^(1)_k != 0, Jacobian rank {min(jr)}); {time.time()-t0:.1f} s')
D = rng.integers(0, p, size=X.shape)
E = rng.integers(0, p, size=(Q, T - s - 1, M)).astype(np.float64)
assert all((int(WI[0][k, 0]) + int(WI[0][k, 1]) * c) % p for c in range(r + 1))
Y = np.empty(((r + 1) * P, (r + 1) * Q), dtype=np.float32)
h = []
for hv in h0:
    H = np.zeros((r + 1, R, P)); H[0] = hv[:, None]; h.append(H)
xs = []
for t in range(s):
    S_ = np.zeros((r + 1, M, P)); S_[0] = X[:, t, :].T; S_[1] = D[:, t, :].T; xs.append(S_)
h = run(rac, h, xs)
a1 = np.mod(mm(WH[0], np.mod(h[0][0], p)), p); assert np.abs(a1[1:]).max() == 0
for c in range(r + 1):
    x1 = np.zeros((r + 1, M, P)); x1[0] = np.array([1.0, float(c)])[:, None]
    hc = run(rac, h, [x1])
    for q0 in range(0, Q, a.chunk):
        qs = list(range(q0, min(Q, q0 + a.chunk))); C = len(qs)
        H = [np.tile(x, (1, 1, C)) for x in hc]
        xq = []
        for t in range(T - s - 1):
            z = np.zeros((r + 1, M, P * C)); z[0] = np.repeat(E[qs, t].T, P, axis=1); xq.append(z)
        hq = run(rac, H, xq)
        y = np.mod(red(np.einsum('j,rjn->rn', WO, hq[-1])), p)            # (r+1, C*P), q-major
        y = np.where(y > p // 2, y - p, y).reshape(r + 1, C, P).transpose(0, 2, 1).reshape((r + 1) * P, C)
        Y[:, c * Q + q0: c * Q + q0 + C] = y
    log(f'  theta {c}: evaluations done  [{time.time()-t0:.1f} s]')
orders = [int(v) for v in a.orders.split(',')] if a.orders else [r]
for o in orders:
    t1 = time.time()
    if o == r:
        rk = blas_rank_mod_p(Y, p, overwrite=True)
    else:
        rk = blas_rank_mod_p(Y[:(o + 1) * P].copy(), p, overwrite=True)   # a copy: Y[:k] is a view
    log(f'  rank with Taylor orders 0..{o}: {rk} (target {(r+1)*dimVp}; orders 0..{o} alone can give at most '
        f'{(o+1)*dimVp} on F_{o})  [{time.time()-t1:.1f} s]')
