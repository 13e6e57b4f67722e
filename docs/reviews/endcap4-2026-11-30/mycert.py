"""Reviewer's own recomputation of the triangular block ranks (Corollary C) -- endcap4 review, 2026-11-30.

Own code: RAC mod p from proofs.general.instance.explicit_rac (own reduction), own forward evaluation (Eq. 1.2),
own sample checks (a^(1) off k exactly 0, a^(1)_k != 0, off-k Jacobian rank R-1 by dual numbers, ell_i(theta*) != 0),
own block rows [t^j] P(e_k + t v_i, b_i; end'_q) computed by EXACT polynomial arithmetic in t (truncation-free
convolutions mod p, no interpolation), own rank mod p (myrank.py). Prime p = 8388593 (not 11863279).
Samples of Z_k: the helper's zk4.sample_Zk4 / zkR.sample_ZkR with their module prime patched to p; every sample
is verified by the code here.
"""
import sys, os, time, argparse
import numpy as np
import numba as nb
import flint
from math import comb, prod

sys.path.insert(0, '/work/main')
sys.path.insert(0, '/work/main/docs/research/endcap4-2026-11-30')
from proofs.general.instance import explicit_rac
from myrank import rank_mod_p

p = 8388593


def build_int(L, M, R):
    """Explicit RAC mod p as int64 arrays (own reduction of the Python ints)."""
    rac = explicit_rac(depth=L, M=M, R=R)
    red = lambda A: np.array([[int(x) % p for x in row] for row in np.atleast_2d(A)], dtype=np.int64)
    WI = [red(w) for w in rac.W_I]
    WH = [red(w) for w in rac.W_H]
    h0 = [red(h)[0] for h in rac.h0]
    WO = red(rac.W_O)[0]
    return WI, WH, h0, WO


def step(rac, h, x):
    """one time step, batch: h list of (R, B) int64, x (M, B) int64 -> new h (Eq. 1.2), all mod p."""
    WI, WH, h0, WO = rac
    below = x
    out = []
    for l in range(len(WH)):
        below = ((WH[l] @ h[l]) % p) * ((WI[l] @ below) % p) % p
        out.append(below)
    return out


def start_states(rac, X):
    """X (B, s, M) -> h^(s, l), l = 1..L, each (R, B)."""
    WI, WH, h0, WO = rac
    B = X.shape[0]
    h = [np.repeat(hh[:, None], B, axis=1) for hh in h0]
    for t in range(X.shape[1]):
        h = step(rac, h, (X[:, t, :].T % p))
    return h


def y_full(rac, X):
    """naive y for full sequences X (B, T, M)."""
    WI, WH, h0, WO = rac
    h = start_states(rac, X)
    return (WO @ h[-1]) % p


def layer1_jac(rac, X):
    """a^(1) = W^(H,1) h^(s,1) and its Jacobian d a^(1) / d(Start inputs) by dual numbers: (R, B), (R, s*M, B)."""
    WI, WH, h0, WO = rac
    B, s, M = X.shape
    R = WH[0].shape[0]
    n = s * M
    h = np.repeat(h0[0][:, None], B, axis=1)
    dh = np.zeros((R, n, B), dtype=np.int64)
    for t in range(s):
        g = (WH[0] @ h) % p
        dg = np.einsum('ij,jnb->inb', WH[0], dh) % p
        u = (WI[0] @ (X[:, t, :].T % p)) % p
        du = np.zeros((R, n, B), dtype=np.int64)
        for m in range(M):
            du[:, t * M + m, :] = WI[0][:, m][:, None]
        h = g * u % p
        dh = (dg * u[:, None, :] % p + g[:, None, :] * du % p) % p
    a1 = (WH[0] @ h) % p
    da1 = np.einsum('ij,jnb->inb', WH[0], dh) % p
    return a1, da1


