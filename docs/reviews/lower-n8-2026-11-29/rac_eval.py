"""Reviewer's own evaluator (independent of the helper's fk_rank.py and of the lab's free_states.py).

Depth-3 RAC, f = identity, h^{t,l} = (W^{H,l} h^{t-1,l}) * (W^{I,l} h^{t,l-1}), h^{t,0} = x^t, y = W^O h^{T,3}.
With free premultiplied Start states a = W^{H,1} h^{s,1}, b = W^{H,2} h^{s,2}, g = W^{H,3} h^{s,3} at the cut,
the End (n steps) computes P(a, b, g; End).  F_k = P(a, b, e_k; End).

Arithmetic: float64 holding centred residues mod p (p < 2^24), reduced after every product / 3-term sum.
Also: an exact Python-int evaluator of the FULL recurrence (Start and End) for validation.
"""
import numpy as np
import flint

R, M = 3, 2


def crd(x, p):
    """centred reduction in place-free form"""
    return x - np.rint(x / p) * p


def centred_int(v, p):
    v = int(v) % p
    return v - p if v > p // 2 else v


def draw_weights(seed, p, family):
    """Random integer weights in [-p/2, p/2). family: 'H3I' (W^{H,3} = I) or 'generic'."""
    g = np.random.default_rng(seed)
    d = lambda *s: g.integers(-(p // 2), p // 2, s).astype(np.int64)
    W = dict(WI1=d(R, M), WI2=d(R, R), WI3=d(R, R), WH1=d(R, R), WH2=d(R, R), WH3=d(R, R), WO=d(R))
    if family == 'H3I':
        W['WH3'] = np.eye(R, dtype=np.int64)
    return W


def lin(A, h, p):
    """A (R,R) applied to h given as list of R arrays: list of R arrays, reduced."""
    return [crd(sum(float(A[i, j]) * h[j] for j in range(h.__len__())), p) for i in range(A.shape[0])]


def eval_P(W, a, b, gg, X, p):
    """General evaluator. a, b, gg: (c, R) int arrays (rows = Start states); X: (Q, n, M) End inputs.
    Returns (c, Q) float64 centred residues of P(a_i, b_i, g_i; X_j)."""
    c, Q, n = a.shape[0], X.shape[0], X.shape[1]
    f = lambda A: A.astype(np.float64)
    WI1, WI2, WI3, WH1, WH2, WH3, WO = (W[k] for k in ('WI1', 'WI2', 'WI3', 'WH1', 'WH2', 'WH3', 'WO'))
    # layer-1 inputs u^t = W^{I,1} x^t, per column
    def u_of(t):
        return [crd(sum(float(WI1[i, m]) * f(X[:, t, m]) for m in range(M)), p)[None, :] for i in range(R)]
    u = u_of(0)
    A = [f(a[:, i])[:, None] for i in range(R)]
    B = [f(b[:, i])[:, None] for i in range(R)]
    G = [f(gg[:, i])[:, None] for i in range(R)]
    h1 = [crd(A[i] * u[i], p) for i in range(R)]
    z = lin(WI2, h1, p)
    h2 = [crd(B[i] * z[i], p) for i in range(R)]
    v = lin(WI3, h2, p)
    h3 = [crd(G[i] * v[i], p) for i in range(R)]
    for t in range(1, n):
        u = u_of(t)
        s1 = lin(WH1, h1, p)
        h1 = [crd(s1[i] * u[i], p) for i in range(R)]
        s2 = lin(WH2, h2, p)
        z = lin(WI2, h1, p)
        h2 = [crd(s2[i] * z[i], p) for i in range(R)]
        s3 = lin(WH3, h3, p)
        v = lin(WI3, h2, p)
        h3 = [crd(s3[i] * v[i], p) for i in range(R)]
    return crd(sum(float(WO[i]) * h3[i] for i in range(R)), p) * np.ones((c, Q))


# ---------------------------------------------------------------- exact full recurrence (Python ints)
def mv(A, h):
    return [sum(int(A[i][j]) * h[j] for j in range(len(h))) for i in range(len(A))]


def full_rac_exact(W, h0, xs):
    """y for the full RAC with initial states h0 (list of 3 int lists) on the sequence xs (T x M ints), exact."""
    WI = [W['WI1'], W['WI2'], W['WI3']]
    WH = [W['WH1'], W['WH2'], W['WH3']]
    h = [list(map(int, v)) for v in h0]
    for x in xs:
        below = list(map(int, x))
        for l in range(3):
            s = mv(WH[l], h[l])
            w = mv(WI[l], below)
            h[l] = [s[i] * w[i] for i in range(R)]
            below = h[l]
    return sum(int(W['WO'][i]) * h[2][i] for i in range(R))


def start_states_exact(W, h0, xs):
    """premultiplied states (a, b, g) = (W^{H,l} h^{s,l}) after the Start xs, exact."""
    WI = [W['WI1'], W['WI2'], W['WI3']]
    WH = [W['WH1'], W['WH2'], W['WH3']]
    h = [list(map(int, v)) for v in h0]
    for x in xs:
        below = list(map(int, x))
        for l in range(3):
            s = mv(WH[l], h[l])
            w = mv(WI[l], below)
            h[l] = [s[i] * w[i] for i in range(R)]
            below = h[l]
    return [mv(WH[l], h[l]) for l in range(3)]


def flint_rank(Y, p):
    """rank over GF(p) of a centred float64 / int matrix with python-flint's nmod_mat."""
    Yi = np.mod(np.asarray(Y).astype(np.int64), p)
    m, n = Yi.shape
    return flint.nmod_mat(m, n, Yi.ravel().tolist(), p).rank()
