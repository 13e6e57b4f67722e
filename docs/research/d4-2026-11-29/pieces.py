"""One-step pieces at depth 4, R = 2, family W^(H,4) = I: source block alpha' of Z_(n-1) (g'-component k)
pushed through the first End step, target block alpha of Z_n (g-component k).

Source functions: f(a', b', c') = a'^alpha' Q'_(alpha',k)(b', c'; U), Q'_(alpha',k) the coefficient of w'^alpha'
in Q^(n-1)(w', b', c', e_k; U) (U = u'_2..u'_(n-1) random).  Theta_k f = (W4 gamma)_k f(H1 w, H2 beta, H3 gamma),
beta = b ⊙ W2 w, gamma = c ⊙ W3 beta; its coefficient of w^alpha is ranked over (b, c) points x U points.
Prints, per target alpha = (N1 - j, j): rank from all sources, target dim (Prop. 12 per k), and the ranks from each
single source alpha'.  Usage: python pieces.py n seed k"""
import sys, time, json
from math import comb
import numpy as np
import flint
sys.path.insert(0, __file__.rsplit("/", 1)[0])
from d4 import P, rank, mv, weights, corner_terms_R2


def vinv(N):
    ts = np.arange(1, N + 2, dtype=np.int64)
    Vm = flint.nmod_mat([[pow(int(t), j, P) for j in range(N + 1)] for t in ts], P).inv()
    return ts, np.array([[int(Vm[r, q]) for q in range(N + 1)] for r in range(N + 1)], dtype=np.int64)


def interp(Vinv, V):  # V (N+1, ...) values at t -> coefficients (N+1, ...)
    sh = V.shape
    flat = V.reshape(sh[0], -1)
    lo, hi = Vinv & 0x7FFF, Vinv >> 15
    return (((lo @ flat) % P + ((hi @ flat) % P) * (1 << 15)) % P).reshape(sh)


def main(n, seed, k):
    R = 2
    n1, n1p = comb(n + 2, 3), comb(n + 1, 3)
    terms = corner_terms_R2(2 * n)  # rank of Q_alpha summed over the two g-components
    X = Y = max(terms) // 2 + 12
    w = weights(R, seed, "H1H4" if len(sys.argv) > 4 and sys.argv[4] == "H1H4" else True)
    rng = np.random.default_rng(seed + 11)
    b = rng.integers(0, P, size=(R, X, 1), dtype=np.int64)
    c = rng.integers(0, P, size=(R, X, 1), dtype=np.int64)
    Us = [rng.integers(0, P, size=(R, 1, Y), dtype=np.int64) for _ in range(n - 2)]
    ts, Vi = vinv(n1)
    tps, Vip = vinv(n1p)
    ek = np.zeros((R, 1, 1), dtype=np.int64); ek[k] = 1
    # G[alpha', t] (X, Y): Theta_k of source alpha' at w = (1, t)
    G = np.empty((n1p + 1, n1 + 1, X, Y), dtype=np.int64)
    for i, t in enumerate(ts):
        wv = np.array([1, t], dtype=np.int64).reshape(R, 1, 1)
        beta = b * mv(w["W2"], wv) % P
        gamma = c * mv(w["W3"], beta) % P
        pref = mv(w["W4"], gamma)[k] % P  # (X, 1)
        a1 = mv(w["H1"], wv)  # (R,1,1)
        bp, cp = mv(w["H2"], beta), mv(w["H3"], gamma)  # (R, X, 1)
        # Q^(n-1)(w', bp, cp, e_k; U) at w' = (1, t'), then coefficients in t'
        Vt = np.empty((n1p + 1, X, Y), dtype=np.int64)
        for i2, tp in enumerate(tps):
            h1 = np.array([1, tp], dtype=np.int64).reshape(R, 1, 1)
            h2 = bp * mv(w["W2"], h1) % P
            h3 = cp * mv(w["W3"], h2) % P
            h4 = ek * mv(w["W4"], h3) % P
            for u in Us:
                h1 = mv(w["H1"], h1) * u % P
                h2 = mv(w["H2"], h2) * mv(w["W2"], h1) % P
                h3 = mv(w["H3"], h3) * mv(w["W3"], h2) % P
                h4 = mv(w["H4"], h4) * mv(w["W4"], h3) % P
            Vt[i2] = np.tensordot(w["WO"], h4, axes=(0, 0)) % P
        Qp = interp(Vip, Vt)  # (n1p+1, X, Y): alpha' = (n1p - jp, jp)
        for jp in range(n1p + 1):
            mono = pow(int(a1[0, 0, 0]), n1p - jp, P) * pow(int(a1[1, 0, 0]), jp, P) % P
            G[jp, i] = Qp[jp] * (pref * mono % P) % P
    C = np.stack([interp(Vi, G[jp]) for jp in range(n1p + 1)])  # (n1p+1, n1+1, X, Y): [alpha', alpha]
    out = []
    for j in range(n1 + 1):
        allr = rank(np.concatenate([C[jp, j] for jp in range(n1p + 1)], axis=1))
        single = [rank(C[jp, j]) for jp in range(n1p + 1)]
        cen = round(j * n1p / n1)
        need = None
        for r in range(0, n1p + 1):
            lo_, hi_ = max(0, cen - r), min(n1p, cen + r)
            if rank(np.concatenate([C[jp, j] for jp in range(lo_, hi_ + 1)], axis=1)) == terms[j] // 2:
                need = (lo_, hi_); break
        out.append({"j": j, "all": allr, "target_k": terms[j] // 2, "single": single, "window": need})
        print(json.dumps(out[-1]), flush=True)
    return out


if __name__ == "__main__":
    t0 = time.time()
    main(int(sys.argv[1]), int(sys.argv[2]), int(sys.argv[3]))
    print(f"seconds {time.time() - t0:.1f}")