def verify_samples(rac, X, k):
    """Asserts the conditions of Corollary C at every sample; returns b = (a^(1), ..., a^(L)) (list of (R, B))."""
    WI, WH, h0, WO = rac
    R = WH[0].shape[0]
    others = [i for i in range(R) if i != k]
    a1, da1 = layer1_jac(rac, X)
    assert np.all(a1[others] == 0), 'a^(1) off k not 0'
    assert np.all(a1[k] != 0), 'a^(1)_k = 0'
    ranks = [flint.nmod_mat(da1[others][:, :, i].tolist(), p).rank() for i in range(X.shape[0])]
    assert min(ranks) == R - 1, f'off-k Jacobian rank {min(ranks)}'
    hs = start_states(rac, X)
    a = [(WH[l] @ hs[l]) % p for l in range(len(WH))]
    assert np.array_equal(a[0], a1)
    th = (int(WI[0][k, 1]), (-int(WI[0][k, 0])) % p)
    ell = [(int(WI[0][i, 0]) * th[0] + int(WI[0][i, 1]) * th[1]) % p for i in range(R)]
    assert ell[k] == 0 and all(ell[i] != 0 for i in others)
    return a, min(ranks), ell


@nb.njit(cache=True)
def _red(x, p, invp):
    return x - np.floor(x * invp) * p


@nb.njit(cache=True)
def end_poly(WH, WI1, WIr, WO, b, v, k, E, N, p, out):
    """out[d, q, i] = [t^d] P(e_k + t v_i, b_i; end'_q) mod p (float32), exact polynomial arithmetic in t.
    WH (L,R,R), WI1 (R,M), WIr (L-1,R,R) = W^(I,l) for l >= 2, WO (R,), b (L,R,P) (b[l] = a^(l+1), l >= 1 used),
    v (R,P), E (Q, S, M) End' inputs (steps s+2..T). All float64 holding residues."""
    L = WH.shape[0]; R = WH.shape[1]; P = v.shape[1]; Q = E.shape[0]; S = E.shape[1]; M = E.shape[2]
    invp = 1.0 / p
    SB = 64
    h = np.zeros((L, R, N + 1, SB)); nh = np.zeros((L, R, N + 1, SB))
    A = np.zeros((R, N + 1, SB)); Bb = np.zeros((R, N + 1, SB))
    deg = np.zeros(L, np.int64); ndeg = np.zeros(L, np.int64)
    u = np.zeros((S, R))
    for q in range(Q):
        for t in range(S):
            for r in range(R):
                acc = 0.0
                for m in range(M):
                    acc += WI1[r, m] * E[q, t, m]
                u[t, r] = _red(acc, p, invp)
        for i0 in range(0, P, SB):
            nbk = min(SB, P - i0)
            # cut state at step s+1: layer 1 = e_k + t v; layer l = b_l * (W^(I,l) layer l-1)
            for r in range(R):
                for i in range(nbk):
                    h[0, r, 0, i] = 1.0 if r == k else 0.0
                    h[0, r, 1, i] = v[r, i0 + i]
            deg[0] = 1
            for l in range(1, L):
                for r in range(R):
                    for d in range(deg[l - 1] + 1):
                        for i in range(nbk):
                            acc = 0.0
                            for c in range(R):
                                acc += WIr[l - 1, r, c] * h[l - 1, c, d, i]
                            h[l, r, d, i] = _red(_red(acc, p, invp) * b[l, r, i0 + i], p, invp)
                deg[l] = deg[l - 1]
            for t in range(S):
                # layer 1
                for r in range(R):
                    for d in range(deg[0] + 1):
                        for i in range(nbk):
                            acc = 0.0
                            for c in range(R):
                                acc += WH[0, r, c] * h[0, c, d, i]
                            nh[0, r, d, i] = _red(_red(acc, p, invp) * u[t, r], p, invp)
                ndeg[0] = deg[0]
                for l in range(1, L):
                    for r in range(R):
                        for d in range(deg[l] + 1):
                            for i in range(nbk):
                                acc = 0.0
                                for c in range(R):
                                    acc += WH[l, r, c] * h[l, c, d, i]
                                A[r, d, i] = _red(acc, p, invp)
                        for d in range(ndeg[l - 1] + 1):
                            for i in range(nbk):
                                acc = 0.0
                                for c in range(R):
                                    acc += WIr[l - 1, r, c] * nh[l - 1, c, d, i]
                                Bb[r, d, i] = _red(acc, p, invp)
                        nd = deg[l] + ndeg[l - 1]
                        for d in range(nd + 1):
                            lo = max(0, d - ndeg[l - 1]); hi = min(d, deg[l])
                            for i in range(nbk):
                                acc = 0.0
                                for e in range(lo, hi + 1):
                                    acc += A[r, e, i] * Bb[r, d - e, i]
                                nh[l, r, d, i] = _red(acc, p, invp)
                    ndeg[l] = deg[l] + ndeg[l - 1]
                for l in range(L):
                    deg[l] = ndeg[l]
                    for r in range(R):
                        for d in range(deg[l] + 1):
                            for i in range(nbk):
                                h[l, r, d, i] = nh[l, r, d, i]
            if deg[L - 1] != N:
                raise ValueError('degree mismatch')
            for d in range(N + 1):
                for i in range(nbk):
                    acc = 0.0
                    for r in range(R):
                        acc += WO[r] * h[L - 1, r, d, i]
                    y = _red(acc, p, invp)
                    while y < 0:
                        y += p
                    while y >= p:
                        y -= p
                    out[d, q, i0 + i] = y


