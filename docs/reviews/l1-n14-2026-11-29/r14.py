"""F(n, d) certificate for n = 14 (l1-n14 review).   usage: python r14.py seed n d
Copy of docs/reviews/l1-n12-2026-11-29/r12.py with: import rv14 (= that review's rvp.py with p = 1048507), the
exactness bound asserted for the actual p and K, S freed after centring, the FLINT cross-check size limit an env var.
Built on the first reviewer's rv.py (copied here as rv14.py, only the prime changed to p = 1048507).
It does not import or copy anything from proofs.general.depth3.l1_reduction or numerics.rank.

 1. Source.  C = the necessary conditions for M''_{n-1,d} (rvp.conditions, as in r_cert.py).  S = GF(p) kernel of
    G C, G a random (rank(C) + 40) x rows matrix.  ker(G C) contains ker C, which contains M''_{n-1,d}(W), whose
    dimension is >= h_{n-1}(d) by (A4); so dim ker(G C) == h_{n-1}(d) forces ker(G C) = M''_{n-1,d}(W).
 2. Evaluation matrix, side = N + PAD (N = h_n(d+n)), stored as centred float32 (|x| <= p/2 + 1 < 2^24, exact).
    Rows = random points (a, b).  Columns = T_{u_j}(S r) for random r; the columns are split over D + 1 = d + n + 1
    values u_j = W1 x_j (T_u s has degree d + n in u).  Built block by block over rows; the monomials of bidegree
    (d, n-1) are the row-wise Kronecker product of the a- and b-monomials.  Every column lies in Theta(S), so the
    GF(p) rank is a lower bound on dim Theta(M''_{n-1,d}).
 3. Rank: own rank-revealing blocked elimination (Schur complements on float64 BLAS, panel pivots by FLINT rref of the
    panel, which is only small FLINT calls), in place on the float32 matrix.
"""
import sys, time, os, math, resource
import numpy as np, flint
import rv14 as rvp
from rv14 import Fam, rnd, comps, h, mons, evalmon, conditions

p = rvp.p
HALF = p // 2
INVP = 1.0 / p


def red(x):
    """centred representative in place for float64 arrays of exact integers < 2^53 (|result| <= p/2 + 1)."""
    q = np.rint(x * INVP)
    x -= q * p
    return x


def cen(a):
    """int64 [0,p) (or any ints) -> centred float64."""
    a = np.mod(a, p).astype(np.float64)
    a[a > HALF] -= p
    return a


def canon(x):
    """centred float -> python-flint-ready int64 in [0, p)."""
    return np.mod(np.asarray(x, np.float64), p).astype(np.int64)


def fl(M):
    M = canon(M)
    return flint.nmod_mat(M.shape[0], M.shape[1], M.ravel().tolist(), p)


def piv_cols(R, r):
    E = np.array(R.entries(), np.int64).reshape(R.nrows(), R.ncols())[:r]
    return np.argmax(E != 0, axis=1)


