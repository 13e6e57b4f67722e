"""Reviewer d4r3-T10 (copied from docs/reviews/d4r3b-2026-11-30/jac.py; prime and s-range changed): Jacobian rank of the Start map (x^1..x^s) -> (a,b,c,g) = (Hl h^(s,l))_l, depth 4, R = M = 3,
W^(I,1) = I, random weights and random h^(0,l), forward-mode derivatives mod p, FLINT rank.
usage: python jac.py SEED [ones]   (ones: h^(0,l) = (W^(H,l))^(-1) 1 mod p, i.e. the thesis' initial factors 1)"""
import sys
import numpy as np
from flint import nmod_mat
P = 3670013  # reviewer d4r3-T10: own prime (lab 1048571, d4r3b 2097143)
R, L = 3, 4


def run(seed, s):
    rng = np.random.default_rng(seed)
    H = [rng.integers(0, P, size=(R, R)) for _ in range(L)]
    W = [None] + [rng.integers(0, P, size=(R, R)) for _ in range(L - 1)]
    nv = s * R
    # dual numbers: array (R, 1 + nv): column 0 value, columns 1.. gradient
    h = [np.zeros((R, 1 + nv), dtype=np.int64) for _ in range(L)]
    for l in range(L):
        h[l][:, 0] = rng.integers(0, P, size=R)
    xpt = rng.integers(0, P, size=(s, R))

    def lin(M, v):
        return (M @ v) % P  # entries < 2^21, 3 terms: exact in int64

    def mul(u, v):
        out = (u[:, :1] * v) % P
        out[:, 1:] = (out[:, 1:] + u[:, 1:] * v[:, :1]) % P
        return out
    if ONES:  # initial factor W^(H,l) h^(0,l) = 1
        for l in range(L):
            sol = nmod_mat(R, R, H[l].ravel().tolist(), P).solve(nmod_mat(R, 1, [1] * R, P))
            h[l][:, 0] = [int(sol[r, 0]) for r in range(R)]
            assert (lin(H[l], h[l][:, :1]) == 1).all()
    for t in range(s):
        x = np.zeros((R, 1 + nv), dtype=np.int64)
        x[:, 0] = xpt[t]
        for r in range(R):
            x[r, 1 + t * R + r] = 1
        new = []
        inp = x
        for l in range(L):
            hl = mul(lin(H[l], h[l]), inp if l == 0 else lin(W[l], inp))
            new.append(hl)
            inp = hl
        h = new
    out = np.concatenate([lin(H[l], h[l]) for l in range(L)])  # (4R, 1+nv)
    J = out[:, 1:]
    return nmod_mat(J.shape[0], J.shape[1], J.ravel().tolist(), P).rank()


seed = int(sys.argv[1])
ONES = len(sys.argv) > 2 and sys.argv[2] == 'ones'
for s in range(2, 11):
    print("seed", seed, "init", "ones" if ONES else "random", "s", s, "Jacobian rank", run(seed, s), "of max", min(4 * R, s * R), flush=True)
