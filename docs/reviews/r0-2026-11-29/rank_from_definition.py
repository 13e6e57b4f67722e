"""Independent recomputation of rank(C Phi) from the DEFINITION (reviewer r0, 2026-11-29).

Nothing from the helper's r0lib.py or from proofs.general is imported.

Definition used (lab's one_step_m2.py docstrings, M = R - 1):
  e^(m)(p) = W2 (d^(m) * p), d^(1) = 1;  mu_m = sum_j ell_j b_j e^(m)_j(p);
  L_i = {p : e^(1)_i(p) = ... = e^(M)_i(p) = 0}  (a line for generic weights; v_i = random nonzero multiple of a
  kernel vector computed here by FLINT nullspace, not by the lab's cross products);
  columns of C Phi: mu_m * p^a' * b^b'  (|a'| = N1 - 1, |b'| = n - 1, m = 1..M);
  rows: (i, beta, gamma), |beta| = n, |gamma| < beta_i, gamma in N^R:  F -> d_p^gamma F_beta (v_i),
  F_beta = coefficient of b^beta, derivatives in the ORIGINAL p-coordinates:
  d^gamma p^alpha (v) = prod_c (alpha_c)_(gamma_c) v_c^(alpha_c - gamma_c).
Rank over GF(P) with FLINT nmod_mat (exact), in column chunks (rank of [independent columns so far | chunk]).

usage: python rank_from_definition.py R n seed [mode]
  mode: def (default) | offline (points v_i + random vector: off L_i) | order+1 (|gamma| <= beta_i)
        | order-1 (|gamma| < beta_i - 1) | u4fail (weights with U4 false at i = 0, U1-U3 true)
        | u2fail (weights with kappa_0 in L_1, so U2 false)
        | u4zero (W2[0, R-1] = 0: kappa_0 = e_{R-1}, U4 false at i = 0 only, W2 invertible)
        | lab (the lab's seed-`seed` weight draw, prime 2^31 - 1)
"""

from __future__ import annotations

import math
import sys
import time

import flint
import numpy as np

P = 998244353  # not the lab's 2^31 - 1, not the helper's 10^9 + 7


def monos(R: int, d: int) -> list[tuple[int, ...]]:
    """All exponent vectors of total degree d in R variables (own recursion)."""
    if d < 0:
        return []
    if R == 1:
        return [(d,)]
    out = []
    for a in range(d, -1, -1):
        for rest in monos(R - 1, d - a):
            out.append((a,) + rest)
    return out


def kernel_vec(rows: list[list[int]]) -> list[int]:
    A = flint.nmod_mat(rows, P)
    X, nul = A.nullspace()
    assert nul == 1, f"kernel dimension {nul} != 1"
    return [int(X[r, 0]) for r in range(X.nrows())]


def solve(A: list[list[int]], b: list[int]) -> list[int]:
    x = flint.nmod_mat(A, P).solve(flint.nmod_mat([[v] for v in b], P))
    return [int(x[r, 0]) for r in range(x.nrows())]


def det(A: list[list[int]]) -> int:
    return int(flint.nmod_mat(A, P).det())


def weights(R: int, seed: int, mode: str):
    M = R - 1
    g = np.random.default_rng(seed)
    W2 = [[int(v) for v in row] for row in g.integers(1, P, (R, R))]
    dd = [[1] * R] + [[int(v) for v in row] for row in g.integers(1, P, (M - 1, R))]
    ell = [int(v) for v in g.integers(1, P, R)]
    # mode "lab": the same numpy draws as the lab's _weights(R, n, seed, M=R-1) with P = 2^31 - 1 (replicated here,
    # not imported): W2 (R, R), then d (R,) at M = 2 or (M - 1, R), then ell (R,); same stream either shape.

    def kappa(i):
        return kernel_vec([[W2[i][k] * dd[m][k] % P for k in range(R)] for m in range(M)])

    if mode == "u4zero":
        W2[0][R - 1] = 0  # then kappa_0 = e_{R-1}: U4 false at i = 0 with W2 invertible (generically)
    detW2 = det(W2)
    if mode in ("u4fail", "u2fail"):
        k0 = kappa(0)
        # target column (e^(m)_1(kappa_0))_m: u2fail -> 0 (kappa_0 in L_1); u4fail -> lam * (e^(m)_2(kappa_0))_m
        col2 = [sum(W2[2][k] * dd[m][k] * k0[k] for k in range(R)) % P for m in range(M)]
        lam = int(g.integers(1, P))
        target = [0] * M if mode == "u2fail" else [lam * c % P for c in col2]
        # unknowns: row 1 of W2 (R = M + 1 entries); M equations + one normalisation W2[1][0] = random
        A = [[dd[m][k] * k0[k] % P for k in range(R)] for m in range(M)] + [[1] + [0] * (R - 1)]
        W2[1] = solve(A, target + [int(g.integers(1, P))])
        detW2 = det(W2)
    kap = [kappa(i) for i in range(R)]
    # genericity conditions, for the record
    U1 = all(any(c % P for c in k) for k in kap)
    U2 = det([[kap[i][r] for i in range(R)] for r in range(R)]) != 0
    U3 = all(x % P for x in ell)
    U4 = []
    for i in range(R):
        mat = [[sum(W2[a][k] * dd[m][k] * kap[i][k] for k in range(R)) % P for a in range(R) if a != i] for m in range(M)]
        U4.append(det(mat) != 0)
    return W2, dd, ell, kap, dict(U1=U1, U2=U2, U3=U3, U4=all(U4), U4_per_i=U4, W2_invertible=detW2 != 0)


