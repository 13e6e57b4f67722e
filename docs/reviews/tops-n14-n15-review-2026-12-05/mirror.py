"""Reviewer-168: checks at the exchanged point S_p^sigma (own code on top of reviewer-166's rv.py / step.py).

Written from the definitions (B notes §0, §1 Lemma Sw, §3 Lemma Q; helper-161 §0-§2; helper-164 §1, §3).
No code of helper-161/164/167 is used.

  mirror.py gen N ...            : (i) G at S_p^sigma == G at S_p with the t- and z-exponent axes exchanged (Lemma Sw
                                   for the generators, label by label); (ii) rank G(S_p), rank G(S_p^sigma), rank of
                                   their union (degree n+1) -- are the two points different?; (iii) is G(S_p) itself
                                   t<->z symmetric (rank G + G^T)?
  mirror.py zt N A,B,TA,TB ...   : direct (Newton basis) rank check of  z*G_(TA,TB) in M_(A,B)  at S_p  against
                                   t*G_(TB,TA) in M_(B,A) at S_p^sigma  (Lemma Sw: these must agree), and as a
                                   non-tautological control  t*G_(TB,TA) in M_(B,A) at S_p.
  mirror.py family N1 N2         : the whole RS family RS(b',g) = RS(b',g;{b'-2,b'-1}), 3<=b'<=n, 0<=g<=n+1-b', and the
                                   base statements RS(n,0;{n-1}), RS(n,1;{n-1}), RS(n+1,0;{n-1}); point from env SWAP.
  mirror.py top N a,b ...        : Top(a) for the boundary box (a,b), b = n+1-a: dim(M_(a,b) cap t^(a+1)F) in degree n+2
                                   (reviewer-166's block code, Corollary E) against dim Q_(n+1-a), Q = (J:t) cap Y^(2)_a
                                   (own condition rows); point from env SWAP.
                                   (env TOPMODE=rv166: reviewer-166's step.block unchanged; default: block_top,
                                   the same blocks with the top kernel reduced block by block, less memory)
  mirror.py dimq N a ...         : only dim (J:t)_(n+1-a) and dim Q_(n+1-a) (cheap).
"""
import os
import sys
import time
from math import comb

import numpy as np

sys.path.insert(0, __file__.rsplit('/', 1)[0])
from rv import Model, rank, flat_cols, flatten, log  # noqa: E402
import step  # noqa: E402


def point_name(m):
    return 'S_p^sigma' if m.swap else 'S_p'


# ---------------------------------------------------------------- generators
def gen_check(n):
    m = Model(n, 1, swap=False)
    ms = Model(n, 1, swap=True)
    p = m.p
    same = bool(np.array_equal(ms.G % p, np.transpose(m.G, (0, 2, 1, 3)) % p))
    cols = flat_cols(n + 1)
    A = flatten(m.G, cols)
    B = flatten(ms.G, cols)
    AT = flatten(np.transpose(m.G, (0, 2, 1, 3)).copy(), cols)
    rA, rB = rank(A, p), rank(B, p)
    rU = rank(np.vstack([A, B]), p)
    rSym = rank(np.vstack([A, AT]), p)
    log(f'GEN n={n}: G(S_p^sigma) == G(S_p) with t,z axes exchanged (label by label): {same}; '
        f'rank G(S_p) = {rA}, rank G(S_p^sigma) = {rB}, rank union = {rU} (|G| = {m.NG}); '
        f'rank G(S_p) + G(S_p)^(t<->z) = {rSym}; W3 cols equal? {np.array_equal(m.W3, ms.W3)}')


# ---------------------------------------------------------------- direct generic containment
def direct_gen(m, A, B, TA, TB, var):
    """dim M_(A,B),(n+2) and deficit of  var * G_(TA,TB)  in M_(A,B)  (Newton basis, full matrix)."""
    p, n = m.p, m.n
    cols = flat_cols(n + 2)
    g, h = m.grid()
    rows, trows = [], []
    for i in range(max(A, TA) + 1):
        Ci = m.binom_fn(g, i)
        for j in range(max(B, TB) + 1):
            inM = i <= A and j <= B
            inT = i <= TA and j <= TB
            if not (inM or inT):
                continue
            X = m.apply(Ci * m.binom_fn(h, j) % p)
            if inM:
                for v in 'xtz':
                    rows.append(flatten(m.mulvar(X, v), cols))
            elif inT:
                trows.append(flatten(m.mulvar(X, var), cols))
    Mm = np.vstack(rows)
    rM = rank(Mm, p)
    rMT = rank(np.vstack([Mm] + trows), p) if trows else rM
    return rM, rMT - rM


