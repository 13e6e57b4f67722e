"""Edge block Q_(N1-1, 1, 0) of Proposition 12's a-splitting (depth 4, R = M = 3, W^{I,1} = I) by one evaluation
over the dual numbers GF(p)[t]/(t^2) at w = (1, t, 0).

P(w) is a form of degree N_1 in w = a . u_(n+1); at w_1 = 1 it is sum_alpha Q_alpha w_2^alpha_2 w_3^alpha_3, so
P(1, t, 0) = sum_j Q_(N1-j, j, 0) t^j and its t-coefficient is Q_(N1-1, 1, 0) exactly (the same array as
near_vertex.block_ranks' interpolated block, whose pick row is this very coefficient); its constant term is
Q_(N1, 0, 0).

The random point is drawn exactly as block_ranks draws it (same generator, same order, same shapes), so with the
same seed and Y the matrix equals block_ranks' block entry for entry. Layout as block_ranks stores it: rows
3 y + i (End point y, u_T = e_i), columns k X + x (cut point x, g = e_k).
"""

from __future__ import annotations

import numpy as np

from math import comb

from numerics.bounds.depth4 import corner_bound, start_degrees

PRIME = 1048571  # near_vertex.PRIME
P = PRIME
_R = 3


def _mv(W, h):
    """W h for h a list of 3 duals (f, d): linear, applied to both parts."""
    return [
        (sum(int(W[r, j]) * h[j][0] for j in range(3)) % P, sum(int(W[r, j]) * h[j][1] for j in range(3)) % P)
        for r in range(3)
    ]


def _had(x, y):
    """Hadamard product of two dual 3-vectors."""
    return [(a[0] * b[0] % P, (a[0] * b[1] + a[1] * b[0]) % P) for a, b in zip(x, y, strict=True)]


def _dmul(a, b):
    return (a[0] * b[0] % P, (a[0] * b[1] + a[1] * b[0]) % P)


def _hadc(x, c):
    """Hadamard product with a constant 3-vector c (no t-part)."""
    return [(a[0] * ci % P, a[1] * ci % P) for a, ci in zip(x, c, strict=True)]


def draw(*, T: int, seed: int, Y: int):
    """The random point exactly as near_vertex.block_ranks draws it (seed, X from T, Y given)."""
    n = T // 2
    n1, n2, n3 = start_degrees(depth=4, T=T)
    X = comb(n2 + 2, 2) * comb(n3 + 2, 2)
    rng = np.random.default_rng(seed)
    W2, W3, W4, H1, H2, H3, H4 = (rng.integers(1, PRIME, size=(_R, _R), dtype=np.int64) for _ in range(7))
    WO = rng.integers(1, PRIME, size=_R, dtype=np.int64)
    b = rng.integers(0, PRIME, size=(_R, X), dtype=np.int64)
    c = rng.integers(0, PRIME, size=(_R, X), dtype=np.int64)
    ends = rng.integers(0, PRIME, size=(n - 2, _R, Y), dtype=np.int64)
    return dict(X=X, Y=Y, n1=n1, weights=(W2, W3, W4, H1, H2, H3, H4, WO), b=b, c=c, ends=ends)


def default_Y(*, T: int, alpha) -> int:
    """block_ranks' Y for alphas=[alpha]."""
    return -(-(corner_bound(R=_R, T=T, alpha=tuple(alpha)) + 12) // 3)


def edge_block(pt, *, chunk: int = 16, constant: bool = False, log=None):
    """The (3Y, 3X) uint32 array of Q_(N1-1,1,0) (and, if constant, also Q_(N1,0,0))."""
    X, Y = pt["X"], pt["Y"]
    W2, W3, W4, H1, H2, H3, H4, WO = pt["weights"]
    b = [v.reshape(X, 1) for v in pt["b"]]
    c = [v.reshape(X, 1) for v in pt["c"]]
    ends = pt["ends"]
    one = np.ones((1, 1), np.int64)
    zero = np.zeros((1, 1), np.int64)
    w = [(one, zero), (zero, one), (zero, zero)]  # w = (1, t, 0)
    h2 = _hadc(_mv(W2, w), b)
    h3 = _hadc(_mv(W3, h2), c)
    v = _mv(W4, h3)
    out1 = np.empty((3 * Y, 3 * X), np.uint32)
    out0 = np.empty((3 * Y, 3 * X), np.uint32) if constant else None
    for y0 in range(0, Y, chunk):
        y1 = min(Y, y0 + chunk)
        s1, s2, s3, D = _mv(H1, w), _mv(H2, h2), _mv(H3, h3), []
        for u in ends[:, :, y0:y1]:
            s1 = _hadc(s1, [x.reshape(1, -1) for x in u])
            s2 = _had(s2, _mv(W2, s1))
            s3 = _had(s3, _mv(W3, s2))
            D.append(_mv(W4, s3))
            s1, s2, s3 = _mv(H1, s1), _mv(H2, s2), _mv(H3, s3)
        # A = W4 diag(s3) W3 diag(s2) W2 diag(s1), dual 3x3
        A = [[(int(W2[r, i]) * s1[i][0] % P, int(W2[r, i]) * s1[i][1] % P) for i in range(3)] for r in range(3)]
        for Wl, s in ((W3, s2), (W4, s3)):
            A = [[_dmul(s[r], A[r][i]) for i in range(3)] for r in range(3)]
            A = [
                [
                    (
                        sum(int(Wl[r, m]) * A[m][i][0] for m in range(3)) % P,
                        sum(int(Wl[r, m]) * A[m][i][1] for m in range(3)) % P,
                    )
                    for i in range(3)
                ]
                for r in range(3)
            ]
        Z = [[(int(WO[r]) * A[r][i][0] % P, int(WO[r]) * A[r][i][1] % P) for i in range(3)] for r in range(3)]
        for Dt in [*reversed(D), v]:
            Z = [
                [
                    (
                        sum(int(H4[m, r]) * Z[m][i][0] for m in range(3)) % P,
                        sum(int(H4[m, r]) * Z[m][i][1] for m in range(3)) % P,
                    )
                    for i in range(3)
                ]
                for r in range(3)
            ]
            Z = [[_dmul(Dt[r], Z[r][i]) for i in range(3)] for r in range(3)]
        for k in range(3):
            for i in range(3):
                f, d = (np.broadcast_to(z, (X, y1 - y0)) for z in Z[k][i])
                out1[3 * y0 + i : 3 * y1 : 3, k * X : (k + 1) * X] = d.T
                if constant:
                    out0[3 * y0 + i : 3 * y1 : 3, k * X : (k + 1) * X] = f.T
        if log is not None and (y0 // chunk) % 50 == 0:
            log(f"  End points {y1}/{Y}")
    return (out1, out0) if constant else out1
