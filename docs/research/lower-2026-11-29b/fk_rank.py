"""Exact GF(p) rank of the evaluation matrix of F_top (or of P with g fixed / free) with free Start states,
depth 3, general inputs, p = BLAS prime 11863279, float64 exact arithmetic (residues < 2^24, products < 2^48).

Usage: python fk_rank.py R M n points seed mode
  mode = 'topk'  : F_k(a,b; End)            (g = e_k)
  mode = 'gfix'  : P(a,b,c; End) for one fixed random c (the same c for every row)
  mode = 'free'  : P(a,b,g; End), all states random
A GF(p) rank of an integer evaluation matrix is <= its rank over Q <= dim of the span at these integer weights
<= the generic dimension: a certified LOWER bound for almost every weight choice.
"""
import sys, time, os
import numpy as np
sys.path.insert(0, '/work/main')
from numerics.rank.blas import blas_rank_mod_p

p = 11863279
pf = float(p)

def red(x):
    # x integer-valued float64, |x| < 2^53 -> [0,p)
    return x - np.floor(x / pf) * pf

def lin(h, A):
    # h (..., R) times A^T (last axis), reduced
    return red(h @ A.T.astype(np.float64))

def weights(R, M, seed):
    g = np.random.default_rng(seed)
    W1 = g.integers(0, p, (R, M)).astype(np.float64)
    W2 = g.integers(0, p, (R, R)).astype(np.float64)
    W3 = g.integers(0, p, (R, R)).astype(np.float64)
    H1 = g.integers(0, p, (R, R)).astype(np.float64)
    H2 = g.integers(0, p, (R, R)).astype(np.float64)
    H3 = g.integers(0, p, (R, R)).astype(np.float64)
    WO = g.integers(0, p, R).astype(np.float64)
    if os.environ.get('H3I'):          # special point: H3 = identity (layer-3 units evolve independently)
        H3 = np.eye(R)
    if os.environ.get('H1I'):          # exploratory only: H1 = identity
        H1 = np.eye(R)
    if os.environ.get('H2I'):          # exploratory only: H2 = identity as well
        H2 = np.eye(R)
    return dict(W1=W1, W2=W2, W3=W3, H1=H1, H2=H2, H3=H3, WO=WO), g

def evaluate(Wt, a, b, gst, xs, top=None):
    """P(a_i, b_i, g_i; xs_j) mod p, shape (c, Q). gst (c,R) or None with top set."""
    W1, W2, W3, H1, H2, H3, WO = (Wt[k] for k in ('W1', 'W2', 'W3', 'H1', 'H2', 'H3', 'WO'))
    c, R = a.shape
    Q, n, M = xs.shape
    u = red(xs[:, 0, :] @ W1.T)                      # (Q,R)
    h1 = red(a[:, None, :] * u[None, :, :])          # (c,Q,R)
    h2 = red(b[:, None, :] * lin(h1, W2))
    v3 = lin(h2, W3)
    if top is not None:
        h3 = np.zeros_like(v3); h3[..., top] = v3[..., top]
    else:
        h3 = red(gst[:, None, :] * v3)
    for t in range(1, n):
        u = red(xs[:, t, :] @ W1.T)
        h1 = red(lin(h1, H1) * u[None, :, :])
        h2 = red(lin(h2, H2) * lin(h1, W2))
        h3 = red(lin(h3, H3) * lin(h2, W3))
    return red(h3 @ WO)

def build(R, M, n, points, seed, mode, chunk=16, cols=None):
    Wt, g = weights(R, M, seed)
    cols = points if cols is None else cols
    a = g.integers(0, p, (points, R)).astype(np.float64)
    b = g.integers(0, p, (points, R)).astype(np.float64)
    gs = g.integers(0, p, (points, R)).astype(np.float64)
    if mode == 'gfix':
        gs[:] = gs[0]
    if mode.startswith('sub'):                 # g restricted to span(e_0..e_{m-1}): rank of (F_0..F_{m-1}) jointly
        gs[:, int(mode[3:]):] = 0
    xs = g.integers(0, p, (cols, n, M)).astype(np.float64)
    Y = np.empty((points, cols), dtype=np.float32)
    half = p // 2
    for i in range(0, points, chunk):
        top = int(mode[3:]) if mode.startswith('top') else None
        v = evaluate(Wt, a[i:i+chunk], b[i:i+chunk], gs[i:i+chunk], xs, top=top)
        v[v > half] -= pf                                 # centred residues, exact in float32
        Y[i:i+chunk] = v
    return Y

if __name__ == '__main__':
    R, M, n, points, seed = map(int, sys.argv[1:6]); mode = sys.argv[6]
    t0 = time.time()
    Y = build(R, M, n, points, seed, mode)
    t1 = time.time()
    print(f"built {Y.shape} in {t1-t0:.1f}s", flush=True)
    r = blas_rank_mod_p(Y, p, overwrite=True)
    print(f"R={R} M={M} n={n} mode={mode} points={points} seed={seed} p={p}: rank {r}  (build {t1-t0:.1f}s, rank {time.time()-t1:.1f}s)", flush=True)
