"""Memory-lean version of d4.corner_ranks_R2 (same points, same weights, same seeds): the evaluation and the
interpolation in t run in chunks of Start points; Q is stored as int32."""
import sys, time, json
from math import comb
import numpy as np
import flint
sys.path.insert(0, __file__.rsplit("/", 1)[0])
from d4 import P, rank, mv, weights, corner_terms_R2
from numerics.bounds.depth4 import depth4_ideal_bound
from numerics.bounds.registry import least_separation_cap


def corner_ranks_R2_chunked(n, seed=1, family=True, margin=12, xc=48):
    R, T = 2, 2 * n
    n1 = comb(n + 2, 3)
    terms = corner_terms_R2(T)
    X = Y = max(terms) + margin
    w = weights(R, seed, family)
    rng = np.random.default_rng(seed + 7)
    b, c, g = (rng.integers(0, P, size=(R, X, 1), dtype=np.int64) for _ in range(3))
    us = [rng.integers(0, P, size=(R, 1, Y), dtype=np.int64) for _ in range(n - 1)]
    ts = np.arange(1, n1 + 2, dtype=np.int64)
    Vm = flint.nmod_mat([[pow(int(t), j, P) for j in range(n1 + 1)] for t in ts], P).inv()
    Vinv = np.array([[int(Vm[r, q]) for q in range(n1 + 1)] for r in range(n1 + 1)], dtype=np.int64)
    lo, hi = Vinv & 0x7FFF, Vinv >> 15
    Q = np.empty((n1 + 1, X, Y), dtype=np.int32)
    # layer-1 End states for each t: h1_j(t), shape (R, 1, Y), cheap
    for x0 in range(0, X, xc):
        x1 = min(X, x0 + xc)
        bb, cc, gg = b[:, x0:x1], c[:, x0:x1], g[:, x0:x1]
        V = np.empty((n1 + 1, x1 - x0, Y), dtype=np.int64)
        for i, t in enumerate(ts):
            h1 = np.array([1, t], dtype=np.int64).reshape(R, 1, 1)
            h2 = bb * mv(w["W2"], h1) % P
            h3 = cc * mv(w["W3"], h2) % P
            h4 = gg * mv(w["W4"], h3) % P
            for u in us:
                h1 = mv(w["H1"], h1) * u % P
                h2 = mv(w["H2"], h2) * mv(w["W2"], h1) % P
                h3 = mv(w["H3"], h3) * mv(w["W3"], h2) % P
                h4 = mv(w["H4"], h4) * mv(w["W4"], h3) % P
            V[i] = np.tensordot(w["WO"], h4, axes=(0, 0)) % P
        flat = V.reshape(n1 + 1, -1)
        q = ((lo @ flat) % P + ((hi @ flat) % P) * (1 << 15)) % P
        Q[:, x0:x1, :] = q.reshape(n1 + 1, x1 - x0, Y).astype(np.int32)
        del V, flat, q
    ranks = [rank(Q[j].astype(np.int64)) for j in range(n1 + 1)]
    return ranks, terms


if __name__ == "__main__":
    fam = sys.argv[1] == "family"; n = int(sys.argv[2]); seed = int(sys.argv[3]) if len(sys.argv) > 3 else 1
    t0 = time.time()
    ranks, terms = corner_ranks_R2_chunked(n, seed=seed, family=fam)
    cap = least_separation_cap(depth=4, M=2, R=2, T=2 * n)[0]
    short = [(j, r, t) for j, (r, t) in enumerate(zip(ranks, terms)) if r != t]
    print(json.dumps({"n": n, "T": 2 * n, "family_H4_eq_I": fam, "seed": seed, "sum_ranks": sum(ranks),
                      "sum_terms": sum(terms), "depth4_ideal_bound": depth4_ideal_bound(R=2, T=2 * n),
                      "least_cap": cap, "mismatches(j,rank,term)": short, "ranks": ranks,
                      "seconds": round(time.time() - t0, 1)}), flush=True)
