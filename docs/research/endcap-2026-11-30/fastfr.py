"""Fast F_r check (same mathematics as frcheck.py): phase 'eval' writes, for one theta index c, the Taylor
coefficients 0..r of y(start_i + eps delta_i; theta_c, E'_q) to fr_<shape>_c<c>.npy; phase 'rank' stacks the thetas.
Samples/points from a fixed seed, so separate runs agree."""
import sys, time, argparse, numpy as np
sys.path.insert(0, '/work/main/docs/research/endcap-2026-11-30')
from endblocks import p, mm, build, sample_Zk, rank_mod_p
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
ap = argparse.ArgumentParser(); ap.add_argument('phase'); ap.add_argument('shape', type=int, nargs=4)
ap.add_argument('--r', type=int, default=3); ap.add_argument('--P', type=int, required=True)
ap.add_argument('--c', type=int, default=0); ap.add_argument('--chunk', type=int, default=8); ap.add_argument('--seed', type=int, default=5); ap.add_argument('--orders', type=str, default=''); ap.add_argument('--poly', action='store_true')
a = ap.parse_args(); L, M, R, T = a.shape; s = T // 2; r = a.r; k = 0
rng = np.random.default_rng(a.seed)
rac = build(L, M, R, 'explicit'); WI, WH, h0, WO = rac
dimVp = prod(comb(T - e + L - 1, L - 1) + 1 for e in range(s + 2, T + 1)); P = a.P; Q = dimVp + 10
tag = f"fr_{L}{M}{R}{T}_r{r}_P{P}" + ("_poly" if a.poly else "")
log = lambda m: print(m, flush=True)
t0 = time.time()
X = sample_Zk(rac, s, k, P, rng); D = rng.integers(0, p, size=X.shape)
Ds = [rng.integers(0, p, size=X.shape) for _ in range(r - 1)] if a.poly else []
E = rng.integers(0, p, size=(Q, T - s - 1, M)).astype(np.float64)
thetas = [np.array([1.0, float(c)]) for c in range(r + 1)]
assert all((int(WI[0][k, 0]) + int(WI[0][k, 1]) * c) % p for c in range(r + 1))
if a.phase == 'eval':
    h = []
    for hv in h0:
        H = np.zeros((r + 1, R, P)); H[0] = hv[:, None]; h.append(H)
    xs = []
    for t in range(s):
        S_ = np.zeros((r + 1, M, P)); S_[0] = X[:, t, :].T; S_[1] = D[:, t, :].T
        for i, Dm in enumerate(Ds): S_[2 + i] = Dm[:, t, :].T
        xs.append(S_)
    h = run(rac, h, xs)
    a1 = np.mod(mm(WH[0], np.mod(h[0][0], p)), p); assert np.abs(a1[1:]).max() == 0
    x1 = np.zeros((r + 1, M, P)); x1[0] = thetas[a.c][:, None]
    hc = run(rac, h, [x1])
    out = np.empty((r + 1, P, Q), dtype=np.float32)
    for q0 in range(0, Q, a.chunk):
        qs = list(range(q0, min(Q, q0 + a.chunk))); C = len(qs)
        H = [np.tile(x, (1, 1, C)) for x in hc]
        xq = []
        for t in range(T - s - 1):
            z = np.zeros((r + 1, M, P * C)); z[0] = np.repeat(E[qs, t].T, P, axis=1); xq.append(z)
        hq = run(rac, H, xq)
        y = np.mod(red(np.einsum('j,rjn->rn', WO, hq[-1])), p)
        out[:, :, q0:q0 + C] = y.reshape(r + 1, C, P).transpose(0, 2, 1)
    np.save(f'{tag}_c{a.c}.npy', out)
    log(f'{tag} theta {a.c}: evaluations {(r+1)}x{P}x{Q} in {time.time()-t0:.1f} s')
else:
    Y = np.concatenate([np.load(f'{tag}_c{c}.npy') for c in range(r + 1)], axis=2)   # (r+1, P, (r+1)Q)
    for o in ([int(v) for v in a.orders.split(',')] if a.orders else range(r + 1)):
        B = Y[:o + 1].reshape((o + 1) * P, (r + 1) * Q).astype(np.float64); B = np.where(B > p // 2, B - p, B)
        log(f'{tag}: rank with Taylor orders 0..{o}: {rank_mod_p(B, p).rank} (target {(o+1)*dimVp})  [{time.time()-t0:.1f} s]')
