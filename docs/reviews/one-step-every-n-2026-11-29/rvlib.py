"""Reviewer's own library (one-step-every-n review, 2026-11-29). Imports nothing from the lab or the helpers.
Exact arithmetic mod P (prime) with numpy float64 (exact while sums stay < 2^53) and python-flint ranks."""
import itertools, math
import numpy as np
import flint

P = 1000003  # prime


def monos(nv, d):
    out = []
    for c in itertools.combinations_with_replacement(range(nv), d):
        e = [0] * nv
        for i in c:
            e[i] += 1
        out.append(tuple(e))
    return out


def mulmod(A, B, p=P):
    """exact (A @ B) mod p for float arrays with entries in [0, p)."""
    A = np.asarray(A, dtype=np.float64); B = np.asarray(B, dtype=np.float64)
    k = A.shape[1]
    blk = max(1, int(2 ** 52 // ((p - 1) ** 2)))
    out = np.zeros((A.shape[0], B.shape[1]))
    for s in range(0, k, blk):
        out = np.fmod(out + np.fmod(A[:, s:s + blk] @ B[s:s + blk], p), p)
    return out


def rank(A, p=P):
    A = np.asarray(A)
    if A.size == 0:
        return 0
    L = A.astype(np.int64).tolist()
    M = flint.nmod_mat(L, p)
    del L
    return M.rank()


# ---------------- sparse polynomials: dict exp-tuple -> int mod P
def padd(f, g, c=1):
    h = dict(f)
    for k, v in g.items():
        h[k] = (h.get(k, 0) + c * v) % P
    return {k: v for k, v in h.items() if v}


def pmul(f, g):
    h = {}
    for k1, v1 in f.items():
        for k2, v2 in g.items():
            k = tuple(a + b for a, b in zip(k1, k2))
            h[k] = (h.get(k, 0) + v1 * v2) % P
    return {k: v for k, v in h.items() if v}


def ppow(f, e, nv):
    r = {tuple([0] * nv): 1}
    for _ in range(e):
        r = pmul(r, f)
    return r


def lin(coeffs, nv, offset=0, total=None):
    """linear form sum coeffs[j] * var_{offset+j} in total variables"""
    total = total or nv
    f = {}
    for j, c in enumerate(coeffs):
        if c % P:
            e = [0] * total; e[offset + j] = 1
            f[tuple(e)] = int(c) % P
    return f


# ---------------- the family's weights
def weights(seed):
    g = np.random.default_rng(seed)
    W1 = g.integers(1, P, (3, 2)); W2 = g.integers(1, P, (3, 3)); ell = g.integers(1, P, 3)
    return W1, W2, ell


def cross(u, v):
    return np.array([u[1] * v[2] - u[2] * v[1], u[2] * v[0] - u[0] * v[2], u[0] * v[1] - u[1] * v[0]], dtype=object) % P


def astar(W1, W2):
    """a_i* spans {a : (W2 (a . w1))_i = (W2 (a . w2))_i = 0}"""
    out = []
    for i in range(3):
        r1 = [int(W2[i, j]) * int(W1[j, 0]) % P for j in range(3)]
        r2 = [int(W2[i, j]) * int(W1[j, 1]) % P for j in range(3)]
        out.append([int(x) for x in cross(np.array(r1, dtype=object), np.array(r2, dtype=object))])
    return out


def mu_forms(W1, W2, ell):
    """mu_m(a, b) = sum_r ell_r b_r (W2 (a . w_m))_r as dict polys in (a0,a1,a2,b0,b1,b2)"""
    out = []
    for m in range(2):
        f = {}
        for r in range(3):
            for j in range(3):
                c = int(ell[r]) * int(W2[r, j]) % P * int(W1[j, m]) % P
                e = [0] * 6; e[j] = 1; e[3 + r] = 1
                f[tuple(e)] = (f.get(tuple(e), 0) + c) % P
        out.append(f)
    return out
