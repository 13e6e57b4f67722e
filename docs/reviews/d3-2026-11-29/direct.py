# Direct ranks: (A_R) base dim Z_3 on family H3 = I, M = R, W^(I,1) = I (rows = End inputs, cols = free states),
# and T = 4 full-RAC evaluation matrix. Usage: python direct.py base R seed | python direct.py t4 R seed
import sys, time, numpy as np
from common_rv import *
mode, R, seed = sys.argv[1], int(sys.argv[2]), int(sys.argv[3])
rng = np.random.default_rng(seed + 777)
t0 = time.time()
if mode == 'base':
    n = int(sys.argv[4]) if len(sys.argv) > 4 else 3
    target = R * c_formula(R, n)
    N = target + 8
    H1, H2, W2, W3 = (rmat(rng, R, R) for _ in range(4))
    import os
    if os.environ.get('DEGEN'):  # negative control: W2 = H2 = I
        W2 = np.eye(R, dtype=np.int64); H2 = np.eye(R, dtype=np.int64); print('DEGEN: W2 = H2 = I')
    WO = rng.integers(1, P, size=(1, R), dtype=np.int64)
    a, b, g = (rmat(rng, R, N) for _ in range(3))  # columns = free states
    Y = np.zeros((N, N), dtype=np.int64)
    for r in range(N):
        u = rmat(rng, R, n)
        h1 = (a * u[:, [0]]) % P
        h2 = (b * mv(W2, h1)) % P
        h3 = (g * mv(W3, h2)) % P
        for j in range(1, n):
            h1 = (mv(H1, h1) * u[:, [j]]) % P
            h2 = (mv(H2, h2) * mv(W2, h1)) % P
            h3 = (h3 * mv(W3, h2)) % P      # H3 = I
        Y[r] = mv(WO, h3)[0]
elif mode in ('t4', 't2'):
    ns = 2 if mode == 't4' else 1
    target = R * mset(R, 3) if mode == 't4' else R
    N = target + 6
    WI = [rmat(rng, R, R) for _ in range(3)]
    WH = [rmat(rng, R, R) for _ in range(3)]
    WO = rng.integers(1, P, size=(1, R), dtype=np.int64)
    h0 = [rmat(rng, R, 1) for _ in range(3)]
    def run(h, xs):
        for x in xs:
            below = x
            new = []
            for l in range(3):
                below = (mv(WH[l], h[l]) * mv(WI[l], below)) % P
                new.append(below)
            h = new
        return h
    xs_start = [rmat(rng, R, N) for _ in range(ns)]
    hs = run([np.repeat(h0[l], N, axis=1) for l in range(3)], xs_start)   # states for N Start points
    Y = np.zeros((N, N), dtype=np.int64)
    for c in range(N):
        x3, x4 = rmat(rng, R, 1), rmat(rng, R, 1)
        hh = run(hs, [np.repeat(x3, N, axis=1), np.repeat(x4, N, axis=1)][:ns])
        Y[:, c] = mv(WO, hh[2])[0]
t1 = time.time()
rk = rank_modp(Y)
t2 = time.time()
print(f"{mode} R={R} n={n if mode == 'base' else 2} seed={seed} p={P} side={N} rank={rk} target={target} {'OK' if rk == target else 'MISMATCH'} eval={t1-t0:.1f}s rank={t2-t1:.1f}s", flush=True)