def own_rank(A, w=256, chunk=512, log=None):
    """GF(p) rank of the centred float32 (or float64) matrix A, destroyed.  Right-looking elimination by panels of
    w columns: for the active rows of a panel, rows I independent and columns J (|I| = |J| = rank of the panel part)
    are found by FLINT rref; rows I are swapped to the top of the active rows; the other active rows get the Schur
    update A[o, R] -= A[o, J] (A[I, J])^-1 A[I, R]; rank += |I|.  Every product has inner dim <= w = 256, so
    sums are below 256 (p/2 + 1)^2 + p < 2^53: exact in float64."""
    nr, nc = A.shape
    r = 0
    t0 = time.time()
    for k0 in range(0, nc, w):
        if r >= nr:
            break
        k1 = min(nc, k0 + w)
        C = A[r:, k0:k1].astype(np.float64)
        hgt, wd = C.shape
        head = min(hgt, 2 * wd)
        Rt, rk = fl(C[:head].T).rref()
        if rk == wd:
            I = piv_cols(Rt, rk); J = np.arange(wd)
        else:
            if head < hgt:
                Rt, rk = fl(C.T).rref()
            if rk == 0:
                continue
            I = piv_cols(Rt, rk)
            R2, rk2 = fl(C[I]).rref()
            assert rk2 == rk
            J = piv_cols(R2, rk2)
        rI = len(I)
        # move rows r + I to r .. r + rI - 1 (one swap each), in A and in C
        tgt = np.arange(rI)
        srcs = I[I >= rI]
        dsts = np.setdiff1d(tgt, I)
        for s_, d_ in zip(srcs, dsts):
            A[[r + d_, r + s_]] = A[[r + s_, r + d_]]
            C[[d_, s_]] = C[[s_, d_]]
        if k1 < nc and rI < hgt:
            Pinv = cen(np.array(fl(C[:rI][:, J]).inv().entries(), np.int64).reshape(rI, rI))
            Y = red(Pinv @ A[r:r + rI, k1:].astype(np.float64))
            L = C[rI:][:, J]
            for c0 in range(0, hgt - rI, chunk):
                c1 = min(hgt - rI, c0 + chunk)
                blk = A[r + rI + c0:r + rI + c1, k1:].astype(np.float64)
                blk -= L[c0:c1] @ Y
                A[r + rI + c0:r + rI + c1, k1:] = red(blk)
        r += rI
        if log and (k0 // w) % 10 == 0:
            log(f"    elim: cols {k1}/{nc}, rank so far {r}  [{time.time()-t0:.0f}s]")
    return r


def monmat(E_a, E_b, P6):
    """row-wise Kronecker product of a-monomials (E_a, on P6[:, :3]) and b-monomials (E_b, on P6[:, 3:]), centred
    float64; column order = rvp.mons(k, n) (a-exponent outer, b-exponent inner)."""
    def part(Ex, X):
        me = int(Ex.max())
        out = np.ones((X.shape[0], Ex.shape[0]), np.int64)
        for c in range(3):
            pw = np.ones((X.shape[0], me + 1), np.int64)
            for e in range(1, me + 1):
                pw[:, e] = pw[:, e - 1] * X[:, c] % p
            out = out * pw[:, Ex[:, c]] % p
        return cen(out)
    Am, Bm = part(E_a, P6[:, :3]), part(E_b, P6[:, 3:])
    M = (Am[:, :, None] * Bm[:, None, :]).reshape(P6.shape[0], -1)
    return red(M)


def peak_gb():
    return resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1e6


def main():
    seed, n, d = map(int, sys.argv[1:4])
    pad = int(os.environ.get('PAD', 20))
    rowblk = int(os.environ.get('ROWBLK', 2048))
    log = lambda s: print(s, flush=True)
    log(f"r14.py seed={seed} n={n} d={d} p={p} pad={pad}")
    fam = Fam(seed, 'I')
    g = np.random.default_rng(seed * 104729 + 1000 * n + d)
    t0 = time.time()
    # ---- 1. source ----
    E, Cm = conditions(fam, d, n - 1, g=np.random.default_rng(seed + 31))
    K = E.shape[0]
    # exactness of float64 products with inner dim K (largest inner dim used) on centred values |x| <= p//2 + 1
    assert K * (p // 2 + 1) ** 2 + p < 2 ** 53, 'float64 exactness bound violated'
    log(f"  exactness: K (p/2+1)^2 = {K * (p // 2 + 1) ** 2:.3e} < 2^53 = {2.0**53:.3e}")
    hs = h(n - 1, d)
    m = (K - hs) + 40
    log(f"  conditions: {Cm.shape[0]} x {K} (monomials of bidegree ({d},{n-1})); compress to {m} rows  "
        f"[{time.time()-t0:.1f}s, peak {peak_gb():.2f} GB]")
    sel = np.random.default_rng(seed).choice(Cm.shape[0], 300, replace=False)
    Csel = cen(Cm[sel])                          # kept for a spot check of the kernel basis
    Cc = cen(Cm); del Cm
    G = cen(rnd(g, m, Cc.shape[0]))
    GC = np.zeros((m, K))
    for c0 in range(0, Cc.shape[0], 4096):       # inner dim 4096: 4096 (p/2+1)^2 < 2^53
        GC += G[:, c0:c0 + 4096] @ Cc[c0:c0 + 4096]
        red(GC)
    del Cc, G
    Fm = fl(GC); del GC
    Rr, rk = Fm.rref(); del Fm
    s = K - rk
    # kernel basis from the rref: free column f -> e_f - sum_i R[i, f] e_{piv_i}
    Rn = np.array(Rr.entries(), np.int64).reshape(Rr.nrows(), Rr.ncols())[:rk]; del Rr
    pc = np.argmax(Rn != 0, axis=1)
    free = np.setdiff1d(np.arange(K), pc)
    S = np.zeros((K, s), np.int64)
    S[free, np.arange(s)] = 1
    S[pc, :] = (-Rn[:, free]) % p
    del Rn
    t1 = time.time()
    ok_src = (s == hs)
    log(f"  dim ker (compressed conditions for M''_({n-1},{d})) = {s}; h_{n-1}({d}) = {hs}: {ok_src}  "
        f"[{t1-t0:.1f}s, peak {peak_gb():.2f} GB]")
    # spot check of the kernel extraction: 300 random uncompressed condition rows vanish on 50 kernel vectors
    chk = red(Csel @ cen(S[:, :50])); del Csel
    log(f"  spot check: 300 condition rows x 50 kernel vectors vanish: {not chk.any()}")
    if os.environ.get('SOURCE_ONLY'):                 # added after the seed-1401 run had started
        log(f"RESULT(source only) seed={seed} p={p}: dim ker = {s} (h_{n-1}({d}) = {hs}, ok {ok_src})   [total {time.time()-t0:.1f}s]")
        return
    # ---- 2. evaluation matrix ----
    N = h(n, d + n)
    side = N + pad
    D = d + n
    pts = rnd(g, side, 6)
    xs = rnd(g, D + 1, 2)
    bounds = np.linspace(0, side, D + 2).astype(int)
    Ea = np.array(comps(d), np.int64); Eb = np.array(comps(n - 1), np.int64)
    assert np.array_equal(np.array([a + b for a in comps(d) for b in comps(n - 1)]), E)
    # check the Kronecker monomials against rvp.evalmon on a few points
    P6 = fam.psi(pts[:7], fam.u(xs[0]))
    assert np.array_equal(canon(monmat(Ea, Eb, P6)), evalmon(E, P6))
    Sc = cen(S); del S
    A = np.empty((side, side), np.float32)
    log(f"  N = h_{n}({d+n}) = {N}; evaluation matrix {side} x {side} float32 ({side*side*4/1e9:.2f} GB); "
        f"{D+1} values of u, {bounds[1]-bounds[0]}..{np.diff(bounds).max()} columns each")
    for j in range(D + 1):
        c0, c1 = bounds[j], bounds[j + 1]
        u = fam.u(xs[j])
        SR = red(Sc @ cen(rnd(g, s, c1 - c0)))            # K x c random elements of S (inner dim s < 8192)
        for r0 in range(0, side, rowblk):
            r1 = min(side, r0 + rowblk)
            P6 = fam.psi(pts[r0:r1], u)
            Mon = monmat(Ea, Eb, P6)
            blk = red(Mon @ SR); del Mon                   # inner dim K <= 8281: 8281 (p/2+1)^2 < 2^53
            lam = cen(fam.lam(pts[r0:r1], u))
            A[r0:r1, c0:c1] = red(blk * lam[:, None])
        if j % 4 == 0:
            log(f"    built u-block {j+1}/{D+1}  [{time.time()-t1:.0f}s, peak {peak_gb():.2f} GB]")
    del Sc
    t2 = time.time()
    log(f"  evaluation matrix built [{t2-t1:.1f}s, peak {peak_gb():.2f} GB]")
    if side <= int(os.environ.get('FLINTMAX', 3600)):
        rkf = fl(A).rank()
        log(f"  flint exact GF(p) rank of the {side} x {side} matrix = {rkf}")
    t3 = time.time()
    rk = own_rank(A, log=log)
    log(f"  own elimination: GF(p) rank of the whole {side} x {side} matrix = {rk}  (h_{n}({d+n}) = {N})  "
        f"[{time.time()-t3:.1f}s, peak {peak_gb():.2f} GB]")
    cert = ok_src and rk >= N
    log(f"RESULT seed={seed} p={p} F({n},{d}): source dim {s} (h_{n-1}({d}) = {hs}, ok {ok_src}), rank {rk} "
        f"(target h_{n}({d+n}) = {N}, rank==target {rk == N}) => certified: {cert}   [total {time.time()-t0:.1f}s]")


if __name__ == '__main__':
    main()
