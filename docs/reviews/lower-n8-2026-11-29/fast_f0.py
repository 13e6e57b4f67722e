"""F_0 evaluation matrix on the family W^{H,3} = I, fast path, and its GF(p) rank.

At H3 = I and g = e_0 the layer-3 state stays on e_0 (derivation in REPORT.md), so
F_0(a, b; End) = W^O_0 prod_t l_0(h2^(t)), l_0 = row 0 of W^{I,3}, with
h2^(1) = b * (N_1 a), h2^(t) = (W^{H,2} h2^(t-1)) * (N_t a), N_t = W^{I,2} M_t, M_1 = diag(u_1),
M_t = diag(u_t) W^{H,1} M_{t-1}, u_t = W^{I,1} x^t.   This path is validated against the general evaluator
rac_eval.eval_P (the full recurrence, itself checked against the exact full RAC).

usage: python fast_f0.py validate            (fast path vs eval_P; blas rank vs flint rank)
       python fast_f0.py run n points wseed pseed [p]   (build float32 matrix, blas_rank_mod_p in place)
"""
import sys, time, numpy as np
sys.path.insert(0, '/work/main')
from rac_eval import *

P_BLAS = 11863279


def setup(n, pts, wseed, pseed, p, cols=None):
    W = draw_weights(wseed, p, 'H3I')
    g = np.random.default_rng(pseed)
    cols = pts if cols is None else cols
    a = g.integers(-(p // 2), p // 2, (pts, R)); b = g.integers(-(p // 2), p // 2, (pts, R))
    X = g.integers(-(p // 2), p // 2, (cols, n, M))
    return W, a, b, X


def precompute(W, X, p):
    Q, n = X.shape[0], X.shape[1]
    WI1, WI2, WH1 = (W[k].astype(np.int64) for k in ('WI1', 'WI2', 'WH1'))
    U = np.einsum('im,qtm->qti', WI1, X) % p                  # (Q, n, R), |entries| < 2^49: exact in int64
    Mt = np.zeros((Q, R, R), dtype=np.int64)
    NtT = np.empty((n, R, R, Q))                               # NtT[t, i, j, q] = N_t[q][i, j]
    for t in range(n):
        if t == 0:
            Mt = np.einsum('qi,ij->qij', U[:, 0, :], np.eye(R, dtype=np.int64)) % p
        else:
            Mt = np.einsum('ik,qkj->qij', WH1, Mt) % p
            Mt = (U[:, t, :, None] * Mt) % p
        Nt = np.einsum('ik,qkj->qij', WI2, Mt) % p
        NtT[t] = crd(np.transpose(Nt, (1, 2, 0)).astype(np.float64), p)
    return NtT


def fast_rows(W, NtT, A, B, p):
    """(c, Q) centred residues of F_0 at rows (A, B) for all columns."""
    n = NtT.shape[0]
    A = A.astype(np.float64); B = B.astype(np.float64)
    l0 = [float(v) for v in W['WI3'][0]]
    H2 = W['WH2'].astype(np.float64)
    def z(t):
        return [crd(A @ NtT[t, i], p) for i in range(R)]
    zt = z(0)
    h2 = [crd(B[:, i:i + 1] * zt[i], p) for i in range(R)]
    f = crd(l0[0] * h2[0] + l0[1] * h2[1] + l0[2] * h2[2], p)
    for t in range(1, n):
        zt = z(t)
        s = [crd(H2[i, 0] * h2[0] + H2[i, 1] * h2[1] + H2[i, 2] * h2[2], p) for i in range(R)]
        h2 = [crd(s[i] * zt[i], p) for i in range(R)]
        f = crd(f * crd(l0[0] * h2[0] + l0[1] * h2[1] + l0[2] * h2[2], p), p)
    return crd(float(W['WO'][0]) * f, p)


def build(n, pts, wseed, pseed, p, chunk=8, dtype=np.float32, log=None):
    W, a, b, X = setup(n, pts, wseed, pseed, p)
    NtT = precompute(W, X, p)
    Y = np.empty((pts, pts), dtype=dtype)
    t0 = time.time()
    for i in range(0, pts, chunk):
        v = fast_rows(W, NtT, a[i:i + chunk], b[i:i + chunk], p)
        v = crd(v, p)                       # |v| <= p/2 (+ rounding slack), exact in float32 since p < 2^24
        Y[i:i + chunk] = v
        if log and (i // chunk) % 200 == 0:
            print(f"  rows {i}/{pts} at {time.time()-t0:.0f}s", flush=True)
    return Y, W, a, b, X


if __name__ == '__main__':
    from numerics.rank.blas import blas_rank_mod_p
    if sys.argv[1] == 'validate':
        for (n, seed) in ((5, 41), (8, 42)):
            p = P_BLAS
            W, a, b, X = setup(n, 120, seed, seed + 1, p, cols=300)
            NtT = precompute(W, X, p)
            Yf = fast_rows(W, NtT, a, b, p)
            g0 = np.zeros((120, R), dtype=np.int64); g0[:, 0] = 1
            Yg = eval_P(W, a, b, g0, X, p)
            print(f"n={n}: fast path vs general evaluator, {np.count_nonzero(np.mod(Yf - Yg, p))} of {Yf.size} entries differ;"
                  f" nonzero entries {np.count_nonzero(Yf)}", flush=True)
        # blas rank vs flint rank on the same matrices
        for (n, pts, seed) in ((5, 2450, 43), (6, 3000, 44)):
            t0 = time.time()
            Y, *_ = build(n, pts, seed, seed + 1, P_BLAS)
            rf = flint_rank(Y.astype(np.float64), P_BLAS)
            t1 = time.time()
            rb = blas_rank_mod_p(Y.copy(), P_BLAS, overwrite=True)
            print(f"n={n} points={pts} seed={seed}: flint rank {rf}, blas rank {rb} (flint incl. build {t1-t0:.1f}s, blas {time.time()-t1:.1f}s)", flush=True)
    else:
        n, pts, wseed, pseed = map(int, sys.argv[2:6])
        if len(sys.argv) > 6:
            P_BLAS = int(sys.argv[6])          # another prime < 2^24 (float32-exact centred residues)
            assert P_BLAS < 2**24
        t0 = time.time()
        Y, *_ = build(n, pts, wseed, pseed, P_BLAS, log=True)
        t1 = time.time()
        # (no whole-matrix temporaries here: the first run's np.abs(Y).max() copied 3.5 GB)
        print(f"built {Y.shape} {Y.dtype} in {t1-t0:.1f}s", flush=True)
        from numerics.rank.blas import _is_centred
        from racs import ModP
        if not _is_centred(Y, ModP(P_BLAS).bound):      # else blas would make a float64 copy (7 GB): refuse
            raise SystemExit("matrix not centred float32; refusing (memory)")
        r = blas_rank_mod_p(Y, P_BLAS, overwrite=True)
        print(f"RESULT n={n} family=H3I mode=top0 points={pts} wseed={wseed} pseed={pseed} p={P_BLAS}: rank {r} (build {t1-t0:.1f}s, rank {time.time()-t1:.1f}s)", flush=True)
