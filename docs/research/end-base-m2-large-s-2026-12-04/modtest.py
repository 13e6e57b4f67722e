"""Module test: is K_1 * S_(s-1) inside S_s at a (possibly degenerate) point?
rank(S_s), rank(S_s + K_1 S_(s-1)), rank(K_1 S_(s-1)), evaluated at common random points (GF(p))."""
import sys, time, numpy as np, flint
from ev import cap, D, P
from wit import build

def rows(A, H, B, c, Ub, s, pts, m, rng, p=P):
    R, n = A.shape; npts = pts.shape[1]; Bt = (B % p).T.copy()
    X = rng.integers(0, p, size=(m, s, 2), dtype=np.int64)
    a = np.broadcast_to(pts, (m, n, npts)).copy(); ms = []
    for i in range(s):
        u = (Ub[None, :, 0] * X[:, i, 0:1] + Ub[None, :, 1] * X[:, i, 1:2]) % p
        ua = (u[:, :, None] * a) % p
        ms.append(np.einsum('kj,mjq->mkq', A % p, ua) % p); a = np.einsum('kj,mjq->mkq', H % p, ua) % p
    v = np.broadcast_to(((Bt @ (c % p)) % p)[None, :, None], (m, R, npts)).copy()
    for i in range(s - 1, -1, -1):
        v = (ms[i] * v) % p
        if i > 0: v = np.einsum('kj,mjq->mkq', Bt, v) % p
    return v  # m x R x npts

def rk(M): return flint.nmod_mat(M.reshape(M.shape[0], -1).tolist(), P).rank()

if __name__ == '__main__':
    R, n, s = int(sys.argv[1]), int(sys.argv[2]), int(sys.argv[3]); spec = sys.argv[4]; seed = int(sys.argv[5])
    A, H, B, c, Ub = build(R, n, spec, seed)
    rng = np.random.default_rng(777 + seed)
    Dn = D(n, R, s); npts = Dn // R + 20
    pts = rng.integers(0, P, size=(n, npts), dtype=np.int64)
    S = rows(A, H, B, c, Ub, s, pts, min(cap(s), Dn) + 20, rng)
    m1 = min(cap(s - 1), D(n, R, s - 1)) + 10
    Q = rows(A, H, B, c, Ub, s - 1, pts, m1 * n, rng)
    L = rng.integers(0, P, size=(m1 * n, n), dtype=np.int64)
    lv = np.einsum('mj,jq->mq', L, pts) % P
    LQ = (Q * lv[:, None, :]) % P
    r1 = rk(S); r2 = rk(np.concatenate([S, LQ])); r3 = rk(LQ)
    print(f"R={R} n={n} s={s} spec='{spec}' seed={seed}: dim S_s={r1}, dim K1*S_(s-1)={r3}, dim(S_s + K1*S_(s-1))={r2}, D_s={Dn}, cap={cap(s)}", flush=True)
