"""Reviewer's own descending check (Lemma B) -- endcap4 review, 2026-11-30.

Rows c_(j,i) = [eps^j] y(start_i + eps delta_i, .) (j = 0..r; start_i in Z_k verified by mycert.verify_samples,
delta_i random), by exact eps-jets (jetlib). lambda_m(f) = [(c - c*)^(N-m)] f(1, c) on Q random End' points,
from values at r+1 random distinct nonzero etas: f(1, c*+eta) / eta^(N-r) has degree <= r in eta.
Checks lambda_m(c_j) = 0 for ALL m > j. Descent m = r..0: A_m = [lambda_m(c_m); U_m]; rho_m = rank A_m
(myrank.rank_mod_p); I a row basis, J a column basis of A_m[I]; survivors x - K y with K = A_(notI,J) A_(I,J)^-1
(asserted: their lambda_m is 0 at all Q points); their lambda_(m') for m' < m carried. Injectivity of the
restriction to the Q points on V' is certified when some rho_m = dim V'.
"""
import sys, time, argparse
import numpy as np
import flint
from mycert import p, build_int, dims, sample, verify_samples
from jetlib import start_series, sstep_const, vinv
from myrank import rank_mod_p

HALF = p // 2


def cen(x):
    x = np.mod(x, p)
    return np.where(x > HALF, x - p, x).astype(np.float64)


def mmod(A, B, step=256):
    """A @ B mod p exactly (centred float64, inner chunks of 256)."""
    acc = np.zeros((A.shape[0], B.shape[1]))
    for k0 in range(0, A.shape[1], step):
        acc += A[:, k0:k0 + step] @ B[k0:k0 + step]
        acc = cen(acc)
    return acc


ap = argparse.ArgumentParser(); ap.add_argument('shape', type=int, nargs=4)
ap.add_argument('--r', type=int, required=True); ap.add_argument('--P', type=int, required=True)
ap.add_argument('--seed', type=int, default=202); ap.add_argument('--qc', type=int, default=16)
a = ap.parse_args(); L, M, R, T = a.shape; r = a.r; k = 0
log = lambda m_: print(m_, flush=True)
rng = np.random.default_rng(a.seed)
rac = build_int(L, M, R); WI, WH, h0, WO = rac
s, N, dimVp = dims(L, T); P = a.P; Q = dimVp + 10; D = r + 1
log(f'shape {a.shape} r={r} p={p} seed={a.seed}: N={N} dimV\'={dimVp} P={P} Q={Q} target {(r+1)*dimVp}')
t0 = time.time()
X, tries = sample(rac, L, M, R, s, k, P, rng)
b, jr, ell = verify_samples(rac, X, k)
log(f'  {P} samples ({len(set(map(bytes, X)))} distinct) verified: a^(1) off k = 0, a^(1)_k != 0, '
    f'min off-k Jacobian rank {jr}, ell = {ell} [{time.time()-t0:.1f} s]')
Dl = rng.integers(0, p, size=X.shape)
E = rng.integers(0, p, size=(Q, T - s - 1, M))
W0, W1 = int(WI[0][k, 0]), int(WI[0][k, 1])
cstar = (-W0) * pow(W1, p - 2, p) % p
etas = []
while len(etas) < D:
    e = int(rng.integers(1, p))
    if e not in etas and (W0 + W1 * ((cstar + e) % p)) % p != 0:
        etas.append(e)
Vi = vinv(etas, D)
wts = np.array([[int(Vi[r - m, i]) * pow(pow(etas[i], N - r, p), p - 2, p) % p for i in range(D)]
                for m in range(D)], dtype=np.int64)
hs = start_series(rac, X, Dl, D)
a1 = (WH[0] @ hs[0][0]) % p
assert np.all(a1[[m for m in range(R) if m != k]] == 0)
# Yv[i_eta, j, q, i] = c_(j,i)(1, c*+eta_i; end'_q)
Yv = np.zeros((D, D, Q, P), dtype=np.int64)
t1 = time.time()
for ie, eta in enumerate(etas):
    x1 = np.zeros((M, P), dtype=np.int64); x1[0] = 1; x1[1] = (cstar + eta) % p
    hc = sstep_const(rac, hs, x1)
    for q0 in range(0, Q, a.qc):
        q1 = min(Q, q0 + a.qc); C = q1 - q0
        h = [np.tile(x, (1, 1, C)) for x in hc]          # columns q-major: (q, i)
        for t in range(T - s - 1):
            xe = np.repeat(E[q0:q1, t, :].T, P, axis=1)
            h = sstep_const(rac, h, xe)
        y = np.einsum('r,drn->dn', WO, h[-1]) % p
        Yv[ie, :, q0:q1, :] = y.reshape(D, C, P)
    log(f'  eta {ie+1}/{D}: jets evaluated [{time.time()-t1:.1f} s]')


def lam(m, j):
    """lambda_m of the order-j rows: (P, Q) centred float64."""
    acc = np.zeros((Q, P), dtype=np.int64)
    for ie in range(D):
        acc = (acc + wts[m, ie] * Yv[ie, j]) % p
    return cen(acc.T)


nz = 0
for j in range(D):
    for m in range(j + 1, D):
        nz += int(np.count_nonzero(lam(m, j)))
log(f'  lambda_m(c_j) = 0 for all m > j: {"yes" if nz == 0 else "NO (" + str(nz) + " nonzero)"}')
assert nz == 0
U = {}
rhos = {}
injective = False
for m in range(r, -1, -1):
    t2 = time.time()
    Am = lam(m, m)
    if U:
        Am = np.vstack([Am, U[m]])
    nrows = Am.shape[0]
    rho, I = rank_mod_p(Am, p, return_rows=True)
    rhos[m] = rho
    injective = injective or rho == dimVp
    log(f'  level {m}: rows {nrows} ({P} of order {m}, {nrows - P} survivors): rank {rho} of {dimVp} '
        f'[{time.time()-t2:.1f} s]')
    if m == 0:
        break
    I = np.sort(I)
    notI = np.setdiff1d(np.arange(nrows), I)
    rhoJ, J = rank_mod_p(np.ascontiguousarray(Am[I].T), p, return_rows=True)
    assert rhoJ == rho
    J = np.sort(J)
    G = np.mod(Am[np.ix_(I, J)], p).astype(np.int64)
    Gi = flint.nmod_mat(G.tolist(), p).inv()
    Gi = cen(np.array([int(x) for x in Gi.entries()], dtype=np.int64).reshape(rho, rho))
    K = mmod(Am[np.ix_(notI, J)], Gi)
    res = cen(Am[notI] - mmod(K, Am[I]))
    assert np.count_nonzero(res) == 0, 'survivors do not vanish at level m'
    newU = {}
    for mp in range(m):
        Z = lam(mp, m)
        if U:
            Z = np.vstack([Z, U[mp]])
        newU[mp] = cen(Z[notI] - mmod(K, Z[I]))
    U = newU
    log(f'    {len(notI)} survivors (lambda_{m} = 0 at all Q points, checked) carried [{time.time()-t2:.1f} s]')
tot = sum(rhos.values())
log(f'  levels (m = 0..r): {[rhos[m] for m in range(r + 1)]}; sum {tot}, target {(r+1)*dimVp}; '
    f'injectivity on V\' certified: {injective}; '
    f'{"F_r in S" if tot == (r+1)*dimVp and injective else "not reached"} [total {time.time()-t0:.1f} s]')
