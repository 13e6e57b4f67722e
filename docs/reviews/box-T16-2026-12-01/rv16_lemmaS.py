"""helper-103's own Lemma S check at R = 3 (written from the statement; pattern of the d4b4 reviewer's startjac.py, R = 2):
Jacobian rank mod p of the depth-4 Start map x^1..x^s -> (W^(H,l) h^(s,l))_(l=1..4), R = M = 3, initial factors
W^(H,l) h^(0,l) = 1, h^(t,l) = (W^(H,l) h^(t-1,l)) * (W^(I,l) h^(t,l-1)) (entrywise), h^(t,0) = x^t; forward-mode
derivatives, exact mod p = 999983.  'last4' = the 12 x 12 minor w.r.t. x^(s-3..s) only (Lemma S step (2))."""
import sys, numpy as np
from flint import nmod_mat
p = 999983
R = 3


def run(s, seed):
    rng = np.random.default_rng(seed)
    W = [rng.integers(1, p, size=(R, R)).astype(object) for _ in range(4)]
    H = [rng.integers(1, p, size=(R, R)).astype(object) for _ in range(4)]
    X = rng.integers(0, p, size=(s, R)).astype(object)
    nv = R * s
    rec = [(np.ones(R, dtype=object), np.zeros((R, nv), dtype=object)) for _ in range(4)]
    for t in range(s):
        d = np.zeros((R, nv), dtype=object); d[:, R * t:R * t + R] = np.eye(R, dtype=int)
        below = (X[t], d)
        for l in range(4):
            r, dr = rec[l]
            i = W[l].dot(below[0]) % p; di = W[l].dot(below[1]) % p
            h = r * i % p; dh = (r[:, None] * di + i[:, None] * dr) % p
            rec[l] = (H[l].dot(h) % p, H[l].dot(dh) % p)
            below = (h, dh)
    J = np.concatenate([d for _, d in rec])
    full = nmod_mat(4 * R, nv, [int(v) for v in J.ravel()], p).rank()
    last4 = nmod_mat(4 * R, 4 * R, [int(v) for v in J[:, R * (s - 4):].ravel()], p).rank() if s >= 4 else None
    return full, last4


for s in range(2, 13):
    for seed in (41, 43):
        f, l4 = run(s, 100 * seed + s)
        print(f"s={s} seed={100 * seed + s} full_rank={f} last4_rank={l4}", flush=True)
from proofs.general.depth4.corner_blocks import start_jacobian_rank  # the lab's, for comparison only
for sd in (1, 7):
    print(f"lab start_jacobian_rank(n=8, R=3, seed={sd}) =", start_jacobian_rank(n=8, R=3, seed=sd), flush=True)
