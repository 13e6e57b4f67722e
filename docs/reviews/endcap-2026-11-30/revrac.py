"""Reviewer's own RAC code (written from the definitions; only the explicit weights are imported from the lab).

Recurrence (checked against racs/model.py layer_inputs and proofs/general/instance.py evaluate_mod_p):
  h^{t,0} = x^t, h^{t,l} = (W^{H,l} h^{t-1,l}) * (W^{I,l} h^{t,l-1}), h^{0,l} = h0[l], y = W^O h^{T,L}.
All arithmetic in int64 mod p, p < 2^23. A state is a list of L arrays (R, D, B): D = Taylor order + 1 in a
curve parameter (D = 1: plain values), B = batch.
"""
import numpy as np
from math import comb

P_DEFAULT = 8388587  # prime, = 3 mod 4, < 2^23, != 11863279


class Rac:
    def __init__(self, L, M, R, p=P_DEFAULT):
        from proofs.general.instance import explicit_rac
        e = explicit_rac(depth=L, M=M, R=R)
        md = lambda a: np.array(np.asarray(a, dtype=object) % p, dtype=np.int64)
        self.WI = [md(w) for w in e.W_I]
        self.WH = [md(w) for w in e.W_H]
        self.WO = md(e.W_O)
        self.h0 = [md(h) for h in e.h0]
        self.L, self.M, self.R, self.p = L, M, R, p


def mv(W, h, p):
    """W (R, C) @ h (C, D, B) mod p."""
    out = W[:, 0, None, None] * h[0]
    for j in range(1, W.shape[1]):
        out = out + W[:, j, None, None] * h[j]
    return out % p


def smul(a, b, p):
    """product of series a (R, Da, B) and b (R, Db, B), truncated to max(Da, Db)."""
    Da, Db = a.shape[1], b.shape[1]
    if Da == 1 or Db == 1:
        return (a * b) % p
    D = max(Da, Db)
    out = np.zeros(a.shape[:1] + (D,) + a.shape[2:], dtype=np.int64)
    for i in range(Da):
        for j in range(min(Db, D - i)):
            out[:, i + j] += a[:, i] * b[:, j]
    return out % p


def step(rac, h, x):
    """one time step. h: list of L arrays (R, D, B); x: (M, Dx, B)."""
    p = rac.p
    below = x
    new = []
    for l in range(rac.L):
        a = mv(rac.WH[l], h[l], p)
        below = smul(a, mv(rac.WI[l], below, p), p)
        new.append(below)
    return new


def init_state(rac, B, D=1):
    out = []
    for l in range(rac.L):
        z = np.zeros((rac.R, D, B), dtype=np.int64)
        z[:, 0, :] = rac.h0[l][:, None]
        out.append(z)
    return out


def run_start(rac, X):
    """X: (s, M, D, B) Start inputs as series. Returns the carried states a^(l) = W^{H,l} h^{s,l}, list (R, D, B)."""
    s, M, D, B = X.shape
    h = init_state(rac, B, D)
    for t in range(s):
        h = step(rac, h, X[t])
    return [mv(rac.WH[l], h[l], rac.p) for l in range(rac.L)]


def expand(arrs, n):
    """repeat the batch axis: index b -> b*n + i."""
    return [np.repeat(a, n, axis=-1) for a in arrs]


def grid_x(G, B, M):
    """G (n, M) grid points -> (M, 1, B*n) with index b*n + i."""
    return np.tile(G.T, (1, B))[:, None, :]


def first_end_step_from_x(rac, a, x):
    """h^{s+1,l} = a^(l) * W^{I,l} h^{s+1,l-1}, h^{s+1,0} = x. a: carried states; x (M, Dx, B)."""
    p = rac.p
    below = x
    new = []
    for l in range(rac.L):
        below = smul(a[l], mv(rac.WI[l], below, p), p)
        new.append(below)
    return new


def first_end_step_from_w(rac, a, w):
    """same, started from h^{s+1,1} = w (R, D, B) (Fact 2)."""
    p = rac.p
    new = [w]
    below = w
    for l in range(1, rac.L):
        below = smul(a[l], mv(rac.WI[l], below, p), p)
        new.append(below)
    return new


def end_grid(rac, h, grids):
    """h: state after step s+1 (list (R, D, B)); grids: list of (n_e, M) arrays for steps s+2..T.
    Returns y (D, B, prod n_e) mod p, grid index in C order over (e = s+2, ..., T)."""
    B = h[0].shape[-1]
    for G in grids:
        n = G.shape[0]
        Bc = h[0].shape[-1]
        h = expand(h, n)
        h = step(rac, h, grid_x(G, Bc, rac.M))
    y = (rac.WO[:, None, None] * h[-1]).sum(axis=0) % rac.p
    D = y.shape[0]
    return y.reshape(D, B, -1)


