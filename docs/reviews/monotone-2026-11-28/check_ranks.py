"""Items 1, 4, 5: GF(p) evaluation-matrix ranks of random RACs with the reviewer's own vectorised recurrence
(numpy int64, p < 2^30) and python-flint's nmod_mat rank.

Run: OMP_NUM_THREADS=1 python docs/reviews/monotone-2026-11-28/check_ranks.py
"""

from __future__ import annotations

import numpy as np
from flint import nmod_mat

P = 1073741789  # largest prime below 2^30: R products of residues fit in int64 for R <= 8


def random_rac(rng, *, L, M, R, default):
    """Weights uniform mod P; ``default``: h0 = (W^H)^{-1} 1 mod P (flint solve), else h0 uniform."""
    WI = [rng.integers(0, P, (R, M if l == 0 else R)) for l in range(L)]
    WH, h0 = [], []
    for _ in range(L):
        W = rng.integers(0, P, (R, R))
        if default:
            sol = nmod_mat(W.tolist(), P).solve(nmod_mat([[1]] * R, P))
            h = np.array([int(sol[i, 0]) for i in range(R)], dtype=np.int64)
            assert np.all((W @ h) % P == 1)
        else:
            h = rng.integers(0, P, R)
        WH.append(W)
        h0.append(h)
    return {"WI": WI, "WH": WH, "WO": rng.integers(0, P, R), "h0": h0}


def run(rac, X, H=None):
    """States after feeding X (shape (N, steps, M)) from H (list of (N, R); default the initial states)."""
    N = X.shape[0]
    L = len(rac["WH"])
    H = [np.tile(h, (N, 1)) for h in rac["h0"]] if H is None else [h.copy() for h in H]
    for t in range(X.shape[1]):
        below = X[:, t, :]
        for l in range(L):
            a = (H[l] @ rac["WH"][l].T) % P
            b = (below @ rac["WI"][l].T) % P
            H[l] = (a * b) % P
            below = H[l]
    return H


def eval_matrix(rac, S, E):
    """Y[i, j] = y(S_i, E_j) mod P."""
    n, m = S.shape[0], E.shape[0]
    HS = run(rac, S)
    Hrep = [np.repeat(h, m, axis=0) for h in HS]
    Erep = np.tile(E, (n, 1, 1))
    top = run(rac, Erep, Hrep)[-1]
    return ((top @ rac["WO"]) % P).reshape(n, m)


def rank(Y):
    return nmod_mat(Y.tolist(), P).rank()


def points(rng, n, steps, M, c=None):
    X = rng.integers(0, P, (n, steps, M))
    if c is None:
        return X
    d = (X @ c) % P
    assert np.all(d != 0)
    inv = np.vectorize(lambda v: pow(int(v), -1, P))(d)
    return (X * inv[..., None]) % P


def generic_rank(rac, rng, M, T, c=None, n0=16, nmax=1024):
    """Rank at n random points a side, n doubled until rank < n (then, whp, the RAC's sep; always a lower bound)."""
    s = T // 2
    n = n0
    while True:
        r = rank(eval_matrix(rac, points(rng, n, s, M, c), points(rng, n, T - s, M, c)))
        if r < n or n >= nmax:
            return r, n
        n *= 2


def deeper(rac, rng):
    """Depth step at a random e, h0 with e^T h0 = 1 (mod P): the singular W^H = 1 e^T."""
    R = len(rac["WO"])
    e = rng.integers(1, P, R)
    h = rng.integers(0, P, R)
    h = (h * pow(int((e @ h) % P), -1, P)) % P
    c = (e @ rac["WI"][0]) % P
    eye = np.eye(R, dtype=np.int64)
    WH1 = np.tile(e, (R, 1))
    assert np.all((WH1 @ h) % P == 1)
    plus = {"WI": [rac["WI"][0], eye, *rac["WI"][1:]], "WH": [WH1, *rac["WH"]], "WO": rac["WO"], "h0": [h, *rac["h0"]]}
    return plus, c


PAIRS = [
    ((2, 2, 2, 4), (3, 2, 2, 4)),
    ((2, 2, 3, 4), (2, 3, 3, 4)),
    ((2, 2, 2, 6), (3, 2, 3, 6)),
    ((1, 2, 2, 4), (2, 2, 2, 4)),
    ((2, 2, 2, 4), (2, 2, 3, 4)),
    ((1, 3, 2, 6), (2, 3, 2, 6)),
    ((2, 2, 3, 6), (2, 3, 3, 6)),
    ((3, 2, 2, 6), (3, 2, 3, 6)),
]


def main():
    rng = np.random.default_rng(11282026)
    print("item 5: generic GF(p) ranks, smaller vs larger (two draws each, both families)")
    for small, large in PAIRS:
        for default in (True, False):
            rs = [
                generic_rank(random_rac(rng, L=a[0], M=a[1], R=a[2], default=default), rng, a[1], a[3])
                for a in (small, small, large, large)
            ]
            ok = max(r for r, _ in rs[:2]) <= min(r for r, _ in rs[2:])
            print(f"  {small} -> {large} default={default}: ranks (rank, n) {rs}  smaller<=larger: {ok}")
    print("items 1 and 4: the depth step's singular point, the hyperplane restriction, family equality")
    for L, M, R, T in ((1, 2, 2, 4), (2, 2, 2, 4), (2, 2, 3, 4), (2, 2, 2, 6)):
        rac = random_rac(rng, L=L, M=M, R=R, default=True)
        plus, c = deeper(rac, rng)
        r_small = generic_rank(rac, rng, M, T)
        r_plane = generic_rank(rac, rng, M, T, c=c)
        r_plus_plane = generic_rank(plus, rng, M, T, c=c)
        r_plus = generic_rank(plus, rng, M, T)
        r_big = generic_rank(random_rac(rng, L=L + 1, M=M, R=R, default=True), rng, M, T)
        r_free = generic_rank(random_rac(rng, L=L + 1, M=M, R=R, default=False), rng, M, T)
        print(
            f"  {(L, M, R, T)}: sep(rho)={r_small} on H^T={r_plane}; rho+ on H^T={r_plus_plane}, rho+ everywhere={r_plus};"
            f" random default {(L + 1, M, R, T)}={r_big}, random free={r_free}"
        )


if __name__ == "__main__":
    main()
