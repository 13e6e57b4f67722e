"""Independent reviewer code (d4 review 2026-11-29). p = 1000000007. No lab/helper imports except flint, numpy.
Model: h^(t,l) = (H_l h^(t-1,l)) * (W_l h^(t,l-1)), h^(t,0) = x^t, y = WO . h^(T,4), depth 4, R = 2.
jac s      : rank of d(H_l h^(s,l))_{l=1..4} / d(x^1..x^s) mod p at a random point (M = R = 2, W_1 generic, random h0).
blocks n   : End polynomial P(a,b,c,g; u_1..u_n) (W_1 = I), w = a*u_1 = (1,t) at N1+1 random t, Q_j = coeff of t^j
             via Vandermonde inverse (BLAS float64, 10-bit limbs, exact), rank of each X x Y block mod p.
full n     : rank of P(a,b,c,g; u_1..u_n) evaluated directly on X random (a,b,c,g) x Y random u (no splitting).
"""
import sys, time, json, resource
from math import comb
import numpy as np
import flint
p = 1000000007

def mv(W, h):  # W: (2,2) ints < p; h: (2, ...) < p ; exact (products < 2^60, sum of 2 < 2^61)
    return np.stack([(W[i, 0] * h[0] + W[i, 1] * h[1]) % p for i in range(2)])

def rank_modp(A):
    A = np.ascontiguousarray(A, dtype=np.int64)
    m, k = A.shape
    return flint.nmod_mat(m, k, A.ravel().tolist(), p).rank()

def weights(seed, family):
    rng = np.random.default_rng(seed)
    W = {k: rng.integers(1, p, size=(2, 2), dtype=np.int64) for k in ("W1", "W2", "W3", "W4", "H1", "H2", "H3", "H4")}
    W["WO"] = rng.integers(1, p, size=2, dtype=np.int64)
    if family:
        W["H4"] = np.eye(2, dtype=np.int64)
    return W

def jac(s, seed):
    W = weights(seed, False); rng = np.random.default_rng(seed + 1000)
    nv = 2 * s
    st = [(rng.integers(1, p, size=2, dtype=np.int64), np.zeros((2, nv), dtype=np.int64)) for _ in range(4)]  # h^(0,l)
    for t in range(s):
        x = rng.integers(0, p, size=2, dtype=np.int64); G = np.zeros((2, nv), dtype=np.int64); G[:, 2*t:2*t+2] = np.eye(2, dtype=np.int64)
        below = (x, G); new = []
        for l in range(4):
            Hl, Wl = W["H%d" % (l+1)], W["W%d" % (l+1)]
            rv, rg = mv(Hl, st[l][0]), mv(Hl, st[l][1])      # recurrent part and its gradient
            iv, ig = mv(Wl, below[0]), mv(Wl, below[1])
            hv = rv * iv % p
            hg = (rv[:, None] * ig % p + iv[:, None] * rg % p) % p
            new.append((hv, hg)); below = (hv, hg)
        st = new
    J = np.concatenate([mv(W["H%d" % (l+1)], st[l][1]) for l in range(4)], axis=0)   # d(H_l h^(s,l))
    return rank_modp(J), J.shape

def end_eval(W, w, b, c, g, us):
    """w (2,...) etc broadcastable; us list of (2,...)."""
    h1 = w % p
    h2 = b * mv(W["W2"], h1) % p
    h3 = c * mv(W["W3"], h2) % p
    h4 = g * mv(W["W4"], h3) % p
    for u in us:
        h1 = mv(W["H1"], h1) * u % p
        h2 = mv(W["H2"], h2) * mv(W["W2"], h1) % p
        h3 = mv(W["H3"], h3) * mv(W["W3"], h2) % p
        h4 = mv(W["H4"], h4) * mv(W["W4"], h3) % p
    return (W["WO"][0] * h4[0] + W["WO"][1] * h4[1]) % p

