"""Reviewer's own evaluator for general (R, M) (lower-R4 review, 2026-11-29).

Generalises the earlier reviewer's rac_eval.py / fast_f0.py (hard-coded R, M = 3, 2) to any R, M.

Depth-3 RAC, f = identity, h^{t,l} = (W^{H,l} h^{t-1,l}) * (W^{I,l} h^{t,l-1}), h^{t,0} = x^t, y = W^O h^{T,3}.
Free premultiplied Start states at the cut: a = W^{H,1} h^{s,1}, b = W^{H,2} h^{s,2}, g = W^{H,3} h^{s,3};
the End (n steps) computes P(a, b, g; End) = sum_k g_k F_k(a, b; End).

Arithmetic: float64 holding centred residues mod p (p < 2^24), reduced after every product / R-term sum.
Exact Python-int evaluator of the FULL recurrence (Start + End) and of the cut states, for validation.

Fast path on the family W^{H,3} = I: the layer-3 state after t End steps is h3_k = g_k prod_{t'<=t} l_k(h2^(t')),
so P = sum_k W^O_k g_k prod_t l_k(h2^(t)), with h2^(1) = b * (N_1 a), h2^(t) = (W^{H,2} h2^(t-1)) * (N_t a),
N_t = W^{I,2} M_t, M_1 = diag(u_1), M_t = diag(u_t) W^{H,1} M_{t-1}, u_t = W^{I,1} x^t  (h1^(t) = M_t a).
"""
import numpy as np
import flint


def crd(x, p):
    return x - np.rint(x / p) * p


def draw_weights(seed, p, R, M, family, lo=None):
    """Random integer weights, uniform in [-lo, lo) (default lo = p//2). family 'H3I' or 'generic'.
    Generator: numpy PCG64 via default_rng(seed + 7919) -- distinct from the earlier reviewer's draws."""
    g = np.random.default_rng(seed + 7919)
    lo = p // 2 if lo is None else lo
    d = lambda *s: g.integers(-lo, lo, s).astype(np.int64)
    W = dict(WO=d(R), WI1=d(R, M), WI2=d(R, R), WI3=d(R, R), WH1=d(R, R), WH2=d(R, R), WH3=d(R, R))
    if family == 'H3I':
        W['WH3'] = np.eye(R, dtype=np.int64)
    return W


def _mat(A, h, p):
    """A (R,R') times h (R', c, Q) -> (R, c, Q), reduced."""
    return crd(np.tensordot(A.astype(np.float64), h, axes=(1, 0)), p)


def eval_P(W, a, b, gg, X, p):
    """General evaluator from the recurrence (any H3). a, b, gg: (c, R) int; X: (Q, n, M).
    Returns (c, Q) float64 centred residues of P(a_i, b_i, g_i; X_j)."""
    WI1, WI2, WI3, WH1, WH2, WH3, WO = (W[k] for k in ('WI1', 'WI2', 'WI3', 'WH1', 'WH2', 'WH3', 'WO'))
    R = WO.shape[0]
    n = X.shape[1]
    A = a.T.astype(np.float64)[:, :, None]
    B = b.T.astype(np.float64)[:, :, None]
    G = gg.T.astype(np.float64)[:, :, None]
    h1 = h2 = h3 = None
    for t in range(n):
        u = crd(np.einsum('im,qm->iq', WI1.astype(np.float64), X[:, t, :].astype(np.float64)), p)[:, None, :]
        s1 = A if t == 0 else _mat(WH1, h1, p)
        h1 = crd(s1 * u, p)
        s2 = B if t == 0 else _mat(WH2, h2, p)
        h2 = crd(s2 * _mat(WI2, h1, p), p)
        s3 = G if t == 0 else _mat(WH3, h3, p)
        h3 = crd(s3 * _mat(WI3, h2, p), p)
    return crd(np.tensordot(WO.astype(np.float64), h3, axes=(0, 0)), p)