def zt_check(n, A, B, TA, TB):
    m = Model(n, 1, swap=False)
    ms = Model(n, 1, swap=True)
    t0 = time.time()
    d1, e1 = direct_gen(m, A, B, TA, TB, 'z')
    d2, e2 = direct_gen(ms, B, A, TB, TA, 't')
    d3, e3 = direct_gen(m, B, A, TB, TA, 't')
    log(f'ZT n={n}: S_p: z*G_({TA},{TB}) in M_({A},{B}): dim M {d1}, deficit {e1} | S_p^sigma: t*G_({TB},{TA}) in '
        f'M_({B},{A}): dim M {d2}, deficit {e2} | agree: {(d1, e1) == (d2, e2)} || control S_p: t*G_({TB},{TA}) in '
        f'M_({B},{A}): dim M {d3}, deficit {e3}  ({time.time()-t0:.1f}s)')


# ---------------------------------------------------------------- RS family
def family(n, m):
    res = []
    t0 = time.time()
    for bp in range(3, n + 1):
        for g in range(0, n + 2 - bp):
            rS, rU, d, rT = step.rs(m, bp, g, [bp - 2, bp - 1])
            res.append((bp, g, d))
            log(f'RSFAM n={n} point={point_name(m)} RS({bp},{g}; J={[bp-2, bp-1]}): target {rT}, span {rS}, '
                f'union {rU}, deficit {d}')
    for (bp, g) in [(n, 0), (n, 1), (n + 1, 0)]:
        rS, rU, d, rT = step.rs(m, bp, g, [n - 1])
        log(f'RSBASE n={n} point={point_name(m)} RS({bp},{g}; J=[{n-1}]): target {rT}, span {rS}, union {rU}, '
            f'deficit {d}')
        res.append(('base', bp, g, d))
    fails = [r for r in res if r[-1] != 0]
    nmem = sum(1 for r in res if r[0] != 'base')
    log(f'RSFAM-SUMMARY n={n} point={point_name(m)}: {nmem} members (C(n,2)-1 = {comb(n, 2)-1}) + 3 base; '
        f'failing: {fails if fails else "none"}  ({time.time()-t0:.1f}s)')


# ---------------------------------------------------------------- Q = (J:t) cap Y^(2)_a
def ctilde_matrix(m):
    """A[nu, kappa] with ctilde^nu = sum_kappa A[nu,kappa] c^kappa, ctilde_l = sum_r W3[r,l] c_r (|nu| = n)."""
    p, n = m.p, m.n
    W = m.W3
    # polynomials in c as dict kappa -> coef; ctilde^nu by DP over nu
    lin = []
    for l in range(3):
        d = {}
        for r in range(3):
            e = [0, 0, 0]; e[r] = 1
            d[tuple(e)] = int(W[r, l]) % p
        lin.append(d)

    def mul(P, Qd):
        out = {}
        for k1, v1 in P.items():
            for k2, v2 in Qd.items():
                k = (k1[0] + k2[0], k1[1] + k2[1], k1[2] + k2[2])
                out[k] = (out.get(k, 0) + v1 * v2) % p
        return out
    cache = {(0, 0, 0): {(0, 0, 0): 1}}

    def power(nu):
        if nu in cache:
            return cache[nu]
        l = next(ll for ll in range(3) if nu[ll] > 0)
        nm = list(nu); nm[l] -= 1
        r = mul(power(tuple(nm)), lin[l])
        cache[nu] = r
        return r
    A = np.zeros((m.Nk, m.Nk), dtype=np.int64)
    for i, nu in enumerate(m.kap):
        for k, v in power(nu).items():
            A[i, m.kidx[k]] = v
    return A