def degrees(L, T):
    s = T // 2
    return [comb(T - e + L - 1, L - 1) for e in range(s + 1, T + 1)]


def pairwise_indep_points(rng, n, p, avoid=()):
    """n points (1, c), distinct c, with c not in avoid."""
    cs = set()
    while len(cs) < n:
        c = int(rng.integers(0, p))
        if c not in avoid:
            cs.add(c)
    return np.array([[1, c] for c in sorted(cs)], dtype=np.int64)


def sqrt_mod(a, p):
    a %= p
    if a == 0:
        return 0
    r = pow(a, (p + 1) // 4, p)
    return r if r * r % p == a else None


def sample_Zk(rac, s, k, rng):
    """One Start sequence with a^(1) = alpha e_k, alpha != 0 (R = 3, M = 2 only), by the reviewer's own
    parametrisation: x^1..x^{s-2} random, x^{s-1} = lam (1, z) with z a root of the quadratic det = 0,
    x^s = mu * (kernel vector). Returns X (s, M) or None (rejected)."""
    p, R = rac.p, rac.R
    assert R == 3 and rac.M == 2
    X = rng.integers(0, p, (s, 2)).astype(np.int64)
    # layer-1 state after s-2 steps
    h1 = rac.h0[0].copy()
    for t in range(s - 2):
        h1 = (rac.WH[0] @ h1 % p) * (rac.WI[0] @ X[t] % p) % p
    g = rac.WH[0] @ h1 % p
    off = [i for i in range(R) if i != k]

    def Aoff(x):  # off-k rows of a^(1) = W^{H,1} diag(c) W^{I,1} x^s with c = W^{H,1}(g * W^{I,1} x)
        c = rac.WH[0] @ (g * (rac.WI[0] @ x % p) % p) % p
        A = (rac.WH[0] % p) @ ((c[:, None] * rac.WI[0]) % p) % p
        return A[off] % p

    def det(A):
        return int((int(A[0, 0]) * int(A[1, 1]) - int(A[0, 1]) * int(A[1, 0])) % p)

    q0 = det(Aoff(np.array([1, 0])))
    q2 = det(Aoff(np.array([0, 1])))
    q1 = (det(Aoff(np.array([1, 1]))) - q0 - q2) % p
    if q2 == 0:
        return None
    disc = (q1 * q1 - 4 * q0 * q2) % p
    r = sqrt_mod(disc, p)
    if r is None:
        return None
    if rng.integers(0, 2):
        r = (-r) % p
    z = (-q1 + r) * pow(2 * q2, p - 2, p) % p
    lam = int(rng.integers(1, p))
    xsm1 = np.array([lam, lam * z % p], dtype=np.int64)
    A = Aoff(xsm1)
    assert det(A) == 0
    if A[0].any():
        ker = np.array([A[0, 1], (-A[0, 0]) % p], dtype=np.int64)
    elif A[1].any():
        ker = np.array([A[1, 1], (-A[1, 0]) % p], dtype=np.int64)
    else:
        return None
    mu = int(rng.integers(1, p))
    X[s - 2] = xsm1
    X[s - 1] = ker * mu % p
    return X


def a1_and_jac(rac, X, k):
    """a^(1) at X (s, M) and the Jacobian of (a^(1)_i)_{i != k} in all s*M Start coordinates (rows i != k)."""
    s, M = X.shape
    n = s * M
    Xs = np.zeros((s, M, 2, n), dtype=np.int64)
    Xs[:, :, 0, :] = X[:, :, None]
    for c in range(n):
        Xs[c // M, c % M, 1, c] = 1
    a = run_start(rac, Xs)
    a1 = a[0][:, 0, 0]
    J = a[0][:, 1, :]  # (R, n)
    off = [i for i in range(rac.R) if i != k]
    return a1, J[off]


def rank_small(Mat, p):
    import flint
    Mat = np.asarray(Mat, dtype=np.int64) % p
    return flint.nmod_mat(Mat.shape[0], Mat.shape[1], [int(v) for v in Mat.ravel()], p).rank()


def inv_vandermonde(ts, p):
    import flint
    n = len(ts)
    V = flint.nmod_mat(n, n, [pow(int(t), j, p) for t in ts for j in range(n)], p)  # V[q, j] = t_q^j
    Vi = V.inv()
    return np.array([[int(Vi[i, j]) for j in range(n)] for i in range(n)], dtype=np.int64)  # coeffs = Vi @ values
