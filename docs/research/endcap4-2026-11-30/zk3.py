"""R = 3 sampler of Z_k, copied (with only the imports changed) from ../endcap-2026-11-30/endblocks.py
(sample_Zk, by the previous helper): x^(s-1) = (1, x), x^s = (1, z), one quadric in x. Used here only to test the
triangular lower bound (Corollary C) at R = 3 shapes whose sep is known to be below the cap."""
import numpy as np
from zk4 import p, mm, run_start


def sample_Zk(rac, s, k, P, rng):
    WI, WH, h0, WO = rac
    R = WH[0].shape[0]
    assert R == 3 and s >= 2
    M1 = [[int(v) for v in row] for row in WH[0]]
    from sympy import Matrix
    f = [int(v) for v in (Matrix(M1).inv_mod(p) * Matrix([1 if i == k else 0 for i in range(R)]))]
    w1 = [int(v) for v in WI[0][:, 0]]; w2 = [int(v) for v in WI[0][:, 1]]
    out = []
    while len(out) < P:
        X = rng.integers(1, p, size=(1, s, 2)).astype(np.int64)
        X[0, s - 2] = [1, 0]; X[0, s - 1] = [1, 0]
        hh = run_start(rac, X[:, :s - 2, :]) if s > 2 else [hv[:, None] for hv in h0]
        g = [int(v) for v in np.fmod(WH[0] @ hh[0][:, 0], p)]
        p0 = [sum(M1[i][j] * g[j] * w1[j] for j in range(R)) % p for i in range(R)]
        p1 = [sum(M1[i][j] * g[j] * w2[j] for j in range(R)) % p for i in range(R)]
        def coeffs(i, j):
            return ((p0[i] * w1[i] * f[j] - p0[j] * w1[j] * f[i]) % p, (p1[i] * w1[i] * f[j] - p1[j] * w1[j] * f[i]) % p,
                    (p0[i] * w2[i] * f[j] - p0[j] * w2[j] * f[i]) % p, (p1[i] * w2[i] * f[j] - p1[j] * w2[j] * f[i]) % p)
        i0 = next(i for i in range(R) if f[i])
        js = [j for j in range(R) if j != i0]
        a, b, c, d = coeffs(i0, js[0]); a2, b2, c2, d2 = coeffs(i0, js[1])
        A2 = (b2 * d - d2 * b) % p; A1 = (a2 * d + b2 * c - c2 * b - d2 * a) % p; A0 = (a2 * c - c2 * a) % p
        if A2 == 0:
            continue
        disc = (A1 * A1 - 4 * A2 * A0) % p
        r = pow(disc, (p + 1) // 4, p)
        if r * r % p != disc:
            continue
        x = (-A1 + r) * pow(2 * A2, p - 2, p) % p
        den = (c + d * x) % p
        if den == 0:
            continue
        z = (-(a + b * x)) * pow(den, p - 2, p) % p
        X[0, s - 2] = [1, x]; X[0, s - 1] = [1, z]
        out.append(X[0])
    return np.array(out), P
