"""Dominance Jacobian rank for general (R, M = R - 1): (x, l1, l2, l3) -> (l1 a, l2 b, l3 g), forward mode mod 2^31-1."""
import sys, numpy as np, flint
q = 2**31 - 1
def jac_rank(R, M, n, seed, conv):
    g = np.random.default_rng(seed)
    WI = [g.integers(-1000, 1000, (R, M if l == 0 else R)) for l in range(3)]
    WH = [g.integers(-1000, 1000, (R, R)) for l in range(3)]
    if conv == 'free':
        h0 = [[int(v) for v in g.integers(-1000, 1000, R)] for _ in range(3)]
    else:
        h0 = []
        for l in range(3):
            sol = flint.nmod_mat(R, R, [int(v) % q for v in WH[l].ravel()], q).solve(flint.nmod_mat(R, 1, [1] * R, q))
            h0.append([int(sol[i, 0]) for i in range(R)])
    nv = n * M + 3
    xv = [int(v) for v in g.integers(-1000, 1000, n * M)]; lv = [int(v) for v in g.integers(1, 1000, 3)]
    # values and gradients as numpy object-free int arrays mod q: state vector (R,), grads (R, nv)
    def lin(A, v, d): return (A.astype(object).dot(v) % q, A.astype(object).dot(d) % q)
    hv = [np.array(h0[l], dtype=object) for l in range(3)]; hd = [np.zeros((R, nv), dtype=object) for l in range(3)]
    for t in range(n):
        bv = np.array(xv[t * M:(t + 1) * M], dtype=object); bd = np.zeros((M, nv), dtype=object)
        for m in range(M): bd[m, t * M + m] = 1
        for l in range(3):
            sv, sd = lin(WH[l], hv[l], hd[l]); wv, wd = lin(WI[l], bv, bd)
            hv[l] = sv * wv % q; hd[l] = (sd * wv[:, None] + wd * sv[:, None]) % q
            bv, bd = hv[l], hd[l]
    rows = []
    for l in range(3):
        sv, sd = lin(WH[l], hv[l], hd[l])
        dl = np.zeros((R, nv), dtype=object); dl[:, n * M + l] = sv
        rows += (((sd * lv[l]) + dl) % q).tolist()
    return flint.nmod_mat(3 * R, nv, [int(v) for r in rows for v in r], q).rank()
for R, ns in ((3, (5, 6)), (4, (4, 5)), (5, (3, 4))):
    for n in ns:
        print(f"R={R} M={R-1} n={n}: Jacobian rank (of {3*R}), seeds 1,2 x (free, thesis):",
              [jac_rank(R, R - 1, n, s, c) for c in ('free', 'thesis') for s in (1, 2)], flush=True)
