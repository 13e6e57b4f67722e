"""Independent check of the lemma 'the End reads F_k through the one-step model' (general-inputs.md).

Own code only (numpy, exact arithmetic mod p = 2^31 - 1). For a depth-3 RAC with free Start states
a = a^(1), b = a^(2), c = a^(3), the End (n steps) is run from the recurrence
h^(t,l) = (W^(H,l) h^(t-1,l)) * (W^(I,l) h^(t,l-1)), with W^(H,l) h^(s,l) replaced by a^(l) at t = s+1,
y = W^O h^(T,3).  F_k = y at c = e_k.  Columns: F_k(.; E) evaluated at fixed random (a, b) points, one column per
End input E.  V(W1, W2, l): columns l(b*z) w^alpha (b*z)^beta, w = a*u, z = W2 w, u = W1 x, |alpha| = N1 - n,
|beta| = n - 1, for several random x.  Usage: python check_containment.py R M n [seed [ks [controls]]]
"""

import itertools
import sys
from math import comb

import numpy as np

P = 2**31 - 1


def rank_mod_p(A):
    A = np.array(A, dtype=np.int64) % P
    if A.shape[0] > A.shape[1]:
        A = A.T.copy()
    rows, cols = A.shape
    r = 0
    for c in range(cols):
        if r == rows:
            break
        nz = np.nonzero(A[r:, c])[0]
        if nz.size == 0:
            continue
        piv = r + nz[0]
        if piv != r:
            A[[r, piv]] = A[[piv, r]]
        inv = pow(int(A[r, c]), P - 2, P)
        A[r] = A[r] * inv % P
        f = A[r + 1 :, c].copy()
        if f.size:
            A[r + 1 :] = (A[r + 1 :] - (f[:, None] * A[r][None, :]) % P) % P
        r += 1
    return r


def mm(A, x):
    return (A.astype(object) @ np.asarray(x).astype(object) % P).astype(np.int64)


def monos(R, d):
    return [e for e in itertools.product(range(d + 1), repeat=R) if sum(e) == d]


def mono_vals(X, exps):
    # X: (pts, R) -> (pts, len(exps))
    out = np.ones((X.shape[0], len(exps)), dtype=np.int64)
    for j, e in enumerate(exps):
        v = np.ones(X.shape[0], dtype=np.int64)
        for i, k in enumerate(e):
            for _ in range(k):
                v = v * X[:, i] % P
        out[:, j] = v
    return out


def end_F(Wts, a, b, k, xs):
    """F_k at points (a, b) (arrays (pts, R)) for End inputs xs (n, M): runs the recurrence."""
    W1, W2, W3, H1, H2, H3, WO = Wts
    pts, R = a.shape
    c = np.zeros((pts, R), dtype=np.int64)
    c[:, k] = 1
    h1 = a * mm(W1, xs[0])[None, :] % P
    h2 = b * mm(h1, W2.T) % P
    h3 = c * mm(h2, W3.T) % P
    for x in xs[1:]:
        h1 = mm(h1, H1.T) * mm(W1, x)[None, :] % P
        h2 = mm(h2, H2.T) * mm(h1, W2.T) % P
        h3 = mm(h3, H3.T) * mm(h2, W3.T) % P
    return mm(h3, WO.T)[:, 0]


def V_gens(W1, W2, ell, a, b, n, g, n_u):
    R, M = W1.shape
    N1 = n * (n + 1) // 2
    ea, eb = monos(R, N1 - n), monos(R, n - 1)
    blocks = []
    for _ in range(n_u):
        u = mm(W1, g.integers(0, P, M))
        w = a * u[None, :] % P
        v = b * mm(w, W2.T) % P
        first = mm(v, ell[:, None])[:, 0]
        mw, mv = mono_vals(w, ea), mono_vals(v, eb)
        blk = (mw[:, :, None] * mv[:, None, :] % P).reshape(a.shape[0], -1)
        blocks.append(first[:, None] * blk % P)
    return np.concatenate(blocks, axis=1)


def main(R, M, n, seed=0, ks=None, controls=1):
    g = np.random.default_rng(seed)
    W1, W2, W3 = g.integers(0, P, (R, M)), g.integers(0, P, (R, R)), g.integers(0, P, (R, R))
    H1, H2, H3 = (g.integers(0, P, (R, R)) for _ in range(3))
    WO = g.integers(0, P, (1, R))
    Wts = (W1, W2, W3, H1, H2, H3, WO)
    N1, N2 = n * (n + 1) // 2, n
    pts = comb(N1 + R - 1, R - 1) * comb(N2 + R - 1, R - 1) + 10
    a, b = g.integers(0, P, (pts, R)), g.integers(0, P, (pts, R))
    n_u = comb(N1 + M - 1, M - 1) + 2
    n_E = pts + 10
    for k in range(R if ks is None else ks):
        F = np.stack([end_F(Wts, a, b, k, g.integers(0, P, (n, M))) for _ in range(n_E)], axis=1)
        V = V_gens(W1, W2, W3[k], a, b, n, g, n_u)
        rF, rV, rVF = rank_mod_p(F), rank_mod_p(V), rank_mod_p(np.concatenate([V, F], axis=1))
        if controls == 0:
            print(
                f"R={R} M={M} n={n} k={k} pts={pts}: rank F_k={rF} dim V={rV} rank[V|F]={rVF} contained={rVF == rV}",
                flush=True,
            )
            continue
        # negative controls: V with a random l, and with another row of W^(I,3)
        ell_bad = g.integers(0, P, R)
        Vb = V_gens(W1, W2, ell_bad, a, b, n, g, n_u)
        rVb, rVbF = rank_mod_p(Vb), rank_mod_p(np.concatenate([Vb, F], axis=1))
        ko = (k + 1) % R
        Vo = V_gens(W1, W2, W3[ko], a, b, n, g, n_u)
        rVo, rVoF = rank_mod_p(Vo), rank_mod_p(np.concatenate([Vo, F], axis=1))
        print(
            f"R={R} M={M} n={n} k={k} pts={pts}: rank F_k={rF} dim V={rV} rank[V|F]={rVF} "
            f"contained={rVF == rV} | random l: dim={rVb} rank[V|F]={rVbF} contained={rVbF == rVb} | "
            f"l_{ko}: dim={rVo} rank[V|F]={rVoF} contained={rVoF == rVo}",
            flush=True,
        )


if __name__ == "__main__":
    args = [int(s) for s in sys.argv[1:]]
    main(*args)
