"""Per-corner ranks Q_alpha (R = 2, depth 4) at SPECIAL weights.  Usage:
python spec.py n seed 'H1=gen,H2=I,...'   (each of W2 W3 W4 H1 H2 H3 H4: gen|I|swap|diag|up|low|adiag)
A rank at a special point is a lower bound for the generic rank (lower semicontinuity); Prop. 12 bounds above."""
import sys, time, json
from math import comb
import numpy as np
sys.path.insert(0, "/work/main/docs/research/d4-2026-11-29")
from d4 import P, rank, mv, corner_terms_R2
import flint


def weights(seed, spec):
    R = 2
    rng = np.random.default_rng(seed)
    w = {k: rng.integers(1, P, size=(R, R), dtype=np.int64) for k in ("W1", "W2", "W3", "W4", "H1", "H2", "H3", "H4")}
    w["WO"] = rng.integers(1, P, size=R, dtype=np.int64)
    for item in filter(None, spec.split(",")):
        k, v = item.split("=")
        M = w[k].copy()
        if v == "I": M = np.eye(R, dtype=np.int64)
        elif v == "swap": M = np.array([[0, 1], [1, 0]], dtype=np.int64)
        elif v == "diag": M = np.diag(np.diag(M))
        elif v == "adiag": M = np.array([[0, M[0, 1]], [M[1, 0], 0]], dtype=np.int64)
        elif v == "up": M[1, 0] = 0
        elif v == "low": M[0, 1] = 0
        elif v == "ones": M = np.ones((R, R), dtype=np.int64)
        elif v == "gen": pass
        else: raise ValueError(v)
        w[k] = M
    return w


def corner_ranks(n, seed, spec, margin=12, sampseed=7):
    R = 2
    n1 = comb(n + 2, 3)
    terms = corner_terms_R2(2 * n)
    X = Y = max(terms) + margin
    w = weights(seed, spec)
    rng = np.random.default_rng(seed + sampseed)
    b, c, g = (rng.integers(0, P, size=(R, X, 1), dtype=np.int64) for _ in range(3))
    us = [rng.integers(0, P, size=(R, 1, Y), dtype=np.int64) for _ in range(n - 1)]
    ts = np.arange(1, n1 + 2, dtype=np.int64)
    V = np.empty((n1 + 1, X, Y), dtype=np.int64)
    for i, t in enumerate(ts):
        h1 = np.array([1, t], dtype=np.int64).reshape(R, 1, 1)
        h2 = b * mv(w["W2"], h1) % P
        h3 = c * mv(w["W3"], h2) % P
        h4 = g * mv(w["W4"], h3) % P
        for u in us:
            h1 = mv(w["H1"], h1) * u % P
            h2 = mv(w["H2"], h2) * mv(w["W2"], h1) % P
            h3 = mv(w["H3"], h3) * mv(w["W3"], h2) % P
            h4 = mv(w["H4"], h4) * mv(w["W4"], h3) % P
        V[i] = np.tensordot(w["WO"], h4, axes=(0, 0)) % P
    Vm = flint.nmod_mat([[pow(int(t), j, P) for j in range(n1 + 1)] for t in ts], P).inv()
    Vinv = np.array([[int(Vm[r, q]) for q in range(n1 + 1)] for r in range(n1 + 1)], dtype=np.int64)
    lo, hi = Vinv & 0x7FFF, Vinv >> 15
    flat = V.reshape(n1 + 1, -1)
    Q = ((lo @ flat) % P + ((hi @ flat) % P) * (1 << 15)) % P
    Q = Q.reshape(n1 + 1, X, Y)
    return [rank(Q[j]) for j in range(n1 + 1)], terms


if __name__ == "__main__":
    n, seed, spec = int(sys.argv[1]), int(sys.argv[2]), sys.argv[3] if len(sys.argv) > 3 else ""
    t0 = time.time()
    r, t = corner_ranks(n, seed, spec)
    n1 = len(r) - 1
    half = r[: n1 // 2 + 1]
    print(json.dumps({"n": n, "spec": spec, "seed": seed, "sum": sum(r), "bound": sum(t),
                      "deficit_j(j,rank,term)": [(j, a, b) for j, (a, b) in enumerate(zip(r, t)) if a != b][:40],
                      "ranks_half": half, "ranks": r, "sec": round(time.time() - t0, 1)}), flush=True)
