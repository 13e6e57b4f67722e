"""Descending (level-by-level) check of F_r in S, R = 4, explicit RAC, mod p (NOTES.md, Lemma B, section 4).

Rows: Taylor coefficients c_{j,i} (order j = 0..r in eps) of y(start_i + eps delta_i, .) at P samples start_i of Z_k
(zk4.py, conditions checked) and random delta_i; c_{j,i} lies in S cap F_j (Lemma A2).
Level coordinates on F_r: x^(s+1) = (1, c), c* the zero of ell_k(1, c); lambda_m(f) = [(c - c*)^(N-m)] f(1, c) in V',
read off the values at c = c* + eta_i (i = 0..r) and Q random End' points: f(1, c*+eta)/eta^(N-r) is a polynomial of
degree <= r in eta whose coefficient of eta^(r-m) is lambda_m(f). For f in F_j, lambda_m(f) = 0 for m > j
(checked on the data), and lambda_j(f) is a nonzero multiple of ev_j(f).
Descent: U = {} (survivors, elements of S cap F_m given by their lambda_0..lambda_m). For m = r..0:
  rows R_m = {c_{m,i}} u U, matrix A_m = lambda_m(R_m) (|R_m| x Q); rho_m = rank A_m (pivot rows I, columns J);
  survivors U <- R_{m, not I} - K R_{m, I} with K = A_{notI, J} A_{I, J}^(-1): their lambda_m vanishes on the Q
  points, hence (Q points injective on V', proved by some rho = dim V') they lie in S cap F_(m-1).
dim(S cap F_r) >= sum_m rho_m; = (r+1) dim V' proves F_r in S.
"""
import sys, os, time, argparse, numpy as np
sys.path.insert(0, '/work/main/docs/research/endcap4-2026-11-30')
sys.path.insert(0, '/work/main')
from zk4 import p, build, mm, sample_Zk4, check_samples
from numerics.rank import blas_row_basis
from numerics.rank.flint_bridge import flint_solve_mod_p
from math import comb, prod
import flint
invp = 1.0 / p
HALF = p // 2
def red(x): return x - np.floor(x * invp) * p
def cen(x):
    x = np.mod(x, p); return np.where(x > HALF, x - p, x)
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
def run_const(rac, h, e):
    """End' steps with constant inputs e (steps, M): layer 1 multiplies by the constant vector W^(I,1) x."""
    WI, WH, h0, WO = rac
    for t in range(e.shape[0]):
        u = np.mod(WI[0] @ e[t], p)[None, :, None]
        below = red(smm(WH[0], h[0]) * u); nh = [below]
        for l in range(1, len(h)):
            below = smul(smm(WH[l], h[l]), smm(WI[l], below)); nh.append(below)
        h = nh
    return h
def mmod(A, B, step=250):
    """A @ B mod p, centred float64 inputs, exact (inner products in chunks of <= 250 terms, B^2 * 251 < 2^53)."""
    acc = np.zeros((A.shape[0], B.shape[1]))
    for k0 in range(0, A.shape[1], step):
        acc += A[:, k0:k0 + step] @ B[k0:k0 + step]
        acc = cen(acc)
    return acc

ap = argparse.ArgumentParser(); ap.add_argument('shape', type=int, nargs=4)
ap.add_argument('--r', type=int, required=True); ap.add_argument('--P', type=int, required=True)
ap.add_argument('--seed', type=int, default=31); ap.add_argument('--qc', type=int, default=0)
ap.add_argument('--maxsurv', type=int, default=10**9)
ap.add_argument('--keep', action='store_true')
a = ap.parse_args(); L, M, R, T = a.shape; s = T // 2; r = a.r; k = 0
rng = np.random.default_rng(a.seed)
rac = build(L, M, R); WI, WH, h0, WO = rac
N = comb(T - (s + 1) + L - 1, L - 1)
dimVp = prod(comb(T - e + L - 1, L - 1) + 1 for e in range(s + 2, T + 1)); P = a.P; Q = dimVp + 10
log = lambda m: print(m, flush=True)
log(f'shape {a.shape} r = {r} seed {a.seed}: N = {N}, dim V\' = {dimVp}, samples {P}, End\' points {Q}; '
    f'target {(r+1)*dimVp}')
t0 = time.time()
if R == 4:
    X, tries = sample_Zk4(rac, s, k, P, rng)
else:
    from zkR import sample_ZkR
    X, tries = sample_ZkR(rac, s, k, P, rng)
log(f'  {len(set(map(bytes, X)))} distinct samples')
A_, jr, ell = check_samples(rac, X, k)
log(f'  {P} samples checked (a^(1) off k = 0, a^(1)_k != 0, off-k Jacobian rank {min(jr)}); {time.time()-t0:.1f} s')
D = rng.integers(0, p, size=X.shape)
E = rng.integers(0, p, size=(Q, T - s - 1, M)).astype(np.float64)
w0, w1 = int(WI[0][k, 0]), int(WI[0][k, 1])
cstar = (-w0) * pow(w1, p - 2, p) % p
etas = list(range(1, r + 2))
# weights: lambda_m = sum_i wts[m, i] * f(eta_i)
Vi = flint.nmod_mat([[pow(e, j, p) for j in range(r + 1)] for e in etas], p).inv()
wts = np.array([[int(Vi[r - m, i]) * pow(pow(etas[i], N - r, p), p - 2, p) % p for i in range(r + 1)]
                for m in range(r + 1)], dtype=np.float64)
wts = cen(wts)
tag = f'/work/main/docs/research/endcap4-2026-11-30/desc_{L}{M}{R}{T}_r{r}_s{a.seed}'
# Start part with Taylor series
h = []
for hv in h0:
    H = np.zeros((r + 1, R, P)); H[0] = hv[:, None]; h.append(H)