def dim_Q(m, a):
    """dim (J:t)_D and dim ((J:t) cap Y^(2)_a)_D, D = n+1-a, at the model's point."""
    p, n = m.p, m.n
    D = n + 1 - a
    mons = [(i, j, D - i - j) for i in range(D + 1) for j in range(D + 1 - i)]  # exponents of (x, t, z)
    A = ctilde_matrix(m)
    # basis of (J:t)_D: pairs (nu, monomial)
    basis = []
    for iv, nu in enumerate(m.kap):
        if nu[1] > 0:
            ok = mons
        else:
            supp = [l for l in (0, 2) if nu[l] > 0]
            ok = [mo for mo in mons if any(mo[l] > 0 for l in supp)]
        for mo in ok:
            basis.append((iv, mo))
    dimJt = len(basis)
    W = m.W3
    conds = []  # (r, kappa index, alpha)
    for r in range(3):
        Pr = (int(W[r, 1]) % p, (-int(W[r, 0])) % p, 0)  # y_r = z = 0
        for ik, ka in enumerate(m.kap):
            e = ka[r] - a
            if e <= 0:
                continue
            for a0 in range(e):
                for a1 in range(e - a0):
                    a2 = e - 1 - a0 - a1
                    conds.append((Pr, ik, (a0, a1, a2)))
    C = np.zeros((len(conds), dimJt), dtype=np.int64)

    def ff(k, s):  # falling factorial k (k-1) ... (k-s+1)
        out = 1
        for u in range(s):
            out *= (k - u)
        return out

    def dmon(mo, al, P):
        if any(mo[q] < al[q] for q in range(3)):
            return 0
        v = ff(mo[0], al[0]) * ff(mo[1], al[1]) * ff(mo[2], al[2]) % p
        for q in range(3):
            ex = mo[q] - al[q]
            if ex > 0:
                v = v * pow(P[q], ex, p) % p
            # ex == 0: factor 1 (also for P[q] = 0)
        return v
    for ci, (Pr, ik, al) in enumerate(conds):
        for bi, (iv, mo) in enumerate(basis):
            c = A[iv, ik]
            if c:
                dv = dmon(mo, al, Pr)
                if dv:
                    C[ci, bi] = c * dv % p
    rC = rank(C, p) if len(conds) else 0
    return dimJt, dimJt - rC, len(conds), rC


def nm_dense(A, p):
    import flint
    r, c = A.shape
    return flint.nmod_mat(max(r, 1), max(c, 1), (A % p).ravel().tolist() if r and c else [0] * (max(r, 1) * max(c, 1)), p)


def rref_rows(A, p):
    """row space of A (numpy) as the nonzero rows of its rref (numpy array)."""
    if A.shape[0] == 0:
        return A
    R, r = nm_dense(A, p).rref()
    E = np.array([int(x) for x in R.entries()], dtype=np.int64).reshape(A.shape[0], A.shape[1])
    return E[:r].copy()


