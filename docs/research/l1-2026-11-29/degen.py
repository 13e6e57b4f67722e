"""rank F_0 (H3 = I) at special points of the family: a GF(p) rank at one point is a LOWER bound for tau(n)
(the generic rank on the family H3 = I), whatever the point (lower semicontinuity), so degenerate points are allowed.
Usage: python degen.py n points seed spec   (spec: comma list of  H1=I|P|rand, H2=I|rand, W2=I|P|rand, l=1|rand,
        W1=std|rand   (std: columns (1,1,1) and (1,2,3)))"""
import sys, time, os
import numpy as np
sys.path.insert(0, '/work/main'); sys.path.insert(0, '/work/main/docs/research/lower-2026-11-29b')
from numerics.rank.blas import blas_rank_mod_p
from fk_rank import evaluate, p

def make(R, M, seed, spec):
    g = np.random.default_rng(seed)
    rnd = lambda *s: g.integers(0, p, s).astype(np.float64)
    W = dict(W1=rnd(R, M), W2=rnd(R, R), W3=rnd(R, R), H1=rnd(R, R), H2=rnd(R, R), H3=np.eye(R), WO=rnd(R))
    P = np.roll(np.eye(R), 1, axis=0)       # cyclic permutation e_i -> e_{i+1}
    for item in filter(None, spec.split(',')):
        k, v = item.split('=')
        if k in ('H1', 'H2', 'W2'):
            W[k] = {'I': np.eye(R), 'P': P.copy(), 'rand': W[k]}[v] if v in ('I', 'P', 'rand') else np.array(eval(v), dtype=np.float64) % p
        elif k == 'l':
            if v == '1': W['W3'][0, :] = 1.0
        elif k == 'W1':
            if v == 'std': W['W1'] = np.array([[1, 1], [1, 2], [1, 3]], dtype=np.float64)
            elif v != 'rand': W['W1'] = np.array(eval(v), dtype=np.float64) % p
        else:
            raise ValueError(k)
    return W, g

def build(n, points, seed, spec, R=3, M=2, cols=None):
    W, g = make(R, M, seed, spec)
    cols = cols or points
    a = g.integers(0, p, (points, R)).astype(np.float64)
    b = g.integers(0, p, (points, R)).astype(np.float64)
    xs = g.integers(0, p, (cols, n, M)).astype(np.float64)
    Y = np.empty((points, cols), dtype=np.float32)
    for i in range(0, points, 16):
        v = evaluate(W, a[i:i+16], b[i:i+16], None, xs, top=0)
        v[v > p // 2] -= p
        Y[i:i+16] = v
    return Y

if __name__ == '__main__':
    n, points, seed = map(int, sys.argv[1:4]); spec = sys.argv[4] if len(sys.argv) > 4 else ''
    t0 = time.time(); Y = build(n, points, seed, spec); t1 = time.time()
    r = blas_rank_mod_p(Y, p, overwrite=True)
    print(f"n={n} points={points} seed={seed} spec='{spec}': rank F_0 = {r}  ({t1-t0:.1f}s + {time.time()-t1:.1f}s)", flush=True)