def blocks(n, X, seed, family, chunk=8):
    N1 = comb(n + 2, 3); K = N1 + 1
    W = weights(seed, family); rng = np.random.default_rng(seed + 2000)
    ts = rng.choice(np.arange(2, p, dtype=np.int64), size=K, replace=False) if False else np.unique(rng.integers(2, p, size=3*K))[:K]
    rng.shuffle(ts); assert len(set(ts.tolist())) == K
    Vinv = flint.nmod_mat(K, K, [pow(int(t), j, p) for t in ts for j in range(K)], p).inv()  # V[i,j] = t_i^j
    Vi = np.array([[int(Vinv[r, q]) for q in range(K)] for r in range(K)], dtype=np.int64)   # Q = Vi @ vals
    limbs = [((Vi >> (10 * k)) & 1023).astype(np.float64) for k in range(3)]
    b, c, g = (rng.integers(0, p, size=(2, X), dtype=np.int64) for _ in range(3))
    us = [rng.integers(0, p, size=(2, 1, 1, X), dtype=np.int64) for _ in range(n - 1)]   # Y = X
    Q = np.empty((K, X, X), dtype=np.uint32)
    wv = np.stack([np.ones(K, dtype=np.int64), ts]).reshape(2, K, 1, 1)
    for r0 in range(0, X, chunk):
        r1 = min(X, r0 + chunk)
        sl = lambda v: v[:, r0:r1].reshape(2, 1, r1 - r0, 1)
        vals = end_eval(W, wv, sl(b), sl(c), sl(g), us).reshape(K, -1)   # (K, rows*Y)
        vf = vals.astype(np.float64)
        acc = np.zeros(vals.shape, dtype=np.int64)
        for k in range(3):
            part = (limbs[k] @ vf)            # exact: < 166 * 2^10 * 2^30 < 2^48
            acc = (acc + (part.astype(np.int64) % p) * pow(2, 10 * k, p)) % p
        Q[:, r0:r1, :] = acc.reshape(K, r1 - r0, X).astype(np.uint32)
    te = time.time()
    ranks = [rank_modp(Q[j]) for j in range(K)]
    return ranks, te

def full(n, X, seed, family):
    W = weights(seed, family); rng = np.random.default_rng(seed + 3000)
    a, b, c, g = (rng.integers(0, p, size=(2, X, 1), dtype=np.int64) for _ in range(4))
    us = [rng.integers(0, p, size=(2, 1, X), dtype=np.int64) for _ in range(n)]
    M = end_eval(W, a * us[0] % p, b, c, g, us[1:])
    return rank_modp(M)

if __name__ == "__main__":
    mode = sys.argv[1]; t0 = time.time()
    if mode == "jac":
        for seed in (11, 12):
            for s in (2, 3, 4, 5, 8, 9):
                r, sh = jac(s, seed); print(json.dumps({"seed": seed, "s": s, "jac_rank": r, "shape": sh}), flush=True)
    elif mode == "blocks":
        n, X, seed, fam = int(sys.argv[2]), int(sys.argv[3]), int(sys.argv[4]), sys.argv[5] == "family"
        ranks, te = blocks(n, X, seed, fam)
        print(json.dumps({"n": n, "T": 2*n, "X=Y": X, "seed": seed, "family_H4_eq_I": fam, "sum": sum(ranks),
              "max_rank": max(ranks), "ranks": ranks, "eval_s": round(te - t0, 1), "total_s": round(time.time() - t0, 1),
              "peak_rss_MB": resource.getrusage(resource.RUSAGE_SELF).ru_maxrss // 1024}), flush=True)
    elif mode == "full":
        n, X, seed, fam = int(sys.argv[2]), int(sys.argv[3]), int(sys.argv[4]), sys.argv[5] == "family"
        r = full(n, X, seed, fam)
        print(json.dumps({"n": n, "X=Y": X, "seed": seed, "family": fam, "full_rank": r, "s": round(time.time()-t0, 1),
              "peak_rss_MB": resource.getrusage(resource.RUSAGE_SELF).ru_maxrss // 1024}), flush=True)
