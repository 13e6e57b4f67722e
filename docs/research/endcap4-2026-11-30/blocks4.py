"""Blocks j of Proposition A (../endcap-2026-11-30/NOTES.md, section 2) for R = 4, explicit RAC, mod p:
rows [t^j] y_End'(w = e_k + t v, b) over samples (b, v): b = a^(2..L) at Start sequences of Z_k (zk4.sample_Zk4,
every condition checked by zk4.check_samples), v random with v_k = 0; columns: Q random End' points.
[t^j] is read off the values at t = 1..N+1 by the inverse Vandermonde matrix. Values are written, block by block,
to a raw float32 file (centred residues) so that memory stays at one block; --full also computes the rank of the
full evaluation matrix at cap + extra random points (small shapes only).
"""
import sys, os, time, argparse, numpy as np
sys.path.insert(0, '/work/main/docs/research/endcap4-2026-11-30')
sys.path.insert(0, '/work/main')
from zk4 import p, build, mm, run_start, sample_Zk4, check_samples
from numerics.rank import blas_rank_mod_p
from math import comb, prod
import flint
invp = 1.0 / p


def red(x):
    return x - np.floor(x * invp) * p


def centred32(B):
    B = np.mod(B, p)
    return np.ascontiguousarray(np.where(B > p // 2, B - p, B).astype(np.float32))


def vandermonde_inv(ts, n):
    e = flint.nmod_mat([[pow(int(t), j, p) for j in range(n)] for t in ts], p).inv().entries()
    return np.array([int(x) for x in e], dtype=np.float64).reshape(n, n)


def run_end(rac, h, ends):
    """h: list of (R, n) states; ends: (steps, M, n) inputs -> y (n,), values in [0, p)."""
    WI, WH, h0, WO = rac
    for t in range(ends.shape[0]):
        below = ends[t]; nh = []
        for l in range(len(h)):
            below = red(red(WH[l] @ h[l]) * red(WI[l] @ below)); nh.append(below)
        h = nh
    return np.mod(red(WO @ h[-1]), p)


def _red_(x, tmp):
    np.multiply(x, invp, out=tmp); np.floor(tmp, out=tmp); tmp *= p; x -= tmp; return x


def run_end_point(rac, h, e, cs=8192):
    """one End' sequence e (steps, M) for all columns of the states h (list of (R, n)) -> y (n,) in [0, p);
    columns in cache-sized chunks of cs; values stay in (-p, 2p) between steps (|products| < 4 p^2, sums of
    R of them < 2^53), reduced exactly at the end."""
    WI, WH, h0, WO = rac
    n = h[0].shape[1]; R = h[0].shape[0]
    us = [np.mod(WI[0] @ e[t], p)[:, None] for t in range(e.shape[0])]
    out = np.empty(n)
    for c0 in range(0, n, cs):
        hc = [x[:, c0:c0 + cs] for x in h]
        tmp = np.empty((R, hc[0].shape[1]))
        for t in range(e.shape[0]):
            a_ = _red_(WH[0] @ hc[0], tmp); a_ *= us[t]; below = _red_(a_, tmp); nh = [below]
            for l in range(1, len(hc)):
                a_ = _red_(WH[l] @ hc[l], tmp); b_ = _red_(WI[l] @ below, tmp); a_ *= b_
                below = _red_(a_, tmp); nh.append(below)
            hc = nh
        out[c0:c0 + cs] = np.mod(red(WO @ hc[-1]), p)
    return out


def full_rank(rac, s, T, M, n, rng):
    X = rng.integers(0, p, size=(n, s, M)); E = rng.integers(0, p, size=(n, T - s, M)).astype(np.float64)
    hs = run_start(rac, X)
    Y = np.empty((n, n), dtype=np.float32)
    for j in range(n):
        Y[:, j] = centred32(run_end(rac, hs, np.repeat(E[j][:, :, None], n, axis=2)))
    return blas_rank_mod_p(Y, p, overwrite=True)


def main():
    ap = argparse.ArgumentParser(); ap.add_argument('shape', type=int, nargs=4)
    ap.add_argument('--k', type=int, default=0); ap.add_argument('--extra', type=int, default=10)
    ap.add_argument('--seed', type=int, default=11); ap.add_argument('--chunk', type=int, default=4)
    ap.add_argument('--jmin', type=int, default=0); ap.add_argument('--full', action='store_true')
    ap.add_argument('--raw', default='')
    a = ap.parse_args(); L, M, R, T = a.shape; s = T // 2; k = a.k
    rng = np.random.default_rng(a.seed)
    rac = build(L, M, R); WI, WH, h0, WO = rac
    N = comb(T - (s + 1) + L - 1, L - 1)
    dimVp = prod(comb(T - e + L - 1, L - 1) + 1 for e in range(s + 2, T + 1))
    cap = (N + 1) * dimVp
    P = dimVp + a.extra; Q = dimVp + a.extra
    log = lambda m: print(m, flush=True)
    log(f'shape {a.shape} k={k} seed {a.seed}: cap {cap}, N = {N}, dim V\' = {dimVp}, samples {P}, End\' points {Q}')
    t0 = time.time()
    if a.full:
        r = full_rank(rac, s, T, M, cap + a.extra, rng)
        log(f'  full evaluation rank at {cap + a.extra} random points: {r} (cap {cap})  [{time.time()-t0:.1f} s]')
    t0 = time.time()
    if R == 3:
        from zk3 import sample_Zk
        X, tries = sample_Zk(rac, s, k, P, rng)
    elif R == 4:
        X, tries = sample_Zk4(rac, s, k, P, rng)
    else:
        from zkR import sample_ZkR
        X, tries = sample_ZkR(rac, s, k, P, rng)
    A, jr, ell = check_samples(rac, X, k)
    log(f'  {P} samples of Z_k from {tries} prefixes; checked: a^(1) off k = 0, a^(1)_k != 0, off-k Jacobian rank '
        f'min {min(jr)} (need {R-1}), ell_i(theta*) = {ell}; {len(set(map(bytes, X)))} distinct  [{time.time()-t0:.1f} s]')
    v = rng.integers(0, p, size=(R, P)).astype(np.float64); v[k] = 0
    ek = np.zeros((R, P)); ek[k] = 1
    ts = np.arange(1, N + 2)
    Vinv = vandermonde_inv(ts, N + 1)
    w = np.concatenate([np.fmod(ek + float(t) * v, p) for t in ts], axis=1)      # (R, (N+1) P), t-major
    h1 = [w]; below = w
    for l in range(1, L):
        below = np.fmod(np.tile(A[l], (1, N + 1)) * np.fmod(WI[l] @ below, p), p); h1.append(below)
    E = rng.integers(0, p, size=(Q, T - s - 1, M)).astype(np.float64)
    n = (N + 1) * P
    raw = a.raw or f'/work/main/docs/research/endcap4-2026-11-30/blocks_{L}{M}{R}{T}_s{a.seed}.f32'
    fh = open(raw, 'wb'); fh.truncate((N + 1) * Q * P * 4)
    t1 = time.time()
    for q in range(Q):
        y = run_end_point(rac, h1, E[q]).reshape(N + 1, P)
        Bc = centred32(np.mod(Vinv @ y, p))                           # exact: 22 p^2 < 2^53; (N+1, P)
        for j in range(N + 1):
            fh.seek(((j * Q) + q) * P * 4); fh.write(Bc[j].tobytes())
        if q in (0, 9) or q % 1000 == 999:
            log(f'    End\' points {q + 1}/{Q}  [{time.time()-t1:.1f} s]')
    fh.close()
    log(f'  evaluations {N+1}x{P}x{Q}: {time.time()-t1:.1f} s')
    ranks = {}
    for jb in range(a.jmin, N + 1):
        t2 = time.time()
        B = np.fromfile(raw, dtype=np.float32, count=Q * P, offset=jb * Q * P * 4).reshape(Q, P)
        ranks[jb] = blas_rank_mod_p(B, p, overwrite=True)
        del B
        log(f'  block {jb}: rank {ranks[jb]} of {dimVp}  [{time.time()-t2:.1f} s]')
    os.remove(raw)
    log(f'  ranks {[ranks[j] for j in sorted(ranks)]}')
    full = [j for j in sorted(ranks) if ranks[j] == dimVp]
    log(f'  full blocks: {full}; least r with blocks r+1..N full: '
        f'{min([r for r in range(a.jmin - 1, N + 1) if all(ranks[j] == dimVp for j in range(r + 1, N + 1))])}'
        f'  [total {time.time()-t0:.1f} s]')


main()
