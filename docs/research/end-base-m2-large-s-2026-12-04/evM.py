"""Variant of ev.py with an M-dimensional input space U = col(Ub) (Ub: n x M). Used only for Remark 2S' (U = K^n)."""
import sys, time, math, numpy as np, flint
from ev import P, cc

def capM(s, M):
    r = 1
    for k in range(1, s + 1): r *= cc(M, k)
    return r

def span_rank_M(A, H, B, c, Ub, s, seed=0, p=P):
    rng = np.random.default_rng(10_000 + seed)
    R, n = A.shape; M = Ub.shape[1]
    Dfull = R * cc(n, s)  # T_s = (K[a]_s)^R when U = K^n and A has no zero entry
    tgt = min(capM(s, M), Dfull); nrows = tgt + 20; npts = cc(n, s) + 20
    Bt = (B % p).T.copy(); pts = rng.integers(0, p, size=(n, npts), dtype=np.int64)
    out = np.zeros((nrows, R * npts), dtype=np.int64)
    chunk = max(1, 4_000_000 // (npts * max(n, R)))
    for r0 in range(0, nrows, chunk):
        r1 = min(nrows, r0 + chunk); m = r1 - r0
        X = rng.integers(0, p, size=(m, s, M), dtype=np.int64)
        a = np.broadcast_to(pts, (m, n, npts)).copy(); ms = []
        for i in range(s):
            u = np.zeros((m, n), dtype=np.int64)
            for cI in range(M): u = (u + Ub[None, :, cI] * X[:, i, cI:cI+1]) % p
            ua = (u[:, :, None] * a) % p
            ms.append(np.einsum('kj,mjq->mkq', A % p, ua) % p); a = np.einsum('kj,mjq->mkq', H % p, ua) % p
        v = np.broadcast_to(((Bt @ (c % p)) % p)[None, :, None], (m, R, npts)).copy()
        for i in range(s - 1, -1, -1):
            v = (ms[i] * v) % p
            if i > 0: v = np.einsum('kj,mjq->mkq', Bt, v) % p
        out[r0:r1] = v.reshape(m, R * npts)
    return flint.nmod_mat(out.tolist(), p).rank(), tgt

if __name__ == '__main__':
    R, n = int(sys.argv[1]), int(sys.argv[2]); sl = list(map(int, sys.argv[3].split(':')))
    A = np.array([[(k + 1) ** j for j in range(n)] for k in range(R)], dtype=np.int64)  # positive, distinct ratios
    H = np.array([[1 + ((i + 2 * j) % 3) for j in range(n)] for i in range(n)], dtype=np.int64)  # positive
    B = np.eye(R, dtype=np.int64); c = np.ones(R, dtype=np.int64); Ub = np.eye(n, dtype=np.int64)
    print("H =", H.tolist())
    for s in sl:
        t0 = time.time(); r, tgt = span_rank_M(A, H, B, c, Ub, s)
        print(f"U=K^n: R={R} n={n} s={s} A=vdm H=pos B=I c=1: rank={r} target min(cap,R((n,s)))={tgt} loss={tgt-r} ({time.time()-t0:.1f}s)", flush=True)
