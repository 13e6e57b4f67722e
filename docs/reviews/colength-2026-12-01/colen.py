"""helper-109's own check code (reviewer).  Direct colength of the box ideal
I = (box coefficients [w2^b2 w3^b3] of (x + w2 A + w3 B)^k (y + w2 A' + w3 B')^k') / (x^g y^g')
in F_p[[x, y]], computed as dim R/(I + m^N) for N = N0, N0+1, ... until two consecutive values agree
(then m^N c I + m^(N+1), so m^N c I by Nakayama, and the value is the colength of I; everything mod p).

Series: numpy int64 arrays S[i, j] = coeff of x^i y^j, only i + j < N kept.  Units: dicts {(i, j): c}."""

from __future__ import annotations

import random

import flint
import numpy as np

P = 1000033  # prime, P = 1 mod 8 (so F_P has primitive 8th roots of unity)


def formula(k, k2, a2, a3):
    """The conjectured lambda (own transcription of the statement, not the lab's code)."""
    if k == 0 or k2 == 0:
        return 0
    t = max(0, min(k + k2 - a2 - a3, k, k2, a2 + a3))
    return t * (t + 1) - sum(max(t - 2 * i + 1, 0) for i in range(1, min(a2, a3) + 1))


def mul(S, u, N):
    """S * u (u a polynomial dict), truncated to total degree < N."""
    out = np.zeros_like(S)
    for (i, j), c in u.items():
        if c % P == 0 or i + j >= N:
            continue
        out[i:, j:] += (S[: N - i, : N - j] * c) % P
    out %= P
    _trunc(out, N)
    return out


def _trunc(S, N):
    for i in range(N):
        S[i, N - i :] = 0


def box_ideal(k, k2, a2, a3, units, N):
    """generators h_b (arrays, valid mod m^N) of I; units = (A, B, A2, B2) polynomial dicts."""
    A, B, A2, B2 = units
    a = a2 + a3
    g, g2 = max(k - a, 0), max(k2 - a, 0)
    Nt = N + g + g2
    Pb = np.zeros((a2 + 1, a3 + 1, Nt, Nt), dtype=np.int64)
    Pb[0, 0, 0, 0] = 1
    for lin, U, V, reps in (((1, 0), A, B, k), ((0, 1), A2, B2, k2)):
        for _ in range(reps):
            new = np.zeros_like(Pb)
            for b2 in range(a2 + 1):
                for b3 in range(a3 + 1):
                    acc = mul(Pb[b2, b3], {lin: 1}, Nt)
                    if b2:
                        acc += mul(Pb[b2 - 1, b3], U, Nt)
                    if b3:
                        acc += mul(Pb[b2, b3 - 1], V, Nt)
                    new[b2, b3] = acc % P
            Pb = new
    gens = []
    for b2 in range(a2 + 1):
        for b3 in range(a3 + 1):
            S = Pb[b2, b3]
            # divisibility by x^g y^g2 (within the known range)
            assert not S[:g, :].any() and not S[:, :g2].any(), "not divisible"
            h = np.zeros((N, N), dtype=np.int64)
            h[:, :] = S[g : g + N, g2 : g2 + N]
            _trunc(h, N)
            gens.append(h)
    return gens


def colength_trunc(gens, N):
    """dim R/(I + m^N)."""
    monos = [(i, d - i) for d in range(N) for i in range(d + 1)]
    rows = []
    for h in gens:
        nz = [(i, j, int(h[i, j])) for i in range(N) for j in range(N - i) if h[i, j]]
        if not nz:
            continue
        for u, v in monos:
            r = {}
            for i, j, c in nz:
                if i + j + u + v < N:
                    r[(i + u, j + v)] = c
            if r:
                rows.append(r)
    if not rows:
        return len(monos)
    idx = {m: n for n, m in enumerate(monos)}
    M = flint.nmod_mat(len(rows), len(monos), P)
    for n, r in enumerate(rows):
        for m, c in r.items():
            M[n, idx[m]] = c
    return len(monos) - M.rank()


def colength(k, k2, a2, a3, units, N0=2, Nmax=60):
    prev = None
    N = N0
    while N <= Nmax:
        val = colength_trunc(box_ideal(k, k2, a2, a3, units, N), N)
        if prev is not None and val == prev:
            return val, N - 1
        prev = val
        N += 1
    raise RuntimeError("no stabilisation")


def rand_unit(rng, deg=2):
    u = {(i, d - i): rng.randrange(P) for d in range(deg + 1) for i in range(d + 1)}
    u[(0, 0)] = rng.randrange(1, P)
    return u


def hilbert_graded(k, k2, a2, a3, c):
    """constant units A = A' = B = 1, B' = c: I homogeneous; return its Hilbert function (list) via the
    truncated computation (degree-by-degree differences)."""
    units = ({(0, 0): 1}, {(0, 0): 1}, {(0, 0): 1}, {(0, 0): c % P})
    lam, N = colength(k, k2, a2, a3, units)
    gens = box_ideal(k, k2, a2, a3, units, N + 1)
    vals = [colength_trunc(gens, n) for n in range(0, N + 2)]
    return lam, [vals[n + 1] - vals[n] for n in range(N + 1)]
