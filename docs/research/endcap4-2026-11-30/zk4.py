"""Points of Z_k (Start sequences with a^(1) = W^(H,1) h^(s,1) proportional to e_k) for R = 4, mod p.

Layer 1 only: h^t = g_(t-1) * u_t, g_t = W^(H,1) h^t, u_t = W^(I,1) x^t = w0 x^t_0 + w1 x^t_1, a^(1) = g_s.
a^(1) in K e_k  <=>  h^s in K f, f = (W^(H,1))^(-1) e_k  <=>  g_(s-1) * (w0 + t w1) in K f   (x^s = (1, t))
                <=>  g_(s-1) in K phi(t),  phi_i(t) = f_i prod_(j != i) (w0_j + t w1_j)   (all w0_j + t w1_j != 0)
x^(s-1) = c random:  g_(s-2) in K gamma(t),  gamma(t) = ((W^(H,1))^(-1) phi(t)) / (W^(I,1) c)   (cubic in t).
Forward, x^1..x^(s-4) random, g = g_(s-4); x^(s-3) = (1, z1), x^(s-2) = (1, z2):
      g_(s-2) = B00 + z1 B10 + z2 B01 + z1 z2 B11,  B_ab = W^(H,1) ((W^(H,1) (g * w_a)) * w_b),
so with c = B^(-1) v the forward image is the quadric c0 c3 = c1 c2 (c proportional to (1, z1, z2, z1 z2)).
Hence the sextic q(t) = c0(t) c3(t) - c1(t) c2(t), c(t) = B^(-1) gamma(t); for each root t in GF(p) with
c0(t) != 0: z1 = c1/c0, z2 = c2/c0. Every returned sequence is re-checked by a forward run (a^(1) off k = 0,
a^(1)_k != 0) by the caller. Needs s >= 4.
"""
import sys, numpy as np
import flint
sys.path.insert(0, '/work/main')
from proofs.general.instance import explicit_rac, _mod

p = 11863279


def build(L, M, R):
    rac = explicit_rac(depth=L, M=M, R=R)
    WI = [_mod(w, p).astype(np.float64) for w in rac.W_I]
    WH = [_mod(w, p).astype(np.float64) for w in rac.W_H]
    h0 = [_mod(h, p).astype(np.float64) for h in rac.h0]
    WO = _mod(rac.W_O, p).astype(np.float64)
    return WI, WH, h0, WO


def mm(A, B):
    return np.fmod(A @ B, p)


def run_start(rac, X):
    """X: (P, s, M) -> list of h^(s,l), each (R, P) (exact: entries < 2^24, inner dim <= 6)."""
    WI, WH, h0, WO = rac
    P = X.shape[0]
    h = [np.repeat(hh[:, None], P, axis=1) for hh in h0]
    for t in range(X.shape[1]):
        below = X[:, t, :].T.astype(np.float64)
        new = []
        for l in range(len(h)):
            below = np.fmod(mm(WH[l], h[l]) * mm(WI[l], below), p); new.append(below)
        h = new
    return h


def _matvec(A, v):
    return [sum(A[i][j] * v[j] for j in range(len(v))) % p for i in range(len(A))]


def _inv(A):
    n = len(A)
    e = flint.nmod_mat(A, p).inv().entries()   # raises ZeroDivisionError if singular
    return [[int(e[i * n + j]) for j in range(n)] for i in range(n)]


