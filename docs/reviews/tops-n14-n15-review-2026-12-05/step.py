"""Reviewer-166: Step / RS checks with own code (rv.py).
[Copied by reviewer-168 from docs/reviews/helper164-review-2026-12-04/step.py; only change: env SWAP=1 -> Model at
S_p^sigma (rv.Model(n, seed, swap=True)), and the point is printed in the header line.]

  step.py direct N SEED a,b,bp ...   : t G_(a,bp) in M_(a,b) (degree n+2), full matrix, Newton basis C(th2,i)C(th3,j)
  step.py block  N SEED a,b,bp ...   : same, by the t-slice blocks (Lagrange basis in theta_2, Corollary E)
  step.py rs     N SEED bp,g,J ...   : RS(bp, g; J), J = 'all' (0..bp-1), 'pair' (bp-2, bp-1) or e.g. '1-2'
"""
import sys
import time
import numpy as np
import flint

sys.path.insert(0, __file__.rsplit('/', 1)[0])
from rv import Model, rank, to_nmod, flat_cols, flatten, log  # noqa: E402


def newton_ops(m, a, b):
    g, h = m.grid()
    ops = []
    for i in range(a + 1):
        Ci = m.binom_fn(g, i)
        for j in range(b + 1):
            ops.append((i, j, Ci * m.binom_fn(h, j) % m.p))
    return ops


def direct(m, a, b, bp):
    p, n = m.p, m.n
    cols = flat_cols(n + 2)
    g, h = m.grid()
    Mrows, Trows = [], []
    for i in range(a + 1):
        Ci = m.binom_fn(g, i)
        for j in range(bp + 1):
            X = m.apply(Ci * m.binom_fn(h, j) % p)
            if j <= b:
                for var in 'xtz':
                    Mrows.append(flatten(m.mulvar(X, var), cols))
            else:
                Trows.append(flatten(m.mulvar(X, 't'), cols))
    Mm = np.vstack(Mrows)
    log(f'  direct matrix M: {Mm.shape}, targets {sum(r.shape[0] for r in Trows)}')
    rM = rank(Mm, p)
    rMT = rank(np.vstack([Mm] + Trows), p)
    return rM, rMT - rM


def block(m, a, b, bp, verbose=True):
    """returns dim M_(a,b),(n+2), total deficit, per-slice deficits, top deficit, dim(M cap t^(a+1)F)."""
    p, n = m.p, m.n
    D = n + 2
    g, h = m.grid()
    assert a <= n, 'block method written for a <= n'
    topcols = [(gg, hh) for gg in range(a + 1, D + 1) for hh in range(D + 1 - gg)]
    Bj = {j: m.binom_fn(h, j) for j in range(bp + 1)}
    fs = {s: m.lagrange_fn(g, s, a) for s in range(a + 1)}

    def E(s, j):
        return m.apply(fs[s] * Bj[j] % p)

    def split(Y, s):
        """Y (N, D+1, D+1, Nk) -> (low part on slice s, top part); asserts nothing else is hit."""
        Z = Y.copy()
        low = Z[:, s, :D + 1 - s, :].reshape(Y.shape[0], -1).copy()
        top = flatten(Z, topcols)
        Z[:, s, :, :] = 0
        Z[:, a + 1:, :, :] = 0
        assert not Z.any(), 'vector leaves slice s + top'
        return low, top

    def reduce_block(rows_low, rows_top):
        nl = rows_low.shape[1]
        A = np.hstack([rows_low, rows_top])
        R, r = to_nmod(A, p).rref()
        # rows with nonzero low part come first; binary search the count
        def lowzero(i):
            return all(int(R[i, j]) == 0 for j in range(nl))
        lo, hi = 0, r  # first index in [lo, hi] with low part zero
        while lo < hi:
            mid = (lo + hi) // 2
            if lowzero(mid):
                hi = mid
            else:
                lo = mid + 1
        rlow = lo
        K = np.array([[int(R[i, nl + j]) for j in range(rows_top.shape[1])] for i in range(rlow, r)],
                     dtype=np.int64).reshape(r - rlow, rows_top.shape[1])
        return rlow, K

    rl, rlT, Ks, KTs = [], [], [], []
    for s in range(a + 1):
        t0 = time.time()
        lows, tops, tlows, ttops = [], [], [], []
        for j in range(b + 1):
            X = E(s, j)
            for var in 'xz':
                lo_, to_ = split(m.mulvar(X, var), s)
                lows.append(lo_); tops.append(to_)
            if s >= 1:
                lo_, to_ = split(m.mulvar(E(s - 1, j), 't'), s)
                lows.append(lo_); tops.append(to_)
        if s >= 1:
            for j in range(b + 1, bp + 1):
                lo_, to_ = split(m.mulvar(E(s - 1, j), 't'), s)
                tlows.append(lo_); ttops.append(to_)
        L = np.vstack(lows); T = np.vstack(tops)
        r0, K0 = reduce_block(L, T)
        if tlows:
            r1, K1 = reduce_block(np.vstack([L] + tlows), np.vstack([T] + ttops))
        else:
            r1, K1 = r0, K0
        rl.append(r0); rlT.append(r1); Ks.append(K0); KTs.append(K1)
        if verbose:
            log(f'  block s={s}: rows {L.shape[0]}+{sum(x.shape[0] for x in tlows)}, cols {L.shape[1]}+{T.shape[1]}, '
                f'rank_low {r0} -> {r1}, K {K0.shape[0]} -> {K1.shape[0]}  ({time.time()-t0:.1f}s)')
    # pure top: t E_(a, j)
    Pm, PT = [], []
    for j in range(bp + 1):
        Y = m.mulvar(E(a, j), 't')
        Z = Y.copy(); Z[:, a + 1:, :, :] = 0
        assert not Z.any()
        (Pm if j <= b else PT).append(flatten(Y, topcols))
    KP = np.vstack(Ks + Pm)
    KPT = np.vstack(KTs + Pm + PT)
    rtop = rank(KP, p)
    rtopT = rank(KPT, p)
    dimM = sum(rl) + rtop
    per = [rlT[s] - rl[s] for s in range(a + 1)]
    return dimM, sum(per) + (rtopT - rtop), per, rtopT - rtop, rtop