# ---------------------------------------------------------------- exact full recurrence (Python ints)
def _mv(A, h):
    return [sum(int(A[i][j]) * h[j] for j in range(len(h))) for i in range(len(A))]


def run_exact(W, h0, xs):
    """Exact states after the sequence xs (list of M-vectors) from initial states h0 (3 lists of R ints)."""
    WI = [W['WI1'], W['WI2'], W['WI3']]
    WH = [W['WH1'], W['WH2'], W['WH3']]
    h = [list(map(int, v)) for v in h0]
    for x in xs:
        below = list(map(int, x))
        for l in range(3):
            s = _mv(WH[l], h[l])
            w = _mv(WI[l], below)
            h[l] = [s[i] * w[i] for i in range(len(s))]
            below = h[l]
    return h


def full_rac_exact(W, h0, xs):
    h = run_exact(W, h0, xs)
    return sum(int(W['WO'][i]) * h[2][i] for i in range(len(h[2])))


def start_states_exact(W, h0, xs):
    h = run_exact(W, h0, xs)
    WH = [W['WH1'], W['WH2'], W['WH3']]
    return [_mv(WH[l], h[l]) for l in range(3)]


# ---------------------------------------------------------------- fast path on H3 = I
def precompute(W, X, p):
    """NtT[t, i, j, q] = N_t[q][i, j] (centred float64)."""
    Q, n = X.shape[0], X.shape[1]
    WI1, WI2, WH1 = (W[k].astype(np.int64) for k in ('WI1', 'WI2', 'WH1'))
    R = WI2.shape[0]
    U = np.einsum('im,qtm->qti', WI1, X.astype(np.int64)) % p
    NtT = np.empty((n, R, R, Q))
    Mt = None
    for t in range(n):
        if t == 0:
            Mt = np.einsum('qi,ij->qij', U[:, 0, :], np.eye(R, dtype=np.int64)) % p
        else:
            Mt = np.einsum('ik,qkj->qij', WH1, Mt) % p
            Mt = (U[:, t, :, None] * Mt) % p
        Nt = np.einsum('ik,qkj->qij', WI2, Mt) % p
        NtT[t] = crd(np.transpose(Nt, (1, 2, 0)).astype(np.float64), p)
    return NtT


def fast_rows(W, NtT, A, B, G, p, ks=None):
    """(c, Q) centred residues of P = sum_{k in ks} W^O_k g_k prod_t l_k(h2^(t)) at rows (A, B, G), all columns.
    Valid only at W^{H,3} = I.  ks = None: all k."""
    n, R = NtT.shape[0], NtT.shape[1]
    ks = list(range(R)) if ks is None else ks
    A = A.astype(np.float64); B = B.astype(np.float64); G = G.astype(np.float64)
    L = W['WI3'].astype(np.float64)
    H2 = W['WH2'].astype(np.float64)
    h2 = None
    f = {k: None for k in ks}
    for t in range(n):
        z = [crd(A @ NtT[t, i], p) for i in range(R)]          # (c, Q) each: (N_t a)_i
        if t == 0:
            h2 = [crd(B[:, i:i + 1] * z[i], p) for i in range(R)]
        else:
            s = [crd(sum(H2[i, j] * h2[j] for j in range(R)), p) for i in range(R)]
            h2 = [crd(s[i] * z[i], p) for i in range(R)]
        for k in ks:
            lk = crd(sum(L[k, j] * h2[j] for j in range(R)), p)
            f[k] = lk if t == 0 else crd(f[k] * lk, p)
    out = 0.0
    for k in ks:
        out = crd(out + crd(float(W['WO'][k]) * G[:, k:k + 1] * 1.0, p) * f[k], p)
    return crd(out, p)


def flint_rank(Y, p):
    Yi = np.mod(np.asarray(Y).astype(np.int64), p)
    m, n = Yi.shape
    return flint.nmod_mat(m, n, Yi.ravel().tolist(), p).rank()