def sample_Zk4(rac, s, k, P, rng, max_per_prefix=6):
    WI, WH, h0, WO = rac
    R = WH[0].shape[0]
    assert R == 4 and s >= 4
    H = [[int(v) for v in row] for row in WH[0]]
    Hi = _inv(H)
    w = [[int(v) for v in WI[0][:, 0]], [int(v) for v in WI[0][:, 1]]]
    f = [Hi[i][k] for i in range(R)]
    assert all(f), 'f has a zero entry'
    # phi(t) as polynomials in t
    lin = [flint.nmod_poly([w[0][j], w[1][j]], p) for j in range(R)]
    phi = []
    for i in range(R):
        q = flint.nmod_poly([f[i]], p)
        for j in range(R):
            if j != i:
                q = q * lin[j]
        phi.append(q)
    Hphi = [sum((flint.nmod_poly([Hi[i][j]], p) * phi[j] for j in range(R)), flint.nmod_poly([0], p)) for i in range(R)]
    out = []
    tries = 0
    while len(out) < P:
        tries += 1
        X = rng.integers(1, p, size=(s, 2)).astype(np.int64)
        if s > 4:
            g = [int(v) for v in mm(WH[0], run_start(rac, X[None, :s - 4, :])[0])[:, 0]]
        else:
            g = _matvec(H, [int(v) for v in h0[0]])
        c = [int(v) for v in X[s - 2]]
        uc = [(w[0][i] * c[0] + w[1][i] * c[1]) % p for i in range(R)]
        if not all(uc):
            continue
        A = [_matvec(H, [g[i] * w[a][i] % p for i in range(R)]) for a in range(2)]
        Bcols = [_matvec(H, [A[a][i] * w[b][i] % p for i in range(R)]) for (a, b) in ((0, 0), (1, 0), (0, 1), (1, 1))]
        Bm = [[Bcols[j][i] for j in range(4)] for i in range(R)]
        try:
            Bi = _inv(Bm)
        except Exception:
            continue
        gam = [Hphi[i] * flint.nmod_poly([pow(uc[i], p - 2, p)], p) for i in range(R)]
        cc = [sum((flint.nmod_poly([Bi[i][j]], p) * gam[j] for j in range(R)), flint.nmod_poly([0], p)) for i in range(4)]
        q = cc[0] * cc[3] - cc[1] * cc[2]
        if q.degree() < 1:
            continue
        n = 0
        for (t, mult) in q.roots():
            t = int(t)
            if mult != 1:
                continue
            c0 = int(cc[0](t))
            if c0 == 0 or any((w[0][j] + t * w[1][j]) % p == 0 for j in range(R)):
                continue
            ic0 = pow(c0, p - 2, p)
            z1 = int(cc[1](t)) * ic0 % p; z2 = int(cc[2](t)) * ic0 % p
            Y = X.copy()
            Y[s - 4] = [1, z1]; Y[s - 3] = [1, z2]; Y[s - 1] = [1, t]
            out.append(Y)
            n += 1
            if n >= max_per_prefix or len(out) >= P:
                break
    return np.array(out), tries


def offk_jac_ranks(rac, X, k):
    """rank over GF(p) of d(a^(1)_i, i != k)/d(Start inputs) at each sample (forward mode)."""
    WI, WH, h0, WO = rac
    P, s, M = X.shape; R = WH[0].shape[0]; n = s * M
    h = np.repeat(h0[0][:, None], P, axis=1); dh = np.zeros((R, n, P))
    for t in range(s):
        g = mm(WH[0], h); dg = np.fmod(np.einsum('ij,jnp->inp', WH[0], dh), p)
        u = mm(WI[0], X[:, t, :].T.astype(np.float64))
        du = np.zeros((R, n, P))
        for m in range(M):
            du[:, t * M + m, :] = WI[0][:, m][:, None]
        h = np.fmod(g * u, p); dh = np.fmod(np.fmod(dg * u[:, None, :], p) + np.fmod(g[:, None, :] * du, p), p)
    others = [i for i in range(R) if i != k]
    da = np.fmod(np.einsum('ij,jnp->inp', WH[0], dh), p)[others].astype(np.int64)
    return [flint.nmod_mat(da[:, :, q].tolist(), p).rank() for q in range(P)]


def check_samples(rac, X, k):
    """Asserts every condition of Lemma A1/A3 at the samples; returns the Start states a^(l), l = 1..L."""
    WI, WH, h0, WO = rac
    R = WH[0].shape[0]
    others = [i for i in range(R) if i != k]
    hs = run_start(rac, X)
    A = [mm(WH[l], hs[l]) for l in range(len(hs))]
    assert np.abs(A[0][others]).max() == 0, 'a^(1) off k not zero'
    assert np.all(A[0][k] != 0), 'a^(1)_k = 0'
    jr = offk_jac_ranks(rac, X, k)
    assert min(jr) == R - 1, f'off-k Jacobian rank {min(jr)} < {R - 1}'
    W1 = WI[0].astype(np.int64)
    theta = np.array([W1[k, 1], -W1[k, 0]]) % p
    ell = [int((W1[i, 0] * theta[0] + W1[i, 1] * theta[1]) % p) for i in range(R)]
    assert ell[k] == 0 and all(ell[i] for i in others)
    return A, jr, ell