def rs(m, bp, g, J):
    p, n = m.p, m.n
    d = n + 1 - g  # binary degree of the target space
    G = m.G
    hcoef = np.arange(n + 2)

    def C(j):
        return np.array([__import__('math').comb(int(x), j) % p for x in hcoef], dtype=np.int64)

    def pig(gg, j):
        # C(theta_z, j) pi_gg(G): (NG, binary degree n+1-gg +1, Nk), index h
        dd = n + 1 - gg
        X = G[:, gg, :dd + 1, :] * C(j)[:dd + 1][None, :, None] % p
        return X

    def fl(X):
        return X.reshape(X.shape[0], -1)

    rows = []
    for j in J:
        rows.append(fl(pig(g, j)))
        if g + 1 <= n + 1:
            Y = pig(g + 1, j)  # binary degree d-1
            Zx = np.zeros((Y.shape[0], d + 1, m.Nk), dtype=np.int64); Zx[:, :d] = Y
            Zz = np.zeros((Y.shape[0], d + 1, m.Nk), dtype=np.int64); Zz[:, 1:] = Y
            rows.append(fl(Zx)); rows.append(fl(Zz))
    S = np.vstack(rows)
    T = fl(pig(g, bp))
    rS = rank(S, p)
    rU = rank(np.vstack([S, T]), p)
    rT = rank(T, p)
    return rS, rU, rU - rS, rT


def main():
    mode, n, seed = sys.argv[1], int(sys.argv[2]), int(sys.argv[3])
    t0 = time.time()
    import os
    sw = os.environ.get('SWAP', '0') == '1'
    m = Model(n, seed, swap=sw)
    log(f'== {mode} n={n} seed={seed} point={"S_p^sigma" if sw else "S_p"} p={m.p} |G|={m.NG} (model {time.time()-t0:.1f}s)')
    for arg in sys.argv[4:]:
        t1 = time.time()
        if mode in ('direct', 'block'):
            a, b, bp = map(int, arg.split(','))
            if mode == 'direct':
                dimM, defi = direct(m, a, b, bp)
                log(f'DIRECT n={n} seed={seed} t*G_({a},{bp}) in M_({a},{b}): dim M_(n+2) = {dimM}, deficit = {defi}'
                    f'  ({time.time()-t1:.1f}s)')
            else:
                dimM, defi, per, topd, rtop = block(m, a, b, bp)
                log(f'BLOCK  n={n} seed={seed} t*G_({a},{bp}) in M_({a},{b}): dim M_(n+2) = {dimM}, deficit = {defi}'
                    f'; per low slice {per}; top {topd}; dim M cap t^(a+1)F = {rtop}  ({time.time()-t1:.1f}s)')
        elif mode == 'rs':
            bs, gs, Js = arg.split(',')
            bp, g = int(bs), int(gs)
            if Js == 'all':
                J = list(range(bp))
            elif Js == 'pair':
                J = [bp - 2, bp - 1]
            else:
                J = list(map(int, Js.split('-')))
            rS, rU, defi, rT = rs(m, bp, g, J)
            log(f'RS n={n} seed={seed} RS({bp},{g}; J={J}): rank target {rT}, span {rS}, span+target {rU}, '
                f'deficit {defi}  ({time.time()-t1:.1f}s)')


if __name__ == '__main__':
    main()
