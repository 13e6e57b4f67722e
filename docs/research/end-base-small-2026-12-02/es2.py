"""End span dim S_s (depth 2, general inputs) by exact evaluation rank mod p = 2^31 - 1 (helper-132's own code).
P^(s)(a; u_1..u_s) = D(A D(u_1) a) B^T P^(s-1)(H D(u_1) a; u_2..),  P^(0) = c  (Lemma 1).
Rows: random End sequences (u_i = W x_i), columns: (random point a, component k). rank = dim S_s (lower bound,
equal w.h.p. once rows, points exceed the dims).
usage: es2.py R M s opts seed ; opts comma list, e.g. W=vand,t=ap,B=I,c=1,H=tri,A=tri
"""
import sys, numpy as np
from math import comb
sys.path.insert(0, '/work/main')
from numerics.rank import rank_mod_p
p = 2**31 - 1

def mm(A, h):  # h @ A.T mod p, last axis
    out = np.zeros(h.shape[:-1] + (A.shape[0],), dtype=np.int64)
    for c in range(A.shape[1]):
        out = (out + h[..., c:c+1] * A[:, c]) % p
    return out

def mc(n, k):
    return comb(n + k - 1, k) if n > 0 else (1 if k == 0 else 0)

def weights(R, M, opts, g):
    rnd = lambda *sh: g.integers(1, p, sh)
    W, A, H, B, c = rnd(R, M), rnd(R, R), rnd(R, R), rnd(R, R), rnd(R)
    o = dict(kv.split('=') for kv in opts.split(',') if kv)
    if 'W' in o:
        if o['W'] == 'vand':       # rows (1, t_j, t_j^2, ...)
            tt = o.get('t', 'rand')
            if tt == 'ap': t = np.arange(R)
            elif tt == 'rand': t = rnd(R)
            elif tt.startswith('list'): t = np.array([int(v) for v in tt[4:].split(':')])
            W = np.array([[pow(int(x), i, p) for i in range(M)] for x in t], dtype=np.int64)
        elif o['W'] == 'sel':
            W = np.zeros((R, M), dtype=np.int64); W[np.arange(R), np.arange(R) % M] = 1
    def struct(name, X):
        v = o.get(name)
        if v is None: return X
        if v == 'I': return np.eye(R, dtype=np.int64)
        if v == 'tri': return np.triu(X)              # upper triangular
        if v == 'ltri': return np.tril(X)
        if v == 'diag': return np.diag(np.diag(X))
        if v == 'shift': return np.roll(np.eye(R, dtype=np.int64), 1, axis=1)
        if v == 'bord':   # block triangular: last coordinate splits off: X[R-1, :R-1] = 0
            Y = X.copy(); Y[R-1, :R-1] = 0; return Y
        if v == 'bordT':
            Y = X.copy(); Y[:R-1, R-1] = 0; return Y
        if v.startswith('rank'):
            k = int(v[4:]); return mm(rnd(k, R).T.copy(), rnd(R, k)) if False else (rnd(R, k) @ np.zeros((k, R), dtype=np.int64) + (np.array(rnd(R, k), dtype=object) @ np.array(rnd(k, R), dtype=object) % p).astype(np.int64))
        if v.startswith('blk'):   # block diagonal, blocks of the given sizes, e.g. blk3.3
            sizes = [int(z) for z in v[3:].split('.')]; Y = np.zeros_like(X); i0 = 0
            for q in sizes: Y[i0:i0+q, i0:i0+q] = X[i0:i0+q, i0:i0+q]; i0 += q
            return Y
        if v.startswith('btri'):  # block upper triangular with the given diagonal block sizes
            sizes = [int(z) for z in v[4:].split('.')]; Y = X.copy(); i0 = 0
            for q in sizes: Y[i0+q:, i0:i0+q] = 0; i0 += q
            return Y
        if v.startswith('swp'):   # block diagonal of 2x2 swaps [[0,1],[1,0]] (R even)
            Y = np.zeros_like(X)
            for i0 in range(0, R - 1, 2): Y[i0, i0+1] = Y[i0+1, i0] = 1
            if R % 2: Y[R-1, R-1] = 1
            return Y
        if v.startswith('rot'):   # block diagonal of 2x2 blocks [[1,1],[1,2]] (integer, no invariant coordinate line)
            Y = np.zeros_like(X)
            q = R if R % 2 == 0 else R - 3
            for i0 in range(0, q, 2): Y[i0:i0+2, i0:i0+2] = [[1, 1], [1, 2]]
            if R % 2: Y[R-3:, R-3:] = [[1, 1, 0], [1, 2, 1], [0, 1, 2]]   # last block 3x3, no invariant coordinate line
            return Y
        if v == 'cbd':    # cyclic bidiagonal, random entries
            Y = np.zeros_like(X)
            for i in range(R): Y[i, i] = X[i, i]; Y[i, (i+1) % R] = X[i, (i+1) % R]
            return Y
        if v == 'cbd1':   # I + cyclic shift
            return np.eye(R, dtype=np.int64) + np.roll(np.eye(R, dtype=np.int64), 1, axis=1)
        if v == 'ctri':   # cyclic tridiagonal, random entries
            Y = np.zeros_like(X)
            for i in range(R):
                for d in (-1, 0, 1): Y[i, (i+d) % R] = X[i, (i+d) % R]
            return Y
        if v == 'J+D':    # all ones plus a random diagonal
            return np.ones_like(X) + np.diag(np.diag(X))
        if v == 'int':    # random small integers 1..9
            return 1 + (X % 9)
        if v == 'J+d':    # all ones plus diag(2, 3, ..., R+1)  (fully explicit)
            return np.ones_like(X) + np.diag(np.arange(2, R + 2))
        if v == 'J+d2':   # all ones plus diag(1, 4, 9, ...) (fully explicit)
            return np.ones_like(X) + np.diag(np.arange(1, R + 1) ** 2)
        if v == 'bidiag': return np.triu(X) - np.triu(X, 2)
        if v == 'jordan': return (np.eye(R, dtype=np.int64) + np.eye(R, k=1, dtype=np.int64))
        raise ValueError(v)
    A, H, B = struct('A', A), struct('H', H), struct('B', B)
    if o.get('c') == '1': c = np.ones(R, dtype=np.int64)
    if o.get('c') == 'e1': c = np.zeros(R, dtype=np.int64); c[0] = 1
    return W % p, A % p, H % p, B % p, c % p

