"""Reviewer's own evaluation of a depth-L RAC mod p and the rank of its Start x End evaluation matrix.

mode 'rac' : integer weights, integer initial states, inputs x^t in F_p^M (f = identity); Y[i,j] = y(start_i, end_j).
mode 'P'   : the polynomial P(a^(1..L); u_{s+1..T}) with all arguments free and random in F_p^R (rank P test).
Usage: python evalrank.py MODE L R M T NS NE SEED
"""

import sys
import time

import flint
import numpy as np

p = 2**31 - 1


def matvec(W, h):
    out = np.zeros(h.shape[:-1] + (W.shape[0],), dtype=np.int64)
    for i in range(W.shape[0]):
        acc = np.zeros(h.shape[:-1], dtype=np.int64)
        for j in range(W.shape[1]):
            acc += (int(W[i, j]) * h[..., j]) % p
        out[..., i] = acc % p
    return out


def run(mode, L, R, M, T, NS, NE, seed, chunk=None):
    rng = np.random.default_rng(seed)
    s = T // 2
    rnd = lambda *shape: rng.integers(0, p, size=shape, dtype=np.int64)  # noqa: E731
    WI = [None] + [rnd(R, M if l == 1 else R) for l in range(1, L + 1)]
    WH = [None] + [rnd(R, R) for _ in range(L)]
    WO = rnd(1, R)
    h0 = [None] + [rnd(R) for _ in range(L)]
    if mode == "rac":
        xs = rnd(NS, s, M)
        xe = rnd(NE, T - s, M)
        h = [None] + [np.broadcast_to(h0[l], (NS, R)).copy() for l in range(1, L + 1)]
        for t in range(s):
            below = xs[:, t, :]
            for l in range(1, L + 1):
                below = (matvec(WH[l], h[l]) * matvec(WI[l], below)) % p
                h[l] = below
        A = [None] + [matvec(WH[l], h[l]) for l in range(1, L + 1)]  # a^(l), (NS, R)
        U = matvec(WI[1], xe)  # (NE, n, R)
    else:
        A = [None] + [rnd(NS, R) for _ in range(L)]
        U = rnd(NE, T - s, R)
    Y = np.zeros((NS, NE), dtype=np.int64)
    chunk = chunk or max(1, 4_000_000 // (NE * R))
    for c0 in range(0, NS, chunk):
        c1 = min(NS, c0 + chunk)
        prev = [None] + [A[l][c0:c1, None, :] for l in range(1, L + 1)]  # W^{H,l} h^{s,l}
        for t in range(T - s):
            below = U[None, :, t, :]
            cur = [None]
            for l in range(1, L + 1):
                hp = prev[l] if t == 0 else matvec(WH[l], prev[l])
                inp = below if l == 1 else matvec(WI[l], below)
                below = (hp * inp) % p
                cur.append(below)
            prev = cur
        Y[c0:c1] = matvec(WO, prev[L])[..., 0]
    t0 = time.time()
    rk = flint.nmod_mat(Y.tolist(), p).rank()
    return rk, time.time() - t0


if __name__ == "__main__":
    mode = sys.argv[1]
    L, R, M, T, NS, NE, seed = map(int, sys.argv[2:9])
    t0 = time.time()
    rk, tr = run(mode, L, R, M, T, NS, NE, seed)
    print(
        f"mode={mode} L={L} R={R} M={M} T={T} NS={NS} NE={NE} seed={seed} p={p}: rank={rk} "
        f"(rank {tr:.1f}s, total {time.time() - t0:.1f}s)",
        flush=True,
    )