def dims(L, T):
    s = T // 2
    N = comb(T - (s + 1) + L - 1, L - 1)
    dimVp = prod(comb(T - e + L - 1, L - 1) + 1 for e in range(s + 2, T + 1))
    return s, N, dimVp


def sample(rac_int, L, M, R, s, k, P, rng):
    """Z_k samples by the helper's samplers, their prime patched to ours."""
    import zk4
    zk4.p = p
    racf = ([w.astype(np.float64) for w in rac_int[0]], [w.astype(np.float64) for w in rac_int[1]],
            [h.astype(np.float64) for h in rac_int[2]], rac_int[3].astype(np.float64))
    if R == 4:
        X, tries = zk4.sample_Zk4(racf, s, k, P, rng)
    else:
        import zkR
        zkR.p = p
        X, tries = zkR.sample_ZkR(racf, s, k, P, rng)
    return X.astype(np.int64), tries


def main():
    ap = argparse.ArgumentParser(); ap.add_argument('shape', type=int, nargs=4)
    ap.add_argument('--k', type=int, default=0); ap.add_argument('--extra', type=int, default=10)
    ap.add_argument('--seed', type=int, default=101); ap.add_argument('--full', type=int, default=0)
    ap.add_argument('--tmp', default='/tmp/endcap4review'); ap.add_argument('--qb', type=int, default=128)
    a = ap.parse_args(); L, M, R, T = a.shape; k = a.k
    log = lambda m: print(m, flush=True)
    rng = np.random.default_rng(a.seed)
    rac = build_int(L, M, R); WI, WH, h0, WO = rac
    s, N, dimVp = dims(L, T); cap = (N + 1) * dimVp
    P = Q = dimVp + a.extra
    log(f'shape {a.shape} p={p} k={k} seed={a.seed}: s={s} N={N} dimV\'={dimVp} cap={cap} P=Q={P}')
    t0 = time.time()
    if a.full:
        n = a.full
        Xs = rng.integers(0, p, size=(n, s, M)); Es = rng.integers(0, p, size=(n, T - s, M))
        hs = start_states(rac, Xs)
        Y = np.empty((n, n), dtype=np.float64)
        for j in range(n):
            h = hs
            for t in range(T - s):
                h = step(rac, h, np.repeat(Es[j, t][:, None], n, axis=1))
            Y[:, j] = (WO @ h[-1]) % p
        # spot check against y_full on concatenated sequences
        ii = rng.integers(0, n, 5); jj = rng.integers(0, n, 5)
        Xc = np.concatenate([Xs[ii], Es[jj]], axis=1)
        assert np.array_equal(y_full(rac, Xc), Y[ii, jj].astype(np.int64))
        log(f'  naive full evaluation matrix {n}x{n}: rank {rank_mod_p(Y, p, overwrite=True)} (cap {cap}) '
            f'[{time.time()-t0:.1f} s]')
        del Y
    t0 = time.time()
    X, tries = sample(rac, L, M, R, s, k, P, rng)
    b, jr, ell = verify_samples(rac, X, k)
    nd = len(set(map(bytes, X)))
    log(f'  {P} samples from {tries} prefixes, {nd} distinct; verified by own code: a^(1) off k = 0, a^(1)_k != 0, '
        f'min off-k Jacobian rank {jr} (need {R-1}), ell(theta*) = {ell} [{time.time()-t0:.1f} s]')
    v = rng.integers(0, p, size=(R, P)); v[k] = 0
    E = rng.integers(0, p, size=(Q, T - s - 1, M))
    WHf = np.array(WH, dtype=np.float64); WI1 = WI[0].astype(np.float64)
    WIr = np.array(WI[1:], dtype=np.float64).reshape(L - 1, R, R); WOf = WO.astype(np.float64)
    bf = np.array(b, dtype=np.float64); vf = v.astype(np.float64); Ef = E.astype(np.float64)
    # self-check of end_poly on a few (i, q): evaluate the polynomial at t0 and compare with a direct forward
    small = np.zeros((N + 1, 3, 4), dtype=np.float32)
    end_poly(WHf, WI1, WIr, WOf, bf[:, :, :4], vf[:, :4], k, Ef[:3], N, p, small)
    for q in range(3):
        for i in range(4):
            t_ = int(rng.integers(1, p))
            w = np.array([(1 if r == k else 0) + t_ * int(v[r, i]) for r in range(R)], dtype=np.int64) % p
            hh = [w[:, None]]
            for l in range(1, L):
                hh.append((b[l][:, i:i + 1] * ((WI[l] @ hh[-1]) % p)) % p)
            for t in range(T - s - 1):
                hh = step(rac, hh, E[q, t][:, None])
            direct = int((WO @ hh[-1])[0] % p)
            poly = sum(int(small[d, q, i]) * pow(t_, d, p) for d in range(N + 1)) % p
            assert direct == poly, (q, i, direct, poly)
    log('  end_poly agrees with direct forward evaluation at 12 random (i, q, t)')
    os.makedirs(a.tmp, exist_ok=True)
    raw = os.path.join(a.tmp, f'blk_{L}{M}{R}{T}_{a.seed}.f32')
    fh = open(raw, 'wb'); fh.truncate((N + 1) * Q * P * 4)
    t1 = time.time()
    buf = np.empty((N + 1, a.qb, P), dtype=np.float32)
    for q0 in range(0, Q, a.qb):
        q1 = min(q0 + a.qb, Q)
        end_poly(WHf, WI1, WIr, WOf, bf, vf, k, Ef[q0:q1], N, p, buf)
        for j in range(N + 1):
            fh.seek((j * Q + q0) * P * 4); fh.write(np.ascontiguousarray(buf[j, :q1 - q0]).tobytes())
        if q0 == 0 or (q0 // a.qb) % 10 == 9:
            log(f'    End\' points {q1}/{Q} [{time.time()-t1:.1f} s]')
    fh.close()
    log(f'  block values {N+1}x{Q}x{P}: {time.time()-t1:.1f} s')
    ranks = []
    for j in range(N + 1):
        t2 = time.time()
        B = np.fromfile(raw, dtype=np.float32, count=Q * P, offset=j * Q * P * 4).reshape(Q, P).astype(np.float64)
        ranks.append(rank_mod_p(B, p, overwrite=True)); del B
        log(f'  block {j}: rank {ranks[-1]} of {dimVp} [{time.time()-t2:.1f} s]')
    os.remove(raw)
    log(f'  ranks {ranks}')
    log(f'  sum (triangular lower bound) {sum(ranks)}; cap {cap} [total {time.time()-t0:.1f} s]')


if __name__ == '__main__':
    main()