def block_top(m, a, b, verbose=True):
    """dim M_(a,b),(n+2) and dim(M_(a,b) cap t^(a+1)F) by the t-slice blocks (Corollary E), like reviewer-166's
    step.block with bp = b, but the top kernel K is reduced block by block (memory bound = #top columns)."""
    p, n = m.p, m.n
    D = n + 2
    g, h = m.grid()
    topcols = [(gg, hh) for gg in range(a + 1, D + 1) for hh in range(D + 1 - gg)]
    Bj = {j: m.binom_fn(h, j) for j in range(b + 1)}
    fs = {s: m.lagrange_fn(g, s, a) for s in range(a + 1)}

    def E(s, j):
        return m.apply(fs[s] * Bj[j] % p)

    def split(Y, s):
        Z = Y.copy()
        low = Z[:, s, :D + 1 - s, :].reshape(Y.shape[0], -1).copy()
        top = flatten(Z, topcols)
        Z[:, s, :, :] = 0
        Z[:, a + 1:, :, :] = 0
        assert not Z.any(), 'vector leaves slice s + top'
        return low, top

    Kacc = np.zeros((0, len(topcols) * m.Nk), dtype=np.int64)
    sum_low = 0
    for s in range(a + 1):
        t0 = time.time()
        lows, tops = [], []
        for j in range(b + 1):
            X = E(s, j)
            for var in 'xz':
                lo_, to_ = split(m.mulvar(X, var), s)
                lows.append(lo_); tops.append(to_)
            if s >= 1:
                lo_, to_ = split(m.mulvar(E(s - 1, j), 't'), s)
                lows.append(lo_); tops.append(to_)
        L = np.vstack(lows); T = np.vstack(tops)
        nl = L.shape[1]
        Rr = rref_rows(np.hstack([L, T]), p)
        lowzero = ~Rr[:, :nl].any(axis=1)
        # in an rref the rows with a nonzero low part come first
        rlow = int((~lowzero).sum())
        assert lowzero[rlow:].all()
        K = Rr[rlow:, nl:]
        sum_low += rlow
        Kacc = rref_rows(np.vstack([Kacc, K]), p)
        if verbose:
            log(f'  block s={s}: rows {L.shape[0]}, cols {nl}+{T.shape[1]}, rank_low {rlow}, K {K.shape[0]}, '
                f'rank(K so far) {Kacc.shape[0]}  ({time.time()-t0:.1f}s)')
    Pm = []
    for j in range(b + 1):
        Y = m.mulvar(E(a, j), 't')
        Z = Y.copy(); Z[:, a + 1:, :, :] = 0
        assert not Z.any()
        Pm.append(flatten(Y, topcols))
    rtop = rref_rows(np.vstack([Kacc] + Pm), p).shape[0]
    return sum_low + rtop, rtop


def top_check(n, a, b, m):
    assert a + b in (n, n + 1)  # a + b = n: control (one step outside the B region; Q of the row a as target)
    t0 = time.time()
    dJt, dQ, nc, rC = dim_Q(m, a)
    log(f'  dim (J:t)_{n+1-a} = {dJt}; Y^(2)_{a} conditions {nc}, independent on (J:t): {rC}; dim Q_{n+1-a} = {dQ} '
        f'({time.time()-t0:.1f}s)')
    t1 = time.time()
    if os.environ.get('TOPMODE', 'inc') == 'rv166':
        dimM, defi, per, topd, rtop = step.block(m, a, b, b)
    else:
        dimM, rtop = block_top(m, a, b)
    log(f'TOP n={n} point={point_name(m)} a={a} box ({a},{b}): dim M_({a},{b}),(n+2) = {dimM}; dim M cap t^{a+1}F = '
        f'{rtop}; dim t^{a+1}Q_{n+1-a} = {dQ}; {"CONTROL " if a + b == n else ""}Top({a}) {"HOLDS" if rtop == dQ else "FAILS, deficit " + str(dQ - rtop)}'
        f'  ({time.time()-t1:.1f}s)')


def main():
    mode = sys.argv[1]
    sw = os.environ.get('SWAP', '0') == '1'
    log(f'== mirror.py {" ".join(sys.argv[1:])} SWAP={int(sw)}')
    if mode == 'gen':
        for a in sys.argv[2:]:
            gen_check(int(a))
    elif mode == 'zt':
        n = int(sys.argv[2])
        for arg in sys.argv[3:]:
            A, B, TA, TB = map(int, arg.split(','))
            zt_check(n, A, B, TA, TB)
    elif mode == 'family':
        for n in range(int(sys.argv[2]), int(sys.argv[3]) + 1):
            family(n, Model(n, 1, swap=sw))
    elif mode == 'top':
        n = int(sys.argv[2])
        m = Model(n, 1, swap=sw)
        for arg in sys.argv[3:]:
            a, b = map(int, arg.split(','))
            top_check(n, a, b, m)
    elif mode == 'dimq':
        n = int(sys.argv[2])
        m = Model(n, 1, swap=sw)
        for arg in sys.argv[3:]:
            a = int(arg)
            dJt, dQ, nc, rC = dim_Q(m, a)
            log(f'DIMQ n={n} point={point_name(m)} a={a}: dim (J:t)_{n+1-a} = {dJt}, Y conditions {nc} '
                f'(independent {rC}), dim Q = {dQ}')


if __name__ == '__main__':
    main()
