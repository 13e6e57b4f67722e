"""Depth-3 End rank with free Start states, M = R, W^(I,1) = I (own evaluator, GF(p)).

P(a, b, g; u_1..u_n): h1 = a*u1, h2 = b*(W2 h1), h3 = g*(W3 h2); steps j >= 2:
h1 = (H1 h1)*u_j, h2 = (H2 h2)*(W2 h1), h3 = (H3 h3)*(W3 h2); y = WO . h3.
Rank of the (points x End) evaluation matrix mod p is a lower bound on rank P for these weights.
usage: python endrank.py R n P Q seed [flags: H3I H2I H1I top=k]
"""
import sys, time, os
import numpy as np
from numerics.rank import flint_rank_mod_p
p = 2**31 - 1

def mm(A, h):  # h @ A.T mod p, columnwise
    out = np.zeros(h.shape[:-1] + (A.shape[0],), dtype=np.int64)
    for c in range(A.shape[1]):
        out = (out + h[..., c:c+1] * A[:, c]) % p
    return out

def weights(R, seed, flags):
    rng = np.random.default_rng(seed)
    W = lambda: rng.integers(0, p, size=(R, R), dtype=np.int64)
    I = np.eye(R, dtype=np.int64)
    w = dict(W2=W(), W3=W(), H1=W(), H2=W(), H3=W(), WO=rng.integers(1, p, size=R, dtype=np.int64))
    for f in ('H1', 'H2', 'H3'):
        if f + 'I' in flags: w[f] = I.copy()
    return w

def evaluate(w, a, b, g, us):
    """a, b, g: (P, R); us: (Q, n, R) -> (P, Q)"""
    Pn, R = a.shape; Q, n, _ = us.shape
    h1 = (a[:, None, :] * us[None, :, 0, :]) % p
    h2 = (b[:, None, :] * mm(w['W2'], h1)) % p
    h3 = (g[:, None, :] * mm(w['W3'], h2)) % p
    for j in range(1, n):
        h1 = (mm(w['H1'], h1) * us[None, :, j, :]) % p
        h2 = (mm(w['H2'], h2) * mm(w['W2'], h1)) % p
        h3 = (mm(w['H3'], h3) * mm(w['W3'], h2)) % p
    return mm(w['WO'][None, :], h3)[..., 0]

def rank_P(R, n, Pn, Q, seed, flags=(), top=None, block=500):
    w = weights(R, seed, flags)
    rng = np.random.default_rng(seed + 1000)
    a = rng.integers(0, p, size=(Pn, R), dtype=np.int64)
    b = rng.integers(0, p, size=(Pn, R), dtype=np.int64)
    if 'afix' in flags:   # every Start point gets the same a (the End polynomial restricted to a fixed a)
        a[:] = a[0]
    if top is None:
        g = rng.integers(0, p, size=(Pn, R), dtype=np.int64)
    else:
        g = np.zeros((Pn, R), dtype=np.int64); g[:, top] = 1
    us = rng.integers(0, p, size=(Q, n, R), dtype=np.int64)
    Y = np.zeros((Pn, Q), dtype=np.uint64)
    for i in range(0, Pn, block):
        Y[i:i+block] = evaluate(w, a[i:i+block], b[i:i+block], g[i:i+block], us).astype(np.uint64)
    return flint_rank_mod_p(Y, p, threads=1)[0]

if __name__ == '__main__':
    R, n, Pn, Q, seed = map(int, sys.argv[1:6])
    flags = sys.argv[6:]
    top = None
    for f in flags:
        if f.startswith('top='): top = int(f[4:])
    t = time.time()
    r = rank_P(R, n, Pn, Q, seed, flags, top)
    print(f"R={R} n={n} P={Pn} Q={Q} seed={seed} flags={flags} rank={r} wall={time.time()-t:.1f}s", flush=True)
