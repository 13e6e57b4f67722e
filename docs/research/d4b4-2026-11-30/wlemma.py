"""Window lemma test (H1 = I reduction).  Level n (source level n-1), g-component k, weights of d4.weights(2, seed, True)
(H4 = I).  Source T'_k = (m_k1, m_k2)(b', c') in bidegree (C(n,2), n-1), spanned by m_kj * monomials.
Psi_f(x) = (W4 q)_k f(H2 p, H3 q), p = b ⊙ W2 x, q = c ⊙ W3 p;  P_i(f) = [x^(d-i, i)] Psi_f, d = C(n+1,2).
Prints rank of P_i(T') for each i, and of P_i(T') + P_(i+1)(T') (+ P_(i+2) for width 3), against
dim T_(n,k) = c_2(C(n+1,2), n) = (C(n+1,2)+1)(n+1) - 2.   Usage: python wlemma.py n seed k [width]"""
import sys, time, json
from math import comb
from itertools import product
import numpy as np
sys.path.insert(0, "/work/main/docs/research/d4-2026-11-29")
from d4 import P, rank, mv, weights
from pieces import vinv, interp


def monos(deg):  # exponents (e, deg - e) in 2 variables
    return [(deg - e, e) for e in range(deg + 1)]


def run(n, seed, k, width=2, X=None, spec=None):
    w = weights(2, seed, True)
    if spec:
        for key, M in spec.items():
            w[key] = M
    N2p, N3p = comb(n, 2), n - 1
    d = comb(n + 1, 2)
    target = (d + 1) * (n + 1) - 2
    X = X or target + 10
    rng = np.random.default_rng(seed + 5)
    b = rng.integers(0, P, size=(2, X), dtype=np.int64)
    c = rng.integers(0, P, size=(2, X), dtype=np.int64)
    ts, Vi = vinv(d)
    # values Psi_f at x = (1, t): array (d+1, nf, X)
    gens = []  # (j, mb, mc): m_kj(b',c') * b'^mb c'^mc
    for jj in (0, 1):
        for mb in monos(N2p - 1):
            for mc in monos(N3p - 1):
                gens.append((jj, mb, mc))
    nf = len(gens)
    vals = np.empty((d + 1, nf, X), dtype=np.int64)
    for it, t in enumerate(ts):
        x = np.array([1, t], dtype=np.int64).reshape(2, 1)
        p = b * (w["W2"] @ x % P) % P
        q = c * mv(w["W3"], p) % P
        pref = mv(w["W4"], q)[k] % P
        bp, cp = mv(w["H2"], p), mv(w["H3"], q)
        nvec = mv(w["W3"], bp[:, None, :] * w["W2"].T[:, :, None] % P)  # n_ij(b') = sum_m W3_im b'_m W2_mj -> (i, j, X)
        # m_kj(b',c') = sum_i W4_ki c'_i n_ij(b')
        mk = np.zeros((2, X), dtype=np.int64)
        for jj in (0, 1):
            acc = np.zeros(X, dtype=np.int64)
            for i in (0, 1):
                acc = (acc + w["W4"][k, i] * (cp[i] * nvec[i, jj] % P)) % P
            mk[jj] = acc
        powb = [[pow_vec(bp[v], e) for e in range(N2p + 1)] for v in (0, 1)]
        powc = [[pow_vec(cp[v], e) for e in range(N3p + 1)] for v in (0, 1)]
        for gi, (jj, mb, mc) in enumerate(gens):
            val = mk[jj] * powb[0][mb[0]] % P * powb[1][mb[1]] % P * powc[0][mc[0]] % P * powc[1][mc[1]] % P
            vals[it, gi] = val * pref % P
    C = interp(Vi, vals)  # (d+1, nf, X): P_i(f_g) at the X points
    single = [rank(C[i]) for i in range(d + 1)]
    win = []
    for i in range(d + 2 - width):
        win.append(rank(np.concatenate([C[i + r] for r in range(width)], axis=0)))
    return {"n": n, "k": k, "seed": seed, "width": width, "target": target, "source_dim": N2p * N3p * 2 - (N2p - 1) * (N3p - 1),
            "single": single, "window": win, "all_full": all(v == target for v in win)}


def pow_vec(v, e):
    out = np.ones_like(v)
    for _ in range(e):
        out = out * v % P
    return out


if __name__ == "__main__":
    n, seed, k = int(sys.argv[1]), int(sys.argv[2]), int(sys.argv[3])
    width = int(sys.argv[4]) if len(sys.argv) > 4 else 2
    t0 = time.time()
    r = run(n, seed, k, width)
    r["sec"] = round(time.time() - t0, 1)
    print(json.dumps(r), flush=True)