def span_rank(R, M, s, opts='', seed=0, margin=24):
    g = np.random.default_rng(seed)
    W, A, H, B, c = weights(R, M, opts, g)
    D = R * (mc(R, s) - mc(R - M, s))
    cap = 1
    for q in range(1, s + 1): cap *= mc(M, q)
    target = min(D, cap)
    Nu = target + margin
    Na = min(mc(R, s), (D // R) + margin) + 4
    xs = g.integers(0, p, (Nu, s, M))
    a0 = g.integers(0, p, (Na, R))
    us = [mm(W, xs[:, i, :]) for i in range(s)]          # (Nu, R)
    a = np.broadcast_to(a0[None], (Nu, Na, R)).copy()
    ms = []
    for i in range(s):
        b = a * us[i][:, None, :] % p                     # D(u_i) a
        ms.append(mm(A, b)); a = mm(H, b)
    z = np.broadcast_to(c, (Nu, Na, R)).copy()
    for i in reversed(range(s)):
        z = mm(B.T.copy(), z) * ms[i] % p
    Y = z.reshape(Nu, Na * R)
    return rank_mod_p(Y, p).rank, D, cap

if __name__ == '__main__':
    R, M = int(sys.argv[1]), int(sys.argv[2])
    ss = [int(v) for v in sys.argv[3].split(':')]
    opts = sys.argv[4] if len(sys.argv) > 4 else ''
    seed = int(sys.argv[5]) if len(sys.argv) > 5 else 0
    for s in ss:
        r, D, cap = span_rank(R, M, s, opts, seed)
        print(f"R={R} M={M} s={s} opts='{opts}' seed={seed}: rank={r}  D_s={D} cap_s={cap} min={min(D,cap)} {'FULL' if r==min(D,cap) else 'SHORT by %d' % (min(D,cap)-r)}", flush=True)