xs = []
for t in range(s):
    S_ = np.zeros((r + 1, M, P)); S_[0] = X[:, t, :].T; S_[1] = D[:, t, :].T; xs.append(S_)
h = run(rac, h, xs)
a1 = np.mod(mm(WH[0], np.mod(h[0][0], p)), p); assert np.abs(a1[[i for i in range(R) if i != k]]).max() == 0
# evaluations: file (i, j) holds f(eta_i) of the order-j rows as (Q, P) float32 centred, appended q by q
def fname(i, j): return f'{tag}_eta{i}_o{j}.f32'
if a.qc == 0:
    a.qc = max(1, 8192 // P)
t1 = time.time()
for i, eta in enumerate(etas):
    th = np.array([1.0, float((cstar + eta) % p)])
    assert (w0 + w1 * int(th[1])) % p != 0
    x1 = np.zeros((r + 1, M, P)); x1[0] = th[:, None]
    hc = run(rac, h, [x1])
    fhs = [open(fname(i, j), 'wb') for j in range(r + 1)]
    for q0 in range(0, Q, a.qc):
        qs = list(range(q0, min(Q, q0 + a.qc))); C = len(qs)
        Hc = [np.tile(x, (1, 1, C)) for x in hc]                      # columns q-major
        WIe = None
        # constant End' inputs per column block: run step by step with per-column u
        hq = Hc
        for t in range(T - s - 1):
            u = np.repeat(np.mod(WI[0] @ E[qs, t].T, p), P, axis=1)[None]   # (1, R, C*P)
            below = red(smm(WH[0], hq[0]) * u); nh = [below]
            for l in range(1, L):
                below = smul(smm(WH[l], hq[l]), smm(WI[l], below)); nh.append(below)
            hq = nh
        y = cen(red(np.einsum('j,rjn->rn', WO, hq[-1]))).astype(np.float32).reshape(r + 1, C, P)
        for j in range(r + 1):
            fhs[j].write(np.ascontiguousarray(y[j]).tobytes())
    for f in fhs: f.close()
    log(f'  eta {eta}: evaluations ({r+1} orders x {P} samples x {Q} points)  [{time.time()-t1:.1f} s]')

def lam(m, j, qchunk=512):
    """lambda_m of the order-j rows, (P, Q) float32 centred (read in chunks of End' points)."""
    out = np.empty((P, Q), dtype=np.float32)
    for q0 in range(0, Q, qchunk):
        q1 = min(Q, q0 + qchunk)
        acc = np.zeros((q1 - q0, P))
        for i in range(r + 1):
            blk = np.fromfile(fname(i, j), dtype=np.float32, count=(q1 - q0) * P, offset=q0 * P * 4).reshape(q1 - q0, P)
            acc += wts[m, i] * blk
            acc = cen(acc)
        out[:, q0:q1] = acc.T
    return out

# sanity: lambda_m(c_j) = 0 for m > j (rows of order j lie in F_j)
for j in range(r):
    z = np.abs(lam(j + 1, j)).max()
    assert z == 0, f'order {j} rows have a nonzero level-{j+1} coordinate'
log(f'  checked: lambda_(j+1) of the order-j rows is 0 for j < r  [{time.time()-t1:.1f} s]')

U = {}          # survivors: U[m'] = (|U|, Q) lambda_(m') values, m' < current level
rhos = {}
for m in range(r, -1, -1):
    t2 = time.time()
    Am = lam(m, m)
    if U:
        Am = np.vstack([Am, U[m]])
    nrows = Am.shape[0]
    I = np.sort(blas_row_basis(Am, p))             # works on its own (float32) copy
    rho = len(I); rhos[m] = rho
    log(f'  level {m}: rows {nrows} ({P} of order {m}, {nrows - P} survivors), rank {rho} of {dimVp}  [{time.time()-t2:.1f} s]')
    if m == 0:
        break
    notI = np.setdiff1d(np.arange(nrows), I)
    if len(notI) > a.maxsurv:
        notI = notI[:a.maxsurv]
    XI = Am[I]
    J = np.sort(blas_row_basis(np.ascontiguousarray(XI.T), p, overwrite=True))   # float32 copy, eliminated in place
    assert len(J) == rho
    AIJ = np.mod(XI[:, J], p).astype(np.uint64)
    AnJ = np.mod(Am[np.ix_(notI, J)], p).astype(np.uint64)
    Kt = flint_solve_mod_p(np.ascontiguousarray(AIJ.T), np.ascontiguousarray(AnJ.T), p)   # (rho, |notI|) = K^T
    K = cen(np.ascontiguousarray(Kt.T).astype(np.float64))
    del Am, XI, AIJ, AnJ, Kt
    log(f'    pivots and K ({K.shape[0]} x {K.shape[1]})  [{time.time()-t2:.1f} s]')
    newU = {}
    for mp in range(m):
        Z = lam(mp, m)
        if U:
            Z = np.vstack([Z, U[mp]])
        newU[mp] = cen(Z[notI].astype(np.float64) - mmod(K, Z[I].astype(np.float64))).astype(np.float32)
        del Z
    U = newU
    del K
    log(f'    {len(notI)} survivors carried to levels < {m}  [{time.time()-t2:.1f} s]')
tot = sum(rhos.values())
log(f'  ranks by level {[rhos[m] for m in range(r + 1)]}; sum {tot} (target {(r+1)*dimVp}): '
    f'{"F_r in S PROVED" if tot == (r+1)*dimVp else "not reached"}  [total {time.time()-t0:.1f} s]')
if not a.keep:
    for i in range(r + 1):
        for j in range(r + 1):
            os.remove(fname(i, j))