def rank_CPhi(R: int, n: int, seed: int, mode: str = "def", chunk: int = 3000):
    M = R - 1
    N1 = n * (n + 1) // 2
    W2, dd, ell, kap, gen = weights(R, seed, mode)
    g = np.random.default_rng(seed + 777)
    pts = []
    for i in range(R):
        s = int(g.integers(1, P))
        v = [s * c % P for c in kap[i]]
        if mode == "offline":
            v = [(c + int(g.integers(1, P))) % P for c in v]
        pts.append(v)
    A_N = monos(R, N1)
    idx_N = {a: t for t, a in enumerate(A_N)}
    A_p = monos(R, N1 - 1)
    B_n = monos(R, n)
    B_p = monos(R, n - 1)
    idx_Bp = {b: t for t, b in enumerate(B_p)}
    nAp, nBp = len(A_p), len(B_p)
    ncols = M * nBp * nAp  # column (m, b', a') at (m * nBp + b') * nAp + a'

    def order_ok(k: int, bi: int) -> bool:
        if mode == "order+1":
            return k <= bi
        if mode == "order-1":
            return k < bi - 1
        return k < bi

    maxk = n + 1
    gammas = [gm for k in range(maxk) for gm in monos(R, k)]
    # D[i][gamma] = array over alpha in A_N of d^gamma p^alpha (v_i)
    powv = [[[pow(pts[i][c], e, P) for e in range(N1 + 1)] for c in range(R)] for i in range(R)]
    D = []
    for i in range(R):
        Di = {}
        for gm in gammas:
            arr = np.zeros(len(A_N), dtype=np.int64)
            for t, al in enumerate(A_N):
                x = 1
                for c in range(R):
                    if al[c] < gm[c]:
                        x = 0
                        break
                    x = x * math.perm(al[c], gm[c]) % P * powv[i][c][al[c] - gm[c]] % P
                arr[t] = x
            Di[gm] = arr
        D.append(Di)
    # shift index: for each k, position of a' + e_k in A_N
    sh = [np.array([idx_N[a[:k] + (a[k] + 1,) + a[k + 1 :]] for a in A_p]) for k in range(R)]
    # coef[m][j][k] = ell_j W2_jk d^(m)_k
    coef = [[[ell[j] * W2[j][k] % P * dd[m][k] % P for k in range(R)] for j in range(R)] for m in range(M)]
    rows = []
    for i in range(R):
        for be in B_n:
            for gm in gammas:
                if order_ok(sum(gm), be[i]):
                    rows.append((i, be, gm))
    nrows = len(rows)
    # Q[(i, m, j, gamma)] = array over a' of  d^gamma ( ell_j e^(m)_j(p) p^a' ) (v_i)
    Qcache = {}

    def Q(i, m, j, gm):
        key = (i, m, j, gm)
        if key not in Qcache:
            acc = np.zeros(nAp, dtype=np.int64)
            for k in range(R):
                acc = (acc + coef[m][j][k] * D[i][gm][sh[k]]) % P
            Qcache[key] = acc
        return Qcache[key]

    t0 = time.time()
    basis = None  # nmod_mat of independent columns so far
    r = 0
    for c0 in range(0, ncols, chunk):
        c1 = min(ncols, c0 + chunk)
        X = np.zeros((nrows, c1 - c0), dtype=np.int64)
        for ri, (i, be, gm) in enumerate(rows):
            for j in range(R):
                if be[j] == 0:
                    continue
                bp = be[:j] + (be[j] - 1,) + be[j + 1 :]
                bidx = idx_Bp[bp]
                for m in range(M):
                    s0 = (m * nBp + bidx) * nAp
                    lo, hi = max(s0, c0), min(s0 + nAp, c1)
                    if lo < hi:
                        X[ri, lo - c0 : hi - c0] = (X[ri, lo - c0 : hi - c0] + Q(i, m, j, gm)[lo - s0 : hi - s0]) % P
        Xm = flint.nmod_mat(X.tolist(), P)
        if basis is not None:
            Y = flint.nmod_mat(
                [basis_rows[q] + X[q].tolist() for q in range(nrows)], P
            )
        else:
            Y = Xm
        Rr, rk = Y.rref()
        # pivot columns of Y
        piv = []
        col = 0
        for q in range(rk):
            while int(Rr[q, col]) == 0:
                col += 1
            piv.append(col)
            col += 1
        full = Y.tolist() if basis is not None else X.tolist()
        basis_rows = [[int(full[q][c]) for c in piv] for q in range(nrows)]
        basis = True
        r = rk
        if rk == nrows:
            break
    return dict(R=R, n=n, seed=seed, mode=mode, rows=nrows, cols=ncols, rank=r, secs=round(time.time() - t0, 1), **gen)


def formula(R: int, n: int) -> int:
    return R * (math.comb(n + 2 * R - 3, 2 * R - 2) - math.comb(n + R - 2, R - 1))


if __name__ == "__main__":
    R, n, seed = int(sys.argv[1]), int(sys.argv[2]), int(sys.argv[3])
    mode = sys.argv[4] if len(sys.argv) > 4 else "def"
    if mode == "lab":
        P = 2**31 - 1
    t = time.time()
    import os

    out = rank_CPhi(R, n, seed, mode, chunk=int(os.environ.get("CHUNK", "3000")))
    out["formula"] = formula(R, n)
    out["equal"] = out["rank"] == out["formula"]
    out["wall_s"] = round(time.time() - t, 1)
    print(out, flush=True)
