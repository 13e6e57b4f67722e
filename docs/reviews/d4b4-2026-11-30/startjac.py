# Reviewer's own code: Jacobian rank mod p of the depth-4 Start map x^1..x^s -> (W^(H,l) h^(s,l))_(l=1..4),
# R = M = 2, initial factors W^(H,l) h^(0,l) = 1, forward-mode derivatives; "full" = w.r.t. all inputs,
# "last4" = w.r.t. x^(s-3..s) only (the minor used in Lemma S step (2)).
import sys, numpy as np
from flint import nmod_mat
p = 1000000007
def run(s, seed):
    rng = np.random.default_rng(seed)
    W = [rng.integers(1, p, size=(2, 2)) for _ in range(4)]; H = [rng.integers(1, p, size=(2, 2)) for _ in range(4)]
    X = rng.integers(0, p, size=(s, 2))
    nv = 2 * s
    rec = [(np.ones(2, dtype=object), np.zeros((2, nv), dtype=object)) for _ in range(4)]
    for t in range(s):
        below = (X[t].astype(object), np.zeros((2, nv), dtype=object)); below[1][:, 2 * t:2 * t + 2] = np.eye(2, dtype=int)
        for l in range(4):
            r, dr = rec[l]
            i = W[l].astype(object).dot(below[0]) % p; di = W[l].astype(object).dot(below[1]) % p
            h = r * i % p; dh = (r[:, None] * di + i[:, None] * dr) % p
            rec[l] = (H[l].astype(object).dot(h) % p, H[l].astype(object).dot(dh) % p)
            below = (h, dh)
    J = np.concatenate([d for _, d in rec])
    full = nmod_mat(8, nv, [int(v) for v in J.ravel()], p).rank()
    last4 = None
    if s >= 4:
        L4 = J[:, 2 * (s - 4):]
        last4 = nmod_mat(8, 8, [int(v) for v in L4.ravel()], p).rank()
    return full, last4
for s in range(2, 41):
    f, l4 = run(s, 1000 + s)
    print(f"s={s} full_rank={f} last4_rank={l4 if s >= 4 else '-'}")
