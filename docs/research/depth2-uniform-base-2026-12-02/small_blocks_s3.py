"""Brute force: which small blocks (b layer-1 nodes, b2 layer-2 nodes, k head inputs on distinct layer-1 nodes,
all other layer-1 nodes fed by the common input) are spanned by their k head inputs within 3 steps ('cycle' use,
needs b+b2 <= 3k), or spanned modulo the block's E0 ('tail' use, b+b2-2 <= 3k)?  Float rank (0/1 integer matrices,
tiny); the hits used in NOTES are re-checked exactly in start_optimal3.py."""
import itertools, json, sys
import numpy as np

def krylov_cols(Mk, Bm, s):
    cols = []; X = Bm.copy()
    for _ in range(s):
        cols.append(X); X = Mk @ X
    return np.hstack(cols)

def blocks(b, b2, k, s, tail):
    hits = []
    for sigma in itertools.product(range(b), repeat=b):
        Ps = np.zeros((b, b)); [Ps.__setitem__((v, sigma[v]), 1) for v in range(b)]
        for tau in itertools.product(range(b2), repeat=b2):
            Pt = np.zeros((b2, b2)); [Pt.__setitem__((x, tau[x]), 1) for x in range(b2)]
            for alpha in itertools.product(range(b), repeat=b2):
                Pa = np.zeros((b2, b)); [Pa.__setitem__((x, alpha[x]), 1) for x in range(b2)]
                Mk = np.block([[Ps, np.zeros((b, b2))], [Pa @ Ps, Pt]])
                heads = list(range(k))
                Bm = np.zeros((b + b2, k))
                for j, h in enumerate(heads):
                    e = np.zeros(b); e[h] = 1
                    Bm[:, j] = np.concatenate([e, Pa @ e])
                K = krylov_cols(Mk, Bm, s)
                if tail:
                    E0 = np.array([np.r_[np.ones(b), np.zeros(b2)], np.r_[np.zeros(b), np.ones(b2)]]).T
                    K = np.hstack([K, E0])
                if np.linalg.matrix_rank(K) == b + b2:
                    hits.append(dict(sigma=sigma, tau=tau, alpha=alpha))
                    return hits
    return hits

if __name__ == "__main__":
    s = 3
    for (b, b2, k, tail) in [(1, 2, 1, False), (2, 1, 1, False), (2, 4, 2, False), (3, 3, 2, False), (4, 2, 2, False),
                             (1, 4, 1, True), (2, 3, 1, True), (3, 2, 1, True), (4, 1, 1, True), (1, 3, 1, True)]:
        if k > b: continue
        h = blocks(b, b2, k, s, tail)
        print(json.dumps(dict(b=b, b2=b2, inputs=k, tail=tail, steps=s, found=h[:1])), flush=True)
